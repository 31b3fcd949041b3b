import type { LocalText } from '../i18n/messages.js';
import { localText } from '../i18n/translate.js';
import { describeValue, errorMessage, received } from '../rules/errors.js';
import { pdfPageMessages } from './pdf-pages.messages.js';
import { readDecimal, writtenFalse } from './attribute-text.js';

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

/** The mapping in effect for one citation: the `pdfPage` function when there is one, else `offset` and `spreads`. */
export interface PageMapping {
  readonly offset: number;
  readonly spreads: boolean;
  readonly pdfPage: PdfPageFunction | null;
}

/** Largest offset either way; far more than a cover, a contents page or a foreword could add. */
export const MAX_PAGE_OFFSET = 999;

/** The PDF page that shows `printed` with `offset` and `spreads`; below 1 for a large negative offset. */
export function arithmeticPdfPage(printed: number, offset: number, spreads: boolean): number {
  return (spreads ? Math.floor(printed / 2) + 1 : printed) + offset;
}

/**
 * The mapping for an element with its `own` settings inside a game with `inherited` ones. What the
 * element sets wins, setting by setting: its own `pdfPage` first; else its own `offset` or
 * `spreads`, the one it did not set taken from the game; else the game's `pdfPage`; else the
 * game's `offset` and `spreads`; else printed pages.
 */
export function resolvePageMapping(own: PageSettings, inherited: PageSettings = {}): PageMapping {
  const ownSetsPages = own.offset != null || Boolean(own.spreads);
  return {
    offset: own.offset ?? inherited.offset ?? 0,
    spreads: Boolean(own.spreads || inherited.spreads),
    pdfPage: own.pdfPage ?? (ownSetsPages ? null : (inherited.pdfPage ?? null)),
  };
}

/** One key per mapping, for warning once about it however many citations use it. */
export function mappingKey(mapping: PageMapping): unknown {
  return mapping.pdfPage ?? `${mapping.offset} ${mapping.spreads}`;
}

export type PdfPageResult = { page: number; problem?: undefined } | { page: null; problem: string };

/**
 * The PDF page for the printed page `printed` (a whole number from 1), or `page: null` with the
 * reason when the mapping gives no usable page: a `pdfPage` function that throws or returns
 * anything but a whole number from 1, or an offset that goes below the first page. Never throws.
 * The reason is English: it only ever goes to the console, for the page's developer.
 */
export function pdfPageFor(printed: number, mapping: PageMapping): PdfPageResult {
  let page: unknown;
  let how = `page-offset ${mapping.offset}${mapping.spreads ? ' with spreads' : ''} gave`;
  if (mapping.pdfPage) {
    how = `pdfPage(${printed}) returned`;
    try {
      page = mapping.pdfPage(printed);
    } catch (error) {
      let reason = 'an unreadable error';
      try {
        reason = errorMessage(error).slice(0, 80);
      } catch {
        // A thrown object whose message or toString throws in turn: the words above do.
      }
      return { page: null, problem: `pdfPage(${printed}) threw (${reason})` };
    }
  } else {
    page = arithmeticPdfPage(printed, mapping.offset, mapping.spreads);
  }
  return typeof page === 'number' && Number.isInteger(page) && page >= 1
    ? { page }
    : {
        page: null,
        problem: `${how} ${describeValue(page)} for printed page ${printed}, not a whole PDF page number from 1`,
      };
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

/**
 * Checks an element's page settings. A bad value counts as unset (so an element inside a game
 * follows the game's, and a game uses the default), and its message (in any language) says what
 * is allowed.
 */
export function readPageSettings(input: PageInputs): {
  settings: PageSettings;
  problems: Record<PageSettingName, LocalText | null>;
} {
  const { pageOffset, pdfPage, writtenOffset } = input;
  // The text as written names the value best ("abc" reads as NaN), if it is the value in effect.
  const shownOffset =
    writtenOffset !== null && Object.is(readDecimal(writtenOffset), pageOffset)
      ? writtenOffset
      : pageOffset;
  const offsetOk =
    pageOffset == null ||
    (typeof pageOffset === 'number' &&
      Number.isInteger(pageOffset) &&
      Math.abs(pageOffset) <= MAX_PAGE_OFFSET);
  const pdfPageOk = pdfPage == null || typeof pdfPage === 'function';
  // HTML reads spreads="false" as on; whoever wrote it meant off, and is told how to write it.
  const spreadsFalse = writtenFalse(input.writtenSpreads);
  const problems: Record<PageSettingName, LocalText | null> = {
    'page-offset': offsetOk
      ? null
      : localText(pdfPageMessages, 'pdf-pages.error.page-offset', {
          min: -MAX_PAGE_OFFSET,
          max: MAX_PAGE_OFFSET,
          got: received(shownOffset),
        }),
    spreads: spreadsFalse ? localText(pdfPageMessages, 'pdf-pages.error.spreads') : null,
    pdfPage: pdfPageOk
      ? null
      : localText(pdfPageMessages, 'pdf-pages.error.pdf-page', { got: received(pdfPage) }),
  };
  return {
    settings: Object.freeze({
      // `|| 0` keeps one zero: -0 would reflect as "0" and compare equal anyway.
      offset: offsetOk && pageOffset != null ? (pageOffset as number) || 0 : null,
      spreads: input.spreads && !spreadsFalse,
      pdfPage: pdfPageOk ? ((pdfPage as PdfPageFunction | null | undefined) ?? null) : null,
    }),
    problems,
  };
}

/** Same settings: no new context value, no re-render. */
export function samePageSettings(a: PageSettings, b: PageSettings): boolean {
  return (
    (a.offset ?? null) === (b.offset ?? null) &&
    Boolean(a.spreads) === Boolean(b.spreads) &&
    (a.pdfPage ?? null) === (b.pdfPage ?? null)
  );
}
