import fc from 'fast-check';
import { RulesError } from '../../src/rules/errors.js';
import { parseLayout } from '../../src/rules/path.js';
import { sessionMove, startSession } from '../../src/game/path-session.js';
import type { PathMove, PathSession } from '../../src/game/path-session.js';

/** Any move on the path, legal or not. */
export const pathMove: fc.Arbitrary<PathMove> = fc.oneof(
  fc
    .constantFrom('house-replenish', 'event', 'all-house-markers')
    .map((cause) => ({ kind: 'advance' as const, cause })),
  fc.constantFrom('effect', 'token').map((choice) => ({ kind: 'decide' as const, choice })),
);

/** A session on `notation` walked with the moves the rules allow among `moves`, the rest skipped. */
export function walkLegal(notation: string, moves: readonly PathMove[]): PathSession {
  const layout = parseLayout(notation);
  let session = startSession(layout);
  for (const move of moves) {
    try {
      session = sessionMove(layout, session, move);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
    }
  }
  return session;
}
