import type { Message, TranslationOf } from '../i18n/messages.js';
import { addTranslation, checkTranslation } from '../i18n/translate.js';
import { received } from '../rules/errors.js';
import { errorMessages } from '../rules/errors.messages.js';
import { fail } from '../rules/validate.js';
import type { widgetChangeMessages } from '../model/widget-change.messages.js';
import type { nameMessages } from '../rules/names.messages.js';
import type { turnMessages } from '../rules/turns.messages.js';
import type { turnChecklistMessages } from '../components/turn-checklist/turn-checklist.messages.js';
import type { victoryMessages } from '../rules/victory.messages.js';
import type { victoryCheckerMessages } from '../components/victory-checker/victory-checker.messages.js';
import type { pathMessages } from '../rules/path.messages.js';
import type { narrationMessages } from '../model/narration.messages.js';
import type { pathTrackerMessages } from '../components/path-tracker/path-tracker.messages.js';
import type { setupMessages } from '../rules/setup.messages.js';
import type { setupCalculatorMessages } from '../components/setup-calculator/setup-calculator.messages.js';
import type { ruleRefMessages } from '../components/rule-ref/rule-ref.messages.js';
import type { citationKeyMessages } from '../shared/citation-keys.messages.js';
import type { pdfPageMessages } from '../model/pdf-pages.messages.js';
import type { faqMessages } from '../rules/faq.messages.js';
import type { faqWidgetMessages } from '../components/faq/faq.messages.js';
import type { gameMessages } from '../components/game/game.messages.js';
import type { savedGameMessages } from '../model/saved-game.messages.js';
import type { embedMessages } from '../embed/snippets.messages.js';

/**
 * Every English catalogue of the package, joined: the keys a complete translation gives.
 * Each module that shows text adds its catalogue here, so a translation missing one of its keys
 * fails type-checking.
 */
type English = typeof errorMessages &
  typeof widgetChangeMessages &
  typeof nameMessages &
  typeof turnMessages &
  typeof turnChecklistMessages &
  typeof victoryMessages &
  typeof victoryCheckerMessages &
  typeof pathMessages &
  typeof narrationMessages &
  typeof pathTrackerMessages &
  typeof setupMessages &
  typeof setupCalculatorMessages &
  typeof ruleRefMessages &
  typeof citationKeyMessages &
  typeof pdfPageMessages &
  typeof faqMessages &
  typeof faqWidgetMessages &
  typeof gameMessages &
  typeof savedGameMessages &
  typeof embedMessages;

/**
 * A complete translation: every message key of the package with its text in one language. Plain
 * text with `{name}` placeholders, or plural forms (`{ one, other }`, chosen by `count` through
 * `Intl.PluralRules`).
 */
export type Translation = TranslationOf<English>;

/** Any message key of the package. */
export type MessageKey = keyof Translation;

/**
 * Adds a language, or overrides texts of one, for every widget on the page (and the rules core).
 * `locale` is a BCP 47 tag (`de`, `de-AT`); a regional catalogue falls back to its language's,
 * then to English. A key left out shows English and warns once in the console. Registering again
 * merges, later texts winning, and shown widgets re-render.
 *
 * A complete `Translation` type-checks every key; pass `{ partial: true }` to override a few.
 *
 * The call is checked as a whole before anything of it is used: a `locale` that is not a BCP 47
 * tag, or a value that is neither text nor plural forms with text for `other`, throws a
 * `RulesError` naming it, and nothing of that call is registered.
 */
export function registerTranslation(locale: string, strings: Translation): void;
export function registerTranslation(
  locale: string,
  strings: Partial<Translation>,
  options: { partial: true },
): void;
export function registerTranslation(
  locale: string,
  strings: Partial<Record<MessageKey, Message>>,
): void {
  const checked = checkTranslation(locale, strings);
  if ('kind' in checked) {
    if (checked.kind === 'locale')
      fail('translation-locale', errorMessages, 'error.translation-locale', {
        got: received(checked.got),
      });
    if (checked.kind === 'strings')
      fail('translation-strings', errorMessages, 'error.translation-strings', {
        got: received(checked.got),
      });
    fail('translation-value', errorMessages, 'error.translation-value', {
      key: checked.key,
      got: received(checked.got),
    });
  }
  addTranslation(checked.locale, checked.strings);
}
