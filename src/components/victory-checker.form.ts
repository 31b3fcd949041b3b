// The victory checker's form model, kept apart from the element: what the form holds, how it turns
// into a `VictoryInput` and back, what the rules core says about it, and how it follows a game.
import { HOUSES, HOUSE_NAMES } from '../rules/constants.js';
import { RulesError, errorMessage, type RulesErrorCode } from '../rules/errors.js';
import {
  MAX_DARK_ARTS_PAWNS,
  checkVictory,
  victoryNeeds,
  type VictoryNeed,
} from '../rules/victory.js';
import { darkArtsPawnsFor } from '../rules/setup.js';
import type {
  House,
  LocationRequirement,
  ShieldItem,
  Verdict,
  VictoryInput,
} from '../rules/types.js';
import type { GameContextValue } from '../shared/context.js';
import type { GameField, HouseEntry, LocalFields, VictoryForm } from '../game/widget-state.js';

// The form's shape lives with the game, which keeps the entries of the checkers inside it.
export type { GameField, HouseEntry, LocalFields, VictoryForm };

export const FOLLOWING_GAME: LocalFields = Object.freeze({
  houses: false,
  path: false,
  finalHand: false,
});
export const ALL_LOCAL: LocalFields = Object.freeze({ houses: true, path: true, finalHand: true });

/** What the rules core says about a form. */
export interface Evaluation {
  readonly form: VictoryForm;
  readonly verdict: Verdict;
  readonly needs: readonly VictoryNeed[];
  /** The core's message while the form does not fit together. */
  readonly error: string | null;
  /** What to change, in the words of the form, for the core's error code (when there is one). */
  readonly fix: string | null;
}

const DEFAULT_HOUSES: readonly House[] = ['gryffindor', 'hufflepuff', 'ravenclaw'];

/** The requirement choices, in the order the form lists them. */
export const REQUIREMENTS: readonly LocationRequirement[] = [3, 2, 1];

export const REQUIREMENT_WHERE: Readonly<Record<LocationRequirement, string>> = {
  3: 'card taken at the first red Event Space',
  2: 'card taken at the next red Event Space',
  1: 'card taken on the last path space',
};

export const ITEM_NAMES: Readonly<Record<ShieldItem, string>> = {
  'da-coin': 'D.A. Coin',
  'dark-detector': 'Dark Detector',
};

/** For each way the form can fail the core's check, what the player should change, in the form's words. */
export const FIXES: Readonly<Partial<Record<RulesErrorCode, string>>> = {
  'victory-houses': 'Tick at least one House: every game has one to four House Players.',
  'victory-two-winners':
    'Only one House can hold two Defence Shields, because the game ends the moment the first House gets its second. Take a shield away from one of them.',
  'victory-requirement-without-tokens':
    'The Location Card comes with the third Progress Token, so a requirement needs all three tokens. Set the tokens to 3, or the requirement to "None yet".',
  'victory-tokens-without-requirement':
    'Taking the third Progress Token also gives the Dark Arts Player the Location Card. Choose its requirement: 3, 2 or 1 pawns.',
  'victory-requirement-one-before-final-hand':
    "A requirement of 1 is only set on the last path space, which starts the final hand. Tick 'The Dark Arts Marker is on the last space', or choose 3 or 2.",
  'victory-both-sides':
    'A House with two Defence Shields and a Dark Arts win cannot both have happened, because the game ends at the first win. Lower the shields or the pawns at the Location.',
};

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

/** The verdict, its reasons and needs for `form`; while it does not fit together, the core's message and the fix. */
export function evaluate(form: VictoryForm): Evaluation {
  const input = inputFrom(form);
  try {
    return {
      form,
      verdict: checkVictory(input),
      needs: victoryNeeds(input),
      error: null,
      fix: null,
    };
  } catch (error) {
    const message = errorMessage(error);
    const fix = error instanceof RulesError ? (FIXES[error.code] ?? null) : null;
    return {
      form,
      verdict: Object.freeze<Verdict>({
        outcome: 'none',
        reasons: Object.freeze([Object.freeze({ text: message, pages: Object.freeze([]) })]),
      }),
      needs: [],
      error: message,
      fix,
    };
  }
}

/** The large verdict line. */
export function headline(verdict: Verdict, error: string | null): string {
  if (error !== null) return 'Check the inputs';
  switch (verdict.outcome) {
    case 'house':
      return `${verdict.winner ? HOUSE_NAMES[verdict.winner] : 'A House'} wins`;
    case 'dark-arts':
      return 'The Dark Arts Player wins';
    case 'draw':
      return 'Draw';
    default:
      return 'No winner yet';
  }
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

/** The groups set here rather than from the game, in the words of the game note. */
export function takenOver(local: LocalFields): string[] {
  const taken: string[] = [];
  if (local.houses) taken.push('the Houses in play');
  if (local.path) taken.push('the Progress Tokens and requirement');
  if (local.finalHand) taken.push('the final hand');
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
export function victoryEditLabel(before: VictoryForm, after: VictoryForm): string {
  const ticked = (on: boolean) => (on ? 'ticked' : 'unticked');
  for (const house of HOUSES) {
    const [was, now] = [before.houses[house], after.houses[house]];
    if (was.inPlay !== now.inPlay)
      return `${HOUSE_NAMES[house]} ${now.inPlay ? 'in play' : 'out of play'}`;
    if (was.shields !== now.shields)
      return `${HOUSE_NAMES[house]} Defence Shields set to ${now.shields}`;
  }
  if (before.progressTokens !== after.progressTokens)
    return `Progress Tokens set to ${after.progressTokens}`;
  if (before.locationRequirement !== after.locationRequirement)
    return after.locationRequirement === null
      ? 'Location Card requirement cleared'
      : `Location Card requirement set to ${after.locationRequirement}`;
  if (before.pawnsAtLocation !== after.pawnsAtLocation)
    return `pawns at the Location set to ${after.pawnsAtLocation}`;
  if (before.finalHand !== after.finalHand) return `final hand ${ticked(after.finalHand)}`;
  if (before.everyoneOutOfCards !== after.everyoneOutOfCards)
    return `everyone out of cards ${ticked(after.everyoneOutOfCards)}`;
  return 'victory inputs changed';
}

export const FOLLOW_AGAIN_LABEL = 'victory checker set to follow the game again';
