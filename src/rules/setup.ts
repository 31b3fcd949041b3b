import type { LocaleOptions } from '../i18n/messages.js';
import { localeOf, translate } from '../i18n/translate.js';
import type { PlayerCount, RuleStep, SetupPlan } from './types.js';
import { PLAYER_COUNTS } from './constants.js';
import { freezeDeep, requireInteger } from './validate.js';
import { setupMessages } from './setup.messages.js';

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
  return requireInteger(
    players,
    'players',
    GAME_FACTS.minPlayers,
    GAME_FACTS.maxPlayers,
    'players',
  ) as PlayerCount;
}

type StepId =
  'roles' | 'dark-arts-pawns' | 'main-board' | 'side-board' | 'player-setup' | 'first-turn';

/** The steps of the plan in order, with their pages; `stepText` tells each in a language. */
const STEPS: readonly { id: StepId; pages: number[] }[] = [
  { id: 'roles', pages: [8, 9] },
  { id: 'dark-arts-pawns', pages: [6] },
  { id: 'main-board', pages: [6] },
  { id: 'side-board', pages: [7] },
  { id: 'player-setup', pages: [8, 9] },
  { id: 'first-turn', pages: [10] },
];

function stepText(id: StepId, players: PlayerCount, pawns: number, locale: string): string {
  const reserve = pawns - DEPLOYMENT_SPACES;
  switch (id) {
    case 'roles':
      return translate(setupMessages, locale, 'setup.step.roles', { count: players - 1 });
    case 'dark-arts-pawns':
      return reserve === 0
        ? translate(setupMessages, locale, 'setup.step.dark-arts-pawns.no-reserve', {
            pawns,
            onBoard: DEPLOYMENT_SPACES,
          })
        : translate(setupMessages, locale, 'setup.step.dark-arts-pawns', {
            pawns,
            onBoard: DEPLOYMENT_SPACES,
            count: reserve,
          });
    default:
      return translate(setupMessages, locale, `setup.step.${id}`);
  }
}

function steps(players: PlayerCount, pawns: number, locale: string): RuleStep[] {
  return STEPS.map(({ id, pages }) => ({
    id,
    text: stepText(id, players, pawns, locale),
    pages: [...pages],
  }));
}

/** How many pawns the Dark Arts Player has at a table of `players` people: two more than the players (p. 6). */
export function darkArtsPawnsFor(players: number): number {
  return requirePlayers(players) + EXTRA_DARK_ARTS_PAWNS;
}

/**
 * The figures of `setupFor(players)` without its steps, so told in no language: what a game needs
 * to check a table size, and a bundle that needs nothing else keeps none of the steps' texts.
 * Throws `RulesError` as `setupFor` does.
 */
export function setupFigures(players: number): Readonly<Omit<SetupPlan, 'steps'>> {
  const count = requirePlayers(players);
  const pawns = darkArtsPawnsFor(count);
  return Object.freeze({
    players: count,
    housePlayers: count - 1,
    darkArtsPlayers: 1 as const,
    pawns,
    onBoard: DEPLOYMENT_SPACES,
    reserve: pawns - DEPLOYMENT_SPACES,
  });
}

/** The ids of `setupFor(players).steps`, in their order, which are the same at every table size. */
export function setupStepIds(): string[] {
  return STEPS.map((step) => step.id);
}

/**
 * Everything to prepare for a table of `players` people (2 to 5, the Dark Arts Player included),
 * its steps told in `options.locale` (English by default).
 */
export function setupFor(players: number, options: LocaleOptions = {}): SetupPlan {
  const figures = setupFigures(players);
  const locale = localeOf(options);
  return freezeDeep({ ...figures, steps: steps(figures.players, figures.pawns, locale) });
}

/** The two-player game explained in English, shared by the FAQ and the setup calculator. */
export const TWO_PLAYER_TEXT: string = setupMessages['setup.two-player'];
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

/** `TWO_PLAYER_NOTE` told in `options.locale` (English by default), with the same pages. */
export function twoPlayerNote(options: LocaleOptions = {}): {
  text: string;
  pages: readonly number[];
} {
  return freezeDeep({
    text: translate(setupMessages, localeOf(options), 'setup.two-player'),
    pages: [...TWO_PLAYER_PAGES],
  });
}

/** One row per supported player count, for a comparison table. */
export type SetupRow = Omit<SetupPlan, 'steps'> & { pages: number[] };

/** The figures of `setupFor` for 2, 3, 4 and 5 players, in that order. */
export function setupTable(): SetupRow[] {
  return PLAYER_COUNTS.map((players) => {
    const plan = setupFigures(players);
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
