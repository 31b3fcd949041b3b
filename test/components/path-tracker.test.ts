import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/components/game/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import {
  DEFAULT_LAYOUT,
  initialPath,
  parseLayout,
  pathInfo,
  pathStateAt,
} from '../../src/rules.js';
import type { PathState } from '../../src/rules.js';
import { root, $, $$, text } from '../helpers/dom.js';
import { captureWarnings, changes, quietly } from '../helpers/events.js';
import { citedPages } from '../helpers/citations.js';

const layout = parseLayout(DEFAULT_LAYOUT);
const last = layout.spaces.length - 1;
const firstRedEvent = layout.spaces.findIndex((space) => space.zone === 'red' && space.event);
const lastWhiteEvent = layout.spaces
  .map((space) => space.zone === 'white' && space.event)
  .lastIndexOf(true);
const firstWhiteEvent = layout.spaces.findIndex((space) => space.zone === 'white' && space.event);

function button(el: HTMLElement, label: string | RegExp): HTMLButtonElement {
  const found = $$(el, 'button').find((each) =>
    typeof label === 'string' ? text(each).includes(label) : label.test(text(each)),
  );
  if (!found) throw new Error(`no button ${label}`);
  return found as HTMLButtonElement;
}

async function advanceFor(el: DefendersPathTracker, cause = 'house-replenish'): Promise<void> {
  button(el, 'Advance the marker').click();
  await el.updateComplete;
  ($(el, `button.cause[data-cause="${cause}"]`) as HTMLButtonElement).click();
  await el.updateComplete;
}

describe('<defenders-path-tracker>', () => {
  it('draws every space of the default layout with the marker on the first', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    const spaces = $$(el, '[part~="space"]');
    expect(spaces).to.have.length(layout.spaces.length);
    expect(el.state).to.deep.equal(initialPath(layout));
    expect(el.info).to.deep.equal(pathInfo(layout, initialPath(layout)));
    const current = $$(el, '[aria-current="location"]');
    expect(current).to.have.length(1);
    expect(text(current[0])).to.contain('Space 1').and.contain('Dark Arts Marker is here');
    expect($(el, '[part="base"]')).to.exist;
    expect($(el, '[role="alert"]')).to.be.null;
  });

  it('colours spaces by zone, groups them by zone and marks Event Spaces with a symbol and words', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    const zones = $$(el, '[part="zone"]');
    expect(zones.map((zone) => text(zone.querySelector('h3')))).to.deep.equal([
      'White zone (1–5)',
      'Orange zone (6–10)',
      'Red zone (11–16)',
    ]);
    const spaces = $$(el, '[part~="space"]');
    layout.spaces.forEach((space, index) => {
      const item = spaces[index] as HTMLElement;
      expect(item.classList.contains(space.zone), `space ${index + 1} zone`).to.be.true;
      const spoken = text(item.querySelector('.visually-hidden'));
      const visible = text(item.querySelector('[aria-hidden="true"]'));
      expect(spoken.includes('Event Space'), `space ${index + 1} words`).to.equal(space.event);
      expect(visible.includes('★'), `space ${index + 1} symbol`).to.equal(space.event);
    });
    const colour = getComputedStyle(spaces[0] as HTMLElement).backgroundColor;
    el.style.setProperty('--defenders-zone-white', 'rgb(1, 2, 3)');
    expect(getComputedStyle(spaces[0] as HTMLElement).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(colour).not.to.equal('rgb(1, 2, 3)');
  });

  it('shows the tokens, the unlocked colours and no Location Card at the start', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    const facts = text($(el, '[part="facts"]'));
    expect(facts)
      .to.contain('White: not taken')
      .and.contain('Orange: not taken')
      .and.contain('Red: not taken');
    expect(facts).to.contain('Location Card Not taken yet.');
    const unlocked = $$(el, '[part="facts"] > div:nth-child(2) li').map(text);
    expect(unlocked).to.deep.equal(['White']);
  });

  it('reads layout and position attributes and reflects the properties', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker layout="wW oO rRRr" position="3"></defenders-path-tracker>`,
    );
    const small = parseLayout('wWoOrRRr');
    expect(el.layout).to.equal('wW oO rRRr');
    expect(el.position).to.equal(3);
    expect($$(el, '[part~="space"]')).to.have.length(8);
    expect(el.state).to.deep.equal(pathStateAt(small, 3));
    expect(el.state.tokens.white).to.be.true;
    el.position = 5;
    await el.updateComplete;
    expect(el.getAttribute('position')).to.equal('5');
    expect(el.state.position).to.equal(5);
    expect(el.state.tokens.orange).to.be.true;
    el.layout = DEFAULT_LAYOUT;
    await el.updateComplete;
    expect(el.getAttribute('layout')).to.equal(DEFAULT_LAYOUT);
    expect($$(el, '[part~="space"]')).to.have.length(layout.spaces.length);
  });

  it('fires no event when the host sets layout or position', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    const seen = changes<PathState>(el);
    el.position = 6;
    await el.updateComplete;
    el.layout = 'wW oO rRRr';
    el.position = 2;
    await el.updateComplete;
    expect(el.state.position).to.equal(2);
    expect(seen).to.have.length(0);
  });

  it('asks why the marker moves, then advances it and fires defenders-change with the state', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    const advanceButton = button(el, 'Advance the marker');
    expect(advanceButton.getAttribute('aria-expanded')).to.equal('false');
    advanceButton.click();
    await el.updateComplete;
    expect(advanceButton.getAttribute('aria-expanded')).to.equal('true');
    const causes = $$(el, 'button.cause');
    expect(causes.map((each) => each.dataset.cause)).to.deep.equal([
      'house-replenish',
      'event',
      'all-house-markers',
    ]);
    expect(text($(el, '.causes legend'))).to.equal('Why does the marker move?');
    await expect(el).to.be.accessible();
    setTimeout(() => (causes[1] as HTMLButtonElement).click());
    const event = await oneEvent(el, 'defenders-change');
    expect(event.detail).to.deep.equal(el.state);
    expect(event.bubbles && event.composed).to.be.true;
    expect(el.state.position).to.equal(1);
    expect(el.position).to.equal(1);
    expect($(el, 'button.cause')).to.be.null;
    expect(text($(el, '[role="status"]')))
      .to.contain('An Event Card said so')
      .and.contain('space 2');
    expect(text($(el, '[part="history"] ol'))).to.contain('Space 2: an Event Card said so');
  });

  it('prompts for an Event Space: draw, House Players first, then the Dark Arts choice', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker position=${firstWhiteEvent - 1}></defenders-path-tracker>`,
    );
    expect($(el, '[part="event"]')).to.be.null;
    await advanceFor(el);
    expect(el.state.pending).to.deep.equal({ zone: 'white' });
    const prompt = $(el, '[part="event"]') as HTMLElement;
    const steps = [...prompt.querySelectorAll('ol li')].map(text);
    expect(steps[0]).to.contain('top card of the white Event Deck');
    expect(steps[1]).to.contain('House Players').and.contain('first');
    expect(steps[2]).to.contain('Dark Arts Player');
    expect(text($(el, '[role="status"]'))).to.contain('Event Space');
    expect(button(el, 'Advance the marker').disabled).to.be.true;
    expect(text($(el, '#advance-reason'))).to.contain('Resolve the event first');
    await expect(el).to.be.accessible();
    const effect = button(el, 'Use the event effect');
    expect(effect.disabled).to.be.false;
    const seen = changes<PathState>(el);
    effect.click();
    await el.updateComplete;
    expect(el.state.pending).to.be.null;
    expect(el.state.tokens.white).to.be.false;
    expect(seen).to.have.length(1);
    expect($(el, '[part="event"]')).to.be.null;
  });

  it('disables the effect with the reason when the token is forced', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker position=${lastWhiteEvent - 1}></defenders-path-tracker>`,
    );
    await advanceFor(el);
    expect(el.info.mustTakeToken).to.be.true;
    const effect = button(el, 'Use the event effect');
    expect(effect.disabled).to.be.true;
    const reason = root(el).getElementById(effect.getAttribute('aria-describedby') as string);
    expect(text(reason)).to.contain('last white Event Space').and.contain('must be taken');
    await expect(el).to.be.accessible();
    button(el, 'Take the white Progress Token').click();
    await el.updateComplete;
    expect(el.state.tokens.white).to.be.true;
    expect(text($(el, '[part="facts"]'))).to.contain('White: taken');
    expect(text($(el, '[role="status"]'))).to.contain('took the white Progress Token');
  });

  it('shows the Location Card requirement once the red token is taken', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker position=${firstRedEvent - 1}></defenders-path-tracker>`,
    );
    await advanceFor(el, 'all-house-markers');
    const take = button(el, 'Take the red Progress Token');
    expect(text(take)).to.contain('3 Dark Arts pawns');
    take.click();
    await el.updateComplete;
    expect(el.state.locationRequirement).to.equal(3);
    expect(text($(el, '.requirement'))).to.contain('needs 3 Dark Arts pawns');
    expect(citedPages($(el, '.requirement .ref'))).to.equal('22,23');
    expect(text($(el, '[role="status"]'))).to.contain('Location Card taken: 3 Dark Arts pawns');
    // A later red Event Space: the token is gone, so only the effect is left, and the requirement stays 3.
    await advanceFor(el);
    await advanceFor(el);
    expect(el.state.pending).to.deep.equal({ zone: 'red' });
    expect(text($(el, '[role="status"]'))).to.contain(
      'uses its effect (the red Progress Token is already taken)',
    );
    expect(($(el, '[part="event"] button.token') as HTMLButtonElement).disabled).to.be.true;
    expect(text($(el, '#token-reason'))).to.contain('already taken');
    button(el, 'Use the event effect').click();
    await el.updateComplete;
    expect(el.state.locationRequirement).to.equal(3);
  });

  it('announces the final hand at the last space and says it is not a result', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker position=${last - 1}></defenders-path-tracker>`,
    );
    expect($(el, '[part="final-hand"]')).to.be.null;
    await advanceFor(el);
    expect(el.info.finalHand).to.be.true;
    const panel = text($(el, '[part="final-hand"]'));
    expect(panel)
      .to.contain('draws back up to five')
      .and.contain('nobody may Replenish')
      .and.contain('not a result');
    const status = text($(el, '[role="status"]'));
    expect(status).to.contain('Final hand').and.contain('does not win or end the game');
    expect(button(el, 'Advance the marker').disabled).to.be.true;
    expect(text($(el, '#advance-reason'))).to.contain('last space');
    expect(root(el).activeElement === button(el, 'Undo'), 'focus on Undo, Advance is disabled').to
      .be.true;
    // The citation ends the text: inside the heading, it would join the heading's name.
    expect(text($(el, '[part="final-hand"] h3'))).to.equal('Final hand');
    expect($$(el, '[part="final-hand"] h3 .ref')).to.have.length(0);
    // Each paragraph cites its pages: the draw and no Replenish (p. 22), not a result (pp. 22, 23).
    expect($$(el, '[part="final-hand"] p .ref').map(citedPages)).to.deep.equal(['22', '22,23']);
    // So does the announcement of the final hand's rules, out of the Tab order.
    const cited = $(el, '[role="status"] .ref');
    expect(citedPages(cited)).to.contain('22');
    expect(cited!.querySelector('a:not([tabindex="-1"])'), 'no Tab stop').to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('undoes the last move, lists moves with their causes and fires an event', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    expect(button(el, 'Undo').disabled).to.be.true;
    await advanceFor(el, 'house-replenish');
    await advanceFor(el, 'all-house-markers');
    expect(el.state.position).to.equal(2);
    const items = $$(el, '[part="history"] li').map(text);
    expect(items).to.deep.equal([
      'Space 2: a House Player replenished',
      'Space 3: all House Markers collected',
    ]);
    const undo = button(el, 'Undo');
    expect(text(undo)).to.equal('Undo last move');
    const described = root(el).getElementById(undo.getAttribute('aria-describedby') as string);
    expect(text(described)).to.equal('Last move: Space 3: all House Markers collected');
    setTimeout(() => undo.click());
    const event = await oneEvent(el, 'defenders-change');
    expect(event.detail.position).to.equal(1);
    expect(el.state.pending).to.be.null;
    expect(el.position).to.equal(1);
    expect($$(el, '[part="history"] li')).to.have.length(1);
    expect(text($(el, '[role="status"]'))).to.contain('Undone');
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(el.state).to.deep.equal(initialPath(layout));
    expect(button(el, 'Undo').disabled).to.be.true;
  });

  it('starts the path again only after a confirmation', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    await advanceFor(el);
    button(el, 'Start the path again').click();
    await el.updateComplete;
    expect(el.state.position).to.equal(1);
    button(el, 'Yes, start again').click();
    await el.updateComplete;
    expect(el.state).to.deep.equal(initialPath(layout));
    expect($$(el, '[part="history"] li')).to.have.length(0);
  });

  it('shows the core message for a bad layout and keeps working on the default', async () => {
    const el = await quietly(() =>
      fixture<DefendersPathTracker>(
        html`<defenders-path-tracker layout="wwxoor"></defenders-path-tracker>`,
      ),
    );
    const alert = text($(el, '[role="alert"]'));
    expect(alert).to.contain('layout').and.contain('allowed letters');
    expect(el.getAttribute('layout')).to.equal('wwxoor');
    expect($$(el, '[part~="space"]')).to.have.length(layout.spaces.length);
    await advanceFor(el);
    expect(el.state.position).to.equal(1);
    el.layout = 'wW oO rR';
    await quietly(() => el.updateComplete);
    expect(text($(el, '[role="alert"]'))).to.contain('two red Event Spaces');
    el.layout = 'wW oO rRRr';
    await el.updateComplete;
    expect($(el, '[role="alert"]')).to.be.null;
    await expect(el).to.be.accessible();
  });

  for (const bad of ['99', '-1', '2.5', 'abc']) {
    it(`shows a message for position="${bad}" and keeps the marker on the first space`, async () => {
      const el = await quietly(() =>
        fixture<DefendersPathTracker>(
          html`<defenders-path-tracker position=${bad}></defenders-path-tracker>`,
        ),
      );
      const alert = text($(el, '[role="alert"]'));
      expect(alert).to.contain(`from 0 (first space) to ${last}`).and.contain(`"${bad}"`);
      expect(el.getAttribute('position')).to.equal(bad);
      expect(el.state).to.deep.equal(initialPath(layout));
      await advanceFor(el);
      expect(el.state.position).to.equal(1);
    });
  }

  it('warns once in the console for a bad value', async () => {
    const warnings = captureWarnings();
    try {
      const el = await fixture<DefendersPathTracker>(
        html`<defenders-path-tracker position="77"></defenders-path-tracker>`,
      );
      el.requestUpdate();
      await el.updateComplete;
    } finally {
      warnings.restore();
    }
    expect(warnings.calls).to.have.length(1);
  });

  it('stays inside a 320 px wide page, even with a long layout', async () => {
    const long = `${'w'.repeat(30)}W ${'o'.repeat(30)}O r${'R'.repeat(3)}${'r'.repeat(30)}`;
    // A Lit fixture, not a plain <div>: a plain one waits for an animation frame, which a background tab never gets.
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker layout=${long}></defenders-path-tracker>`,
    );
    const wrapper = el.parentElement as HTMLElement;
    wrapper.style.width = '320px';
    await el.updateComplete;
    expect(el.getBoundingClientRect().width).to.be.at.most(320);
    const base = $(el, '[part="base"]') as HTMLElement;
    expect(base.scrollWidth).to.be.at.most(base.clientWidth + 1);
    expect(wrapper.scrollWidth).to.be.at.most(320);
    for (const control of $$(el, 'button')) {
      expect(control.getBoundingClientRect().height, text(control)).to.be.at.least(44);
    }
  });

  it('is accessible in its default state', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    await expect(el).to.be.accessible();
  });

  it('plays a whole game along the default layout with the right message at every step', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker></defenders-path-tracker>`,
    );
    const status = (): string => text($(el, '[role="status"]'));
    const causes = ['house-replenish', 'event', 'all-house-markers'] as const;
    const cuts = [
      layout.spaces.findIndex((space) => space.zone === 'orange'),
      layout.spaces.findIndex((space) => space.zone === 'red'),
    ];
    const redEvents = layout.spaces.flatMap((space, index) =>
      space.zone === 'red' && space.event && index < last ? [index] : [],
    );
    let move = 0;
    while (el.state.position < last) {
      const cause = causes[move % 3] as (typeof causes)[number];
      move += 1;
      await advanceFor(el, cause);
      const here = el.state.position;
      const space = layout.spaces[here];
      expect(status(), `space ${here + 1}`).to.contain(
        `space ${here + 1} of ${layout.spaces.length}`,
      );
      expect(status()).to.contain(
        {
          'house-replenish': 'A House Player replenished',
          event: 'An Event Card said so',
          'all-house-markers': 'All House Markers collected',
        }[cause],
      );
      if (cause === 'all-house-markers')
        expect(status()).to.contain('House Marker back to its owner');
      if (here === cuts[0])
        expect(status())
          .to.contain('Orange Dark Arts card effects are now unlocked')
          .and.contain('white Event Deck is no longer used');
      if (here === cuts[1])
        expect(status())
          .to.contain('Red Dark Arts card effects are now unlocked')
          .and.contain('orange Event Deck is no longer used');
      if (!space?.event || here === last) {
        expect($(el, '[part="event"]'), `space ${here + 1}`).to.be.null;
        continue;
      }
      expect(status()).to.contain(`draw the top ${space.zone} Event Card`);
      const effect = button(el, 'Use the event effect');
      const token = $(el, '[part="event"] button.token') as HTMLButtonElement;
      if (space.zone === 'red') {
        expect(effect.disabled, 'the red token may wait').to.be.false;
        const requirement = here === redEvents[0] ? 3 : 2;
        if (el.state.tokens.red) {
          expect(status()).to.contain('uses its effect (the red Progress Token is already taken)');
          expect(token.disabled).to.be.true;
          expect(text($(el, '#token-reason'))).to.contain('already taken');
          effect.click();
        } else {
          expect(text(token)).to.contain(`${requirement} Dark Arts pawns`);
          // Wait at the first red Event Space, take the token at the second: requirement 2.
          (here === redEvents[0] ? effect : token).click();
        }
      } else if (el.info.mustTakeToken) {
        expect(effect.disabled).to.be.true;
        expect(text($(el, '#effect-reason'))).to.contain(`last ${space.zone} Event Space`);
        expect(status()).to.contain(`must take the ${space.zone} Progress Token`);
        token.click();
      } else {
        expect(effect.disabled).to.be.false;
        expect(status()).to.contain(`chooses its effect or the ${space.zone} Progress Token`);
        effect.click();
      }
      await el.updateComplete;
      expect(el.state.pending).to.be.null;
    }
    expect(el.state.tokens).to.deep.equal({ white: true, orange: true, red: true });
    expect(el.state.locationRequirement).to.equal(2);
    expect(status()).to.contain('Final hand').and.contain('nobody may Replenish');
    expect(text($(el, '.requirement'))).to.contain('needs 2 Dark Arts pawns');
    expect(button(el, 'Advance the marker').disabled).to.be.true;
    const history = $$(el, '[part="history"] li').map(text);
    expect(history).to.include(`Space ${lastWhiteEvent + 1}: white Progress Token taken`);
    expect(history).to.include(`Space ${(redEvents[0] as number) + 1}: red event effect used`);
    expect(history).to.include(
      `Space ${(redEvents[1] as number) + 1}: red Progress Token taken with the Location Card (2 Dark Arts pawns)`,
    );
    await expect(el).to.be.accessible();
  });

  it("on a last space that is an Event Space, shows its event first, with the House Players' part, then takes the forced Location Card", async () => {
    const eventEnd = 'wW oO rRRR';
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker layout=${eventEnd} position="6"></defenders-path-tracker>`,
    );
    expect(el.state.pending).to.equal(null);
    expect(el.state.tokens.red).to.be.false;
    await advanceFor(el, 'event');
    expect(el.state.position).to.equal(7);
    expect(el.state.pending, 'the event waits for the table').to.deep.equal({ zone: 'red' });
    expect(el.state.locationRequirement).to.equal(null);
    const panel = $(el, '[part="event"]');
    expect(panel).to.exist;
    expect(text(panel)).to.contain('Draw the top card of the red Event Deck.');
    expect(text(panel)).to.contain('House Players resolve their part of it first');
    expect(text(panel)).to.contain(
      'the Dark Arts Player must take the red Progress Token, and the Location Card with it, at one pawn',
    );
    const effect = button(el, 'Use the event effect');
    expect(effect.disabled).to.be.true;
    expect(text($(el, '#effect-reason'))).to.contain('on the last space the Location Card');
    expect(text($(el, '[role="status"]'))).to.contain(
      'then, on this last space, the Dark Arts Player must take the red Progress Token and the Location Card with it (1 Dark Arts pawn needed)',
    );
    expect(button(el, 'Advance the marker').disabled).to.be.true;
    expect(el.info.finalHand).to.be.true;
    await expect(el).to.be.accessible();
    const seen = changes<PathState>(el);
    button(el, 'Take the red Progress Token (Location Card: 1 Dark Arts pawn)').click();
    await el.updateComplete;
    expect(seen).to.have.length(1);
    expect(el.state.tokens.red).to.be.true;
    expect(el.state.locationRequirement).to.equal(1);
    expect(el.state.pending).to.equal(null);
    expect($(el, '[part="event"]')).to.equal(null);
    expect(text($(el, '.requirement'))).to.contain('needs 1 Dark Arts pawn at');
    await expect(el).to.be.accessible();
  });

  it('takes the red token with a one-pawn Location Card at the last space when it was never taken', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker position=${last - 1}></defenders-path-tracker>`,
    );
    expect(el.state.tokens.red).to.be.false;
    await advanceFor(el, 'event');
    expect(el.state.locationRequirement).to.equal(1);
    expect(text($(el, '[role="status"]'))).to.contain(
      'must take the red Progress Token with the Location Card: 1 Dark Arts pawn needed',
    );
    expect(text($(el, '.requirement'))).to.contain('needs 1 Dark Arts pawn at');
    expect(text($(el, '[part="history"] li'))).to.equal(
      `Space ${last + 1}: an Event Card said so; red Progress Token taken with the Location Card (1 Dark Arts pawn)`,
    );
  });

  it('undoes across an event choice: the event waits for the choice again', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker position=${firstRedEvent - 1}></defenders-path-tracker>`,
    );
    await advanceFor(el, 'event');
    button(el, 'Take the red Progress Token').click();
    await el.updateComplete;
    expect(el.state.locationRequirement).to.equal(3);
    const seen = changes<PathState>(el);
    button(el, 'Undo last move').click();
    await el.updateComplete;
    expect(el.state.pending).to.deep.equal({ zone: 'red' });
    expect(el.state.tokens.red).to.be.false;
    expect(el.state.locationRequirement).to.be.null;
    expect($(el, '[part="event"]')).to.exist;
    expect(text($(el, '.requirement'))).to.contain('Not taken yet');
    expect(text($(el, '[role="status"]')))
      .to.contain('Undone: Space')
      .and.contain('red event there waits for the Dark Arts Player')
      .and.contain(`space ${firstRedEvent + 1}`);
    expect(seen.at(-1)?.pending).to.deep.equal({ zone: 'red' });
    button(el, 'Use the event effect').click();
    await el.updateComplete;
    expect(el.state.tokens.red).to.be.false;
    button(el, 'Undo last move').click();
    await el.updateComplete;
    button(el, 'Undo last move').click();
    await el.updateComplete;
    expect(el.state).to.deep.equal(pathStateAt(layout, firstRedEvent - 1));
    expect($(el, '[part="event"]')).to.be.null;
    expect(seen).to.have.length(4);
  });

  it('clears the message about a bad position once the user moves the marker', async () => {
    const el = await quietly(() =>
      fixture<DefendersPathTracker>(
        html`<defenders-path-tracker position="99"></defenders-path-tracker>`,
      ),
    );
    expect($(el, '[role="alert"]')).to.exist;
    await advanceFor(el);
    expect(el.getAttribute('position')).to.equal('1');
    expect($(el, '[role="alert"]')).to.be.null;
  });

  it('stays readable on a dark page with color-scheme: dark', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div class="dark-page">
      <defenders-path-tracker position=${lastWhiteEvent - 1}></defenders-path-tracker>
    </div>`);
    wrapper.style.cssText =
      'color-scheme: dark; background: #121212; color: rgb(238, 238, 238); padding: 8px';
    const el = wrapper.querySelector('defenders-path-tracker') as DefendersPathTracker;
    await advanceFor(el);
    const base = $(el, '[part="base"]') as HTMLElement;
    expect(getComputedStyle(base).color).to.equal('rgb(238, 238, 238)');
    expect(
      getComputedStyle($(el, '[part="event"] button.token') as HTMLElement).backgroundColor,
    ).not.to.equal('rgb(255, 255, 255)');
    await expect(wrapper).to.be.accessible();
  });

  describe('inside <defenders-game>', () => {
    async function game(): Promise<{
      host: HTMLElement;
      checklist: DefendersTurnChecklist;
      tracker: DefendersPathTracker;
    }> {
      const host = await fixture<HTMLElement>(html`<defenders-game>
        <defenders-turn-checklist></defenders-turn-checklist>
        <defenders-path-tracker></defenders-path-tracker>
      </defenders-game>`);
      const checklist = host.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
      const tracker = host.querySelector('defenders-path-tracker') as DefendersPathTracker;
      await (host as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      await checklist.updateComplete;
      await tracker.updateComplete;
      return { host, checklist, tracker };
    }

    async function replenish(checklist: DefendersTurnChecklist): Promise<void> {
      const radio = [
        ...root(checklist).querySelectorAll<HTMLInputElement>('input[name="action"]'),
      ].find((input) => input.value === 'replenish') as HTMLInputElement;
      radio.click();
      await checklist.updateComplete;
      markerStep(checklist).click();
      await checklist.updateComplete;
    }

    /** The checklist's Replenish step that moves the Dark Arts Marker. */
    function markerStep(checklist: DefendersTurnChecklist): HTMLInputElement {
      return [...root(checklist).querySelectorAll<HTMLInputElement>('[part="step"] input')].find(
        (box) => text(box.closest('label')).includes('Dark Arts Marker forward'),
      ) as HTMLInputElement;
    }

    it('moves when a House Player ticks the Replenish marker step in the turn checklist', async () => {
      const { checklist, tracker } = await game();
      expect(tracker.state.position).to.equal(0);
      await replenish(checklist);
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(1);
      expect(text($(tracker, '[part="history"] li'))).to.equal(
        'Space 2: a House Player replenished',
      );
      // Announced once, by the checklist where the user acted; the tracker shows it without announcing it again.
      expect(text($(tracker, '[role="status"]'))).to.equal('');
      expect(text($(tracker, '.elsewhere')))
        .to.contain('A House Player replenished')
        .and.contain('space 2');
      expect($(tracker, '.elsewhere')?.closest('[aria-live]')).to.be.null;
      expect(text(root(checklist).querySelector('[role="status"]'))).to.contain('space 2');
      expect(text(root(checklist).querySelector('.marker-note'))).to.contain('space 2');
      expect(tracker.hasAttribute('position')).to.be.false;
    });

    it('moves the shared path with its own controls and undo', async () => {
      const { host, tracker } = await game();
      const seen = changes<PathState>(tracker);
      await advanceFor(tracker);
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(1);
      expect(seen).to.have.length(1);
      const second = document.createElement('defenders-path-tracker');
      host.append(second);
      await second.updateComplete;
      expect(second.state.position).to.equal(1);
      button(second, 'Undo').click();
      await second.updateComplete;
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(0);
      expect(text($(second, '[role="status"]'))).to.contain('Undone');
      expect(text($(tracker, '[role="status"]'))).to.equal('');
      expect(text($(tracker, '.elsewhere'))).to.contain('undone');
    });

    it('shows a polite message in the checklist when the marker cannot move', async () => {
      const { checklist, tracker } = await game();
      await advanceFor(tracker);
      await advanceFor(tracker);
      await tracker.updateComplete;
      expect(tracker.state.pending).to.deep.equal({ zone: 'white' });
      await replenish(checklist);
      expect(tracker.state.position).to.equal(2);
      const note = text(root(checklist).querySelector('.marker-note'));
      expect(note)
        .to.contain('cannot move yet')
        .and.contain('white event')
        .and.contain('Resolve it on the path');
      expect(note).not.to.contain('decide');
      expect(text(root(checklist).querySelector('[role="status"]'))).to.contain('cannot move yet');
      expect(markerStep(checklist).checked, 'the step stays unticked').to.be.false;
      expect(root(checklist).querySelector('[role="alert"]')).to.be.null;
    });

    it('keeps its own path when it has its own position attribute', async () => {
      const { checklist, tracker } = await game();
      const own = document.createElement('defenders-path-tracker');
      own.setAttribute('position', '5');
      tracker.after(own);
      await own.updateComplete;
      await replenish(checklist);
      await tracker.updateComplete;
      await own.updateComplete;
      expect(tracker.state.position).to.equal(1);
      expect(own.state.position).to.equal(5);
    });

    it("shows this turn's Replenish move and does not offer that cause again, saying why; the other causes stay", async () => {
      const { checklist, tracker } = await game();
      expect($(tracker, '.moved-this-turn')).to.be.null;
      await replenish(checklist);
      await tracker.updateComplete;
      expect(text($(tracker, '.moved-this-turn'))).to.equal('Moved this turn: space 1 → 2.');
      const advance = $(tracker, 'button.advance') as HTMLButtonElement;
      expect(advance.disabled, 'still usable for the other causes').to.be.false;
      expect(advance.getAttribute('aria-describedby')).to.contain('moved-this-turn');
      advance.click();
      await tracker.updateComplete;
      const causes = $$(tracker, 'button.cause') as HTMLButtonElement[];
      const byCause = (cause: string) =>
        causes.find((button) => button.dataset.cause === cause) as HTMLButtonElement;
      expect(byCause('house-replenish').disabled).to.be.true;
      expect(byCause('house-replenish').getAttribute('aria-describedby')).to.equal(
        'replenish-made',
      );
      expect(text($(tracker, '#replenish-made'))).to.contain(
        "this turn's Replenish moved the marker",
      );
      expect(citedPages($(tracker, '#replenish-made .ref'))).to.equal('17,22');
      expect(byCause('event').disabled).to.be.false;
      await expect(tracker).to.be.accessible();
      byCause('event').click();
      await tracker.updateComplete;
      expect(tracker.state.position).to.equal(2);
      expect(text($(tracker, '.moved-this-turn')), 'the turn’s own move').to.equal(
        'Moved this turn: space 1 → 2.',
      );
      ($(checklist, '[part="next"]') as HTMLButtonElement).click();
      await checklist.updateComplete;
      await tracker.updateComplete;
      expect($(tracker, '.moved-this-turn'), 'a new turn').to.be.null;
    });

    it('is accessible together with the checklist', async () => {
      const { host } = await game();
      await expect(host).to.be.accessible();
    });
  });
});
