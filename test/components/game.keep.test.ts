// A game is never lost: a share link opened over a saved game, a link pasted into the open page,
// and a browser that refuses to save.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules.js';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import { encodeShare, shareParam } from '../../src/components/game/internal/share-link.js';
import { encodeGame, housesFor } from '../../src/components/game/internal/game-state.js';
import { EMPTY_WIDGETS } from '../../src/model/widget-state.js';
import { startSession } from '../../src/model/path-session.js';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { GameContextValue } from '../../src/model/context.js';
import '../../src/components/game/game.js';
import '../../src/components/setup-calculator/setup-calculator.js';
import { captureWarnings } from '../helpers/events.js';
import { $, text } from '../helpers/dom.js';

let counter = 0;
const freshKey = () => `keep-${Date.now()}-${++counter}`;
const pageUrl = location.href.split('#')[0];
const setHash = (hash: string) => history.replaceState(null, '', `${pageUrl}${hash}`);
const contextOf = (game: DefendersGame) =>
  (game as unknown as { _provider: { value: GameContextValue } })._provider.value;
const status = (game: DefendersGame) => text($(game, '.toolbar [role="status"]'));
const note = (game: DefendersGame) => text($(game, '[part="storage-note"]'));
const saved = (key: string) =>
  JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`) ?? 'null') as {
    players: number;
    setupTicks?: string[];
    path: { moves: unknown[] };
  };

/** A friend's 2-player game, as its share link holds it. */
function twoPlayerLink(key: string): string {
  const game = encodeGame({
    players: 2,
    houses: housesFor(2),
    path: startSession(parseLayout(DEFAULT_LAYOUT)),
    ...EMPTY_WIDGETS,
  });
  return `#${shareParam(key)}=${encodeShare(game)}`;
}

/** The steps: 5 players, the marker moved, two setup steps ticked, all saved. */
async function playedGame(key: string): Promise<DefendersGame> {
  const game = await fixture<DefendersGame>(
    html`<defenders-game persist=${key} share><defenders-setup-calculator></defenders-setup-calculator></defenders-game>`,
  );
  const context = () => contextOf(game);
  context().setPlayers(5);
  context().movePath({ kind: 'advance', cause: 'house-replenish' });
  context().setWidgetState('setupTicks', ['roles'], {
    key: 'change.setup-ticked',
    params: { step: 1 },
  });
  context().setWidgetState('setupTicks', ['roles', 'dark-arts-pawns'], {
    key: 'change.setup-ticked',
    params: { step: 2 },
  });
  await game.updateComplete;
  return game;
}

function expectPlayed(game: DefendersGame): void {
  expect(game.state!.players).to.equal(5);
  expect(game.state!.path.state.position).to.equal(1);
  expect(game.state!.setupTicks).to.deep.equal(['roles', 'dark-arts-pawns']);
}

describe('<defenders-game> never loses a game', () => {
  afterEach(() => setHash(''));

  describe('to a share link', () => {
    it('opens a link over a different saved game with the saved game one Undo away, saved so', async () => {
      const key = freshKey();
      expectPlayed(await playedGame(key));
      fixtureCleanup();
      setHash(twoPlayerLink(key));
      const game = await fixture<DefendersGame>(
        html`<defenders-game persist=${key} share></defenders-game>`,
      );
      expect(game.state!.players).to.equal(2);
      expect(saved(key).players, 'the link is saved').to.equal(2);
      expect(game.canUndo).to.be.true;
      expect(status(game))
        .to.contain('2 players, marker on space 1')
        .and.contain('5 players, marker on space 2')
        .and.contain('Undo');
      // A reload keeps the way back: the history is saved with the link's game.
      fixtureCleanup();
      const reloaded = await fixture<DefendersGame>(
        html`<defenders-game persist=${key} share></defenders-game>`,
      );
      expect(reloaded.canUndo).to.be.true;
      reloaded.undo();
      expectPlayed(reloaded);
      expect(saved(key).players).to.equal(5);
      expect(saved(key).setupTicks).to.deep.equal(['roles', 'dark-arts-pawns']);
      await reloaded.updateComplete;
      expect(status(reloaded)).to.contain('game from a link opened');
    });

    it('follows a link pasted into the open page the same way', async () => {
      const key = freshKey();
      const game = await playedGame(key);
      const pasted = new Promise((resolve) =>
        window.addEventListener('hashchange', resolve, { once: true }),
      );
      location.hash = twoPlayerLink(key).slice(1);
      await pasted;
      await game.updateComplete;
      expect(game.state!.players).to.equal(2);
      expect(saved(key).players).to.equal(2);
      expect(status(game)).to.contain('5 players, marker on space 2');
      game.undo();
      expectPlayed(game);
      expect(saved(key).players).to.equal(5);
    });

    it('says nothing new when the link holds the saved game itself (a reload of a shared page)', async () => {
      const key = freshKey();
      const game = await playedGame(key);
      const { renderRoot } = game;
      (renderRoot.querySelector('[part="share"]') as HTMLButtonElement).click();
      await game.updateComplete;
      const undoable = game.canUndo;
      fixtureCleanup();
      const reloaded = await fixture<DefendersGame>(
        html`<defenders-game persist=${key} share></defenders-game>`,
      );
      expectPlayed(reloaded);
      expect(reloaded.canUndo).to.equal(undoable);
      reloaded.undo();
      expect(reloaded.state!.setupTicks, 'the saved history is kept').to.deep.equal(['roles']);
    });
  });

  describe('to a browser that will not save', () => {
    let realSetItem: typeof Storage.prototype.setItem;
    let realTransaction: typeof IDBDatabase.prototype.transaction;
    beforeEach(() => {
      realSetItem = Storage.prototype.setItem;
      realTransaction = IDBDatabase.prototype.transaction;
    });
    const allow = () => {
      Storage.prototype.setItem = realSetItem;
      IDBDatabase.prototype.transaction = realTransaction;
    };
    afterEach(allow);
    /** Neither `localStorage` nor IndexedDB stores the game (either alone keeps it saved). */
    const refuse = (name: string) => {
      Storage.prototype.setItem = function () {
        throw new DOMException('refused by the test', name);
      };
      IDBDatabase.prototype.transaction = function () {
        throw new DOMException('refused by the test', name);
      };
    };
    /** Waits until the note says `words`, at most a second (IndexedDB answers a moment later). */
    async function noteSays(game: DefendersGame, words: string): Promise<string> {
      for (let tries = 0; tries < 100 && !note(game).includes(words); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return note(game);
    }

    for (const name of ['QuotaExceededError', 'SecurityError']) {
      it(`says so once (${name}), visibly and politely, keeps playing, and saves again when it can`, async () => {
        const key = freshKey();
        const warnings = captureWarnings();
        try {
          const game = await fixture<DefendersGame>(
            html`<defenders-game persist=${key}></defenders-game>`,
          );
          contextOf(game).setPlayers(3);
          await game.updateComplete;
          expect(note(game)).to.equal('');
          refuse(name);
          contextOf(game).setPlayers(5);
          contextOf(game).movePath({ kind: 'advance', cause: 'house-replenish' });
          await game.updateComplete;
          expect(game.state!.players, 'the game goes on').to.equal(5);
          const region = $(game, '[part="storage-note"]')!;
          expect(region.getAttribute('role')).to.equal('status');
          expect(await noteSays(game, 'Not saved')).to.contain('Not saved');
          expect(region.getBoundingClientRect().height, 'visible').to.be.greaterThan(0);
          expect(warnings.calls, 'one warning').to.have.length(1);
          expect(saved(key).players, 'storage still holds the old copy').to.equal(3);
          await expect(game).to.be.accessible();

          // The element made again on the same page (a router, a re-render) shows the live game.
          fixtureCleanup();
          const again = await fixture<DefendersGame>(
            html`<defenders-game persist=${key}></defenders-game>`,
          );
          expect(again.state!.players).to.equal(5);
          expect(again.state!.path.state.position).to.equal(1);

          allow();
          contextOf(again).setPlayers(4);
          await again.updateComplete;
          expect(saved(key).players, 'the next change saves').to.equal(4);
          expect(saved(key).path.moves).to.have.length(1);
          expect(note(again)).to.equal('');
        } finally {
          warnings.restore();
        }
      });
    }
  });
});
