import type { Message, TranslationOf } from './messages.js';
import { addTranslation } from './translate.js';
import type { errorMessages } from '../rules/errors.messages.js';
import type { nameMessages } from '../rules/names.messages.js';
import type { gameMessages } from '../components/game.messages.js';
import type { savedGameMessages } from '../game/game.messages.js';
import type { embedMessages } from '../embed/snippets.messages.js';

/**
 * Every English catalogue of the package, joined: the keys a complete translation gives.
 * Each module that shows text adds its catalogue here, so a translation missing one of its keys
 * fails type-checking.
 */
type English = typeof errorMessages &
  typeof nameMessages &
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
  addTranslation(locale, strings as Record<string, Message>);
}
