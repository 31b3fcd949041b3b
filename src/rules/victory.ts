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
import type { LocaleOptions, Params } from '../i18n/messages.js';
import { formatList, localeOf, translate } from '../i18n/translate.js';
import { HOUSES } from './constants.js';
import { received, type RulesErrorCode } from './errors.js';
import { houseName } from './names.js';
import { victoryMessages } from './victory.messages.js';
import {
  fail,
  freezeDeep,
  optionalBoolean,
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

/**
 * The pages of the victory checker's three rules hints: the Houses in play and the House win
 * (pp. 8, 9, 23), the Location Card requirement (pp. 22, 23), running out of cards (pp. 22, 23).
 */
export const VICTORY_HINT_PAGES = /* @__PURE__ */ freezeDeep({
  houses: [8, 9, 23],
  requirement: [22, 23],
  outOfCards: DRAW_PAGES,
});

/**
 * The pages of what the victory checker says to change when its inputs cannot all be true, by the
 * core's error code: one to four House Players (pp. 2, 3, 8, 9), the game ending at the first
 * House with two Defence Shields or the first win (p. 23), the Location Card taken with the third
 * Progress Token and its requirement, one pawn only on the last space (pp. 22, 23).
 */
export const VICTORY_FIX_PAGES = /* @__PURE__ */ freezeDeep({
  'victory-houses': [2, 3, 8, 9],
  'victory-two-winners': HOUSE_WIN_PAGES,
  'victory-requirement-without-tokens': [22, 23],
  'victory-tokens-without-requirement': [22, 23],
  'victory-requirement-one-before-final-hand': [22, 23],
  'victory-both-sides': HOUSE_WIN_PAGES,
});

type VictoryKey = keyof typeof victoryMessages;

function failVictory(code: RulesErrorCode, key: VictoryKey, params?: Params): never {
  return fail(code, victoryMessages, key, params);
}

/** `house`'s name, written in whichever language the message is shown. */
function houseParam(house: House): (locale: string) => string {
  return (locale) => houseName(house, locale);
}

function readVictoryInput(input: unknown): Required<VictoryInput> {
  const record = requireRecord(input, 'input', 'victory-input');
  const housesList = requireArray(
    readField(record, 'houses', 'input.houses', 'victory-houses'),
    'input.houses',
    4,
    'victory-houses',
  );
  if (housesList.length === 0) {
    failVictory('victory-houses', 'victory.error.no-houses');
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
      failVictory('victory-house-twice', 'victory.error.house-twice', {
        house: houseParam(house),
      });
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
    failVictory('victory-two-winners', 'victory.error.two-winners', {
      houses: (locale) =>
        formatList(
          locale,
          winners.map((entry) => houseName(entry.house, locale)),
        ),
    });
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
    failVictory('victory-requirement', 'victory.error.requirement', {
      got: received(requirementValue),
    });
  }
  const locationRequirement = requirementValue as LocationRequirement | null;
  const givenFinalHand = optionalBoolean(
    readField(record, 'finalHand', 'input.finalHand', 'victory-input'),
    'input.finalHand',
    'victory-input',
  );
  if (givenFinalHand === false && locationRequirement === 1) {
    failVictory(
      'victory-requirement-one-before-final-hand',
      'victory.error.requirement-one-before-final-hand',
    );
  }
  if (locationRequirement !== null && progressTokens < PROGRESS_TOKENS) {
    // Digits as typed in code, not written for a language: these name the input's values.
    failVictory('victory-requirement-without-tokens', 'victory.error.requirement-without-tokens', {
      tokens: String(progressTokens),
      requirement: String(locationRequirement),
    });
  }
  if (locationRequirement === null && progressTokens === PROGRESS_TOKENS) {
    failVictory('victory-tokens-without-requirement', 'victory.error.tokens-without-requirement');
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
    failVictory('victory-both-sides', 'victory.error.both-sides', {
      house: houseParam((winners[0] as { house: House }).house),
    });
  }
  return {
    houses,
    darkArts: { progressTokens, locationRequirement, pawnsAtLocation },
    finalHand,
    everyoneOutOfCards,
  };
}

/** One reason or need's text in `locale`. */
type Say = (key: VictoryKey, params?: Params) => string;

function sayIn(locale: string): Say {
  return (key, params) => translate(victoryMessages, locale, key, params);
}

/** The final hand has begun but the Location Card it forces is not taken yet (pp. 22-23). */
function locationCardDue(say: Say): Reason {
  return { text: say('victory.reason.location-card-due'), pages: [22, 23] };
}

/** In the red zone the white and orange tokens are always already taken (p. 22). */
function earlierTokensTaken(say: Say): Reason {
  return { text: say('victory.reason.earlier-tokens-taken'), pages: [22] };
}

/** Why no House has won yet. */
function houseProgress(houses: readonly { shields: number }[], say: Say): Reason {
  const best = Math.max(...houses.map((entry) => entry.shields));
  return {
    text: say(best === 0 ? 'victory.reason.no-shield-yet' : 'victory.reason.one-shield'),
    pages: HOUSE_WIN_PAGES,
  };
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
 *
 * The reasons are written in `options.locale` (English by default).
 */
export function checkVictory(input: VictoryInput, options: LocaleOptions = {}): Verdict {
  const { houses, darkArts, finalHand, everyoneOutOfCards } = readVictoryInput(input);
  const locale = localeOf(options);
  const say = sayIn(locale);
  const winner = houses.find((entry) => entry.shields === SHIELDS_TO_WIN);
  if (winner !== undefined) {
    return freezeDeep({
      outcome: 'house',
      winner: winner.house,
      reasons: [
        {
          text: say('victory.reason.house-wins', { house: houseName(winner.house, locale) }),
          pages: HOUSE_WIN_PAGES,
        },
      ],
    });
  }
  const requirement = darkArts.locationRequirement;
  if (finalHand && requirement === null) {
    const reasons = [houseProgress(houses, say), locationCardDue(say)];
    if (darkArts.progressTokens < PROGRESS_TOKENS - 1) reasons.push(earlierTokensTaken(say));
    return freezeDeep({ outcome: 'none', reasons });
  }
  if (requirement !== null && darkArts.pawnsAtLocation >= requirement) {
    return freezeDeep({
      outcome: 'dark-arts',
      reasons: [
        {
          text: say('victory.reason.dark-arts-wins', {
            count: darkArts.pawnsAtLocation,
            requirement,
          }),
          pages: DARK_ARTS_WIN_PAGES,
        },
      ],
    });
  }
  const reasons: Reason[] = [houseProgress(houses, say)];
  reasons.push(
    requirement === null
      ? {
          text: say('victory.reason.tokens-without-card', {
            count: darkArts.progressTokens,
            total: PROGRESS_TOKENS,
          }),
          pages: DARK_ARTS_WIN_PAGES,
        }
      : {
          text: say('victory.reason.pawns-short', {
            count: darkArts.pawnsAtLocation,
            requirement,
          }),
          pages: [22, 23],
        },
  );
  if (finalHand && everyoneOutOfCards) {
    reasons.push({ text: say('victory.reason.draw'), pages: DRAW_PAGES });
    return freezeDeep({ outcome: 'draw', reasons });
  }
  const drawReason: VictoryKey = finalHand
    ? 'victory.reason.final-hand-goes-on'
    : everyoneOutOfCards
      ? 'victory.reason.out-of-cards-early'
      : 'victory.reason.draw-only-in-final-hand';
  reasons.push({ text: say(drawReason), pages: DRAW_PAGES });
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
 * Rejects exactly the inputs `checkVictory` rejects, with the same `RulesError` codes. The texts are
 * written in `options.locale` (English by default).
 */
export function victoryNeeds(input: VictoryInput, options: LocaleOptions = {}): VictoryNeed[] {
  const verdict = checkVictory(input);
  if (verdict.outcome !== 'none') return freezeDeep([]);
  const { houses, darkArts, finalHand } = readVictoryInput(input);
  const locale = localeOf(options);
  const say = sayIn(locale);
  const needs: VictoryNeed[] = houses.map(({ house, shields }) => ({
    side: 'house',
    house,
    text: say('victory.need.shields', {
      house: houseName(house, locale),
      count: SHIELDS_TO_WIN - shields,
    }),
    pages: HOUSE_WIN_PAGES,
  }));
  if (darkArts.locationRequirement === null && finalHand) {
    needs.push({ side: 'dark-arts', text: say('victory.need.card-now'), pages: [22, 23] });
  } else if (darkArts.locationRequirement === null) {
    needs.push({
      side: 'dark-arts',
      text: say('victory.need.tokens', { count: PROGRESS_TOKENS - darkArts.progressTokens }),
      pages: [22, 23],
    });
  } else {
    needs.push({
      side: 'dark-arts',
      text: say('victory.need.pawns', {
        count: darkArts.locationRequirement - darkArts.pawnsAtLocation,
      }),
      pages: [22, 23],
    });
  }
  return freezeDeep(needs);
}

export const SHIELD_ITEMS: readonly ShieldItem[] = /* @__PURE__ */ Object.freeze([
  'da-coin',
  'dark-detector',
]);

/** Everything a Defence Shield claim needs, as `canClaimShield` reports it missing. */
export type ShieldRequirement = 'onShieldSpace' | 'libraryBook' | 'parchmentScroll' | ShieldItem;

/**
 * English names of everything a Defence Shield claim needs (`shieldRequirementName` gives them in
 * another language).
 */
export const SHIELD_REQUIREMENT_NAMES: Readonly<Record<ShieldRequirement, string>> =
  /* @__PURE__ */ freezeDeep({
    onShieldSpace: victoryMessages['victory.shield-needs.onShieldSpace'],
    libraryBook: victoryMessages['victory.shield-needs.libraryBook'],
    parchmentScroll: victoryMessages['victory.shield-needs.parchmentScroll'],
    'da-coin': victoryMessages['victory.shield-needs.da-coin'],
    'dark-detector': victoryMessages['victory.shield-needs.dark-detector'],
  });

const SHIELD_REQUIREMENTS: readonly ShieldRequirement[] = [
  'onShieldSpace',
  'libraryBook',
  'parchmentScroll',
  ...SHIELD_ITEMS,
];

/**
 * One thing a Defence Shield claim needs, named as `canClaimShield` lists it missing ("a Library
 * Book"), in `options.locale` (English by default).
 */
export function shieldRequirementName(
  requirement: ShieldRequirement,
  options: LocaleOptions = {},
): string {
  const checked = requireOneOf(requirement, SHIELD_REQUIREMENTS, 'requirement', 'shield-input');
  return translate(victoryMessages, localeOf(options), `victory.shield-needs.${checked}`);
}

/** The name of an item a Defence Shield pictures ("D.A. Coin"), in `options.locale`. */
export function shieldItemName(item: ShieldItem, options: LocaleOptions = {}): string {
  const checked = requireOneOf(item, SHIELD_ITEMS, 'item', 'shield-input');
  return translate(victoryMessages, localeOf(options), `victory.item.${checked}`);
}

const SHIELD_PAGES = [11, 23];

/**
 * Whether a House can claim a Defence Shield now: a pawn on a shield space, plus a Parchment Scroll,
 * a Library Book and the item that shield pictures to trade in. Holding the items is not enough.
 * `missing` names what is lacking in `options.locale` (English by default).
 */
export function canClaimShield(input: ShieldClaimInput, options: LocaleOptions = {}): ShieldClaim {
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
  const lacking: ShieldRequirement[] = [];
  if (!onShieldSpace) lacking.push('onShieldSpace');
  if (!libraryBook) lacking.push('libraryBook');
  if (!parchmentScroll) lacking.push('parchmentScroll');
  const hasItem = shieldNeeds === 'da-coin' ? daCoin : darkDetector;
  if (!hasItem) lacking.push(shieldNeeds);
  const missing = lacking.map((requirement) => shieldRequirementName(requirement, options));
  return freezeDeep({ ok: missing.length === 0, missing, pages: [...SHIELD_PAGES] });
}
