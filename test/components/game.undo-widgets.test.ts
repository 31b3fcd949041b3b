import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules/index.js';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import { startSession } from '../../src/game/path-session.js';
import type { DefendersGame } from '../../src/components/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker.js';
import '../../src/components/game.js';
import '../../src/components/setup-calculator.js';
import '../../src/components/path-tracker.js';
import '../../src/components/turn-checklist.js';
import '../../src/components/victory-checker.js';
import { $, $$, text } from '../helpers/dom.js';
import { settle } from '../helpers/play.js';
import { captureWarnings } from '../helpers/events.js';

// Undo of the changes the widgets keep in the game: setup ticks, the turn, the victory entries.
// Every kind of widget appears twice, so a change made in one is checked in the other as well.

let keyCounter = 0;
const freshKey = () => `undo-widgets-${Date.now()}-${++keyCounter}`;

interface Table {
  game: DefendersGame;
  calculators: DefendersSetupCalculator[];
  checklists: DefendersTurnChecklist[];
  checkers: DefendersVictoryChecker[];
  tracker: DefendersPathTracker;
}

function table(persist = ''): TemplateResult {
  return html`<defenders-game persist=${persist}>
    <defenders-setup-calculator></defenders-setup-calculator>
    <defenders-setup-calculator></defenders-setup-calculator>
    <defenders-turn-checklist></defenders-turn-checklist>
    <defenders-turn-checklist></defenders-turn-checklist>
    <defenders-victory-checker></defenders-victory-checker>
    <defenders-victory-checker></defenders-victory-checker>
    <defenders-path-tracker></defenders-path-tracker>
  </defenders-game>`;
}

async function open(persist = ''): Promise<Table> {
  const game = await fixture<DefendersGame>(table(persist));
  await settle(game);
  return {
    game,
    calculators: [...game.querySelectorAll('defenders-setup-calculator')],
    checklists: [...game.querySelectorAll('defenders-turn-checklist')],
    checkers: [...game.querySelectorAll('defenders-victory-checker')],
    tracker: game.querySelector('defenders-path-tracker')!,
  };
}

async function click(game: DefendersGame, control: HTMLElement): Promise<void> {
  control.click();
  await settle(game);
}

const status = (game: DefendersGame) => text($(game, '.toolbar [role="status"]'));
const undoButton = (game: DefendersGame) => $(game, '[part="undo"]') as HTMLButtonElement;
const setupBoxes = (el: DefendersSetupCalculator) =>
  $$(el, '.step input[type="checkbox"]') as HTMLInputElement[];
const setupTicked = (el: DefendersSetupCalculator) =>
  setupBoxes(el)
    .map((box) => (box.checked ? 1 : 0))
    .join('');
const sideRadio = (el: DefendersTurnChecklist, side: string) =>
  $(el, `input[name="side"][value="${side}"]`) as HTMLInputElement;
const actionRadio = (el: DefendersTurnChecklist, action: string) =>
  $(el, `input[name="action"][value="${action}"]`) as HTMLInputElement;
const stepBoxes = (el: DefendersTurnChecklist) =>
  $$(el, '[part="step"] input[type="checkbox"]') as HTMLInputElement[];
/** What a turn checklist shows: side, chosen action, and which of its steps are ticked. */
const turnShown = (el: DefendersTurnChecklist) => ({
  side: el.side,
  action: el.plan?.action ?? null,
  ticked: stepBoxes(el)
    .map((box) => (box.checked ? 1 : 0))
    .join(''),
});
const labelled = (el: HTMLElement, label: string) =>
  $(el, `button[aria-label="${label}"]`) as HTMLButtonElement;

/** Undoes the last change from the toolbar's button and returns what it announced. */
async function undoByButton(game: DefendersGame): Promise<string> {
  await click(game, undoButton(game));
  return status(game);
}

describe('<defenders-game> undo of the widgets’ own changes', () => {
  afterEach(() => {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(`${STORAGE_PREFIX}undo-widgets-`)) localStorage.removeItem(key);
    }
  });

  it('shares setup ticks between the calculators and undoes them from the game, in words', async () => {
    const { game, calculators } = await open();
    const [first, second] = calculators as [DefendersSetupCalculator, DefendersSetupCalculator];
    await click(game, setupBoxes(first)[2]!);
    expect(setupTicked(second), 'the other calculator shows the tick').to.equal('001000');
    expect(game.canUndo).to.be.true;
    expect(undoButton(game).title).to.equal('Undo: setup step 3 ticked');
    await click(game, setupBoxes(second)[0]!);
    expect(setupTicked(first)).to.equal('101000');

    game.undo();
    await settle(game);
    expect(status(game)).to.equal('Undid: setup step 1 ticked.');
    expect(await undoByButton(game)).to.equal('Undid: setup step 3 ticked.');
    for (const each of calculators) expect(setupTicked(each)).to.equal('000000');
    expect(game.canUndo).to.be.false;
    await expect(first).to.be.accessible();
  });

  it('undoes "Clear ticks" in every calculator at once', async () => {
    const { game, calculators } = await open();
    const [first, second] = calculators as [DefendersSetupCalculator, DefendersSetupCalculator];
    await click(game, setupBoxes(first)[1]!);
    await click(game, setupBoxes(first)[4]!);
    await click(game, $(second, '.progress button')!);
    expect(setupTicked(first)).to.equal('000000');
    expect(await undoByButton(game)).to.equal('Undid: setup ticks cleared.');
    for (const each of calculators) expect(setupTicked(each)).to.equal('010010');
  });

  it('shares the turn between checklists: side, action and ticks undo one by one', async () => {
    const { game, checklists } = await open();
    const [first, second] = checklists as [DefendersTurnChecklist, DefendersTurnChecklist];
    await click(game, sideRadio(first, 'dark-arts'));
    await click(game, actionRadio(second, 'explore'));
    await click(game, stepBoxes(first)[0]!);
    for (const each of checklists) {
      expect(turnShown(each)).to.deep.include({ side: 'dark-arts', action: 'explore' });
      expect(turnShown(each).ticked.startsWith('1')).to.be.true;
    }
    expect(game.state!.turn).to.deep.include({ side: 'dark-arts', action: 'explore' });

    expect(await undoByButton(game)).to.equal('Undid: turn step 1 ticked.');
    for (const each of checklists) expect(turnShown(each).ticked).to.not.contain('1');
    game.undo();
    await settle(game);
    expect(status(game)).to.equal('Undid: Explore chosen.');
    for (const each of checklists) expect(turnShown(each).action).to.equal(null);
    expect(await undoByButton(game)).to.equal("Undid: Dark Arts Player's turn chosen.");
    for (const each of checklists) expect(turnShown(each).side).to.equal('house');
    expect(sideRadio(second, 'house').checked).to.be.true;
    expect(game.canUndo).to.be.false;
    await expect(first).to.be.accessible();
  });

  it('undoes the marker button as one change: the path and the ticked step go back together', async () => {
    const { game, checklists, tracker } = await open();
    const [first, second] = checklists as [DefendersTurnChecklist, DefendersTurnChecklist];
    await click(game, actionRadio(first, 'replenish'));
    await click(game, $(first, '.replenish-done')!);
    expect(tracker.state!.position).to.equal(1);
    expect(($(second, '.replenish-done') as HTMLButtonElement).disabled, 'moved, in both').to.be
      .true;
    const ticked = turnShown(second).ticked;
    expect(ticked).to.contain('1');

    expect(await undoByButton(game)).to.equal('Undid: marker moved to space 2.');
    expect(tracker.state!.position).to.equal(0);
    for (const each of checklists) {
      expect(turnShown(each)).to.deep.include({ action: 'replenish' });
      expect(turnShown(each).ticked).to.not.contain('1');
      expect(($(each, '.replenish-done') as HTMLButtonElement).disabled).to.be.false;
    }
    expect(undoButton(game).title, 'the action choice is the next change back').to.equal(
      'Undo: Replenish chosen',
    );
  });

  it('undoes a victory entry in every checker; a taken-over field follows the game again', async () => {
    const { game, checkers } = await open();
    const [first, second] = checkers as [DefendersVictoryChecker, DefendersVictoryChecker];
    await click(game, labelled(first, 'One more Defence Shield for Gryffindor'));
    expect(second.input.houses.find((entry) => entry.house === 'gryffindor')?.shields).to.equal(1);
    await click(game, labelled(second, 'One more Progress Token'));
    expect(first.input.darkArts.progressTokens).to.equal(1);
    expect(text($(first, '[part="game-note"]'))).to.contain('the Progress Tokens and requirement');

    expect(await undoByButton(game)).to.equal('Undid: Progress Tokens set to 1.');
    for (const each of checkers) {
      expect(each.input.darkArts.progressTokens).to.equal(0);
      expect(text($(each, '[part="game-note"]'))).to.contain('follow the game');
    }
    expect(await undoByButton(game)).to.equal('Undid: Gryffindor Defence Shields set to 1.');
    for (const each of checkers) {
      expect(each.input.houses.find((entry) => entry.house === 'gryffindor')?.shields).to.equal(0);
    }
    expect(game.canUndo).to.be.false;
  });

  it('keeps a worked example apart: a checker whose host set input is not in the game', async () => {
    const { game, checkers } = await open();
    const [example, other] = checkers as [DefendersVictoryChecker, DefendersVictoryChecker];
    example.input = {
      houses: [{ house: 'slytherin', shields: 2 }],
      darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
    };
    await settle(game);
    await click(game, labelled(example, 'One more pawn at the Location'));
    expect(game.canUndo, 'an edit of the example is its own').to.be.false;
    expect(other.input.darkArts.pawnsAtLocation).to.equal(0);
    expect(example.verdict.outcome).to.equal('house');
    await click(game, labelled(other, 'One more pawn at the Location'));
    expect(game.canUndo, "the other checker's edit is the game's").to.be.true;
    expect(example.input.darkArts.pawnsAtLocation).to.equal(1);
  });

  it('starts a new game with nothing ticked or entered, and Undo brings it all back', async () => {
    const { game, calculators, checklists, checkers } = await open();
    await click(game, setupBoxes(calculators[0]!)[5]!);
    await click(game, actionRadio(checklists[0]!, 'learn'));
    await click(game, labelled(checkers[0]!, 'One more pawn at the Location'));
    await click(game, $(game, '[part="new-game"]')!);
    await click(game, $(game, '.confirm-new')!);
    expect(setupTicked(calculators[1]!)).to.equal('000000');
    expect(turnShown(checklists[1]!).action).to.equal(null);
    expect(checkers[1]!.input.darkArts.pawnsAtLocation).to.equal(0);

    expect(await undoByButton(game)).to.equal('Undid: new game started.');
    expect(setupTicked(calculators[1]!)).to.equal('000001');
    expect(turnShown(checklists[1]!).action).to.equal('learn');
    expect(checkers[1]!.input.darkArts.pawnsAtLocation).to.equal(1);
  });

  it('keeps the widgets’ states and their history across a reload with persist', async () => {
    const key = freshKey();
    const before = await open(key);
    await click(before.game, setupBoxes(before.calculators[0]!)[1]!);
    await click(before.game, sideRadio(before.checklists[0]!, 'dark-arts'));
    await click(before.game, actionRadio(before.checklists[1]!, 'replenish'));
    await click(before.game, stepBoxes(before.checklists[0]!)[0]!);
    await click(
      before.game,
      labelled(before.checkers[0]!, 'One more Defence Shield for Hufflepuff'),
    );
    const shown = turnShown(before.checklists[1]!);
    fixtureCleanup();

    const { game, calculators, checklists, checkers } = await open(key);
    expect(setupTicked(calculators[1]!)).to.equal('010000');
    for (const each of checklists) expect(turnShown(each)).to.deep.equal(shown);
    for (const each of checkers) {
      expect(each.input.houses.find((entry) => entry.house === 'hufflepuff')?.shields).to.equal(1);
    }
    expect(undoButton(game).title).to.equal('Undo: Hufflepuff Defence Shields set to 1');
    const said: string[] = [];
    while (game.canUndo) said.push(await undoByButton(game));
    expect(said).to.deep.equal([
      'Undid: Hufflepuff Defence Shields set to 1.',
      'Undid: turn step 1 ticked.',
      'Undid: Replenish chosen.',
      "Undid: Dark Arts Player's turn chosen.",
      'Undid: setup step 2 ticked.',
    ]);
    expect(setupTicked(calculators[0]!)).to.equal('000000');
    for (const each of checklists) expect(turnShown(each)).to.deep.include({ side: 'house' });
  });

  it('keeps only the last 50 widget changes across a reload', async () => {
    const key = freshKey();
    const before = await open(key);
    const box = () => setupBoxes(before.calculators[0]!)[0]!;
    for (let index = 0; index < 55; index += 1) await click(before.game, box());
    fixtureCleanup();
    const { game, calculators } = await open(key);
    expect(setupTicked(calculators[0]!), '55 taps leave it ticked').to.equal('100000');
    let undone = 0;
    while (game.canUndo) {
      game.undo();
      undone += 1;
    }
    await settle(game);
    expect(undone).to.equal(50);
    expect(setupTicked(calculators[1]!), 'the 5 oldest taps stay done').to.equal('100000');
  });

  it('drops a stored history with a corrupt widget change, with one warning, keeping the game', async () => {
    const key = freshKey();
    const before = await open(key);
    await click(before.game, actionRadio(before.checklists[0]!, 'explore'));
    await click(before.game, stepBoxes(before.checklists[0]!)[0]!);
    fixtureCleanup();
    const saved = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
    saved.history[1].turn.ticks = ['fly'];
    localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(saved));
    const warnings = captureWarnings();
    try {
      const { game, checklists } = await open(key);
      expect(turnShown(checklists[1]!)).to.deep.include({ action: 'explore' });
      expect(turnShown(checklists[1]!).ticked.startsWith('1')).to.be.true;
      expect(game.canUndo).to.be.false;
      expect(warnings.calls).to.have.length(1);
      expect(String(warnings.calls[0]![0])).to.contain('undo history');
    } finally {
      warnings.restore();
    }
  });

  it('ignores a saved game with a corrupt widget state, with one warning', async () => {
    const key = freshKey();
    const before = await open(key);
    await click(before.game, setupBoxes(before.calculators[0]!)[0]!);
    fixtureCleanup();
    const saved = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
    saved.setupTicks = ['roles', 'teleport'];
    localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(saved));
    const warnings = captureWarnings();
    try {
      const { game, calculators } = await open(key);
      expect(setupTicked(calculators[0]!)).to.equal('000000');
      expect(game.canUndo).to.be.false;
      expect(warnings.calls).to.have.length(1);
      expect(String(warnings.calls[0]![0])).to.contain('the setup ticks');
    } finally {
      warnings.restore();
    }
  });

  it('loads a game and history saved before the widgets kept their states in it', async () => {
    const key = freshKey();
    const path = startSession(parseLayout(DEFAULT_LAYOUT));
    const old = {
      v: 1,
      app: 'defenders-game',
      players: 3,
      houses: ['ravenclaw', 'slytherin'],
      path: { layout: path.layout, start: path.state, moves: [] },
      history: [
        {
          label: 'players set to 3',
          players: 4,
          houses: ['gryffindor', 'hufflepuff', 'ravenclaw'],
          path: { layout: path.layout, start: path.state, moves: [] },
        },
      ],
    };
    localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(old));
    const warnings = captureWarnings();
    try {
      const { game, calculators, checklists } = await open(key);
      expect(game.state!.houses).to.deep.equal(['ravenclaw', 'slytherin']);
      expect(setupTicked(calculators[0]!)).to.equal('000000');
      expect(turnShown(checklists[0]!)).to.deep.include({ side: 'house', action: null });
      await click(game, setupBoxes(calculators[0]!)[3]!);
      expect(await undoByButton(game)).to.equal('Undid: setup step 4 ticked.');
      expect(await undoByButton(game)).to.equal('Undid: players set to 3.');
      expect(game.state!.players).to.equal(4);
      expect(warnings.calls).to.have.length(0);
    } finally {
      warnings.restore();
    }
  });
});
