// Every English catalogue of the package, for the tests that compare translations against it.
// A module that adds a catalogue (src/**/*.messages.ts) adds it here and to src/locales/translation.ts.
import type { Message, Messages } from '../../src/i18n/messages.js';
import { errorMessages } from '../../src/rules/errors.messages.js';
import { nameMessages } from '../../src/rules/names.messages.js';
import { widgetChangeMessages } from '../../src/model/widget-change.messages.js';
import { turnMessages } from '../../src/rules/turns.messages.js';
import { turnChecklistMessages } from '../../src/components/turn-checklist/turn-checklist.messages.js';
import { victoryMessages } from '../../src/rules/victory.messages.js';
import { victoryCheckerMessages } from '../../src/components/victory-checker/victory-checker.messages.js';
import { pathMessages } from '../../src/rules/path.messages.js';
import { narrationMessages } from '../../src/model/narration.messages.js';
import { pathTrackerMessages } from '../../src/components/path-tracker/path-tracker.messages.js';
import { setupMessages } from '../../src/rules/setup.messages.js';
import { setupCalculatorMessages } from '../../src/components/setup-calculator/setup-calculator.messages.js';
import { ruleRefMessages } from '../../src/components/rule-ref/rule-ref.messages.js';
import { citationKeyMessages } from '../../src/shared/citation-keys.messages.js';
import { pdfPageMessages } from '../../src/model/pdf-pages.messages.js';
import { faqMessages } from '../../src/rules/faq/faq.messages.js';
import { faqWidgetMessages } from '../../src/components/faq/faq.messages.js';
import { gameMessages } from '../../src/components/game/game.messages.js';
import { savedGameMessages } from '../../src/model/saved-game.messages.js';
import { embedMessages } from '../../src/embed/snippets.messages.js';

export const ENGLISH_CATALOGUES: readonly Messages[] = [
  widgetChangeMessages,
  errorMessages,
  nameMessages,
  turnMessages,
  turnChecklistMessages,
  victoryMessages,
  victoryCheckerMessages,
  pathMessages,
  narrationMessages,
  pathTrackerMessages,
  setupMessages,
  setupCalculatorMessages,
  ruleRefMessages,
  citationKeyMessages,
  pdfPageMessages,
  faqMessages,
  faqWidgetMessages,
  gameMessages,
  savedGameMessages,
  embedMessages,
];

/** All English messages, key to message. */
export function englishMessages(): Record<string, Message> {
  return Object.assign({}, ...ENGLISH_CATALOGUES) as Record<string, Message>;
}

/** The texts of a message: the string, or each plural form. */
export function formsOf(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}
