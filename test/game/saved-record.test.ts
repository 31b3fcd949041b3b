import { expect } from '@open-wc/testing';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules.js';
import { sessionMove, sessionRecord, startSession } from '../../src/model/path-session.js';
import {
  idOf,
  mergeWidgetState,
  readRecord,
  revisionOf,
  storedRecord,
} from '../../src/components/game/internal/saved-record.js';
import type { RecordPart } from '../../src/components/game/internal/saved-record.js';
import { EMPTY_WIDGETS } from '../../src/model/widget-state.js';
import { expectRulesError } from '../rules/helpers.js';

const layout = parseLayout(DEFAULT_LAYOUT);
const path = sessionMove(layout, startSession(layout), {
  kind: 'advance',
  cause: 'house-replenish',
});
const turn = {
  side: 'house',
  action: 'explore',
  ticks: [],
  markerMovedAt: null,
  seat: 0,
  round: 1,
} as const;
const victory = {
  form: {
    houses: {
      gryffindor: { inPlay: true, shields: 1 },
      hufflepuff: { inPlay: true, shields: 0 },
      ravenclaw: { inPlay: false, shields: 0 },
      slytherin: { inPlay: true, shields: 0 },
    },
    progressTokens: 1,
    locationRequirement: null,
    pawnsAtLocation: 0,
    finalHand: false,
    everyoneOutOfCards: false,
  },
  local: { houses: false, path: false, finalHand: false },
};
/** A record with every part set, saved at revision 5. */
const good = () =>
  JSON.parse(
    JSON.stringify(
      storedRecord(
        {
          players: 4,
          houses: ['slytherin', 'ravenclaw', 'gryffindor'],
          path,
          setupTicks: ['roles'],
          turn,
          victory,
        },
        [],
        5,
      ),
    ),
  ) as Record<string, unknown>;
const fallback = { players: 3 as const, layout: DEFAULT_LAYOUT };

describe('a saved record, read part by part', () => {
  it('reads every part of a sound record', () => {
    const read = readRecord(good(), fallback);
    expect(read.dropped).to.deep.equal([]);
    expect(read.game.players).to.equal(4);
    expect(read.game.houses).to.deep.equal(['slytherin', 'ravenclaw', 'gryffindor']);
    expect(sessionRecord(read.game.path)).to.deep.equal(sessionRecord(path));
    expect(read.game.setupTicks).to.deep.equal(['roles']);
    expect(read.game.turn.action).to.equal('explore');
    expect(read.game.victory).to.deep.equal(victory);
  });

  // Each row damages one part: only that part is dropped and replaced, the rest is kept.
  const damaged: [RecordPart, string, unknown][] = [
    ['players', 'a count out of range', 9],
    ['players', 'text', '4'],
    ['houses', 'a House twice', ['gryffindor', 'gryffindor', 'ravenclaw']],
    ['houses', 'too few', ['gryffindor']],
    ['houses', 'not a list', 'gryffindor'],
    ['path', 'a string', 'far'],
    ['path', 'a bad layout', { ...sessionRecord(path), layout: 'rrr' }],
    [
      'path',
      'a move the rules forbid',
      { ...sessionRecord(path), moves: [{ kind: 'decide', choice: 'token' }] },
    ],
    ['setupTicks', 'a string', 'roles'],
    ['setupTicks', 'an unknown step', ['roles', 'teleport']],
    ['turn', 'a list', []],
    ['turn', 'an unknown side', { ...turn, side: 'ministry' }],
    ['victory', 'a number', 3],
    [
      'victory',
      'Progress Tokens out of range',
      { ...victory, form: { ...victory.form, progressTokens: 9 } },
    ],
  ];
  for (const [part, what, value] of damaged) {
    it(`drops only the ${part} when it is ${what}, and keeps every other part`, () => {
      const read = readRecord({ ...good(), [part]: value }, fallback);
      expect(read.dropped.map((each) => each.part)).to.deep.equal([part]);
      const sound = readRecord(good(), fallback).game;
      const players = part === 'players' ? 3 : 4;
      expect(read.game.players).to.equal(players);
      if (part === 'houses') expect(read.game.houses).to.have.length(3);
      else if (part !== 'players') expect(read.game.houses).to.deep.equal(sound.houses);
      if (part === 'path') expect(read.game.path.history).to.have.length(0);
      else expect(sessionRecord(read.game.path)).to.deep.equal(sessionRecord(path));
      for (const key of ['setupTicks', 'turn', 'victory'] as const) {
        expect(read.game[key], key).to.deep.equal(part === key ? EMPTY_WIDGETS[key] : sound[key]);
      }
    });
  }

  it('hands the history on unchecked (a damaged one costs only the history, read elsewhere)', () => {
    expect(readRecord({ ...good(), history: 'garbage' }, fallback).history).to.equal('garbage');
  });

  it('reads a record without a revision (saved before tabs kept in step) as revision 0', () => {
    const old = good();
    delete old.rev;
    expect(revisionOf(old)).to.equal(0);
    expect(revisionOf({ ...good(), rev: -1 })).to.equal(0);
    expect(readRecord(old, fallback).game.players).to.equal(4);
  });

  for (const value of [null, 42, [1], { theme: 'dark' }, { ...good(), v: 2 }]) {
    it(`throws a RulesError for what is no saved game at all: ${JSON.stringify(value)?.slice(0, 30)}`, () => {
      expectRulesError(() => readRecord(value, fallback));
    });
  }
});

describe('a widget state changed in a tab that had not seen the newest save', () => {
  it('adds and removes ids as sets', () => {
    expect(mergeWidgetState(['a'], ['a', 'b'], ['a', 'c'])).to.deep.equal(['a', 'c', 'b']);
    expect(mergeWidgetState(['a', 'c'], ['c'], ['a', 'c', 'd'])).to.deep.equal(['c', 'd']);
  });

  it('keeps the fields the tab changed and the other tab’s for the rest', () => {
    expect(
      mergeWidgetState(
        { side: 'house', action: null },
        { side: 'house', action: 'explore' },
        { side: 'dark-arts', action: null },
      ),
    ).to.deep.equal({ side: 'dark-arts', action: 'explore' });
  });

  it('gives the other tab’s value when this tab changed nothing, and this tab’s when the other changed nothing', () => {
    expect(mergeWidgetState(1, 1, 2)).to.equal(2);
    expect(mergeWidgetState(1, 3, 1)).to.equal(3);
  });

  it('keeps what either tab set in a state both made at once from nothing', () => {
    const blank = { finalHand: false, outOfCards: false, shields: 0, requirement: null };
    const mine = { ...blank, finalHand: true, shields: 2 };
    const theirs = { ...blank, outOfCards: true, requirement: 3 };
    expect(mergeWidgetState(null, mine, theirs)).to.deep.equal({
      finalHand: true,
      outOfCards: true,
      shields: 2,
      requirement: 3,
    });
    expect(mergeWidgetState(null, { form: mine }, { form: theirs })).to.deep.equal({
      form: { finalHand: true, outOfCards: true, shields: 2, requirement: 3 },
    });
  });
});

describe('the revision and id a record is stored with', () => {
  it('names its revision and an id no other save shares', () => {
    const game = readRecord(good(), fallback).game;
    const ids = new Set(Array.from({ length: 200 }, () => idOf(storedRecord(game, [], 6))));
    expect(ids.size).to.equal(200);
    expect(revisionOf(storedRecord(game, [], 6))).to.equal(6);
    expect(typeof idOf(good())).to.equal('string');
  });

  it('reads no id from a record saved before records had one, nor from what is no record', () => {
    const old = good();
    delete old.id;
    expect(idOf(old)).to.equal(undefined);
    expect(idOf(null)).to.equal(undefined);
    expect(idOf(undefined)).to.equal(undefined);
  });
});
