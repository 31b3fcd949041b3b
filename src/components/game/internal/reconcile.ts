import { DEFAULT_LAYOUT, parseLayout } from '../../../rules/path.js';
import type { House, PlayerCount } from '../../../rules/types.js';
import type { GameState } from '../../../model/context.js';
import { samePageSettings, type PageSettings } from '../../../model/pdf-pages.js';
import { housesFor, type decodeGame } from './game-state.js';
import { sessionRecord, startSession, type PathSession } from '../../../model/path-session.js';
import { EMPTY_WIDGETS, settleTurn } from '../../../model/widget-state.js';

/**
 * How a `<defenders-game>` builds its state and follows its host: a fresh game, a saved or linked
 * game moved onto the host's board, and the host's attribute changes applied to the game. Pure
 * functions; the element reads the attributes and does the storage and link I/O.
 */

/** The parts of a game that storage and links hold. */
export type TableGame = ReturnType<typeof decodeGame>;

/** What the game shares about the rulebook: set by the host, never saved or put in a link. */
export type RulebookLink = Pick<GameState, 'rulebookUrl' | 'pageSettings'>;

/**
 * `state` frozen, with its list of Houses, as the game shares it; the turn follows the path (a
 * marker move taken back there is no longer done in the turn).
 */
export function freezeGame(state: GameState): GameState {
  return Object.freeze({
    ...state,
    houses: Object.freeze([...state.houses]) as House[],
    turn: settleTurn(state.turn, state.path),
  });
}

/** A new game for `players` on `layout` (notation), every House chosen by the core's order. */
export function freshGame(
  players: PlayerCount,
  link: RulebookLink,
  layout: string = DEFAULT_LAYOUT,
): GameState {
  return freezeGame({
    players,
    houses: housesFor(players),
    path: startSession(parseLayout(layout)),
    ...EMPTY_WIDGETS,
    ...link,
  });
}

/** True when two path sessions hold the same layout, state and history. */
export function sameSession(a: PathSession, b: PathSession): boolean {
  return (
    JSON.stringify([sessionRecord(a), a.state]) === JSON.stringify([sessionRecord(b), b.state])
  );
}

/**
 * A saved or linked game on the board the host set: when the host set a layout (notation) and the
 * game's path is on another one, the path starts again on the host's; players and Houses are kept.
 * `moved` says whether that happened (the element then warns).
 */
export function onHostLayout(
  game: TableGame,
  layout: string | null,
): { game: TableGame; moved: boolean } {
  if (layout === null || game.path.layout === layout) return { game, moved: false };
  return { game: { ...game, path: startSession(parseLayout(layout)) }, moved: true };
}

/**
 * What the host changed since the game last followed it, already checked: a field is present only
 * when its attribute changed and holds a usable value.
 */
export interface HostChanges {
  players?: PlayerCount;
  /** The host's layout text (the example layout when unset or bad). */
  layout?: string;
  rulebookUrl?: string;
  pageSettings?: PageSettings;
}

/**
 * `state` following the host's changes: a new player count keeps the Houses that fit, a new layout
 * starts the path again, the rulebook link is replaced. Returns `state` itself when nothing differs.
 */
export function followHost(state: GameState, changes: HostChanges): GameState {
  let next = state;
  const { players, layout, rulebookUrl, pageSettings } = changes;
  if (players !== undefined && players !== next.players) {
    next = { ...next, players, houses: housesFor(players, next.houses) };
  }
  if (layout !== undefined) {
    const parsed = parseLayout(layout);
    if (parsed.notation !== next.path.layout) next = { ...next, path: startSession(parsed) };
  }
  if (rulebookUrl !== undefined && rulebookUrl !== next.rulebookUrl)
    next = { ...next, rulebookUrl };
  if (pageSettings !== undefined && !samePageSettings(pageSettings, next.pageSettings))
    next = { ...next, pageSettings };
  return next === state ? state : freezeGame(next);
}
