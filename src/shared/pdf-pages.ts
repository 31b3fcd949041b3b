import { RulesError, describeValue } from '../rules/errors.js';
import { writtenFalse } from './attributes.js';

/**
 * Printed rulebook pages and the pages of a rulebook PDF are not the same numbers: the guide cites
 * printed pages (up to 23) and was checked against a 17-page PDF, which points to two printed pages
 * on each PDF page. A citation keeps showing the printed page; only its link goes through this
 * mapping. Pure functions, no DOM.
 */

/** A host's own mapping from a printed page to the PDF page that shows it. */
export type PdfPageFunction = (printed: number) => number;

/**
 * The page settings one element was given. `null` (or a missing key) means "not set here", so
 * the enclosing game's setting applies; `spreads: false` is the same as not set.
 */
export interface PageSettings {
  /** Added to the printed page (after halving, with `spreads`). */
  offset?: number | null;
  /** Two printed pages on each PDF page, the first printed page alone. */
  spreads?: boolean;
  /** Replaces `offset` and `spreads` with any mapping. */
  pdfPage?: PdfPageFunction | null;
}

/** The mapping in effect for one citation. */
export type PageMapping =
  | { readonly kind: 'function'; readonly pdfPage: PdfPageFunction }
  | { readonly kind: 'arithmetic'; readonly offset: number; readonly spreads: boolean };

/** Printed page numbers as they are: what a citation links to with no settings. */
export const PRINTED_PAGES: PageMapping = Object.freeze({ kind: 'arithmetic', offset: 0, spreads: false });

/** Largest offset either way; far more than a cover, a contents page or a foreword could add. */
export const MAX_PAGE_OFFSET = 999;

/** The PDF page that shows `printed` with `offset` and `spreads`; may be below 1 for a large negative offset. */
export function arithmeticPdfPage(printed: number, offset: number, spreads: boolean): number {
  return (spreads ? Math.floor(printed / 2) + 1 : printed) + offset;
}

/**
 * Reads a `page-offset` value: a whole number from -999 to 999. Throws `RulesError` naming what is
 * allowed and `shown` (what the host wrote, when the value is already converted, e.g. NaN).
 */
export function requirePageOffset(value: unknown, shown: unknown = value): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > MAX_PAGE_OFFSET) {
    throw new RulesError(
      'page-offset',
      `page-offset must be a whole number from -${MAX_PAGE_OFFSET} to ${MAX_PAGE_OFFSET}, such as 2 or -1 (PDF page = printed page + offset); got ${describeValue(shown)}`,
    );
  }
  // -0 would reflect as "0" and compare equal anyway; keep one zero.
  return value === 0 ? 0 : value;
}

/** Reads a `pdfPage` value: a function, or null/undefined for none. Throws `RulesError` otherwise. */
export function requirePdfPageFunction(value: unknown): PdfPageFunction | null {
  if (value == null) return null;
  if (typeof value !== 'function') {
    throw new RulesError(
      'pdf-page',
      `pdfPage must be a function from a printed page number to a PDF page number, or null; got ${describeValue(value)}`,
    );
  }
  return value as PdfPageFunction;
}

/** What an element was given for its page mapping: the properties, and the attribute texts as written. */
export interface PageInputs {
  pageOffset: unknown;
  /** The `page-offset` attribute as written (the property already reads "abc" as NaN). */
  writtenOffset: string | null;
  spreads: boolean;
  writtenSpreads: string | null;
  pdfPage: unknown;
}

/** The settings' names as an element reports problems with them. */
export type PageSettingName = 'page-offset' | 'spreads' | 'pdfPage';
export const PAGE_SETTING_NAMES: readonly PageSettingName[] = ['page-offset', 'spreads', 'pdfPage'];

/**
 * Checks an element's page settings. A bad value counts as unset (so an element inside a game
 * follows the game's, and a game uses the default), and its message says what is allowed.
 */
export function readPageSettings(input: PageInputs): {
  settings: PageSettings;
  problems: Partial<Record<PageSettingName, string>>;
} {
  const problems: Partial<Record<PageSettingName, string>> = {};
  let offset: number | null = null;
  if (input.pageOffset != null) {
    try {
      offset = requirePageOffset(input.pageOffset, input.writtenOffset ?? input.pageOffset);
    } catch (error) {
      problems['page-offset'] = `${(error as Error).message}, so it is ignored`;
    }
  }
  // HTML reads spreads="false" as on; whoever wrote it meant off, and is told how to write it.
  const spreads = input.spreads && !writtenFalse(input.writtenSpreads);
  if (writtenFalse(input.writtenSpreads)) {
    problems.spreads = 'spreads is on when the attribute is present (spreads) and off when it is left out; got spreads="false", which is read as off';
  }
  let pdfPage: PdfPageFunction | null = null;
  try {
    pdfPage = requirePdfPageFunction(input.pdfPage);
  } catch (error) {
    problems.pdfPage = `${(error as Error).message}, so it is ignored`;
  }
  return { settings: Object.freeze({ offset, spreads, pdfPage }), problems };
}

/** Same settings: no new context value, no re-render. */
export function samePageSettings(a: PageSettings, b: PageSettings): boolean {
  return (a.offset ?? null) === (b.offset ?? null) && Boolean(a.spreads) === Boolean(b.spreads) && (a.pdfPage ?? null) === (b.pdfPage ?? null);
}

/**
 * The mapping for an element with its `own` settings inside a game with `inherited` ones. What the
 * element sets wins, setting by setting: its own `pdfPage` first; else its own `offset` or
 * `spreads`, the one it did not set taken from the game; else the game's `pdfPage`; else the
 * game's `offset` and `spreads`; else printed pages.
 */
export function resolvePageMapping(own: PageSettings, inherited: PageSettings = {}): PageMapping {
  if (own.pdfPage) return { kind: 'function', pdfPage: own.pdfPage };
  const ownOffset = own.offset ?? null;
  if (ownOffset === null && !own.spreads && inherited.pdfPage) return { kind: 'function', pdfPage: inherited.pdfPage };
  const offset = ownOffset ?? inherited.offset ?? 0;
  const spreads = Boolean(own.spreads || inherited.spreads);
  return offset === 0 && !spreads ? PRINTED_PAGES : { kind: 'arithmetic', offset, spreads };
}

export type PdfPageResult =
  | { readonly page: number; readonly problem?: undefined }
  | { readonly page: null; readonly problem: string };

/**
 * The PDF page for the printed page `printed` (a whole number from 1), or `page: null` with the
 * reason when the mapping gives no usable page: a `pdfPage` function that throws or returns
 * anything but a whole number from 1, or an offset that goes below the first page. Never throws.
 */
export function pdfPageFor(printed: number, mapping: PageMapping): PdfPageResult {
  if (mapping.kind === 'arithmetic') {
    const page = arithmeticPdfPage(printed, mapping.offset, mapping.spreads);
    if (page >= 1) return { page };
    const how = mapping.spreads ? `spreads and page-offset ${mapping.offset}` : `page-offset ${mapping.offset}`;
    return { page: null, problem: `${how} put printed page ${printed} on PDF page ${page}, which does not exist` };
  }
  let result: unknown;
  try {
    result = mapping.pdfPage(printed);
  } catch (error) {
    let reason: string;
    try {
      reason = error instanceof Error ? error.message : describeValue(error);
    } catch {
      reason = 'an unreadable error';
    }
    return { page: null, problem: `pdfPage(${printed}) threw (${reason.slice(0, 80)})` };
  }
  if (typeof result === 'number' && Number.isInteger(result) && result >= 1) return { page: result };
  return { page: null, problem: `pdfPage(${printed}) returned ${describeValue(result)}, not a whole PDF page number from 1` };
}
