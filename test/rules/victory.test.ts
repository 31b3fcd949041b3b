import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { HOUSES, canClaimShield, checkVictory, victoryNeeds } from '../../src/rules.js';
import type { House, ShieldClaimInput, VictoryInput } from '../../src/rules.js';
import { RUNS, expectPages, expectRulesError, rejectsWithRulesError } from './helpers.js';

function input(
  overrides: Partial<VictoryInput> = {},
  darkArts: Partial<VictoryInput['darkArts']> = {},
): VictoryInput {
  return {
    houses: [
      { house: 'gryffindor', shields: 0 },
      { house: 'ravenclaw', shields: 1 },
    ],
    ...overrides,
    darkArts: { progressTokens: 1, locationRequirement: null, pawnsAtLocation: 0, ...darkArts },
  };
}

describe('checkVictory', () => {
  it('gives the win to the House with two Defence Shields, alone (p. 23)', () => {
    const verdict = checkVictory(
      input({
        houses: [
          { house: 'hufflepuff', shields: 2 },
          { house: 'slytherin', shields: 1 },
        ],
      }),
    );
    expect(verdict.outcome).to.equal('house');
    expect(verdict.winner).to.equal('hufflepuff');
    expect(verdict.reasons[0]?.text)
      .to.contain('Hufflepuff')
      .and.match(/do not share/);
    expect(verdict.reasons[0]?.pages).to.deep.equal([23]);
  });

  for (const requirement of [3, 2, 1] as const) {
    it(`gives the Dark Arts Player the win with all tokens and ${requirement} pawns for requirement ${requirement}`, () => {
      const verdict = checkVictory(
        input(
          {},
          { progressTokens: 3, locationRequirement: requirement, pawnsAtLocation: requirement },
        ),
      );
      expect(verdict.outcome).to.equal('dark-arts');
      expect(verdict.winner).to.equal(undefined);
      expect(verdict.reasons[0]?.pages).to.deep.equal([23]);
    });

    it(`does not give the Dark Arts win one pawn short of requirement ${requirement}`, () => {
      const verdict = checkVictory(
        input(
          {},
          { progressTokens: 3, locationRequirement: requirement, pawnsAtLocation: requirement - 1 },
        ),
      );
      expect(verdict.outcome).to.equal('none');
    });
  }

  it('counts more pawns than required as a win', () => {
    expect(
      checkVictory(input({}, { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 5 }))
        .outcome,
    ).to.equal('dark-arts');
  });

  it('does not count pawns at the Location without the third token', () => {
    const verdict = checkVictory(input({}, { progressTokens: 2, pawnsAtLocation: 7 }));
    expect(verdict.outcome).to.equal('none');
  });

  it('calls a draw in the final hand when everyone is out of cards and nobody has won (pp. 22-23)', () => {
    const verdict = checkVictory(
      input(
        { finalHand: true, everyoneOutOfCards: true },
        { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      ),
    );
    expect(verdict.outcome).to.equal('draw');
    expect(verdict.reasons.at(-1)?.pages).to.deep.equal([22, 23]);
  });

  it('prefers a win to a draw', () => {
    const finalHand = { progressTokens: 3, locationRequirement: 2 as const, pawnsAtLocation: 1 };
    expect(
      checkVictory(
        input(
          {
            finalHand: true,
            everyoneOutOfCards: true,
            houses: [{ house: 'ravenclaw', shields: 2 }],
          },
          finalHand,
        ),
      ).outcome,
    ).to.equal('house');
    expect(
      checkVictory(
        input({ finalHand: true, everyoneOutOfCards: true }, { ...finalHand, pawnsAtLocation: 2 }),
      ).outcome,
    ).to.equal('dark-arts');
  });

  it('is no draw in the final hand while cards remain, and the last space alone decides nothing', () => {
    const verdict = checkVictory(
      input(
        { finalHand: true, everyoneOutOfCards: false },
        { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      ),
    );
    expect(verdict.outcome).to.equal('none');
    expect(verdict.reasons.at(-1)?.text).to.match(/final hand/);
  });

  it('treats running out of cards before the final hand as no draw, and says why', () => {
    const verdict = checkVictory(input({ everyoneOutOfCards: true }));
    expect(verdict.outcome).to.equal('none');
    expect(verdict.reasons.at(-1)?.text).to.match(/says nothing about running out before/);
  });

  it('explains a verdict of none with a reason for each side and the draw', () => {
    const verdict = checkVictory(input());
    expect(verdict.outcome).to.equal('none');
    expect(verdict.reasons).to.have.length(3);
    for (const reason of verdict.reasons) {
      expect(reason.text).to.not.equal('');
      expectPages(reason.pages);
    }
  });

  const bad: [string, unknown, string][] = [
    [
      'a House twice',
      input({
        houses: [
          { house: 'gryffindor', shields: 0 },
          { house: 'gryffindor', shields: 1 },
        ],
      }),
      'victory-house-twice',
    ],
    [
      'two Houses at two shields',
      input({
        houses: [
          { house: 'gryffindor', shields: 2 },
          { house: 'slytherin', shields: 2 },
        ],
      }),
      'victory-two-winners',
    ],
    ['three shields', input({ houses: [{ house: 'gryffindor', shields: 3 }] }), 'victory-shields'],
    [
      'negative shields',
      input({ houses: [{ house: 'gryffindor', shields: -1 }] }),
      'victory-shields',
    ],
    [
      'fractional shields',
      input({ houses: [{ house: 'gryffindor', shields: 1.5 }] }),
      'victory-shields',
    ],
    [
      'an unknown House',
      input({ houses: [{ house: 'durmstrang' as House, shields: 0 }] }),
      'victory-houses',
    ],
    ['no Houses', input({ houses: [] }), 'victory-houses'],
    [
      'five Houses',
      input({
        houses: [...HOUSES, 'gryffindor'].map((house) => ({ house: house as House, shields: 0 })),
      }),
      'victory-houses',
    ],
    ['four tokens', input({}, { progressTokens: 4 }), 'victory-tokens'],
    [
      'a requirement with two tokens',
      input({}, { progressTokens: 2, locationRequirement: 2 }),
      'victory-requirement-without-tokens',
    ],
    [
      'three tokens without a requirement',
      input({}, { progressTokens: 3, locationRequirement: null }),
      'victory-tokens-without-requirement',
    ],
    [
      'a requirement of 4',
      input({}, { progressTokens: 3, locationRequirement: 4 as 1 }),
      'victory-requirement',
    ],
    ['eight pawns', input({}, { pawnsAtLocation: 8 }), 'victory-pawns'],
    ['NaN pawns', input({}, { pawnsAtLocation: Number.NaN }), 'victory-pawns'],
    [
      'the final hand with three tokens and no card',
      input({ finalHand: true }, { progressTokens: 3, locationRequirement: null }),
      'victory-tokens-without-requirement',
    ],
    [
      'the final hand with a requirement but two tokens',
      input({ finalHand: true }, { progressTokens: 2, locationRequirement: 1 }),
      'victory-requirement-without-tokens',
    ],
    [
      'requirement 3 with two tokens and a House at two shields',
      input(
        { houses: [{ house: 'gryffindor', shields: 2 }] },
        { progressTokens: 2, locationRequirement: 3 },
      ),
      'victory-requirement-without-tokens',
    ],
    [
      'requirement 1 with finalHand false',
      input({ finalHand: false }, { progressTokens: 3, locationRequirement: 1 }),
      'victory-requirement-one-before-final-hand',
    ],
    [
      'requirement 1 with finalHand false and everyone out of cards',
      input(
        { finalHand: false, everyoneOutOfCards: true },
        { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 1 },
      ),
      'victory-requirement-one-before-final-hand',
    ],
    [
      'both sides winning',
      input(
        { houses: [{ house: 'gryffindor', shields: 2 }] },
        { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 1 },
      ),
      'victory-both-sides',
    ],
    ['a non-boolean finalHand', input({ finalHand: 'yes' as unknown as boolean }), 'victory-input'],
    ['null', null, 'victory-input'],
    ['no darkArts', { houses: [{ house: 'gryffindor', shields: 0 }] }, 'victory-dark-arts'],
  ];
  for (const [name, value, code] of bad) {
    it(`rejects ${name}`, () => {
      const error = expectRulesError(() => checkVictory(value as VictoryInput), code);
      expect(error.message.length).to.be.greaterThan(10);
    });
  }

  describe('the final hand and the Location Card', () => {
    it('accepts the final hand with fewer than two tokens, and says the earlier tokens are taken by then', () => {
      const verdict = checkVictory(input({ finalHand: true }, { progressTokens: 0 }));
      expect(verdict.outcome).to.equal('none');
      const texts = verdict.reasons.map((reason) => reason.text).join(' ');
      expect(texts)
        .to.contain('Location Card now')
        .and.contain('white and orange Progress Tokens have been taken as well');
      expect(
        checkVictory(input({ finalHand: true }, { progressTokens: 2 }))
          .reasons.map((reason) => reason.text)
          .join(' '),
      ).to.not.contain('white and orange');
    });

    it('lets a House at two shields win in the final hand before the Location Card is taken (pp. 22, 23)', () => {
      const early = input(
        { houses: [{ house: 'gryffindor', shields: 2 }], finalHand: true },
        { progressTokens: 0, locationRequirement: null },
      );
      expect(
        checkVictory(early).winner,
        'ticking the final hand first, tokens still at 0',
      ).to.equal('gryffindor');
      const value = input(
        {
          houses: [
            { house: 'gryffindor', shields: 2 },
            { house: 'slytherin', shields: 1 },
          ],
          finalHand: true,
        },
        { progressTokens: 2, locationRequirement: null },
      );
      const verdict = checkVictory(value);
      expect(verdict.outcome).to.equal('house');
      expect(verdict.winner).to.equal('gryffindor');
      expect(victoryNeeds(value)).to.deep.equal([]);
    });

    it('says the Location Card must be taken now, at one pawn, in the final hand with two tokens', () => {
      for (const everyoneOutOfCards of [false, true]) {
        const value = input(
          { finalHand: true, everyoneOutOfCards },
          { progressTokens: 2, locationRequirement: null },
        );
        const verdict = checkVictory(value);
        expect(verdict.outcome, 'no draw before the card is taken').to.equal('none');
        const due = verdict.reasons.find((reason) => reason.text.includes('Location Card'));
        expect(due?.text).to.contain('must take the red Progress Token and the Location Card now');
        expect(due?.text).to.contain('one pawn');
        expect(due?.pages).to.deep.equal([22, 23]);
        const need = victoryNeeds(value).find((each) => each.side === 'dark-arts');
        expect(need?.text).to.contain('Location Card now').and.contain('one pawn');
        expect(need?.pages).to.deep.equal([22, 23]);
      }
    });

    it('rejects requirement 1 with finalHand false: only the last space sets it, and that starts the final hand', () => {
      const error = expectRulesError(
        () =>
          checkVictory(input({ finalHand: false }, { progressTokens: 3, locationRequirement: 1 })),
        'victory-requirement-one-before-final-hand',
      );
      expect(error.message).to.contain('only set on the last path space');
      expect(error.message).to.contain('true or left out');
      expect(error.message).to.contain('got finalHand false');
    });

    it('reads a left-out finalHand from requirement 1, which only the last space sets', () => {
      const value = input(
        { everyoneOutOfCards: true },
        { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      );
      expect(value).to.not.have.property('finalHand');
      expect(checkVictory(value).outcome, 'out of cards in the final hand').to.equal('draw');
      expect(checkVictory({ ...value, finalHand: undefined }).outcome).to.equal('draw');
      expect(
        checkVictory(input({}, { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 1 }))
          .outcome,
      ).to.equal('dark-arts');
      const playing = input({}, { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 });
      expect(checkVictory(playing).outcome).to.equal('none');
      expect(victoryNeeds(playing).at(-1)?.text).to.equal(
        'The Dark Arts Player needs 1 more pawn at the Location.',
      );
      const earlier = input(
        { everyoneOutOfCards: true },
        { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 0 },
      );
      expect(
        checkVictory(earlier).outcome,
        'requirement 2 says nothing about the final hand',
      ).to.equal('none');
    });

    it('accepts a card taken earlier, in or before the final hand', () => {
      for (const locationRequirement of [3, 2] as const) {
        for (const finalHand of [true, false, undefined]) {
          expect(
            checkVictory(input({ finalHand }, { progressTokens: 3, locationRequirement })).outcome,
            `${locationRequirement} ${finalHand}`,
          ).to.equal('none');
        }
      }
      expect(
        checkVictory(
          input(
            { finalHand: true, everyoneOutOfCards: true },
            { progressTokens: 3, locationRequirement: 1 },
          ),
        ).outcome,
      ).to.equal('draw');
    });

    it('makes victoryNeeds reject the same inputs with the same codes', () => {
      expectRulesError(
        () =>
          victoryNeeds(input({ finalHand: false }, { progressTokens: 3, locationRequirement: 1 })),
        'victory-requirement-one-before-final-hand',
      );
    });

    /** Houses that fit together (at most one at two shields), so only the Dark Arts side can be wrong. */
    const fittingHouses = fc
      .record({
        houses: fc.shuffledSubarray([...HOUSES], { minLength: 1, maxLength: 4 }),
        shields: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 4, maxLength: 4 }),
      })
      .map(({ houses, shields }) =>
        houses.map((house, index) => ({ house, shields: shields[index] as number })),
      );

    it('in the final hand without the Location Card, names no winner but a House at two shields (property)', () => {
      const finalHandWithoutCard = fc.record({
        houses: fc.oneof(
          fittingHouses,
          fittingHouses.map((houses) =>
            houses.map((entry, index) => (index === 0 ? { ...entry, shields: 2 } : entry)),
          ),
        ),
        tokens: fc.integer({ min: 0, max: 2 }),
        pawnsAtLocation: fc.integer({ min: 0, max: 7 }),
        everyoneOutOfCards: fc.option(fc.boolean(), { nil: undefined }),
      });
      fc.assert(
        fc.property(
          finalHandWithoutCard,
          ({ houses, tokens, pawnsAtLocation, everyoneOutOfCards }) => {
            const value: VictoryInput = {
              houses,
              darkArts: { progressTokens: tokens, locationRequirement: null, pawnsAtLocation },
              finalHand: true,
              everyoneOutOfCards,
            };
            const verdict = checkVictory(value);
            const houseWinner = houses.find((entry) => entry.shields === 2);
            expect(verdict.outcome).to.equal(houseWinner ? 'house' : 'none');
            expect(verdict.winner).to.equal(houseWinner?.house);
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('always rejects requirement 1 with finalHand false (property)', () => {
      fc.assert(
        fc.property(
          fittingHouses,
          fc.integer({ min: 0, max: 3 }),
          fc.integer({ min: 0, max: 7 }),
          fc.option(fc.boolean(), { nil: undefined }),
          (houses, tokens, pawnsAtLocation, everyoneOutOfCards) => {
            const value: VictoryInput = {
              houses,
              darkArts: { progressTokens: tokens, locationRequirement: 1, pawnsAtLocation },
              finalHand: false,
              everyoneOutOfCards,
            };
            expectRulesError(
              () => checkVictory(value),
              'victory-requirement-one-before-final-hand',
            );
            expectRulesError(
              () => victoryNeeds(value),
              'victory-requirement-one-before-final-hand',
            );
          },
        ),
        { numRuns: RUNS },
      );
    });
  });

  /**
   * Inputs a real game can reach: the requirement comes with the third token; in the final hand the
   * Dark Arts Player holds all three tokens and the card; requirement 1 never with finalHand false.
   */
  const validInput: fc.Arbitrary<VictoryInput> = fc
    .record({
      houses: fc.shuffledSubarray([...HOUSES], { minLength: 1, maxLength: 4 }),
      shields: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 4, maxLength: 4 }),
      winnerIndex: fc.option(fc.nat({ max: 3 }), { nil: undefined }),
      tokens: fc.integer({ min: 0, max: 3 }),
      requirementIndex: fc.nat({ max: 2 }),
      pawnsAtLocation: fc.integer({ min: 0, max: 7 }),
      finalHand: fc.option(fc.boolean(), { nil: undefined }),
      everyoneOutOfCards: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(
      ({
        houses,
        shields,
        winnerIndex,
        tokens,
        requirementIndex,
        pawnsAtLocation,
        finalHand,
        everyoneOutOfCards,
      }) => {
        const houseWins = winnerIndex !== undefined && winnerIndex < houses.length;
        // The marker on the last space means the card (and so all three tokens) has been taken.
        const progressTokens = finalHand === true ? 3 : tokens;
        // Requirement 1 is only set on the last space, which starts the final hand.
        const requirements: readonly (1 | 2 | 3)[] = finalHand === false ? [3, 2] : [3, 2, 1];
        const locationRequirement =
          progressTokens === 3
            ? (requirements[requirementIndex % requirements.length] as 1 | 2 | 3)
            : null;
        const darkWins = locationRequirement !== null && pawnsAtLocation >= locationRequirement;
        return {
          houses: houses.map((house, index) => ({
            house,
            shields:
              houseWins && !darkWins && index === winnerIndex ? 2 : (shields[index] as number),
          })),
          darkArts: { progressTokens, locationRequirement, pawnsAtLocation },
          finalHand,
          everyoneOutOfCards,
        };
      },
    );

  it('gives exactly the outcome the rules give for every valid input (property)', () => {
    fc.assert(
      fc.property(validInput, (value) => {
        // The generator only makes consistent inputs.
        if (value.finalHand === true) expect(value.darkArts.locationRequirement).to.not.equal(null);
        if (value.finalHand === false) expect(value.darkArts.locationRequirement).to.not.equal(1);
        const verdict = checkVictory(value);
        const winner = value.houses.find((entry) => entry.shields === 2);
        const requirement = value.darkArts.locationRequirement;
        // Left out, the final hand is read from requirement 1, which only the last space sets.
        const finalHand = value.finalHand ?? requirement === 1;
        const expected = winner
          ? 'house'
          : requirement !== null && value.darkArts.pawnsAtLocation >= requirement
            ? 'dark-arts'
            : finalHand && value.everyoneOutOfCards === true
              ? 'draw'
              : 'none';
        expect(verdict.outcome).to.equal(expected);
        expect(verdict.winner).to.equal(winner?.house);
        expect(verdict.reasons).to.not.be.empty;
        verdict.reasons.forEach((reason) => {
          expect(reason.text).to.not.equal('');
          expectPages(reason.pages);
        });
        const needs = victoryNeeds(value);
        expect(needs.length).to.equal(expected === 'none' ? value.houses.length + 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('throws only RulesError for garbage (property)', () => {
    const looseInput = fc.record({
      houses: fc.oneof(
        fc.array(
          fc.record({
            house: fc.oneof(fc.constantFrom(...HOUSES), fc.anything()),
            shields: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.anything()),
          }),
          { maxLength: 6 },
        ),
        fc.anything(),
      ),
      darkArts: fc.oneof(
        fc.record({
          progressTokens: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.anything()),
          locationRequirement: fc.oneof(fc.constantFrom(null, 1, 2, 3, 0), fc.anything()),
          pawnsAtLocation: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.double(), fc.anything()),
        }),
        fc.anything(),
      ),
      finalHand: fc.anything(),
      everyoneOutOfCards: fc.anything(),
    });
    fc.assert(
      fc.property(fc.oneof(looseInput, fc.anything()), (value) => {
        try {
          checkVictory(value as VictoryInput);
          victoryNeeds(value as VictoryInput);
        } catch (error) {
          expect(
            rejectsWithRulesError(() => {
              throw error;
            }),
          ).to.equal(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('victoryNeeds', () => {
  it('says what each side still needs in plain words', () => {
    const needs = victoryNeeds(
      input({}, { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 1 }),
    );
    expect(needs.map((need) => need.text)).to.deep.equal([
      'Gryffindor needs 2 more Defence Shields.',
      'Ravenclaw needs 1 more Defence Shield.',
      'The Dark Arts Player needs 1 more pawn at the Location.',
    ]);
    expect(needs.map((need) => need.side)).to.deep.equal(['house', 'house', 'dark-arts']);
    expect(needs[0]?.house).to.equal('gryffindor');
  });

  it('counts missing Progress Tokens before the Location Card', () => {
    const need = victoryNeeds(input({}, { progressTokens: 1 })).at(-1);
    expect(need?.text).to.match(/2 more Progress Tokens/);
    expectPages(need?.pages ?? []);
  });

  it('is empty once the game is decided', () => {
    expect(victoryNeeds(input({ houses: [{ house: 'slytherin', shields: 2 }] }))).to.deep.equal([]);
    expect(
      victoryNeeds(
        input(
          { finalHand: true, everyoneOutOfCards: true },
          { progressTokens: 3, locationRequirement: 1 },
        ),
      ),
    ).to.deep.equal([]);
    expect(
      victoryNeeds(input({}, { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 2 })),
    ).to.deep.equal([]);
  });
});

describe('canClaimShield', () => {
  const all: ShieldClaimInput = {
    onShieldSpace: true,
    libraryBook: true,
    parchmentScroll: true,
    daCoin: true,
    darkDetector: false,
    shieldNeeds: 'da-coin',
  };

  it('allows the claim with a pawn on the space and the three items (pp. 11, 23)', () => {
    expect(canClaimShield(all)).to.deep.equal({ ok: true, missing: [], pages: [11, 23] });
    expect(
      canClaimShield({ ...all, daCoin: false, darkDetector: true, shieldNeeds: 'dark-detector' })
        .ok,
    ).to.equal(true);
  });

  it('needs the pawn on a shield space: the items alone are not enough', () => {
    const claim = canClaimShield({ ...all, onShieldSpace: false });
    expect(claim.ok).to.equal(false);
    expect(claim.missing).to.deep.equal(['a House pawn on a Defence Shield Space']);
  });

  it('needs the item pictured on that shield, not the other one', () => {
    expect(canClaimShield({ ...all, shieldNeeds: 'dark-detector' }).missing).to.deep.equal([
      'the Dark Detector',
    ]);
    expect(canClaimShield({ ...all, daCoin: false, darkDetector: true }).missing).to.deep.equal([
      'a D.A. Coin',
    ]);
  });

  it('lists everything that is missing, in order', () => {
    const claim = canClaimShield({
      onShieldSpace: false,
      libraryBook: false,
      parchmentScroll: false,
      daCoin: false,
      darkDetector: false,
      shieldNeeds: 'da-coin',
    });
    expect(claim.missing).to.deep.equal([
      'a House pawn on a Defence Shield Space',
      'a Library Book',
      'a Parchment Scroll',
      'a D.A. Coin',
    ]);
    expect(claim.pages).to.deep.equal([11, 23]);
  });

  it('is ok exactly when nothing is missing (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          onShieldSpace: fc.boolean(),
          libraryBook: fc.boolean(),
          parchmentScroll: fc.boolean(),
          daCoin: fc.boolean(),
          darkDetector: fc.boolean(),
          shieldNeeds: fc.constantFrom<'da-coin' | 'dark-detector'>('da-coin', 'dark-detector'),
        }),
        (value) => {
          const claim = canClaimShield(value);
          const item = value.shieldNeeds === 'da-coin' ? value.daCoin : value.darkDetector;
          const expected =
            value.onShieldSpace && value.libraryBook && value.parchmentScroll && item;
          return claim.ok === expected && claim.ok === (claim.missing.length === 0);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('rejects bad input', () => {
    expectRulesError(() => canClaimShield(null as unknown as ShieldClaimInput), 'shield-input');
    expectRulesError(
      () => canClaimShield({ ...all, libraryBook: 'yes' as unknown as boolean }),
      'shield-input',
    );
    expectRulesError(
      () => canClaimShield({ ...all, shieldNeeds: 'wand' as 'da-coin' }),
      'shield-input',
    );
    expectRulesError(
      () => canClaimShield({ ...all, daCoin: undefined as unknown as boolean }),
      'shield-input',
    );
  });

  it('throws only RulesError for garbage (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          canClaimShield(value as ShieldClaimInput);
          return false;
        } catch (error) {
          return rejectsWithRulesError(() => {
            throw error;
          });
        }
      }),
      { numRuns: RUNS },
    );
  });
});
