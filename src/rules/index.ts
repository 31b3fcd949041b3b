/**
 * The rules core of `defenders-rules-widgets`: every game fact of the rules guide, typed and
 * cited with its rulebook pages. Plain TypeScript, no DOM; safe to import in Node.
 *
 * A curated list over the modules beside it: exactly what docs/rules-core.md documents
 * (test/node/rules-exports.test.mjs keeps the two equal). Code inside the package imports from
 * the module that defines a thing, never from here.
 */
export type * from './types.js';
export { RulesError } from './errors.js';
export type { RulesErrorCode } from './errors.js';
export { registerTranslation } from '../i18n/translation.js';
export type { Translation, MessageKey } from '../i18n/translation.js';
export type { Message, PluralMessage, LocaleOptions } from '../i18n/messages.js';
export { houseName, zoneLabel, sideName, actionName } from './names.js';
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
} from './constants.js';
export {
  setupFor,
  setupTable,
  darkArtsPawnsFor,
  TWO_PLAYER_NOTE,
  twoPlayerNote,
  DEPLOYMENT_SPACES,
  EXTRA_DARK_ARTS_PAWNS,
  GAME_FACTS,
} from './setup.js';
export type { SetupRow } from './setup.js';
export { turnActions, turnPlan } from './turns.js';
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
} from './path.js';
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
} from './victory.js';
export type { VictoryNeed, ShieldRequirement } from './victory.js';
export { FAQ, faqEntries, searchFaq, faqTerms, matchRanges } from './faq.js';
