import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules.js';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import { encodeGame } from '../../src/components/game/internal/game-state.js';
import { startSession } from '../../src/model/path-session.js';
import type { DefendersGame, GameChange } from '../../src/components/game/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/game/game.js';
import '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/path-tracker/path-tracker.js';
import { $, root, text } from '../helpers/dom.js';
import { settle as settleWidgets } from '../helpers/play.js';
import { captureWarnings, ownChanges } from '../helpers/events.js';
import { deepActive, press } from '../helpers/keys.js';

let keyCounter = 0;
const freshKey = () => `undo-test-${Date.now()}-${++keyCounter}`;

const undoButton = (game: DefendersGame) => $(game, '[part="undo"]') as HTMLButtonElement;
const status = (game: DefendersGame) => text($(game, '.toolbar [role="status"]'));
const radio = (calculator: DefendersSetupCalculator, count: number) =>
  root(calculator).querySelector<HTMLInputElement>(`input[type="radio"][value="${count}"]`)!;
const checkedCount = (calculator: DefendersSetupCalculator) =>
  root(calculator).querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;

function table(persist = ''): TemplateResult {
  return html`<defenders-game persist=${persist}>
    <defenders-setup-calculator></defenders-setup-calculator>
    <defenders-path-tracker></defenders-path-tracker>
  </defenders-game>`;
}

interface Table {
  game: DefendersGame;
  calculator: DefendersSetupCalculator;
  tracker: DefendersPathTracker;
}

/** Waits for the game and the widgets inside it to render. */
function settle({ game }: Table): Promise<void> {
  return settleWidgets(game);
}

async function open(template: TemplateResult): Promise<Table> {
  const game = await fixture<DefendersGame>(template);
  const parts = {
    game,
    calculator: game.querySelector('defenders-setup-calculator') as DefendersSetupCalculator,
    tracker: game.querySelector('defenders-path-tracker') as DefendersPathTracker,
  };
  await settle(parts);
  return parts;
}

/** Advances the tracker's marker by its own buttons: "Advance the marker…", then a cause. */
async function advance(parts: Table): Promise<void> {
  ($(parts.tracker, '[part="advance"]') as HTMLButtonElement).click();
  await settle(parts);
  ($(parts.tracker, '.cause[data-cause="house-replenish"]') as HTMLButtonElement).click();
  await settle(parts);
}

async function pickPlayers(parts: Table, count: number): Promise<void> {
  radio(parts.calculator, count).click();
  await settle(parts);
}

describe('<defenders-game> undo', () => {
  afterEach(() => {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(`${STORAGE_PREFIX}undo-test-`)) localStorage.removeItem(key);
    }
  });

  it('undoes changes from every widget in turn, by keyboard, announcing each and keeping focus', async () => {
    const parts = await open(table());
    const { game, calculator, tracker } = parts;
    const undo = undoButton(game);
    expect(game.canUndo).to.be.false;
    expect(undo.getAttribute('aria-disabled')).to.equal('true');
    await expect(game).to.be.accessible();

    await pickPlayers(parts, 3);
    await advance(parts);
    expect(tracker.state!.position).to.equal(1);
    expect(game.canUndo).to.be.true;
    expect(undo.getAttribute('aria-disabled')).to.equal('false');
    await expect(game).to.be.accessible();

    const events = ownChanges<GameChange>(game);
    undo.focus();
    await press('Enter');
    await settle(parts);
    expect(status(game)).to.equal('Undid: marker moved to space 2.');
    expect(tracker.state!.position, 'the tracker follows').to.equal(0);
    expect(checkedCount(calculator)).to.equal('3');
    expect(events).to.have.length(1);

    await press(' ');
    await settle(parts);
    expect(status(game)).to.equal('Undid: players set to 3.');
    expect(checkedCount(calculator), 'the calculator follows').to.equal('4');
    expect(game.state!.players).to.equal(4);
    expect(game.canUndo).to.be.false;
    expect(undo.getAttribute('aria-disabled')).to.equal('true');
    expect(deepActive(), 'the focus stays on Undo').to.equal(undo);

    // Nothing left: neither the button nor the method changes anything.
    await press('Enter');
    game.undo();
    await settle(parts);
    expect(events).to.have.length(2);
    expect(game.state!.players).to.equal(4);
    expect(status(game)).to.equal('Undid: players set to 3.');
  });

  it("treats the path tracker's own Undo as taking back the game's last change", async () => {
    const parts = await open(table());
    await pickPlayers(parts, 5);
    await advance(parts);
    ($(parts.tracker, '[part="undo"]') as HTMLButtonElement).click();
    await settle(parts);
    expect(parts.tracker.state!.position).to.equal(0);
    expect(undoButton(parts.game).title).to.equal('Undo: players set to 5');
    parts.game.undo();
    await settle(parts);
    expect(parts.game.state!.players).to.equal(4);
    expect(parts.tracker.state!.position, 'the move is not redone').to.equal(0);
    expect(parts.game.canUndo).to.be.false;
  });

  it('makes a new game undoable: the whole last game comes back', async () => {
    const parts = await open(table());
    await pickPlayers(parts, 2);
    await advance(parts);
    await advance(parts);
    ($(parts.game, '[part="new-game"]') as HTMLButtonElement).click();
    await settle(parts);
    ($(parts.game, '.confirm-new') as HTMLButtonElement).click();
    await settle(parts);
    expect(parts.game.state!.players).to.equal(4);
    expect(parts.tracker.state!.position).to.equal(0);
    undoButton(parts.game).click();
    await settle(parts);
    expect(status(parts.game)).to.equal('Undid: new game started.');
    expect(parts.game.state!.players).to.equal(2);
    expect(checkedCount(parts.calculator)).to.equal('2');
    expect(parts.tracker.state!.position).to.equal(2);
  });

  it('keeps the history across a reload with persist, bounded to the last 50 changes', async () => {
    const key = freshKey();
    const first = await open(table(key));
    for (let index = 0; index < 55; index += 1) await pickPlayers(first, index % 2 ? 4 : 3);
    await advance(first);
    fixtureCleanup();
    const parts = await open(table(key));
    expect(parts.game.canUndo).to.be.true;
    expect(parts.tracker.state!.position).to.equal(1);
    let undone = 0;
    while (parts.game.canUndo) {
      parts.game.undo();
      undone += 1;
    }
    await settle(parts);
    expect(undone).to.equal(50);
    expect(parts.tracker.state!.position).to.equal(0);
    const saved = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
    expect(saved.history).to.deep.equal([]);
  });

  it('loads a record saved before undo existed, with nothing to undo', async () => {
    const key = freshKey();
    const layout = parseLayout(DEFAULT_LAYOUT);
    const old = encodeGame({
      players: 3,
      houses: ['ravenclaw', 'slytherin'],
      path: startSession(layout),
      rulebookUrl: '',
      pageSettings: {},
    });
    expect(old).to.not.have.property('history');
    localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(old));
    const warnings = captureWarnings();
    try {
      const parts = await open(table(key));
      expect(parts.game.state!.houses).to.deep.equal(['ravenclaw', 'slytherin']);
      expect(parts.game.canUndo).to.be.false;
      await pickPlayers(parts, 5);
      parts.game.undo();
      await settle(parts);
      expect(parts.game.state!.houses).to.deep.equal(['ravenclaw', 'slytherin']);
      expect(warnings.calls).to.have.length(0);
    } finally {
      warnings.restore();
    }
  });

  it('drops a corrupt stored history with one warning and keeps the saved game', async () => {
    const key = freshKey();
    const first = await open(table(key));
    await pickPlayers(first, 5);
    await advance(first);
    fixtureCleanup();
    const saved = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
    saved.history[0].path.moves = [{ kind: 'fly' }];
    localStorage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(saved));
    const warnings = captureWarnings();
    try {
      const parts = await open(table(key));
      expect(parts.game.state!.players).to.equal(5);
      expect(parts.tracker.state!.position).to.equal(1);
      expect(parts.game.canUndo).to.be.false;
      expect(undoButton(parts.game).getAttribute('aria-disabled')).to.equal('true');
      expect(warnings.calls).to.have.length(1);
      expect(String(warnings.calls[0]![0])).to.contain('undo history');
      const rewritten = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`)!);
      expect(rewritten.history, 'the corrupt history is not read again').to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });
});
