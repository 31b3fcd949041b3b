import type { WidgetChange } from '../../../model/widget-change.js';
// The setup calculator's player count and the sentences built from its plan, kept apart from the
// element: which count is shown, what the message about a bad count says, and what is announced.
import type { LocalText } from '../../../i18n/messages.js';
import { SOURCE_LOCALE, localText, translate } from '../../../i18n/translate.js';
import { DEFAULT_PLAYERS, isPlayerCount } from '../../../rules/constants.js';
import { GAME_FACTS } from '../../../rules/setup.js';
import type { PlayerCount, SetupPlan } from '../../../rules/types.js';
import { setupCalculatorMessages } from '../setup-calculator.messages.js';

/** The count in use: the host's own if it is valid, else the game's, else the default. */
export function shownPlayers(own: number | undefined, game: PlayerCount | undefined): PlayerCount {
  if (own !== undefined && isPlayerCount(own)) return own;
  return game ?? DEFAULT_PLAYERS;
}

/**
 * How the host wrote its count, for the message: attribute text quoted (so an empty or blank
 * attribute shows as `""`), a property value as it reads; at most 40 characters.
 */
export function enteredText(value: unknown, attributeText: string | null): string {
  return attributeText !== null
    ? JSON.stringify(attributeText.slice(0, 40))
    : String(value).slice(0, 40);
}

/**
 * The message for the host's own count, in any language, or `null` when it is unset or valid.
 */
export function playersProblem(
  own: number | undefined,
  entered: string,
  shown: PlayerCount,
): LocalText | null {
  if (own === undefined || isPlayerCount(own)) return null;
  return localText(setupCalculatorMessages, 'setup-calculator.error.players', {
    min: GAME_FACTS.minPlayers,
    max: GAME_FACTS.maxPlayers,
    got: entered,
    count: shown,
  });
}

/** "House Player" or "House Players", as the plan's count needs, in `locale`. */
export function houseWord(plan: SetupPlan, locale: string = SOURCE_LOCALE): string {
  return translate(setupCalculatorMessages, locale, 'setup-calculator.house-players', {
    count: plan.housePlayers,
  });
}

/** The figures of `plan` in one sentence in `locale`, for the polite announcement of a new count. */
export function planSummary(plan: SetupPlan, locale: string = SOURCE_LOCALE): string {
  return translate(setupCalculatorMessages, locale, 'setup-calculator.summary', {
    players: plan.players,
    count: plan.housePlayers,
    darkArts: plan.darkArtsPlayers,
    pawns: plan.pawns,
    onBoard: plan.onBoard,
    reserve: plan.reserve,
  });
}

/** Names a tick for the game's Undo ("Undid: setup step 3 ticked"). */
export function stepTickLabel(step: number, ticked: boolean): WidgetChange {
  return { key: ticked ? 'change.setup-ticked' : 'change.setup-unticked', params: { step } };
}

export const TICKS_CLEARED_LABEL: WidgetChange = { key: 'change.setup-cleared' };
