import { FAQ, matchRanges, searchFaq } from '../rules/faq.js';
import type { FaqEntry } from '../rules/types.js';

/**
 * The FAQ's search model: the host's extra entries checked one by one, the answers a search shows
 * (cached per query and entry list), the highlighted pieces of a text and the live count. Pure.
 */

/** Ids become part of element ids and URL fragments, so they stay plain. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
export const MAX_HOST_ENTRIES = 500;

/** A piece of a text: a match of the search (`match`) or the plain text between matches. */
export interface TextPiece {
  text: string;
  match: boolean;
}

/** `text` cut into plain pieces and matches of `query`; one plain piece when nothing matches. */
export function highlightPieces(text: string, query: string): TextPiece[] {
  if (query.trim() === '') return [{ text, match: false }];
  let ranges: [number, number][];
  try {
    ranges = matchRanges(text, query);
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

/** Names a wrong value briefly in a message. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object'
    ? 'an object'
    : `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}

/** The host's entries that can be shown, and a message (by key) for each that cannot. */
export interface HostEntries {
  entries: FaqEntry[];
  problems: Array<[key: string, message: string]>;
}

/** Checks the host's `entries` one by one: a bad one is left out with a message, never thrown. */
export function readHostEntries(given: unknown): HostEntries {
  const entries: FaqEntry[] = [];
  const problems: HostEntries['problems'] = [];
  if (given === null || given === undefined) return { entries, problems };
  if (!Array.isArray(given)) {
    problems.push([
      'entries',
      `entries must be a list of { id, question, answer, pages } objects; got ${describe(given)}.`,
    ]);
    return { entries, problems };
  }
  const taken = new Set(FAQ.map((entry) => entry.id));
  given.slice(0, MAX_HOST_ENTRIES).forEach((entry: unknown, index) => {
    const key = `entries-${index}`;
    let checked: FaqEntry;
    try {
      [checked] = searchFaq('', [entry as FaqEntry]) as [FaqEntry];
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.message.replace(/\bentries item 1\b/g, `entries item ${index + 1}`)
          : `entries item ${index + 1} is malformed`;
      problems.push([
        key,
        `${reason}; that entry was left out (each needs an id, a question, an answer and pages).`,
      ]);
      return;
    }
    if (!ID_PATTERN.test(checked.id)) {
      problems.push([
        key,
        `entries item ${index + 1} was left out: its id must be letters, digits, "-" or "_" (up to 80); got ${JSON.stringify(checked.id.slice(0, 40))}.`,
      ]);
      return;
    }
    if (taken.has(checked.id)) {
      problems.push([
        key,
        `entries item ${index + 1} was left out: the id ${JSON.stringify(checked.id)} is already used.`,
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
      `entries may hold up to ${MAX_HOST_ENTRIES} items; the rest were left out.`,
    ]);
  }
  return { entries, problems };
}

/**
 * The answers shown for a search over the built-in entries and the host's, best match first.
 * The same query over the same host entries returns the same array, so a render and the event
 * it fires agree.
 */
export class FaqSearch {
  private cache: { query: string; entries: readonly FaqEntry[]; results: FaqEntry[] } | null = null;

  results(query: string, hostEntries: readonly FaqEntry[]): FaqEntry[] {
    const cache = this.cache;
    if (cache && cache.query === query && cache.entries === hostEntries) return cache.results;
    let results: FaqEntry[];
    try {
      results = searchFaq(query, [...FAQ, ...hostEntries]);
    } catch {
      results = [...FAQ, ...hostEntries];
    }
    this.cache = { query, entries: hostEntries, results };
    return results;
  }
}

/** The live count line: "All 24 answers", "No answers match", "1 answer matches", "3 answers match". */
export function countText(query: string, shown: number, total: number): string {
  const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;
  if (query.trim() === '') return `All ${answers(total)}`;
  if (shown === 0) return 'No answers match';
  return `${answers(shown)} ${shown === 1 ? 'matches' : 'match'}`;
}
