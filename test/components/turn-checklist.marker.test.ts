import { expect } from '@open-wc/testing';
import { advance, initialPath, parseLayout, pathStateAt } from '../../src/rules/path.js';
import { turnPlan } from '../../src/rules/turns.js';
import { startSession } from '../../src/model/path-session.js';
import type { PathSession } from '../../src/model/path-session.js';
import { MARKER_MOVE_UNDONE, narrateAdvance } from '../../src/model/narration.js';
import {
  MARKER_IDLE,
  followPath,
  markerCause,
  markerFailed,
  pressMarker,
} from '../../src/components/turn-checklist/internal/marker.js';

const layout = parseLayout('wwW oO rRRr');

describe('turn checklist: the marker move', () => {
  it('knows which turns move the marker: a House Replenish, and a Dark Arts Explore (a bump may collect every House Marker)', () => {
    expect(markerCause(null)).to.equal(null);
    expect(markerCause(turnPlan('house', 'replenish'))).to.equal('house-replenish');
    expect(markerCause(turnPlan('house', 'explore'))).to.equal(null);
    expect(markerCause(turnPlan('house', 'learn'))).to.equal(null);
    expect(markerCause(turnPlan('dark-arts', 'explore'))).to.equal('all-house-markers');
    expect(markerCause(turnPlan('dark-arts', 'replenish'))).to.equal(null);
  });

  it('in a game, works out where the marker lands and hands back the move to make', () => {
    const path = startSession(layout);
    const press = pressMarker('house-replenish', path);
    expect(press.move).to.deep.equal({ kind: 'advance', cause: 'house-replenish' });
    const landed = advance(layout, initialPath(layout), 'house-replenish');
    expect(press.progress.done).to.be.true;
    expect(press.progress.historyLength).to.equal(1);
    expect(press.progress.note?.('en')).to.equal(
      narrateAdvance(layout, path.state, landed, 'house-replenish'),
    );
  });

  it('a Replenish onto a last space that is an Event Space: the note under the step has the event drawn first, then the forced Location Card (pp. 22-23)', () => {
    const eventEnd = parseLayout('wW oO rRRR');
    const path: PathSession = {
      layout: eventEnd.notation,
      state: pathStateAt(eventEnd, 6),
      history: [],
    };
    const press = pressMarker('house-replenish', path);
    expect(press.move).to.deep.equal({ kind: 'advance', cause: 'house-replenish' });
    const note = press.progress.note?.('en') ?? '';
    expect(note).to.contain('draw the top red Event Card');
    expect(note).to.contain('House Players carry out their part first if they can');
    expect(note).to.contain('must take the red Progress Token and the Location Card with it');
    expect(note.indexOf('draw the top red Event Card')).to.be.lessThan(
      note.indexOf('must take the red Progress Token'),
    );
  });

  it('does not move while an event waits, nor on the last space, nor on a path it cannot read', () => {
    const waiting: PathSession = {
      layout: layout.notation,
      state: advance(layout, pathStateAt(layout, 1), 'event'),
      history: [],
    };
    const blocked = pressMarker('house-replenish', waiting);
    expect(blocked.move).to.equal(null);
    expect(blocked.progress.done).to.be.false;
    expect(blocked.progress.note?.('en')).to.contain('cannot move yet').and.contain('white event');
    const last: PathSession = {
      layout: layout.notation,
      state: pathStateAt(layout, layout.spaces.length - 1),
      history: [],
    };
    expect(pressMarker('house-replenish', last).progress.note?.('en')).to.match(
      /^The Dark Arts Marker did not move: .+\.$/,
    );
    expect(pressMarker('house-replenish', { ...last, layout: 'nope' }).progress.done).to.be.false;
    const failed = markerFailed(new Error('refused'));
    expect(failed.done).to.be.false;
    expect(failed.note?.('en')).to.equal('The Dark Arts Marker did not move: refused.');
  });

  it('moves the marker again from the step when the move it made is undone on the path, and only then', () => {
    const done = { done: true, note: () => 'moved', historyLength: 3 };
    expect(followPath(done, 3)).to.equal(null);
    expect(followPath(done, 4)).to.equal(null);
    expect(followPath(done, undefined)).to.equal(null);
    expect(followPath(done, 2)?.note?.('en')).to.equal(MARKER_MOVE_UNDONE);
    expect(followPath(done, 2)?.done).to.be.false;
    expect(followPath(MARKER_IDLE, 0)).to.equal(null);
    expect(followPath({ done: true, note: () => 'by hand', historyLength: -1 }, 0)).to.equal(null);
  });
});
