// Every <details> a widget renders shows one marker that turns when it opens, in every engine:
// a flex <summary> loses the standard marker in Chromium and Firefox, and Safari draws its own.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/faq/faq.js';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/victory-checker/victory-checker.js';

const widgets = {
  'defenders-faq': html`<defenders-faq></defenders-faq>`,
  'defenders-path-tracker': html`<defenders-path-tracker></defenders-path-tracker>`,
  'defenders-victory-checker': html`<defenders-victory-checker></defenders-victory-checker>`,
};

describe('disclosures', () => {
  for (const [tag, template] of Object.entries(widgets)) {
    it(`<${tag}> marks each disclosure as closed or open`, async () => {
      const el = await fixture<HTMLElement>(template);
      const disclosures = [...el.shadowRoot!.querySelectorAll('details')];
      expect(disclosures.length, 'disclosures').to.be.greaterThan(0);
      for (const details of disclosures) {
        const summary = details.querySelector('summary')!;
        const marker = () => getComputedStyle(summary, '::before');
        expect(marker().content, 'a marker').not.to.be.oneOf(['none', 'normal']);
        expect(parseFloat(marker().width), 'marker width').to.be.greaterThan(4);
        expect(getComputedStyle(summary).listStyleType, 'no second, standard marker').to.equal(
          'none',
        );
        const closed = marker().transform;
        details.open = true;
        // The turn is animated; its end state is what is checked. The transition (on the
        // pseudo-element, so in the summary's subtree; getAnimations brings the style up to date
        // first) is finished at once: a loaded machine stretched it past the wait below in WebKit.
        for (const animation of summary.getAnimations({ subtree: true })) animation.finish();
        for (let waited = 0; marker().transform === closed && waited < 2000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(marker().transform, 'turns when open').not.to.equal(closed);
        details.open = false;
      }
    });
  }
});
