/**
 * The text of a rulebook citation: reading the `pages` attribute, the pieces shown ("Rulebook
 * pp. 22–23"), the words a screen reader hears, and which addresses may be linked. Pure.
 */

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
function runs(pages: number[]): [number, number][] {
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
 * to join with ", ": a long list may wrap between pieces, never inside one.
 */
export function citationPieces(pages: number[]): string[] {
  if (pages.length === 0) return ['Rulebook'];
  const pieces = runs(pages).map(([first, last]) =>
    first === last ? `${first}` : `${first}\u2013${last}`,
  );
  pieces[0] = `Rulebook ${pages.length === 1 ? 'p.' : 'pp.'} ${pieces[0]}`;
  return pieces;
}

/** The same pages spelled out for a screen reader: "page 6", "pages 22 to 23". */
export function spokenPages(pages: number[]): string {
  const text = runs(pages)
    .map(([first, last]) => (first === last ? `${first}` : `${first} to ${last}`))
    .join(', ');
  return `${pages.length === 1 ? 'page' : 'pages'} ${text}`;
}

/** The rulebook address a citation links to for `text` (its own or a game's), or null: none is set, or it is unusable. */
export function rulebookLink(text: string | undefined): URL | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : safeUrl(trimmed);
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
