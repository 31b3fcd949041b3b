import { expect, fixture, fixtureSync, html } from '@open-wc/testing';
import { ContextProvider } from '@lit/context';
import { gameContext, type GameContextValue } from '../../src/model/context.js';
import type { DefendersRuleRef } from '../../src/components/rule-ref/rule-ref.js';
import '../../src/components/rule-ref/rule-ref.js';
import type { PageSettings } from '../../src/model/pdf-pages.js';
import { contrast } from '../helpers/colour.js';
import { captureWarnings } from '../helpers/events.js';
import { press } from '../helpers/keys.js';

/** A stand-in for `<defenders-game>` that shares only a rulebook URL and its page settings. */
class RuleRefGameStub extends HTMLElement {
  readonly provider = new ContextProvider(this, { context: gameContext, initialValue: undefined });

  setUrl(rulebookUrl: string, pageSettings: PageSettings = {}): void {
    this.provider.setValue({ state: { rulebookUrl, pageSettings } } as unknown as GameContextValue);
  }
}
customElements.define('rule-ref-game-stub', RuleRefGameStub);

const link = (el: DefendersRuleRef) => el.shadowRoot!.querySelector('a');
const alert = (el: DefendersRuleRef) => el.shadowRoot!.querySelector('[role="alert"]');
const visible = (el: DefendersRuleRef) =>
  el.shadowRoot!.querySelector('[part="base"]')!.textContent!.trim();
/** The citation as it shows on screen, without the words only a screen reader hears. */
const shown = (el: DefendersRuleRef) => {
  const base = el.shadowRoot!.querySelector('[part="base"]')!.cloneNode(true) as Element;
  base.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return base.textContent!.trim();
};

describe('<defenders-rule-ref>', () => {
  it('renders plain "Rulebook" inline with no attributes', async () => {
    const el = await fixture<DefendersRuleRef>(html`<defenders-rule-ref></defenders-rule-ref>`);
    expect(visible(el)).to.equal('Rulebook');
    expect(link(el)).to.equal(null);
    expect(alert(el)).to.equal(null);
    expect(getComputedStyle(el).display).to.equal('inline');
    expect(el.shadowRoot!.querySelector('[part="base"]')).to.exist;
    for (const name of ['rulebook-url', 'page-offset', 'spreads']) {
      expect(el.hasAttribute(name), `no default ${name} reflected`).to.equal(false);
    }
    expect(el.pageOffset).to.equal(null);
    expect(el.spreads).to.equal(false);
    expect(el.pdfPage).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('formats one page, a consecutive range and separate pages', async () => {
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="6"></defenders-rule-ref>`,
    );
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
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="22-23"></defenders-rule-ref>`,
    );
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
    expect(base.textContent).to.contain(
      'Rulebook pp. 2\u20133, 6, 8\u201310, 16\u201317, 20\u201323',
    );
    const right = el.getBoundingClientRect().right;
    const lines = new Set([...base.getClientRects()].map((rect) => Math.round(rect.top)));
    expect(lines.size, 'it wraps').to.be.greaterThan(1);
    for (const rect of base.getClientRects())
      expect(rect.right, 'nothing sticks out').to.be.at.most(right + 1);
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
      expect(contrast(getComputedStyle(link(el)!).color, page), `${scheme} link`).to.be.at.least(
        4.5,
      );
      await expect(el).to.be.accessible();
    }
  });

  it('spells the pages out for screen readers when not linked', async () => {
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="22,23"></defenders-rule-ref>`,
    );
    expect(el.shadowRoot!.querySelector('.visually-hidden')!.textContent).to.equal(
      'Rulebook pages 22 to 23',
    );
  });

  it('renders each form from one template, not templates nested in one another', async () => {
    // A page renders dozens of citations: each nested template is one more instance to clone, and
    // its comment markers are nodes of their own (9, 9 and 7 markers when the pieces, the link and
    // the plain text were templates of their own).
    const markers = (el: DefendersRuleRef) => {
      const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_COMMENT);
      let count = 0;
      while (walker.nextNode()) count += 1;
      return count;
    };
    const plain = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="6"></defenders-rule-ref>`,
    );
    const linked = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="22,23" rulebook-url="https://example.com/r.pdf"></defenders-rule-ref>`,
    );
    const bare = await fixture<DefendersRuleRef>(html`<defenders-rule-ref></defenders-rule-ref>`);
    expect(markers(plain), 'plain').to.equal(6);
    expect(markers(linked), 'linked').to.equal(6);
    expect(markers(bare), 'no pages').to.equal(5);
    expect(shown(plain)).to.equal('Rulebook p. 6');
    expect(shown(linked)).to.equal('Rulebook pp. 22\u201323');
    expect(visible(bare)).to.equal('Rulebook');
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
    expect(a.getAttribute('href')).to.equal('https://example.com/rules.pdf#page=22&zoom=50');
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.equal('noopener noreferrer');
    expect(a.textContent).to.contain('Rulebook pp. 22\u201323');
    expect(a.textContent).to.contain('opens the rulebook at page 22 in a new tab');
    await expect(el).to.be.accessible();
  });

  it("keeps the rulebook address's own fragment after the page, and replaces a page of its own", async () => {
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="6" rulebook-url=${'https://example.com/r.pdf#page=99&zoom=50&pagemode=none'}></defenders-rule-ref>`,
    );
    expect(link(el)!.getAttribute('href')).to.equal(
      'https://example.com/r.pdf#page=6&zoom=50&pagemode=none',
    );
    const none = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref rulebook-url="https://example.com/r.pdf#zoom=50"></defenders-rule-ref>`,
    );
    expect(link(none)!.getAttribute('href')).to.equal('https://example.com/r.pdf#zoom=50');
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

  for (const bad of [
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com/r.pdf',
    'https://',
  ]) {
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
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref pages=${bad}></defenders-rule-ref>`,
      );
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
    const el = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref pages="nope"></defenders-rule-ref>`,
    );
    await expect(el).to.be.accessible();
  });

  it('focus() lands on the link; a negative tabindex takes the link out of the Tab order only', async () => {
    const wrapper = await fixture<HTMLElement>(html`<p>
      <button>before</button>
      <defenders-rule-ref pages="6" rulebook-url="https://example.com/r.pdf"></defenders-rule-ref>
      <button>after</button>
    </p>`);
    const el = wrapper.querySelector('defenders-rule-ref')!;
    const [before, after] = wrapper.querySelectorAll('button');
    el.focus();
    expect(el.shadowRoot!.activeElement, 'focus() focuses the link').to.equal(link(el));
    el.setAttribute('tabindex', '-1');
    await el.updateComplete;
    expect(link(el)!.getAttribute('tabindex')).to.equal('-1');
    before!.focus();
    await press('Tab');
    expect(document.activeElement, 'Tab passes the citation by').to.equal(after);
    el.focus();
    expect(el.shadowRoot!.activeElement, 'it can still be focused').to.equal(link(el));
    el.removeAttribute('tabindex');
    await el.updateComplete;
    expect(link(el)!.hasAttribute('tabindex')).to.be.false;
    before!.focus();
    await press('Tab');
    expect(el.shadowRoot!.activeElement, 'a Tab stop again').to.equal(link(el));
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

  describe('printed pages and PDF pages', () => {
    const url = 'https://example.com/rules.pdf';
    const href = (el: DefendersRuleRef) => link(el)!.getAttribute('href');

    /** A linked rule reference citing `pages`, set up by `setUp` before its first render. */
    async function ref(
      pages: string,
      setUp: (el: DefendersRuleRef) => void = () => {},
    ): Promise<DefendersRuleRef> {
      const el = fixtureSync<DefendersRuleRef>(
        html`<defenders-rule-ref pages=${pages} rulebook-url=${url}></defenders-rule-ref>`,
      );
      setUp(el);
      await el.updateComplete;
      return el;
    }

    it('adds page-offset to the printed page in the link, and the text keeps the printed page', async () => {
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref pages="22,23" rulebook-url=${url} page-offset="2"></defenders-rule-ref>`,
      );
      expect(el.pageOffset).to.equal(2);
      expect(href(el)).to.equal(`${url}#page=24`);
      expect(shown(el)).to.equal('Rulebook pp. 22\u201323');
      expect(link(el)!.textContent, 'the reader is told the printed page').to.contain(
        'at page 22 in a new tab',
      );
      expect(alert(el)).to.equal(null);
      await expect(el).to.be.accessible();
    });

    it('takes a negative page-offset', async () => {
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref pages="6" rulebook-url=${url} page-offset="-1"></defenders-rule-ref>`,
      );
      expect(href(el)).to.equal(`${url}#page=5`);
      expect(shown(el)).to.equal('Rulebook p. 6');
    });

    it('with spreads opens the PDF page holding two printed pages: 22 and 23 on page 12, 1 alone on page 1', async () => {
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref pages="22,23" rulebook-url=${url} spreads></defenders-rule-ref>`,
      );
      expect(el.spreads).to.equal(true);
      expect(href(el)).to.equal(`${url}#page=12`);
      expect(shown(el)).to.equal('Rulebook pp. 22\u201323');
      for (const [pages, pdfPage] of [
        ['23', 12],
        ['1', 1],
        ['2', 2],
        ['3', 2],
        ['6', 4],
      ] as const) {
        el.pages = pages;
        await el.updateComplete;
        expect(href(el), `printed page ${pages}`).to.equal(`${url}#page=${pdfPage}`);
        expect(shown(el)).to.equal(`Rulebook p. ${pages}`);
      }
    });

    it('adds page-offset after halving with spreads', async () => {
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref pages="22" rulebook-url=${url} spreads page-offset="1"></defenders-rule-ref>`,
      );
      expect(href(el)).to.equal(`${url}#page=13`);
      el.pageOffset = -1;
      await el.updateComplete;
      expect(href(el)).to.equal(`${url}#page=11`);
    });

    it('reflects page-offset and spreads set as properties, and removes them when unset', async () => {
      const el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref pages="22" rulebook-url=${url}></defenders-rule-ref>`,
      );
      el.pageOffset = 3;
      el.spreads = true;
      await el.updateComplete;
      expect(el.getAttribute('page-offset')).to.equal('3');
      expect(el.getAttribute('spreads')).to.equal('');
      expect(href(el)).to.equal(`${url}#page=15`);
      el.pageOffset = null;
      el.spreads = false;
      await el.updateComplete;
      expect(el.hasAttribute('page-offset') || el.hasAttribute('spreads')).to.equal(false);
      expect(href(el)).to.equal(`${url}#page=22`);
    });

    it('uses a pdfPage function for any other mapping, over page-offset and spreads', async () => {
      const el = await ref('22,23', (el) => {
        el.setAttribute('page-offset', '5');
        el.spreads = true;
        el.pdfPage = (printed) => (printed < 10 ? printed + 1 : printed + 2);
      });
      expect(href(el)).to.equal(`${url}#page=24`);
      expect(shown(el)).to.equal('Rulebook pp. 22\u201323');
      el.pdfPage = null;
      await el.updateComplete;
      expect(href(el), 'back to spreads and the offset').to.equal(`${url}#page=17`);
    });

    const failing: [string, (printed: number) => number][] = [
      [
        'throws',
        () => {
          throw new Error('no such page');
        },
      ],
      ['returns a fraction', (printed) => printed + 0.5],
      ['returns 0', () => 0],
      ['returns NaN', () => NaN],
      ['returns a string', (printed) => String(printed) as unknown as number],
    ];
    for (const [what, pdfPage] of failing) {
      it(`links the rulebook without a page, with one warning, when pdfPage ${what}`, async () => {
        const warnings = captureWarnings();
        try {
          // A new function per test: the warning is once per function, for every citation using it.
          const mapping = (printed: number) => pdfPage(printed);
          const el = await ref('22,23', (el) => (el.pdfPage = mapping));
          expect(href(el)).to.equal(url);
          expect(shown(el)).to.equal('Rulebook pp. 22\u201323');
          expect(link(el)!.textContent).to.contain('(opens the rulebook in a new tab)');
          expect(alert(el), 'a host bug, not a reader problem: no message on the page').to.equal(
            null,
          );
          expect(warnings.calls).to.have.length(1);
          expect(String(warnings.calls[0]![0]))
            .to.contain('pdfPage(22)')
            .and.contain('without a page');
          el.pages = '6';
          await el.updateComplete;
          const second = await ref('10', (el) => (el.pdfPage = mapping));
          expect(href(second)).to.equal(url);
          expect(warnings.calls, 'still one warning').to.have.length(1);
          await expect(el).to.be.accessible();
        } finally {
          warnings.restore();
        }
      });
    }

    it('links without a page, with one warning, when a negative offset goes before the first PDF page', async () => {
      const warnings = captureWarnings();
      try {
        const el = await fixture<DefendersRuleRef>(
          html`<defenders-rule-ref pages="6" rulebook-url=${url} page-offset="-37"></defenders-rule-ref>`,
        );
        expect(href(el)).to.equal(url);
        expect(shown(el)).to.equal('Rulebook p. 6');
        expect(warnings.calls).to.have.length(1);
        expect(String(warnings.calls[0]![0])).to.contain(
          'page-offset -37 gave -31 for printed page 6',
        );
        el.pages = '22';
        await el.updateComplete;
        expect(href(el)).to.equal(url);
        expect(warnings.calls).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });

    for (const bad of ['abc', '2.5', '1000', '-1000', '1e9']) {
      it(`shows a message for page-offset="${bad}", warns once, and keeps spreads and the link working`, async () => {
        const warnings = captureWarnings();
        try {
          const el = await fixture<DefendersRuleRef>(
            html`<defenders-rule-ref pages="22,23" rulebook-url=${url} spreads page-offset=${bad}></defenders-rule-ref>`,
          );
          expect(alert(el)!.textContent)
            .to.contain('page-offset must be a whole number from -999 to 999')
            .and.contain(`"${bad}"`);
          expect(el.getAttribute('page-offset'), 'what the host wrote stays').to.equal(bad);
          expect(href(el), 'spreads still applies, no offset').to.equal(`${url}#page=12`);
          expect(shown(el)).to.equal('Rulebook pp. 22\u201323');
          el.pages = '6';
          await el.updateComplete;
          expect(warnings.calls).to.have.length(1);
          await expect(el).to.be.accessible();
          el.pageOffset = 1;
          await el.updateComplete;
          expect(alert(el)).to.equal(null);
          expect(href(el)).to.equal(`${url}#page=5`);
        } finally {
          warnings.restore();
        }
      });
    }

    it('reads spreads="false" as off, and says how to write it', async () => {
      const warnings = captureWarnings();
      try {
        const el = await fixture<DefendersRuleRef>(
          html`<defenders-rule-ref pages="22" rulebook-url=${url} spreads="false" page-offset="1"></defenders-rule-ref>`,
        );
        expect(el.spreads).to.equal(false);
        expect(href(el), 'no spreads, the offset kept').to.equal(`${url}#page=23`);
        expect(alert(el)!.textContent).to.contain(
          'spreads is on when present and off when left out',
        );
        expect(el.getAttribute('spreads')).to.equal('false');
        expect(warnings.calls).to.have.length(1);
        el.removeAttribute('spreads');
        await el.updateComplete;
        expect(alert(el)).to.equal(null);
      } finally {
        warnings.restore();
      }
    });

    it('shows a message for a pdfPage that is not a function and keeps page-offset', async () => {
      const warnings = captureWarnings();
      try {
        const el = await ref('22', (el) => {
          el.pageOffset = 2;
          el.pdfPage = 'page + 2' as unknown as (printed: number) => number;
        });
        expect(alert(el)!.textContent).to.contain('pdfPage must be a function');
        expect(href(el)).to.equal(`${url}#page=24`);
        expect(warnings.calls).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });

    it("follows the game's page settings, and its own settings win one by one", async () => {
      const game = fixtureSync<RuleRefGameStub>(html`<rule-ref-game-stub>
        <defenders-rule-ref id="inherit" pages="22"></defenders-rule-ref>
        <defenders-rule-ref id="offset" pages="22" page-offset="0"></defenders-rule-ref>
        <defenders-rule-ref id="own-url" pages="22" rulebook-url="https://own.example/r.pdf"></defenders-rule-ref>
      </rule-ref-game-stub>`);
      const [inherit, offset, ownUrl] = ['#inherit', '#offset', '#own-url'].map((id) =>
        game.querySelector<DefendersRuleRef>(id)!,
      );
      const settle = () => Promise.all([inherit, offset, ownUrl].map((el) => el!.updateComplete));
      game.setUrl('https://game.example/rules.pdf', { offset: 1, spreads: true, pdfPage: null });
      await settle();
      expect(href(inherit!)).to.equal('https://game.example/rules.pdf#page=13');
      expect(href(offset!), 'own offset 0, the game spreads').to.equal(
        'https://game.example/rules.pdf#page=12',
      );
      expect(href(ownUrl!), 'own URL, the game page settings').to.equal(
        'https://own.example/r.pdf#page=13',
      );
      expect(shown(inherit!)).to.equal('Rulebook p. 22');

      game.setUrl('https://game.example/rules.pdf', {
        offset: null,
        spreads: false,
        pdfPage: (printed) => printed + 4,
      });
      await settle();
      expect(href(inherit!)).to.equal('https://game.example/rules.pdf#page=26');
      expect(href(offset!), "its own offset replaces the game's function").to.equal(
        'https://game.example/rules.pdf#page=22',
      );
      ownUrl!.pdfPage = (printed) => printed - 20;
      await settle();
      expect(href(ownUrl!)).to.equal('https://own.example/r.pdf#page=2');
    });
  });
});
