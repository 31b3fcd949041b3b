import { HOUSES, isHouse } from '../../../rules/constants.js';
import { received } from '../../../rules/errors.js';
import { fail } from '../../../rules/validate.js';
import { setupFigures } from '../../../rules/setup.js';
import type { House, PlayerCount } from '../../../rules/types.js';
import type { GameState } from '../../../model/context.js';
import { savedGameMessages } from '../../../model/saved-game.messages.js';
import { sessionFromRecord, sessionRecord } from '../../../model/path-session.js';
import type { PathSession, SessionRecord } from '../../../model/path-session.js';
import { decodeWidgets, encodeWidgets, type WidgetStates } from '../../../model/widget-state.js';

/**
 * Format version of a saved or shared game; bump it when the shape changes in a way older readers
 * would misread. The widget states were added as optional fields: a game saved without them loads
 * with nothing ticked, and an older version reading a newer game ignores them.
 */
export const GAME_FORMAT_VERSION = 1;
const APP = 'defenders-game';

/**
 * What storage and links hold. The rulebook URL stays with the page that sets it; the widget states
 * are left out while empty.
 */
export interface SavedGame extends Partial<WidgetStates> {
  v: typeof GAME_FORMAT_VERSION;
  app: typeof APP;
  players: PlayerCount;
  houses: House[];
  path: SessionRecord;
}

/**
 * The Houses in play for `players`: the ones already chosen, in their order, as far as they fit,
 * then the first free Houses in the core's order.
 */
export function housesFor(players: PlayerCount, chosen: readonly House[] = []): House[] {
  const count = setupFigures(players).housePlayers;
  const kept = [...new Set(chosen)].filter(isHouse).slice(0, count);
  for (const house of HOUSES) {
    if (kept.length >= count) break;
    if (!kept.includes(house)) kept.push(house);
  }
  return kept;
}

/** Checks a list of Houses for `players`; throws `RulesError` naming what is allowed. */
export function requireHouses(players: PlayerCount, houses: unknown): House[] {
  const count = setupFigures(players).housePlayers;
  if (
    !Array.isArray(houses) ||
    houses.length !== count ||
    !houses.every(isHouse) ||
    new Set(houses).size !== houses.length
  ) {
    fail('houses', savedGameMessages, 'saved-game.error.houses', {
      count,
      allowed: HOUSES.join(', '),
      players,
      got: received(houses),
    });
  }
  return [...houses];
}

/** A game as storage and links hold it (a state without widget states saves none). */
export function encodeGame(
  state: Pick<GameState, 'players' | 'houses' | 'path'> &
    Partial<WidgetStates> &
    Partial<Pick<GameState, 'rulebookUrl' | 'pageSettings'>>,
): SavedGame {
  return {
    v: GAME_FORMAT_VERSION,
    app: APP,
    players: state.players,
    houses: [...state.houses],
    path: sessionRecord(state.path),
    ...encodeWidgets(state),
  };
}

/**
 * The fields of a saved or shared game, once it is known to be one of ours in this format; throws
 * a `RulesError` for anything else (nothing in it can then be trusted).
 */
export function requireEnvelope(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('saved-game', savedGameMessages, 'saved-game.error.not-a-game', { got: received(value) });
  }
  const record = value as Record<string, unknown>;
  if (record.app !== APP || !('v' in record))
    fail('saved-game', savedGameMessages, 'saved-game.error.other-writer');
  if (record.v !== GAME_FORMAT_VERSION) {
    fail('saved-game', savedGameMessages, 'saved-game.error.version', {
      got: received(record.v),
      version: GAME_FORMAT_VERSION,
    });
  }
  return record;
}

/**
 * The parts of a game read back from storage or a link; throws a `RulesError` saying what is wrong
 * (`messageIn(locale)` says it in the reader's language).
 */
export function decodeGame(value: unknown): {
  players: PlayerCount;
  houses: House[];
  path: PathSession;
} & WidgetStates {
  const record = requireEnvelope(value);
  const players = setupFigures(record.players as number).players;
  const path = sessionFromRecord(record.path);
  return {
    players,
    houses: requireHouses(players, record.houses),
    path,
    ...decodeWidgets(record, path),
  };
}
