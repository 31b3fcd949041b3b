// Several pages of one saved game, as several tabs are: same-origin iframes, each its own document
// with its own <defenders-game>, sharing the real localStorage and IndexedDB and hearing each
// other's saves on the real BroadcastChannel.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { setupFor } from '../../src/rules/setup.js';
import type { PlayerCount } from '../../src/rules/types.js';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { GameContextValue } from '../../src/model/context.js';
import type { PathMove } from '../../src/model/path-session.js';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import { loadFrame, removeFrames } from '../embed/frames.js';

/** Makes IndexedDB throw in a page, as a browser that blocks it does. */
const NO_INDEXED_DB = `<script>Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('blocked', 'SecurityError'); } });</script>`;

/** Counts the page's IndexedDB transactions in `window.transactions`. */
const COUNT_TRANSACTIONS = `<script>
  window.transactions = 0;
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    window.transactions += 1;
    return transaction.apply(this, args);
  };
</script>`;

/** Makes a page's localStorage refuse every save, as a full or blocked one does. */
const REFUSE_LOCAL_STORAGE = `<script>Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };</script>`;

/** Makes a page's IndexedDB writes fail, as a full disk does: the transaction aborts. */
const ABORT_INDEXED_DB = `<script>IDBObjectStore.prototype.put = function () { this.transaction.abort(); };</script>`;

const PAGE = (key: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>One tab</title>${head}
<script type="module">
  import '/src/components/game/game.ts';
  import '/src/components/setup-calculator/setup-calculator.ts';
</script></head>
<body><defenders-game persist="${key}"><defenders-setup-calculator></defenders-setup-calculator></defenders-game></body></html>`;

let counter = 0;
const freshKey = () => `tabs-${Date.now()}-${++counter}`;

async function openTab(key: string, head = ''): Promise<DefendersGame> {
  const frame = await loadFrame({ srcdoc: PAGE(key, head) }, 320);
  const view = frame.contentWindow!;
  await view.customElements.whenDefined('defenders-game');
  const game = frame.contentDocument!.querySelector('defenders-game') as DefendersGame;
  await game.updateComplete;
  return game;
}

/** What the widgets inside a game are handed: the tests change the game through it, as they do. */
const contextOf = (game: DefendersGame) =>
  (game as unknown as { _provider: { value: GameContextValue } })._provider.value;

const saved = (key: string) =>
  JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${key}`) ?? 'null') as {
    players: number;
    rev: number;
    setupTicks?: string[];
    path: { moves: PathMove[] };
  } | null;

/** The page's database of saved games. */
const DATABASE = 'defenders-rules-widgets';

/** The record the tabs agree on, as IndexedDB holds it (`undefined` when there is none). */
async function stored(
  key: string,
): Promise<{ players: number; path: { moves: PathMove[] } } | undefined> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onupgradeneeded = () => request.result.createObjectStore('games');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction('games').objectStore('games').get(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until IndexedDB holds a record for `key` of which `check` holds, at most two seconds (each
 * reading opens the database).
 */
const storedWhen = (
  key: string,
  check: (record: NonNullable<Awaited<ReturnType<typeof stored>>>) => boolean,
) =>
  until(async () => {
    const record = await stored(key);
    return record !== undefined && check(record);
  }, 2000);

/**
 * Opens the database at the next version, as a newer version of the package would: 'upgraded'
 * once it is open, or 'blocked' when a page's connection holds the upgrade up.
 */
async function upgradeDatabase(): Promise<'upgraded' | 'blocked'> {
  const version = await new Promise<number>((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    request.onsuccess = () => {
      resolve(request.result.version);
      request.result.close();
    };
    request.onerror = () => reject(request.error);
  });
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, version + 1);
    request.onblocked = () => resolve('blocked');
    request.onsuccess = () => {
      request.result.close();
      resolve('upgraded');
    };
    request.onerror = () => reject(request.error);
  });
}

/** The toolbar's note about saving, as a reader sees it. */
const note = (game: DefendersGame) =>
  game.shadowRoot!.querySelector('[part="storage-note"]')!.textContent!.trim();

/** A setup step ticked in `game`, worked out from what it shows, as a setup calculator does. */
function tick(game: DefendersGame, id: string): void {
  const context = contextOf(game);
  context.setWidgetState('setupTicks', [...context.state.setupTicks, id], {
    key: 'change.setup-ticked',
    params: { step: STEP_IDS.indexOf(id) + 1 },
  });
}

/** Waits until `check` holds, at most `ms`; returns whether it did. */
async function until(check: () => boolean | Promise<boolean>, ms = 1000): Promise<boolean> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) return false;
    await pause(10);
  }
  return true;
}

const summary = (game: DefendersGame) => {
  const { players, houses, setupTicks, path } = game.state!;
  return JSON.stringify({ players, houses, setupTicks, moves: path.history.map((h) => h.move) });
};

const STEP_IDS = setupFor(4).steps.map((step) => step.id);

/** Tries the moves in this order: the first one the rules allow on the game as it now stands. */
const MOVES: PathMove[] = [
  { kind: 'advance', cause: 'house-replenish' },
  { kind: 'decide', choice: 'effect' },
  { kind: 'decide', choice: 'token' },
];

type Change =
  { kind: 'players'; players: PlayerCount } | { kind: 'tick'; id: string } | { kind: 'move' };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc
    .constantFrom<PlayerCount>(2, 3, 4, 5)
    .map((players) => ({ kind: 'players' as const, players })),
  fc.constantFrom(...STEP_IDS).map((id) => ({ kind: 'tick' as const, id })),
  fc.constant({ kind: 'move' as const }),
);

/** A change, the page making it, and how long that page waits first (0: at once, no event heard). */
const step = fc.record({
  page: fc.nat(2),
  change,
  wait: fc.constantFrom(0, 0, 1, 30),
});

describe('<defenders-game> in several tabs of one saved game', () => {
  afterEach(() => removeFrames());

  it('shows a change made in one tab in the other within a second', async () => {
    const key = freshKey();
    const [a, b] = [await openTab(key), await openTab(key)];
    contextOf(a).setPlayers(3);
    expect(await until(() => b.state!.players === 3, 1000), 'tab B follows').to.be.true;
    contextOf(b).movePath({ kind: 'advance', cause: 'house-replenish' });
    expect(await until(() => a.state!.path.history.length === 1, 1000), 'tab A follows').to.be.true;
    expect(a.canUndo).to.be.true;
    expect(saved(key)!.rev).to.be.greaterThan(1);
  });

  it('keeps a change made in a tab that had not heard of the other tab’s yet, in both tabs and in storage', async () => {
    const key = freshKey();
    const [a, b] = [await openTab(key), await openTab(key)];
    contextOf(a).setPlayers(3);
    // At once, before tab B has heard of it: B's move is made again on A's game.
    contextOf(b).movePath({ kind: 'advance', cause: 'house-replenish' });
    const both = (game: DefendersGame) =>
      game.state!.players === 3 && game.state!.path.history.length === 1;
    expect(await until(() => both(a) && both(b)), 'both tabs hold both changes').to.be.true;
    expect(saved(key)!.players).to.equal(3);
    expect(saved(key)!.path.moves).to.have.length(1);
  });

  it('Undo in a tab that had not heard of the other tab’s change takes back the game’s last change', async () => {
    const key = freshKey();
    const [a, b] = [await openTab(key), await openTab(key)];
    contextOf(a).setPlayers(3);
    expect(await until(() => b.state!.players === 3)).to.be.true;
    contextOf(b).movePath({ kind: 'advance', cause: 'house-replenish' });
    // At once: tab A has not heard of B's move, and its own change is the last it shows.
    expect(a.state!.path.history).to.have.length(0);
    a.undo();
    // Stored after B's move, the Undo takes back that move; stored before it, A's change, and the
    // move is made again on the game before it. Either way one change is undone, none lost.
    const undoneMove = (game: DefendersGame) =>
      game.state!.players === 3 && game.state!.path.history.length === 0;
    const undonePlayers = (game: DefendersGame) =>
      game.state!.players === 4 && game.state!.path.history.length === 1;
    const agreed = await until(
      () => (undoneMove(a) && undoneMove(b)) || (undonePlayers(a) && undonePlayers(b)),
    );
    expect(agreed, 'both tabs show the game with one change undone').to.be.true;
    expect(saved(key)!.players).to.equal(a.state!.players);
    expect(saved(key)!.path.moves).to.have.length(a.state!.path.history.length);
    expect(a.canUndo, 'the other change can still be undone').to.be.true;
  });

  it('without IndexedDB, still shows each tab’s change in the other and keeps it in localStorage', async () => {
    const key = freshKey();
    const [a, b] = [await openTab(key, NO_INDEXED_DB), await openTab(key, NO_INDEXED_DB)];
    contextOf(a).setPlayers(3);
    expect(await until(() => b.state!.players === 3), 'tab B follows').to.be.true;
    contextOf(b).movePath({ kind: 'advance', cause: 'house-replenish' });
    expect(await until(() => a.state!.path.history.length === 1), 'tab A follows').to.be.true;
    expect(saved(key)!.players).to.equal(3);
    expect(saved(key)!.path.moves).to.have.length(1);
  });

  it('stores in IndexedDB a game only localStorage had, and reads it back from there when localStorage lost it', async () => {
    const key = freshKey();
    // Saved where IndexedDB could not be used (or by a version that did not use it).
    contextOf(await openTab(key, NO_INDEXED_DB)).setPlayers(3);
    removeFrames();
    expect(await stored(key)).to.equal(undefined);
    expect((await openTab(key)).state!.players).to.equal(3);
    let record: { players: number } | undefined;
    const storedThere = async () => {
      for (let tries = 0; tries < 100 && !record; tries++) {
        record = await stored(key);
        if (!record) await pause(10);
      }
      return record;
    };
    expect((await storedThere())?.players, 'stored in IndexedDB').to.equal(3);
    localStorage.removeItem(`${STORAGE_PREFIX}${key}`);
    const b = await openTab(key);
    expect(await until(() => b.state!.players === 3), 'read back from IndexedDB').to.be.true;
    expect(saved(key)?.players, 'and copied to localStorage again').to.equal(3);
  });

  it('stores the changes a tab makes again on another tab’s game in the transaction that took it', async () => {
    const key = freshKey();
    const a = await openTab(key);
    const b = await openTab(key, COUNT_TRANSACTIONS);
    const transactions = () =>
      (b.ownerDocument.defaultView as unknown as { transactions: number }).transactions;
    // Tab B's first reading of the store, once IndexedDB is open.
    expect(await until(() => transactions() === 1)).to.be.true;
    contextOf(a).setPlayers(3);
    // At once, before tab B has heard of it: three ticks, each made again on A's game.
    const ticks = STEP_IDS.slice(0, 3);
    for (const id of ticks) tick(b, id);
    const both = (game: DefendersGame) =>
      game.state!.players === 3 && game.state!.setupTicks.length === ticks.length;
    expect(await until(() => both(a) && both(b)), 'both tabs hold every change').to.be.true;
    expect(saved(key)!.setupTicks).to.have.members(ticks);
    await pause(100);
    // One transaction per change made, and one read when tab A said it stored its change: the
    // ticks made again are stored with the game that holds them, in the transaction that took A's.
    expect(transactions() - 1, 'IndexedDB transactions of tab B').to.equal(ticks.length + 1);
  });

  it('lets a newer version of the database open at once, and goes on saving and sharing the game', async () => {
    const key = freshKey();
    const [a, b] = [await openTab(key), await openTab(key)];
    contextOf(a).setPlayers(3);
    expect(await until(() => b.state!.players === 3), 'tab B follows').to.be.true;
    expect(await storedWhen(key, (record) => record.players === 3)).to.be.true;
    expect(await upgradeDatabase(), 'the open tabs let the upgrade through').to.equal('upgraded');
    contextOf(a).movePath({ kind: 'advance', cause: 'house-replenish' });
    expect(await until(() => b.state!.path.history.length === 1), 'tab B follows').to.be.true;
    expect(
      await storedWhen(key, (record) => record.path.moves.length === 1),
      'stored in the upgraded database',
    ).to.be.true;
    tick(b, STEP_IDS[0]!);
    expect(await until(() => a.state!.setupTicks.length === 1), 'tab A follows').to.be.true;
    expect(saved(key)!.setupTicks).to.deep.equal([STEP_IDS[0]]);
  });

  it('does not say "Not saved" when only localStorage refuses: IndexedDB keeps the game', async () => {
    const key = freshKey();
    const a = await openTab(key, REFUSE_LOCAL_STORAGE);
    contextOf(a).setPlayers(3);
    expect(await storedWhen(key, (record) => record.players === 3)).to.be.true;
    await pause(50);
    await a.updateComplete;
    expect(note(a)).to.equal('');
    expect(saved(key), 'nothing in localStorage').to.equal(null);
    removeFrames();
    const b = await openTab(key);
    expect(await until(() => b.state!.players === 3), 'a new tab reads it back').to.be.true;
  });

  for (const [what, head] of [
    ['IndexedDB cannot be used', NO_INDEXED_DB],
    ['IndexedDB aborts the write', ABORT_INDEXED_DB],
  ] as const) {
    it(`says "Not saved" when localStorage refuses and ${what}`, async () => {
      const key = freshKey();
      const a = await openTab(key, REFUSE_LOCAL_STORAGE + head);
      await pause(50);
      contextOf(a).setPlayers(3);
      expect(await until(() => note(a).startsWith('Not saved')), note(a)).to.be.true;
      expect(a.state!.players, 'the game goes on').to.equal(3);
      expect(await stored(key)).to.equal(undefined);
    });
  }

  it('loses no change in any interleaving of changes in three tabs (property)', async function () {
    // Forty runs of up to twelve changes with waits: give a shared, busy machine time.
    this.timeout(180000);
    const key = freshKey();
    const tabs = [await openTab(key), await openTab(key), await openTab(key)];
    let runs = 0;
    let changes = 0;
    let lost = 0;
    // How long the tabs may take to agree; agreement ends the wait at once.
    const AGREE_MS = 3000;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        runs += 1;
        // Every tab agrees on a starting game first.
        expect(await until(() => new Set(tabs.map(summary)).size === 1, AGREE_MS)).to.be.true;
        const start = tabs[0]!.state!;
        // Each tab's last count since the tabs last agreed: two tabs that set the count at once,
        // each on a game without the other's, are stored one after the other in either order, so
        // either tab's may be the last.
        let agreedPlayers: number = start.players;
        const counts = new Map<number, number>();
        const ticks = new Set(start.setupTicks);
        const moves = start.path.history.map((entry) => entry.move);
        for (const { page, change: made, wait } of steps) {
          if (wait > 0) await pause(wait);
          // A path move is tried on the game as it stands: made on an older view, it may be one the
          // rules refuse when it is made again on the newer game (a move while an event waits).
          if (made.kind === 'move') {
            expect(await until(() => new Set(tabs.map(summary)).size === 1, AGREE_MS)).to.be.true;
            agreedPlayers = tabs[0]!.state!.players;
            counts.clear();
          }
          const context = contextOf(tabs[page]!);
          if (made.kind === 'players') {
            // A tab that already shows this count offers no change (its radio is the checked one).
            if (context.state.players !== made.players) counts.set(page, made.players);
            context.setPlayers(made.players);
          } else if (made.kind === 'tick') {
            // Worked out from what this tab shows, as a setup calculator does; maybe out of date.
            const done = [...context.state.setupTicks, made.id];
            context.setWidgetState('setupTicks', [...new Set(done)], {
              key: 'change.setup-ticked',
              params: { step: STEP_IDS.indexOf(made.id) + 1 },
            });
            ticks.add(made.id);
          } else {
            for (const move of MOVES) {
              try {
                context.movePath(move);
                moves.push(move);
                break;
              } catch (error) {
                // The rules refused this move on the game as it stands: not a change, none lost.
                expect((error as Error).name).to.equal('RulesError');
              }
            }
          }
        }
        changes += steps.length;
        const players = counts.size > 0 ? [...counts.values()] : [agreedPlayers];
        const expected = { players, ticks: [...ticks].sort(), moves: JSON.stringify(moves) };
        const agreed = await until(() => new Set(tabs.map(summary)).size === 1, AGREE_MS);
        const shown = tabs[0]!.state!;
        // Nothing is saved before the game first changes: a run whose changes changed nothing
        // (the players set to the 4 they were) leaves no record, which is the game it started as.
        const record = saved(key) ?? {
          players: start.players,
          setupTicks: [...start.setupTicks],
          path: { moves: start.path.history.map((entry) => entry.move) },
        };
        const missing =
          Number(!expected.players.includes(shown.players)) +
          expected.ticks.filter((id) => !shown.setupTicks.includes(id)).length +
          Number(JSON.stringify(shown.path.history.map((h) => h.move)) !== expected.moves) +
          Number(!expected.players.includes(record.players)) +
          expected.ticks.filter((id) => !(record.setupTicks ?? []).includes(id)).length +
          Number(JSON.stringify(record.path.moves.slice(-moves.length)) !== expected.moves);
        lost += missing;
        expect(agreed, 'every tab shows the same game').to.be.true;
        expect(missing, 'changes lost').to.equal(0);
      }),
      { numRuns: 40 },
    );
    console.log(`multi-tab property: ${runs} runs, ${changes} changes in 3 tabs, ${lost} lost`);
    expect(lost).to.equal(0);
  });
});
