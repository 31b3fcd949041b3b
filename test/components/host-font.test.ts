import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import { TAGS } from '../helpers/elements.js';

// Many blog themes set the root font to 62.5% (10 px) and the text back to 16 px: the widgets
// must size from the host's text, not from the root.
describe('sizes follow the host text, not the root font', () => {
  let rootSize = '';
  beforeEach(() => {
    rootSize = document.documentElement.style.fontSize;
    document.documentElement.style.fontSize = '62.5%';
  });
  afterEach(() => {
    document.documentElement.style.fontSize = rootSize;
  });

  for (const tag of TAGS.filter(
    (each) => each !== 'defenders-rule-ref' && each !== 'defenders-game',
  )) {
    it(`<${tag}> pads its box and sizes its buttons from the 16 px host text`, async () => {
      const host = await fixture<HTMLElement>(html`<div class="host-text"></div>`);
      host.style.fontSize = '16px';
      const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> };
      host.append(el);
      await el.updateComplete;
      const base = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
      expect(getComputedStyle(base).paddingTop, 'padding: 1em of 16 px').to.equal('16px');
      const button = el.shadowRoot!.querySelector<HTMLElement>('button');
      if (button) {
        const style = getComputedStyle(button);
        expect(parseFloat(style.minHeight), 'button height: 2.75em of its own text').to.be.closeTo(
          2.75 * parseFloat(style.fontSize),
          0.5,
        );
        expect(
          parseFloat(style.fontSize),
          'button text from the host, not the 10 px root',
        ).to.be.above(13);
      }
    });
  }
});
