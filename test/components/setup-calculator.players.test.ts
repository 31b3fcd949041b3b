import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DEFAULT_PLAYERS, PLAYER_COUNTS } from '../../src/rules/constants.js';
import { setupFor } from '../../src/rules/setup.js';
import {
  enteredText,
  houseWord,
  planSummary,
  playersProblem,
  shownPlayers,
} from '../../src/components/setup-calculator/internal/players.js';

describe('setup calculator player count', () => {
  it("shows the host's valid count, else the game's, else 4", () => {
    expect(DEFAULT_PLAYERS).to.equal(4);
    expect(shownPlayers(undefined, undefined)).to.equal(4);
    expect(shownPlayers(undefined, 3)).to.equal(3);
    expect(shownPlayers(5, 3)).to.equal(5);
    expect(shownPlayers(7, 3), 'a bad own count gives way to the game').to.equal(3);
    expect(shownPlayers(Number.NaN, undefined)).to.equal(4);
  });

  it('always shows a count from 2 to 5, whatever the host and game give', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double(), { nil: undefined }),
        fc.option(fc.constantFrom(...PLAYER_COUNTS), { nil: undefined }),
        (own, game) => {
          expect(PLAYER_COUNTS).to.include(shownPlayers(own, game));
        },
      ),
    );
  });

  it('names the allowed counts, what was entered and what is shown instead', () => {
    expect(playersProblem(undefined, '', 4)).to.equal(null);
    for (const count of PLAYER_COUNTS)
      expect(playersProblem(count, String(count), count)).to.equal(null);
    expect(playersProblem(3.5, '3.5', 4)?.('en')).to.equal(
      'players must be a whole number from 2 to 5; got 3.5. Showing 4 players.',
    );
    expect(playersProblem(Number.NaN, '"0x3"', 2)?.('en')).to.equal(
      'players must be a whole number from 2 to 5; got "0x3". Showing 2 players.',
    );
  });

  it('quotes attribute text and cuts what was entered to 40 characters', () => {
    expect(enteredText(Number.NaN, '   ')).to.equal('"   "');
    expect(enteredText(Number.NaN, '')).to.equal('""');
    expect(enteredText(3.5, null)).to.equal('3.5');
    expect(enteredText(Number.NaN, 'x'.repeat(60))).to.equal(JSON.stringify('x'.repeat(40)));
    expect(enteredText(1 / 3, null)).to.have.length(18);
  });
});

describe('setup calculator sentences', () => {
  it('says "House Player" for one and "House Players" for more', () => {
    expect(houseWord(setupFor(2))).to.equal('House Player');
    expect(houseWord(setupFor(3))).to.equal('House Players');
  });

  it('announces every figure of the plan in one sentence', () => {
    expect(planSummary(setupFor(2))).to.equal(
      '2 players: 1 House Player, 1 Dark Arts Player with 4 pawns, ' +
        `${setupFor(2).onBoard} on the Deployment Spaces and ${setupFor(2).reserve} in reserve.`,
    );
    for (const count of PLAYER_COUNTS) {
      const plan = setupFor(count);
      const summary = planSummary(plan);
      for (const figure of [
        plan.players,
        plan.housePlayers,
        plan.pawns,
        plan.onBoard,
        plan.reserve,
      ]) {
        expect(summary).to.contain(String(figure));
      }
    }
  });
});
