import type {
  House,
  LocationRequirement,
  Reason,
  ShieldClaim,
  ShieldClaimInput,
  ShieldItem,
  Side,
  Verdict,
  VictoryInput,
} from './types.js';
import { HOUSES, HOUSE_NAMES } from './constants.js';
import { describeValue } from './errors.js';
import {
  fail,
  freezeDeep,
  numberWord,
  optionalBoolean,
  plural,
  readField,
  requireArray,
  requireBoolean,
  requireInteger,
  requireOneOf,
  requireRecord,
} from './validate.js';

/** Defence Shields a House needs to win (p. 23). */
export const SHIELDS_TO_WIN = 2;
/** Progress Tokens on the Dark Arts path, one per zone (p. 22). */
export const PROGRESS_TOKENS = 3;
/** Most Dark Arts pawns in any game (five players plus two, p. 6). */
export const MAX_DARK_ARTS_PAWNS = 7;

const HOUSE_WIN_PAGES = [23];
const DARK_ARTS_WIN_PAGES = [23];
const DRAW_PAGES = [22, 23];

function readVictoryInput(input: unknown): Required<VictoryInput> {
  const record = requireRecord(input, 'input', 'victory-input');
  const housesList = requireArray(
    readField(record, 'houses', 'input.houses', 'victory-houses'),
    'input.houses',
    4,
    'victory-houses',
  );
  if (housesList.length === 0) {
    fail(
      'victory-houses',
      'input.houses must list from 1 to 4 Houses (one per House Player); got an empty list',
    );
  }
  const seen = new Set<House>();
  const houses = housesList.map((entry, index) => {
    const name = `input.houses item ${index + 1}`;
    const entryRecord = requireRecord(entry, name, 'victory-houses');
    const house = requireOneOf(
      readField(entryRecord, 'house', `${name}.house`, 'victory-houses'),
      HOUSES,
      `${name}.house`,
      'victory-houses',
    );
    if (seen.has(house))
      fail(
        'victory-house-twice',
        `each House may appear only once in input.houses; ${HOUSE_NAMES[house]} appears twice`,
      );
    seen.add(house);
    const shields = requireInteger(
      readField(entryRecord, 'shields', `${name}.shields`, 'victory-shields'),
      `${name}.shields`,
      0,
      SHIELDS_TO_WIN,
      'victory-shields',
    );
    return { house, shields };
  });
  const winners = houses.filter((entry) => entry.shields === SHIELDS_TO_WIN);
  if (winners.length > 1) {
    fail(
      'victory-two-winners',
      `only one House can reach two Defence Shields, because the game ends when the first one does; got ${winners.map((entry) => HOUSE_NAMES[entry.house]).join(' and ')}`,
    );
  }
  const darkRecord = requireRecord(
    readField(record, 'darkArts', 'input.darkArts', 'victory-dark-arts'),
    'input.darkArts',
    'victory-dark-arts',
  );
  const progressTokens = requireInteger(
    readField(darkRecord, 'progressTokens', 'input.darkArts.progressTokens', 'victory-tokens'),
    'input.darkArts.progressTokens',
    0,
    PROGRESS_TOKENS,
    'victory-tokens',
  );
  const requirementValue = readField(
    darkRecord,
    'locationRequirement',
    'input.darkArts.locationRequirement',
    'victory-requirement',
  );
  if (
    requirementValue !== null &&
    requirementValue !== 1 &&
    requirementValue !== 2 &&
    requirementValue !== 3
  ) {
    fail(
      'victory-requirement',
      `input.darkArts.locationRequirement must be 1, 2, 3 or null (no Location Card yet); got ${describeValue(requirementValue)}`,
    );
  }
  const locationRequirement = requirementValue as LocationRequirement | null;
  const givenFinalHand = optionalBoolean(
    readField(record, 'finalHand', 'input.finalHand', 'victory-input'),
    'input.finalHand',
    'victory-input',
  );
  if (givenFinalHand === false && locationRequirement === 1) {
    fail(
      'victory-requirement-one-before-final-hand',
      'a requirement of 1 is only set on the last path space, which starts the final hand, so with locationRequirement 1 ' +
        'input.finalHand must be true or left out; got finalHand false',
    );
  }
  if (locationRequirement !== null && progressTokens < PROGRESS_TOKENS) {
    fail(
      'victory-requirement-without-tokens',
      `a Location Card requirement comes with the third Progress Token, so it needs progressTokens 3; got progressTokens ${progressTokens} with requirement ${locationRequirement}`,
    );
  }
  if (locationRequirement === null && progressTokens === PROGRESS_TOKENS) {
    fail(
      'victory-tokens-without-requirement',
      'the third Progress Token brings the Location Card, so with progressTokens 3 locationRequirement must be 1, 2 or 3; got null',
    );
  }
  const pawnsAtLocation = requireInteger(
    readField(darkRecord, 'pawnsAtLocation', 'input.darkArts.pawnsAtLocation', 'victory-pawns'),
    'input.darkArts.pawnsAtLocation',
    0,
    MAX_DARK_ARTS_PAWNS,
    'victory-pawns',
  );
  // Requirement 1 is only ever set on the last space, so it tells that the final hand has begun.
  const finalHand = givenFinalHand ?? locationRequirement === 1;
  const everyoneOutOfCards =
    optionalBoolean(
      readField(record, 'everyoneOutOfCards', 'input.everyoneOutOfCards', 'victory-input'),
      'input.everyoneOutOfCards',
      'victory-input',
    ) ?? false;
  const darkArtsWins = locationRequirement !== null && pawnsAtLocation >= locationRequirement;
  if (darkArtsWins && winners.length > 0) {
    fail(
      'victory-both-sides',
      `only one side can have won, because the game ends at the first victory; got ${HOUSE_NAMES[(winners[0] as { house: House }).house]} at two Defence Shields and the Dark Arts victory at once`,
    );
  }
  return {
    houses,
    darkArts: { progressTokens, locationRequirement, pawnsAtLocation },
    finalHand,
    everyoneOutOfCards,
  };
}

/** The final hand has begun but the Location Card it forces is not taken yet (pp. 22-23). */
const LOCATION_CARD_DUE: Reason = {
  text:
    'The marker is on the last space, so the Dark Arts Player must take the red Progress Token and the Location Card ' +
    'now, with a requirement of one pawn at the Location.',
  pages: [22, 23],
};

/** In the red zone the white and orange tokens are always already taken (p. 22). */
const EARLIER_TOKENS_TAKEN: Reason = {
  text:
    'By the last space the white and orange Progress Tokens have been taken as well, since each zone\u2019s token is ' +
    'taken before the marker leaves that zone: count them among the Dark Arts Player\u2019s tokens.',
  pages: [22],
};

/** Why no House has won yet. */
function houseProgress(houses: readonly { shields: number }[]): Reason {
  const best = Math.max(...houses.map((entry) => entry.shields));
  return {
    text:
      best === 0
        ? 'No House has a Defence Shield yet; a House needs two to win.'
        : 'No House has two Defence Shields yet; the furthest along has one.',
    pages: HOUSE_WIN_PAGES,
  };
}

function pawnWord(count: number): string {
  return `${numberWord(count)} ${plural(count, 'pawn')}`;
}

/**
 * Who, if anyone, has won. The first House at two Defence Shields wins alone; the Dark Arts Player
 * wins with all three Progress Tokens and at least the required pawns at the Location; in the
 * final hand, everyone out of cards with nobody winning is a draw. Running out of cards before the
 * final hand decides nothing (players Replenish), so it gives `none` with a reason, not an error.
 *
 * A table passes through the final hand without the Location Card: the marker has just reached the
 * last space and the Dark Arts Player has yet to take the card it forces (requirement 1). So
 * `finalHand: true` with fewer than three Progress Tokens and no requirement is accepted: a House at
 * two shields still wins, and otherwise the verdict is `none` with a reason saying the card must be
 * taken now (and, below two tokens, that the white and orange tokens are taken by then too).
 *
 * Input that no game can reach is a `RulesError`, among others: a requirement without three tokens,
 * three tokens without a requirement, and `locationRequirement: 1` with `finalHand: false`
 * (`victory-requirement-one-before-final-hand`: requirement 1 is only set on the last space, which
 * starts the final hand). A left-out `finalHand` is read from the requirement: 1 means the final
 * hand has begun; anything else, that it has not.
 */
export function checkVictory(input: VictoryInput): Verdict {
  const { houses, darkArts, finalHand, everyoneOutOfCards } = readVictoryInput(input);
  const winner = houses.find((entry) => entry.shields === SHIELDS_TO_WIN);
  if (winner !== undefined) {
    return freezeDeep({
      outcome: 'house',
      winner: winner.house,
      reasons: [
        {
          text: `${HOUSE_NAMES[winner.house]} is the first House with two Defence Shields and wins; the other Houses do not share the win.`,
          pages: HOUSE_WIN_PAGES,
        },
      ],
    });
  }
  const requirement = darkArts.locationRequirement;
  if (finalHand && requirement === null) {
    const reasons = [houseProgress(houses), LOCATION_CARD_DUE];
    if (darkArts.progressTokens < PROGRESS_TOKENS - 1) reasons.push(EARLIER_TOKENS_TAKEN);
    return freezeDeep({ outcome: 'none', reasons });
  }
  if (requirement !== null && darkArts.pawnsAtLocation >= requirement) {
    return freezeDeep({
      outcome: 'dark-arts',
      reasons: [
        {
          text:
            `The Dark Arts Player holds all three Progress Tokens and has ${pawnWord(darkArts.pawnsAtLocation)} at their ` +
            `Location, meeting the requirement of ${requirement} set when the Location Card was taken.`,
          pages: DARK_ARTS_WIN_PAGES,
        },
      ],
    });
  }
  const reasons: Reason[] = [houseProgress(houses)];
  reasons.push({
    text:
      requirement === null
        ? `The Dark Arts Player holds ${numberWord(darkArts.progressTokens)} of the three Progress Tokens and has no Location Card yet.`
        : `The Dark Arts Player has ${pawnWord(darkArts.pawnsAtLocation)} at their Location but needs ${pawnWord(requirement)}.`,
    pages: requirement === null ? DARK_ARTS_WIN_PAGES : [22, 23],
  });
  if (finalHand && everyoneOutOfCards) {
    reasons.push({
      text: 'It is the final hand and every player is out of cards with no side having won, so the game is a draw.',
      pages: DRAW_PAGES,
    });
    return freezeDeep({ outcome: 'draw', reasons });
  }
  reasons.push(
    finalHand
      ? {
          text: 'The final hand goes on until a side wins or every player runs out of cards, which would be a draw.',
          pages: DRAW_PAGES,
        }
      : everyoneOutOfCards
        ? {
            text: 'Running out of cards only ends the game in the final hand, once the marker is on the last space; before that, players Replenish.',
            pages: DRAW_PAGES,
          }
        : {
            text: 'A draw is only possible in the final hand, once the marker reaches the last space.',
            pages: DRAW_PAGES,
          },
  );
  return freezeDeep({ outcome: 'none', reasons });
}

/** What one side still needs, for a verdict of `none`. */
export interface VictoryNeed {
  side: Side;
  /** Set for a House's need. */
  house?: House;
  text: string;
  pages: number[];
}

/**
 * For each House and the Dark Arts Player, what is still missing to win; [] once the game is decided.
 * Rejects exactly the inputs `checkVictory` rejects, with the same `RulesError` codes.
 */
export function victoryNeeds(input: VictoryInput): VictoryNeed[] {
  const verdict = checkVictory(input);
  if (verdict.outcome !== 'none') return freezeDeep([]);
  const { houses, darkArts, finalHand } = readVictoryInput(input);
  const needs: VictoryNeed[] = houses.map(({ house, shields }) => {
    const missing = SHIELDS_TO_WIN - shields;
    return {
      side: 'house',
      house,
      text: `${HOUSE_NAMES[house]} needs ${numberWord(missing)} more ${plural(missing, 'Defence Shield')}.`,
      pages: HOUSE_WIN_PAGES,
    };
  });
  if (darkArts.locationRequirement === null && finalHand) {
    needs.push({
      side: 'dark-arts',
      text:
        'The Dark Arts Player must take the red Progress Token with the Location Card now (requirement one pawn), ' +
        'and then needs one pawn at the Location.',
      pages: [22, 23],
    });
  } else if (darkArts.locationRequirement === null) {
    const missing = PROGRESS_TOKENS - darkArts.progressTokens;
    needs.push({
      side: 'dark-arts',
      text:
        `The Dark Arts Player needs ${numberWord(missing)} more ${plural(missing, 'Progress Token')}, the last one bringing ` +
        'the Location Card, and then enough pawns at the Location.',
      pages: [22, 23],
    });
  } else {
    const missing = darkArts.locationRequirement - darkArts.pawnsAtLocation;
    needs.push({
      side: 'dark-arts',
      text: `The Dark Arts Player needs ${numberWord(missing)} more ${plural(missing, 'pawn')} at the Location.`,
      pages: [22, 23],
    });
  }
  return freezeDeep(needs);
}

export const SHIELD_ITEMS: readonly ShieldItem[] = /* @__PURE__ */ Object.freeze([
  'da-coin',
  'dark-detector',
]);

/** Human-readable names of everything a Defence Shield claim needs. */
export const SHIELD_REQUIREMENT_NAMES = /* @__PURE__ */ freezeDeep({
  onShieldSpace: 'a House pawn on a Defence Shield Space',
  libraryBook: 'a Library Book',
  parchmentScroll: 'a Parchment Scroll',
  'da-coin': 'a D.A. Coin',
  'dark-detector': 'the Dark Detector',
});

const SHIELD_PAGES = [11, 23];

/**
 * Whether a House can claim a Defence Shield now: a pawn on a shield space, plus a Parchment Scroll,
 * a Library Book and the item that shield pictures to trade in. Holding the items is not enough.
 */
export function canClaimShield(input: ShieldClaimInput): ShieldClaim {
  const record = requireRecord(input, 'input', 'shield-input');
  const flag = (key: string): boolean =>
    requireBoolean(
      readField(record, key, `input.${key}`, 'shield-input'),
      `input.${key}`,
      'shield-input',
    );
  const onShieldSpace = flag('onShieldSpace');
  const libraryBook = flag('libraryBook');
  const parchmentScroll = flag('parchmentScroll');
  const daCoin = flag('daCoin');
  const darkDetector = flag('darkDetector');
  const shieldNeeds = requireOneOf(
    readField(record, 'shieldNeeds', 'input.shieldNeeds', 'shield-input'),
    SHIELD_ITEMS,
    'input.shieldNeeds',
    'shield-input',
  );
  const missing: string[] = [];
  if (!onShieldSpace) missing.push(SHIELD_REQUIREMENT_NAMES.onShieldSpace);
  if (!libraryBook) missing.push(SHIELD_REQUIREMENT_NAMES.libraryBook);
  if (!parchmentScroll) missing.push(SHIELD_REQUIREMENT_NAMES.parchmentScroll);
  const hasItem = shieldNeeds === 'da-coin' ? daCoin : darkDetector;
  if (!hasItem) missing.push(SHIELD_REQUIREMENT_NAMES[shieldNeeds]);
  return freezeDeep({ ok: missing.length === 0, missing, pages: [...SHIELD_PAGES] });
}
