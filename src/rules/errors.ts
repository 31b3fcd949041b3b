import type { LocalText, Messages, Params } from '../i18n/messages.js';
import { SOURCE_LOCALE, translate } from '../i18n/translate.js';
import { errorMessages } from './errors.messages.js';

/** Every `RulesError.code`: stable names for programs, one per kind of bad input. */
export type RulesErrorCode =
  // a value of the wrong kind or out of range
  | 'players'
  | 'side'
  | 'action'
  | 'turn-context'
  | 'cause'
  | 'choice'
  | 'zone'
  // the path layout
  | 'layout-type'
  | 'layout-length'
  | 'layout-letter'
  | 'layout-empty'
  | 'layout-first-event'
  | 'layout-order'
  | 'layout-zone-missing'
  | 'layout-zone-no-event'
  | 'layout-red-events'
  | 'layout-mismatch'
  // path states and moves
  | 'state-type'
  | 'state-position'
  | 'state-inconsistent'
  | 'requirement-position'
  | 'event-pending'
  | 'path-end'
  | 'no-event-pending'
  | 'token-taken'
  | 'token-forced'
  // victory and shields
  | 'victory-input'
  | 'victory-houses'
  | 'victory-house-twice'
  | 'victory-shields'
  | 'victory-two-winners'
  | 'victory-dark-arts'
  | 'victory-tokens'
  | 'victory-requirement'
  | 'victory-requirement-one-before-final-hand'
  | 'victory-requirement-without-tokens'
  | 'victory-tokens-without-requirement'
  | 'victory-pawns'
  | 'victory-both-sides'
  | 'shield-input'
  // the FAQ
  | 'faq-query'
  | 'faq-entries'
  | 'faq-word'
  | 'faq-text'
  | 'faq-id'
  // saved and shared games (the game layer)
  | 'houses'
  | 'session-type'
  | 'session-move'
  | 'session-moves'
  | 'session-history'
  | 'widget-state'
  | 'saved-game'
  | 'share-link'
  // translations (registerTranslation)
  | 'translation-locale'
  | 'translation-strings'
  | 'translation-value';

/** A message of some module's English catalogue, with its placeholder values. */
export interface ErrorText {
  readonly english: Messages;
  readonly key: string;
  readonly params?: Params;
}

/**
 * The only error the rules core throws for bad input. `code` is stable for programs;
 * `message` tells a person, in English, what is allowed and what was given, and `messageIn`
 * tells it in another language.
 */
export class RulesError extends Error {
  readonly code: RulesErrorCode;
  readonly #text: ErrorText | undefined;

  constructor(code: RulesErrorCode, message: string | ErrorText) {
    super(
      typeof message === 'string'
        ? message
        : translate(message.english, SOURCE_LOCALE, message.key, message.params),
    );
    this.name = 'RulesError';
    this.code = code;
    this.#text = typeof message === 'string' ? undefined : message;
  }

  /** The message in `locale` (a BCP 47 tag), where a translation is registered; else English. */
  messageIn(locale: string): string {
    const text = this.#text;
    return text ? translate(text.english, locale, text.key, text.params) : this.message;
  }
}

/** Shows a received value safely and briefly inside an error message, in `locale`. */
export function describeValue(value: unknown, locale: string = SOURCE_LOCALE): string {
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (value === undefined) return translate(errorMessages, locale, 'value.undefined');
  if (Array.isArray(value)) return translate(errorMessages, locale, 'value.list');
  const kind = typeof value;
  if (kind === 'object') return translate(errorMessages, locale, 'value.object');
  if (kind === 'function') return translate(errorMessages, locale, 'value.function');
  return translate(errorMessages, locale, 'value.other', { kind });
}

/** A `{got}` placeholder value: `value` described in whichever language the message is shown. */
export function received(value: unknown): LocalText {
  return (locale) => describeValue(value, locale);
}

/**
 * The message of anything thrown: an `Error`'s message, or the value as text; a value that cannot
 * be made text (no usable `toString`, say) is described instead.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return String(error);
  } catch {
    return describeValue(error);
  }
}

/** The message of anything thrown, in `locale` where it is a `RulesError` that can say it there. */
export function errorMessageIn(error: unknown, locale: string): string {
  return error instanceof RulesError ? error.messageIn(locale) : errorMessage(error);
}

/** The message of anything thrown, in whichever language it is shown in. */
export function errorText(error: unknown): LocalText {
  return (locale) => errorMessageIn(error, locale);
}
