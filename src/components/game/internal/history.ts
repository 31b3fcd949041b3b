import type { LocaleOptions, Params } from '../../../i18n/messages.js';
import { SOURCE_LOCALE, translate } from '../../../i18n/translate.js';
import { describeValue, errorMessage } from '../../../rules/errors.js';
import { houseName } from '../../../rules/names.js';
import { setupFigures } from '../../../rules/setup.js';
import type { House, PlayerCount } from '../../../rules/types.js';
import type { GameState } from '../../../model/context.js';
import { requireHouses } from './game-state.js';
import { sessionFromRecord, sessionRecord } from '../../../model/path-session.js';
import type { PathSession, SessionRecord } from '../../../model/path-session.js';
import { moveSummary } from '../../../model/narration.js';
import {
  readWidgetChange,
  widgetChangeText,
  type WidgetChange,
} from '../../../model/widget-change.js';
import { decodeWidgets, encodeWidgets, type WidgetStates } from '../../../model/widget-state.js';
import { savedGameMessages } from '../../../model/saved-game.messages.js';
import { sameSession } from './reconcile.js';

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
  /**
   * What the change did, in English words ("players set to 4"), as stored. A game shows it in its
   * own language with `changeLabel`, which describes the change again from the snapshots.
   */
  label: string;
  /** The game as it was before the change. */
  before: GameSnapshot;
  /** A widget's own change (a tick, the turn, a victory entry), said from this in any language. */
  change?: WidgetChange;
}

/** How an entry is stored: the path in its compact, replayable form, empty widget states left out. */
export interface StoredHistoryEntry extends Partial<WidgetStates> {
  label: string;
  change?: WidgetChange;
  players: PlayerCount;
  houses: House[];
  path: SessionRecord;
}

const LABEL_LIMIT = 200;

/** The label a new game is recorded with (its words come from the catalogue when shown). */
export const NEW_GAME_LABEL = 'new game started';

/** The label of opening a link over another game (its words come from the catalogue when shown). */
export const LINK_OPENED_LABEL = 'game from a link opened';

/**
 * The words for the change from `before` to `after` in `options.locale` (English by default), or ''
 * when the game did not change. The path sentence comes from the narration module, where every
 * path sentence is built.
 */
export function describeChange(
  before: GameSnapshot,
  after: GameSnapshot,
  options: LocaleOptions = {},
): string {
  const locale = options.locale ?? SOURCE_LOCALE;
  const text = translatorFor(locale);
  const parts: string[] = [];
  if (after.players !== before.players)
    parts.push(text('saved-game.change.players', { players: after.players }));
  else if (after.houses.join() !== before.houses.join())
    parts.push(text('saved-game.change.houses', { houses: list(after.houses, locale) }));
  const path = pathChange(before.path, after.path, options);
  if (path) parts.push(path);
  if (parts.length === 0) return '';
  return parts.reduce((first, second) => text('saved-game.change.joined', { first, second }));
}

function translatorFor(locale: string) {
  return (key: keyof typeof savedGameMessages, params?: Params): string =>
    translate(savedGameMessages, locale, key, params);
}

function list(houses: readonly House[], locale: string): string {
  return houses.map((house) => houseName(house, locale)).join(', ');
}

function pathChange(before: PathSession, after: PathSession, options: LocaleOptions): string {
  // The same path rebuilt (a tracker's own undo) is no change to name.
  if (before === after || sameSession(before, after)) return '';
  const text = translatorFor(options.locale ?? SOURCE_LOCALE);
  if (after.layout === before.layout) {
    if (after.history.length === before.history.length + 1 && after.history.at(-1)) {
      return moveSummary(after.history.at(-1)!, options.locale);
    }
    if (after.history.length === before.history.length - 1 && before.history.at(-1)) {
      return text('saved-game.change.taken-back', {
        move: moveSummary(before.history.at(-1)!, options.locale),
      });
    }
  }
  if (after.history.length === 0 && after.state.position === 0)
    return text('saved-game.change.path-restarted');
  return text('saved-game.change.path-changed', { space: after.state.position + 1 });
}

/**
 * The words for the last change of a history (`entry`), as the game now stands (`current`), in
 * `options.locale`: a new game by its name, any other change described again from the two games,
 * so the words follow the reader's language; a change that cannot be seen there (the host set the
 * game back) keeps its recorded words.
 */
export function changeLabel(
  entry: HistoryEntry,
  current: GameSnapshot,
  options: LocaleOptions = {},
): string {
  const locale = options.locale ?? SOURCE_LOCALE;
  if (entry.label === NEW_GAME_LABEL) return translatorFor(locale)('saved-game.change.new-game');
  if (entry.label === LINK_OPENED_LABEL)
    return translatorFor(locale)('saved-game.change.link-opened');
  if (entry.change) return widgetChangeText(entry.change, locale);
  return describeChange(entry.before, current, options) || entry.label;
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
  change?: WidgetChange,
): HistoryEntry[] {
  return [...history, change ? { label, before, change } : { label, before }].slice(-HISTORY_LIMIT);
}

/** The last change and the history without it, or `null` when there is nothing to undo. */
export function takeLast(
  history: readonly HistoryEntry[],
): { entry: HistoryEntry; rest: HistoryEntry[] } | null {
  const entry = history.at(-1);
  return entry ? { entry, rest: history.slice(0, -1) } : null;
}

export function encodeHistory(history: readonly HistoryEntry[]): StoredHistoryEntry[] {
  return history.map(({ label, before, change }) => ({
    label,
    ...(change ? { change } : {}),
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
      const players = setupFigures(entry.players as number).players;
      const houses = requireHouses(players, entry.houses);
      const path = sessionFromRecord(entry.path);
      const widgets = decodeWidgets(entry as Record<string, unknown>, path);
      const change = readWidgetChange(entry.change);
      const before = { players, houses, path, ...widgets };
      return change ? { label, before, change } : { label, before };
    } catch (error) {
      throw new Error(
        `change ${index + 1} of the undo history is not a game: ${errorMessage(error)}`,
        { cause: error },
      );
    }
  });
}
