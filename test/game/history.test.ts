import { readRecord } from '../../src/components/game/internal/saved-record.js';
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DEFAULT_LAYOUT, HOUSES, PLAYER_COUNTS, parseLayout } from '../../src/rules.js';
import type { House, PlayerCount } from '../../src/rules.js';
import { encodeGame, housesFor } from '../../src/components/game/internal/game-state.js';
import {
  HISTORY_LIMIT,
  decodeHistory,
  describeChange,
  encodeHistory,
  recordChange,
  takeLast,
} from '../../src/components/game/internal/history.js';
import type { GameSnapshot, HistoryEntry } from '../../src/components/game/internal/history.js';
import {
  sessionMove,
  sessionRecord,
  sessionUndo,
  startSession,
} from '../../src/model/path-session.js';
import { layoutNotation } from '../rules/arbitraries.js';
import { pathMove, walkLegal, widgetStatesOn } from './helpers.js';
import { EMPTY_WIDGETS, encodeWidgets } from '../../src/model/widget-state.js';
import { RUNS } from '../rules/helpers.js';

const players = fc.constantFrom<PlayerCount>(...PLAYER_COUNTS);

const snapshot: fc.Arbitrary<GameSnapshot> = fc
  .record({
    players,
    layout: layoutNotation,
    moves: fc.array(pathMove, { maxLength: 20 }),
    order: fc.shuffledSubarray([...HOUSES]),
  })
  .map(({ players: count, layout, moves, order }) => ({
    players: count,
    houses: housesFor(count, order),
    path: walkLegal(layout, moves),
  }))
  .chain((game) => widgetStatesOn(game.path).map((widgets) => ({ ...game, ...widgets })));

const history: fc.Arbitrary<HistoryEntry[]> = fc.array(
  fc.record({ label: fc.string({ minLength: 1, maxLength: 60 }), before: snapshot }),
  { maxLength: HISTORY_LIMIT },
);

/** What a snapshot means: compared through its stored form and its state. */
function meaning(entries: readonly HistoryEntry[]): unknown {
  return entries.map(({ label, before }) => [
    label,
    before.players,
    [...before.houses],
    sessionRecord(before.path),
    before.path.state,
    encodeWidgets(before),
  ]);
}

const layout = parseLayout(DEFAULT_LAYOUT);
const start: GameSnapshot = {
  players: 4,
  houses: ['gryffindor', 'hufflepuff', 'ravenclaw'],
  path: startSession(layout),
  ...EMPTY_WIDGETS,
};

describe('game history', () => {
  it('drops a history whose change holds a widget state the game cannot hold', () => {
    const [entry] = encodeHistory([{ label: 'setup step 1 ticked', before: start }]);
    const bad = [
      { ...entry, turn: { side: 'house', action: 'fly', ticks: [], markerMovedAt: null } },
    ];
    expect(() => decodeHistory(bad)).to.throw(
      /change 1 of the undo history is not a game: .*action/,
    );
    const ticked = [{ ...entry, setupTicks: ['roles'] }];
    expect(decodeHistory(ticked)[0]!.before.setupTicks).to.deep.equal(['roles']);
  });

  it('reads back what it stores, through JSON (property)', () => {
    fc.assert(
      fc.property(history, (entries) => {
        const read = decodeHistory(JSON.parse(JSON.stringify(encodeHistory(entries))));
        expect(meaning(read)).to.deep.equal(meaning(entries));
      }),
      { numRuns: Math.max(20, RUNS / 5) },
    );
  });

  it('keeps the last 50 changes and gives them back newest first (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 80 }),
        (labels) => {
          let entries: HistoryEntry[] = [];
          for (const label of labels) entries = recordChange(entries, label, start);
          expect(entries).to.have.length(Math.min(labels.length, HISTORY_LIMIT));
          const undone: string[] = [];
          for (let last = takeLast(entries); last; last = takeLast(entries)) {
            undone.push(last.entry.label);
            entries = last.rest;
          }
          expect(undone).to.deep.equal(labels.slice(-HISTORY_LIMIT).reverse());
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('reads a missing history (a record saved before undo) as empty', () => {
    expect(decodeHistory(undefined)).to.deep.equal([]);
    const old = JSON.parse(
      JSON.stringify(
        encodeGame({ ...start, houses: [...start.houses], rulebookUrl: '', pageSettings: {} }),
      ),
    );
    const read = readRecord(old, { players: 2, layout: DEFAULT_LAYOUT });
    expect(read.history).to.equal(undefined);
    expect(read.game.players).to.equal(4);
    expect(read.dropped).to.deep.equal([]);
  });

  it('throws a plain Error, never anything else, for any corrupt history (property)', () => {
    const valid = encodeHistory([{ label: 'players set to 4', before: start }])[0]!;
    const corrupt = fc.oneof(
      fc.anything().filter((value) => value !== undefined && !Array.isArray(value)),
      fc
        .array(fc.anything(), { minLength: 1, maxLength: 5 })
        .filter((items) => items.some((item) => typeof item !== 'object' || item === null)),
      fc.constant(Array.from({ length: HISTORY_LIMIT + 1 }, () => valid)),
      fc
        .constantFrom('label', 'players', 'houses', 'path')
        .chain((field) => fc.anything().map((value) => [{ ...valid, [field]: value }]))
        .filter(([entry]) => {
          try {
            decodeHistory([entry]);
            return false;
          } catch {
            return true;
          }
        }),
      fc.constant([{ ...valid, path: { ...valid.path, moves: [{ kind: 'fly' }] } }]),
      fc.constant([{ ...valid, houses: ['gryffindor', 'gryffindor', 'ravenclaw'] }]),
    );
    fc.assert(
      fc.property(corrupt, (value) => {
        let thrown: unknown;
        try {
          decodeHistory(value);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).to.be.instanceOf(Error);
        expect((thrown as Error).message).to.match(/undo history/);
      }),
      { numRuns: RUNS },
    );
  });

  it('names each kind of change in words', () => {
    const moved = sessionMove(layout, start.path, { kind: 'advance', cause: 'house-replenish' });
    expect(describeChange(start, { ...start, players: 3, houses: housesFor(3) })).to.equal(
      'players set to 3',
    );
    const houses: House[] = ['slytherin', 'gryffindor', 'ravenclaw'];
    expect(describeChange(start, { ...start, houses })).to.equal(
      'Houses set to Slytherin, Gryffindor, Ravenclaw',
    );
    expect(describeChange(start, { ...start, path: moved })).to.equal('marker moved to space 2');
    expect(
      describeChange({ ...start, path: moved }, { ...start, path: sessionUndo(moved) }),
    ).to.equal('marker moved to space 2 taken back');
    expect(describeChange(start, start)).to.equal('');
    const advance = { kind: 'advance', cause: 'event' } as const;
    const onEvent = sessionMove(layout, sessionMove(layout, start.path, advance), advance);
    expect(onEvent.state.pending?.zone, 'space 3 of the example layout is an Event Space').to.equal(
      'white',
    );
    const token = sessionMove(layout, onEvent, { kind: 'decide', choice: 'token' });
    expect(describeChange({ ...start, path: onEvent }, { ...start, path: token })).to.equal(
      'white Progress Token taken on space 3',
    );
    const effect = sessionMove(layout, onEvent, { kind: 'decide', choice: 'effect' });
    expect(describeChange({ ...start, path: onEvent }, { ...start, path: effect })).to.equal(
      'white event effect used on space 3',
    );
    expect(describeChange({ ...start, path: effect }, start)).to.equal('path started again');
  });
});
