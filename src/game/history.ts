import { describeValue, errorMessage } from '../rules/errors.js';
import { setupFor } from '../rules/setup.js';
import type { House, PlayerCount } from '../rules/types.js';
import type { GameState } from '../shared/context.js';
import { requireHouses } from './game-state.js';
import { sessionFromRecord, sessionRecord } from './path-session.js';
import type { PathSession, SessionRecord } from './path-session.js';
import { moveSummary } from './narration.js';
import { decodeWidgets, encodeWidgets, type WidgetStates } from './widget-state.js';

/**
 * The game's undo history: one list of the changes made by every widget in a `<defenders-game>`,
 * each kept as the shared game before it and the words that name it. Pure: the element announces,
 * stores and publishes.
 */

/** Changes kept, the oldest dropped first; also the most a stored history may hold. */
export const HISTORY_LIMIT = 50;

/** The parts of the game a change can touch (the rulebook link belongs to the host page). */
export interface GameSnapshot extends WidgetStates {
  players: PlayerCount;
  houses: readonly House[];
  path: PathSession;
}

export interface HistoryEntry {
  /** What the change did, in words ("players set to 4"); "Undid: " goes before it. */
  label: string;
  /** The game as it was before the change. */
  before: GameSnapshot;
}

/** How an entry is stored: the path in its compact, replayable form, empty widget states left out. */
export interface StoredHistoryEntry extends Partial<WidgetStates> {
  label: string;
  players: PlayerCount;
  houses: House[];
  path: SessionRecord;
}

const LABEL_LIMIT = 200;

function list(houses: readonly House[]): string {
  return houses.map((house) => house[0]!.toUpperCase() + house.slice(1)).join(', ');
}

/**
 * The words for the change from `before` to `after`, or '' when the game did not change. The path
 * sentence comes from the narration module, where every path sentence is built.
 */
export function describeChange(before: GameSnapshot, after: GameSnapshot): string {
  const parts: string[] = [];
  if (after.players !== before.players) parts.push(`players set to ${after.players}`);
  else if (after.houses.join() !== before.houses.join())
    parts.push(`Houses set to ${list(after.houses)}`);
  const path = pathChange(before.path, after.path);
  if (path) parts.push(path);
  return parts.join('; ');
}

function pathChange(before: PathSession, after: PathSession): string {
  if (before === after) return '';
  if (after.layout === before.layout) {
    if (after.history.length === before.history.length + 1 && after.history.at(-1)) {
      return moveSummary(after.history.at(-1)!);
    }
    if (after.history.length === before.history.length - 1 && before.history.at(-1)) {
      return `${moveSummary(before.history.at(-1)!)} taken back`;
    }
  }
  if (after.history.length === 0 && after.state.position === 0) return 'path started again';
  return `path changed, marker on space ${after.state.position + 1}`;
}

export function snapshotOf(state: GameState): GameSnapshot {
  const { players, houses, path, setupTicks, turn, victory } = state;
  return { players, houses, path, setupTicks, turn, victory };
}

/** `history` with one change more (`label` naming it, `before` the game before it), bounded. */
export function recordChange(
  history: readonly HistoryEntry[],
  label: string,
  before: GameSnapshot,
): HistoryEntry[] {
  return [...history, { label, before }].slice(-HISTORY_LIMIT);
}

/** The last change and the history without it, or `null` when there is nothing to undo. */
export function takeLast(
  history: readonly HistoryEntry[],
): { entry: HistoryEntry; rest: HistoryEntry[] } | null {
  const entry = history.at(-1);
  return entry ? { entry, rest: history.slice(0, -1) } : null;
}

export function encodeHistory(history: readonly HistoryEntry[]): StoredHistoryEntry[] {
  return history.map(({ label, before }) => ({
    label,
    players: before.players,
    houses: [...before.houses],
    path: sessionRecord(before.path),
    ...encodeWidgets(before),
  }));
}

/**
 * A history read back from storage, every game in it checked by the rules core (the path replayed
 * move by move). `undefined` (a record saved before histories were kept) reads as empty. Throws an
 * `Error` saying what is wrong with anything else.
 */
export function decodeHistory(value: unknown): HistoryEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > HISTORY_LIMIT) {
    throw new Error(
      `the undo history must be a list of at most ${HISTORY_LIMIT} changes; got ${describeValue(value)}`,
    );
  }
  return value.map((item: unknown, index) => {
    const entry = item as Partial<StoredHistoryEntry> | null;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new Error(`change ${index + 1} of the undo history is not an object`);
    }
    const { label } = entry;
    if (typeof label !== 'string' || label === '' || label.length > LABEL_LIMIT) {
      throw new Error(`change ${index + 1} of the undo history has no usable label`);
    }
    try {
      const players = setupFor(entry.players as number).players;
      const houses = requireHouses(players, entry.houses);
      const path = sessionFromRecord(entry.path);
      const widgets = decodeWidgets(entry as Record<string, unknown>, path);
      return { label, before: { players, houses, path, ...widgets } };
    } catch (error) {
      throw new Error(
        `change ${index + 1} of the undo history is not a game: ${errorMessage(error)}`,
        { cause: error },
      );
    }
  });
}
