import { advance, pathInfo, requirementAt, zoneName } from '../rules/path.js';
import type { AdvanceCause, EventChoice, PathLayout, PathState, Zone } from '../rules/types.js';
import type { PathHistoryEntry, PathMove, PathSession } from './path-session.js';

/**
 * Every sentence the widgets say about a move on the Dark Arts path, built once: the path tracker
 * and the turn checklist both narrate a marker move with these. Pure: no DOM, no state.
 */

/** Short labels for what moved the marker (buttons, and the head of a move's narration). */
export const CAUSE_LABELS: Readonly<Record<AdvanceCause, string>> = {
  'house-replenish': 'A House Player replenished',
  event: 'An Event Card said so',
  'all-house-markers': 'All House Markers collected',
};

/** The same causes inside a sentence, for the move history. */
const CAUSE_IN_SENTENCE: Readonly<Record<AdvanceCause, string>> = {
  'house-replenish': 'a House Player replenished',
  event: 'an Event Card said so',
  'all-house-markers': 'all House Markers collected',
};

/** "1 Dark Arts pawn", "3 Dark Arts pawns". */
export function pawns(count: number): string {
  return `${count} Dark Arts ${count === 1 ? 'pawn' : 'pawns'}`;
}

/** The marker left `before`'s zone for `after`'s: the new colour's cards count, the old deck is set aside. */
export function zoneChangeSentence(before: Zone, after: Zone): string {
  return `${zoneName(after)} Dark Arts card effects are now unlocked, and the ${before} Event Deck is no longer used.`;
}

export const GIVE_MARKERS_BACK = 'Give every House Marker back to its owner.';

export const FINAL_HAND_SENTENCE =
  'Final hand: the marker is on the last space, so the final hand begins. Everyone draws back up to five cards and nobody may Replenish again. Reaching this space does not win or end the game: play on.';

/** The red Progress Token taken with the Location Card on arriving at the last space. */
function forcedRedTokenSentences(
  layout: PathLayout,
  before: PathState,
  after: PathState,
): string[] {
  if (!after.tokens.red || before.tokens.red || after.locationRequirement === null) return [];
  const sentences = [
    `On the last space the Dark Arts Player must take the red Progress Token with the Location Card: ${pawns(after.locationRequirement)} needed.`,
  ];
  if (layout.spaces[after.position]?.event) {
    sentences.push(
      'Taking it is their choice for this Event Space, so the event effect is not used as well.',
    );
  }
  return sentences;
}

/** What the table does on the Event Space the marker now waits on. */
export function eventPromptSentence(layout: PathLayout, state: PathState): string {
  const zone = (state.pending as { zone: Zone }).zone;
  const choice = state.tokens[zone]
    ? `uses its effect (the ${zone} Progress Token is already taken)`
    : pathInfo(layout, state).mustTakeToken
      ? `must take the ${zone} Progress Token, as this is the zone's last Event Space`
      : `chooses its effect or the ${zone} Progress Token`;
  return `Event Space: draw the top ${zone} Event Card. House Players carry out their part first if they can; then the Dark Arts Player ${choice}.`;
}

/** Everything that follows from the marker moving one space from `before` to `after`. */
export function narrateAdvance(
  layout: PathLayout,
  before: PathState,
  after: PathState,
  cause: AdvanceCause,
): string {
  const zone = layout.spaces[after.position]?.zone as Zone;
  const zoneBefore = layout.spaces[before.position]?.zone as Zone;
  const parts = [
    `${CAUSE_LABELS[cause]}: the Dark Arts Marker moved forward to space ${after.position + 1} of ${layout.spaces.length}, in the ${zone} zone.`,
  ];
  if (zoneBefore !== zone) parts.push(zoneChangeSentence(zoneBefore, zone));
  if (cause === 'all-house-markers') parts.push(GIVE_MARKERS_BACK);
  if (after.pending) parts.push(eventPromptSentence(layout, after));
  parts.push(...forcedRedTokenSentences(layout, before, after));
  if (pathInfo(layout, after).finalHand) parts.push(FINAL_HAND_SENTENCE);
  return parts.join(' ');
}

/** The Dark Arts Player's choice on an Event Space. */
export function narrateDecision(before: PathState, after: PathState, choice: EventChoice): string {
  const zone = before.pending?.zone as Zone;
  if (choice === 'effect') return `The Dark Arts Player used the ${zone} event effect.`;
  const took = `The Dark Arts Player took the ${zone} Progress Token.`;
  return zone === 'red' && after.locationRequirement !== null
    ? `${took} Location Card taken: ${pawns(after.locationRequirement)} needed at the Dark Arts Player Location.`
    : took;
}

export function narrateMove(
  layout: PathLayout,
  move: PathMove,
  before: PathState,
  after: PathState,
): string {
  return move.kind === 'advance'
    ? narrateAdvance(layout, before, after, move.cause)
    : narrateDecision(before, after, move.choice);
}

/** One line of the move history (also names the move that "Undo" takes back). */
export function historyLabel(layout: PathLayout, entry: PathHistoryEntry): string {
  const { move, before } = entry;
  if (move.kind === 'advance') {
    const label = `Space ${before.position + 2}: ${CAUSE_IN_SENTENCE[move.cause]}`;
    let after: PathState | null = null;
    try {
      after = advance(layout, before, move.cause);
    } catch {
      // A history entry always replays; this only guards the label.
    }
    return after && after.tokens.red && !before.tokens.red && after.locationRequirement !== null
      ? `${label}; red Progress Token taken with the Location Card (${pawns(after.locationRequirement)})`
      : label;
  }
  const zone = before.pending?.zone ?? '';
  const space = `Space ${before.position + 1}`;
  if (move.choice === 'effect') return `${space}: ${zone} event effect used`;
  return zone === 'red'
    ? `${space}: red Progress Token taken with the Location Card (${pawns(requirementAt(layout, before.position))})`
    : `${space}: ${zone} Progress Token taken`;
}

/**
 * A move in a few words, for the game's undo announcement ("Undid: marker moved to space 7"): an
 * advance names the space the marker moved to, an event choice what the Dark Arts Player did.
 */
export function moveSummary(entry: PathHistoryEntry): string {
  const { move, before } = entry;
  const space = before.position + 1;
  if (move.kind === 'advance') return `marker moved to space ${space + 1}`;
  const zone = before.pending?.zone ?? '';
  return move.choice === 'effect'
    ? `${zone} event effect used on space ${space}`
    : `${zone} Progress Token taken on space ${space}`;
}

/** The last move taken back: `entry` is the history entry undone. */
export function narrateUndo(layout: PathLayout, entry: PathHistoryEntry): string {
  const waiting = entry.before.pending
    ? ` The ${entry.before.pending.zone} event there waits for the Dark Arts Player's choice again.`
    : '';
  return `Undone: ${historyLabel(layout, entry)}. The marker is on space ${entry.before.position + 1}.${waiting}`;
}

export const RESTART_SENTENCE =
  'The path starts again: the marker is on the first space, no tokens taken.';

/**
 * What changed between two versions of a shared path, for a widget that did not make the change:
 * one move more, one undone, or a new path; '' when nothing moved.
 */
export function narrateSessionChange(
  layout: PathLayout,
  seen: PathSession,
  path: PathSession,
): string {
  if (path.history.length === seen.history.length + 1) {
    const entry = path.history.at(-1) as PathHistoryEntry;
    return narrateMove(layout, entry.move, entry.before, path.state);
  }
  if (path.history.length === seen.history.length - 1) {
    return `Last move undone. The marker is on space ${path.state.position + 1}.`;
  }
  if (path.state !== seen.state)
    return `The path was updated. The marker is on space ${path.state.position + 1}.`;
  return '';
}

/** What to do with the marker by hand, for a turn checklist outside a game. */
export function markerInstructions(cause: 'house-replenish' | 'all-house-markers'): string {
  return cause === 'all-house-markers'
    ? 'Now move the Dark Arts Marker forward one space and give every House Marker back to its owner. If the marker lands on an Event Space, resolve that event before play goes on.'
    : 'Now move the Dark Arts Marker forward one space. If it lands on an Event Space, resolve that event before play goes on.';
}

/** The marker cannot advance while the event on its space waits for the Dark Arts Player. */
export function markerWaitsForEvent(zone: Zone): string {
  return `The Dark Arts Marker cannot move yet: the ${zone} event on its space still waits for the Dark Arts Player's choice. Resolve it on the path, then press the button again.`;
}

export function markerDidNotMove(reason: string): string {
  return `The Dark Arts Marker did not move: ${reason}.`;
}

export const MARKER_MOVE_UNDONE =
  'That marker move was undone on the path. Press the button again when the marker should move.';
