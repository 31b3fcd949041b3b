// Every tap works the first time at 390 px, by touch and by mouse: each control is tapped once,
// right after the action before (a tick, a choice), and must do its work on that tap. The tap
// helper also checks that nothing moved under the pointer between pointer-down and click.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import '../../src/index.js';
import { $, $$, text } from '../helpers/dom.js';
import { settle } from '../helpers/play.js';
import { POINTERS, phoneViewport, restoreViewport, tapOnce, type Pointer } from '../helpers/tap.js';

const RULEBOOK = 'https://rulebook.test/defenders.pdf';

/** A game with a rulebook address: its checklists then show the arrow-key tip while focused. */
async function inGame(widgets: TemplateResult): Promise<HTMLElement> {
  const game = await fixture<HTMLElement>(
    html`<defenders-game rulebook-url=${RULEBOOK}>${widgets}</defenders-game>`,
  );
  await settle(game);
  return game;
}

function button(el: HTMLElement, words: string): HTMLButtonElement {
  const found = $$(el, 'button').find((each) => text(each).includes(words));
  if (!found) throw new Error(`no button "${words}" in <${el.localName}>`);
  return found as HTMLButtonElement;
}

const boxes = (el: HTMLElement, selector: string) =>
  $$(el, selector).map((box) => box as HTMLInputElement);

for (const pointer of POINTERS) {
  describe(`one ${pointer} tap at 390 px works the first time`, () => {
    before(() => phoneViewport(390, 844));
    after(() => restoreViewport());
    afterEach(() => resetMouse());

    const tap = (target: Element, game: HTMLElement, how: Pointer = pointer) =>
      tapOnce(target, how).then(() => settle(game));

    it('<defenders-setup-calculator>: tick a step, then "Clear ticks"', async () => {
      const game = await inGame(
        html`<defenders-setup-calculator players="3"></defenders-setup-calculator>`,
      );
      const el = game.querySelector<DefendersSetupCalculator>('defenders-setup-calculator')!;
      const steps = () => boxes(el, '.step input[type="checkbox"]');
      await tap(steps()[1]!, game);
      expect(steps()[1]!.checked, 'the tick').to.equal(true);
      await tap(button(el, 'Clear ticks'), game);
      expect(steps().filter((box) => box.checked)).to.have.length(0);
    });

    it('<defenders-turn-checklist>: tick a step, then the marker step (it moves the marker), then "Next turn"', async () => {
      const game = await inGame(
        html`<defenders-turn-checklist side="house" action="replenish"></defenders-turn-checklist
          ><defenders-path-tracker></defenders-path-tracker>`,
      );
      const el = game.querySelector<DefendersTurnChecklist>('defenders-turn-checklist')!;
      const tracker = game.querySelector<DefendersPathTracker>('defenders-path-tracker')!;
      const steps = () => boxes(el, '[part="step"] input[type="checkbox"]');
      const start = tracker.state.position;
      await tap(steps()[0]!, game);
      expect(steps()[0]!.checked, 'the tick').to.equal(true);
      await tap(steps()[3]!, game);
      expect(tracker.state.position, 'the marker moved on the first tap').to.equal(start + 1);
      expect(steps()[3]!.checked, 'the marker step ticked').to.equal(true);
      await tap(steps()[1]!, game);
      expect(steps()[1]!.checked, 'the second tick').to.equal(true);
      await tap($(el, '[part="next"]')!, game);
      expect(
        steps().filter((box) => box.checked),
        'a new turn starts unticked',
      ).to.have.length(0);
    });

    it('<defenders-path-tracker>: Advance, a cause, then "Undo last move"', async () => {
      const game = await inGame(html`<defenders-path-tracker></defenders-path-tracker>`);
      const el = game.querySelector<DefendersPathTracker>('defenders-path-tracker')!;
      const start = el.state.position;
      await tap($(el, '[part="advance"]')!, game);
      expect($(el, '#causes'), 'the causes open').to.exist;
      await tap($$(el, '.cause')[0]!, game);
      expect(el.state.position, 'the marker moved').to.equal(start + 1);
      await tap($(el, '[part="undo"]')!, game);
      expect(el.state.position, 'the move was undone').to.equal(start);
    });

    it('<defenders-victory-checker>: put a House in play, then its shield stepper', async () => {
      const game = await inGame(html`<defenders-victory-checker></defenders-victory-checker>`);
      const el = game.querySelector<DefendersVictoryChecker>('defenders-victory-checker')!;
      const slytherin = $$(el, 'label.check').find((label) => text(label).includes('Slytherin'))!;
      await tap(slytherin, game);
      expect(el.input.houses.map((house) => house.house)).to.include('slytherin');
      const shields = () => el.input.houses.reduce((sum, house) => sum + house.shields, 0);
      const before = shields();
      const more = $(el, 'button[aria-label="One more Defence Shield for Slytherin"]')!;
      await tap(more, game);
      expect(shields(), 'one more shield').to.equal(before + 1);
      await tap(more, game);
      expect(shields(), 'and one more').to.equal(before + 2);
    });

    it('<defenders-faq>: open a question, then its copy button', async () => {
      const el = await fixture<HTMLElement>(html`<defenders-faq></defenders-faq>`);
      await settle(el);
      const details = el.shadowRoot!.querySelectorAll('details')[1]!;
      await tap(details.querySelector('summary')!, el);
      expect(details.open, 'the question opened').to.equal(true);
      await tap(details.querySelector('.copy')!, el);
      const answered =
        text(details.querySelector('.copy')) === 'Link copied' || $(el, '.fallback') !== null;
      expect(answered, 'the link was copied, or offered to copy by hand').to.equal(true);
    });
  });
}
