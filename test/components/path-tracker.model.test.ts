import { expect } from '@open-wc/testing';
import {
  DEFAULT_LAYOUT,
  advance,
  initialPath,
  parseLayout,
  pathInfo,
  pathStateAt,
} from '../../src/rules/path.js';
import { startSession } from '../../src/model/path-session.js';
import '../../src/locales/de.js';
import {
  advanceBlocked,
  eventPanel,
  ownWalk,
  readGameLayout,
  trackZones,
} from '../../src/components/path-tracker/internal/model.js';

const layout = parseLayout('wWW oO rRRr');

describe('path tracker: model', () => {
  it('builds its own walk from the attributes, the example layout on the first space by default', () => {
    const walk = ownWalk(undefined, undefined, undefined);
    expect(walk.layout).to.deep.equal(parseLayout(DEFAULT_LAYOUT));
    expect(walk.session).to.deep.equal(startSession(parseLayout(DEFAULT_LAYOUT)));
    expect([walk.layoutProblem, walk.positionProblem]).to.deep.equal([null, null]);
    const placed = ownWalk('wWW oO rRRr', 3, '3');
    expect(placed.session).to.deep.equal({
      layout: layout.notation,
      state: pathStateAt(layout, 3),
      history: [],
    });
  });

  it('falls back to the example layout and the first space, naming what was wrong in any language', () => {
    const walk = ownWalk('xyz', 99, '99');
    expect(walk.layout.notation).to.equal(parseLayout(DEFAULT_LAYOUT).notation);
    expect(walk.layoutProblem?.('en')).to.match(
      /^The layout is not valid: .+\. Showing the example layout instead\.$/,
    );
    expect(walk.layoutProblem?.('de')).to.match(
      /^Das Layout ist ungültig: Feld 1 von layout .+\. Stattdessen wird das Beispiel-Layout gezeigt\.$/,
    );
    expect(walk.positionProblem?.('en')).to.equal(
      `position must be a whole number from 0 (first space) to ${walk.layout.spaces.length - 1} (last space) for this layout; got "99". The marker stays on the first space.`,
    );
    expect(walk.session.state).to.deep.equal(initialPath(walk.layout));
  });

  it('reads a game path, reusing the layout it already has, or says why it cannot', () => {
    const session = startSession(layout);
    const read = readGameLayout(null, session);
    expect(read).to.deep.equal({ layout, problem: null });
    expect(readGameLayout(layout, session).layout).to.equal(layout);
    const broken = readGameLayout(layout, {
      ...session,
      state: { ...session.state, position: 42 },
    });
    expect(broken.layout).to.equal(null);
    expect(broken.problem?.('en')).to.match(
      /^The game's path could not be shown: .+\. Showing this tracker's own path\.$/,
    );
    expect(broken.problem?.('de')).to.match(
      /^Der Pfad des Spiels lässt sich nicht zeigen: state\.position muss .+\. Diese Anzeige zeigt ihren eigenen Pfad\.$/,
    );
  });

  it('groups the spaces by zone, keeping their places on the path', () => {
    const zones = trackZones(layout);
    expect(
      zones.map(({ zone, spaces }) => [zone, spaces.map((space) => space.index)]),
    ).to.deep.equal([
      ['white', [0, 1, 2]],
      ['orange', [3, 4]],
      ['red', [5, 6, 7, 8]],
    ]);
  });

  it('gives the event panel its open choices and the reason for a closed one', () => {
    const first = advance(layout, initialPath(layout), 'event');
    const open = eventPanel(layout, first, pathInfo(layout, first));
    expect(open).to.deep.equal({
      zone: 'white',
      cardDue: false,
      choice: 'Then the Dark Arts Player picks one: the event effect or the white Progress Token.',
      choices: ['effect', 'token'],
      effectReason: '',
      tokenReason: '',
      tokenLabel: 'Take the white Progress Token',
    });
    const lastWhite = advance(layout, pathStateAt(layout, 1), 'event');
    expect(eventPanel(layout, lastWhite, pathInfo(layout, lastWhite)).effectReason).to.contain(
      'Not allowed: this is the last white Event Space',
    );
    const red = advance(layout, pathStateAt(layout, 5), 'event');
    expect(eventPanel(layout, red, pathInfo(layout, red)).tokenLabel).to.match(
      /^Take the red Progress Token \(Location Card: \d Dark Arts pawns?\)$/,
    );
  });

  it('blocks "Advance" while an event waits and on the last space', () => {
    const start = initialPath(layout);
    expect(advanceBlocked(start, pathInfo(layout, start))).to.equal('');
    const waiting = advance(layout, start, 'event');
    expect(advanceBlocked(waiting, pathInfo(layout, waiting))).to.equal('Resolve the event first.');
    const last = pathStateAt(layout, 8);
    expect(advanceBlocked(last, pathInfo(layout, last))).to.equal(
      'The marker is on the last space and moves no further.',
    );
    expect(advanceBlocked(waiting, pathInfo(layout, waiting), 'de')).to.equal(
      'Handle zuerst das Ereignis ab.',
    );
  });
});
