// A newcomer at the table, by touch on a 390 × 844 phone, in English and German: the slips that
// made one hesitate. The game's status line tells only of the last change; a House taken from
// another seat says where that seat's House went, and Undo puts both back; what choosing an action
// reveals, and whose turn it is after "Next turn", land below the stuck toolbar; the ticked setup
// points to the first turn; and a run of turn steps citing the same page carries the citation once
// on screen.
import { expect, fixture, html } from '@open-wc/testing';
import type { DefendersGame } from '../../src/components/game/game.js';
import '../../src/index.js';
import '../../src/locales/de.js';
import { $, $$, byText, text } from '../helpers/dom.js';
import { settle } from '../helpers/play.js';
import { houseName } from '../../src/rules/names.js';
import type { TurnPlan } from '../../src/rules/types.js';
import { spokenPages } from '../../src/components/rule-ref/internal/citation.js';
import { citedPages } from '../helpers/citations.js';
import { inViewport, phoneViewport, restoreViewport, tapOnce } from '../helpers/tap.js';

const FONT = "16px 'Times New Roman', 'Liberation Serif', serif";

/** A fan guide in `lang`: a game of three around the widgets, with long text between them. */
async function tablePage(lang: string): Promise<DefendersGame> {
  const page = await fixture<HTMLElement>(
    html`<main lang=${lang}><defenders-game players="3" persist="">
      <p class="text">Setting up.</p>
      <defenders-setup-calculator></defenders-setup-calculator>
      <p class="text">Taking turns.</p>
      <defenders-turn-checklist></defenders-turn-checklist>
      <p class="text">The Dark Arts path.</p>
      <defenders-path-tracker></defenders-path-tracker>
    </defenders-game></main>`,
  );
  page.style.font = FONT;
  for (const paragraph of page.querySelectorAll<HTMLElement>('.text'))
    paragraph.style.minHeight = '1200px';
  const game = page.querySelector('defenders-game')!;
  await settle(game, ...game.querySelectorAll<HTMLElement>('*'));
  return game;
}

const frames = (count = 2) =>
  new Promise<void>((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

const toolbar = (game: DefendersGame) => $(game, '[part="toolbar"]')!;
const status = (game: DefendersGame) => text($(game, '.toolbar .status'));
const widget = (game: DefendersGame, tag: string) => game.querySelector<HTMLElement>(tag)!;

async function tap(target: Element, game: DefendersGame): Promise<void> {
  await tapOnce(target, 'touch');
  await settle(game, ...game.querySelectorAll<HTMLElement>('*'));
}

/** Below the stuck toolbar and wholly on the screen. */
function uncovered(target: Element, game: DefendersGame): void {
  expect(inViewport(target), 'on the screen').to.be.true;
  expect(target.getBoundingClientRect().top, 'not under the toolbar').to.be.at.least(
    Math.floor(toolbar(game).getBoundingClientRect().bottom),
  );
}

const WORDS = {
  en: {
    count: '4',
    undid: 'Undid:',
    explore: 'Explore',
    moved: (house: string) => `${house} moved to seat 1.`,
    next: "Setup is done. Next: Gryffindor's turn, round 1.",
    go: 'Go to the turn',
    replenish: 'Replenish',
  },
  de: {
    count: '4',
    undid: 'Rückgängig gemacht:',
    explore: 'Erkunden',
    moved: (house: string) => `${house} sitzt jetzt auf Platz 1.`,
    next: 'Der Aufbau ist fertig. Als Nächstes: Gryffindor ist am Zug, Runde 1.',
    go: 'Zur Checkliste',
    replenish: 'Auffüllen',
  },
};

describe('a newcomer at the table on a 390 × 844 phone, by touch', () => {
  before(() => phoneViewport(390, 844));
  after(async () => {
    scrollTo(0, 0);
    await restoreViewport();
  });

  for (const [lang, words] of Object.entries(WORDS)) {
    describe(lang, () => {
      it('clears "Undid: …" from the status line at the next change', async () => {
        const game = await tablePage(lang);
        const calculator = widget(game, 'defenders-setup-calculator');
        const steps = () => $$(calculator, '.steps input[type="checkbox"]') as HTMLInputElement[];
        await tap(steps()[0]!.labels![0]!, game);
        await tap($(game, '[part="undo"]')!, game);
        expect(status(game)).to.contain(words.undid);
        await tap(byText(calculator.shadowRoot!, '.counts label', words.count), game);
        expect(status(game), 'the next change outdates it').to.equal('');
        expect(game.state!.players).to.equal(4);
      });

      it('says where the House of a taken seat went, and one Undo puts both back', async () => {
        const game = await tablePage(lang);
        const checklist = widget(game, 'defenders-turn-checklist');
        const before = [...game.state!.houses];
        await tap($(checklist, '.seating summary')!, game);
        const selects = $$(checklist, '.seats select') as HTMLSelectElement[];
        // The phone's own picker chooses the House seat 1 has for seat 2.
        selects[1]!.value = before[0]!;
        selects[1]!.dispatchEvent(new Event('change', { bubbles: true }));
        await settle(game, checklist);
        expect(game.state!.houses).to.deep.equal([before[1], before[0]]);
        const note = $(checklist, '.seat-moved')!;
        expect(text(note)).to.equal(words.moved(houseName(before[1]!, lang)));
        uncovered(note, game);
        await tap($(game, '[part="undo"]')!, game);
        expect(game.state!.houses, 'Undo seats both again').to.deep.equal(before);
      });

      it('shows the first step of Explore below the stuck toolbar, not under it', async () => {
        const game = await tablePage(lang);
        const checklist = widget(game, 'defenders-turn-checklist');
        const explore = byText(checklist.shadowRoot!, '.choice', words.explore);
        // The player scrolled just far enough to see the action cards at the foot of the screen.
        explore.scrollIntoView({ block: 'end' });
        scrollBy(0, 4);
        await frames();
        await tap(explore, game);
        uncovered($(checklist, '[part="step"]')!, game);
      });

      it('shows whose turn it is and the actions below the stuck toolbar after "Next turn"', async () => {
        const game = await tablePage(lang);
        const checklist = widget(game, 'defenders-turn-checklist');
        const whose = () => text($(checklist, '.whose-line')!);
        const first = whose();
        // Replenish's steps are long enough that ticking them scrolls the actions off the top.
        await tap(byText(checklist.shadowRoot!, '.choice', words.replenish), game);
        for (const box of $$(checklist, '[part="step"] input[type="checkbox"]'))
          await tap((box as HTMLInputElement).labels?.[0] ?? box, game);
        await tap($(checklist, '[part="next"]')!, game);
        await frames();
        expect(whose(), 'the turn is handed on').to.not.equal(first);
        uncovered($(checklist, '[part="whose"]')!, game);
        uncovered($(checklist, '[part="actions"]')!, game);
      });

      it('points from the last setup step to the first turn, and goes there', async () => {
        const game = await tablePage(lang);
        const calculator = widget(game, 'defenders-setup-calculator');
        const checklist = widget(game, 'defenders-turn-checklist');
        for (const box of $$(calculator, '.steps input[type="checkbox"]'))
          await tap((box as HTMLInputElement).labels![0]!, game);
        const next = $(calculator, '.next-step')!;
        expect(text(next)).to.contain(words.next);
        uncovered(next, game);
        await tap(byText(calculator.shadowRoot!, '.next-step a', words.go), game);
        uncovered(checklist, game);
        expect(document.activeElement, 'the keyboard goes on from there').to.equal(checklist);
      });

      it('cites a run of Replenish steps on the same page once on screen, each step still tied to it', async () => {
        const game = await tablePage(lang);
        const checklist = widget(game, 'defenders-turn-checklist');
        await tap(byText(checklist.shadowRoot!, '.choice', words.replenish), game);
        const steps = $$(checklist, '[part="step"]');
        const shownPages = steps.map((step) => {
          const cite = step.querySelector('.ref');
          return cite?.checkVisibility() ? citedPages(cite) : null;
        });
        const pages = (checklist as HTMLElement & { plan: TurnPlan }).plan.steps.map((step) =>
          step.pages.join(','),
        );
        expect(pages.filter((each) => each === '17').length, 'a run on p. 17').to.be.at.least(2);
        steps.forEach((step, index) => {
          const sameList = steps[index + 1]?.parentElement === step.parentElement;
          if (sameList && pages[index + 1] === pages[index]) {
            expect(shownPages[index], `step ${index + 1} cites on screen once`).to.equal(null);
            expect(text(step.querySelector('.cite-again')), 'read out').to.equal(
              spokenPages(pages[index]!.split(',').map(Number), lang),
            );
          } else expect(shownPages[index], `step ${index + 1}`).to.equal(pages[index]);
        });
      });
    });
  }
});
