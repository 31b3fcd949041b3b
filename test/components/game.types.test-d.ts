// Checked by `npm run typecheck` (tsc), never run: the game's `defenders-change` is typed.
import type { DefendersGame, GameChange } from '../../src/components/game/game.js';
import type { GameChange as PublicGameChange } from '../../src/index.js';
import type { House, PlayerCount } from '../../src/rules/types.js';

declare const game: DefendersGame;

game.addEventListener('defenders-change', (event) => {
  const players: PlayerCount = event.detail.players;
  const houses: House[] = event.detail.houses;
  const layout: string = event.detail.path.layout;
  // @ts-expect-error the game's detail has no `results` (that is the FAQ's).
  void event.detail.results;
  void [players, houses, layout];
});

// Other events keep their own types.
game.addEventListener('click', (event) => {
  const x: number = event.clientX;
  void x;
});

// The main entry exports the same type.
const same: PublicGameChange = {} as GameChange;
void same;

// @ts-expect-error `players` is a union of the table sizes, not any number.
game.players = 7;

// Undo: a method, and a property that can only be read.
const undoable: boolean = game.canUndo;
game.undo();
void undoable;
// @ts-expect-error `canUndo` is read-only.
game.canUndo = true;
