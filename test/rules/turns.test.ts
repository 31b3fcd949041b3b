import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { turnActions, turnPlan } from '../../src/rules.js';
import { turnStepIds } from '../../src/rules/turns.js';
import type { Action, Side } from '../../src/rules.js';
import { RUNS, expectPages, expectRulesError, rejectsWithRulesError } from './helpers.js';

const ids = (side: Side, action: Action) => turnPlan(side, action).steps.map((step) => step.id);

describe('turnActions', () => {
  it('gives House Players Explore, Learn and Replenish, all allowed by default', () => {
    const options = turnActions('house');
    expect(options.map((option) => option.id)).to.deep.equal(['explore', 'learn', 'replenish']);
    expect(options.every((option) => option.allowed && option.reason === undefined)).to.equal(true);
    expect(options.map((option) => option.pages)).to.deep.equal([[16], [17], [17, 22]]);
  });

  it('gives the Dark Arts Player Explore and Replenish only', () => {
    const options = turnActions('dark-arts');
    expect(options.map((option) => option.id)).to.deep.equal(['explore', 'replenish']);
    expect(options.every((option) => option.allowed)).to.equal(true);
    expect(options.map((option) => option.pages)).to.deep.equal([
      [20, 21],
      [20, 21, 22],
    ]);
  });

  it('refuses Learn with a reason when no pawn is outside the Protected Areas (p. 17)', () => {
    const learn = turnActions('house', { pawnOutsideProtectedArea: false }).find(
      (option) => option.id === 'learn',
    );
    expect(learn?.allowed).to.equal(false);
    expect(learn?.reason).to.match(/Protected Areas/);
    expect(learn?.pages).to.deep.equal([17]);
  });

  it('allows Learn when a pawn is outside or when that is not known', () => {
    for (const context of [{ pawnOutsideProtectedArea: true }, {}, undefined]) {
      expect(
        turnActions('house', context).find((option) => option.id === 'learn')?.allowed,
      ).to.equal(true);
    }
  });

  for (const side of ['house', 'dark-arts'] as const) {
    it(`refuses Replenish to the ${side} side in the final hand, with a reason (p. 22)`, () => {
      const options = turnActions(side, { finalHand: true });
      const replenish = options.find((option) => option.id === 'replenish');
      expect(replenish?.allowed).to.equal(false);
      expect(replenish?.reason).to.match(/final hand/);
      expect(replenish?.pages).to.include(22);
      expect(options.find((option) => option.id === 'explore')?.allowed).to.equal(true);
    });
  }

  it('keeps Learn open in the final hand', () => {
    expect(
      turnActions('house', { finalHand: true }).find((option) => option.id === 'learn')?.allowed,
    ).to.equal(true);
  });

  it('gives a reason whenever an action is not allowed (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Side>('house', 'dark-arts'),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (side, finalHand, pawnOutsideProtectedArea) => {
          const options = turnActions(side, { finalHand, pawnOutsideProtectedArea });
          return options.every(
            (option) =>
              (option.allowed || (typeof option.reason === 'string' && option.reason.length > 0)) &&
              option.pages.length > 0,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('rejects bad sides and contexts', () => {
    expectRulesError(() => turnActions('wizard' as Side), 'side');
    expectRulesError(() => turnActions(undefined as unknown as Side), 'side');
    expectRulesError(() => turnActions('house', null as never), 'turn-context');
    expectRulesError(() => turnActions('house', 'final' as never), 'turn-context');
    expectRulesError(() => turnActions('house', { finalHand: 'yes' } as never), 'turn-context');
    expectRulesError(
      () => turnActions('dark-arts', { pawnOutsideProtectedArea: 1 } as never),
      'turn-context',
    );
  });
});

describe('turnPlan', () => {
  it('House Explore: play a card, finish it, Bonus Space, card effects, free actions, end (p. 16-17)', () => {
    expect(ids('house', 'explore')).to.deep.equal([
      'explore-play-card',
      'explore-finish-card',
      'explore-bonus-space',
      'card-effects',
      'free-hogwarts-token',
      'free-parchment-scroll',
      'free-scroll-replacement',
      'end-of-turn',
    ]);
    const plan = turnPlan('house', 'explore');
    expect(plan.advancesMarker).to.equal(false);
    expect(plan.mayDiscard).to.equal(false);
  });

  it('House Learn: pawn outside first, then the two ways to acquire, place the card, end (p. 17)', () => {
    expect(ids('house', 'learn')).to.deep.equal([
      'learn-pawn-outside',
      'learn-acquire',
      'learn-advanced-acquire',
      'learn-place-card',
      'card-effects',
      'free-hogwarts-token',
      'free-parchment-scroll',
      'free-scroll-replacement',
      'end-of-turn',
    ]);
    const plan = turnPlan('house', 'learn');
    expect(plan.advancesMarker).to.equal(false);
    expect(plan.steps.find((step) => step.id === 'learn-advanced-acquire')?.text).to.match(
      /Loyalty Track/,
    );
  });

  it('House Replenish: discard, draw to five, stand up, advance the marker, resolve the event (pp. 17, 22)', () => {
    expect(ids('house', 'replenish')).to.deep.equal([
      'replenish-discard',
      'replenish-draw',
      'replenish-stand-pawns',
      'replenish-advance-marker',
      'replenish-resolve-event',
      'free-hogwarts-token',
      'free-parchment-scroll',
      'free-scroll-replacement',
      'end-of-turn',
    ]);
    const plan = turnPlan('house', 'replenish');
    expect(plan.advancesMarker).to.equal(true);
    expect(plan.mayDiscard).to.equal(true);
    expect(plan.steps[1]?.text).to.match(/five/);
    expect(plan.steps[3]?.pages).to.deep.equal([17, 22]);
  });

  it('states the Parchment Scroll replacement rule: two after the first, none after the second (p. 17)', () => {
    const step = turnPlan('house', 'explore').steps.find(
      (each) => each.id === 'free-scroll-replacement',
    );
    expect(step?.text)
      .to.match(/first/)
      .and.match(/two/)
      .and.match(/second/)
      .and.match(/none/);
    expect(step?.pages).to.deep.equal([17]);
  });

  it('Dark Arts Explore: card, colours, effects, deployment, occupied space, protected areas, bump, end', () => {
    expect(ids('dark-arts', 'explore')).to.deep.equal([
      'explore-play-card',
      'explore-unlocked-colours',
      'card-effects',
      'explore-deploy-reserve',
      'explore-occupied-deployment',
      'explore-protected-areas',
      'bump-choose-pawn',
      'bump-great-hall',
      'bump-reserve',
      'bump-house-marker',
      'bump-all-markers',
      'bump-acquire',
      'end-of-turn',
    ]);
    const plan = turnPlan('dark-arts', 'explore');
    const page = (id: string) => plan.steps.find((step) => step.id === id)?.pages;
    expect(page('explore-deploy-reserve')).to.deep.equal([20, 21]);
    expect(page('explore-occupied-deployment')).to.deep.equal([20, 21]);
    expect(page('explore-protected-areas')).to.deep.equal([10, 20]);
    expect(page('card-effects')).to.deep.equal([16]);
    expect(page('bump-acquire')).to.deep.equal([20]);
    expect(plan.steps.find((step) => step.id === 'bump-acquire')?.text).to.match(/once/);
    expect(plan.steps.find((step) => step.id === 'explore-deploy-reserve')?.text).to.match(
      /one movement point/,
    );
    expect(plan.steps.find((step) => step.id === 'explore-occupied-deployment')?.text).to.match(
      /stunned/,
    );
    expect(plan.advancesMarker).to.equal(false);
    expect(plan.mayDiscard).to.equal(false);
  });

  it('Dark Arts Replenish: stand up first, draw to five, no discard, marker stays (pp. 20-22)', () => {
    expect(ids('dark-arts', 'replenish')).to.deep.equal([
      'replenish-stand-pawns',
      'replenish-draw',
      'replenish-no-discard',
      'replenish-marker-stays',
      'end-of-turn',
    ]);
    const plan = turnPlan('dark-arts', 'replenish');
    expect(plan.advancesMarker).to.equal(false);
    expect(plan.mayDiscard).to.equal(false);
  });

  it('ends every plan with the end-of-turn step: p. 17 for Houses, p. 21 for the Dark Arts', () => {
    for (const action of ['explore', 'learn', 'replenish'] as const) {
      const last = turnPlan('house', action).steps.at(-1);
      expect(last?.id).to.equal('end-of-turn');
      expect(last?.pages).to.deep.equal([17]);
      expect(last?.text).to.match(/left/);
    }
    for (const action of ['explore', 'replenish'] as const) {
      const last = turnPlan('dark-arts', action).steps.at(-1);
      expect(last?.id).to.equal('end-of-turn');
      expect(last?.pages).to.deep.equal([21]);
    }
  });

  it('has unique step ids, non-empty texts and ascending pages in every plan', () => {
    const plans = [
      turnPlan('house', 'explore'),
      turnPlan('house', 'learn'),
      turnPlan('house', 'replenish'),
      turnPlan('dark-arts', 'explore'),
      turnPlan('dark-arts', 'replenish'),
    ];
    for (const plan of plans) {
      expect(new Set(plan.steps.map((step) => step.id)).size).to.equal(plan.steps.length);
      for (const step of plan.steps) {
        expect(step.text).to.not.equal('');
        expectPages(step.pages);
      }
      expect(Object.isFrozen(plan.steps)).to.equal(true);
    }
  });

  it('rejects Learn for the Dark Arts Player and any unknown side or action', () => {
    expect(expectRulesError(() => turnPlan('dark-arts', 'learn'), 'action').message).to.match(
      /cannot Learn/,
    );
    expectRulesError(() => turnPlan('house', 'rest' as Action), 'action');
    expectRulesError(() => turnPlan('house', undefined as unknown as Action), 'action');
    expectRulesError(() => turnPlan('villain' as Side, 'explore'), 'side');
  });

  it('throws only RulesError for anything but a valid side and action (property)', () => {
    const valid = new Set([
      'house/explore',
      'house/learn',
      'house/replenish',
      'dark-arts/explore',
      'dark-arts/replenish',
    ]);
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.constantFrom('house', 'dark-arts')),
        fc.oneof(fc.anything(), fc.constantFrom('explore', 'learn', 'replenish')),
        (side, action) => {
          if (
            typeof side === 'string' &&
            typeof action === 'string' &&
            valid.has(`${side}/${action}`)
          )
            return true;
          return rejectsWithRulesError(() => turnPlan(side as Side, action as Action));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('throws only RulesError for a bad side or context (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('house', 'dark-arts'), fc.anything()),
        fc.anything(),
        (side, context) => {
          if ((side === 'house' || side === 'dark-arts') && context === undefined) return true;
          try {
            turnActions(side as Side, context as never);
            return side === 'house' || side === 'dark-arts';
          } catch (error) {
            return rejectsWithRulesError(() => {
              throw error;
            });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('turnStepIds', () => {
  const turns: [Side, Action][] = [
    ['house', 'explore'],
    ['house', 'learn'],
    ['house', 'replenish'],
    ['dark-arts', 'explore'],
    ['dark-arts', 'replenish'],
  ];

  it("lists the ids of each turn plan's steps, in their order", () => {
    for (const [side, action] of turns) {
      expect(turnStepIds(side, action), `${side} ${action}`).to.deep.equal(ids(side, action));
    }
  });

  it('refuses what turnPlan refuses, with the same message', () => {
    for (const [side, action] of [
      ['dark-arts', 'learn'],
      ['dark-arts', 'sneak'],
      ['house', 'sneak'],
      ['nobody', 'explore'],
    ] as [Side, Action][]) {
      const planError = expectRulesError(() => turnPlan(side, action));
      const idsError = expectRulesError(() => turnStepIds(side, action));
      expect(idsError.message).to.equal(planError.message);
      expect(idsError.code).to.equal(planError.code);
    }
  });
});
