/**
 * German for every text of the package (unofficial; page numbers stay those of the English
 * rulebook). Importing this module registers it: `import 'defenders-rules-widgets/locales/de.js'`,
 * or one more `<script type="module">` for `dist/cdn/locales/de.js`.
 */
import { registerTranslation, type Translation } from '../i18n/translation.js';
import { errors, names } from './de/rules-general.js';
import { turnChecklist, turns } from './de/turns.js';
import { victory } from './de/victory.js';
import { victoryChecker } from './de/victory-checker.js';
import { path } from './de/path.js';
import { narration } from './de/narration.js';
import { pathTracker } from './de/path-tracker.js';
import { setup, setupCalculator } from './de/setup.js';
import { citationKeys, pdfPages, ruleRef } from './de/rule-ref.js';
import { faq, faqWidget } from './de/faq.js';
import { game, savedGame } from './de/game.js';
import { embed } from './de/embed.js';
import { widgetChange } from './de/widget-change.js';

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

registerTranslation('de', de);

export { registerTranslation };
export type { Translation };
