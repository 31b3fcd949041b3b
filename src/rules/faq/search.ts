import type { FaqEntry } from '../types.js';
import type { LocaleOptions, Params } from '../../i18n/messages.js';
import {
  SOURCE_LOCALE,
  canonicalLocale,
  localeOf as askedLocale,
  translate,
  translationGeneration,
} from '../../i18n/translate.js';
import { RulesError, received } from '../errors.js';
import type { RulesErrorCode } from '../errors.js';
import { fail, freezeDeep, requireArray, requireInteger } from '../validate.js';
import { faqMessages } from './faq.messages.js';
import { FAQ_PAGES, type FaqId } from './topics.js';
import { searchLanguage, searchLanguageKey } from './en.js';
import type { SearchLanguage } from './language.js';
import {
  buildIndex,
  oneSlipApart,
  rank,
  type RankDocument,
  type RankIndex,
  type Synonyms,
} from './rank.js';

/** The ids of the built-in entries, in FAQ order. */
const FAQ_IDS = Object.keys(FAQ_PAGES) as FaqId[];

/** The curated search words of each built-in entry, kept beside the frozen entry itself. */
const keywordsOf = new WeakMap<object, string>();

function buildEntries(
  text: (id: FaqId, part: 'question' | 'answer' | 'keywords') => string,
): FaqEntry[] {
  return FAQ_IDS.map((id) => {
    const entry = {
      id,
      question: text(id, 'question'),
      answer: text(id, 'answer'),
      pages: [...FAQ_PAGES[id]],
    };
    keywordsOf.set(entry, text(id, 'keywords'));
    return entry;
  });
}

/** Answers to the questions people ask at the table, each citing the rulebook pages (English). */
export const FAQ: readonly FaqEntry[] = /* @__PURE__ */ freezeDeep(
  /* @__PURE__ */ buildEntries((id, part) => faqMessages[`faq.${id}.${part}`]),
);

/** The language `options` asks for, canonical; English for anything unusable. */
function localeOf(options: unknown): string {
  return canonicalLocale(askedLocale(options));
}

/**
 * The last list built per language, handed out again while its texts stay the same, and the
 * count of registered translations it was checked against: while no translation has been
 * registered since, its texts cannot have changed and are not asked for again.
 */
const entriesByLocale = new Map<string, [list: readonly FaqEntry[], generation: number]>();

/**
 * The FAQ in `options.locale` (English by default, and where no translation is registered):
 * the same ids, order and pages as `FAQ`, with the question and answer in that language. The list
 * is frozen, and the same list comes back until a translation registered later changes its texts.
 */
export function faqEntries(options: LocaleOptions = {}): readonly FaqEntry[] {
  const locale = localeOf(options);
  const generation = translationGeneration();
  const known = entriesByLocale.get(locale);
  if (known?.[1] === generation) return known[0];
  const fresh = buildEntries((id, part) => translate(faqMessages, locale, `faq.${id}.${part}`));
  const last = known?.[0] ?? (locale === SOURCE_LOCALE ? FAQ : undefined);
  const same = last?.every((entry, index) => {
    const now = fresh[index]!;
    return (
      entry.question === now.question &&
      entry.answer === now.answer &&
      keywordsOf.get(entry) === keywordsOf.get(now)
    );
  });
  const list = same ? last! : freezeDeep(fresh);
  entriesByLocale.set(locale, [list, generation]);
  return list;
}

function failWith(code: RulesErrorCode, key: keyof typeof faqMessages, params: Params): never {
  return fail(code, faqMessages, key, params);
}

/** Longest query part looked at, so a huge query costs bounded work. */
const MAX_QUERY_CHARS = 1000;
const MAX_QUERY_TERMS = 24;
const WORD = /[\p{L}\p{N}]+/gu;
/** Typos are forgiven in words of this length or more, as in the ranking. */
const TYPO_MIN_LENGTH = 5;

/**
 * Reduces a word to a form shared by its plural and simple inflections: "players" → "player" in
 * English; in German (`{ locale: 'de' }`) umlauts and ß folded as well, "Häuser" → "haus".
 */
export function normaliseWord(word: string, options: LocaleOptions = {}): string {
  if (typeof word !== 'string') failWith('faq-word', 'faq.error.word', { got: received(word) });
  return searchLanguage(localeOf(options)).normalise(word);
}

/** How many normalised words are kept per language: a host's long texts reuse few words. */
const NORMALISED_KEPT = 20_000;
const normalisedWords = new WeakMap<SearchLanguage, Map<string, string>>();

/**
 * A word normalised in `language`, read from the words already normalised: unfrozen host entries
 * are read again on every search, and their words repeat.
 */
function normaliseKept(word: string, language: SearchLanguage): string {
  let kept = normalisedWords.get(language);
  if (kept === undefined) {
    kept = new Map();
    normalisedWords.set(language, kept);
  }
  let normalised = kept.get(word);
  if (normalised === undefined) {
    normalised = language.normalise(word);
    if (kept.size >= NORMALISED_KEPT) kept.clear();
    kept.set(word, normalised);
  }
  return normalised;
}

function words(text: string, language: SearchLanguage): string[] {
  return (
    language
      .spell(text)
      .replace(/[\u2019']/g, '')
      .match(WORD) ?? []
  ).map((word) => normaliseKept(word, language));
}

function requireQuery(query: unknown): string {
  if (typeof query !== 'string') failWith('faq-query', 'faq.error.query', { got: received(query) });
  return query;
}

function termsOf(query: string, language: SearchLanguage): string[] {
  const all = [...new Set(words(language.rephrase(query.slice(0, MAX_QUERY_CHARS)), language))];
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
 * in German any word containing it ("Schild" in "Verteidigungsschild"), and a word one typing slip
 * away when the term has five letters or more ("replensh" in "Replenish").
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
    if (
      terms.some(
        (term) =>
          language.matches(term, word) ||
          (term.length >= TYPO_MIN_LENGTH && oneSlipApart(term, word)),
      )
    )
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

/**
 * The entries checked. An entry this module built (the built-in FAQ in any language, deep-frozen
 * once built, the only objects with keywords) cannot have changed since, so it is not checked
 * again on every search and render.
 */
function readEntries(entries: unknown[]): FaqEntry[] {
  return entries.map((entry, index) =>
    // `has` answers false for anything but an object.
    keywordsOf.has(entry as object) ? (entry as FaqEntry) : checkFaqEntry(entry, index + 1),
  );
}

/** Per language, the words of each frozen entry and the index of each frozen list. */
const documentCaches = new Map<string, WeakMap<object, RankDocument>>();
const indexCaches = new Map<string, WeakMap<object, RankIndex>>();
/**
 * Unfrozen host entries are checked and read again on every search, as they may have changed; what
 * they read as is kept by their texts (up to 20,000 per language), and the index last built over
 * such entries is used again while every entry reads as it did.
 */
const TEXT_DOCUMENTS_KEPT = 20_000;
const textDocuments = new Map<string, Map<string, RankDocument>>();
const lastIndexes = new Map<string, RankIndex>();

function cacheFor<T>(caches: Map<string, WeakMap<object, T>>, key: string): WeakMap<object, T> {
  let cache = caches.get(key);
  if (cache === undefined) {
    cache = new WeakMap();
    caches.set(key, cache);
  }
  return cache;
}

function isFrozenObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && Object.isFrozen(value);
}

function documentOf(
  entry: FaqEntry,
  original: unknown,
  language: SearchLanguage,
  cache: WeakMap<object, RankDocument>,
  byText: Map<string, RankDocument>,
): RankDocument {
  const frozen = isFrozenObject(original);
  const text = frozen ? '' : `${entry.question}\u0000${entry.answer}`;
  const cached = frozen ? cache.get(original) : byText.get(text);
  if (cached !== undefined) return cached;
  const keywords = isFrozenObject(original) ? (keywordsOf.get(original) ?? '') : '';
  const answer = words(entry.answer, language);
  const built: RankDocument = {
    question: words(entry.question, language),
    keywords: words(keywords, language),
    answer,
    counts: answer.some((word) => language.isCount(word)) || /\d/.test(entry.answer),
    asks: [...new Set([...language.asksFor(entry.question), ...language.asksFor(keywords)])],
  };
  if (frozen) cache.set(original, built);
  else {
    if (byText.size >= TEXT_DOCUMENTS_KEPT) byText.clear();
    byText.set(text, built);
  }
  return built;
}

/** The entries to search: the built-in FAQ in `locale` unless `entries` is given, checked. */
function searchable(entries: unknown, locale: string) {
  const list: unknown = entries === undefined ? faqEntries({ locale }) : entries;
  const originals = requireArray(list, 'entries', 10_000, 'faq-entries');
  const checked = readEntries(originals);
  // Frozen entries (the built-in FAQ) come back as themselves; anything else as a checked copy.
  const result = (index: number): FaqEntry => {
    const original = originals[index];
    return isFrozenObject(original) ? (original as FaqEntry) : (checked[index] as FaqEntry);
  };
  // A frozen list (the built-in FAQ, the widget's) keeps its index between searches.
  return { list, originals, checked, result };
}

/**
 * Entries ranked by relevance to `query`, best first. The ranking is BM25 over three fields with
 * their own weights: a query word in an entry's question counts most, then one in its keywords
 * (the words and synonyms players use for it: "tie" for a draw), then one in its answer, and a
 * word that few entries use counts more than a common one. Case, plurals and simple inflections,
 * word order and digits versus number words ("2" and "two") do not matter; a word also finds its
 * longer forms ("replen" finds "Replenish"), and a word of five letters or more is found with one
 * letter wrong, missing, added or swapped ("replensh"). "How many" leans towards answers that give
 * a count. With `{ locale: 'de' }` words are read the German way (umlauts and ß folded, "zwei" for
 * 2, compounds searched inside and split into their parts: "Spielerzahl") and the entries default
 * to the German FAQ. Host entries are ranked the same way, without keywords. An empty query
 * returns every entry in order; no match returns [] (closestFaq then finds near ones).
 */
export function searchFaq(
  query: string,
  entries?: readonly FaqEntry[],
  options: LocaleOptions = {},
): FaqEntry[] {
  return ranked(query, entries, options, true).results;
}

/** A match scoring at least this share of the best one is a strong match. */
const STRONG_SHARE = 0.35;
/** However weak, the first three matches count as strong. */
const STRONG_AT_LEAST = 3;

/**
 * searchFaq's answers, and how many of them, from the first, are strong matches: those scoring
 * at least 35% of the best one, and never fewer than three (all of them for an empty query). Over
 * the benchmark's questions a search matches 27 entries in the median, and three of them are
 * strong in more than half of the searches.
 */
export function searchFaqStrong(
  query: string,
  entries?: readonly FaqEntry[],
  options: LocaleOptions = {},
): { results: FaqEntry[]; strong: number } {
  const { results, scores } = ranked(query, entries, options, true);
  const best = scores[0];
  if (best === undefined) return { results, strong: results.length };
  const strong = scores.filter((score) => score >= best * STRONG_SHARE).length;
  return { results, strong: Math.min(results.length, Math.max(strong, STRONG_AT_LEAST)) };
}

/**
 * searchFaq's ranking, with the score of each answer (none for an empty query); `strict` false
 * ranks a query of unknown words by its known ones too.
 */
function ranked(
  query: string,
  entries: readonly FaqEntry[] | undefined,
  options: LocaleOptions,
  strict: boolean,
): { results: FaqEntry[]; scores: number[] } {
  const text = requireQuery(query);
  const locale = localeOf(options);
  const { list, originals, checked, result } = searchable(entries, locale);
  if (text.trim() === '') return { results: checked.map((_, index) => result(index)), scores: [] };
  const language = searchLanguage(locale);
  const terms = termsOf(text, language);
  if (terms.length === 0) return { results: [], scores: [] };
  const key = searchLanguageKey(locale);
  const documentCache = cacheFor(documentCaches, key);
  const indexCache = cacheFor(indexCaches, key);
  const frozenList = isFrozenObject(list) && originals.every(isFrozenObject);
  let index = frozenList ? indexCache.get(list) : undefined;
  if (index === undefined) {
    let byText = textDocuments.get(key);
    if (byText === undefined) {
      byText = new Map();
      textDocuments.set(key, byText);
    }
    const documents = checked.map((entry, at) =>
      documentOf(entry, originals[at], language, documentCache, byText),
    );
    const last = frozenList ? undefined : lastIndexes.get(key);
    const same =
      last !== undefined &&
      last.documents.length === documents.length &&
      documents.every((document, at) => last.documents[at] === document);
    index = same ? last : buildIndex(documents);
    if (frozenList) indexCache.set(list, index);
    else lastIndexes.set(key, index);
  }
  const scores = rank(
    index,
    terms,
    language,
    // The kinds are read after the rephrasing, which can name a side ("house replenish").
    language.asksFor(language.rephrase(text.slice(0, MAX_QUERY_CHARS))),
    synonymsOf(locale, language),
    strict,
  );
  // A question the rules guide does not answer gets no built-in entry; a host's own entries
  // (house rules, say) can still answer it.
  const beyond = strict && language.asksBeyondRules(text.slice(0, MAX_QUERY_CHARS));
  const answers = (at: number) => {
    const original = originals[at];
    return !beyond || !isFrozenObject(original) || !keywordsOf.has(original);
  };
  const order = scores
    .map((score, at) => ({ score, at }))
    .filter((item) => item.score > 0 && answers(item.at))
    .sort((a, b) => b.score - a.score || a.at - b.at);
  return { results: order.map((item) => result(item.at)), scores: order.map((item) => item.score) };
}

/** The synonyms of the last text read per language, with that text. */
const synonymCache = new Map<string, { text: string; synonyms: Synonyms }>();

/**
 * The words players use for others, in `locale`: the message `faq.search.synonyms`, groups split
 * by ";", each "word, word = words it stands for".
 */
function synonymsOf(locale: string, language: SearchLanguage): Synonyms {
  const text = translate(faqMessages, locale, 'faq.search.synonyms');
  const cached = synonymCache.get(locale);
  if (cached?.text === text) return cached.synonyms;
  const synonyms = new Map<string, string[]>();
  for (const group of text.split(';')) {
    const [aliases = '', meaning = ''] = group.split('=');
    const targets = words(meaning, language);
    for (const alias of words(aliases, language)) synonyms.set(alias, targets);
  }
  synonymCache.set(locale, { text, synonyms });
  return synonyms;
}

/** How many entries closestFaq returns at most. */
const CLOSEST_COUNT = 3;

function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(' ')) {
    const padded = ` ${word} `;
    for (let at = 0; at + 3 <= padded.length; at += 1) grams.add(padded.slice(at, at + 3));
  }
  return grams;
}

/**
 * The entries nearest to a query that `searchFaq` finds nothing for, best first and at most three:
 * where most of its words are ones no entry knows ("can I play online"), those its known words
 * find; otherwise those sharing the most three-letter pieces with it, read in the question and
 * keywords (so "stunnd pwan" still finds stunned pawns). Entries sharing none are left out; an
 * empty query returns [].
 */
export function closestFaq(
  query: string,
  entries?: readonly FaqEntry[],
  options: LocaleOptions = {},
): FaqEntry[] {
  const text = requireQuery(query);
  // A query that searchFaq finds nothing for because most of its words are unknown: the entries
  // its known words find, best first.
  const near = text.trim() === '' ? [] : ranked(text, entries, options, false).results;
  if (near.length > 0) return near.slice(0, CLOSEST_COUNT);
  const locale = localeOf(options);
  const { originals, checked, result } = searchable(entries, locale);
  const language = searchLanguage(locale);
  const asked = trigrams(termsOf(text, language).join(' '));
  if (asked.size === 0) return [];
  return checked
    .map((entry, at) => {
      const original = originals[at];
      const keywords = isFrozenObject(original) ? (keywordsOf.get(original) ?? '') : '';
      const own = trigrams(words(`${entry.question} ${keywords}`, language).join(' '));
      let shared = 0;
      for (const gram of asked) if (own.has(gram)) shared += 1;
      return { at, likeness: (2 * shared) / (asked.size + own.size) };
    })
    .filter((item) => item.likeness > 0)
    .sort((a, b) => b.likeness - a.likeness || a.at - b.at)
    .slice(0, CLOSEST_COUNT)
    .map((item) => result(item.at));
}

/** Looks an FAQ entry up by its id, in `options.locale`; undefined when there is none. */
export function faqEntry(id: string, options: LocaleOptions = {}): FaqEntry | undefined {
  if (typeof id !== 'string') failWith('faq-id', 'faq.error.id', { got: received(id) });
  return faqEntries(options).find((entry) => entry.id === id);
}
