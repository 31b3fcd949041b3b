import {
  FAQ,
  checkFaqEntry,
  closestFaq,
  faqEntries,
  matchRanges,
  searchFaqStrong,
} from '../../../rules/faq/search.js';
import { FAQ_TOPICS, type FaqTopic } from '../../../rules/faq/topics.js';
import type { FaqEntry } from '../../../rules/types.js';
import { errorText, received } from '../../../rules/errors.js';
import type { LocalText, Params } from '../../../i18n/messages.js';
import { SOURCE_LOCALE, localText, translate } from '../../../i18n/translate.js';
import { faqWidgetMessages } from '../faq.messages.js';

/**
 * The FAQ's search model: the host's extra entries checked one by one, the answers a search shows
 * (cached per query and entry list), the highlighted pieces of a text and the live count. Pure.
 * The element loads this module (and with it the rules core's entries and search) lazily, through
 * `load-search.ts`, so it imports none of them itself.
 */

/** The built-in entries, which the element reaches through this module (ids, count). */
export { FAQ };

/** Ids become part of element ids and URL fragments, so they stay plain. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
export const MAX_HOST_ENTRIES = 500;

/** A piece of a text: a match of the search (`match`) or the plain text between matches. */
export interface TextPiece {
  text: string;
  match: boolean;
}

/**
 * `text` cut into plain pieces and matches of `query`, words read the way of `locale`; one plain
 * piece when nothing matches.
 */
export function highlightPieces(
  text: string,
  query: string,
  locale: string = SOURCE_LOCALE,
): TextPiece[] {
  if (query.trim() === '') return [{ text, match: false }];
  let ranges: [number, number][];
  try {
    ranges = matchRanges(text, query, { locale });
  } catch {
    return [{ text, match: false }];
  }
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) pieces.push({ text: text.slice(at, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}

/** The host's entries that can be shown, and a message (by key) for each that cannot. */
export interface HostEntries {
  entries: FaqEntry[];
  problems: Array<[key: string, message: LocalText]>;
}

const text = (key: keyof typeof faqWidgetMessages, params?: Params): LocalText =>
  localText(faqWidgetMessages, key, params);

/** Checks the host's `entries` one by one: a bad one is left out with a message, never thrown. */
export function readHostEntries(given: unknown): HostEntries {
  const entries: FaqEntry[] = [];
  const problems: HostEntries['problems'] = [];
  if (given === null || given === undefined) return { entries, problems };
  if (!Array.isArray(given)) {
    problems.push(['entries', text('faq-widget.error.entries', { got: received(given) })]);
    return { entries, problems };
  }
  const taken = new Set(FAQ.map((entry) => entry.id));
  given.slice(0, MAX_HOST_ENTRIES).forEach((entry: unknown, index) => {
    const key = `entries-${index}`;
    const position = index + 1;
    let checked: FaqEntry;
    try {
      checked = checkFaqEntry(entry, position);
    } catch (error) {
      problems.push([key, text('faq-widget.error.entry', { reason: errorText(error) })]);
      return;
    }
    if (!ID_PATTERN.test(checked.id)) {
      problems.push([
        key,
        text('faq-widget.error.entry-id', { position, got: received(checked.id) }),
      ]);
      return;
    }
    if (taken.has(checked.id)) {
      problems.push([
        key,
        text('faq-widget.error.entry-id-taken', { position, id: JSON.stringify(checked.id) }),
      ]);
      return;
    }
    taken.add(checked.id);
    entries.push(
      Object.freeze({ ...checked, pages: Object.freeze([...checked.pages]) as number[] }),
    );
  });
  if (given.length > MAX_HOST_ENTRIES) {
    problems.push([
      'entries-limit',
      text('faq-widget.error.entries-limit', { count: MAX_HOST_ENTRIES }),
    ]);
  }
  return { entries, problems };
}

/**
 * The answers shown for a search over the built-in entries (in the reader's language) and the
 * host's, best match first, and how many of them are strong matches (the widget folds the rest).
 * The same query over the same entries in the same language returns the same array, so a render
 * and the event it fires agree.
 */
export class FaqSearch {
  private _cache: {
    query: string;
    locale: string;
    builtIn: readonly FaqEntry[];
    entries: readonly FaqEntry[];
    all: readonly FaqEntry[];
    results: FaqEntry[];
    strong: number;
  } | null = null;

  results(
    query: string,
    hostEntries: readonly FaqEntry[],
    locale: string = SOURCE_LOCALE,
  ): FaqEntry[] {
    return this._search(query, hostEntries, locale).results;
  }

  /** How many of the results, from the first, are strong matches: all of them for no query. */
  strong(query: string, hostEntries: readonly FaqEntry[], locale: string = SOURCE_LOCALE): number {
    return this._search(query, hostEntries, locale).strong;
  }

  private _search(
    query: string,
    hostEntries: readonly FaqEntry[],
    locale: string,
  ): { results: FaqEntry[]; strong: number } {
    const builtIn = faqEntries({ locale });
    const cache = this._cache;
    if (
      cache &&
      cache.query === query &&
      cache.locale === locale &&
      cache.builtIn === builtIn &&
      cache.entries === hostEntries
    )
      return cache;
    // One frozen list while the entries stay the same, so the search keeps its index.
    const reusable = cache && cache.builtIn === builtIn && cache.entries === hostEntries;
    const all = reusable ? cache.all : Object.freeze([...builtIn, ...hostEntries]);
    let found: { results: FaqEntry[]; strong: number };
    try {
      found = searchFaqStrong(query, all, { locale });
    } catch {
      found = { results: [...all], strong: all.length };
    }
    this._cache = { query, locale, builtIn, entries: hostEntries, all, ...found };
    return this._cache;
  }
}

/** The topics to browse by, in order. */
export const TOPICS: readonly FaqTopic[] = FAQ_TOPICS.map((topic) => topic.id);

/** Whether `value` names a topic. */
export function isTopic(value: unknown): value is FaqTopic {
  return TOPICS.includes(value as FaqTopic);
}

/** The built-in entries of `topic` in `locale`, in FAQ order. */
export function topicEntries(topic: FaqTopic, locale: string = SOURCE_LOCALE): FaqEntry[] {
  const ids = new Set(Object.keys(FAQ_TOPICS.find((each) => each.id === topic)?.entries ?? {}));
  return faqEntries({ locale }).filter((entry) => ids.has(entry.id));
}

/** The title of `topic` in `locale`. */
export function topicTitle(topic: FaqTopic, locale: string = SOURCE_LOCALE): string {
  return translate(faqWidgetMessages, locale, `faq-widget.topic.${topic}`);
}

/**
 * The entries nearest to a query that matches nothing, built-in and host ones, at most three; []
 * for an empty query or when none is near.
 */
export function closestEntries(
  query: string,
  hostEntries: readonly FaqEntry[],
  locale: string = SOURCE_LOCALE,
): FaqEntry[] {
  if (query.trim() === '') return [];
  try {
    return closestFaq(query, [...faqEntries({ locale }), ...hostEntries], { locale });
  } catch {
    return [];
  }
}

/**
 * The live count line in `locale`: "All 24 answers", "No answers match", "1 answer matches",
 * "3 answers match".
 */
export function countText(
  query: string,
  shown: number,
  total: number,
  locale: string = SOURCE_LOCALE,
): string {
  if (query.trim() === '')
    return translate(faqWidgetMessages, locale, 'faq-widget.count.all', { count: total });
  if (shown === 0) return translate(faqWidgetMessages, locale, 'faq-widget.count.none');
  return translate(faqWidgetMessages, locale, 'faq-widget.count.some', { count: shown });
}
