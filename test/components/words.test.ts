// No word is split across lines: at a 390 px phone and in a 280 px theme column, in English, German
// and the pseudo-locale, every word each widget renders sits on one line, in every box it draws (the
// setup calculator's figures, table cells, cards). A break inside a word is allowed only where the
// word alone is wider than the whole widget (an address, say). Each word's place is read with
// Range.getClientRects(): a word on two lines has boxes at two heights.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import '../../src/locales/de.js';
import { settle } from '../helpers/play.js';
import { PSEUDO_LOCALE, registerPseudoLocale } from '../helpers/i18n.js';
import { phoneViewport, restoreViewport } from '../helpers/tap.js';

/** Each widget in the state that shows most of its words, alone and in a game. */
const PAGES: Record<string, string> = {
  'setup calculator': '<defenders-setup-calculator players="3"></defenders-setup-calculator>',
  'turn checklist':
    '<defenders-turn-checklist side="house" action="replenish"></defenders-turn-checklist>',
  'path tracker': '<defenders-path-tracker position="4"></defenders-path-tracker>',
  'victory checker': '<defenders-victory-checker></defenders-victory-checker>',
  FAQ: '<defenders-faq></defenders-faq>',
  'game with every widget':
    '<defenders-game share keep-awake rulebook-url="https://rulebook.test/d.pdf">' +
    '<defenders-setup-calculator></defenders-setup-calculator>' +
    '<defenders-turn-checklist side="house" action="replenish"></defenders-turn-checklist>' +
    '<defenders-path-tracker></defenders-path-tracker>' +
    '<defenders-victory-checker></defenders-victory-checker></defenders-game>',
};

/** Fonts as phones draw them: Times New Roman (an iPhone's default) and a larger Arial. */
const FONTS = [
  "16px 'Times New Roman', 'Liberation Serif', serif",
  "18px Arial, 'Liberation Sans', sans-serif",
];

const LANGUAGES = ['en', 'de', PSEUDO_LOCALE];
const WIDTHS = [390, 280];

function hidden(element: Element): boolean {
  return (
    element.closest('.visually-hidden') !== null ||
    !element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
  );
}

/** Text nodes shown in `root`'s shadow trees (nested ones included), except visually hidden text. */
function shownTextNodes(root: Node): Text[] {
  const found: Text[] = [];
  const visit = (node: Node) => {
    if (node instanceof Element) {
      if (['style', 'template', 'script'].includes(node.localName) || hidden(node)) return;
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) found.push(node as Text);
    for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return found;
}

/** Words (as Intl.Segmenter finds them) drawn on more than one line, with their two heights. */
function splitWords(root: Element, lang: string): string[] {
  const segmenter = new Intl.Segmenter(lang === PSEUDO_LOCALE ? 'en' : lang, {
    granularity: 'word',
  });
  const split: string[] = [];
  for (const node of shownTextNodes(root.shadowRoot ?? root)) {
    const parent = node.parentElement ?? (node.parentNode as ShadowRoot).host;
    const lineHeight = parseFloat(getComputedStyle(parent).fontSize);
    for (const { segment, index, isWordLike } of segmenter.segment(node.data)) {
      if (!isWordLike || segment.length < 2) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      // Lines stack downwards, or sideways in vertical text (a table's turned headers).
      const vertical = !getComputedStyle(parent).writingMode.startsWith('horizontal');
      const lines = rects.map((rect) => (vertical ? rect.left : rect.top));
      if (lines.length < 2 || Math.max(...lines) - Math.min(...lines) < lineHeight / 2) continue;
      // Only a word wider than the whole widget may break (an address, say): a smaller box that
      // cannot hold a word (a figure, a table cell) must grow, or the word must hyphenate.
      const width = rects.reduce((sum, rect) => sum + rect.width, 0);
      if (width > root.clientWidth) continue;
      split.push(`"${segment}" in <${parent.localName} class="${parent.className}">`);
    }
  }
  return split;
}

describe('no word is split across lines', () => {
  before(async () => {
    registerPseudoLocale();
    await phoneViewport(390, 844);
  });
  after(() => restoreViewport());

  for (const [name, markup] of Object.entries(PAGES)) {
    for (const lang of LANGUAGES) {
      for (const width of WIDTHS) {
        it(`${name} in ${lang}, ${width} px wide`, async () => {
          const dir = lang === PSEUDO_LOCALE ? 'rtl' : 'ltr';
          const wrapper = await fixture<HTMLElement>(html`<div lang=${lang} dir=${dir}></div>`);
          wrapper.style.width = `${width}px`;
          wrapper.innerHTML = markup;
          const widgets = [...wrapper.querySelectorAll<HTMLElement>('*')].filter((each) =>
            each.localName.startsWith('defenders-'),
          );
          await settle(wrapper);
          for (const widget of widgets)
            for (const details of widget.shadowRoot!.querySelectorAll('details'))
              details.open = true;
          await settle(wrapper);
          for (const font of FONTS) {
            wrapper.style.font = font;
            await settle(wrapper);
            const split = widgets.flatMap((widget) =>
              splitWords(widget, lang).map((word) => `${word} of <${widget.localName}>`),
            );
            expect(split, font).to.deep.equal([]);
          }
        });
      }
    }
  }
});
