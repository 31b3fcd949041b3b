import type { FaqEntry } from './types.js';
import type { LocaleOptions, Params } from '../i18n/messages.js';
import { SOURCE_LOCALE, canonicalLocale, translate } from '../i18n/translate.js';
import { RulesError, received } from './errors.js';
import type { RulesErrorCode } from './errors.js';
import { fail, freezeDeep, requireArray, requireInteger } from './validate.js';
import { faqMessages } from './faq.messages.js';
import { searchLanguage, searchLanguageKey, type SearchLanguage } from './faq.words.js';

/**
 * The pages each answer cites, in the order the FAQ lists its entries. The texts are the messages
 * `faq.<id>.question` and `faq.<id>.answer` of faq.messages.ts.
 */
const FAQ_PAGES = {
  'how-many-players': [2, 3, 8, 9],
  // The same pages as the setup calculator's two-player note (TWO_PLAYER_NOTE).
  'two-players': [6, 8, 9],
  'everyone-a-house': [8, 9],
  'houses-win-together': [23],
  'game-length': [2, 3],
  'first-player': [10],
  'first-game-dark-arts': [8, 9],
  'card-effects-override': [16],
  'protected-areas': [10, 20],
  'occupied-deployment-space': [20, 21],
  'learn-protected-areas': [17],
  'dark-arts-replenish-marker': [20, 21, 22],
  'marker-moves': [22],
  'event-spaces': [22],
  'progress-token-forced': [22, 23],
  'card-colours-unlock': [21],
  'location-card-requirement': [22, 23],
  'dark-arts-win': [23],
  'claim-defence-shield': [11, 23],
  'final-hand': [22],
  draw: [22, 23],
  bump: [20, 22],
  'parchment-scroll': [17],
  'hogwarts-tokens': [17],
} as const satisfies Record<string, readonly number[]>;

type FaqId = keyof typeof FAQ_PAGES;
const FAQ_IDS = Object.keys(FAQ_PAGES) as FaqId[];

function buildEntries(text: (id: FaqId, part: 'question' | 'answer') => string): FaqEntry[] {
  return FAQ_IDS.map((id) => ({
    id,
    question: text(id, 'question'),
    answer: text(id, 'answer'),
    pages: [...FAQ_PAGES[id]],
  }));
}

/** Answers to the questions people ask at the table, each citing the rulebook pages (English). */
export const FAQ: readonly FaqEntry[] = /* @__PURE__ */ freezeDeep(
  /* @__PURE__ */ buildEntries((id, part) => faqMessages[`faq.${id}.${part}`]),
);

/** The language `options` asks for, canonical; English for anything unusable. */
function localeOf(options: unknown): string {
  if (typeof options !== 'object' || options === null) return SOURCE_LOCALE;
  try {
    const { locale } = options as LocaleOptions;
    return canonicalLocale(typeof locale === 'string' ? locale : undefined);
  } catch {
    // A host's proxy or getter that throws: English.
    return SOURCE_LOCALE;
  }
}

/** The last list built per language, handed out again while its texts stay the same. */
const entriesByLocale = new Map<string, readonly FaqEntry[]>();

/**
 * The FAQ in `options.locale` (English by default, and where no translation is registered):
 * the same ids, order and pages as `FAQ`, with the question and answer in that language. The list
 * is frozen, and the same list comes back until a translation registered later changes its texts.
 */
export function faqEntries(options: LocaleOptions = {}): readonly FaqEntry[] {
  const locale = localeOf(options);
  const texts = FAQ_IDS.map((id) => ({
    question: translate(faqMessages, locale, `faq.${id}.question`),
    answer: translate(faqMessages, locale, `faq.${id}.answer`),
  }));
  const last = entriesByLocale.get(locale) ?? (locale === SOURCE_LOCALE ? FAQ : undefined);
  const same = (list: readonly FaqEntry[]) =>
    list.every(
      (entry, index) =>
        entry.question === texts[index]?.question && entry.answer === texts[index]?.answer,
    );
  if (last !== undefined && same(last)) return last;
  const built = freezeDeep(
    buildEntries((id, part) => translate(faqMessages, locale, `faq.${id}.${part}`)),
  );
  entriesByLocale.set(locale, built);
  return built;
}

function failWith(code: RulesErrorCode, key: keyof typeof faqMessages, params: Params): never {
  return fail(code, faqMessages, key, params);
}

/** Longest query part looked at, so a huge query costs bounded work. */
const MAX_QUERY_CHARS = 1000;
const MAX_QUERY_TERMS = 24;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Reduces a word to a form shared by its plural and simple inflections: "players" → "player" in
 * English; in German (`{ locale: 'de' }`) umlauts and ß folded as well, "Häuser" → "haus".
 */
export function normaliseWord(word: string, options: LocaleOptions = {}): string {
  if (typeof word !== 'string') failWith('faq-word', 'faq.error.word', { got: received(word) });
  return searchLanguage(localeOf(options)).normalise(word);
}

function words(text: string, language: SearchLanguage): string[] {
  return (text.replace(/[\u2019']/g, '').match(WORD) ?? []).map((word) => language.normalise(word));
}

function requireQuery(query: unknown): string {
  if (typeof query !== 'string') failWith('faq-query', 'faq.error.query', { got: received(query) });
  return query;
}

function termsOf(query: string, language: SearchLanguage): string[] {
  const all = [...new Set(words(query.slice(0, MAX_QUERY_CHARS), language))];
  const meaningful = all.filter((term) => !language.stopWords.has(term));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_TERMS);
}

/**
 * The normalised search terms of a query, in order and without repeats, e.g. for highlighting:
 * "2 Players" gives ["two", "player"], and in German "2 Spieler" gives ["zwei", "spiel"]. Common
 * words are dropped unless the query has nothing else.
 */
export function faqTerms(query: string, options: LocaleOptions = {}): string[] {
  return termsOf(requireQuery(query), searchLanguage(localeOf(options)));
}

/**
 * Where the query's terms occur in `text`, as [start, end) character ranges in order, so a widget
 * can mark the matches. A term also matches the start of a longer word ("replen" in "Replenish"),
 * and in German any word containing it ("Schild" in "Verteidigungsschild").
 */
export function matchRanges(
  text: string,
  query: string,
  options: LocaleOptions = {},
): [number, number][] {
  if (typeof text !== 'string') failWith('faq-text', 'faq.error.text', { got: received(text) });
  const language = searchLanguage(localeOf(options));
  const terms = termsOf(requireQuery(query), language);
  if (terms.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[\u2019'][\p{L}\p{N}]+)*/gu)) {
    const word = language.normalise(match[0]);
    if (terms.some((term) => language.matches(term, word)))
      ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

const PAGE_LIMIT = 1000;
const MAX_PAGES = 100;
const FIELDS = ['id', 'question', 'answer'] as const;

/**
 * Checks one entry of a host's FAQ list, `position` counting from 1 (it names the entry in the
 * message): a `RulesError` names what is wrong; a good entry comes back as a plain copy.
 */
export function checkFaqEntry(entry: unknown, position = 1): FaqEntry {
  requireInteger(position, 'position', 1, 1_000_000, 'faq-entries');
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    failWith('faq-entries', 'faq.error.entry-object', { position, got: received(entry) });
  const read = (field: string): unknown => {
    try {
      return (entry as Record<string, unknown>)[field];
    } catch {
      return failWith('faq-entries', 'faq.error.entry-unreadable', { position, field });
    }
  };
  const [id, question, answer] = FIELDS.map((field) => {
    const value = read(field);
    if (typeof value !== 'string' || value.trim() === '')
      failWith('faq-entries', 'faq.error.entry-text', { position, field, got: received(value) });
    return value;
  }) as [string, string, string];
  const given = read('pages');
  if (!Array.isArray(given))
    failWith('faq-entries', 'faq.error.entry-pages-list', { position, got: received(given) });
  let pages: unknown[];
  try {
    if (given.length > MAX_PAGES) {
      const { length } = given;
      failWith('faq-entries', 'faq.error.entry-pages-length', {
        position,
        count: MAX_PAGES,
        length,
      });
    }
    pages = Array.from({ length: given.length }, (_, index) => given[index] as unknown);
  } catch (error) {
    if (error instanceof RulesError) throw error;
    return failWith('faq-entries', 'faq.error.entry-unreadable', { position, field: 'pages' });
  }
  for (const page of pages) {
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > PAGE_LIMIT) {
      failWith('faq-entries', 'faq.error.entry-page', {
        position,
        max: PAGE_LIMIT,
        got: received(page),
      });
    }
  }
  const numbers = pages as number[];
  if (numbers.some((page, index) => index > 0 && page <= (numbers[index - 1] as number)))
    failWith('faq-entries', 'faq.error.entry-pages-order', { position, pages: numbers.join(', ') });
  return { id, question, answer, pages: numbers };
}

function readEntries(entries: unknown[]): FaqEntry[] {
  return entries.map((entry, index) => checkFaqEntry(entry, index + 1));
}

const QUESTION_WEIGHT = 3;
const ANSWER_WEIGHT = 1;

interface IndexedEntry {
  entry: FaqEntry;
  question: string[];
  answer: string[];
  /** The question's meaningful words, each once. */
  questionTerms: string[];
}

/** Per language, the words of each frozen entry and the word counts of each frozen list. */
const indexCaches = new Map<string, WeakMap<object, IndexedEntry>>();
const countsCaches = new Map<string, WeakMap<object, WordCounts>>();

function cacheFor<T>(caches: Map<string, WeakMap<object, T>>, key: string): WeakMap<object, T> {
  let cache = caches.get(key);
  if (cache === undefined) {
    cache = new WeakMap();
    caches.set(key, cache);
  }
  return cache;
}

function indexed(
  entry: FaqEntry,
  original: unknown,
  language: SearchLanguage,
  cache: WeakMap<object, IndexedEntry>,
): IndexedEntry {
  const cacheable = typeof original === 'object' && original !== null && Object.isFrozen(original);
  const cached = cacheable ? cache.get(original) : undefined;
  if (cached !== undefined) return cached;
  const question = words(entry.question, language);
  const questionTerms = [...new Set(question.filter((word) => !language.stopWords.has(word)))];
  const built = { entry, question, answer: words(entry.answer, language), questionTerms };
  if (cacheable) cache.set(original, built);
  return built;
}

interface Score {
  /** Query terms found anywhere in the entry. */
  matched: number;
  /**
   * Share of the question's meaningful words that the query names, each word weighted by how rare it
   * is among the entries: a question that is mostly the query is the one asked, and an extra common
   * word ("Dark Arts") costs less than an extra telling one ("Replenish").
   */
  focus: number;
  /** Terms found, a term in the question counting more than one in the answer. */
  weight: number;
}

/** How many entries use each word, for weighting; kept for frozen entry lists such as the built-in FAQ. */
type WordCounts = Map<string, number>;

function wordCounts(
  items: readonly IndexedEntry[],
  originals: readonly unknown[],
  cache: WeakMap<object, WordCounts>,
): WordCounts {
  const cached = Object.isFrozen(originals) ? cache.get(originals) : undefined;
  if (cached !== undefined) return cached;
  const counts: WordCounts = new Map();
  for (const item of items) {
    for (const word of new Set([...item.question, ...item.answer]))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  if (Object.isFrozen(originals)) cache.set(originals, counts);
  return counts;
}

function score(
  item: IndexedEntry,
  terms: string[],
  counts: WordCounts,
  total: number,
  language: SearchLanguage,
): Score {
  const matches = (term: string, word: string) => language.matches(term, word);
  let weight = 0;
  let matched = 0;
  for (const term of terms) {
    const inQuestion = item.question.some((word) => matches(term, word));
    const inAnswer = item.answer.some((word) => matches(term, word));
    if (inQuestion) weight += QUESTION_WEIGHT;
    if (inAnswer) weight += ANSWER_WEIGHT;
    if (inQuestion || inAnswer) matched += 1;
  }
  let named = 0;
  let all = 0;
  for (const word of item.questionTerms) {
    const rarity = Math.log(1 + total / (counts.get(word) ?? 1));
    all += rarity;
    if (terms.some((term) => matches(term, word))) named += rarity;
  }
  return { matched, focus: all === 0 ? 0 : named / all, weight };
}

/**
 * Entries ranked by relevance to `query`, best first: first by how many query terms an entry holds,
 * then by how much of its question the query names, then with a term in the question counting more
 * than one in the answer. Case, plurals, word order and digits versus number words
 * ("2" and "two") do not matter; with `{ locale: 'de' }` words are read the German way (umlauts
 * and ß folded, "zwei" for 2, compounds searched inside) and the entries default to the German FAQ.
 * An empty query returns every entry in order; no match returns [].
 */
export function searchFaq(
  query: string,
  entries?: readonly FaqEntry[],
  options: LocaleOptions = {},
): FaqEntry[] {
  const text = requireQuery(query);
  const locale = localeOf(options);
  const originals = requireArray(
    entries === undefined ? faqEntries({ locale }) : entries,
    'entries',
    10_000,
    'faq-entries',
  );
  const checked = readEntries(originals);
  // Frozen entries (the built-in FAQ) come back as themselves; anything else as a checked copy.
  const result = (index: number): FaqEntry => {
    const original = originals[index];
    return typeof original === 'object' && original !== null && Object.isFrozen(original)
      ? (original as FaqEntry)
      : (checked[index] as FaqEntry);
  };
  if (text.trim() === '') return checked.map((_, index) => result(index));
  const language = searchLanguage(locale);
  const terms = termsOf(text, language);
  if (terms.length === 0) return [];
  const key = searchLanguageKey(locale);
  const index = cacheFor(indexCaches, key);
  const items = checked.map((entry, at) => indexed(entry, originals[at], language, index));
  const counts = wordCounts(items, originals, cacheFor(countsCaches, key));
  return (
    items
      .map((item, at) => ({ index: at, score: score(item, terms, counts, items.length, language) }))
      .filter((item) => item.score.matched > 0)
      // Entries that cover more of the query's terms come first, whatever the weights.
      .sort(
        (a, b) =>
          b.score.matched - a.score.matched ||
          b.score.focus - a.score.focus ||
          b.score.weight - a.score.weight ||
          a.index - b.index,
      )
      .map((item) => result(item.index))
  );
}

/** Looks an FAQ entry up by its id, in `options.locale`; undefined when there is none. */
export function faqEntry(id: string, options: LocaleOptions = {}): FaqEntry | undefined {
  if (typeof id !== 'string') failWith('faq-id', 'faq.error.id', { got: received(id) });
  return faqEntries(options).find((entry) => entry.id === id);
}
