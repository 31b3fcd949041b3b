// The setup calculator, the turn checklist, the victory checker and the FAQ played by keyboard alone,
// in every engine: real key presses (Tab, Shift+Tab, arrows, Space, Enter, Escape, letters), never
// .click(). After every action the focus sits on a visible control inside the widget (it never falls
// back to the page), and the widget's live regions say what happened.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/components/victory-checker/victory-checker.js';
import '../../src/components/faq/faq.js';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/game/game.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import type {
  DefendersTurnChecklist,
  TurnChecklistChange,
} from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import type { DefendersFaq } from '../../src/components/faq/faq.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import { searchFaq, setupFor, turnPlan } from '../../src/rules.js';
import { planSummary } from '../../src/components/setup-calculator/internal/players.js';
import { SETTLE_MS } from '../../src/components/faq/announce-controller.js';
import { $, $$, root, text } from '../helpers/dom.js';
import { changes } from '../helpers/events.js';
import { SPACE, deepActive, isWithin, press, pressTogether } from '../helpers/keys.js';
import { act, describeNode, focusedIn, onPage, settle } from '../helpers/play.js';
import { composite, contrast, rgba } from '../helpers/colour.js';
import { manualTimeouts } from '../helpers/timers.js';

const RULEBOOK = 'https://example.com/rulebook.pdf';
/** Every kind of live region: the polite and assertive ones, status, alert, log, and `<output>` (a status). */
const LIVE =
  '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output';

/** The accessible-ish name of a control: its aria-label, its label's text, or its own text. */
function nameOf(control: Element): string {
  const input = control as HTMLInputElement;
  const labels = input.labels ? [...input.labels].map(text).join(' ') : '';
  return `${control.getAttribute('aria-label') ?? ''} ${labels} ${text(control)}`.trim();
}

/** Focus is on a visible control inside `widget` whose name includes `name`; returns it. */
function expectFocusIn(widget: Element, name?: string): HTMLElement {
  const focused = focusedIn(widget);
  if (name !== undefined) expect(nameOf(focused), 'the focused control').to.contain(name);
  return focused;
}

/** The text of every live region in `widget`'s shadow root, in order. */
function announced(widget: HTMLElement): string {
  return $$(widget, LIVE).map(text).filter(Boolean).join(' | ');
}

/** Tabs until the focus enters `widget` (stops before it, on the page or a game's toolbar, are passed). */
async function tabInto(widget: Element): Promise<HTMLElement> {
  for (let step = 0; step < 10; step += 1) {
    await act('Tab', widget);
    if (isWithin(deepActive(), widget)) return expectFocusIn(widget);
  }
  throw new Error(`Tab never reached <${widget.localName}>`);
}

/**
 * Tabs (or Shift+Tabs) inside `widget` until the focused control matches `wanted`; every stop on the
 * way must be inside the widget. Returns the control.
 */
async function tabTo(
  widget: Element,
  wanted: (control: HTMLElement) => boolean,
  backwards = false,
): Promise<HTMLElement> {
  for (let step = 0; step < 40; step += 1) {
    if (backwards) await pressTogether('Shift', 'Tab');
    else await press('Tab');
    await settle(widget);
    const focused = expectFocusIn(widget);
    if (wanted(focused)) return focused;
  }
  throw new Error('the wanted control was never reached');
}

const named = (name: string) => (control: HTMLElement) => nameOf(control).includes(name);
const isStepBox = (control: HTMLElement) =>
  control instanceof HTMLInputElement &&
  control.type === 'checkbox' &&
  control.closest('li') !== null;

/** Every Tab stop from the button before the fixture to the one after it, filed by widget. */
async function tabStops(wrapper: HTMLElement, widget: Element): Promise<Element[]> {
  const [before, after] = [...wrapper.querySelectorAll(':scope > button')];
  (before as HTMLButtonElement).focus();
  const stops: Element[] = [];
  for (let step = 0; step < 120; step += 1) {
    await press('Tab');
    const active = deepActive();
    if (!active || active === after) break;
    if (isWithin(active, widget)) stops.push(active);
  }
  expect(deepActive(), 'Tab reaches the end').to.equal(after);
  return stops;
}

const isLink = (stop: Element) => stop.localName === 'a';

/** Opacity of `element` as drawn: its own times that of every ancestor, through shadow roots. */
function drawnOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Node | null = element; node;) {
    if (node instanceof Element) opacity *= Number(getComputedStyle(node).opacity);
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return opacity;
}

/** The colour behind `element`: the page's, with every translucent background on the way laid over it. */
function backdropOf(element: Element, page: string): string {
  const layers: string[] = [];
  for (let node: Node | null = element.parentNode; node;) {
    if (node instanceof Element) layers.push(getComputedStyle(node).backgroundColor);
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return layers.reverse().reduce((under, layer) => composite(layer, under), page);
}

/** Contrast of the focus ring of `element` against what it is drawn on, opacity included. */
function ringContrast(element: Element, page: string): number {
  const style = getComputedStyle(element);
  expect(style.outlineStyle, 'a focus ring').to.not.equal('none');
  const [r, g, b, alpha] = rgba(style.outlineColor);
  const drawn = `rgba(${r}, ${g}, ${b}, ${alpha * drawnOpacity(element)})`;
  return contrast(drawn, backdropOf(element, page));
}

describe('keyboard-only play: the forms', () => {
  describe('<defenders-setup-calculator>', () => {
    it('a setup: a count by arrow keys, steps ticked with Space, a step’s page by →, ticks cleared', async () => {
      const game = await onPage<HTMLElement>(
        html`<defenders-game rulebook-url=${RULEBOOK}>
          <defenders-setup-calculator></defenders-setup-calculator>
        </defenders-game>`,
        'defenders-game',
      );
      const calculator = game.querySelector(
        'defenders-setup-calculator',
      ) as DefendersSetupCalculator;

      expect(nameOf(await tabInto(calculator))).to.contain('4 players');
      await act('ArrowLeft', game);
      expectFocusIn(calculator, '3 players');
      expect(calculator.plan.players).to.equal(3);
      expect(announced(calculator)).to.contain(planSummary(setupFor(3)));

      const steps = setupFor(3).steps.length;
      const first = await tabTo(calculator, isStepBox);
      await act(SPACE, game);
      expect((first as HTMLInputElement).checked).to.be.true;
      expectFocusIn(calculator);
      expect(announced(calculator)).to.contain(`1 of ${steps} steps done`);

      await act('ArrowRight', game);
      const link = expectFocusIn(calculator, 'Rulebook');
      expect(link.localName, 'the step’s citation, a link').to.equal('a');
      expect(isWithin(link, first.closest('li')!), 'the citation of that step').to.be.true;
      await act('ArrowLeft', game);
      expect(deepActive()).to.equal(first);

      await act('Tab', game);
      const second = expectFocusIn(calculator);
      expect(isStepBox(second), `Tab goes on to the next step, not to ${describeNode(second)}`).to
        .be.true;
      await act(SPACE, game);
      expect(announced(calculator)).to.contain(`2 of ${steps} steps done`);

      await tabTo(calculator, named('Clear ticks'));
      await act('Enter', game);
      expect(deepActive(), 'back on the first step').to.equal(first);
      expect(announced(calculator)).to.contain(`0 of ${steps} steps done`);
      await expect(calculator).to.be.accessible();
    });
  });

  describe('<defenders-turn-checklist>', () => {
    it('a House turn with Replenish in a game: Space on the marker step moves the marker, focus stays there, "Next turn" hands it to the actions', async () => {
      const game = await onPage<HTMLElement>(
        html`<defenders-game rulebook-url=${RULEBOOK}>
          <defenders-turn-checklist></defenders-turn-checklist>
          <defenders-path-tracker></defenders-path-tracker>
        </defenders-game>`,
        'defenders-game',
      );
      const checklist = game.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
      const tracker = game.querySelector('defenders-path-tracker') as DefendersPathTracker;
      const steps = turnPlan('house', 'replenish').steps.length;

      // In a game, the folded seating of the turn order comes first, then the side.
      expect(nameOf(await tabInto(checklist))).to.contain('Seating');
      expect(nameOf(await tabTo(checklist, () => true))).to.contain('House');
      await tabTo(checklist, named('Explore'));
      await act('ArrowDown', game);
      await act('ArrowDown', game);
      expectFocusIn(checklist, 'Replenish');
      expect(checklist.action).to.equal('replenish');
      expect(announced(checklist)).to.contain('Replenish chosen');

      const first = await tabTo(checklist, isStepBox);
      await act(SPACE, game);
      expect(announced(checklist)).to.contain(`1 of ${steps} steps ticked`);
      await act('ArrowRight', game);
      expect(expectFocusIn(checklist, 'Rulebook').localName).to.equal('a');
      await act('ArrowLeft', game);
      expect(deepActive()).to.equal(first);
      await act('Tab', game);
      expect(isStepBox(expectFocusIn(checklist)), 'Tab goes on to the next step').to.be.true;
      await act(SPACE, game);
      expect(announced(checklist)).to.contain(`2 of ${steps} steps ticked`);

      const marker = await tabTo(checklist, named('Dark Arts Marker forward'));
      await act(SPACE, game);
      expect(tracker.state.position, 'the shared path moved').to.equal(1);
      expect(deepActive(), 'focus stays on the step').to.equal(marker);
      expect((marker as HTMLInputElement).checked).to.be.true;
      const note = text($(checklist, '.marker-note'));
      expect(note).to.not.equal('');
      expect(announced(checklist)).to.contain(note);

      await tabTo(checklist, named('Next turn'));
      await act('Enter', game);
      expectFocusIn(checklist, 'Explore');
      expect(checklist.action ?? null).to.equal(null);
      expect(announced(checklist)).to.contain('choose a main action');
      await expect(checklist).to.be.accessible();
    });

    it('clears a chosen action that becomes unavailable, says why, and keeps the actions reachable', async () => {
      const checklist = await onPage<DefendersTurnChecklist>(
        html`<defenders-turn-checklist></defenders-turn-checklist>`,
        'defenders-turn-checklist',
      );
      const events = changes<TurnChecklistChange>(checklist);
      await tabInto(checklist);
      await tabTo(checklist, named('Explore'));
      await act('ArrowDown', checklist);
      expect(checklist.action).to.equal('learn');
      await tabTo(checklist, isStepBox);
      await act(SPACE, checklist);

      const pawns = await tabTo(checklist, named('outside the Protected Areas'), true);
      await act(SPACE, checklist);
      expect((pawns as HTMLInputElement).checked).to.be.false;
      expect(deepActive(), 'focus stays on the box just unticked').to.equal(pawns);
      expect(checklist.action ?? null, 'the choice is cleared').to.equal(null);
      expect(checklist.hasAttribute('action'), 'and so is the attribute').to.be.false;
      expect(checklist.plan).to.equal(null);
      expect(events.at(-1), 'the event tells the host').to.equal(null);
      const said = announced(checklist);
      expect(said).to.contain('Learn').and.contain('outside the Protected Areas');
      expect(said).to.not.contain('Learn chosen');
      const learn = $$(checklist, 'input[name="action"]').find(
        (input) => (input as HTMLInputElement).value === 'learn',
      ) as HTMLInputElement;
      expect(learn.checked, 'Learn no longer checked').to.be.false;
      expect(learn.disabled, 'Learn unavailable').to.be.true;

      await tabTo(checklist, (control) => (control as HTMLInputElement).name === 'action');
      expectFocusIn(checklist, 'Explore');
      await act('ArrowDown', checklist);
      expectFocusIn(checklist, 'Replenish');
      expect(checklist.action).to.equal('replenish');
      expect(checklist.getAttribute('action')).to.equal('replenish');
      expect(events.at(-1)?.action).to.equal('replenish');
    });

    it('"Next turn" hands the focus to the actions', async () => {
      const checklist = await onPage<DefendersTurnChecklist>(
        html`<defenders-turn-checklist action="replenish"></defenders-turn-checklist>`,
        'defenders-turn-checklist',
      );
      await tabInto(checklist);
      await tabTo(checklist, named('Next turn'));
      await act('Enter', checklist);
      expectFocusIn(checklist, 'Explore');
      expect(announced(checklist)).to.contain('Ticks cleared');
    });

    it('keeps the actions one reachable group when the host chose an action the situation rules out', async () => {
      const checklist = await onPage<DefendersTurnChecklist>(
        html`<defenders-turn-checklist action="replenish" final-hand></defenders-turn-checklist>`,
        'defenders-turn-checklist',
      );
      expect(text($(checklist, '.note'))).to.contain('final hand');
      await tabInto(checklist);
      await tabTo(checklist, (control) => (control as HTMLInputElement).name === 'action');
      expectFocusIn(checklist, 'Explore');
      expect(checklist.getAttribute('action'), 'the host’s attribute is left alone').to.equal(
        'replenish',
      );
    });

    it('announces the count of ticked steps politely', async () => {
      const checklist = await onPage<DefendersTurnChecklist>(
        html`<defenders-turn-checklist action="explore"></defenders-turn-checklist>`,
        'defenders-turn-checklist',
      );
      const steps = turnPlan('house', 'explore').steps.length;
      await tabInto(checklist);
      await tabTo(checklist, isStepBox);
      await act(SPACE, checklist);
      await act('Tab', checklist);
      await act(SPACE, checklist);
      expectFocusIn(checklist);
      const progress = $$(checklist, LIVE).find((region) =>
        text(region).includes(`2 of ${steps} steps ticked`),
      );
      expect(progress, 'the count is in a live region').to.exist;
      expect(progress!.closest('[aria-live]')?.getAttribute('aria-live') ?? 'polite').to.equal(
        'polite',
      );
    });
  });

  describe('<defenders-victory-checker>', () => {
    it('a House win: the verdict and its folded reasons come first, then the controls; each step is announced with its House, focus stays on "+"', async () => {
      const game = await onPage<HTMLElement>(
        html`<defenders-game rulebook-url=${RULEBOOK}>
          <defenders-victory-checker></defenders-victory-checker>
        </defenders-game>`,
        'defenders-game',
      );
      const checker = game.querySelector('defenders-victory-checker') as DefendersVictoryChecker;

      const why = await tabInto(checker);
      expect(
        why.localName,
        `the first stop is the verdict's reasons, not ${describeNode(why)}`,
      ).to.equal('summary');
      await act('Tab', game);
      const first = expectFocusIn(checker);
      expect(first.localName, `then a control, not ${describeNode(first)}`).to.equal('input');
      expect(nameOf(first)).to.contain('Gryffindor');
      await tabTo(checker, named('One more Defence Shield for Gryffindor'));
      await act('Enter', game);
      expectFocusIn(checker, 'One more Defence Shield for Gryffindor');
      expect(announced(checker)).to.contain('Gryffindor: 1 Defence Shield');
      await act('Enter', game);
      const plus = expectFocusIn(checker, 'One more Defence Shield for Gryffindor');
      expect(plus.getAttribute('aria-disabled')).to.equal('true');
      expect(announced(checker))
        .to.contain('Gryffindor: 2 Defence Shields')
        .and.contain('Gryffindor wins');
      expect(checker.verdict.outcome).to.equal('house');
      expect(ringContrast(plus, 'rgb(255, 255, 255)')).to.be.at.least(3);
      await expect(checker).to.be.accessible();
    });

    it('announces a stepper’s new value with what it counts', async () => {
      const checker = await onPage<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
        'defenders-victory-checker',
      );
      await tabInto(checker);
      await tabTo(checker, named('One more Defence Shield for Hufflepuff'));
      await act('Enter', checker);
      await act(SPACE, checker);
      expectFocusIn(checker, 'One more Defence Shield for Hufflepuff');
      expect(announced(checker)).to.contain('Hufflepuff: 2 Defence Shields');
      await tabTo(checker, named('One more Progress Token'));
      await act('Enter', checker);
      expect(announced(checker)).to.contain('1 Progress Token held');
    });

    it('keeps the focus ring of a dimmed −/+ at full contrast, light and dark', async () => {
      for (const [page, style] of [
        ['rgb(255, 255, 255)', 'background: rgb(255, 255, 255); color: rgb(20, 20, 20)'],
        [
          'rgb(18, 18, 18)',
          'color-scheme: dark; background: rgb(18, 18, 18); color: rgb(232, 232, 232)',
        ],
      ] as const) {
        const wrapper = await fixture<HTMLElement>(
          html`<div style=${style}><button>before</button><defenders-victory-checker></defenders-victory-checker></div>`,
        );
        const checker = wrapper.querySelector('defenders-victory-checker')!;
        await checker.updateComplete;
        wrapper.querySelector('button')!.focus();
        await tabInto(checker);
        const less = await tabTo(checker, named('One Defence Shield fewer for Gryffindor'));
        expect(less.getAttribute('aria-disabled'), 'dimmed at 0').to.equal('true');
        expect(less.matches(':focus-visible')).to.be.true;
        expect(ringContrast(less, page), `ring on ${page}`).to.be.at.least(3);
      }
    });

    it('"Follow the game again" hands the focus on and says so', async () => {
      const game = await onPage<HTMLElement>(
        html`<defenders-game><defenders-victory-checker></defenders-victory-checker></defenders-game>`,
        'defenders-game',
      );
      const checker = game.querySelector('defenders-victory-checker') as DefendersVictoryChecker;
      await tabInto(checker);
      const gryffindor = await tabTo(checker, (control) => nameOf(control).includes('Gryffindor'));
      await act(SPACE, game);
      expect(checker.input.houses.map((entry) => entry.house)).to.not.include('gryffindor');
      await tabTo(checker, named('Follow the game again'), true);
      await act('Enter', game);
      expectFocusIn(checker);
      expect(checker.input.houses.map((entry) => entry.house)).to.include('gryffindor');
      expect(announced(checker)).to.contain('follow the game');
      expect(deepActive()).to.equal(gryffindor);
    });
  });

  describe('<defenders-faq>', () => {
    it('a search: filters at once, announces the count once typing pauses, opens an answer, Escape empties it', async () => {
      const faq = await onPage<DefendersFaq>(
        html`<defenders-faq></defenders-faq>`,
        'defenders-faq',
      );
      expect((await tabInto(faq)).localName).to.equal('input');
      const before = announced(faq);
      const heard: string[] = [];
      const observer = new MutationObserver(() => {
        const now = announced(faq);
        if (now !== (heard.at(-1) ?? before)) heard.push(now);
      });
      observer.observe(root(faq), { subtree: true, childList: true, characterData: true });
      const clock = manualTimeouts();
      const expected = searchFaq('draw');
      const settled =
        expected.length === 1 ? '1 answer matches' : `${expected.length} answers match`;
      try {
        for (const key of 'draw') await act(key, faq);
        expect(faq.query).to.equal('draw');
        expect(text($(faq, '[part="count"]')), 'the count shows at once').to.equal(settled);
        expect(faq.results.map((entry) => entry.id)).to.deep.equal(
          expected.map((entry) => entry.id),
        );
        expect(heard, 'nothing announced while typing').to.deep.equal([]);
        clock.advance(SETTLE_MS - 1);
        await settle(faq);
        expect(heard, 'nor before the pause is long enough').to.deep.equal([]);
        clock.advance(1);
        await settle(faq);
      } finally {
        clock.restore();
        observer.disconnect();
      }
      expect(heard, 'one announcement, once typing paused').to.have.length(1);
      expect(announced(faq)).to.contain(settled);
      expectFocusIn(faq);

      await act('Tab', faq);
      const question = expectFocusIn(faq, expected[0]!.question);
      await act('Enter', faq);
      expect((question.closest('details') as HTMLDetailsElement).open).to.be.true;
      expectFocusIn(faq, expected[0]!.question);

      await tabTo(faq, (control) => control.localName === 'input', true);
      await act('Escape', faq);
      expectFocusIn(faq);
      expect(faq.query).to.equal('');
      // The announcement waits for a pause of SETTLE_MS; wait well past it for the settled text.
      await waitUntil(() => announced(faq).includes('All'), 'the emptied search is announced', {
        timeout: SETTLE_MS * 10,
      });
      expectFocusIn(faq);
      await expect(faq).to.be.accessible();
    });
  });

  describe('Tab stops', () => {
    it('a step’s citation is not a Tab stop of its own in either checklist, yet reachable with →', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <button>before</button>
        <defenders-game rulebook-url=${RULEBOOK}>
          <defenders-setup-calculator></defenders-setup-calculator>
          <defenders-turn-checklist action="replenish"></defenders-turn-checklist>
        </defenders-game>
        <button>after</button>
      </div>`);
      const calculator = wrapper.querySelector('defenders-setup-calculator') as HTMLElement;
      const checklist = wrapper.querySelector('defenders-turn-checklist') as HTMLElement;
      await settle(wrapper);
      for (const widget of [calculator, checklist]) {
        const stops = await tabStops(wrapper, widget);
        const boxes = $$(widget, 'li input[type="checkbox"]');
        const items = $$(widget, 'li');
        const stepLinks = stops.filter(
          (stop) => isLink(stop) && items.some((item) => isWithin(stop, item)),
        );

        expect(boxes.length).to.be.greaterThan(3);
        expect(
          stops.filter((stop) => boxes.includes(stop as HTMLElement)),
          'every step box is a stop',
        ).to.have.length(boxes.length);
        expect(
          stepLinks,
          `<${widget.localName}>: step citations among its Tab stops`,
        ).to.deep.equal([]);
        for (const item of items) {
          const ref = item.querySelector('.ref');
          if (ref) expect(ref.querySelector('a'), 'each step still cites a link').to.exist;
        }
      }
    });

    it('the victory checker: a control first (the verdict’s disclosure), and its verdict’s citations one stop walked with arrows', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div>
        <button>before</button>
        <defenders-game rulebook-url=${RULEBOOK}>
          <defenders-victory-checker></defenders-victory-checker>
        </defenders-game>
        <button>after</button>
      </div>`);
      const checker = wrapper.querySelector('defenders-victory-checker') as HTMLElement;
      await settle(wrapper);
      // The reasons and their citations are folded under the verdict: open them first.
      $(checker, 'details.why')!.setAttribute('open', '');
      await settle(wrapper);
      const stops = await tabStops(wrapper, checker);

      expect(isLink(stops[0]!), `first stop ${describeNode(stops[0]!)}`).to.be.false;
      const verdictLinks = stops.filter(
        (stop) => isLink(stop) && isWithin(stop, $(checker, '[part="verdict"]')!),
      );
      expect(verdictLinks, 'one stop for the verdict’s citations').to.have.length(1);
      const citations = $$(checker, '[part="verdict"] .ref');
      expect(citations.length).to.be.greaterThan(3);

      (verdictLinks[0] as HTMLElement).focus();
      const seen = new Set<Element>([verdictLinks[0]!]);
      for (let step = 1; step < citations.length; step += 1) {
        await act('ArrowDown', checker);
        const link = expectFocusIn(checker, 'Rulebook');
        expect(isWithin(link, $(checker, '[part="verdict"]')!)).to.be.true;
        seen.add(link);
      }
      expect(seen.size, 'every citation of the verdict reached').to.equal(citations.length);
      await act('Home', checker);
      expect(deepActive()).to.equal(verdictLinks[0]);
    });
  });
});
