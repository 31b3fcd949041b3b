// The FAQ's answers and search load after its element (a chunk beside the all-in-one bundle; here
// the source module, imported the same way): what a reader sees and hears while they arrive. This
// file must load nothing of the search before its first test, so the first FAQ renders without it.
import { expect, fixture, html } from '@open-wc/testing';
import type { DefendersFaq } from '../../src/components/faq/faq.js';
import '../../src/components/faq/faq.js';
import { SETTLE_MS } from '../../src/components/faq/announce-controller.js';
import { loadedSearch } from '../../src/components/faq/internal/load-search.js';
import { root } from '../helpers/dom.js';

const status = (el: DefendersFaq) =>
  root(el).querySelector('[role="status"]')?.textContent?.trim() ?? '';

describe('<defenders-faq> while its answers load', () => {
  it('shows a loading line first, then every answer, and announces nothing when they arrive', async () => {
    expect(loadedSearch(), 'the search has not loaded before the first FAQ').to.equal(null);
    const el = document.createElement('defenders-faq') as DefendersFaq;
    document.body.append(el);
    try {
      // The first render comes before the search has arrived.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const first = root(el).querySelector('[part="count"]')?.textContent ?? '';
      if (loadedSearch() === null) expect(first).to.equal('Loading the answers\u2026');
      await el.updateComplete;
      expect(el.results).to.have.length.above(40);
      expect(root(el).querySelectorAll('.list > details')).to.have.length(el.results.length);
      // The count that arrives with the answers is no change a screen reader must hear: a live
      // region that spoke it would interrupt the page as it loads.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 300));
      expect(status(el), 'nothing announced on load').to.equal('');
      await expect(el).to.be.accessible();
    } finally {
      el.remove();
    }
  });

  it('announces a search once typing pauses, as before', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    el.query = 'draw';
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 300));
    await el.updateComplete;
    expect(status(el)).to.match(/answers? match/);
  });
});
