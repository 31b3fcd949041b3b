import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  DEPLOYMENT_SPACES,
  GAME_FACTS,
  PLAYER_COUNTS,
  darkArtsPawnsFor,
  isPlayerCount,
  setupFor,
  setupTable,
  twoPlayerNote,
  TWO_PLAYER_NOTE,
} from '../../src/rules.js';
import { TWO_PLAYER_TEXT, setupFigures, setupStepIds } from '../../src/rules/setup.js';
import { RUNS, expectPages, expectRulesError, rejectsWithRulesError } from './helpers.js';

describe('darkArtsPawnsFor', () => {
  it('gives two more pawns than players, as setupFor does, and rejects other counts', () => {
    for (const players of [2, 3, 4, 5]) {
      expect(darkArtsPawnsFor(players)).to.equal(players + 2);
      expect(darkArtsPawnsFor(players)).to.equal(setupFor(players).pawns);
    }
    for (const bad of [1, 6, 2.5, '3', null])
      expectRulesError(() => darkArtsPawnsFor(bad as number), 'players');
  });
});

describe('setupFor', () => {
  const table = [
    { players: 2, housePlayers: 1, pawns: 4, onBoard: 4, reserve: 0 },
    { players: 3, housePlayers: 2, pawns: 5, onBoard: 4, reserve: 1 },
    { players: 4, housePlayers: 3, pawns: 6, onBoard: 4, reserve: 2 },
    { players: 5, housePlayers: 4, pawns: 7, onBoard: 4, reserve: 3 },
  ];

  for (const row of table) {
    it(`gives the guide's figures for ${row.players} players (p. 6)`, () => {
      const plan = setupFor(row.players);
      expect(plan.players).to.equal(row.players);
      expect(plan.housePlayers).to.equal(row.housePlayers);
      expect(plan.darkArtsPlayers).to.equal(1);
      expect(plan.pawns).to.equal(row.pawns);
      expect(plan.onBoard).to.equal(row.onBoard);
      expect(plan.reserve).to.equal(row.reserve);
    });
  }

  it('lists the setup steps in order with their pages', () => {
    const plan = setupFor(4);
    expect(plan.steps.map((step) => step.id)).to.deep.equal([
      'roles',
      'dark-arts-pawns',
      'main-board',
      'side-board',
      'player-setup',
      'first-turn',
    ]);
    expect(plan.steps.map((step) => step.pages)).to.deep.equal([
      [8, 9],
      [6],
      [6],
      [7],
      [8, 9],
      [10],
    ]);
    for (const step of plan.steps) expect(step.text).to.be.a('string').and.not.equal('');
  });

  it('names the pawn figures in the pawn step, in digits', () => {
    expect(setupFor(2).steps[1]?.text).to.contain('4 pawns').and.contain('none');
    expect(setupFor(3).steps[1]?.text).to.contain('5 pawns').and.contain('other 1 waits');
    expect(setupFor(5).steps[1]?.text).to.contain('7 pawns').and.contain('other 3 wait');
  });

  it('advises the most experienced player to take the Dark Arts in a first game (pp. 8-9)', () => {
    expect(setupFor(3).steps[0]?.text)
      .to.match(/first game/i)
      .and.match(/knows the rules best/);
  });

  it('starts with the House Player to the left of the Dark Arts Player, clockwise (p. 10)', () => {
    const step = setupFor(3).steps.at(-1);
    expect(step?.text)
      .to.match(/left/)
      .and.match(/clockwise/);
  });

  it('returns frozen plans', () => {
    const plan = setupFor(3);
    expect(Object.isFrozen(plan)).to.equal(true);
    expect(Object.isFrozen(plan.steps[0])).to.equal(true);
  });

  for (const bad of [
    1,
    6,
    7,
    0,
    -3,
    2.5,
    Number.NaN,
    Infinity,
    '4',
    null,
    undefined,
    {},
    [4],
    true,
  ]) {
    it(`rejects ${String(bad)} with a RulesError saying what is allowed`, () => {
      const error = expectRulesError(() => setupFor(bad as number), 'players');
      expect(error.message).to.contain('whole number from 2 to 5');
    });
  }

  it('says exactly what it got', () => {
    expect(expectRulesError(() => setupFor(7)).message).to.equal(
      'players must be a whole number from 2 to 5; got 7',
    );
  });

  it('satisfies the pawn arithmetic for every valid count (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAYER_COUNTS), (players) => {
        const plan = setupFor(players);
        return (
          plan.pawns === players + 2 &&
          plan.housePlayers === players - 1 &&
          plan.onBoard === DEPLOYMENT_SPACES &&
          plan.onBoard + plan.reserve === plan.pawns &&
          plan.reserve >= 0 &&
          plan.steps.every((step) => step.text.length > 0 && step.pages.length > 0)
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('throws only RulesError for every other value (property)', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => !isPlayerCount(value)),
        (value) => rejectsWithRulesError(() => setupFor(value as number)),
      ),
      { numRuns: RUNS },
    );
  });
});

describe('setupTable', () => {
  it('has one row per player count with the setupFor figures', () => {
    const rows = setupTable();
    expect(rows.map((row) => row.players)).to.deep.equal([2, 3, 4, 5]);
    rows.forEach((row) => {
      const plan = setupFor(row.players);
      expect([
        row.housePlayers,
        row.darkArtsPlayers,
        row.pawns,
        row.onBoard,
        row.reserve,
      ]).to.deep.equal([
        plan.housePlayers,
        plan.darkArtsPlayers,
        plan.pawns,
        plan.onBoard,
        plan.reserve,
      ]);
      expectPages(row.pages);
    });
  });
});

describe('constants', () => {
  it('states player count, age and playing time (pp. 2-3)', () => {
    expect(GAME_FACTS).to.deep.equal({
      minPlayers: 2,
      maxPlayers: 5,
      minAge: 13,
      playingMinutes: 90,
      pages: [2, 3],
    });
  });

  it('recognises player counts', () => {
    expect(PLAYER_COUNTS).to.deep.equal([2, 3, 4, 5]);
    expect([2, 3, 4, 5].every(isPlayerCount)).to.equal(true);
    expect([1, 6, '3', 2.5, null].some(isPlayerCount)).to.equal(false);
  });
});

describe('setup texts in a language', () => {
  // German is registered by importing its module (as a page does with one more script tag).
  before(() => import('../../src/locales/de.js'));

  it('tells every step in German with { locale: "de" }, with the same figures and pages', () => {
    for (const players of PLAYER_COUNTS) {
      const english = setupFor(players);
      const german = setupFor(players, { locale: 'de' });
      expect({ ...german, steps: [] }).to.deep.equal({ ...english, steps: [] });
      expect(german.steps.map((step) => [step.id, step.pages])).to.deep.equal(
        english.steps.map((step) => [step.id, step.pages]),
      );
      german.steps.forEach((step, index) =>
        expect(step.text).to.not.equal(english.steps[index]?.text),
      );
    }
    expect(setupFor(3, { locale: 'de' }).steps[0]?.text)
      .to.contain('Spieler der Dunklen Künste')
      .and.contain('die anderen 2 Spieler');
    expect(setupFor(2, { locale: 'de-AT' }).steps[1]?.text).to.contain('4 Figuren');
    expect(setupFor(5, { locale: 'de' }).steps[1]?.text).to.contain(
      'die übrigen 3 warten im Vorrat',
    );
  });

  it('stays English by default, for an unknown language and for options that are no options', () => {
    const english = setupFor(4);
    expect(english.steps[0]?.text).to.match(/^Choose roles/);
    for (const options of [{}, { locale: 'fr' }, { locale: 5 }, null, 'de', 7]) {
      expect(setupFor(4, options as never)).to.deep.equal(english);
    }
    const throwing = Object.defineProperty({}, 'locale', {
      get() {
        throw new Error('no');
      },
    });
    expect(setupFor(4, throwing)).to.deep.equal(english);
  });

  it('gives the two-player note in German, and the English one by default', () => {
    expect(twoPlayerNote()).to.deep.equal(TWO_PLAYER_NOTE);
    expect(TWO_PLAYER_NOTE.text).to.equal(TWO_PLAYER_TEXT);
    const german = twoPlayerNote({ locale: 'de' });
    expect(german.pages).to.deep.equal(TWO_PLAYER_NOTE.pages);
    expect(german.text)
      .to.match(/^Ja: /)
      .and.contain('vier Figuren')
      .and.contain('keine im Vorrat');
  });

  it('says in German what a bad player count is, keeping the English message', () => {
    const error = expectRulesError(() => setupFor(7, { locale: 'de' }), 'players');
    expect(error.message).to.equal('players must be a whole number from 2 to 5; got 7');
    expect(error.messageIn('de')).to.equal(
      'players muss eine ganze Zahl von 2 bis 5 sein; erhalten: 7',
    );
    expect(expectRulesError(() => setupFor([4] as never)).messageIn('de')).to.equal(
      'players muss eine ganze Zahl von 2 bis 5 sein; erhalten: eine Liste',
    );
  });
});

describe('setupFigures and setupStepIds', () => {
  it("give setupFor's figures and its steps' ids at every table size, in no language", () => {
    for (const players of [2, 3, 4, 5]) {
      const { steps, ...figures } = setupFor(players);
      expect(setupFigures(players)).to.deep.equal(figures);
      expect(setupStepIds()).to.deep.equal(steps.map((step) => step.id));
    }
  });

  it('refuse what setupFor refuses, with the same message', () => {
    for (const players of [1, 6, 2.5, Number.NaN, '3' as unknown as number]) {
      const planError = expectRulesError(() => setupFor(players));
      expect(expectRulesError(() => setupFigures(players)).message).to.equal(planError.message);
    }
  });
});
