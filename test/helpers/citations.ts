/**
 * Reading rulebook citations as a reader meets them. A widget writes each citation as markup of
 * its own shadow root (`.ref`, src/components/rule-ref/templates.ts); a
 * `<defenders-rule-ref>` writes the same markup in its shadow root. Each helper takes either.
 */

/** What a citation is written as, in a widget's shadow root or a rule reference's. */
export const CITATION = '.ref';

/** The citation markup of `citation`: itself, or the one inside a `<defenders-rule-ref>`. */
export function citationMarkup(citation: Element): Element {
  return citation.localName === 'defenders-rule-ref'
    ? citation.shadowRoot!.querySelector(CITATION)!
    : citation;
}

/** Every citation in `root`, in the shadow roots of the elements in it too, in document order. */
export function citationsIn(root: Element | ShadowRoot | Document): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.matches(CITATION)) found.push(element);
    if (element.shadowRoot) found.push(...citationsIn(element.shadowRoot));
  }
  return found;
}

/**
 * The pages a citation shows, as a `pages` attribute writes them ("22,23" for "Rulebook
 * pp. 22–23", "2,3,8" for "pp. 2–3, 8"); '' for "Rulebook" alone; null for no citation.
 */
export function citedPages(citation: Element | null | undefined): string | null {
  if (!citation) return null;
  const pages: number[] = [];
  for (const piece of citationMarkup(citation).querySelectorAll('.piece')) {
    const match = /(\d+)(?:\u2013(\d+))?$/.exec(piece.textContent!.trim());
    if (!match) continue;
    const last = Number(match[2] ?? match[1]);
    for (let page = Number(match[1]); page <= last; page++) pages.push(page);
  }
  return pages.join(',');
}

/** The address a citation links to, or null when it is plain text. */
export function citationHref(citation: Element): string | null {
  return citationMarkup(citation).querySelector('a')?.getAttribute('href') ?? null;
}

/** The citation as it shows on screen, without the words only a screen reader hears. */
export function citationShown(citation: Element): string {
  const copy = citationMarkup(citation).cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent!.trim();
}

/** The text of `node` with white space folded and its citations left out: the words they follow. */
export function textBesideCitations(node: Element | null): string {
  if (!node) return '';
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll(CITATION).forEach((citation) => citation.remove());
  return copy.textContent!.replace(/\s+/g, ' ').trim();
}
