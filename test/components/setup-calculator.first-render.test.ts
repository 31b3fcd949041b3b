import { expect, fixture, html } from '@open-wc/testing';
import type { LitElement } from 'lit';

/**
 * Each `Intl` object constructed on the page from here on. A page's first one loads the locale
 * data (about 20 ms), so a first render should not make one for text that plain code can write.
 * The element is imported only after the counting starts.
 */
const made: string[] = [];
const constructors = [
  'NumberFormat',
  'PluralRules',
  'ListFormat',
  'DateTimeFormat',
  'Collator',
  'Segmenter',
  'RelativeTimeFormat',
  'DisplayNames',
  'Locale',
] as const;
const intl = Intl as unknown as Record<string, object>;
for (const name of constructors) {
  const original = intl[name] as new (...args: unknown[]) => object;
  intl[name] = new Proxy(original, {
    construct(target, args, newTarget) {
      made.push(name);
      return Reflect.construct(target, args, newTarget) as object;
    },
  });
}

/** Waits for the element and every element in its shadow root (its citations) to finish updating. */
async function settled(element: LitElement): Promise<void> {
  await element.updateComplete;
  const inner = [...element.shadowRoot!.querySelectorAll('*')].filter(
    (child): child is LitElement => 'updateComplete' in child,
  );
  await Promise.all(inner.map((child) => child.updateComplete));
}

describe('setup calculator first render', () => {
  it('constructs no Intl object to show a setup in English or German', async () => {
    await import('../../src/components/setup-calculator/setup-calculator.js');
    await import('../../src/locales/de.js');
    const english = await fixture<LitElement>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    await settled(english);
    const german = await fixture<LitElement>(
      html`<defenders-setup-calculator lang="de" players="3"></defenders-setup-calculator>`,
    );
    await settled(german);
    expect(english.shadowRoot!.querySelector('h2')!.textContent).to.contain('4');
    expect(german.shadowRoot!.querySelector('.progress p')!.textContent).to.match(/0\D+\d+/);
    expect(made).to.deep.equal([]);
  });

  it('constructs none for the other widgets of a guide page either, on their own and in a game', async () => {
    await import('../../src/index.js');
    await import('../../src/locales/de.js');
    for (const lang of ['en', 'de']) {
      const page = await fixture<HTMLElement>(
        html`<main lang=${lang}>
          <defenders-victory-checker></defenders-victory-checker>
          <defenders-path-tracker></defenders-path-tracker>
          <defenders-turn-checklist side="house" action="explore"></defenders-turn-checklist>
          <defenders-faq></defenders-faq>
          <defenders-game players="4">
            <defenders-victory-checker></defenders-victory-checker>
            <defenders-path-tracker></defenders-path-tracker>
          </defenders-game>
        </main>`,
      );
      const widgets = [...page.querySelectorAll<LitElement>('*')].filter(
        (element) => 'updateComplete' in element,
      );
      await Promise.all(widgets.map(settled));
      await Promise.all(widgets.map(settled));
      const checker = page.querySelector('defenders-victory-checker')!;
      // The Houses ticked until the players choose: a list of three, written without Intl.
      expect(checker.shadowRoot!.querySelector('[part="houses-note"]')!.textContent).to.contain(
        lang === 'de' ? 'Hufflepuff und Ravenclaw' : 'Hufflepuff, and Ravenclaw',
      );
    }
    expect(made).to.deep.equal([]);
  });

  it("asks for the texts of the FAQ's built-in entries once, not at each of its renders", async () => {
    await import('../../src/index.js');
    const { FAQ } = await import('../../src/rules/faq/search.js');
    const faq = await fixture<LitElement>(html`<defenders-faq lang="en-NZ"></defenders-faq>`);
    await settled(faq);
    // Every text a widget shows is asked for in its language, whose tag is made canonical first.
    const original = Intl.getCanonicalLocales;
    let asked = 0;
    Intl.getCanonicalLocales = (locales) => {
      asked += 1;
      return original(locales);
    };
    try {
      faq.requestUpdate();
      await settled(faq);
    } finally {
      Intl.getCanonicalLocales = original;
    }
    expect(faq.shadowRoot!.querySelectorAll('details')).to.have.length(FAQ.length);
    expect(asked).to.be.greaterThan(0).and.lessThan(FAQ.length);
  });
});
