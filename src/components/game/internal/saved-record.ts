import { parseLayout } from '../../../rules/path.js';
import { setupFigures } from '../../../rules/setup.js';
import type { House, PlayerCount } from '../../../rules/types.js';
import { sessionFromRecord, startSession } from '../../../model/path-session.js';
import { EMPTY_WIDGETS, requireWidgetState } from '../../../model/widget-state.js';
import type { WidgetKey, WidgetStates } from '../../../model/widget-state.js';
import { encodeGame, housesFor, requireEnvelope, requireHouses } from './game-state.js';
import type { SavedGame } from './game-state.js';
import type { TableGame } from './reconcile.js';

/**
 * The record a `<defenders-game>` keeps in storage: the game, its undo history, its revision (one
 * more than the record it was built on) and an id of its own, by which a tab tells whether the
 * stored record is still the one its game was built on. Read part by part: a damaged part costs
 * only itself. Pure; the element does the I/O.
 */

/** The parts of a saved record, named as the warning about a dropped one names them. */
export type RecordPart = 'players' | 'houses' | 'path' | WidgetKey;

export interface StoredRecord extends SavedGame {
  history: unknown;
  /** Raised by one at every save; absent (0) in records saved before tabs kept in step. */
  rev: number;
  /** Unique to this save. */
  id: string;
}

export interface ReadRecord {
  game: TableGame;
  /** Unchecked: the history controller reads it, and a damaged one costs only the history. */
  history: unknown;
  /** The parts that could not be read and were replaced by a fresh one, with the reason. */
  dropped: { part: RecordPart; reason: unknown }[];
}

/** What a dropped part is replaced with: the host's players and board. */
export interface RecordFallback {
  players: PlayerCount;
  layout: string;
}

/** A saved game with its history, as stored at revision `rev` under a new id. */
export function storedRecord(game: TableGame, history: unknown, rev: number): StoredRecord {
  return { ...encodeGame(game), history, rev, id: Math.random().toString(36).slice(2) };
}

/** The id of a stored value (`undefined` in records saved before records had one). */
export const idOf = (value: unknown): unknown => (value as { id?: unknown } | null)?.id;

/** The revision of a stored value, 0 when it has none that is usable. */
export function revisionOf(value: unknown): number {
  const rev = (value as { rev?: unknown } | null)?.rev;
  return typeof rev === 'number' && Number.isSafeInteger(rev) && rev >= 0 ? rev : 0;
}

/**
 * Reads a stored record part by part: players, Houses, path, each widget's state. A part that does
 * not check out is replaced (the host's players, the Houses that fit, a fresh path on the host's
 * board, an empty widget state) and listed in `dropped`; the rest is kept. Throws a `RulesError`
 * only when the value is not a saved game of this format at all.
 */
export function readRecord(value: unknown, fallback: RecordFallback): ReadRecord {
  const record = requireEnvelope(value);
  const dropped: ReadRecord['dropped'] = [];
  const part = <T>(name: RecordPart, read: () => T, replace: () => T): T => {
    try {
      return read();
    } catch (reason) {
      dropped.push({ part: name, reason });
      return replace();
    }
  };
  const players = part(
    'players',
    () => setupFigures(record.players as number).players,
    () => fallback.players,
  );
  const chosen = Array.isArray(record.houses) ? (record.houses as unknown[]) : [];
  // Without the saved player count, the saved Houses are fitted to the host's, with no second warning.
  const houses = dropped.length
    ? housesFor(players, chosen as House[])
    : part(
        'houses',
        () => requireHouses(players, record.houses),
        () => housesFor(players, chosen as House[]),
      );
  const path = part(
    'path',
    () => sessionFromRecord(record.path),
    () => startSession(parseLayout(fallback.layout)),
  );
  const widget = <K extends WidgetKey>(key: K): WidgetStates[K] =>
    part(
      key,
      () =>
        record[key] === undefined ? EMPTY_WIDGETS[key] : requireWidgetState(key, record[key], path),
      () => EMPTY_WIDGETS[key],
    );
  const game: TableGame = {
    players,
    houses,
    path,
    setupTicks: widget('setupTicks'),
    turn: widget('turn'),
    victory: widget('victory'),
  };
  return { game, history: record.history, dropped };
}

/** True when two games hold the same players, Houses, path and widget states. */
export function sameTableGame(a: TableGame, b: TableGame): boolean {
  return JSON.stringify(encodeGame(a)) === JSON.stringify(encodeGame(b));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** The base of a field neither tab had when each set the state it belongs to. */
const NO_BASE: unique symbol = Symbol('no base');

/**
 * Of two values set from no common base (a state both tabs made at once from nothing): the one that
 * was set, as a widget's blank state holds false, 0 and null: true over false, the larger number,
 * a value over null; otherwise `mine`.
 */
function unbased(mine: unknown, theirs: unknown): unknown {
  if (typeof mine === 'boolean' && typeof theirs === 'boolean') return mine || theirs;
  if (typeof mine === 'number' && typeof theirs === 'number') return Math.max(mine, theirs);
  return mine ?? theirs;
}

/**
 * A three-way merge of one widget's state: `mine` was worked out on `base`, and meanwhile another
 * tab saved `theirs`. What `mine` changed from `base` wins, field by field (lists of ids as sets:
 * added ids added, removed ids removed); everything else keeps `theirs`. Where there was no base
 * (both tabs made the state at once), a field keeps whichever side set it (`unbased`). The caller
 * checks the result against the game and uses `mine` if it does not fit.
 */
export function mergeWidgetState(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (same(mine, base)) return theirs;
  if (same(theirs, base)) return mine;
  const known = isPlainObject(base);
  if (isPlainObject(mine) && isPlainObject(theirs) && (known || base == null || base === NO_BASE)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)]))
      merged[key] = mergeWidgetState(known ? base[key] : NO_BASE, mine[key], theirs[key]);
    return merged;
  }
  if (base === NO_BASE) return unbased(mine, theirs);
  if (isTextList(base) && isTextList(mine) && isTextList(theirs)) {
    const removed = base.filter((id) => !mine.includes(id));
    const added = mine.filter((id) => !base.includes(id) && !theirs.includes(id));
    return [...theirs.filter((id) => !removed.includes(id)), ...added];
  }
  return mine;
}
