/**
 * The rules core of `defenders-rules-widgets`: every game fact of the rules guide, typed and
 * cited with its rulebook pages. Plain TypeScript, no DOM; safe to import in Node.
 *
 * A curated list over the modules beside it: exactly what docs/rules-core.md documents
 * (test/node/rules-exports.test.mjs keeps the two equal). Code inside the package imports from
 * the module that defines a thing, never from here.
 */
export type * from './rules/types.js';
export { RulesError } from './rules/errors.js';
export type { RulesErrorCode } from './rules/errors.js';
export { registerTranslation } from './locales/translation.js';
export type { Translation, MessageKey } from './locales/translation.js';
export type { Message, PluralMessage, LocaleOptions } from './i18n/messages.js';
export { houseName, zoneLabel, sideName, actionName } from './rules/names.js';
export {
  HOUSES,
  HOUSE_NAMES,
  ZONES,
  ZONE_NAMES,
  PLAYER_COUNTS,
  SIDES,
  SIDE_NAMES,
  ACTIONS,
  ACTION_NAMES,
  isPlayerCount,
  isHouse,
  isSide,
  isZone,
  isAction,
} from './rules/constants.js';
export {
  setupFor,
  setupTable,
  darkArtsPawnsFor,
  TWO_PLAYER_NOTE,
  twoPlayerNote,
  DEPLOYMENT_SPACES,
  EXTRA_DARK_ARTS_PAWNS,
  GAME_FACTS,
} from './rules/setup.js';
export type { SetupRow } from './rules/setup.js';
export { turnActions, turnPlan } from './rules/turns.js';
export {
  DEFAULT_LAYOUT,
  MAX_LAYOUT_SPACES,
  ADVANCE_CAUSES,
  ADVANCE_CAUSE_RULES,
  ADVANCE_CAUSES_NOTE,
  advanceCauseRules,
  advanceCausesNote,
  EVENT_CHOICES,
  parseLayout,
  requireState,
  requirementAt,
  initialPath,
  pathStateAt,
  advance,
  decide,
  pathInfo,
  allowedChoices,
  describePath,
} from './rules/path.js';
export {
  checkVictory,
  victoryNeeds,
  canClaimShield,
  shieldRequirementName,
  shieldItemName,
  SHIELDS_TO_WIN,
  PROGRESS_TOKENS,
  MAX_DARK_ARTS_PAWNS,
  SHIELD_ITEMS,
  SHIELD_REQUIREMENT_NAMES,
} from './rules/victory.js';
export type { VictoryNeed, ShieldRequirement } from './rules/victory.js';
export { FAQ, faqEntries, searchFaq, faqTerms, matchRanges } from './rules/faq/search.js';
