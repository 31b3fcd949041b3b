/**
 * The iframe snippet's `height`: what the embed page measured for the chosen options, in a phone's
 * column and in a desktop theme's column, taken from the real page when the site is built
 * (scripts/embed-heights.mjs writes the table, site/demo/embed-heights.json). A FAQ with a `query`
 * is summed from measured parts: the page around the answers and each answer's row. Pure, no DOM.
 */
import { closestFaq, searchFaqStrong } from '../rules/faq/search.js';
import { DEFAULT_LAYOUT, parseLayout } from '../rules/path.js';
import { turnActions } from '../rules/turns.js';
import {
  TYPICAL_HEIGHTS,
  embedQuery,
  type EmbedWidget,
  type SnippetLanguage,
  type WidgetOptions,
} from './options.js';

/**
 * The column widths (CSS px) the heights are measured at: a 390 px phone with 16 px margins, and
 * the 650 px content column of a block theme (WordPress's Twenty Twenty-Three) on a 1,280 px screen.
 */
export const MEASURED_COLUMNS = Object.freeze({ phone: 358, desktop: 650 });

/** The screen widths those columns stand for. */
export const MEASURED_SCREENS = Object.freeze({ phone: 390, desktop: 1280 });

/** One page's height (CSS px) in each column. */
export interface MeasuredHeight {
  phone: number;
  desktop: number;
}

/** The FAQ's parts, so that a page for any `query` can be summed. */
export interface FaqHeights {
  /** The page with some answers found, less those answers' rows. */
  results: MeasuredHeight;
  /** The page with none found ("closest answers", topics), less the closest answers' rows. */
  empty: MeasuredHeight;
  /** Each answer's row (its question, closed, with the space to the next), by entry id. */
  rows: Record<string, MeasuredHeight>;
  /** The button under a search's strong matches that shows the weaker ones, with its space. */
  more: MeasuredHeight;
}

/** Heights in one language, by `heightKey` of the option set. */
export interface LanguageHeights {
  pages: Record<string, MeasuredHeight>;
  faq: FaqHeights;
}

/** The table scripts/embed-heights.mjs writes. */
export interface EmbedHeights {
  /** The package version whose embed page was measured. */
  version: string;
  columns: MeasuredHeight;
  languages: Partial<Record<SnippetLanguage, LanguageHeights>>;
}

/** Where a measured option set is filed: the embed page's query for it, without look or language. */
export function heightKey(widget: EmbedWidget, options: WidgetOptions = {}): string {
  const kept: WidgetOptions = { ...options };
  for (const name of HEIGHT_NEUTRAL) delete kept[name];
  if (kept.faq !== true) delete kept.faq;
  return embedQuery(widget, kept);
}

/**
 * A game's options that leave its height as it is, within a line: where it is saved, the rulebook
 * address, and the toolbar's Copy link and Keep screen on buttons (at most one more toolbar row).
 */
const HEIGHT_NEUTRAL = ['persist', 'rulebook-url', 'share', 'keep-awake'] as const;

/**
 * Every option set whose page is measured: each player count (a game with and without its FAQ), each turn (side, action, final
 * hand), each space of the example path, the victory checker and the FAQ without a query. A FAQ
 * query is summed from parts; a path layout of your own is not measured.
 */
export function measuredOptionSets(): Array<{ widget: EmbedWidget; options: WidgetOptions }> {
  const sets: Array<{ widget: EmbedWidget; options: WidgetOptions }> = [];
  for (const players of ['2', '3', '4', '5']) {
    sets.push({ widget: 'setup-calculator', options: { players } });
    sets.push({ widget: 'game', options: { players } });
    sets.push({ widget: 'game', options: { players, faq: true } });
  }
  for (const side of ['house', 'dark-arts'] as const)
    for (const finalHand of [false, true]) {
      const actions = turnActions(side, { finalHand })
        .filter((action) => action.allowed)
        .map((action) => action.id as string);
      for (const action of ['', ...actions])
        sets.push({
          widget: 'turn-checklist',
          options: {
            side,
            ...(action ? { action } : {}),
            ...(finalHand ? { 'final-hand': true as const } : {}),
          },
        });
    }
  const spaces = parseLayout(DEFAULT_LAYOUT).spaces.length;
  for (let position = 0; position < spaces; position += 1)
    sets.push({ widget: 'path-tracker', options: { position: String(position) } });
  sets.push({ widget: 'victory-checker', options: {} });
  sets.push({ widget: 'faq', options: {} });
  return sets;
}

/** What the widget shows when an option is left out: measured under the default's key. */
function withDefaults(widget: EmbedWidget, options: WidgetOptions): WidgetOptions | null {
  if (options.layout !== undefined && options.layout !== DEFAULT_LAYOUT) return null;
  // The default layout is measured under the key without it.
  const rest = { ...options };
  delete rest.layout;
  if (widget === 'setup-calculator' || widget === 'game') return { players: '4', ...rest };
  if (widget === 'turn-checklist') return { side: 'house', ...rest };
  if (widget === 'path-tracker') return { position: '0', ...rest };
  return rest;
}

function sum(parts: readonly (MeasuredHeight | undefined)[]): MeasuredHeight | null {
  if (parts.some((part) => part === undefined)) return null;
  return (parts as MeasuredHeight[]).reduce(
    (total, part) => ({ phone: total.phone + part.phone, desktop: total.desktop + part.desktop }),
    { phone: 0, desktop: 0 },
  );
}

/**
 * The embed page's measured height for these options in `language`, or `null` when the table has
 * none for them (a path layout of your own, or no table).
 */
export function measuredHeight(
  widget: EmbedWidget,
  options: WidgetOptions,
  heights: EmbedHeights | undefined,
  language: SnippetLanguage = 'en',
): MeasuredHeight | null {
  const table = heights?.languages[language];
  if (!table) return null;
  const query = typeof options.query === 'string' ? options.query : '';
  if (widget === 'faq' && query.trim() !== '') {
    const { results, strong } = searchFaqStrong(query, undefined, { locale: language });
    if (results.length === 0) {
      const closest = closestFaq(query, undefined, { locale: language });
      return sum([table.faq.empty, ...closest.map((entry) => table.faq.rows[entry.id])]);
    }
    const rows = results.slice(0, strong).map((entry) => table.faq.rows[entry.id]);
    return sum([table.faq.results, ...rows, ...(strong < results.length ? [table.faq.more] : [])]);
  }
  const known = withDefaults(widget, options);
  return known ? (table.pages[heightKey(widget, known)] ?? null) : null;
}

/**
 * The `height` the iframe snippet writes: the taller of the two measured columns (a frame has one
 * height for every reader), or the widget's typical height when nothing was measured for it.
 */
export function iframeHeight(
  widget: EmbedWidget,
  options: WidgetOptions = {},
  heights?: EmbedHeights,
  language: SnippetLanguage = 'en',
): number {
  const measured = measuredHeight(widget, options, heights, language);
  return measured ? Math.ceil(Math.max(measured.phone, measured.desktop)) : TYPICAL_HEIGHTS[widget];
}
