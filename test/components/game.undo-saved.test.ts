import { expect, fixtureCleanup } from '@open-wc/testing';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules.js';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import { startSession } from '../../src/model/path-session.js';
import { captureWarnings } from '../helpers/events.js';
import { settle } from '../helpers/play.js';
import {
  actionRadio,
  clearSaved,
  click,
  freshKey,
  labelled,
  open,
  setupBoxes,
  setupTicked,
  sideRadio,
  stepBoxes,
  turnShown,
  undoButton,
  undoByButton,
} from '../helpers/game-table.js';

// The widgets' states and their undo history saved with the game (`persist`), and read back.

describe('<defenders-game> saving the widgets’ states with their history', () => {
  afterEach(clearSaved);

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
    const before = await open(key, true);
    const box = () => setupBoxes(before.calculators[0]!)[0]!;
    for (let index = 0; index < 55; index += 1) await click(before.game, box());
    fixtureCleanup();
    const { game, calculators } = await open(key, true);
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

  it('drops only a corrupt widget state of a saved game, with one warning, and keeps the rest', async () => {
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
      expect(game.canUndo, 'the history is kept').to.be.true;
      expect(warnings.calls).to.have.length(1);
      expect(String(warnings.calls[0]![0]))
        .to.contain('saved setupTicks')
        .and.contain('the setup ticks')
        .and.contain('kept the rest');
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
