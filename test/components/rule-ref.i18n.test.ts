import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, html as litHtml } from 'lit';
import '../../src/components/rule-ref/rule-ref.js';
import '../../src/locales/de.js';
import type { DefendersRuleRef } from '../../src/components/rule-ref/rule-ref.js';
import { readPageSettings } from '../../src/model/pdf-pages.js';
import { groupKeysHint, stepKeysHint } from '../../src/shared/citation-keys.js';
import { $, text } from '../helpers/dom.js';
import { captureWarnings, quietly } from '../helpers/events.js';
import { overflowingBoxes, shownTexts } from '../helpers/i18n.js';
import { languageSuite, settled } from '../helpers/language-suite.js';

/** A page's own element holding a citation in its shadow root. */
class CitingWidget extends LitElement {
  override render() {
    return litHtml`<p>Text <defenders-rule-ref pages="22,23"></defenders-rule-ref></p>`;
  }
}
customElements.define('citing-widget', CitingWidget);

const inner = (widget: CitingWidget) =>
  widget.shadowRoot!.querySelector('defenders-rule-ref') as DefendersRuleRef;

/**
 * Citations in their main states inside a `lang` (and `dir`) wrapper 20em wide: plain, linked
 * (with and without a PDF page), several ranges, and with bad values for each attribute.
 */
async function eachState(
  lang: string,
  check: (el: DefendersRuleRef, state: string) => Promise<void>,
  dir: 'ltr' | 'rtl' = 'ltr',
): Promise<void> {
  const states: [string, ReturnType<typeof html>][] = [
    ['no pages', html`<defenders-rule-ref></defenders-rule-ref>`],
    ['one page', html`<defenders-rule-ref pages="6"></defenders-rule-ref>`],
    ['ranges', html`<defenders-rule-ref pages="2,3,8-10,16"></defenders-rule-ref>`],
    [
      'linked',
      html`<defenders-rule-ref pages="22" rulebook-url="https://example.com/r.pdf"></defenders-rule-ref>`,
    ],
    [
      'linked without a PDF page',
      html`<defenders-rule-ref
        pages="2"
        page-offset="-5"
        rulebook-url="https://example.com/r.pdf"
      ></defenders-rule-ref>`,
    ],
    ['bad pages', html`<defenders-rule-ref pages="abc"></defenders-rule-ref>`],
    [
      'bad address',
      html`<defenders-rule-ref pages="6" rulebook-url="javascript:alert(1)"></defenders-rule-ref>`,
    ],
    [
      'bad page settings',
      html`<defenders-rule-ref pages="6" page-offset="x" spreads="false"></defenders-rule-ref>`,
    ],
  ];
  for (const [state, template] of states) {
    await quietly(async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang=${lang} dir=${dir}>${template}</div>`,
      );
      wrapper.style.width = '20em';
      const el = wrapper.querySelector('defenders-rule-ref') as DefendersRuleRef;
      await settled(el);
      await check(el, state);
    });
  }
}

describe('<defenders-rule-ref> in other languages', () => {
  languageSuite({
    tag: 'defenders-rule-ref',
    attributes: { pages: '22,23' },
    eachState,
    inGerman: (el, state) => expect(shownTexts(el).join(' '), state).to.not.contain('Rulebook'),
    // The citation is inline: the 20em box holding it must not overflow either.
    overflowing: (el) => [...overflowingBoxes(el), ...overflowingBoxes(el.parentElement!)],
  });

  it('cites the English rulebook\u2019s printed pages in German, as text and as read out', async () => {
    const plain = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref lang="de" pages="22,23"></defenders-rule-ref>`,
    );
    await settled(plain);
    expect(shownTexts(plain)).to.deep.equal([
      'engl. Regelheft S. 22\u201323',
      'englisches Regelheft, Seiten 22 bis 23',
    ]);
    const linked = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref
        lang="de"
        pages="22"
        page-offset="2"
        rulebook-url="https://example.com/r.pdf"
      ></defenders-rule-ref>`,
    );
    await settled(linked);
    const link = $(linked, 'a') as HTMLAnchorElement;
    expect(text(link)).to.equal(
      'engl. Regelheft S. 22 (öffnet das englische Regelheft auf Seite 22 in einem neuen Tab)',
    );
    expect(link.hash).to.equal('#page=24');
  });

  it('follows its own language inside another widget, and a change of it at run time', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de"><citing-widget></citing-widget><citing-widget lang="en"></citing-widget></div>`,
    );
    const [german, english] = [...wrapper.querySelectorAll<CitingWidget>('citing-widget')];
    await settled(german);
    await settled(english);
    await settled(inner(german));
    await settled(inner(english));
    expect(shownTexts(inner(german))[0]).to.equal('engl. Regelheft S. 22\u201323');
    expect(shownTexts(inner(english))[0]).to.equal('Rulebook pp. 22\u201323');

    english.lang = 'de';
    wrapper.lang = 'en';
    await settled(inner(german));
    await settled(inner(english));
    expect(shownTexts(inner(german))[0]).to.equal('Rulebook pp. 22\u201323');
    expect(shownTexts(inner(english))[0]).to.equal('engl. Regelheft S. 22\u201323');
  });

  it('shows bad values in German, warns in English, and rewrites the message when the language changes', async () => {
    const warnings = captureWarnings();
    let el: DefendersRuleRef;
    try {
      el = await fixture<DefendersRuleRef>(
        html`<defenders-rule-ref lang="de" pages="abc" page-offset="1.5"></defenders-rule-ref>`,
      );
      await settled(el);
    } finally {
      warnings.restore();
    }
    const alert = () => text($(el, '[role="alert"]'));
    expect(alert()).to.contain('pages muss aus ganzen Seitenzahlen von 1 bis 999 bestehen');
    expect(alert()).to.contain('erhalten: "abc"');
    expect(alert()).to.contain('page-offset muss eine ganze Zahl von -999 bis 999 sein');
    const warned = warnings.calls.map((call) => String(call[0]));
    expect(warned).to.have.length(2);
    expect(warned[0]).to.match(/^<defenders-rule-ref>: pages must be whole page numbers/);
    expect(warned[1]).to.match(/^<defenders-rule-ref>: page-offset must be a whole number/);

    el.lang = 'en';
    await quietly(() => settled(el));
    expect(alert()).to.contain('pages must be whole page numbers from 1 to 999');
    expect(alert()).to.not.contain('muss');
  });

  it('gives the page-setting messages in a language and in English, and the key tips in German', () => {
    const { problems } = readPageSettings({
      pageOffset: 1000,
      writtenOffset: '1000',
      spreads: true,
      writtenSpreads: 'false',
      pdfPage: 3,
    });
    expect(problems['page-offset']?.('de')).to.equal(
      'page-offset muss eine ganze Zahl von -999 bis 999 sein (PDF-Seite = gedruckte Seite + Versatz); ' +
        'erhalten: "1000", daher wird es ignoriert',
    );
    expect(problems.pdfPage?.('de')).to.contain('erhalten: 3');
    expect(problems.spreads?.('en')).to.equal(
      'spreads is on when present and off when left out; got spreads="false", read as off',
    );
    const host = document.createElement('div');
    host.lang = 'de';
    document.body.append(host);
    try {
      expect(stepKeysHint(host)).to.equal(
        'Tasten: → von einem Schritt zu seiner Regelheftseite, ← zurück zu seinem Kästchen.',
      );
      expect(groupKeysHint(host)).to.equal(
        'Tasten: ↓ und ↑ wechseln zwischen diesen Regelheftseiten.',
      );
      host.dir = 'rtl';
      expect(stepKeysHint(host, 'en')).to.equal(
        'Keys: ← from a step to its rulebook page, → back to its box.',
      );
    } finally {
      host.remove();
    }
  });

  it('puts a message about a bad value after the citation on the right, right to left', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><defenders-rule-ref pages="x"></defenders-rule-ref></div>`,
    );
    const el = wrapper.querySelector('defenders-rule-ref') as DefendersRuleRef;
    await quietly(() => settled(el));
    const style = getComputedStyle($(el, '[role="alert"]')!);
    expect([style.marginRight, style.marginLeft]).to.deep.equal(['4px', '0px']);
    expect([style.borderRightWidth, style.borderLeftWidth]).to.deep.equal(['4px', '0px']);
  });
});
