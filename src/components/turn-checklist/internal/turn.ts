// The turn checklist's turn as a `<defenders-game>` keeps it (side, action, ticks, marker move), kept
// apart from the element: the words naming each change for the game's Undo, and how a checklist
// takes over the shared turn.
import type { WidgetChange } from '../../../model/widget-change.js';
import type { Action, Side, TurnPlan } from '../../../rules/types.js';
import type { TurnState } from '../../../model/widget-state.js';
import { MARKER_IDLE, MOVE_UNDONE_NOTE, type MarkerProgress } from './marker.js';

/** Names a change of the turn for the game's Undo ("Undid: turn step 2 ticked"). */
export const TURN_LABELS = {
  side: (side: Side): WidgetChange => ({ key: 'change.turn-side', params: { side } }),
  action: (action: Action): WidgetChange => ({ key: 'change.turn-action', params: { action } }),
  dropped: (action: Action): WidgetChange => ({ key: 'change.turn-dropped', params: { action } }),
  tick: (step: number, ticked: boolean): WidgetChange => ({
    key: ticked ? 'change.turn-ticked' : 'change.turn-unticked',
    params: { step },
  }),
  next: { key: 'change.turn-next' } as WidgetChange,
} as const;

/** The ids of `plan`'s steps in `ticked`, in the plan's order. */
export function planTicks(plan: TurnPlan | null, ticked: ReadonlySet<string>): string[] {
  return (plan?.steps ?? []).filter((step) => ticked.has(step.id)).map((step) => step.id);
}

/**
 * The marker progress a checklist shows for the game's turn: moved when the turn says so (the words
 * kept when this checklist pressed the button), and the "undone" note when a move it showed was
 * taken back on the path (`pathLength`: the path's move count now).
 */
export function sharedMarker(
  shown: MarkerProgress,
  turn: TurnState,
  pathLength: number,
): MarkerProgress {
  if (turn.markerMovedAt !== null) {
    return shown.done && shown.historyLength === turn.markerMovedAt
      ? shown
      : { done: true, note: null, historyLength: turn.markerMovedAt };
  }
  if (!shown.done) return shown;
  return shown.historyLength > pathLength
    ? { ...MARKER_IDLE, note: MOVE_UNDONE_NOTE }
    : MARKER_IDLE;
}
