import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { RulesError } from '../../src/rules/errors.js';
import { advance, decide, initialPath, parseLayout, pathStateAt } from '../../src/rules/path.js';
import { sessionMove, sessionUndo, startSession } from '../../src/model/path-session.js';
import type { PathSession } from '../../src/model/path-session.js';
import {
  FINAL_HAND_SENTENCE,
  GIVE_MARKERS_BACK,
  MARKER_MOVE_UNDONE,
  eventPromptSentence,
  historyLabel,
  markerDidNotMove,
  advancePages,
  markerWaitsForEvent,
  movePages,
  narrateAdvance,
  narrateDecision,
  narrateMove,
  narrateSessionChange,
  narrateUndo,
  pawns,
  zoneChangeSentence,
} from '../../src/model/narration.js';
import { layoutNotation } from '../rules/arbitraries.js';
import { pathMove } from './helpers.js';
import { RUNS } from '../rules/helpers.js';

/** A layout whose first two spaces are ordinary (9 spaces), and the shortest valid one (8 spaces, last ordinary). */
const plain = parseLayout('wwW oO rRRr');
const short = parseLayout('wW oO rRRr');

describe('narration of path moves', () => {
  it('counts Dark Arts pawns in the singular and the plural', () => {
    expect(pawns(1)).to.equal('1 Dark Arts pawn');
    expect(pawns(3)).to.equal('3 Dark Arts pawns');
  });

  it('says which card colour a new zone unlocks and which Event Deck is set aside', () => {
    expect(zoneChangeSentence('white', 'orange')).to.equal(
      'Orange Dark Arts card effects are now unlocked, and the white Event Deck is no longer used.',
    );
  });

  it('names the cause, the new space out of all of them and its zone, and a zone change only when there is one', () => {
    const second = advance(plain, initialPath(plain), 'house-replenish');
    expect(narrateAdvance(plain, initialPath(plain), second, 'house-replenish')).to.equal(
      'A House Player replenished: the Dark Arts Marker moved forward to space 2 of 9, in the white zone.',
    );
    const before = pathStateAt(short, 1);
    const cross = narrateAdvance(short, before, advance(short, before, 'event'), 'event');
    expect(cross).to.contain(
      'An Event Card said so: the Dark Arts Marker moved forward to space 3 of 8, in the orange zone.',
    );
    expect(cross).to.contain(zoneChangeSentence('white', 'orange'));
  });

  it('cites the pages of the rules a move states, and none for a move that states no rule', () => {
    const start = initialPath(plain);
    // An ordinary space: what moved, no rule.
    expect(
      advancePages(plain, start, advance(plain, start, 'house-replenish'), 'house-replenish'),
    ).to.deep.equal([]);
    // The House Markers given back (p. 20).
    expect(
      advancePages(plain, start, advance(plain, start, 'all-house-markers'), 'all-house-markers'),
    ).to.deep.equal([20]);
    // A new zone (pp. 21, 22), then its Event Space (p. 22).
    const before = pathStateAt(short, 1);
    const crossed = advance(short, before, 'event');
    expect(advancePages(short, before, crossed, 'event')).to.deep.equal([21, 22]);
    const onEvent = advance(short, crossed, 'event');
    expect(onEvent.pending, 'an Event Space').to.not.equal(null);
    expect(movePages(short, { kind: 'advance', cause: 'event' }, crossed, onEvent)).to.deep.equal([
      22,
    ]);
    // A choice on an Event Space states what was chosen, no rule.
    const chosen = decide(short, onEvent, 'token');
    expect(movePages(short, { kind: 'decide', choice: 'token' }, onEvent, chosen)).to.deep.equal(
      [],
    );
  });

  it('gives the House Markers back only when collecting them all moved the marker', () => {
    const after = advance(plain, initialPath(plain), 'all-house-markers');
    expect(narrateAdvance(plain, initialPath(plain), after, 'all-house-markers')).to.contain(
      GIVE_MARKERS_BACK,
    );
    expect(narrateAdvance(plain, initialPath(plain), after, 'house-replenish')).not.to.contain(
      GIVE_MARKERS_BACK,
    );
  });

  it('prompts the event with the choice open to the Dark Arts Player', () => {
    const layout = parseLayout('wWW oO rRRr');
    const firstEvent = advance(layout, initialPath(layout), 'event');
    expect(eventPromptSentence(layout, firstEvent)).to.equal(
      'Event Space: draw the top white Event Card. House Players carry out their part first if they can; then the Dark Arts Player chooses its effect or the white Progress Token.',
    );
    expect(narrateAdvance(layout, initialPath(layout), firstEvent, 'event')).to.contain(
      eventPromptSentence(layout, firstEvent),
    );
    const lastEvent = advance(layout, decide(layout, firstEvent, 'effect'), 'event');
    expect(eventPromptSentence(layout, lastEvent)).to.contain(
      "must take the white Progress Token, as this is the zone's last Event Space",
    );
    const tokenTaken = advance(layout, decide(layout, firstEvent, 'token'), 'event');
    expect(eventPromptSentence(layout, tokenTaken)).to.contain(
      'uses its effect (the white Progress Token is already taken)',
    );
  });

  it('on reaching the last space: the forced red token with its Location Card, then the final hand', () => {
    const before = pathStateAt(short, 6);
    const text = narrateAdvance(
      short,
      before,
      advance(short, before, 'house-replenish'),
      'house-replenish',
    );
    expect(text).to.contain(
      'On the last space the Dark Arts Player must take the red Progress Token with the Location Card: 1 Dark Arts pawn needed.',
    );
    expect(text).not.to.contain('Event Space');
    expect(text.endsWith(FINAL_HAND_SENTENCE)).to.be.true;
    expect(FINAL_HAND_SENTENCE)
      .to.contain('final hand begins')
      .and.contain('nobody may Replenish')
      .and.contain('does not win or end the game');
  });

  it('on a last space that is an Event Space, the event is drawn first, then the forced token is the choice', () => {
    const layout = parseLayout('wW oO rRRR');
    const before = pathStateAt(layout, 6);
    const after = advance(layout, before, 'house-replenish');
    expect(after.pending).to.deep.equal({ zone: 'red' });
    const text = narrateAdvance(layout, before, after, 'house-replenish');
    expect(text).to.contain(
      'Event Space: draw the top red Event Card. House Players carry out their part first if they can; then, on this last space, the Dark Arts Player must take the red Progress Token and the Location Card with it (1 Dark Arts pawn needed), which is their choice for this event.',
    );
    expect(text.endsWith(FINAL_HAND_SENTENCE)).to.be.true;
    const took = decide(layout, after, 'token');
    expect(narrateDecision(after, took, 'token')).to.equal(
      'The Dark Arts Player took the red Progress Token. Location Card taken: 1 Dark Arts pawn needed at the Dark Arts Player Location.',
    );
  });

  it('narrates the event choice, with the Location Card for the red token', () => {
    const twoWhite = parseLayout('wWW oO rRRr');
    const white = advance(twoWhite, initialPath(twoWhite), 'event');
    expect(narrateDecision(white, decide(twoWhite, white, 'effect'), 'effect')).to.equal(
      'The Dark Arts Player used the white event effect.',
    );
    expect(narrateDecision(white, decide(twoWhite, white, 'token'), 'token')).to.equal(
      'The Dark Arts Player took the white Progress Token.',
    );
    const redEvent = advance(short, pathStateAt(short, 4), 'event');
    const took = decide(short, redEvent, 'token');
    expect(narrateMove(short, { kind: 'decide', choice: 'token' }, redEvent, took)).to.equal(
      `The Dark Arts Player took the red Progress Token. Location Card taken: ${pawns(took.locationRequirement as number)} needed at the Dark Arts Player Location.`,
    );
  });

  it('labels every kind of move in the history', () => {
    const start = initialPath(short);
    expect(
      historyLabel(short, { move: { kind: 'advance', cause: 'house-replenish' }, before: start }),
    ).to.equal('Space 2: a House Player replenished');
    const white = advance(short, start, 'event');
    expect(
      historyLabel(short, { move: { kind: 'decide', choice: 'effect' }, before: white }),
    ).to.equal('Space 2: white event effect used');
    expect(
      historyLabel(short, { move: { kind: 'decide', choice: 'token' }, before: white }),
    ).to.equal('Space 2: white Progress Token taken');
    const redEvent = advance(short, pathStateAt(short, 4), 'event');
    expect(
      historyLabel(short, { move: { kind: 'decide', choice: 'token' }, before: redEvent }),
    ).to.match(
      /^Space 6: red Progress Token taken with the Location Card \(\d Dark Arts pawns?\)$/,
    );
    expect(
      historyLabel(short, {
        move: { kind: 'advance', cause: 'event' },
        before: pathStateAt(short, 6),
      }),
    ).to.equal(
      'Space 8: an Event Card said so; red Progress Token taken with the Location Card (1 Dark Arts pawn)',
    );
  });

  it('says what an undo took back and which event waits again', () => {
    const white = advance(short, initialPath(short), 'event');
    expect(
      narrateUndo(short, { move: { kind: 'decide', choice: 'effect' }, before: white }),
    ).to.equal(
      "Undone: Space 2: white event effect used. The marker is on space 2. The white event there waits for the Dark Arts Player's choice again.",
    );
    expect(
      narrateUndo(short, { move: { kind: 'advance', cause: 'event' }, before: initialPath(short) }),
    ).to.equal('Undone: Space 2: an Event Card said so. The marker is on space 1.');
  });

  it('describes a shared path changed elsewhere: one more move, one undone, replaced, or nothing', () => {
    const layout = plain;
    const start = startSession(layout);
    const moved = sessionMove(layout, start, { kind: 'advance', cause: 'house-replenish' });
    expect(narrateSessionChange(layout, start, moved)).to.equal(
      narrateAdvance(layout, start.state, moved.state, 'house-replenish'),
    );
    expect(narrateSessionChange(layout, moved, sessionUndo(moved))).to.equal(
      'Last move undone. The marker is on space 1.',
    );
    const placed: PathSession = {
      layout: layout.notation,
      state: pathStateAt(layout, 3),
      history: [],
    };
    expect(narrateSessionChange(layout, start, placed)).to.equal(
      'The path was updated. The marker is on space 4.',
    );
    expect(narrateSessionChange(layout, start, { ...start })).to.equal('');
  });

  it('says why the marker did not move, and how to move it again: by ticking the step', () => {
    expect(markerWaitsForEvent('orange'))
      .to.contain('cannot move yet: the orange event')
      .and.contain('tick the step again');
    expect(markerDidNotMove('no space left')).to.equal(
      'The Dark Arts Marker did not move: no space left.',
    );
    expect(MARKER_MOVE_UNDONE).to.contain('undone').and.contain('Tick the step again');
  });

  it('narrates every legal move of any walk: the space it ends on, and a zone change exactly when the zone changed (property)', () => {
    fc.assert(
      fc.property(layoutNotation, fc.array(pathMove, { maxLength: 60 }), (notation, moves) => {
        const layout = parseLayout(notation);
        let session = startSession(layout);
        for (const each of moves) {
          let next: PathSession;
          try {
            next = sessionMove(layout, session, each);
          } catch (error) {
            if (!(error instanceof RulesError)) throw error;
            continue;
          }
          const text = narrateMove(layout, each, session.state, next.state);
          expect(text).to.equal(narrateSessionChange(layout, session, next));
          expect(
            historyLabel(layout, next.history.at(-1) as (typeof next.history)[number]),
          ).to.match(/^Space \d+: /);
          if (each.kind === 'advance') {
            expect(text).to.contain(`space ${next.state.position + 1} of ${layout.spaces.length}`);
            const changed =
              layout.spaces[session.state.position]?.zone !==
              layout.spaces[next.state.position]?.zone;
            expect(text.includes('card effects are now unlocked')).to.equal(changed);
          }
          session = next;
        }
      }),
      { numRuns: Math.min(RUNS, 200) },
    );
  });
});
