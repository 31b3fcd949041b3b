import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { HOUSES, PLAYER_COUNTS, parseLayout, setupFor } from '../../src/rules.js';
import type { House, PlayerCount } from '../../src/rules.js';
import {
  GAME_FORMAT_VERSION,
  decodeGame,
  encodeGame,
  housesFor,
  requireHouses,
} from '../../src/components/game/internal/game-state.js';
import { sessionRecord, startSession } from '../../src/model/path-session.js';
import { decodeShare, encodeShare } from '../../src/components/game/internal/share-link.js';
import { EMPTY_WIDGETS, type VictoryEntries } from '../../src/model/widget-state.js';
import type { GameState } from '../../src/model/context.js';
import { layoutNotation } from '../rules/arbitraries.js';
import { pathMove, walkLegal, widgetStatesOn } from './helpers.js';
import { RUNS, expectRulesError } from '../rules/helpers.js';

const players = fc.constantFrom<PlayerCount>(...PLAYER_COUNTS);

const gameState: fc.Arbitrary<GameState> = fc
  .record({
    players,
    layout: layoutNotation,
    moves: fc.array(pathMove, { maxLength: 40 }),
    order: fc.shuffledSubarray([...HOUSES]),
  })
  .map(({ players: count, layout, moves, order }) => ({
    players: count,
    houses: housesFor(count, order),
    path: walkLegal(layout, moves),
    rulebookUrl: '',
    pageSettings: {},
  }))
  .chain((state) => widgetStatesOn(state.path).map((widgets) => ({ ...state, ...widgets })));

describe('housesFor', () => {
  it('gives one House per House Player, keeping the chosen ones in order (property)', () => {
    fc.assert(
      fc.property(
        players,
        fc.array(fc.constantFrom<House>(...HOUSES), { maxLength: 6 }),
        (count, chosen) => {
          const houses = housesFor(count, chosen);
          expect(houses).to.have.length(setupFor(count).housePlayers);
          expect(new Set(houses).size).to.equal(houses.length);
          const kept = [...new Set(chosen)].slice(0, houses.length);
          expect(houses.slice(0, kept.length)).to.deep.equal(kept);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('drops values that are not Houses', () => {
    expect(housesFor(3, ['durmstrang' as House, 'slytherin'])).to.deep.equal([
      'slytherin',
      'gryffindor',
    ]);
  });
});

describe('requireHouses', () => {
  const bad: [string, PlayerCount, unknown][] = [
    ['too few', 4, ['gryffindor']],
    ['too many', 2, ['gryffindor', 'slytherin']],
    ['a House twice', 3, ['gryffindor', 'gryffindor']],
    ['an unknown House', 2, ['durmstrang']],
    ['not a list', 2, 'gryffindor'],
    ['null', 2, null],
  ];
  for (const [name, count, value] of bad) {
    it(`rejects ${name}, naming how many Houses are allowed`, () => {
      const error = expectRulesError(() => requireHouses(count, value), 'houses');
      expect(error.message).to.contain(`${setupFor(count).housePlayers} different`);
    });
  }

  it('accepts a fitting list and returns a copy', () => {
    const houses: House[] = ['ravenclaw', 'hufflepuff'];
    const result = requireHouses(3, houses);
    expect(result).to.deep.equal(houses);
    expect(result).to.not.equal(houses);
  });
});

const EXAMPLE_VICTORY: VictoryEntries = {
  form: {
    houses: {
      gryffindor: { inPlay: true, shields: 1 },
      hufflepuff: { inPlay: false, shields: 2 },
      ravenclaw: { inPlay: true, shields: 0 },
      slytherin: { inPlay: false, shields: 0 },
    },
    progressTokens: 3,
    locationRequirement: 2,
    pawnsAtLocation: 1,
    finalHand: false,
    everyoneOutOfCards: false,
  },
  local: { houses: true, path: false, finalHand: false },
};

describe('encodeGame and decodeGame', () => {
  it('reads a game saved before the widgets kept states in it, with none, and writes none while empty', () => {
    const path = startSession(parseLayout('wW oO rRRr'));
    const old = { v: 1, app: 'defenders-game', players: 3, houses: ['gryffindor', 'slytherin'] };
    const decoded = decodeGame({ ...old, path: sessionRecord(path) });
    expect(decoded.setupTicks).to.deep.equal([]);
    expect(decoded.turn).to.deep.equal(EMPTY_WIDGETS.turn);
    expect(decoded.victory).to.equal(null);
    const saved = encodeGame({ ...decoded, rulebookUrl: '', pageSettings: {} });
    expect(Object.keys(saved)).to.deep.equal(['v', 'app', 'players', 'houses', 'path']);
    expect(GAME_FORMAT_VERSION, 'older versions still read the games this one writes').to.equal(1);
  });

  it('keeps the widget states through a share link', () => {
    const path = startSession(parseLayout('wW oO rRRr'));
    const state = {
      players: 3 as const,
      houses: ['gryffindor', 'ravenclaw'] as House[],
      path,
      setupTicks: ['roles', 'first-turn'],
      turn: {
        side: 'dark-arts' as const,
        action: 'explore' as const,
        ticks: [],
        markerMovedAt: null,
        seat: 2,
        round: 3,
      },
      victory: EXAMPLE_VICTORY,
    };
    const decoded = decodeGame(
      decodeShare(encodeShare(encodeGame({ ...state, rulebookUrl: '', pageSettings: {} }))),
    );
    expect(decoded.setupTicks).to.deep.equal(state.setupTicks);
    expect(decoded.turn).to.deep.equal(state.turn);
    expect(decoded.victory).to.deep.equal(EXAMPLE_VICTORY);
  });

  it('round-trip every reachable game (property)', () => {
    fc.assert(
      fc.property(gameState, (state) => {
        const saved = JSON.parse(JSON.stringify(encodeGame(state)));
        expect(saved.v).to.equal(GAME_FORMAT_VERSION);
        const decoded = decodeGame(saved);
        expect(decoded.players).to.equal(state.players);
        expect(decoded.houses).to.deep.equal(state.houses);
        expect(decoded.path.layout).to.equal(state.path.layout);
        expect(decoded.path.state).to.deep.equal(state.path.state);
        expect(decoded.path.history.map((entry) => entry.move)).to.deep.equal(
          state.path.history.map((entry) => entry.move),
        );
        expect(decoded.setupTicks).to.deep.equal(state.setupTicks);
        expect(decoded.turn).to.deep.equal(state.turn);
        expect(decoded.victory).to.deep.equal(state.victory);
      }),
      { numRuns: Math.min(RUNS, 300) },
    );
  });

  const good = encodeGame({
    players: 3,
    houses: ['gryffindor', 'slytherin'],
    path: startSession(parseLayout('wW oO rRRr')),
    rulebookUrl: '',
    pageSettings: {},
  });
  const corrupt: [string, unknown, RegExp][] = [
    ['null', null, /not a saved game/],
    ['a list', [good], /not a saved game/],
    ['a string', 'game', /not a saved game/],
    ['another app', { ...good, app: 'chess' }, /not written by <defenders-game>/],
    ['no version', { ...good, v: undefined }, /format version/],
    ['a newer version', { ...good, v: 2 }, /format version 2/],
    ['seven players', { ...good, players: 7 }, /players must be a whole number from 2 to 5/],
    ['too few Houses', { ...good, houses: ['gryffindor'] }, /2 different Houses/],
    ['a bad layout', { ...good, path: { ...good.path, layout: 'xyz' } }, /allowed letters/],
    [
      'a start state off the layout',
      { ...good, path: { ...good.path, start: { ...good.path.start, position: 99 } } },
      /position/,
    ],
    [
      'moves that are not a list',
      { ...good, path: { ...good.path, moves: 'advance' } },
      /at most 1,000 moves/,
    ],
    [
      'a move of no kind',
      { ...good, path: { ...good.path, moves: [{ kind: 'jump' }] } },
      /path move 1/,
    ],
    [
      'a move the rules forbid',
      { ...good, path: { ...good.path, moves: [{ kind: 'decide', choice: 'token' }] } },
      /no event to resolve/,
    ],
    [
      'too many moves',
      {
        ...good,
        path: {
          ...good.path,
          moves: Array.from({ length: 1001 }, () => ({ kind: 'advance', cause: 'event' })),
        },
      },
      /at most 1,000/,
    ],
  ];
  const turn = { side: 'house', action: 'replenish', ticks: [], markerMovedAt: null };
  const victory = JSON.parse(JSON.stringify(EXAMPLE_VICTORY));
  corrupt.push(
    ['an unknown setup step', { ...good, setupTicks: ['roles', 'dance'] }, /the setup ticks/],
    ['a setup step twice', { ...good, setupTicks: ['roles', 'roles'] }, /the setup ticks/],
    ['a turn of no side', { ...good, turn: { ...turn, side: 'owl' } }, /side must be one of/],
    [
      'a Dark Arts turn that Learns',
      { ...good, turn: { ...turn, side: 'dark-arts', action: 'learn' } },
      /learn/,
    ],
    [
      'a tick of another action',
      { ...good, turn: { ...turn, ticks: ['explore-play-card'] } },
      /ticks/,
    ],
    ['a marker move the path lacks', { ...good, turn: { ...turn, markerMovedAt: 1 } }, /marker/],
    [
      'a tick with no action chosen',
      { ...good, turn: { ...turn, action: null, ticks: ['end-of-turn'] } },
      /ticks/,
    ],
    [
      'a marker move with no action chosen',
      { ...good, turn: { ...turn, action: null, markerMovedAt: 1 } },
      /no action chosen/,
    ],
    [
      'three Defence Shields',
      {
        ...good,
        victory: {
          ...victory,
          form: {
            ...victory.form,
            houses: { ...victory.form.houses, slytherin: { inPlay: true, shields: 3 } },
          },
        },
      },
      /slytherin shields/,
    ],
    ['victory entries with no groups', { ...good, victory: { form: victory.form } }, /local/],
  );
  for (const [name, value, message] of corrupt) {
    it(`rejects ${name} with a message saying what is wrong`, () => {
      expect(() => decodeGame(value)).to.throw(message);
    });
  }

  it('never throws anything but an Error with a message for any JSON value (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            v: fc.constant(1),
            app: fc.constant('defenders-game'),
            players: fc.jsonValue(),
            houses: fc.jsonValue(),
            path: fc.jsonValue(),
          }),
        ),
        (value) => {
          try {
            decodeGame(value);
          } catch (error) {
            expect(error).to.be.instanceOf(Error);
            expect((error as Error).message)
              .to.be.a('string')
              .and.not.equal('');
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
