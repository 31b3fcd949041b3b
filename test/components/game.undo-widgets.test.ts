import { expect } from '@open-wc/testing';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import { $, text } from '../helpers/dom.js';
import { settle } from '../helpers/play.js';
import {
  actionRadio,
  click,
  labelled,
  open,
  setupBoxes,
  setupTicked,
  sideRadio,
  status,
  stepBoxes,
  turnShown,
  undoButton,
  undoByButton,
} from '../helpers/game-table.js';

// Undo of the changes the widgets keep in the game: setup ticks, the turn, the victory entries.

/** The Replenish step that moves the Dark Arts Marker. */
const markerBox = (checklist: DefendersTurnChecklist): HTMLInputElement =>
  stepBoxes(checklist).find((box) =>
    text(box.closest('label')).includes('Dark Arts Marker forward'),
  ) as HTMLInputElement;

describe('<defenders-game> undo of the widgets’ own changes', () => {
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

  it('undoes the marker step as one change: the path and the ticked step go back together', async () => {
    const { game, checklists, tracker } = await open();
    const [first, second] = checklists as [DefendersTurnChecklist, DefendersTurnChecklist];
    await click(game, actionRadio(first, 'replenish'));
    await click(game, markerBox(first));
    expect(tracker.state!.position).to.equal(1);
    expect(markerBox(second).checked, 'ticked, in both').to.be.true;
    const ticked = turnShown(second).ticked;
    expect(ticked, 'the marker step only').to.equal('000100000');

    expect(await undoByButton(game)).to.equal('Undid: marker moved to space 2.');
    expect(tracker.state!.position).to.equal(0);
    for (const each of checklists) {
      expect(turnShown(each)).to.deep.include({ action: 'replenish' });
      expect(turnShown(each).ticked).to.not.contain('1');
      expect(markerBox(each).checked).to.be.false;
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
});
