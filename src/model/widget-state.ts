import { HOUSES, SIDES } from '../rules/constants.js';
import { RulesError } from '../rules/errors.js';
import { setupStepIds } from '../rules/setup.js';
import { turnStepIds } from '../rules/turns.js';
import { MAX_DARK_ARTS_PAWNS, PROGRESS_TOKENS, SHIELDS_TO_WIN } from '../rules/victory.js';
import {
  requireArray,
  requireBoolean,
  requireInteger,
  requireOneOf,
  requireRecord,
} from '../rules/validate.js';
import type { Action, House, LocationRequirement, Side } from '../rules/types.js';
import type { PathSession } from './path-session.js';

/**
 * What the widgets inside a `<defenders-game>` keep in it besides the players, Houses and path: the
 * setup calculators' ticks, the turn checklists' turn and the victory checkers' entries. Widgets of
 * one kind in one game share their part. Pure: checking, settling and the empty values.
 */

/** The turn the turn checklists of a game share. */
export interface TurnState {
  readonly side: Side;
  /** The chosen main action, `null` before one is chosen. */
  readonly action: Action | null;
  /** Ids of the chosen action's steps ticked off, in the plan's order. */
  readonly ticks: readonly string[];
  /**
   * Length of the path's move history right after this turn's marker button moved the marker, or
   * `null` while it has not.
   */
  readonly markerMovedAt: number | null;
  /**
   * Whose turn it is: an index into the game's turn order (`turnOrder` of its Houses, the Dark Arts
   * Player last), and the round, counted from 1.
   */
  readonly seat: number;
  readonly round: number;
}

/** Most seats a turn order has: four Houses and the Dark Arts Player. */
export const MAX_SEATS = HOUSES.length + 1;
/** A round count no real game reaches; saved games beyond it are refused. */
const MAX_ROUND = 999;

/** One House in the victory form: ticked or not, and its Defence Shields (kept while unticked). */
export interface HouseEntry {
  readonly inPlay: boolean;
  readonly shields: number;
}

/** The victory form exactly as the user entered it (it may not fit together). */
export interface VictoryForm {
  /** Every House, in play or not; the shields of a House taken out of play are remembered. */
  readonly houses: Readonly<Record<House, HouseEntry>>;
  readonly progressTokens: number;
  readonly locationRequirement: LocationRequirement | null;
  readonly pawnsAtLocation: number;
  readonly finalHand: boolean;
  readonly everyoneOutOfCards: boolean;
}

/** The fields a `<defenders-game>` feeds the victory form, grouped as the user edits them. */
export type GameField = 'houses' | 'path' | 'finalHand';

/** Which game-fed groups the user (or the host's `input`) took over: those no longer follow the game. */
export type LocalFields = Readonly<Record<GameField, boolean>>;

/** The victory checkers' entries: the form and which of its groups no longer follow the game. */
export interface VictoryEntries {
  readonly form: VictoryForm;
  readonly local: LocalFields;
}

/** The widgets' part of the game state. */
export interface WidgetStates {
  /** Ids of the setup steps ticked off (the same ids for every player count). */
  setupTicks: readonly string[];
  turn: TurnState;
  /** `null` until a user enters something in a victory checker. */
  victory: VictoryEntries | null;
}

export type WidgetKey = keyof WidgetStates;

/** The turns whose checklist can move the marker, and the step each one ticks when it does. */
export const MARKER_STEP = Object.freeze({
  'house-replenish': 'replenish-advance-marker',
  'all-house-markers': 'bump-all-markers',
} as const);

export const EMPTY_TURN: TurnState = Object.freeze({
  side: 'house',
  action: null,
  ticks: Object.freeze([]) as readonly string[],
  markerMovedAt: null,
  seat: 0,
  round: 1,
});

export const EMPTY_WIDGETS: Readonly<WidgetStates> = Object.freeze({
  setupTicks: Object.freeze([]) as readonly string[],
  turn: EMPTY_TURN,
  victory: null,
});

const CODE = 'widget-state';

/** `value` as a list of distinct ids of `known`, in their order; throws `RulesError` otherwise. */
function requireTicks(value: unknown, known: readonly string[], name: string): string[] {
  const ids = requireArray(value, name, known.length, CODE);
  for (const id of ids) {
    if (!known.includes(id as string) || ids.indexOf(id) !== ids.lastIndexOf(id)) {
      throw new RulesError(CODE, `${name} must list different steps of ${known.join(', ')}`);
    }
  }
  return known.filter((id) => ids.includes(id));
}

export function requireSetupTicks(value: unknown): string[] {
  return requireTicks(value, setupStepIds(), 'the setup ticks');
}

/** A turn on `path`: the action one the side has, the ticks its steps, a marker move one the path holds. */
export function requireTurn(value: unknown, path: PathSession): TurnState {
  const turn = requireRecord(value, 'the turn', CODE) as Record<string, unknown>;
  const side = requireOneOf(turn.side, SIDES, "the turn's side", CODE);
  const action = turn.action === null ? null : (turn.action as Action);
  const steps = action === null ? [] : turnStepIds(side, action);
  const ticks = requireTicks(turn.ticks, steps, "the turn's ticks");
  const moved = turn.markerMovedAt;
  if (moved !== null && action === null) {
    throw new RulesError(CODE, 'a turn with no action chosen cannot have moved the marker');
  }
  const markerMovedAt =
    moved === null
      ? null
      : requireInteger(moved, "the turn's marker move", 1, path.history.length, CODE);
  // Games saved before the turn order was kept have no seat or round: the first turn of round 1.
  const seat =
    turn.seat === undefined
      ? 0
      : requireInteger(turn.seat, "the turn's seat", 0, MAX_SEATS - 1, CODE);
  const round =
    turn.round === undefined
      ? 1
      : requireInteger(turn.round, "the turn's round", 1, MAX_ROUND, CODE);
  return Object.freeze({ side, action, ticks, markerMovedAt, seat, round });
}

/** Checks one value; `name` says which in the message. */
type Check = (value: unknown, name: string) => unknown;

/** An object holding the fields of `shape`, each checked, named "`name` `key`" in messages. */
function shaped(shape: Record<string, Check>): Check {
  return (value, name) => {
    const record = requireRecord(value, name, CODE) as Record<string, unknown>;
    const checked: Record<string, unknown> = {};
    for (const key in shape) checked[key] = shape[key]!(record[key], `${name} ${key}`);
    return checked;
  };
}

/**
 * The victory checkers' entries, each field in its range (they need not fit together: the checker
 * shows the rules core's message for those), or `null`.
 */
export function requireVictory(value: unknown): VictoryEntries | null {
  if (value === null) return null;
  const flag: Check = (item, name) => requireBoolean(item, name, CODE);
  const upTo =
    (max: number): Check =>
    (item, name) =>
      requireInteger(item, name, 0, max, CODE);
  const house = shaped({ inPlay: flag, shields: upTo(SHIELDS_TO_WIN) });
  const entries = shaped({
    form: shaped({
      houses: shaped(Object.fromEntries(HOUSES.map((each) => [each, house]))),
      progressTokens: upTo(PROGRESS_TOKENS),
      locationRequirement: (item, name) =>
        item === null ? null : requireInteger(item, name, 1, 3, CODE),
      pawnsAtLocation: upTo(MAX_DARK_ARTS_PAWNS),
      finalHand: flag,
      everyoneOutOfCards: flag,
    }),
    local: shaped({ houses: flag, path: flag, finalHand: flag }),
  });
  return entries(value, 'the victory entries') as VictoryEntries;
}

/** Checks one widget state, as `setWidgetState` and saved games hand it over. */
export function requireWidgetState<K extends WidgetKey>(
  key: K,
  value: unknown,
  path: PathSession,
): WidgetStates[K] {
  const checked =
    key === 'setupTicks'
      ? requireSetupTicks(value)
      : key === 'turn'
        ? requireTurn(value, path)
        : requireVictory(value);
  return checked as WidgetStates[K];
}

/**
 * The widget states read back from a saved game, a link or a history entry; a left-out part (saved
 * before the game kept it) is empty. Throws `RulesError` naming the first defect.
 */
export function decodeWidgets(record: Record<string, unknown>, path: PathSession): WidgetStates {
  const part = <K extends WidgetKey>(key: K): WidgetStates[K] =>
    record[key] === undefined ? EMPTY_WIDGETS[key] : requireWidgetState(key, record[key], path);
  return { setupTicks: part('setupTicks'), turn: part('turn'), victory: part('victory') };
}

/** The widget states worth storing: empty parts are left out, so untouched games stay short. */
export function encodeWidgets(state: Partial<WidgetStates>): Partial<WidgetStates> {
  const stored: Partial<WidgetStates> = {};
  if (state.setupTicks?.length) stored.setupTicks = [...state.setupTicks];
  if (state.turn && !sameWidgets(state.turn, EMPTY_TURN)) stored.turn = state.turn;
  if (state.victory) stored.victory = state.victory;
  return stored;
}

/** True when two widget states (or parts) hold the same values. */
export function sameWidgets(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The turn following its path: when the marker move this turn made is no longer on the path (taken
 * back, or the path started again), the turn has not moved it, and the marker step is unticked.
 * Returns `turn` itself when nothing changes.
 */
export function settleTurn(turn: TurnState, path: PathSession): TurnState {
  if (turn.markerMovedAt === null || turn.markerMovedAt <= path.history.length) return turn;
  const markerSteps: readonly string[] = Object.values(MARKER_STEP);
  return Object.freeze({
    ...turn,
    ticks: turn.ticks.filter((id) => !markerSteps.includes(id)),
    markerMovedAt: null,
  });
}

/**
 * `state` with widget state `key` replaced by `value` (checked against the game's path), or `null`
 * when that changes nothing. Throws `RulesError` if the value does not fit the game.
 */
export function withWidgetState<
  S extends WidgetStates & { path: PathSession },
  K extends WidgetKey,
>(state: S, key: K, value: unknown): S | null {
  const checked = requireWidgetState(key, value, state.path);
  return sameWidgets(checked, state[key]) ? null : { ...state, [key]: checked };
}
