import type {
  LocalText,
  LocaleOptions,
  Message,
  Messages,
  Param,
  Params,
  PluralCategory,
} from './messages.js';

/**
 * The translations registered on this page. They are shared through one well-known symbol, so a
 * locale module (`dist/cdn/locales/de.js`) and any number of widget bundles that each carry their
 * own copy of this file see the same ones. Every bundle and module names a message by its readable
 * key, so one registry serves them all. Created on first use, never at import.
 */
interface Registry {
  readonly catalogues: Map<string, Record<string, Message>>;
  /** Told after every registration, so that shown widgets re-render in the new text. */
  readonly listeners: Set<() => void>;
  /** `locale key` pairs already warned about, so each missing key warns once per page. */
  readonly warned: Set<string>;
  /** Counts the registrations, so texts worked out earlier know they may be out of date. */
  generation: number;
}

const registryKey = Symbol.for('defenders-rules-widgets.translations');

function registry(): Registry {
  const scope = globalThis as { [registryKey]?: Registry };
  return (scope[registryKey] ??= {
    catalogues: new Map(),
    listeners: new Set(),
    warned: new Set(),
    generation: 0,
  });
}

/** The language of every built-in text. */
export const SOURCE_LOCALE = 'en';

/**
 * The language asked for in a rules function's `options`. Options are only ever read: anything
 * that is not an object with a `locale` string (a host may pass anything) gives English, never an
 * error.
 */
export function localeOf(options: unknown): string {
  if (typeof options !== 'object' || options === null) return SOURCE_LOCALE;
  try {
    const { locale } = options as LocaleOptions;
    return typeof locale === 'string' ? locale : SOURCE_LOCALE;
  } catch {
    return SOURCE_LOCALE;
  }
}

/**
 * A language tag in canonical form (`de_at` → `de-AT`); English for an empty or malformed tag,
 * so a typo in a page's `lang` never breaks a widget.
 */
export function canonicalLocale(tag: string | null | undefined): string {
  if (typeof tag !== 'string' || tag.trim() === '') return SOURCE_LOCALE;
  try {
    return Intl.getCanonicalLocales(tag.trim().replaceAll('_', '-'))[0] ?? SOURCE_LOCALE;
  } catch {
    return SOURCE_LOCALE;
  }
}

/** `de-Latn-AT` → `de-Latn-AT`, `de-Latn`, `de`: the catalogues to look in, most specific first. */
function fallbackChain(locale: string): string[] {
  const parts = locale.split('-');
  return parts.map((_, index) => parts.slice(0, parts.length - index).join('-'));
}

const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Text, or plural forms: a plain object of plural categories, each text, `other` among them. */
export function isMessage(value: unknown): value is Message {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)
    return false;
  const forms = Object.entries(value);
  return (
    Object.hasOwn(value, 'other') &&
    forms.every(
      ([category, form]) => PLURAL_CATEGORIES.includes(category) && typeof form === 'string',
    )
  );
}

/**
 * Adds (or overrides) the messages of one language, checked already (`registerTranslation` checks
 * them). Later registrations win key by key, so a host can correct one text of a shipped
 * translation. Every shown widget re-renders in the new text.
 */
export function addTranslation(locale: string, strings: Readonly<Record<string, Message>>): void {
  const shared = registry();
  const { catalogues, listeners } = shared;
  catalogues.set(locale, { ...catalogues.get(locale), ...strings });
  shared.generation += 1;
  for (const listener of listeners) listener();
}

/** How many translations have been registered on the page: a text worked out before may differ now. */
export function translationGeneration(): number {
  return registry().generation;
}

/** Calls `listener` after each registration until the returned function is called. */
export function onTranslationAdded(listener: () => void): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when a catalogue of `locale`, or of a language it falls back to, is registered. */
export function hasTranslation(locale: string): boolean {
  const { catalogues } = registry();
  return fallbackChain(canonicalLocale(locale)).some((tag) => catalogues.has(tag));
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = cache.get(locale);
  if (value === undefined) {
    value = make(locale);
    cache.set(locale, value);
  }
  return value;
}

/**
 * English and German, in any region or script but with no extension (`-u-nu-…` could ask for
 * other digits): languages whose whole numbers plain code can write and pluralise the way `Intl`
 * does. A page's first `Intl.NumberFormat` or `Intl.PluralRules` costs about 20 ms (it loads the
 * locale data), which the widgets' first render would otherwise wait for.
 */
const PLAIN_NUMBERS = /^(?:en|de)(?:-[A-Za-z]{2,4}|-\d{3})*$/;

/** `count` written for `locale` (`1234.5` → `1,234.5` in English, `1.234,5` in German). */
export function formatNumber(locale: string, count: number): string {
  // Below 1,000 neither language groups digits; `-0` stays with Intl, which writes its sign.
  if (Number.isInteger(count) && Math.abs(count) < 1000 && !Object.is(count, -0)) {
    if (PLAIN_NUMBERS.test(locale)) return String(count);
  }
  return cached(numberFormats, locale, (tag) => new Intl.NumberFormat(tag)).format(count);
}

/**
 * English as written in the US (the serial comma), and German in any region: languages whose lists
 * plain code writes the way `Intl.ListFormat` does. Other English regions drop the serial comma,
 * and go to `Intl`. A page's first `Intl.ListFormat` costs as much as its first number format.
 */
const PLAIN_LISTS = /^(?:en(?:-US)?|de(?:-[A-Za-z]{2})?)$/i;
const listFormats = new Map<string, Intl.ListFormat>();

/**
 * `items` as one list in `locale`: `and` joins the last one ("A, B, and C"; "A, B und C"), `short`
 * lists them with commas as a unit list does ("A, B, C"; German joins three or more with "und").
 */
export function formatList(
  locale: string,
  items: readonly string[],
  style: 'and' | 'short' = 'and',
): string {
  const count = items.length;
  if (count < 2) return items[0] ?? '';
  if (PLAIN_LISTS.test(locale)) {
    const german = /^de/i.test(locale);
    if (style === 'short' && (!german || count === 2)) return items.join(', ');
    const last = `${german ? ' und ' : count > 2 ? ', and ' : ' and '}${items[count - 1]}`;
    return items.slice(0, -1).join(', ') + last;
  }
  return cached(listFormats, `${locale} ${style}`, () =>
    style === 'and'
      ? new Intl.ListFormat(locale, { type: 'conjunction' })
      : new Intl.ListFormat(locale, { type: 'unit', style: 'short' }),
  ).format(items);
}

/** The plural category of `count` in `locale`; English and German whole numbers without `Intl`. */
function pluralCategory(locale: string, count: number): string {
  if (Number.isInteger(count) && PLAIN_NUMBERS.test(locale))
    return Math.abs(count) === 1 ? 'one' : 'other';
  return cached(pluralRules, locale, (tag) => new Intl.PluralRules(tag)).select(count);
}

function pluralForm(locale: string, message: Message, count: Param | undefined): string {
  if (typeof message === 'string') return message;
  if (typeof count !== 'number') return message.other;
  const category = pluralCategory(locale, count);
  return category === 'other'
    ? message.other
    : (message[category as PluralCategory] ?? message.other);
}

/**
 * Fills `{name}` placeholders; a placeholder without a value stays visible, to be noticed. Plurals
 * and numbers follow `locale`, the message's language; a fragment (a function value) is asked in
 * `fragmentLocale`, the language the reader wants, which differs when a missing message fell back
 * to English: its fragments may still have a translation.
 */
export function formatMessage(
  locale: string,
  message: Message,
  params: Params = {},
  fragmentLocale: string = locale,
): string {
  return pluralForm(locale, message, params.count).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return whole;
    if (typeof value === 'number') return formatNumber(locale, value);
    return typeof value === 'function' ? value(fragmentLocale) : value;
  });
}

/**
 * The text of `key` in `locale`: from the most specific registered catalogue that has it, else
 * the English of `english` (the catalogue the calling module owns). A translation that lacks a key
 * warns once per key and shows English for it.
 */
export function translate<English extends Messages>(
  english: English,
  locale: string,
  key: keyof English & string,
  params?: Params,
): string {
  const canonical = canonicalLocale(locale);
  const { catalogues, warned } = registry();
  let missingFrom: string | undefined;
  for (const tag of fallbackChain(canonical)) {
    const catalogue = catalogues.get(tag);
    if (!catalogue) continue;
    // Checked when registered; checked again, as another bundle's copy of this file may have added it.
    const message = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
    if (message !== undefined && isMessage(message)) return formatMessage(tag, message, params);
    missingFrom ??= tag;
  }
  if (missingFrom !== undefined && missingFrom !== SOURCE_LOCALE) {
    const said = `${missingFrom} ${key}`;
    if (!warned.has(said)) {
      warned.add(said);
      console.warn(
        `defenders-rules-widgets: the "${missingFrom}" translation has no "${key}"; showing the English text.`,
      );
    }
  }
  return formatMessage(SOURCE_LOCALE, english[key] as Message, params, canonical);
}

/** The message `key` of `english`, written in whichever language it is shown in. */
export function localText<English extends Messages>(
  english: English,
  key: keyof English & string,
  params?: Params,
): LocalText {
  return (locale) => translate(english, locale, key, params);
}
