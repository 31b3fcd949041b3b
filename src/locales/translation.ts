import type { Message, TranslationOf } from '../i18n/messages.js';
import type { errorMessages } from '../rules/errors.messages.js';
import { addTranslation, isMessage } from '../i18n/translate.js';
import { RulesError, type RulesErrorCode } from '../rules/errors.js';
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
import type { faqMessages } from '../rules/faq/faq.messages.js';
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
  const canonical = registrableLocale(locale);
  if (canonical === null)
    refuse('translation-locale', `a BCP 47 language tag such as "de" or "de-AT"`, locale);
  if (typeof strings !== 'object' || strings === null || Array.isArray(strings))
    refuse('translation-strings', 'an object of message keys and their texts', strings);
  const checked = Object.create(null) as Record<string, Message>;
  for (const [key, value] of Object.entries(strings)) {
    if (!isMessage(value))
      refuse(
        'translation-value',
        `text, or plural forms (zero, one, two, few, many, other) each in text with "other" among them, for "${key}"`,
        value,
      );
    checked[key] = typeof value === 'string' ? value : { ...value };
  }
  addTranslation(canonical, checked);
}

/**
 * `tag` in canonical form (`de_at` → `de-AT`), or `null` when it is not a BCP 47 tag
 * (`__proto__`, `constructor`, `de_DE.UTF-8`, ''). Unlike `canonicalLocale`, which reads such a
 * page `lang` as English, a translation under it is refused: it must never land on English.
 */
function registrableLocale(tag: unknown): string | null {
  if (typeof tag !== 'string' || tag.trim() === '') return null;
  try {
    return Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'))[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * Refuses a whole registration. The message is for the developer calling `registerTranslation`
 * (no reader sees it), so it stays English and the package's bundles carry no catalogue for it.
 */
function refuse(code: RulesErrorCode, allowed: string, got: unknown): never {
  const shown =
    typeof got === 'function' ? 'a function' : Array.isArray(got) ? 'a list' : JSON.stringify(got);
  throw new RulesError(
    code,
    `registerTranslation needs ${allowed}; got ${String(shown).slice(0, 60)}. Nothing was registered`,
  );
}
