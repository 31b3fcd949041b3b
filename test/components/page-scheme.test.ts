// How the widgets read the page behind them for its scheme (src/shared/page-scheme.ts): widgets that
// connect together read it in one pass, with nothing changed on the page between the reads, so the
// engine works out the page's styles once for all of them and not once per widget.
import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';
import '../../src/index.js';

const DARK = 'background: rgb(18, 18, 18); color: rgb(238, 238, 238)';
const LIGHT = 'background: rgb(255, 255, 255); color: rgb(17, 17, 17)';

/** Each `getComputedStyle` call while `action` runs: the element read, and how many of `widgets` had a shadow root then. */
async function readsDuring(
  widgets: readonly Element[],
  action: () => Promise<void>,
): Promise<{ element: Element; attached: number }[]> {
  const reads: { element: Element; attached: number }[] = [];
  const original = window.getComputedStyle;
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    reads.push({ element, attached: widgets.filter((widget) => widget.shadowRoot).length });
    return original.call(window, element, pseudo);
  };
  try {
    await action();
  } finally {
    window.getComputedStyle = original;
  }
  return reads;
}

function base(widget: Element): Element {
  return widget.shadowRoot!.querySelector('[part~="base"]')!;
}

describe('reading the page behind the widgets for its scheme', () => {
  it('reads for widgets that connect together once all of them are in, with nothing changed on the page between the reads', async () => {
    const page = await fixture<HTMLElement>(html`<div></div>`);
    page.setAttribute('style', DARK);
    const widgets = [
      ...Array.from({ length: 3 }, () => document.createElement('defenders-setup-calculator')),
      document.createElement('defenders-turn-checklist'),
      ...Array.from({ length: 2 }, () => {
        const citation = document.createElement('defenders-rule-ref');
        citation.setAttribute('pages', '22');
        return citation;
      }),
    ];
    const reads = await readsDuring(widgets, async () => {
      page.append(...widgets);
      await Promise.all(widgets.map((widget) => (widget as LitElement).updateComplete));
      const inner = widgets.flatMap((widget) => [...widget.shadowRoot!.querySelectorAll('.ref')]);
      expect(inner.length, 'citations inside the widgets').to.be.above(0);
    });
    // Every host and the dark box they stand on; not the citations inside the widgets.
    expect(new Set(reads.map(({ element }) => element))).to.deep.equal(new Set([...widgets, page]));
    // Each read came after every widget had attached its shadow root: the page had not changed.
    expect(reads.length).to.be.above(0);
    const fewest = Math.min(...reads.map(({ attached }) => attached));
    expect(fewest, 'widgets with a shadow root at the earliest read').to.equal(widgets.length);
    for (const widget of widgets) expect(base(widget).classList.contains('dark-page')).to.be.true;
  });

  it('reads a widget moved to another page at once: it takes that page’s scheme by its next update', async () => {
    const light = await fixture<HTMLElement>(
      html`<div><defenders-setup-calculator></defenders-setup-calculator></div>`,
    );
    light.setAttribute('style', LIGHT);
    const dark = await fixture<HTMLElement>(html`<div></div>`);
    dark.setAttribute('style', DARK);
    const widget = light.firstElementChild as LitElement;
    await widget.updateComplete;
    expect(base(widget).classList.contains('dark-page')).to.be.false;
    dark.append(widget);
    await widget.updateComplete;
    expect(base(widget).classList.contains('dark-page')).to.be.true;
    light.append(widget);
    await widget.updateComplete;
    expect(base(widget).classList.contains('dark-page')).to.be.false;
  });
});
