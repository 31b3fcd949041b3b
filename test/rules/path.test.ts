import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  ADVANCE_CAUSES,
  ADVANCE_CAUSE_RULES,
  DEFAULT_LAYOUT,
  advance,
  allowedChoices,
  decide,
  describePath,
  initialPath,
  parseLayout,
  pathInfo,
  pathStateAt,
  requireState,
  requirementAt,
} from '../../src/rules.js';
import { requireLayout } from '../../src/rules/path.js';
import type { AdvanceCause, EventChoice, PathLayout, PathState, Zone } from '../../src/rules.js';
import { layoutNotation, spacedLayout } from './arbitraries.js';
import { RUNS, expectPages, expectRulesError, rejectsWithRulesError } from './helpers.js';

/** Walks from the start with the given moves; every move must be legal. */
function walk(layout: PathLayout, moves: ('advance' | EventChoice)[]): PathState {
  return moves.reduce<PathState>(
    (state, move) =>
      move === 'advance' ? advance(layout, state, 'house-replenish') : decide(layout, state, move),
    initialPath(layout),
  );
}

describe('parseLayout', () => {
  it('parses the default layout, which satisfies every layout rule', () => {
    const layout = parseLayout(DEFAULT_LAYOUT);
    expect(layout.notation).to.equal('wwWwWoOoOorRrRrr');
    expect(layout.spaces).to.have.length(16);
    expect(layout.spaces[0]).to.deep.equal({ zone: 'white', event: false });
    expect(layout.spaces[2]).to.deep.equal({ zone: 'white', event: true });
    expect(layout.spaces[15]).to.deep.equal({ zone: 'red', event: false });
    expect(Object.isFrozen(layout.spaces)).to.equal(true);
  });

  it('ignores white space', () => {
    expect(parseLayout(' w W\n o O\t r R r R r ').notation).to.equal('wWoOrRrRr');
  });

  it('names the position and the allowed letters for a wrong letter', () => {
    const error = expectRulesError(() => parseLayout('wW oX rRrRr'), 'layout-letter');
    expect(error.message).to.contain('space 4').and.contain('character 5').and.contain('"X"');
    expect(error.message).to.contain('w, o, r').and.contain('W, O, R');
  });

  it('rejects an empty layout', () => {
    expectRulesError(() => parseLayout(''), 'layout-empty');
    expectRulesError(() => parseLayout('  \n'), 'layout-empty');
  });

  it('rejects zones out of order', () => {
    expect(expectRulesError(() => parseLayout('wWoOwrRrRr'), 'layout-order').message).to.contain(
      'space 5',
    );
    expectRulesError(() => parseLayout('oOwWrRrRr'), 'layout-order');
  });

  it('needs an ordinary first space, where the marker starts', () => {
    expect(
      expectRulesError(() => parseLayout('WwWoOrRrRr'), 'layout-first-event').message,
    ).to.contain('space 1');
  });

  it('rejects a missing zone or a zone without an Event Space', () => {
    expectRulesError(() => parseLayout('wWrRrRr'), 'layout-zone-missing');
    expectRulesError(() => parseLayout('wwoOrRrRr'), 'layout-zone-no-event');
    expectRulesError(() => parseLayout('wWoorRrRr'), 'layout-zone-no-event');
  });

  it('needs two red Event Spaces before the last space', () => {
    expectRulesError(() => parseLayout('wWoOrRr'), 'layout-red-events');
    expectRulesError(() => parseLayout('wWoOrrR'), 'layout-red-events');
    expectRulesError(() => parseLayout('wWoOrRR'), 'layout-red-events');
    expect(parseLayout('wWoORRr').spaces).to.have.length(7);
    expect(parseLayout('wWoORRR').spaces).to.have.length(7);
  });

  it('rejects anything but a string, and absurdly long layouts', () => {
    for (const bad of [null, undefined, 5, {}, ['w'], true])
      expectRulesError(() => parseLayout(bad as string), 'layout-type');
    expectRulesError(() => parseLayout(`wWoO${'r'.repeat(300)}RRr`), 'layout-length');
  });

  it('accepts every generated valid layout, with or without white space (property)', () => {
    fc.assert(
      fc.property(spacedLayout, ({ notation, text }) => {
        const layout = parseLayout(text);
        return layout.notation === notation && layout.spaces.length === notation.length;
      }),
      { numRuns: RUNS },
    );
  });

  it('throws only RulesError for any other string or value (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.anything(), fc.stringMatching(/^[wWoOrRx ]{0,20}$/)),
        (text) => {
          try {
            parseLayout(text as string);
            return typeof text === 'string';
          } catch (error) {
            return rejectsWithRulesError(() => {
              throw error;
            });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('initialPath', () => {
  it('puts the marker on the first space with no tokens and nothing pending', () => {
    const state = initialPath(parseLayout(DEFAULT_LAYOUT));
    expect(state).to.deep.equal({
      position: 0,
      tokens: { white: false, orange: false, red: false },
      locationRequirement: null,
      pending: null,
    });
    expect(Object.isFrozen(state)).to.equal(true);
    expect(Object.isFrozen(state.tokens)).to.equal(true);
  });

  it('rejects anything that is not a layout', () => {
    expectRulesError(() => initialPath(DEFAULT_LAYOUT as unknown as PathLayout), 'layout-type');
    expectRulesError(() => initialPath({ notation: 'wWoOrRrRr', spaces: [] }), 'layout-mismatch');
    expectRulesError(() => initialPath({ notation: 'x', spaces: [] }), 'layout-letter');
  });

  it('accepts a plain copy of a parsed layout', () => {
    const copy = JSON.parse(JSON.stringify(parseLayout('wWoOrRrRr'))) as PathLayout;
    expect(initialPath(copy).position).to.equal(0);
  });
});

describe('advance', () => {
  const layout = parseLayout('wWw oOo rRrRr');

  it('moves one space for each of the three causes (p. 22)', () => {
    for (const cause of ADVANCE_CAUSES) {
      expect(advance(layout, initialPath(layout), cause).position).to.equal(1);
    }
    expect(Object.keys(ADVANCE_CAUSE_RULES)).to.deep.equal([
      'house-replenish',
      'event',
      'all-house-markers',
    ]);
    for (const cause of ADVANCE_CAUSES) expectPages(ADVANCE_CAUSE_RULES[cause].pages);
  });

  it('returns a new frozen state and leaves the old one alone', () => {
    const start = initialPath(layout);
    const next = advance(layout, start, 'event');
    expect(next).to.not.equal(start);
    expect(start.position).to.equal(0);
    expect(Object.isFrozen(next)).to.equal(true);
  });

  it('has nothing to resolve on an ordinary space', () => {
    const state = walk(layout, ['advance', 'token', 'advance']);
    expect(state.position).to.equal(2);
    expect(state.pending).to.equal(null);
  });

  it('leaves an event pending on an Event Space, in that space\u2019s colour', () => {
    expect(walk(layout, ['advance']).pending).to.deep.equal({ zone: 'white' });
    expect(
      walk(layout, ['advance', 'token', 'advance', 'advance', 'advance']).pending,
    ).to.deep.equal({ zone: 'orange' });
  });

  it('refuses to move while an event is pending', () => {
    const state = walk(layout, ['advance']);
    expect(
      expectRulesError(() => advance(layout, state, 'house-replenish'), 'event-pending').message,
    ).to.contain('white');
  });

  it('takes the red token with requirement 1 on reaching the last space without a Location Card (pp. 22-23)', () => {
    const state = walk(layout, [
      'advance',
      'token',
      'advance',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'effect',
      'advance',
    ]);
    expect(state.position).to.equal(10);
    expect(state.tokens).to.deep.equal({ white: true, orange: true, red: true });
    expect(state.locationRequirement).to.equal(1);
    expect(state.pending).to.equal(null);
    expect(pathInfo(layout, state).finalHand).to.equal(true);
  });

  it('keeps an earlier requirement on reaching the last space', () => {
    const state = walk(layout, [
      'advance',
      'token',
      'advance',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
    ]);
    expect(state.locationRequirement).to.equal(3);
  });

  it('refuses to move past the last space', () => {
    const state = pathStateAt(layout, 10);
    expectRulesError(() => advance(layout, state, 'event'), 'path-end');
  });

  it('on a last space that is an Event Space, draws its event first, then forces the Location Card as the choice (pp. 22-23)', () => {
    const eventEnd = parseLayout('wW oO rRRR');
    let state = walk(eventEnd, [
      'advance',
      'token',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'effect',
      'advance',
    ]);
    // The event waits: the House Players resolve their part before the card is taken.
    expect(state.position).to.equal(7);
    expect(state.pending).to.deep.equal({ zone: 'red' });
    expect(state.tokens.red).to.equal(false);
    expect(state.locationRequirement).to.equal(null);
    expect(requireState(eventEnd, state)).to.deep.equal(state);
    expect(pathInfo(eventEnd, state)).to.include({
      finalHand: true,
      onEventSpace: true,
      mustTakeToken: true,
    });
    expect(allowedChoices(eventEnd, state)).to.deep.equal(['token']);
    expect(
      expectRulesError(() => decide(eventEnd, state, 'effect'), 'token-forced').message,
    ).to.contain('last space of the path');
    expectRulesError(() => advance(eventEnd, state, 'event'), 'event-pending');
    const notes = describePath(eventEnd, state).map((note) => note.text);
    expect(notes.join(' ')).to.contain('draw the top card of the red Event Deck');
    expect(notes.join(' ')).to.contain('must take the red Progress Token');
    state = decide(eventEnd, state, 'token');
    expect(state.tokens.red).to.equal(true);
    expect(state.locationRequirement).to.equal(1);
    expect(state.pending).to.equal(null);
    expectRulesError(() => advance(eventEnd, state, 'event'), 'path-end');
    const unresolved = {
      ...state,
      tokens: { ...state.tokens, red: false },
      locationRequirement: null,
    };
    expectRulesError(() => requireState(eventEnd, unresolved), 'state-inconsistent');
  });

  it('on a last Event Space reached with the red token already taken, leaves its event for the effect only', () => {
    const eventEnd = parseLayout('wW oO rRRR');
    let state = walk(eventEnd, [
      'advance',
      'token',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'token',
      'advance',
      'effect',
      'advance',
    ]);
    expect(state.position).to.equal(7);
    expect(state.locationRequirement).to.equal(3);
    expect(state.pending).to.deep.equal({ zone: 'red' });
    expect(allowedChoices(eventEnd, state)).to.deep.equal(['effect']);
    expectRulesError(() => decide(eventEnd, state, 'token'), 'token-taken');
    state = decide(eventEnd, state, 'effect');
    expect(state.pending).to.equal(null);
    expect(state.locationRequirement).to.equal(3);
  });

  it('rejects a bad cause', () => {
    const layoutStart = initialPath(layout);
    for (const bad of ['dark-arts-replenish', '', null, 3]) {
      expectRulesError(() => advance(layout, layoutStart, bad as AdvanceCause), 'cause');
    }
  });
});

describe('decide', () => {
  const layout = parseLayout('wWwW oOoO rRrRr');

  it('takes the zone\u2019s Progress Token with "token"', () => {
    const state = walk(layout, ['advance', 'token']);
    expect(state.tokens).to.deep.equal({ white: true, orange: false, red: false });
    expect(state.pending).to.equal(null);
  });

  it('uses the effect with "effect" while the token may still wait', () => {
    const state = walk(layout, ['advance', 'effect']);
    expect(state.tokens.white).to.equal(false);
    expect(state.pending).to.equal(null);
  });

  it('forces the token on the last Event Space of the white zone', () => {
    const state = walk(layout, ['advance', 'effect', 'advance', 'advance']);
    expect(pathInfo(layout, state).mustTakeToken).to.equal(true);
    expect(allowedChoices(layout, state)).to.deep.equal(['token']);
    expect(
      expectRulesError(() => decide(layout, state, 'effect'), 'token-forced').message,
    ).to.contain('white');
    expect(decide(layout, state, 'token').tokens.white).to.equal(true);
  });

  it('forces the token on the last Event Space of the orange zone', () => {
    const state = walk(layout, [
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
    ]);
    expect(state.pending).to.deep.equal({ zone: 'orange' });
    expectRulesError(() => decide(layout, state, 'effect'), 'token-forced');
  });

  it('allows only the effect once the zone\u2019s token is taken', () => {
    const state = walk(layout, ['advance', 'token', 'advance', 'advance']);
    expect(pathInfo(layout, state).mustTakeToken).to.equal(false);
    expect(allowedChoices(layout, state)).to.deep.equal(['effect']);
    expectRulesError(() => decide(layout, state, 'token'), 'token-taken');
  });

  it('sets requirement 3 at the first red Event Space (p. 22)', () => {
    const base = [
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
    ] as const;
    const state = walk(layout, [...base, 'token']);
    expect(state.position).to.equal(9);
    expect(state.tokens.red).to.equal(true);
    expect(state.locationRequirement).to.equal(3);
  });

  it('sets requirement 2 at a later red Event Space, and never lowers it afterwards (pp. 22-23)', () => {
    const base = [
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
    ] as const;
    const state = walk(layout, [...base, 'token']);
    expect(state.position).to.equal(11);
    expect(state.locationRequirement).to.equal(2);
    const end = advance(layout, state, 'house-replenish');
    expect(end.locationRequirement).to.equal(2);
    expect(pathInfo(layout, end).finalHand).to.equal(true);
  });

  it('lets the red token wait until the last space', () => {
    const state = walk(layout, [
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'effect',
      'advance',
      'advance',
      'effect',
    ]);
    expect(state.tokens.red).to.equal(false);
    expect(advance(layout, state, 'event').locationRequirement).to.equal(1);
  });

  it('refuses to decide with no event pending, or with a bad choice', () => {
    const start = initialPath(layout);
    expectRulesError(() => decide(layout, start, 'token'), 'no-event-pending');
    const pending = walk(layout, ['advance']);
    for (const bad of ['both', '', null, 1])
      expectRulesError(() => decide(layout, pending, bad as EventChoice), 'choice');
  });

  it('gives the requirement each red space would set', () => {
    expect([9, 11, 12].map((position) => requirementAt(layout, position))).to.deep.equal([3, 2, 1]);
  });

  it('refuses a requirement where the red token cannot be taken, or off the path', () => {
    for (const position of [0, 1, 8, 10]) {
      expect(
        expectRulesError(() => requirementAt(layout, position), 'requirement-position').message,
      ).to.contain(`space ${position + 1}`);
    }
    for (const bad of [-1, 13, 9.5, Number.NaN, '9', null])
      expectRulesError(() => requirementAt(layout, bad as number), 'state-position');
    expectRulesError(() => requirementAt('wWoOrRrRr' as unknown as PathLayout, 5), 'layout-type');
  });
});

describe('pathInfo', () => {
  const layout = parseLayout('wWw oOo rRrRr');

  it('unlocks white from the start, orange from the first orange space, red from the first red (p. 21)', () => {
    const unlockedAt = (position: number) =>
      pathInfo(layout, pathStateAt(layout, position)).unlocked;
    expect(unlockedAt(0)).to.deep.equal(['white']);
    expect(unlockedAt(2)).to.deep.equal(['white']);
    expect(unlockedAt(3)).to.deep.equal(['white', 'orange']);
    expect(unlockedAt(6)).to.deep.equal(['white', 'orange', 'red']);
    expect(unlockedAt(10)).to.deep.equal(['white', 'orange', 'red']);
  });

  it('reports the zone, Event Space and final hand', () => {
    expect(pathInfo(layout, initialPath(layout))).to.deep.equal({
      zone: 'white',
      unlocked: ['white'],
      finalHand: false,
      onEventSpace: false,
      mustTakeToken: false,
    });
    const onEvent = pathInfo(layout, walk(layout, ['advance']));
    expect(onEvent.onEventSpace).to.equal(true);
    expect(onEvent.mustTakeToken).to.equal(true);
    const end = pathInfo(layout, pathStateAt(layout, 10));
    expect(end.zone).to.equal('red');
    expect(end.finalHand).to.equal(true);
  });
});

describe('pathStateAt', () => {
  const layout = parseLayout('wWw oOo rRrRr');

  it('takes the tokens of the zones already left and leaves nothing pending', () => {
    expect(pathStateAt(layout, 0).tokens).to.deep.equal({
      white: false,
      orange: false,
      red: false,
    });
    expect(pathStateAt(layout, 2).tokens).to.deep.equal({ white: true, orange: false, red: false });
    expect(pathStateAt(layout, 4).tokens).to.deep.equal({ white: true, orange: true, red: false });
    expect(pathStateAt(layout, 7).tokens).to.deep.equal({ white: true, orange: true, red: false });
    expect(pathStateAt(layout, 10)).to.deep.equal({
      position: 10,
      tokens: { white: true, orange: true, red: true },
      locationRequirement: 1,
      pending: null,
    });
  });

  it('rejects positions off the path', () => {
    for (const bad of [-1, 11, 1.5, Number.NaN, '3', null])
      expectRulesError(() => pathStateAt(layout, bad as number), 'state-position');
  });
});

describe('state checks', () => {
  const layout = parseLayout('wWw oOo rRrRr');
  const valid = pathStateAt(layout, 4);
  const withChanges = (changes: Partial<PathState>): PathState => ({ ...valid, ...changes });

  const cases: [string, PathState, string][] = [
    ['a position past the end', withChanges({ position: 11 }), 'state-position'],
    ['a negative position', withChanges({ position: -1 }), 'state-position'],
    ['a fractional position', withChanges({ position: 4.5 }), 'state-position'],
    [
      'a later zone without an earlier token',
      withChanges({ tokens: { white: false, orange: false, red: false } }),
      'state-inconsistent',
    ],
    [
      'a token of a zone not reached',
      withChanges({ tokens: { white: true, orange: true, red: true }, locationRequirement: 3 }),
      'state-inconsistent',
    ],
    [
      'a requirement without the red token',
      { ...pathStateAt(layout, 8), locationRequirement: 2 },
      'state-inconsistent',
    ],
    [
      'the red token without a requirement',
      { ...pathStateAt(layout, 8), tokens: { white: true, orange: true, red: true } },
      'state-inconsistent',
    ],
    [
      'a requirement of 2 set before the second red Event Space',
      {
        ...pathStateAt(layout, 7),
        tokens: { white: true, orange: true, red: true },
        locationRequirement: 2,
      },
      'state-inconsistent',
    ],
    [
      'requirement 1 before the last space',
      {
        ...pathStateAt(layout, 9),
        tokens: { white: true, orange: true, red: true },
        locationRequirement: 1,
      },
      'state-inconsistent',
    ],
    [
      'the last space without the red token',
      {
        ...pathStateAt(layout, 10),
        tokens: { white: true, orange: true, red: false },
        locationRequirement: null,
      },
      'state-inconsistent',
    ],
    [
      'a pending event on an ordinary space',
      { ...pathStateAt(layout, 5), pending: { zone: 'orange' } },
      'state-inconsistent',
    ],
    [
      'a pending event of another colour',
      {
        ...pathStateAt(layout, 1),
        tokens: { white: false, orange: false, red: false },
        pending: { zone: 'red' },
      },
      'state-inconsistent',
    ],
    [
      'a passed last white Event Space without its token',
      { ...pathStateAt(layout, 2), tokens: { white: false, orange: false, red: false } },
      'state-inconsistent',
    ],
    ['a requirement of 4', withChanges({ locationRequirement: 4 as 1 }), 'state-type'],
    [
      'a token that is not a boolean',
      withChanges({
        tokens: { white: 1, orange: false, red: false } as unknown as Record<Zone, boolean>,
      }),
      'state-type',
    ],
    [
      'a pending zone that does not exist',
      withChanges({ pending: { zone: 'blue' as Zone } }),
      'state-type',
    ],
    [
      'no tokens at all',
      withChanges({ tokens: null as unknown as Record<Zone, boolean> }),
      'state-type',
    ],
  ];

  for (const [name, state, code] of cases) {
    it(`rejects ${name} in advance, decide and pathInfo`, () => {
      expectRulesError(() => advance(layout, state, 'event'), code);
      expectRulesError(() => decide(layout, state, 'token'), code);
      expectRulesError(() => pathInfo(layout, state), code);
    });
  }

  it('rejects states that are not objects', () => {
    for (const bad of [null, undefined, 0, 'state', []])
      expectRulesError(() => pathInfo(layout, bad as unknown as PathState), 'state-type');
  });

  it('requireState checks its layout too, and returns a clean copy of a good state', () => {
    for (const bad of [null, 'wWoOrRrRr', {}, { notation: 'wWoO' }]) {
      expectRulesError(() => requireState(bad as unknown as PathLayout, valid));
    }
    const copy = requireState(layout, valid);
    expect(copy).to.deep.equal(valid);
    expect(copy).to.not.equal(valid);
  });
});

describe('describePath on a layout with more red Event Spaces than the guide names', () => {
  const layout = parseLayout('wW oO rRRRr');
  const atRed = (count: number) => {
    let state = walk(layout, [
      'advance',
      'token',
      'advance',
      'advance',
      'token',
      'advance',
      'advance',
    ]);
    for (let index = 1; index < count; index += 1)
      state = advance(layout, decide(layout, state, 'effect'), 'event');
    return describePath(layout, state)
      .map((note) => note.text)
      .join(' ');
  };

  it('says, without an unnamed "guide", that the rules are silent on a third red Event Space', () => {
    expect(atRed(2))
      .to.contain('at 2 pawns')
      .and.contain('the rules say nothing about a third red Event Space');
    expect(atRed(3))
      .to.contain('at 2 pawns')
      .and.contain('The rules set three pawns at the first red Event Space, two at the next one')
      .and.contain('say nothing about a third red Event Space');
    expect(`${atRed(2)} ${atRed(3)}`).to.not.match(/\bguide\b/i);
  });
});

describe('describePath', () => {
  const layout = parseLayout('wWw oOo rRrRr');

  it('explains a pending event and the forced token', () => {
    const notes = describePath(layout, walk(layout, ['advance']));
    expect(notes.map((note) => note.text).join(' '))
      .to.match(/House Players/)
      .and.match(/has to be taken now/);
  });

  it('announces the requirement a red token would set, and the final hand', () => {
    const atFirstRed = describePath(layout, advance(layout, pathStateAt(layout, 6), 'event'));
    expect(atFirstRed.map((note) => note.text).join(' '))
      .to.contain('at 3 pawns')
      .and.contain('next red Event Space brings that down to two');
    const atSecondRed = describePath(
      layout,
      walk(layout, [
        'advance',
        'token',
        'advance',
        'advance',
        'advance',
        'token',
        'advance',
        'advance',
        'advance',
        'effect',
        'advance',
        'advance',
      ]),
    );
    const second = atSecondRed.map((note) => note.text).join(' ');
    expect(second)
      .to.contain('at 2 pawns')
      .and.contain('forced on the Dark Arts Player at the last space, at one pawn');
    expect(second, 'no later red Event Space to wait for').to.not.match(
      /later red Event Space lowers/,
    );
    const end = describePath(layout, pathStateAt(layout, 10));
    expect(end.map((note) => note.text).join(' '))
      .to.match(/Final hand/)
      .and.match(/Replenish/);
  });

  it('gives non-empty texts with ascending pages at every position (property)', () => {
    fc.assert(
      fc.property(
        layoutNotation.chain((notation) =>
          fc.tuple(fc.constant(notation), fc.nat({ max: notation.length - 1 })),
        ),
        ([notation, position]) => {
          const parsed = parseLayout(notation);
          const notes = describePath(parsed, pathStateAt(parsed, position));
          notes.forEach((note) => {
            expect(note.text.length).to.be.greaterThan(0);
            expectPages(note.pages);
          });
          return notes.length > 0;
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('random walks (property)', () => {
  type Move = { kind: 'advance'; cause: AdvanceCause } | { kind: 'decide'; choice: EventChoice };
  const move: fc.Arbitrary<Move> = fc.oneof(
    fc.constantFrom(...ADVANCE_CAUSES).map((cause) => ({ kind: 'advance' as const, cause })),
    fc
      .constantFrom<EventChoice>('effect', 'token')
      .map((choice) => ({ kind: 'decide' as const, choice })),
  );
  const zoneOrder: Zone[] = ['white', 'orange', 'red'];

  function expectPossible(layout: PathLayout, state: PathState, before: PathState): void {
    const last = layout.spaces.length - 1;
    expect(
      Number.isInteger(state.position) && state.position >= 0 && state.position <= last,
      'position in range',
    ).to.equal(true);
    const zone = layout.spaces[state.position]?.zone as Zone;
    zoneOrder.slice(0, zoneOrder.indexOf(zone)).forEach((earlier) => {
      expect(state.tokens[earlier], `${earlier} token taken before ${zone}`).to.equal(true);
    });
    zoneOrder
      .slice(zoneOrder.indexOf(zone) + 1)
      .forEach((later) => expect(state.tokens[later]).to.equal(false));
    expect(state.tokens.red, 'requirement goes with the red token').to.equal(
      state.locationRequirement !== null,
    );
    if (before.locationRequirement !== null)
      expect(state.locationRequirement, 'requirement kept').to.equal(before.locationRequirement);
    // At the end the red token is taken, unless the last space's event still waits (pp. 22-23).
    if (state.position === last && state.pending === null)
      expect(state.tokens.red, 'red token at the end').to.equal(true);
    if (state.pending !== null) {
      expect(layout.spaces[state.position]?.event).to.equal(true);
      expect(state.pending.zone).to.equal(zone);
    }
  }

  /**
   * The rules of pp. 21-23 written out again, independently of the core, straight from the layout
   * letters: what a move must do, or `null` when it is illegal.
   */
  function expectedAfter(notation: string, state: PathState, step: Move): PathState | null {
    const last = notation.length - 1;
    const zoneOf = (letter: string): Zone =>
      letter.toLowerCase() === 'w' ? 'white' : letter.toLowerCase() === 'o' ? 'orange' : 'red';
    const isEvent = (letter: string) => letter === letter.toUpperCase();
    if (step.kind === 'advance') {
      if (state.pending !== null || state.position === last) return null;
      const position = state.position + 1;
      const letter = notation[position] as string;
      // An ordinary last space forces the red token at once; an Event Space there draws its event
      // first (p. 22), and the forced token is then the Dark Arts choice for it (pp. 22-23).
      const takesRed = position === last && !state.tokens.red && !isEvent(letter);
      return {
        position,
        tokens: { ...state.tokens, red: state.tokens.red || takesRed },
        locationRequirement: takesRed ? 1 : state.locationRequirement,
        pending: isEvent(letter) ? { zone: zoneOf(letter) } : null,
      };
    }
    if (state.pending === null) return null;
    const zone = state.pending.zone;
    if (step.choice === 'token') {
      if (state.tokens[zone]) return null;
      const redEvents = [...notation.slice(0, last)].flatMap((letter, index) =>
        letter === 'R' ? [index] : [],
      );
      const requirement =
        zone !== 'red'
          ? state.locationRequirement
          : state.position === last
            ? 1
            : state.position === redEvents[0]
              ? 3
              : 2;
      return {
        position: state.position,
        tokens: { ...state.tokens, [zone]: true },
        locationRequirement: requirement,
        pending: null,
      };
    }
    if (zone === 'red' && !state.tokens.red && state.position === last) return null;
    const letter = zone === 'white' ? 'W' : 'O';
    const lastEventOfZone = notation.lastIndexOf(letter);
    if (zone !== 'red' && !state.tokens[zone] && state.position === lastEventOfZone) return null;
    return { ...state, tokens: { ...state.tokens }, pending: null };
  }

  /** Long walks: fast-check's default size would cut arrays to about ten moves, never reaching red. */
  const longWalk = fc.array(move, { minLength: 60, maxLength: 160, size: 'max' });

  it('follows the rules written out independently on every random walk (property)', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(layoutNotation, longWalk, (notation, moves) => {
        const layout = parseLayout(notation);
        let state = initialPath(layout);
        for (const step of moves) {
          if (state.locationRequirement !== null)
            reached.add(`requirement ${state.locationRequirement}`);
          if (state.pending !== null && pathInfo(layout, state).mustTakeToken)
            reached.add(`forced ${state.pending.zone}`);
          const expected = expectedAfter(notation, state, step);
          const run = () =>
            step.kind === 'advance'
              ? advance(layout, state, step.cause)
              : decide(layout, state, step.choice);
          if (expected === null) {
            expect(
              rejectsWithRulesError(run),
              `${JSON.stringify(step)} from ${JSON.stringify(state)} must be refused`,
            ).to.equal(true);
            continue;
          }
          const next = run();
          expect(next, `${JSON.stringify(step)} from ${JSON.stringify(state)}`).to.deep.equal(
            expected,
          );
          const choices = allowedChoices(layout, next);
          for (const choice of ['effect', 'token'] as const) {
            expect(choices.includes(choice), `allowedChoices ${choice}`).to.equal(
              expectedAfter(notation, next, { kind: 'decide', choice }) !== null,
            );
          }
          state = next;
        }
      }),
      { numRuns: RUNS },
    );
    // The walks must really get there, or the property above proves little.
    expect([...reached].sort()).to.include.members([
      'forced orange',
      'forced red',
      'forced white',
      'requirement 1',
      'requirement 2',
      'requirement 3',
    ]);
  });

  /** Every state reachable from the start, found with the independent rules above. */
  function reachable(notation: string): Set<string> {
    const key = (state: PathState) =>
      JSON.stringify([
        state.position,
        state.tokens.white,
        state.tokens.orange,
        state.tokens.red,
        state.locationRequirement,
        state.pending?.zone ?? null,
      ]);
    const start: PathState = {
      position: 0,
      tokens: { white: false, orange: false, red: false },
      locationRequirement: null,
      pending: null,
    };
    const seen = new Set<string>([key(start)]);
    const queue = [start];
    const moves: Move[] = [
      { kind: 'advance', cause: 'event' },
      { kind: 'decide', choice: 'effect' },
      { kind: 'decide', choice: 'token' },
    ];
    while (queue.length > 0) {
      const state = queue.pop() as PathState;
      for (const step of moves) {
        const next = expectedAfter(notation, state, step);
        if (next !== null && !seen.has(key(next))) {
          seen.add(key(next));
          queue.push(next);
        }
      }
    }
    return seen;
  }

  /**
   * The one leniency of `requireState`: with nothing waiting, the white or orange token of the
   * current zone may be marked taken before any Event Space of that zone was reached.
   */
  function earlyTokenOnly(notation: string, key: string, possible: Set<string>): boolean {
    const [position, white, orange, red, requirement, zone] = JSON.parse(key) as [
      number,
      boolean,
      boolean,
      boolean,
      number | null,
      string | null,
    ];
    if (zone !== null) return false;
    const letter = notation[position] as string;
    const current = letter.toLowerCase() === 'w' ? 1 : letter.toLowerCase() === 'o' ? 2 : 0;
    if (current === 0) return false;
    const without = JSON.stringify([
      position,
      current === 1 ? false : white,
      current === 2 ? false : orange,
      red,
      requirement,
      zone,
    ]);
    const upper = letter.toUpperCase();
    const eventReached = [...notation.slice(0, position + 1)].includes(upper);
    return (current === 1 ? white : orange) && !eventReached && possible.has(without);
  }

  it('accepts a host state exactly when the rules can reach it, but for early tokens (property)', () => {
    const zones = [null, 'white', 'orange', 'red'] as const;
    fc.assert(
      fc.property(layoutNotation, (notation) => {
        const layout = parseLayout(notation);
        const possible = reachable(notation);
        for (let position = 0; position < notation.length; position += 1) {
          for (let bits = 0; bits < 8; bits += 1) {
            for (const locationRequirement of [null, 1, 2, 3] as const) {
              for (const zone of zones) {
                const tokens = {
                  white: (bits & 1) > 0,
                  orange: (bits & 2) > 0,
                  red: (bits & 4) > 0,
                };
                const state: PathState = {
                  position,
                  tokens,
                  locationRequirement,
                  pending: zone === null ? null : { zone },
                };
                const key = JSON.stringify([
                  position,
                  tokens.white,
                  tokens.orange,
                  tokens.red,
                  locationRequirement,
                  zone,
                ]);
                const accepted = !rejectsWithRulesError(() => requireState(layout, state));
                expect(accepted, `${notation} ${key}`).to.equal(
                  possible.has(key) || earlyTokenOnly(notation, key, possible),
                );
              }
            }
          }
        }
      }),
      { numRuns: Math.min(RUNS, 150) },
    );
  });

  it('on every layout ending in an Event Space, the last event is drawn before the Location Card is taken (property, pp. 22-23)', () => {
    fc.assert(
      fc.property(
        layoutNotation.filter((notation) => notation.endsWith('R')),
        fc.boolean(),
        (notation, takeRedEarly) => {
          const layout = parseLayout(notation);
          const last = layout.spaces.length - 1;
          let state = initialPath(layout);
          while (state.position < last) {
            state = advance(layout, state, 'event');
            if (state.pending === null || state.position === last) continue;
            const choices = allowedChoices(layout, state);
            const early = takeRedEarly && state.pending.zone === 'red' && choices.includes('token');
            state = decide(
              layout,
              state,
              early || !choices.includes('effect') ? 'token' : 'effect',
            );
          }
          // The marker has arrived: the event waits, whatever was taken before.
          expect(state.pending, notation).to.deep.equal({ zone: 'red' });
          expect(pathInfo(layout, state).finalHand).to.equal(true);
          if (state.tokens.red) {
            expect(allowedChoices(layout, state)).to.deep.equal(['effect']);
            return decide(layout, state, 'effect').locationRequirement !== 1;
          }
          expect(state.locationRequirement).to.equal(null);
          expect(pathInfo(layout, state).mustTakeToken).to.equal(true);
          expect(allowedChoices(layout, state)).to.deep.equal(['token']);
          expect(rejectsWithRulesError(() => decide(layout, state, 'effect'))).to.equal(true);
          const taken = decide(layout, state, 'token');
          return taken.tokens.red && taken.locationRequirement === 1 && taken.pending === null;
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never reaches an impossible state, and every illegal move is a RulesError', () => {
    fc.assert(
      fc.property(layoutNotation, longWalk, (notation, moves) => {
        const layout = parseLayout(notation);
        let state = initialPath(layout);
        for (const step of moves) {
          const info = pathInfo(layout, state);
          const choices = allowedChoices(layout, state);
          const legal =
            step.kind === 'advance'
              ? state.pending === null && !info.finalHand
              : choices.includes(step.choice);
          if (!legal) {
            expect(
              rejectsWithRulesError(() =>
                step.kind === 'advance'
                  ? advance(layout, state, step.cause)
                  : decide(layout, state, step.choice),
              ),
            ).to.equal(true);
            continue;
          }
          const next =
            step.kind === 'advance'
              ? advance(layout, state, step.cause)
              : decide(layout, state, step.choice);
          expectPossible(layout, next, state);
          expect(Object.isFrozen(next) && Object.isFrozen(next.tokens)).to.equal(true);
          if (step.kind === 'advance') expect(next.position).to.equal(state.position + 1);
          else expect(next.position).to.equal(state.position);
          state = next;
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('can always reach the final hand by following the allowed choices', () => {
    fc.assert(
      fc.property(
        layoutNotation,
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (notation, preferToken) => {
          const layout = parseLayout(notation);
          let state = initialPath(layout);
          let turn = 0;
          while (!pathInfo(layout, state).finalHand || state.pending !== null) {
            if (state.pending === null) {
              state = advance(layout, state, 'house-replenish');
            } else {
              const choices = allowedChoices(layout, state);
              expect(choices).to.not.be.empty;
              const choice =
                preferToken[turn % 40] && choices.includes('token')
                  ? 'token'
                  : (choices[0] as EventChoice);
              state = decide(layout, state, choice);
            }
            turn += 1;
          }
          return (
            state.tokens.white &&
            state.tokens.orange &&
            state.tokens.red &&
            state.locationRequirement !== null
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('accepts only consistent states from hosts, and rejects the rest with RulesError', () => {
    const looseState = fc.record({
      position: fc.oneof(fc.integer({ min: -2, max: 30 }), fc.double(), fc.anything()),
      tokens: fc.oneof(
        fc.record({ white: fc.boolean(), orange: fc.boolean(), red: fc.boolean() }),
        fc.anything(),
      ),
      locationRequirement: fc.oneof(fc.constantFrom(null, 1, 2, 3, 0, 4), fc.anything()),
      pending: fc.oneof(
        fc.constant(null),
        fc.record({ zone: fc.constantFrom('white', 'orange', 'red', 'blue') }),
        fc.anything(),
      ),
    });
    fc.assert(
      fc.property(
        layoutNotation,
        fc.oneof(looseState, fc.anything()),
        fc.anything(),
        (notation, state, cause) => {
          const layout = parseLayout(notation);
          let accepted = true;
          try {
            pathInfo(layout, state as PathState);
          } catch (error) {
            expect(
              rejectsWithRulesError(() => {
                throw error;
              }),
            ).to.equal(true);
            accepted = false;
          }
          if (accepted) expectPossible(layout, state as PathState, state as PathState);
          expect(
            rejectsWithRulesError(() =>
              advance(layout, state as PathState, cause as AdvanceCause),
            ) ||
              (accepted && ADVANCE_CAUSES.includes(cause as AdvanceCause)),
          ).to.equal(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('throws only RulesError when any argument is garbage', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (layout, state, extra) => {
        for (const call of [
          () => initialPath(layout as PathLayout),
          () => advance(layout as PathLayout, state as PathState, extra as AdvanceCause),
          () => decide(layout as PathLayout, state as PathState, extra as EventChoice),
          () => pathInfo(layout as PathLayout, state as PathState),
          () => pathStateAt(layout as PathLayout, extra as number),
          () => describePath(layout as PathLayout, state as PathState),
          () => allowedChoices(layout as PathLayout, state as PathState),
          () => requireState(layout as PathLayout, state),
          () => requirementAt(layout as PathLayout, extra as number),
          () => requireLayout(layout),
        ]) {
          expect(rejectsWithRulesError(call)).to.equal(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
