/**
 * German for every text of the package (unofficial; page numbers stay those of the English
 * rulebook). Importing this module registers it: `import 'defenders-rules-widgets/locales/de.js'`,
 * or one more `<script type="module">` for `dist/cdn/locales/de.js`.
 */
import { registerTranslation, type Translation } from './translation.js';
import { registerSearchLanguage } from '../rules/faq/language.js';
import { germanSearch } from '../rules/faq/de.js';
import { embed } from './de/embed/snippets.messages.js';
import { faq } from './de/rules/faq/faq.messages.js';
import { faqWidget } from './de/components/faq/faq.messages.js';
import { game } from './de/components/game/game.messages.js';
import { savedGame } from './de/model/saved-game.messages.js';
import { narration } from './de/model/narration.messages.js';
import { pathTracker } from './de/components/path-tracker/path-tracker.messages.js';
import { path } from './de/rules/path.messages.js';
import { ruleRef } from './de/components/rule-ref/rule-ref.messages.js';
import { citationKeys } from './de/shared/citation-keys.messages.js';
import { pdfPages } from './de/model/pdf-pages.messages.js';
import { errors } from './de/rules/errors.messages.js';
import { names } from './de/rules/names.messages.js';
import { setup } from './de/rules/setup.messages.js';
import { setupCalculator } from './de/components/setup-calculator/setup-calculator.messages.js';
import { turns } from './de/rules/turns.messages.js';
import { turnChecklist } from './de/components/turn-checklist/turn-checklist.messages.js';
import { victoryChecker } from './de/components/victory-checker/victory-checker.messages.js';
import { victory } from './de/rules/victory.messages.js';
import { widgetChange } from './de/model/widget-change.messages.js';

export const de: Translation = {
  ...widgetChange,
  ...errors,
  ...names,
  ...turns,
  ...turnChecklist,
  ...victory,
  ...victoryChecker,
  ...path,
  ...narration,
  ...pathTracker,
  ...setup,
  ...setupCalculator,
  ...ruleRef,
  ...citationKeys,
  ...pdfPages,
  ...faq,
  ...faqWidget,
  ...game,
  ...savedGame,
  ...embed,
};

// German's search rules are registered before its texts, so that the widgets, which re-render
// when the texts arrive, already search in German.
registerSearchLanguage('de', germanSearch);
registerTranslation('de', de);

export { registerTranslation };
export type { Translation };
