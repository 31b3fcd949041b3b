// Citations in running text read as one piece: the "(" a writer puts before a citation never ends
// a line by itself, and the ", " between the pages of a linked citation is not underlined. Read by
// geometry (Range.getClientRects()) at a 390 px phone and in a 280 px column, at every width where
// the line could break near the citation.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/rule-ref/rule-ref.js';
import type { DefendersRuleRef } from '../../src/components/rule-ref/rule-ref.js';
import { settle } from '../helpers/play.js';
import { phoneViewport, restoreViewport } from '../helpers/tap.js';

const FONT = "16px 'Times New Roman', 'Liberation Serif', serif";

/** The boxes of one character of a text node. */
function charBox(node: Text, index: number): DOMRect {
  const range = document.createRange();
  range.setStart(node, index);
  range.setEnd(node, index + 1);
  return range.getClientRects()[0] ?? range.getBoundingClientRect();
}

/** The text nodes the citation shows (in its shadow root), visually hidden text left out. */
function shownTexts(ref: DefendersRuleRef): Text[] {
  const walker = document.createTreeWalker(ref.shadowRoot!, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('.visually-hidden')) continue;
    if (node.textContent!.trim()) found.push(node as Text);
  }
  expect(found, 'the citation shows text').to.not.be.empty;
  return found;
}

/** Whether the "(" before `ref` and the ")" after it sit on the lines of the citation's ends. */
function parenthesesKept(ref: DefendersRuleRef): boolean {
  const before = ref.previousSibling as Text;
  const after = ref.nextSibling as Text;
  const texts = shownTexts(ref);
  const first = texts[0]!;
  const last = texts.at(-1)!;
  const open = charBox(before, before.data.length - 1);
  const close = charBox(after, 0);
  return (
    Math.abs(open.top - charBox(first, 0).top) < 2 &&
    Math.abs(close.top - charBox(last, last.data.length - 1).top) < 2
  );
}

const SENTENCES = [
  { pages: '6', text: 'Each House Player takes a pawn of their House colour' },
  { pages: '2,3,8,9', text: 'Lay out the board with its spaces and decks as shown' },
  { pages: '22,23', text: 'The Location Card says how many pawns must be there' },
];

for (const linked of [false, true]) {
  describe(`a ${linked ? 'linked' : 'plain'} citation in running text`, () => {
    before(() => phoneViewport(390, 844));
    after(() => restoreViewport());

    for (const { pages, text } of SENTENCES) {
      it(`keeps "(" and ")" with pages ${pages} at every width from 280 to 390 px`, async () => {
        const paragraph = await fixture<HTMLElement>(
          html`<p style=${`font: ${FONT}; margin: 0; width: 390px`}>${text} (<defenders-rule-ref
              pages=${pages}
              rulebook-url=${linked ? 'https://rulebook.test/rules.pdf' : ''}
            ></defenders-rule-ref>).</p>`,
        );
        const ref = paragraph.querySelector('defenders-rule-ref')!;
        await settle(ref);
        const lone: number[] = [];
        let wrappedAt = 0;
        for (let width = 390; width >= 280; width -= 2) {
          paragraph.style.width = `${width}px`;
          if (!parenthesesKept(ref)) lone.push(width);
          if (paragraph.getClientRects()[0]!.height > 30) wrappedAt++;
        }
        expect(wrappedAt, 'the sentence wraps at some of these widths').to.be.above(0);
        expect(lone, 'widths where a parenthesis is left alone on a line').to.deep.equal([]);
      });
    }
  });
}

describe('the separators of a linked citation', () => {
  it('are not underlined, while the pages are', async () => {
    const ref = await fixture<DefendersRuleRef>(
      html`<defenders-rule-ref
        pages="2,3,8,9,12"
        rulebook-url="https://rulebook.test/rules.pdf"
      ></defenders-rule-ref>`,
    );
    await settle(ref);
    const link = ref.shadowRoot!.querySelector('a')!;
    const separators = [...link.querySelectorAll('.separator')];
    expect(separators.map((each) => each.textContent)).to.deep.equal([', ', ', ']);
    // Decoration propagates from an ancestor: none may carry it above a separator.
    for (const separator of separators) {
      for (let at: Element | null = separator; at && at !== ref.shadowRoot!.host;) {
        expect(getComputedStyle(at).textDecorationLine, `<${at.localName}> above ", "`).to.equal(
          'none',
        );
        at = at.parentElement;
      }
    }
    for (const piece of link.querySelectorAll('.piece')) {
      expect(getComputedStyle(piece).textDecorationLine).to.equal('underline');
    }
  });
});
