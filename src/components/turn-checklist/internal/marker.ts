import { errorMessageIn } from '../../../rules/errors.js';
import type { LocalText } from '../../../i18n/messages.js';
import { parseLayout } from '../../../rules/path.js';
import type { TurnPlan } from '../../../rules/types.js';
import { sessionMove } from '../../../model/path-session.js';
import { MARKER_STEP } from '../../../model/widget-state.js';
import type { PathMove, PathSession } from '../../../model/path-session.js';
import {
  markerDidNotMove,
  markerMoveUndone,
  advancePages,
  markerWaitsForEvent,
  narrateAdvance,
} from '../../../model/narration.js';

/** The turns that can move the marker (the step each one ticks is in `MARKER_STEP`). */
export type MarkerCause = keyof typeof MARKER_STEP;

export { MARKER_STEP };

/** What moves the marker in the turn shown: a House Replenish, or a Dark Arts bump collecting every House Marker. */
export function markerCause(plan: TurnPlan | null): MarkerCause | null {
  if (!plan) return null;
  if (plan.advancesMarker) return 'house-replenish';
  return plan.steps.some((step) => step.id === MARKER_STEP['all-house-markers'])
    ? 'all-house-markers'
    : null;
}

/** Where this turn's marker move stands: made or not, and what the marker step says about it. */
export interface MarkerProgress {
  readonly done: boolean;
  /** What the marker step says after a tick, written in whatever language the checklist shows. */
  readonly note: LocalText | null;
  /** The rulebook pages of the rules `note` states; none when it states none. */
  readonly pages?: readonly number[];
  /** Length of the game's path history right after this turn moved the marker, to notice an undo; -1 if none. */
  readonly historyLength: number;
}

export const MARKER_IDLE: MarkerProgress = { done: false, note: null, historyLength: -1 };

/** The note after a marker move was taken back on the path. */
export const MOVE_UNDONE_NOTE: LocalText = (locale) => markerMoveUndone(locale);

/** The outcome of ticking the marker step in a game, and the move to make on its path, if any. */
export interface MarkerPress {
  readonly progress: MarkerProgress;
  readonly move: PathMove | null;
}

/**
 * Ticking the marker step in a game: works the move out first with the same core call the game
 * makes, to say where the marker lands (an Event Space's prompt included); the caller then makes
 * `move` on the game's path, with the tick in the same change.
 */
export function pressMarker(cause: MarkerCause, path: PathSession): MarkerPress {
  if (path.state.pending !== null) {
    const zone = path.state.pending.zone;
    return {
      progress: { ...MARKER_IDLE, note: (locale) => markerWaitsForEvent(zone, locale) },
      move: null,
    };
  }
  const move: PathMove = { kind: 'advance', cause };
  try {
    const layout = parseLayout(path.layout);
    const moved = sessionMove(layout, path, move).state;
    const note: LocalText = (locale) => narrateAdvance(layout, path.state, moved, cause, locale);
    const pages = advancePages(layout, path.state, moved, cause);
    return { progress: { done: true, note, pages, historyLength: path.history.length + 1 }, move };
  } catch (error) {
    return { progress: markerFailed(error), move: null };
  }
}

/** The game refused the move (or the path could not be read): nothing moved. */
export function markerFailed(error: unknown): MarkerProgress {
  return {
    ...MARKER_IDLE,
    note: (locale) => markerDidNotMove(errorMessageIn(error, locale), locale),
  };
}

/**
 * Follows the game's path: if the marker move this turn made was undone there (the history is
 * shorter again), the marker step is unticked and moves the marker again. Returns the new progress, or `null` if nothing changed.
 */
export function followPath(
  progress: MarkerProgress,
  historyLength: number | undefined,
): MarkerProgress | null {
  if (!progress.done || progress.historyLength < 0 || historyLength === undefined) return null;
  return historyLength < progress.historyLength ? { ...MARKER_IDLE, note: MOVE_UNDONE_NOTE } : null;
}
