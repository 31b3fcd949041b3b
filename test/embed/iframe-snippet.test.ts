// The iframe snippet keeps inside the host's column and writes the height measured for its options:
// no style attribute (so no inline max-width beating a theme, nothing a strict CSP refuses), the
// column's width, and the figure of the measured table (site/demo/embed-heights.json), a FAQ query
// summed from its measured parts. The real page against the written height: test/site/embeds.test.mjs.
import { expect } from '@open-wc/testing';
import '../../src/locales/de.js';
import { FAQ, closestFaq, searchFaq, searchFaqStrong } from '../../src/rules/faq/search.js';
import {
  EMBED_WIDGETS,
  TYPICAL_HEIGHTS,
  heightKey,
  iframeHeight,
  iframeSnippet,
  measuredHeight,
  measuredOptionSets,
  type EmbedHeights,
  type MeasuredHeight,
} from '../../src/embed/snippets.js';

function frameOf(html: string): HTMLIFrameElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return doc.querySelector('iframe')!;
}

/** A table as scripts/embed-heights.mjs writes it, with distinct made-up figures per entry. */
function table(): EmbedHeights {
  const pages: Record<string, MeasuredHeight> = {};
  measuredOptionSets().forEach(({ widget, options }, index) => {
    pages[heightKey(widget, options)] = { phone: 1000 + index * 10, desktop: 500 + index * 7 };
  });
  const rows: Record<string, MeasuredHeight> = {};
  FAQ.forEach((entry, index) => (rows[entry.id] = { phone: 60 + index, desktop: 40 + index }));
  const faq = {
    results: { phone: 300, desktop: 250 },
    empty: { phone: 900, desktop: 700 },
    rows,
    more: { phone: 55, desktop: 45 },
  };
  return {
    version: '0.0.0',
    columns: { phone: 358, desktop: 650 },
    languages: { en: { pages, faq }, de: { pages: { ...pages }, faq } },
  };
}

describe('the iframe snippet', () => {
  it('has no style attribute, takes the column’s width and drops the border without one', () => {
    for (const widget of EMBED_WIDGETS) {
      const html = iframeSnippet(widget, {}, { theme: 'dark', accent: '#225588' });
      expect(html, widget).not.to.match(/style=/i);
      expect(html, widget).not.to.contain('max-width');
      const frame = frameOf(html);
      expect(frame.getAttribute('width')).to.equal('100%');
      expect(frame.getAttribute('frameborder')).to.equal('0');
      expect(frame.getAttributeNames()).to.deep.equal([
        'class',
        'src',
        'title',
        'loading',
        'width',
        'height',
        'frameborder',
      ]);
    }
  });

  it('writes the taller of the two measured heights of its options', () => {
    const heights = table();
    const sets = measuredOptionSets();
    expect(sets.length).to.be.above(30);
    for (const { widget, options } of sets) {
      const measured = heights.languages.en!.pages[heightKey(widget, options)]!;
      const frame = frameOf(iframeSnippet(widget, options, { heights }));
      expect(Number(frame.getAttribute('height')), heightKey(widget, options)).to.equal(
        Math.max(measured.phone, measured.desktop),
      );
    }
  });

  it('reads a left-out option as its default: 4 players, the House’s turn, the first space', () => {
    const heights = table();
    const pages = heights.languages.en!.pages;
    expect(iframeHeight('setup-calculator', {}, heights)).to.equal(
      pages['widget=setup-calculator&players=4']!.phone,
    );
    expect(iframeHeight('turn-checklist', { action: 'explore' }, heights)).to.equal(
      pages['widget=turn-checklist&side=house&action=explore']!.phone,
    );
    expect(iframeHeight('path-tracker', {}, heights)).to.equal(
      pages['widget=path-tracker&position=0']!.phone,
    );
  });

  it('sums a FAQ query from the page around the answers, the rows of the strong ones it finds and the button that shows the rest', () => {
    const heights = table();
    const { faq } = heights.languages.en!;
    const { results, strong } = searchFaqStrong('draw');
    expect(strong, 'some matches fold').to.be.below(results.length);
    const expected = results
      .slice(0, strong)
      .reduce((sum, entry) => sum + faq.rows[entry.id]!.phone, 300 + 55);
    expect(measuredHeight('faq', { query: 'draw' }, heights)!.phone).to.equal(expected);
    expect(Number(frameOf(iframeSnippet('faq', { query: 'draw' }, { heights })).height)).to.equal(
      expected,
    );

    const nothing = 'quidditch';
    expect(searchFaq(nothing)).to.have.length(0);
    const closest = closestFaq(nothing);
    expect(measuredHeight('faq', { query: nothing }, heights)!.desktop).to.equal(
      closest.reduce((sum, entry) => sum + faq.rows[entry.id]!.desktop, 700),
    );
  });

  it('takes the German figures for a German frame', () => {
    const heights = table();
    heights.languages.de!.pages['widget=victory-checker'] = { phone: 1234, desktop: 999 };
    expect(iframeHeight('victory-checker', {}, heights, 'de')).to.equal(1234);
    expect(
      frameOf(iframeSnippet('victory-checker', {}, { heights, language: 'de' })).height,
    ).to.equal('1234');
    expect(iframeHeight('victory-checker', {}, heights, 'en')).not.to.equal(1234);
  });

  it('falls back to the typical height for what was not measured: no table, or a layout of your own', () => {
    const heights = table();
    for (const widget of EMBED_WIDGETS)
      expect(iframeHeight(widget, {})).to.equal(TYPICAL_HEIGHTS[widget]);
    expect(iframeHeight('path-tracker', { layout: 'wwW oOo rRr' }, heights)).to.equal(
      TYPICAL_HEIGHTS['path-tracker'],
    );
    expect(measuredHeight('path-tracker', { layout: 'wwW oOo rRr' }, heights)).to.equal(null);
  });
});
