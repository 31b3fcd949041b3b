import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { RulesError, parseLayout, pathStateAt } from '../../src/rules.js';
import {
  MAX_HISTORY,
  requireSession,
  sessionFromRecord,
  sessionInfo,
  sessionMove,
  sessionRecord,
  sessionUndo,
  startSession,
} from '../../src/model/path-session.js';
import { layoutNotation } from '../rules/arbitraries.js';
import { pathMove, walkLegal } from './helpers.js';
import { RUNS, expectRulesError } from '../rules/helpers.js';

describe('path sessions', () => {
  it('round-trip through their record, replaying every move (property)', () => {
    fc.assert(
      fc.property(layoutNotation, fc.array(pathMove, { maxLength: 80 }), (notation, moves) => {
        const session = walkLegal(notation, moves);
        const record = JSON.parse(JSON.stringify(sessionRecord(session)));
        const back = sessionFromRecord(record);
        expect(back.state).to.deep.equal(session.state);
        expect(back.history).to.deep.equal(session.history);
        expect(requireSession(session).state).to.deep.equal(session.state);
      }),
      { numRuns: Math.min(RUNS, 300) },
    );
  });

  it('publishes pathInfo of a valid session and null for one the core rejects', () => {
    const layout = parseLayout('wW oO rRRr');
    const session = sessionMove(layout, startSession(layout), { kind: 'advance', cause: 'event' });
    expect(sessionInfo(session)).to.deep.include({
      zone: 'white',
      onEventSpace: true,
      finalHand: false,
    });
    expect(sessionInfo({ ...session, layout: 'nope' })).to.equal(null);
    expect(sessionInfo({ ...session, state: { ...session.state, position: 99 } })).to.equal(null);
  });

  it('undo walks back to the start, one move at a time (property)', () => {
    fc.assert(
      fc.property(layoutNotation, fc.array(pathMove, { maxLength: 60 }), (notation, moves) => {
        let session = walkLegal(notation, moves);
        const states = [session.state];
        while (session.history.length > 0) {
          const before = session.history.at(-1)?.before;
          session = sessionUndo(session);
          expect(session.state).to.equal(before);
          states.push(session.state);
        }
        expect(session.state).to.deep.equal(startSession(parseLayout(notation)).state);
        expect(sessionUndo(session)).to.equal(session);
      }),
      { numRuns: Math.min(RUNS, 300) },
    );
  });

  const layout = parseLayout('wW oO rRRr');
  const start = startSession(layout);
  const corrupt: [string, unknown, string][] = [
    ['null', null, 'session-type'],
    ['a list', [], 'session-type'],
    ['a bad layout', { layout: 'q', start: start.state, moves: [] }, 'layout-letter'],
    [
      'a start state off the layout',
      { layout: 'wW oO rRRr', start: { ...start.state, position: 40 }, moves: [] },
      'state-position',
    ],
    [
      'an unreachable start state',
      {
        layout: 'wW oO rRRr',
        start: { ...start.state, tokens: { white: false, orange: true, red: false } },
        moves: [],
      },
      'state-inconsistent',
    ],
    [
      'moves that are not a list',
      { layout: 'wW oO rRRr', start: start.state, moves: {} },
      'session-moves',
    ],
    [
      'too many moves',
      {
        layout: 'wW oO rRRr',
        start: start.state,
        moves: Array.from({ length: MAX_HISTORY + 1 }, () => ({ kind: 'advance', cause: 'event' })),
      },
      'session-moves',
    ],
    [
      'a move with an unknown cause',
      { layout: 'wW oO rRRr', start: start.state, moves: [{ kind: 'advance', cause: 'wind' }] },
      'session-move',
    ],
    [
      'a move the rules forbid',
      {
        layout: 'wW oO rRRr',
        start: start.state,
        moves: [
          { kind: 'advance', cause: 'event' },
          { kind: 'advance', cause: 'event' },
        ],
      },
      'event-pending',
    ],
  ];
  for (const [name, value, code] of corrupt) {
    it(`rejects a record with ${name} as a RulesError (${code})`, () => {
      expectRulesError(() => sessionFromRecord(value), code);
    });
  }

  it('rejects a session whose history does not lead to its state', () => {
    const moved = sessionMove(layout, start, { kind: 'advance', cause: 'event' });
    expectRulesError(
      () => requireSession({ ...moved, state: pathStateAt(layout, 2) }),
      'session-history',
    );
    expectRulesError(() => requireSession({ ...moved, history: 'none' }), 'session-type');
    expectRulesError(() => requireSession(7), 'session-type');
  });

  it('throws only RulesError for any value (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const run of [() => sessionFromRecord(value), () => requireSession(value)]) {
          try {
            run();
          } catch (error) {
            expect(error).to.be.instanceOf(RulesError);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
