import fc from 'fast-check';
import { RulesError } from '../../src/rules/errors.js';
import { parseLayout } from '../../src/rules/path.js';
import { SIDES } from '../../src/rules/constants.js';
import { setupFor } from '../../src/rules/setup.js';
import { turnActions, turnPlan } from '../../src/rules/turns.js';
import type { Action, LocationRequirement, Side } from '../../src/rules/types.js';
import type { WidgetStates } from '../../src/model/widget-state.js';
import { sessionMove, startSession } from '../../src/model/path-session.js';
import type { PathMove, PathSession } from '../../src/model/path-session.js';

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

/** Any widget states a game on `path` can hold: setup ticks, a turn (its marker move on `path`), victory entries. */
export function widgetStatesOn(path: PathSession): fc.Arbitrary<WidgetStates> {
  const turn = fc
    .constantFrom<Side>(...SIDES)
    .chain((side) =>
      fc
        .constantFrom<Action | null>(null, ...turnActions(side).map((option) => option.id))
        .map((action) => ({ side, action })),
    )
    .chain(({ side, action }) => {
      const steps = action === null ? [] : turnPlan(side, action).steps.map((step) => step.id);
      return fc.record({
        side: fc.constant(side),
        action: fc.constant(action),
        ticks: fc.subarray(steps),
        markerMovedAt:
          action === null || path.history.length === 0
            ? fc.constant(null)
            : fc.option(fc.integer({ min: 1, max: path.history.length }), { nil: null }),
        seat: fc.integer({ min: 0, max: 4 }),
        round: fc.integer({ min: 1, max: 999 }),
      });
    });
  const houseEntry = fc.record({ inPlay: fc.boolean(), shields: fc.integer({ min: 0, max: 2 }) });
  const victory = fc.record({
    form: fc.record({
      houses: fc.record({
        gryffindor: houseEntry,
        hufflepuff: houseEntry,
        ravenclaw: houseEntry,
        slytherin: houseEntry,
      }),
      progressTokens: fc.integer({ min: 0, max: 3 }),
      locationRequirement: fc.constantFrom<LocationRequirement | null>(null, 1, 2, 3),
      pawnsAtLocation: fc.integer({ min: 0, max: 7 }),
      finalHand: fc.boolean(),
      everyoneOutOfCards: fc.boolean(),
    }),
    local: fc.record({ houses: fc.boolean(), path: fc.boolean(), finalHand: fc.boolean() }),
  });
  return fc.record({
    setupTicks: fc.subarray(setupFor(4).steps.map((step) => step.id)),
    turn,
    victory: fc.option(victory, { nil: null }),
  });
}
