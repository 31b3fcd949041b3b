import { RulesError } from '../rules/errors.js';
import { fail } from '../rules/validate.js';
import { savedGameMessages } from './saved-game.messages.js';
import {
  ADVANCE_CAUSES,
  EVENT_CHOICES,
  advance,
  decide,
  initialPath,
  parseLayout,
  pathInfo,
  requireState,
} from '../rules/path.js';
import type { AdvanceCause, EventChoice, PathInfo, PathLayout, PathState } from '../rules/types.js';

/** One user move on the Dark Arts path, kept so that it can be listed and undone. */
export type PathMove =
  { kind: 'advance'; cause: AdvanceCause } | { kind: 'decide'; choice: EventChoice };

export interface PathHistoryEntry {
  move: PathMove;
  /** Position the move started from and the state before it, for undo. */
  before: PathState;
}

/** A walk along one layout: the current state and how it got there. */
export interface PathSession {
  layout: string;
  state: PathState;
  history: PathHistoryEntry[];
}

/** Longest history kept in storage or a link; a longer one is not a real game. */
export const MAX_HISTORY = 1000;

/** `pathInfo` of a session's state, or `null` when the rules core rejects its layout or state. */
export function sessionInfo(session: PathSession): PathInfo | null {
  try {
    return pathInfo(parseLayout(session.layout), session.state);
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
}

export function startSession(layout: PathLayout): PathSession {
  return { layout: layout.notation, state: initialPath(layout), history: [] };
}

export function sessionMove(layout: PathLayout, session: PathSession, move: PathMove): PathSession {
  const state =
    move.kind === 'advance'
      ? advance(layout, session.state, move.cause)
      : decide(layout, session.state, move.choice);
  return { ...session, state, history: [...session.history, { move, before: session.state }] };
}

export function sessionUndo(session: PathSession): PathSession {
  const last = session.history.at(-1);
  if (!last) return session;
  return { ...session, state: last.before, history: session.history.slice(0, -1) };
}

/** A session in its compact, replayable form: where the walk started and the moves made since. */
export interface SessionRecord {
  layout: string;
  start: PathState;
  moves: PathMove[];
}

export function sessionRecord(session: PathSession): SessionRecord {
  return {
    layout: session.layout,
    start: session.history[0]?.before ?? session.state,
    moves: session.history.map((entry) => entry.move),
  };
}

function requireMove(value: unknown, index: number): PathMove {
  const item = value as Record<string, unknown> | null;
  if (typeof item === 'object' && item !== null) {
    if (item.kind === 'advance' && (ADVANCE_CAUSES as readonly unknown[]).includes(item.cause)) {
      return { kind: 'advance', cause: item.cause as AdvanceCause };
    }
    if (item.kind === 'decide' && (EVENT_CHOICES as readonly unknown[]).includes(item.choice)) {
      return { kind: 'decide', choice: item.choice as EventChoice };
    }
  }
  return fail('session-move', savedGameMessages, 'saved-game.error.session-move', {
    position: index + 1,
  });
}

/**
 * Rebuilds a session from a record read back from storage or a link, replaying every move through
 * the rules core, so nothing the rules forbid can come back. Throws `RulesError` on any defect.
 */
export function sessionFromRecord(value: unknown): PathSession {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('session-type', savedGameMessages, 'saved-game.error.saved-path');
  }
  const record = value as Record<string, unknown>;
  const layout = parseLayout(record.layout as string);
  const start = requireState(layout, record.start);
  const moves = record.moves;
  if (!Array.isArray(moves) || moves.length > MAX_HISTORY) {
    fail('session-moves', savedGameMessages, 'saved-game.error.saved-moves', {
      count: MAX_HISTORY,
    });
  }
  let session: PathSession = { layout: layout.notation, state: start, history: [] };
  moves.forEach((move, index) => {
    session = sessionMove(layout, session, requireMove(move, index));
  });
  return session;
}

function sameState(a: PathState, b: PathState): boolean {
  return (
    a.position === b.position &&
    a.tokens.white === b.tokens.white &&
    a.tokens.orange === b.tokens.orange &&
    a.tokens.red === b.tokens.red &&
    a.locationRequirement === b.locationRequirement &&
    (a.pending?.zone ?? null) === (b.pending?.zone ?? null)
  );
}

/**
 * Checks a whole session handed over by a widget or a host: its layout, its state and a history
 * that replays to that state. Returns the rebuilt session; throws `RulesError` otherwise.
 */
export function requireSession(value: unknown): PathSession {
  if (typeof value !== 'object' || value === null) {
    fail('session-type', savedGameMessages, 'saved-game.error.session-type');
  }
  const session = value as Partial<PathSession>;
  if (!Array.isArray(session.history)) {
    fail('session-type', savedGameMessages, 'saved-game.error.session-history-list');
  }
  const layout = parseLayout(session.layout as string);
  const state = requireState(layout, session.state);
  const rebuilt = sessionFromRecord({
    layout: layout.notation,
    start: session.history[0]?.before ?? state,
    moves: session.history.map((entry) => entry?.move),
  });
  if (!sameState(rebuilt.state, state)) {
    fail('session-history', savedGameMessages, 'saved-game.error.session-history');
  }
  return rebuilt;
}
