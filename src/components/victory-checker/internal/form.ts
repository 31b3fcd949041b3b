import type { WidgetChange } from '../../../model/widget-change.js';
// The victory checker's form model, kept apart from the element: what the form holds, how it turns
// into a `VictoryInput` and back, what the rules core says about it, and how it follows a game.
import type { Params } from '../../../i18n/messages.js';
import { SOURCE_LOCALE, formatList, translate } from '../../../i18n/translate.js';
import { HOUSES } from '../../../rules/constants.js';
import { RulesError, errorMessageIn, type RulesErrorCode } from '../../../rules/errors.js';
import { houseName } from '../../../rules/names.js';
import { victoryCheckerMessages } from '../victory-checker.messages.js';
import {
  MAX_DARK_ARTS_PAWNS,
  VICTORY_FIX_PAGES,
  checkVictory,
  victoryNeeds,
  type VictoryNeed,
} from '../../../rules/victory.js';
import { darkArtsPawnsFor } from '../../../rules/setup.js';
import type { House, LocationRequirement, Verdict, VictoryInput } from '../../../rules/types.js';
import type { GameContextValue } from '../../../model/context.js';
import type {
  GameField,
  HouseEntry,
  LocalFields,
  VictoryForm,
} from '../../../model/widget-state.js';

// The form's shape lives with the game, which keeps the entries of the checkers inside it.
export type { GameField, HouseEntry, LocalFields, VictoryForm };

export const FOLLOWING_GAME: LocalFields = Object.freeze({
  houses: false,
  path: false,
  finalHand: false,
});
export const ALL_LOCAL: LocalFields = Object.freeze({ houses: true, path: true, finalHand: true });

/** What the rules core says about a form, in a language. */
export interface Evaluation {
  readonly form: VictoryForm;
  readonly locale: string;
  readonly verdict: Verdict;
  readonly needs: readonly VictoryNeed[];
  /** The core's message while the form does not fit together. */
  readonly error: string | null;
  /** What to change, in the words of the form, for the core's error code (when there is one). */
  readonly fix: string | null;
  /** The rulebook pages of the rule `fix` states; none without a fix. */
  readonly fixPages: readonly number[];
}

const DEFAULT_HOUSES: readonly House[] = ['gryffindor', 'hufflepuff', 'ravenclaw'];

/** The requirement choices, in the order the form lists them. */
export const REQUIREMENTS: readonly LocationRequirement[] = [3, 2, 1];

type VictoryCheckerKey = keyof typeof victoryCheckerMessages;

/** A text of the victory checker in `locale`. */
export function victoryText(locale: string, key: VictoryCheckerKey, params?: Params): string {
  return translate(victoryCheckerMessages, locale, key, params);
}

/**
 * The error codes the form can run into, each with what the player should change (`fix.<code>`)
 * and the pages of the rule that says so.
 */
type Fixable = keyof typeof VICTORY_FIX_PAGES & RulesErrorCode;

function isFixable(code: RulesErrorCode): code is Fixable {
  return Object.hasOwn(VICTORY_FIX_PAGES, code);
}

/** What the player should change for the core's error `code`, in the form's words; null if unknown. */
export function fixFor(code: RulesErrorCode, locale: string): string | null {
  return isFixable(code) ? victoryText(locale, `victory-checker.fix.${code}`) : null;
}

/** The pages of the rule that `fixFor(code)` states; none when there is no fix. */
export function fixPagesFor(code: RulesErrorCode): readonly number[] {
  return isFixable(code) ? VICTORY_FIX_PAGES[code] : [];
}

function housesWhere(
  inPlay: (house: House) => boolean,
  shields: (house: House) => number,
): Record<House, HouseEntry> {
  const houses = {} as Record<House, HouseEntry>;
  for (const house of HOUSES) houses[house] = { inPlay: inPlay(house), shields: shields(house) };
  return houses;
}

/** The form of a fresh checker: three Houses ticked, nothing else yet. */
export function defaultForm(): VictoryForm {
  return {
    houses: housesWhere(
      (house) => DEFAULT_HOUSES.includes(house),
      () => 0,
    ),
    progressTokens: 0,
    locationRequirement: null,
    pawnsAtLocation: 0,
    finalHand: false,
    everyoneOutOfCards: false,
  };
}

/** The form as a `VictoryInput`: ticked Houses in the order of `HOUSES`. */
export function inputFrom(form: VictoryForm): VictoryInput {
  return {
    houses: HOUSES.filter((house) => form.houses[house].inPlay).map((house) => ({
      house,
      shields: form.houses[house].shields,
    })),
    darkArts: {
      progressTokens: form.progressTokens,
      locationRequirement: form.locationRequirement,
      pawnsAtLocation: form.pawnsAtLocation,
    },
    finalHand: form.finalHand,
    everyoneOutOfCards: form.everyoneOutOfCards,
  };
}

/**
 * The final-hand box for a host value that leaves `finalHand` out: unticked, unless the core rejects
 * the value as "not the final hand" (a requirement of 1 is only set on the last space).
 */
export function impliedFinalHand(value: VictoryInput): boolean {
  try {
    checkVictory({ ...value, finalHand: false });
    return false;
  } catch (error) {
    return (
      error instanceof RulesError && error.code === 'victory-requirement-one-before-final-hand'
    );
  }
}

/** The form showing a host's `VictoryInput` (which the core has accepted). */
export function formFrom(value: VictoryInput): VictoryForm {
  const entry = (house: House) => value.houses.find((item) => item.house === house);
  return {
    houses: housesWhere(
      (house) => entry(house) !== undefined,
      (house) => entry(house)?.shields ?? 0,
    ),
    progressTokens: value.darkArts.progressTokens,
    locationRequirement: value.darkArts.locationRequirement,
    pawnsAtLocation: value.darkArts.pawnsAtLocation,
    finalHand: value.finalHand ?? impliedFinalHand(value),
    everyoneOutOfCards: value.everyoneOutOfCards ?? false,
  };
}

/**
 * The verdict, its reasons and needs for `form`; while it does not fit together, the core's message
 * and the fix. All in `locale` (English by default).
 */
export function evaluate(form: VictoryForm, locale: string = SOURCE_LOCALE): Evaluation {
  const input = inputFrom(form);
  try {
    return {
      form,
      locale,
      verdict: checkVictory(input, { locale }),
      needs: victoryNeeds(input, { locale }),
      error: null,
      fix: null,
      fixPages: [],
    };
  } catch (error) {
    const message = errorMessageIn(error, locale);
    const fix = error instanceof RulesError ? fixFor(error.code, locale) : null;
    const fixPages = error instanceof RulesError ? fixPagesFor(error.code) : [];
    return {
      form,
      locale,
      verdict: Object.freeze<Verdict>({
        outcome: 'none',
        reasons: Object.freeze([Object.freeze({ text: message, pages: Object.freeze([]) })]),
      }),
      needs: [],
      error: message,
      fix,
      fixPages,
    };
  }
}

/** The large verdict line, in `locale` (English by default). */
export function headline(
  verdict: Verdict,
  error: string | null,
  locale: string = SOURCE_LOCALE,
): string {
  const say = (key: VictoryCheckerKey, house?: House) =>
    victoryText(locale, key, house ? { house: houseName(house, locale) } : {});
  if (error !== null) return say('victory-checker.headline.error');
  switch (verdict.outcome) {
    case 'house':
      return verdict.winner
        ? say('victory-checker.headline.house', verdict.winner)
        : say('victory-checker.headline.a-house');
    case 'dark-arts':
      return say('victory-checker.headline.dark-arts');
    case 'draw':
      return say('victory-checker.headline.draw');
    default:
      return say('victory-checker.headline.none');
  }
}

/** The Houses ticked in `form`, as a list in `locale` ("Gryffindor, Hufflepuff and Ravenclaw"). */
export function housesList(form: VictoryForm, locale: string = SOURCE_LOCALE): string {
  const names = HOUSES.filter((house) => form.houses[house].inPlay).map((house) =>
    houseName(house, locale),
  );
  return formatList(locale, names);
}

/**
 * Whether the Houses ticked are still a guess that the note under the legend should name: the
 * players have not chosen them here (`local.houses`), nor in the game, whose Houses start as the
 * first ones in the core's order for its player count. Houses seated otherwise in the turn order,
 * or brought by a link or a saved game, were chosen. Seating exactly those first Houses in that
 * order cannot be told apart from not choosing, and keeps the note.
 */
export function housesAssumed(local: LocalFields, game: GameContextValue | undefined): boolean {
  if (local.houses) return false;
  const houses = game?.state.houses;
  return !Array.isArray(houses) || houses.every((house, index) => house === HOUSES[index]);
}

/** Most pawns that can stand at the Location: the game's Dark Arts pawn count, else the most any game has. */
export function maxPawnsAtLocation(game: GameContextValue | undefined): number {
  const players = game?.state.players;
  return players === undefined ? MAX_DARK_ARTS_PAWNS : darkArtsPawnsFor(players);
}

/**
 * "Follow the game": `form` with the game's values copied into the groups that still follow it, and
 * the pawns at the Location capped at the game's pawns. Returns `form` itself when nothing changes.
 */
export function followGame(
  form: VictoryForm,
  local: LocalFields,
  game: GameContextValue,
): VictoryForm {
  const { houses: gameHouses, path } = game.state;
  let next = form;
  if (!local.houses && Array.isArray(gameHouses)) {
    const changed = HOUSES.some(
      (house) => gameHouses.includes(house) !== form.houses[house].inPlay,
    );
    if (changed) {
      next = {
        ...next,
        houses: housesWhere(
          (house) => gameHouses.includes(house),
          (house) => form.houses[house].shields,
        ),
      };
    }
  }
  if (!local.path && path?.state) {
    const progressTokens = Object.values(path.state.tokens).filter(Boolean).length;
    const locationRequirement = path.state.locationRequirement;
    if (
      progressTokens !== next.progressTokens ||
      locationRequirement !== next.locationRequirement
    ) {
      next = { ...next, progressTokens, locationRequirement };
    }
  }
  const maxPawns = maxPawnsAtLocation(game);
  if (next.pawnsAtLocation > maxPawns) next = { ...next, pawnsAtLocation: maxPawns };
  // A game whose path the core rejects publishes no `pathInfo`, so feeds no final hand; the path tracker reports it.
  if (!local.finalHand && path?.state && game.pathInfo) {
    const finalHand = game.pathInfo.finalHand;
    if (finalHand !== next.finalHand) next = { ...next, finalHand };
  }
  return next;
}

/** The groups set here rather than from the game, in the words of the game note, in `locale` (English by default). */
export function takenOver(local: LocalFields, locale: string = SOURCE_LOCALE): string[] {
  const taken: string[] = [];
  if (local.houses) taken.push(victoryText(locale, 'victory-checker.taken.houses'));
  if (local.path) taken.push(victoryText(locale, 'victory-checker.taken.path'));
  if (local.finalHand) taken.push(victoryText(locale, 'victory-checker.taken.final-hand'));
  return taken;
}

/** The change when the user sets whether `house` is in play. */
export function houseInPlayChange(
  form: VictoryForm,
  house: House,
  inPlay: boolean,
): Partial<VictoryForm> {
  return { houses: { ...form.houses, [house]: { ...form.houses[house], inPlay } } };
}

/** The change when the user sets the Defence Shields of `house`. */
export function shieldsChange(
  form: VictoryForm,
  house: House,
  shields: number,
): Partial<VictoryForm> {
  return { houses: { ...form.houses, [house]: { ...form.houses[house], shields } } };
}

/** Names a user's edit of the form for the game's Undo ("Undid: Gryffindor Defence Shields set to 1"). */
export function victoryEditLabel(before: VictoryForm, after: VictoryForm): WidgetChange {
  for (const house of HOUSES) {
    const [was, now] = [before.houses[house], after.houses[house]];
    if (was.inPlay !== now.inPlay)
      return {
        key: now.inPlay ? 'change.victory-in-play' : 'change.victory-out-of-play',
        params: { house },
      };
    if (was.shields !== now.shields)
      return { key: 'change.victory-shields', params: { house, value: now.shields } };
  }
  if (before.progressTokens !== after.progressTokens)
    return { key: 'change.victory-tokens', params: { value: after.progressTokens } };
  if (before.locationRequirement !== after.locationRequirement)
    return after.locationRequirement === null
      ? { key: 'change.victory-requirement-cleared' }
      : { key: 'change.victory-requirement', params: { value: after.locationRequirement } };
  if (before.pawnsAtLocation !== after.pawnsAtLocation)
    return { key: 'change.victory-pawns', params: { value: after.pawnsAtLocation } };
  if (before.finalHand !== after.finalHand)
    return {
      key: after.finalHand ? 'change.victory-final-hand-on' : 'change.victory-final-hand-off',
    };
  if (before.everyoneOutOfCards !== after.everyoneOutOfCards)
    return {
      key: after.everyoneOutOfCards
        ? 'change.victory-out-of-cards-on'
        : 'change.victory-out-of-cards-off',
    };
  return { key: 'change.victory-other' };
}

export const FOLLOW_AGAIN_LABEL: WidgetChange = { key: 'change.victory-follow' };
