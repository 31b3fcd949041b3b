import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { HOUSES } from '../../src/rules/constants.js';
import {
  DEFAULT_LAYOUT,
  initialPath,
  parseLayout,
  pathInfo,
  pathStateAt,
} from '../../src/rules/path.js';
import { checkVictory } from '../../src/rules/victory.js';
import type { House, PathState, PlayerCount, VictoryInput } from '../../src/rules/types.js';
import type { GameContextValue } from '../../src/model/context.js';
import { startSession } from '../../src/model/path-session.js';
import {
  ALL_LOCAL,
  fixFor,
  FOLLOWING_GAME,
  defaultForm,
  evaluate,
  followGame,
  formFrom,
  headline,
  houseInPlayChange,
  impliedFinalHand,
  inputFrom,
  maxPawnsAtLocation,
  shieldsChange,
  takenOver,
  type VictoryForm,
} from '../../src/components/victory-checker/internal/form.js';

const layout = parseLayout(DEFAULT_LAYOUT);
const last = layout.spaces.length - 1;

/** The context a game would provide for these Houses and this path state. */
function game(
  houses: House[],
  state: PathState,
  players: PlayerCount = (houses.length + 1) as PlayerCount,
): GameContextValue {
  return {
    state: {
      players,
      houses,
      path: { ...startSession(layout), state },
      rulebookUrl: '',
      pageSettings: {},
    },
    pathInfo: pathInfo(layout, state),
  } as unknown as GameContextValue;
}

const form = (change: Partial<VictoryForm> = {}): VictoryForm => ({ ...defaultForm(), ...change });

describe('victory checker form model', () => {
  it('starts with Gryffindor, Hufflepuff and Ravenclaw in play and nothing else set', () => {
    expect(inputFrom(defaultForm())).to.deep.equal({
      houses: [
        { house: 'gryffindor', shields: 0 },
        { house: 'hufflepuff', shields: 0 },
        { house: 'ravenclaw', shields: 0 },
      ],
      darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
      finalHand: false,
      everyoneOutOfCards: false,
    });
  });

  it('remembers the shields of a House taken out of play, and lists Houses in the order of HOUSES', () => {
    let current = form(shieldsChange(defaultForm(), 'ravenclaw', 1));
    current = { ...current, ...houseInPlayChange(current, 'ravenclaw', false) };
    current = { ...current, ...houseInPlayChange(current, 'slytherin', true) };
    expect(inputFrom(current).houses.map((entry) => entry.house)).to.deep.equal([
      'gryffindor',
      'hufflepuff',
      'slytherin',
    ]);
    current = { ...current, ...houseInPlayChange(current, 'ravenclaw', true) };
    expect(inputFrom(current).houses[2]).to.deep.equal({ house: 'ravenclaw', shields: 1 });
  });

  it('round-trips every input the core accepts that names its final hand and cards', () => {
    const houseEntries = fc.uniqueArray(
      fc.record({ house: fc.constantFrom(...HOUSES), shields: fc.integer({ min: 0, max: 2 }) }),
      { minLength: 1, maxLength: 4, selector: (entry) => entry.house },
    );
    const inputs = fc.record({
      houses: houseEntries,
      darkArts: fc.record({
        progressTokens: fc.integer({ min: 0, max: 3 }),
        locationRequirement: fc.constantFrom(null, 1, 2, 3),
        pawnsAtLocation: fc.integer({ min: 0, max: 7 }),
      }),
      finalHand: fc.boolean(),
      everyoneOutOfCards: fc.boolean(),
    }) as fc.Arbitrary<VictoryInput>;
    fc.assert(
      fc.property(inputs, (value) => {
        try {
          checkVictory(value);
        } catch {
          return;
        }
        const sorted = HOUSES.flatMap((house) =>
          value.houses.filter((entry) => entry.house === house),
        );
        expect(inputFrom(formFrom(value))).to.deep.equal({ ...value, houses: sorted });
      }),
    );
  });

  it('ticks the final hand for a left-out finalHand only when the requirement is 1', () => {
    const base = { houses: [{ house: 'gryffindor' as const, shields: 0 }] };
    expect(
      impliedFinalHand({
        ...base,
        darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      }),
    ).to.equal(true);
    expect(
      impliedFinalHand({
        ...base,
        darkArts: { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 0 },
      }),
    ).to.equal(false);
    expect(
      formFrom({
        ...base,
        darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      }).finalHand,
    ).to.equal(true);
  });

  it('evaluates a form that fits with the core, and one that does not with its message and fix', () => {
    const fits = evaluate(form(shieldsChange(defaultForm(), 'hufflepuff', 2)));
    expect(fits.error).to.equal(null);
    expect(fits.verdict.winner).to.equal('hufflepuff');
    expect(headline(fits.verdict, fits.error)).to.equal('Hufflepuff wins');
    const clash = evaluate(form({ progressTokens: 3 }));
    expect(clash.error).to.be.a('string').and.not.equal('');
    expect(clash.fix).to.equal(fixFor('victory-tokens-without-requirement', 'en'));
    expect(clash.fix).to.contain('Choose its requirement');
    expect(clash.verdict).to.deep.equal({
      outcome: 'none',
      reasons: [{ text: clash.error, pages: [] }],
    });
    expect(clash.needs).to.deep.equal([]);
    expect(headline(clash.verdict, clash.error)).to.equal('Check the inputs');
    let noHouses = defaultForm();
    for (const house of HOUSES)
      noHouses = { ...noHouses, ...houseInPlayChange(noHouses, house, false) };
    expect(evaluate(noHouses).fix).to.equal(
      'Tick at least one House: every game has one to four House Players.',
    );
  });

  it('names each verdict in its headline', () => {
    const reasons: never[] = [];
    expect(headline({ outcome: 'dark-arts', reasons }, null)).to.equal('The Dark Arts Player wins');
    expect(headline({ outcome: 'draw', reasons }, null)).to.equal('Draw');
    expect(headline({ outcome: 'none', reasons }, null)).to.equal('No winner yet');
  });
});

describe('victory checker: following the game', () => {
  const lastState: PathState = pathStateAt(layout, last);

  it('copies the Houses, tokens, requirement and final hand into groups that still follow it', () => {
    const next = followGame(
      defaultForm(),
      FOLLOWING_GAME,
      game(['hufflepuff', 'slytherin'], lastState),
    );
    expect(inputFrom(next).houses.map((entry) => entry.house)).to.deep.equal([
      'hufflepuff',
      'slytherin',
    ]);
    expect(next.progressTokens).to.equal(3);
    expect(next.locationRequirement).to.equal(1);
    expect(next.finalHand).to.equal(true);
  });

  it('leaves the groups the user took over, and returns the same form when nothing changes', () => {
    const mine = form({ progressTokens: 1 });
    const next = followGame(mine, ALL_LOCAL, game(['slytherin'], lastState));
    expect(next).to.equal(mine);
    const same = followGame(
      defaultForm(),
      FOLLOWING_GAME,
      game(['gryffindor', 'hufflepuff', 'ravenclaw'], initialPath(layout)),
    );
    const again = followGame(
      same,
      FOLLOWING_GAME,
      game(['gryffindor', 'hufflepuff', 'ravenclaw'], initialPath(layout)),
    );
    expect(again).to.equal(same);
  });

  it('keeps the shields of Houses the game takes out of play', () => {
    const mine = form(shieldsChange(defaultForm(), 'ravenclaw', 1));
    const out = followGame(mine, FOLLOWING_GAME, game(['gryffindor'], initialPath(layout)));
    const back = followGame(
      out,
      FOLLOWING_GAME,
      game(['gryffindor', 'ravenclaw'], initialPath(layout)),
    );
    expect(inputFrom(back).houses).to.deep.equal([
      { house: 'gryffindor', shields: 0 },
      { house: 'ravenclaw', shields: 1 },
    ]);
  });

  it("caps the pawns at the Location at the game's Dark Arts pawns, even for groups set here (p. 6)", () => {
    expect(maxPawnsAtLocation(undefined)).to.equal(7);
    const twoPlayers = game(['hufflepuff'], initialPath(layout));
    expect(maxPawnsAtLocation(twoPlayers)).to.equal(4);
    expect(
      followGame(form({ pawnsAtLocation: 6 }), ALL_LOCAL, twoPlayers).pawnsAtLocation,
    ).to.equal(4);
  });

  it('feeds no final hand from a game whose path the core rejects', () => {
    const rejected = { ...game(['hufflepuff'], lastState), pathInfo: null } as GameContextValue;
    expect(followGame(defaultForm(), FOLLOWING_GAME, rejected).finalHand).to.equal(false);
  });

  it('names the groups set here in the words of the game note', () => {
    expect(takenOver(FOLLOWING_GAME)).to.deep.equal([]);
    expect(takenOver(ALL_LOCAL)).to.deep.equal([
      'the Houses in play',
      'the Progress Tokens and requirement',
      'the final hand',
    ]);
  });
});
