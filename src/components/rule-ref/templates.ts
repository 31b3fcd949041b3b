/**
 * The one template of a rulebook citation, shared by `<defenders-rule-ref>` (in its own shadow
 * root) and by the widgets, which write their citations as this markup in their own shadow root:
 * a page makes dozens of citations, and an element with a shadow root, styles and an update of its
 * own for each cost many times the markup it shows.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { translate } from '../../i18n/translate.js';
import type { GameState } from '../../model/context.js';
import { mappingKey, pdfPageFor, resolvePageMapping } from '../../model/pdf-pages.js';
import type { PageMapping } from '../../model/pdf-pages.js';
import { ruleRefMessages } from './rule-ref.messages.js';
import { citationPieces, pageFragment, rulebookLink, spokenPages } from './internal/citation.js';

/**
 * The mappings (`mappingKey`) that already warned about a page they could not give: one warning
 * per mapping, however many citations on the page use it.
 */
const warnedMappings = new Set<unknown>();

/** The PDF page a link opens for printed page `first`, or null to open the rulebook without a page. */
function linkedPdfPage(first: number, mapping: PageMapping): number | null {
  const result = pdfPageFor(first, mapping);
  const key = mappingKey(mapping);
  if (result.page === null && !warnedMappings.has(key)) {
    warnedMappings.add(key);
    console.warn(
      `<defenders-rule-ref>: ${result.problem}; the link opens the rulebook without a page.`,
    );
  }
  return result.page;
}

/**
 * One citation of `pages` in `locale`: linked to `url` (the rulebook in effect; null, plain text)
 * at the PDF page `mapping` gives, its link out of the Tab order with `tabindex` `-1` (see
 * citation-keys.ts), `after` following it (the element's messages about bad values). `parts`:
 * `'base'` in the element's own shadow root, which names its `base` and `link` parts; inside a
 * widget the citation names none, since the widget's own `base` part would match it.
 *
 * One template for each of the three forms (linked, plain with its spoken pages, no pages), the
 * first piece written in it: each template nested in another is one more instance to clone and
 * mark. Each piece after the first follows a separator, a span of its own so that a link
 * underlines the pages and not the ", " between them: a break opportunity after each comma only.
 */
export function citationTemplate(
  pages: readonly number[],
  locale: string,
  url: URL | null,
  mapping: PageMapping,
  tabindex?: '-1',
  after?: unknown,
  parts?: 'base',
): TemplateResult {
  const [first, ...rest] = citationPieces(pages, locale);
  const more = rest.map(
    (piece) => html`<span class="separator">, </span><span class="piece">${piece}</span>`,
  );
  if (url) {
    const start = pages[0];
    const pdfPage = start === undefined ? null : linkedPdfPage(start, mapping);
    url.hash = pageFragment(url.hash, pdfPage);
    // The printed page: the one the reader sees on the page the PDF opens at.
    // No PDF page without a first page, so `start` is there whenever `pdfPage` is.
    const opens =
      pdfPage === null
        ? translate(ruleRefMessages, locale, 'rule-ref.opens')
        : translate(ruleRefMessages, locale, 'rule-ref.opens-at', { page: start });
    return html`<span part=${parts ?? nothing} class="ref linked"><a part=${parts ? 'link' : nothing} href=${url.href} target="_blank" rel="noopener noreferrer"
      tabindex=${tabindex ?? nothing}
      ><span class="piece">${first}</span>${more}<span class="visually-hidden">${` ${opens}`}</span></a
    ></span>${after}`;
  }
  return pages.length > 0
    ? html`<span part=${parts ?? nothing} class="ref plain"><span aria-hidden="true"><span class="piece">${first}</span>${more}</span><span class="visually-hidden">${spokenPages(pages, locale)}</span></span>${after}`
    : html`<span part=${parts ?? nothing} class="ref plain"><span class="piece">${first}</span>${more}</span>${after}`;
}

/** A widget's citation of `pages`, `tabindex` `-1` out of the Tab order (see `widgetCitations`). */
export type Cite = (pages: readonly number[], tabindex?: '-1') => TemplateResult;

/**
 * The citations of one render of a widget, in `locale`, linked to the rulebook of the enclosing
 * `<defenders-game>` (`game`, its state) at the PDF pages its page settings give, or plain text
 * outside a game or when it has no usable rulebook address.
 */
export function widgetCitations(game: GameState | undefined, locale: string): Cite {
  return (pages, tabindex) =>
    citationTemplate(
      pages,
      locale,
      rulebookLink(game?.rulebookUrl),
      resolvePageMapping({}, game?.pageSettings),
      tabindex,
    );
}
