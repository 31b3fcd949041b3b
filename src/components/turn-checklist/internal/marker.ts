import { SOURCE_LOCALE, translate } from '../../../i18n/translate.js';
import { errorMessageIn } from '../../../rules/errors.js';
import type { LocalText } from '../../../i18n/messages.js';
import { parseLayout } from '../../../rules/path.js';
import type { TurnPlan } from '../../../rules/types.js';
import { sessionMove } from '../../../model/path-session.js';
import { MARKER_STEP } from '../../../model/widget-state.js';
import type { PathMove, PathSession } from '../../../model/path-session.js';
import {
  markerDidNotMove,
  markerInstructions,
  markerMoveUndone,
  markerWaitsForEvent,
  narrateAdvance,
} from '../../../model/narration.js';
import { turnChecklistMessages } from '../turn-checklist.messages.js';

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

/** Where this turn's marker move stands: pressed or not, what the callout says about it. */
export interface MarkerProgress {
  readonly done: boolean;
  /** What the callout says after a press, written in whatever language the checklist shows. */
  readonly note: LocalText | null;
  /** Length of the game's path history right after this turn moved the marker, to notice an undo; -1 if none. */
  readonly historyLength: number;
}

export const MARKER_IDLE: MarkerProgress = { done: false, note: null, historyLength: -1 };

/** The note after a marker move was taken back on the path. */
export const MOVE_UNDONE_NOTE: LocalText = (locale) => markerMoveUndone(locale);

/** The outcome of pressing the marker button, and the move to make on the game's path, if any. */
export interface MarkerPress {
  readonly progress: MarkerProgress;
  readonly move: PathMove | null;
}

/**
 * Pressing the marker button. Outside a game (`path` undefined) it tells the table what to do by
 * hand. In a game it works the move out first with the same core call the game makes, to say where
 * the marker lands; the caller then makes `move` on the game's path.
 */
export function pressMarker(cause: MarkerCause, path: PathSession | undefined): MarkerPress {
  if (!path)
    return {
      progress: {
        done: true,
        note: (locale) => markerInstructions(cause, locale),
        historyLength: -1,
      },
      move: null,
    };
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
    return { progress: { done: true, note, historyLength: path.history.length + 1 }, move };
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
 * shorter again), the button is offered again. Returns the new progress, or `null` if nothing changed.
 */
export function followPath(
  progress: MarkerProgress,
  historyLength: number | undefined,
): MarkerProgress | null {
  if (!progress.done || progress.historyLength < 0 || historyLength === undefined) return null;
  return historyLength < progress.historyLength ? { ...MARKER_IDLE, note: MOVE_UNDONE_NOTE } : null;
}

/** What the marker callout says and what its button reads, for the turn's cause. */
export interface MarkerCallout {
  /** The prompt: when to press the button, and what it does. */
  readonly prompt: string;
  readonly label: string;
}

/** The callout's words in `locale`: inside a game or not, before or after the button was pressed. */
export function markerCallout(
  cause: MarkerCause,
  inGame: boolean,
  done: boolean,
  locale: string = SOURCE_LOCALE,
): MarkerCallout {
  const text = (key: keyof typeof turnChecklistMessages) =>
    translate(turnChecklistMessages, locale, key);
  const prompt = text(
    inGame ? `turn-checklist.marker.prompt.${cause}.game` : `turn-checklist.marker.prompt.${cause}`,
  );
  const label = done
    ? text(
        inGame || cause === 'all-house-markers'
          ? 'turn-checklist.marker.pressed.advanced'
          : 'turn-checklist.marker.pressed.house-replenish',
      )
    : text(`turn-checklist.marker.press.${cause}`);
  return { prompt, label };
}
