import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/game/game.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import { turnActions, turnPlan } from '../../src/rules.js';
import type { TurnPlan } from '../../src/rules.js';
import { root, $, $$, text } from '../helpers/dom.js';
import { groupSteps } from '../../src/components/turn-checklist/internal/steps.js';
import { spokenPages } from '../../src/components/rule-ref/internal/citation.js';
import { changes, quietly } from '../helpers/events.js';
import { citedPages, textBesideCitations } from '../helpers/citations.js';

function radio(el: HTMLElement, name: 'side' | 'action', value: string): HTMLInputElement {
  const found = $$(el, `input[name="${name}"]`).find(
    (input) => (input as HTMLInputElement).value === value,
  );
  if (!found) throw new Error(`no ${name} radio ${value}`);
  return found as HTMLInputElement;
}

function stepBoxes(el: HTMLElement): HTMLInputElement[] {
  return $$(el, '[part="step"] input[type="checkbox"]') as HTMLInputElement[];
}

/** The step box whose text contains `words`. */
function stepBox(el: HTMLElement, words: string): HTMLInputElement {
  const box = stepBoxes(el).find((each) => text(each.closest('label')).includes(words));
  if (!box) throw new Error(`no step "${words}"`);
  return box;
}

/** The Replenish step that moves the Dark Arts Marker. */
const markerStep = (el: HTMLElement): HTMLInputElement => stepBox(el, 'Dark Arts Marker forward');

describe('<defenders-turn-checklist>', () => {
  it('starts on the House side with three actions and no plan', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist></defenders-turn-checklist>`,
    );
    expect(el.side).to.equal('house');
    expect(el.plan).to.be.null;
    expect(radio(el, 'side', 'house').checked).to.be.true;
    expect(text($(el, '[part="sides"] legend'))).to.equal('Whose turn is it?');
    const actions = $$(el, 'input[name="action"]') as HTMLInputElement[];
    expect(actions.map((input) => input.value)).to.deep.equal(['explore', 'learn', 'replenish']);
    expect(actions.every((input) => !input.disabled && !input.checked)).to.be.true;
    expect($(el, '[part="steps"]')).to.be.null;
    expect($(el, '[part="base"]')).to.exist;
    expect($(el, '[role="alert"]')).to.be.null;
  });

  it('reads side, action and final-hand attributes and reflects the properties', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist side="dark-arts" action="explore"></defenders-turn-checklist>`,
    );
    expect(el.plan).to.deep.equal(turnPlan('dark-arts', 'explore'));
    expect(
      ($$(el, 'input[name="action"]') as HTMLInputElement[]).map((input) => input.value),
    ).to.deep.equal(['explore', 'replenish']);
    expect(radio(el, 'action', 'explore').checked).to.be.true;
    el.side = 'house';
    el.action = 'learn';
    el.finalHand = true;
    await el.updateComplete;
    expect(el.getAttribute('side')).to.equal('house');
    expect(el.getAttribute('action')).to.equal('learn');
    expect(el.hasAttribute('final-hand')).to.be.true;
    expect(el.plan?.action).to.equal('learn');
  });

  it('lists the chosen action’s steps in rule order, each with its citation', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist action="learn"></defenders-turn-checklist>`,
    );
    const plan = turnPlan('house', 'learn');
    const items = $$(el, '[part="step"]');
    expect(items.map((item) => text(item.querySelector('.text')))).to.deep.equal(
      plan.steps.map((step) => step.text),
    );
    // A run of steps on the same pages shows the citation once, on its last step; the others
    // carry it for a screen reader and in print.
    expect(
      items.map(
        (item) => citedPages(item.querySelector('.ref')) ?? text(item.querySelector('.cite-again')),
      ),
    ).to.deep.equal(
      groupSteps(plan).flatMap(({ steps }) =>
        steps.map((step, index) =>
          steps[index + 1]?.pages.join() === step.pages.join()
            ? spokenPages([...step.pages])
            : step.pages.join(','),
        ),
      ),
    );
    const headings = $$(el, '[part="steps"] h3').map(text);
    expect(headings).to.deep.equal([
      'Learn, step by step',
      'Free actions (optional)',
      'End of turn',
    ]);
    expect(text(items.at(-1) as HTMLElement)).to.contain('End of turn');
  });

  it('shows the bump procedure on the Dark Arts side', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist side="dark-arts" action="explore"></defenders-turn-checklist>`,
    );
    const headings = $$(el, '[part="steps"] h3').map(text);
    expect(headings).to.deep.equal([
      'Explore, step by step',
      'If your pawn bumps a House pawn',
      'End of turn',
    ]);
    expect(text($(el, '[part="steps"]'))).to.contain('Great Hall');
    expect(text($(el, '[part="steps"]'))).not.to.contain('Free action');
  });

  it('fires defenders-change with the plan when the user picks an action', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist></defenders-turn-checklist>`,
    );
    setTimeout(() => radio(el, 'action', 'explore').click());
    const event = await oneEvent(el, 'defenders-change');
    expect(event.detail).to.deep.equal(turnPlan('house', 'explore'));
    expect(event.bubbles && event.composed).to.be.true;
    expect(el.action).to.equal('explore');
    expect(el.getAttribute('action')).to.equal('explore');
    expect(text($(el, '[role="status"]'))).to.contain('Explore chosen');
  });

  it('switching side by hand clears the action and fires an event', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist action="learn"></defenders-turn-checklist>`,
    );
    const seen = changes<TurnPlan | null>(el);
    radio(el, 'side', 'dark-arts').click();
    await el.updateComplete;
    expect(el.side).to.equal('dark-arts');
    expect(el.getAttribute('side')).to.equal('dark-arts');
    expect(el.action).to.be.undefined;
    expect(el.plan).to.be.null;
    expect(seen).to.deep.equal([null]);
    expect($(el, '[role="alert"]')).to.be.null;
  });

  it('fires no event when the host sets properties', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist></defenders-turn-checklist>`,
    );
    const seen = changes<TurnPlan | null>(el);
    el.side = 'dark-arts';
    el.action = 'replenish';
    el.finalHand = true;
    await el.updateComplete;
    el.setAttribute('side', 'house');
    await el.updateComplete;
    expect(seen).to.have.length(0);
  });

  it('disables Replenish with the reason in the final hand', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist final-hand></defenders-turn-checklist>`,
    );
    expect(el.finalHand).to.be.true;
    const replenish = radio(el, 'action', 'replenish');
    expect(replenish.disabled).to.be.true;
    const reason = root(el).getElementById(replenish.getAttribute('aria-describedby') as string);
    const expected = turnActions('house', { finalHand: true }).find(
      (option) => option.id === 'replenish',
    )?.reason;
    expect(text(reason)).to.contain(expected as string);
    expect(radio(el, 'action', 'explore').disabled).to.be.false;
    await expect(el).to.be.accessible();
  });

  it('disables Learn with the reason when the user has no pawn outside the Protected Areas', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist></defenders-turn-checklist>`,
    );
    const seen = changes<TurnPlan | null>(el);
    const box = $$(el, '.situation input[type="checkbox"]')[0] as HTMLInputElement;
    expect(text(box.closest('label'))).to.contain('outside the Protected Areas');
    expect(box.checked).to.be.true;
    box.click();
    await el.updateComplete;
    const learn = radio(el, 'action', 'learn');
    expect(learn.disabled).to.be.true;
    expect(text(learn.closest('label'))).to.contain('outside the Protected Areas');
    expect(seen).to.have.length(1);
  });

  it('ticks steps and clears them, with the action, on "Next turn"', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist></defenders-turn-checklist>`,
    );
    radio(el, 'action', 'explore').click();
    await el.updateComplete;
    const boxes = stepBoxes(el);
    boxes[0]?.click();
    boxes[1]?.click();
    await el.updateComplete;
    expect(text($(el, '.progress'))).to.equal(`2 of ${boxes.length} steps ticked`);
    for (const box of stepBoxes(el).slice(2)) box.click();
    await el.updateComplete;
    expect(text($(el, '[role="status"]'))).to.contain('Every step is ticked');
    const seen = changes<TurnPlan | null>(el);
    ($(el, '[part="next"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.action).to.be.undefined;
    expect(el.plan).to.be.null;
    expect(seen).to.deep.equal([null]);
    radio(el, 'action', 'explore').click();
    await el.updateComplete;
    expect(stepBoxes(el).some((box) => box.checked)).to.be.false;
  });

  it('outside a game, the Replenish marker step says the players move the marker on the board, and ticking it moves nothing', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist action="replenish"></defenders-turn-checklist>`,
    );
    const step = markerStep(el);
    const hint = text(step.closest('li')!.querySelector('.marker-hint'));
    expect(hint).to.contain('on the board yourselves').and.contain('does not keep track');
    expect(step.getAttribute('aria-describedby')).to.equal('marker-hint');
    expect($(el, 'button.replenish-done'), 'no second control for the same move').to.be.null;
    step.click();
    await el.updateComplete;
    expect(step.checked).to.be.true;
    expect($(el, '.marker-note')).to.be.null;
    expect(el.plan?.advancesMarker).to.be.true;
    await expect(el).to.be.accessible();
  });

  it('outside a game, the Dark Arts bump step that collects every House Marker says so too', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist side="dark-arts" action="explore"></defenders-turn-checklist>`,
    );
    const step = stepBox(el, 'every House Marker goes back');
    expect(text(step.closest('li')!.querySelector('.marker-hint'))).to.contain(
      'on the board yourselves',
    );
    expect($$(el, '.marker-hint')).to.have.length(1);
    expect($(el, 'button.markers-collected')).to.be.null;
  });

  it('says nothing about the marker for the Dark Arts Replenish', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist side="dark-arts" action="replenish"></defenders-turn-checklist>`,
    );
    expect(el.plan?.advancesMarker).to.be.false;
    expect($(el, '.marker-hint')).to.be.null;
  });

  it('shows a message for a bad side and keeps the House side', async () => {
    const el = await quietly(() =>
      fixture<DefendersTurnChecklist>(
        html`<defenders-turn-checklist side="role"></defenders-turn-checklist>`,
      ),
    );
    expect(text($(el, '[role="alert"]')))
      .to.contain('"house" or "dark-arts"')
      .and.contain('"role"');
    expect(el.getAttribute('side')).to.equal('role');
    expect(radio(el, 'side', 'house').checked).to.be.true;
    radio(el, 'action', 'learn').click();
    await el.updateComplete;
    expect(el.plan?.side).to.equal('house');
  });

  it('shows a message for an action the side does not have', async () => {
    const el = await quietly(() =>
      fixture<DefendersTurnChecklist>(
        html`<defenders-turn-checklist side="dark-arts" action="learn"></defenders-turn-checklist>`,
      ),
    );
    expect(text($(el, '[role="alert"]')))
      .to.contain('"explore", "replenish"')
      .and.contain('"learn"');
    expect(el.plan).to.be.null;
    (el as { action: unknown }).action = 'fly';
    await quietly(() => el.updateComplete);
    expect(text($(el, '[role="alert"]'))).to.contain('"fly"');
    radio(el, 'action', 'replenish').click();
    await el.updateComplete;
    expect($(el, '[role="alert"]')).to.be.null;
    expect(el.plan?.action).to.equal('replenish');
    await expect(el).to.be.accessible();
  });

  it('has large touch targets and stays inside 320 px', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist side="dark-arts" action="explore"></defenders-turn-checklist>`,
    );
    (el.parentElement as HTMLElement).style.width = '320px';
    await el.updateComplete;
    const base = $(el, '[part="base"]') as HTMLElement;
    expect(base.scrollWidth).to.be.at.most(base.clientWidth + 1);
    for (const target of [...$$(el, '.choice'), ...$$(el, '.check'), ...$$(el, 'button')]) {
      expect(target.getBoundingClientRect().height, text(target)).to.be.at.least(44);
    }
  });

  it('is accessible with a plan shown', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist action="replenish"></defenders-turn-checklist>`,
    );
    await expect(el).to.be.accessible();
  });

  it('stays readable on a dark page with color-scheme: dark at 320 px', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div>
      <defenders-turn-checklist final-hand action="explore"></defenders-turn-checklist>
    </div>`);
    wrapper.style.cssText =
      'color-scheme: dark; background: #121212; color: rgb(238, 238, 238); width: 320px';
    const el = wrapper.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
    await el.updateComplete;
    expect(getComputedStyle($(el, '[part="base"]') as HTMLElement).color).to.equal(
      'rgb(238, 238, 238)',
    );
    expect(wrapper.scrollWidth).to.be.at.most(320);
    await expect(wrapper).to.be.accessible();
  });

  describe('inside <defenders-game>', () => {
    it('takes the final hand from the shared path unless it has its own attribute', async () => {
      const host = await fixture<HTMLElement>(html`<defenders-game>
        <defenders-path-tracker></defenders-path-tracker>
        <defenders-turn-checklist></defenders-turn-checklist>
      </defenders-game>`);
      const tracker = host.querySelector('defenders-path-tracker') as DefendersPathTracker;
      const checklist = host.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
      await tracker.updateComplete;
      await checklist.updateComplete;
      expect(radio(checklist, 'action', 'replenish').disabled).to.be.false;
      const spaces = root(tracker).querySelectorAll('[part~="space"]').length;
      // Walk the shared path to the space before the last through the tracker's own controls.
      for (let step = 0; step < spaces - 2; step += 1) {
        if (tracker.state.pending) {
          const choice = tracker.info.mustTakeToken ? 'token' : 'effect';
          (
            root(tracker).querySelector(`[part="event"] button.${choice}`) as HTMLButtonElement
          ).click();
          await tracker.updateComplete;
        }
        (root(tracker).querySelector('button.advance') as HTMLButtonElement).click();
        await tracker.updateComplete;
        (root(tracker).querySelector('button.cause') as HTMLButtonElement).click();
        await tracker.updateComplete;
      }
      await checklist.updateComplete;
      expect(tracker.state.position).to.equal(spaces - 2);
      // The last Replenish of the game moves the marker onto the last space.
      radio(checklist, 'action', 'replenish').click();
      await checklist.updateComplete;
      markerStep(checklist).click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      await checklist.updateComplete;
      expect(tracker.info.finalHand).to.be.true;
      expect(text(root(checklist).querySelector('.marker-note'))).to.contain('final hand begins');
      expect(checklist.plan?.action).to.equal('replenish');
      (root(checklist).querySelector('[part="next"]') as HTMLButtonElement).click();
      await checklist.updateComplete;
      const replenish = radio(checklist, 'action', 'replenish');
      expect(replenish.disabled).to.be.true;
      expect(text(replenish.closest('label'))).to.contain('final hand');
      expect(text(root(checklist).querySelector('.situation'))).to.contain('Final hand');
      expect(checklist.finalHand).to.be.false;
    });

    async function gameWith(): Promise<{
      tracker: DefendersPathTracker;
      checklist: DefendersTurnChecklist;
    }> {
      const host = await fixture<HTMLElement>(html`<defenders-game>
        <defenders-turn-checklist></defenders-turn-checklist>
        <defenders-path-tracker></defenders-path-tracker>
      </defenders-game>`);
      const tracker = host.querySelector('defenders-path-tracker') as DefendersPathTracker;
      const checklist = host.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
      await tracker.updateComplete;
      await checklist.updateComplete;
      return { tracker, checklist };
    }

    /** Walks the shared path with the tracker's own controls, using event effects unless a token is forced. */
    async function walkTo(tracker: DefendersPathTracker, position: number): Promise<void> {
      while (tracker.state.position < position || tracker.state.pending) {
        if (tracker.state.pending) {
          const choice = tracker.info.mustTakeToken ? 'token' : 'effect';
          (
            root(tracker).querySelector(`[part="event"] button.${choice}`) as HTMLButtonElement
          ).click();
        } else {
          (root(tracker).querySelector('button.advance') as HTMLButtonElement).click();
          await tracker.updateComplete;
          // The first cause the turn has not used: once the Replenish moved it, an event's.
          (root(tracker).querySelector('button.cause:enabled') as HTMLButtonElement).click();
        }
        await tracker.updateComplete;
      }
    }

    async function replenishDone(
      checklist: DefendersTurnChecklist,
      tracker: DefendersPathTracker,
    ): Promise<string> {
      radio(checklist, 'action', 'replenish').click();
      await checklist.updateComplete;
      markerStep(checklist).click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      return textBesideCitations(root(checklist).querySelector('.marker-note'));
    }

    it('says which card colours unlock when the Replenish moves the marker into a new zone', async () => {
      const { tracker, checklist } = await gameWith();
      const spaces = root(tracker).querySelectorAll('[part~="space"]');
      const firstOrange = [...spaces].findIndex((space) => space.classList.contains('orange'));
      await walkTo(tracker, firstOrange - 1);
      const note = await replenishDone(checklist, tracker);
      expect(tracker.state.position).to.equal(firstOrange);
      expect(note)
        .to.contain('Orange Dark Arts card effects are now unlocked')
        .and.contain('white Event Deck is no longer used');
      expect(text(root(checklist).querySelector('[role="status"]'))).to.equal(note);
    });

    it('says the red token comes with a one-pawn Location Card when the Replenish reaches the last space', async () => {
      const { tracker, checklist } = await gameWith();
      const last = root(tracker).querySelectorAll('[part~="space"]').length - 1;
      await walkTo(tracker, last - 1);
      expect(tracker.state.tokens.red).to.be.false;
      const note = await replenishDone(checklist, tracker);
      expect(tracker.info.finalHand).to.be.true;
      expect(note)
        .to.contain('final hand begins')
        .and.contain('red Progress Token with the Location Card: 1 Dark Arts pawn needed');
    });

    it('in a game the marker step says ticking it moves the marker, and one tick ticks it and moves it, with the new space under the step', async () => {
      const { tracker, checklist } = await gameWith();
      radio(checklist, 'action', 'replenish').click();
      await checklist.updateComplete;
      const step = markerStep(checklist);
      expect(text(step.closest('li')!.querySelector('.marker-hint'))).to.contain(
        "moves the Dark Arts Marker on the game's path",
      );
      step.click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(1);
      expect(markerStep(checklist).checked).to.be.true;
      const note = markerStep(checklist).closest('li')!.querySelector('[part="marker-note"]');
      expect(text(note)).to.contain('moved forward to space 2');
      expect(text(root(checklist).querySelector('[role="status"]'))).to.equal(text(note));
      await expect(checklist).to.be.accessible();
    });

    it('shows the event prompt under the step when the Replenish lands on an Event Space', async () => {
      const { tracker, checklist } = await gameWith();
      const spaces = [...root(tracker).querySelectorAll('[part~="space"]')];
      const firstEvent = spaces.findIndex((space) => space.classList.contains('event'));
      await walkTo(tracker, firstEvent - 1);
      const note = await replenishDone(checklist, tracker);
      expect(tracker.state.pending).to.deep.equal({ zone: 'white' });
      expect(note).to.contain('Event Space: draw the top white Event Card');
    });

    it('unticking the marker step takes its move back while it is the latest on the path, and ticking moves again', async () => {
      const { tracker, checklist } = await gameWith();
      await replenishDone(checklist, tracker);
      expect(tracker.state.position).to.equal(1);
      markerStep(checklist).click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      await checklist.updateComplete;
      expect(tracker.state.position).to.equal(0);
      expect(markerStep(checklist).checked).to.be.false;
      expect(text(root(checklist).querySelector('.marker-note'))).to.contain('Undone');
      markerStep(checklist).click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(1);
    });

    it('keeps the marker step ticked, and says why, when the path has moved on since its move', async () => {
      const { tracker, checklist } = await gameWith();
      await replenishDone(checklist, tracker);
      await walkTo(tracker, 2);
      await checklist.updateComplete;
      markerStep(checklist).click();
      await checklist.updateComplete;
      expect(markerStep(checklist).checked).to.be.true;
      expect(tracker.state.position).to.equal(2);
      expect(text(root(checklist).querySelector('[role="status"]'))).to.contain(
        'Take the later moves back on the path first',
      );
    });

    it('unticks the marker step when its move is undone on the path, and the step moves the marker again', async () => {
      const { tracker, checklist } = await gameWith();
      await replenishDone(checklist, tracker);
      expect(tracker.state.position).to.equal(1);
      (root(tracker).querySelector('button.undo') as HTMLButtonElement).click();
      await tracker.updateComplete;
      await checklist.updateComplete;
      expect(tracker.state.position).to.equal(0);
      expect(text(root(checklist).querySelector('.marker-note'))).to.contain('undone');
      expect(markerStep(checklist).checked).to.be.false;
      markerStep(checklist).click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(1);
    });

    it('moves the shared path with cause all-house-markers from the Dark Arts bump step, and says to resolve the event', async () => {
      const { tracker, checklist } = await gameWith();
      radio(checklist, 'side', 'dark-arts').click();
      await checklist.updateComplete;
      radio(checklist, 'action', 'explore').click();
      await checklist.updateComplete;
      const step = stepBox(checklist, 'every House Marker goes back');
      expect(text(step.closest('label'))).to.contain(
        'If the marker lands on an Event Space, resolve that event',
      );
      step.click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(1);
      expect(tracker.state.pending, 'space 2 of the default layout is ordinary').to.equal(null);
      expect(text(root(tracker).querySelector('[part="history"] li'))).to.contain('House Markers');
      const note = text(root(checklist).querySelector('.marker-note'));
      expect(note)
        .to.contain('moved forward to space 2')
        .and.contain('Give every House Marker back to its owner');
      expect(stepBox(checklist, 'every House Marker goes back').checked, 'the bump step is ticked')
        .to.be.true;
    });

    it('lets its own final-hand attribute win over the game', async () => {
      const host = await fixture<HTMLElement>(html`<defenders-game>
        <defenders-turn-checklist final-hand></defenders-turn-checklist>
      </defenders-game>`);
      const checklist = host.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
      await checklist.updateComplete;
      expect(radio(checklist, 'action', 'replenish').disabled).to.be.true;
    });
  });
});
