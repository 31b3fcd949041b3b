import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { ContextProvider } from '@lit/context';
import { gameContext, type GameContextValue } from '../../src/shared/context.js';
import type { DefendersRuleRef } from '../../src/components/rule-ref.js';
import '../../src/components/rule-ref.js';
import { contrast } from '../helpers/colour.js';

/** A stand-in for `<defenders-game>` that shares only a rulebook URL. */
class RuleRefGameStub extends HTMLElement {
  readonly provider = new ContextProvider(this, { context: gameContext, initialValue: undefined });

  setUrl(rulebookUrl: string): void {
    this.provider.setValue({ state: { rulebookUrl } } as unknown as GameContextValue);
  }
}
customElements.define('rule-ref-game-stub', RuleRefGameStub);

const link = (el: DefendersRuleRef) => el.shadowRoot!.querySelector('a');
const alert = (el: DefendersRuleRef) => el.shadowRoot!.querySelector('[role="alert"]');
const visible = (el: DefendersRuleRef) => el.shadowRoot!.querySelector('[part="base"]')!.textContent!.trim();

describe('<defenders-rule-ref>', () => {
  it('renders plain "Rulebook" inline with no attributes', async () => {
    const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref></defenders-rule-ref>`);
    expect(visible(el)).to.equal('Rulebook');
    expect(link(el)).to.equal(null);
    expect(alert(el)).to.equal(null);
    expect(getComputedStyle(el).display).to.equal('inline');
    expect(el.shadowRoot!.querySelector('[part="base"]')).to.exist;
    expect(el.hasAttribute('rulebook-url'), 'no default reflected').to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('formats one page, a consecutive range and separate pages', async () => {
    const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref pages="6"></defenders-rule-ref>`);
    expect(visible(el)).to.contain('Rulebook p. 6');
    el.pages = '22,23';
    await el.updateComplete;
    expect(visible(el)).to.contain('Rulebook pp. 22\u201323');
    el.pages = '10, 20';
    await el.updateComplete;
    expect(visible(el)).to.contain('Rulebook pp. 10, 20');
    el.pages = '9,2,3,8';
    await el.updateComplete;
    expect(visible(el)).to.contain('Rulebook pp. 2\u20133, 8\u20139');
  });

  it('accepts ranges written with a dash', async () => {
    const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref pages="22-23"></defenders-rule-ref>`);
    expect(visible(el)).to.contain('Rulebook pp. 22\u201323');
    expect(alert(el)).to.equal(null);
    el.pages = '8, 2\u20133';
    await el.updateComplete;
    expect(visible(el)).to.contain('Rulebook pp. 2\u20133, 8');
    el.pages = '6-6';
    await el.updateComplete;
    expect(visible(el)).to.contain('Rulebook p. 6');
  });

  it('wraps a long list of pages between citations, never inside one', async () => {
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref style="display: block; width: 160px" pages="2,3,6,8,9,10,16,17,20,21,22,23"></defenders-rule-ref>`,
    );
    const base = el.shadowRoot!.querySelector('[part="base"]')!;
    expect(base.textContent).to.contain('Rulebook pp. 2\u20133, 6, 8\u201310, 16\u201317, 20\u201323');
    const right = el.getBoundingClientRect().right;
    const lines = new Set([...base.getClientRects()].map((rect) => Math.round(rect.top)));
    expect(lines.size, 'it wraps').to.be.greaterThan(1);
    for (const rect of base.getClientRects()) expect(rect.right, 'nothing sticks out').to.be.at.most(right + 1);
    for (const piece of el.shadowRoot!.querySelectorAll('[aria-hidden="true"] span')) {
      expect(piece.getClientRects().length, `"${piece.textContent}" stays on one line`).to.equal(1);
    }
  });

  it('keeps the link readable on light and dark pages that set color-scheme', async () => {
    for (const [scheme, page, text] of [
      ['light', 'rgb(255, 255, 255)', 'rgb(17, 17, 17)'],
      ['dark', 'rgb(18, 18, 18)', 'rgb(232, 232, 232)'],
    ]) {
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref
          style="color-scheme: ${scheme}; background: ${page}; color: ${text}"
          pages="6"
          rulebook-url="https://example.com/r.pdf"
        ></defenders-rule-ref>`,
      );
      expect(contrast(getComputedStyle(link(el)!).color, page), `${scheme} link`).to.be.at.least(4.5);
      await expect(el).to.be.accessible();
    }
  });

  it('spells the pages out for screen readers when not linked', async () => {
    const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref pages="22,23"></defenders-rule-ref>`);
    expect(el.shadowRoot!.querySelector('.visually-hidden')!.textContent).to.equal('Rulebook pages 22 to 23');
  });

  it('reflects pages and rulebook-url set as properties', async () => {
    const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref></defenders-rule-ref>`);
    el.pages = '7';
    el.rulebookUrl = 'https://example.com/rules.pdf';
    await el.updateComplete;
    expect(el.getAttribute('pages')).to.equal('7');
    expect(el.getAttribute('rulebook-url')).to.equal('https://example.com/rules.pdf');
  });

  it('links an https rulebook at the first page, in a new tab, with an accessible name', async () => {
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="22,23" rulebook-url="https://example.com/rules.pdf#zoom=50"></defenders-rule-ref>`,
    );
    const a = link(el)!;
    expect(a.getAttribute('href')).to.equal('https://example.com/rules.pdf#page=22');
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.equal('noopener noreferrer');
    expect(a.textContent).to.contain('Rulebook pp. 22\u201323');
    expect(a.textContent).to.contain('opens the rulebook at page 22 in a new tab');
    await expect(el).to.be.accessible();
  });

  it('resolves a relative rulebook address against the page', async () => {
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="6" rulebook-url="files/rules.pdf"></defenders-rule-ref>`,
    );
    expect(link(el)!.href).to.equal(new URL('files/rules.pdf#page=6', document.baseURI).href);
    expect(link(el)!.protocol).to.equal(location.protocol);
  });

  it('links plain http too', async () => {
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="6" rulebook-url="http://example.com/r.pdf"></defenders-rule-ref>`,
    );
    expect(link(el)!.getAttribute('href')).to.equal('http://example.com/r.pdf#page=6');
  });

  for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com/r.pdf', 'https://']) {
    it(`never links ${bad} and says why`, async () => {
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref pages="6" rulebook-url=${bad}></defenders-rule-ref>`,
      );
      expect(link(el)).to.equal(null);
      expect(visible(el)).to.contain('Rulebook p. 6');
      expect(alert(el)!.textContent).to.contain('http: or https:');
    });
  }

  for (const bad of ['abc', '0', '6,x', '-3', '2.5', '1000', ',', '23-22', '1-99', '22--23']) {
    it(`shows a message for pages="${bad}" and keeps working`, async () => {
      const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref pages=${bad}></defenders-rule-ref>`);
      expect(alert(el)!.textContent).to.contain('whole page numbers');
      expect(visible(el)).to.equal('Rulebook');
      expect(el.getAttribute('pages')).to.equal(bad);
      el.pages = '17';
      await el.updateComplete;
      expect(alert(el)).to.equal(null);
      expect(visible(el)).to.contain('p. 17');
    });
  }

  it('is accessible with an alert showing', async () => {
    const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref pages="nope"></defenders-rule-ref>`);
    await expect(el).to.be.accessible();
  });

  it('takes the rulebook URL from an enclosing game, and its own attribute wins', async () => {
    // fixtureSync: a plain element has no update to await, and waiting for a frame can stall in a background page.
    const game = fixtureSync<RuleRefGameStub>(html`<rule-ref-game-stub>
      <defenders-rule-ref id="inherit" pages="10"></defenders-rule-ref>
      <defenders-rule-ref id="own" pages="10" rulebook-url="https://own.example/r.pdf"></defenders-rule-ref>
    </rule-ref-game-stub>`);
    game.setUrl('https://game.example/rules.pdf');
    const inherit = game.querySelector<DefendersRuleRef>('#inherit')!;
    const own = game.querySelector<DefendersRuleRef>('#own')!;
    await inherit.updateComplete;
    await own.updateComplete;
    expect(link(inherit)!.getAttribute('href')).to.equal('https://game.example/rules.pdf#page=10');
    expect(link(own)!.getAttribute('href')).to.equal('https://own.example/r.pdf#page=10');

    game.setUrl('javascript:alert(1)');
    await inherit.updateComplete;
    expect(link(inherit)).to.equal(null);
    expect(alert(inherit)).to.equal(null);
  });
});
