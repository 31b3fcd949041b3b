import type { PlayerCount, RuleStep, SetupPlan } from './types.js';
import { PLAYER_COUNTS } from './constants.js';
import { fail, freezeDeep, numberWord, plural } from './validate.js';
import { describeValue } from './errors.js';

/** Pawns that always start on the Deployment Spaces, whatever the table size (p. 6). */
export const DEPLOYMENT_SPACES = 4;

/** The Dark Arts Player's pawns exceed the total player count by this many (p. 6). */
export const EXTRA_DARK_ARTS_PAWNS = 2;

/** Player count, age and playing time listed in the rulebook (pp. 2-3). */
export const GAME_FACTS = /* @__PURE__ */ freezeDeep({
  minPlayers: 2,
  maxPlayers: 5,
  minAge: 13,
  playingMinutes: 90,
  pages: [2, 3],
});

function requirePlayers(players: unknown): PlayerCount {
  if (typeof players !== 'number' || !(PLAYER_COUNTS as readonly number[]).includes(players)) {
    fail('players', `players must be a whole number from 2 to 5; got ${describeValue(players)}`);
  }
  return players as PlayerCount;
}

function steps(players: PlayerCount, pawns: number, reserve: number): RuleStep[] {
  const housePlayers = players - 1;
  const houseText =
    housePlayers === 1
      ? 'the other player takes one Hogwarts house'
      : `the other ${numberWord(housePlayers)} players each take a different Hogwarts house`;
  const reserveText =
    reserve === 0
      ? 'none are left over for the reserve'
      : `the other ${numberWord(reserve)} ${plural(reserve, 'waits', 'wait')} in reserve`;
  return [
    {
      id: 'roles',
      text:
        `Choose roles: one player is always the Dark Arts Player and ${houseText}. ` +
        'In a first game, hand the Dark Arts role to whoever knows the rules best.',
      pages: [8, 9],
    },
    {
      id: 'dark-arts-pawns',
      text:
        `Give the Dark Arts Player ${numberWord(pawns)} pawns (the player count plus two). ` +
        `Four of them start on the Deployment Spaces; ${reserveText}.`,
      pages: [6],
    },
    {
      id: 'main-board',
      text:
        'Main Board: lay it in the middle of the table. Shuffle the Defence Shields and turn one face up on every ' +
        'shield space, then put each of the seven Hogwarts Tokens on the space marked for it. Every House starts ' +
        'three of its pawns in the Great Hall. Have the D.A. Coins and the Room of Requirement piece ready beside ' +
        'the board.',
      pages: [6],
    },
    {
      id: 'side-board',
      text:
        'Side Board: it goes just above the Main Board. Give the Library Book Deck a shuffle and turn two books face ' +
        'up. Shuffle the House Acquire Deck next, then fill the Acquire row and the Advanced Acquire row with two ' +
        'cards each. The Dark Arts Marker begins on the first space of the path, while the three Progress Tokens, ' +
        'the Dark Detector and the Scrolls all go on their spaces. Every House stands its fourth pawn at ' +
        'the beginning of the Loyalty Track. Last, shuffle each of the two Location Decks on its own and set both ' +
        'on their spaces.',
      pages: [7],
    },
    {
      id: 'player-setup',
      text:
        'Players: everyone shuffles their own Starter Deck and places it on their board. A House holds on to its ' +
        'House Marker and takes three House Location Cards. For the Dark Arts Player: shuffle their Acquire Deck, ' +
        'keep the reserve pawns within reach, and shuffle the three Event Decks (white, orange and red) into ' +
        'separate piles. Next, each player draws five Starter Cards. Pieces for any house nobody picked go back ' +
        'in the box.',
      pages: [8, 9],
    },
    {
      id: 'first-turn',
      text: 'The House Player sitting on the Dark Arts Player\u2019s left goes first; turns then pass clockwise around the table.',
      pages: [10],
    },
  ];
}

/** How many pawns the Dark Arts Player has at a table of `players` people: two more than the players (p. 6). */
export function darkArtsPawnsFor(players: number): number {
  return requirePlayers(players) + EXTRA_DARK_ARTS_PAWNS;
}

/** Everything to prepare for a table of `players` people (2 to 5, the Dark Arts Player included). */
export function setupFor(players: number): SetupPlan {
  const count = requirePlayers(players);
  const pawns = darkArtsPawnsFor(count);
  const reserve = pawns - DEPLOYMENT_SPACES;
  return freezeDeep({
    players: count,
    housePlayers: count - 1,
    darkArtsPlayers: 1 as const,
    pawns,
    onBoard: DEPLOYMENT_SPACES,
    reserve,
    steps: steps(count, pawns, reserve),
  });
}

/** The two-player game explained, shared by the FAQ and the setup calculator. */
export const TWO_PLAYER_TEXT =
  'Yes: one person plays a House and the other plays the Dark Arts. The Dark Arts Player then has four pawns, ' +
  'all of them on the Deployment Spaces and none in reserve. Everything else is set up as usual; when you read ' +
  'the official setup, count House Players (one here) apart from the total number of players.';
export const TWO_PLAYER_PAGES = [6, 8, 9];

/**
 * The same note for the setup calculator. It lives here, not in the FAQ, so that the calculator's
 * bundle does not carry every FAQ answer.
 */
export const TWO_PLAYER_NOTE: Readonly<{ text: string; pages: readonly number[] }> =
  /* @__PURE__ */ freezeDeep({
    text: TWO_PLAYER_TEXT,
    pages: TWO_PLAYER_PAGES,
  });

/** One row per supported player count, for a comparison table. */
export type SetupRow = Omit<SetupPlan, 'steps'> & { pages: number[] };

/** The figures of `setupFor` for 2, 3, 4 and 5 players, in that order. */
export function setupTable(): SetupRow[] {
  return PLAYER_COUNTS.map((players) => {
    const plan = setupFor(players);
    return freezeDeep({
      players,
      housePlayers: plan.housePlayers,
      darkArtsPlayers: plan.darkArtsPlayers,
      pawns: plan.pawns,
      onBoard: plan.onBoard,
      reserve: plan.reserve,
      pages: [6],
    });
  });
}
