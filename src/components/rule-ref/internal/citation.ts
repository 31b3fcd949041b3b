/**
 * The text of a rulebook citation: reading the `pages` attribute, the pieces shown ("Rulebook
 * pp. 22–23"), the words a screen reader hears, and which addresses may be linked. Pure.
 */
import { SOURCE_LOCALE, formatNumber, translate } from '../../../i18n/translate.js';
import { ruleRefMessages } from '../rule-ref.messages.js';

/** Highest page number accepted; the printed rulebook is far shorter. */
export const MAX_PAGE = 999;

/** Longest range written as "first-last" that is spelled out page by page. */
const MAX_RANGE = 50;

/**
 * Reads "22,23", "6" or a range such as "22-23" into ascending, distinct page numbers; null when
 * anything is not a page.
 */
export function parsePages(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '') return [];
  const pages: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,3})(?:\s*[-\u2013]\s*(\d{1,3}))?$/.exec(part);
    if (!match) return null;
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1 || last > MAX_PAGE || last < first || last - first > MAX_RANGE) return null;
    for (let page = first; page <= last; page++) pages.push(page);
  }
  return [...new Set(pages)].sort((a, b) => a - b);
}

/** Runs of consecutive pages: [2, 3, 8] -> [[2, 3], [8, 8]]. */
function runs(pages: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const page of pages) {
    const last = result.at(-1);
    if (last && page === last[1] + 1) last[1] = page;
    else result.push([page, page]);
  }
  return result;
}

/**
 * "Rulebook p. 6", "Rulebook pp. 22–23", "Rulebook pp. 2–3, 8–9" (en dash for ranges), as pieces
 * to join with ", ": a long list may wrap between pieces, never inside one. In `locale` (English
 * by default); the numbers are the English rulebook's printed pages in every language.
 */
export function citationPieces(pages: readonly number[], locale: string = SOURCE_LOCALE): string[] {
  if (pages.length === 0) return [translate(ruleRefMessages, locale, 'rule-ref.rulebook')];
  const page = (number: number) => formatNumber(locale, number);
  const pieces = runs(pages).map(([first, last]) =>
    first === last ? page(first) : `${page(first)}\u2013${page(last)}`,
  );
  pieces[0] = translate(ruleRefMessages, locale, 'rule-ref.citation', {
    count: pages.length,
    first: pieces[0] ?? '',
  });
  return pieces;
}

/** The same pages spelled out for a screen reader: "Rulebook page 6", "Rulebook pages 22 to 23". */
export function spokenPages(pages: readonly number[], locale: string = SOURCE_LOCALE): string {
  const text = runs(pages)
    .map(([first, last]) =>
      first === last
        ? formatNumber(locale, first)
        : translate(ruleRefMessages, locale, 'rule-ref.spoken-range', { first, last }),
    )
    .join(', ');
  return translate(ruleRefMessages, locale, 'rule-ref.spoken', {
    count: pages.length,
    pages: text,
  });
}

/** The rulebook address a citation links to for `text` (its own or a game's), or null: none is set, or it is unusable. */
export function rulebookLink(text: string | undefined): URL | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : safeUrl(trimmed);
}

/**
 * The fragment of a rulebook link that opens PDF page `page`: `page=<n>` first, then whatever the
 * host's `rulebook-url` carried (`#zoom=50` becomes `#page=3&zoom=50`, as PDF viewers read it),
 * less any `page=` of its own. `page` null keeps the host's fragment as it is.
 */
export function pageFragment(hostHash: string, page: number | null): string {
  const body = hostHash.startsWith('#') ? hostHash.slice(1) : hostHash;
  if (page === null) return body;
  const kept = body.split('&').filter((part) => part !== '' && !/^page(=|$)/i.test(part));
  return [`page=${page}`, ...kept].join('&');
}

/** An absolute http(s) URL for `text`, or null for anything else (javascript:, data:, garbage). */
export function safeUrl(text: string): URL | null {
  try {
    const base = typeof document === 'undefined' ? undefined : document.baseURI;
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
