import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  ADVANCE_CAUSES_NOTE,
  FAQ,
  PLAYER_COUNTS,
  checkVictory,
  setupFor,
  turnActions,
  turnPlan,
} from '../../src/rules.js';
import type { Action, Side } from '../../src/rules.js';
import { RUNS, expectPages } from './helpers.js';

/** Pieces of rules text gathered from every function that returns some. */
function allTexts(): { text: string; pages: readonly number[] }[] {
  const texts: { text: string; pages: readonly number[] }[] = [];
  for (const players of PLAYER_COUNTS) texts.push(...setupFor(players).steps);
  const plans: [Side, Action][] = [
    ['house', 'explore'],
    ['house', 'learn'],
    ['house', 'replenish'],
    ['dark-arts', 'explore'],
    ['dark-arts', 'replenish'],
  ];
  for (const [side, action] of plans) texts.push(...turnPlan(side, action).steps);
  for (const side of ['house', 'dark-arts'] as const) {
    for (const option of turnActions(side, { finalHand: true, pawnOutsideProtectedArea: false })) {
      texts.push({ text: option.reason ?? 'allowed', pages: option.pages });
    }
  }
  for (const entry of FAQ)
    texts.push({ text: `${entry.question} ${entry.answer}`, pages: entry.pages });
  texts.push(ADVANCE_CAUSES_NOTE);
  return texts;
}

describe('rules texts', () => {
  it('are all non-empty with ascending pages', () => {
    for (const { text, pages } of allTexts()) {
      expect(text.trim()).to.not.equal('');
      expectPages(pages);
    }
  });

  it('cite only pages of the rulebook that the guide cites', () => {
    const cited = new Set([2, 3, 6, 7, 8, 9, 10, 11, 16, 17, 20, 21, 22, 23]);
    for (const { pages } of allTexts())
      for (const page of pages) expect(cited.has(page), `page ${page}`).to.equal(true);
  });

  it('make none of the claims the guide does not make', () => {
    const overstatements: [RegExp, string][] = [
      [
        /nothing else/i,
        'the guide lists three causes, and card effects override general rules (p. 16)',
      ],
      [
        /only a House Player\u2019s Replenish/i,
        'an all-House-Markers bump moves the marker too (p. 22)',
      ],
      [/step up the Loyalty Track/i, 'the guide says "advance" on the Loyalty Track (p. 17)'],
      [/if your movement activates/i, 'any Bonus Space you activate counts (p. 16)'],
      [/space of their own/i, 'the guide only puts them on their spaces (p. 7)'],
      [
        /House Players (?:resolve|do|carry out) their part(?: of it)? first(?!,? if)/i,
        'the guide says "if possible" (p. 22)',
      ],
      [/only the card colours/i, 'the guide unlocks card effects, not cards (p. 21)'],
    ];
    for (const { text } of allTexts()) {
      for (const [pattern, why] of overstatements) expect(text, why).to.not.match(pattern);
    }
    const learn = turnPlan('house', 'learn').steps.find(
      (step) => step.id === 'learn-advanced-acquire',
    );
    expect(learn?.text).to.contain('advance on the Loyalty Track');
    const bonus = turnPlan('house', 'explore').steps.find(
      (step) => step.id === 'explore-bonus-space',
    );
    expect(bonus?.text).to.match(/every Bonus Space that you activate/);
    expect(setupFor(4).steps.find((step) => step.id === 'side-board')?.text).to.contain(
      'all go on their spaces',
    );
    expect(ADVANCE_CAUSES_NOTE.text).to.contain('card effect').and.not.contain('nothing else');
    expect(ADVANCE_CAUSES_NOTE.pages).to.include(16);
  });

  it('come with reasons for every verdict (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom<1 | 2 | 3>(1, 2, 3),
        fc.boolean(),
        (shields, tokens, requirement, finalHand) => {
          // Only inputs a game can reach: the final hand comes with all three tokens and the card, and
          // requirement 1 (set on the last space) only with the final hand.
          const progressTokens = finalHand ? 3 : tokens;
          const locationRequirement =
            progressTokens < 3 ? null : !finalHand && requirement === 1 ? 2 : requirement;
          const verdict = checkVictory({
            houses: [{ house: 'slytherin', shields }],
            darkArts: { progressTokens, locationRequirement, pawnsAtLocation: 0 },
            finalHand,
            everyoneOutOfCards: true,
          });
          return (
            verdict.reasons.length > 0 &&
            verdict.reasons.every((reason) => reason.text.length > 0 && reason.pages.length > 0)
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
