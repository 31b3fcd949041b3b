// A search shows its strong matches and folds the weaker ones behind a button, as a player at the
// table meets it: a question typed on a phone, the button tapped by finger and by mouse.
import { expect, fixture, html } from '@open-wc/testing';
import type { DefendersFaq } from '../../src/components/faq/faq.js';
import '../../src/components/faq/faq.js';
import '../../src/locales/de.js';
import { FAQ, searchFaq, searchFaqStrong } from '../../src/rules/faq/search.js';
import { root } from '../helpers/dom.js';
import { deepActive, press, typeText } from '../helpers/keys.js';
import { POINTERS, phoneViewport, restoreViewport, tapOnce } from '../helpers/tap.js';

const QUESTION = 'what if i run out of cards';

const search = (el: DefendersFaq) =>
  root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
const unfold = (el: DefendersFaq) => root(el).querySelector<HTMLButtonElement>('[part="unfold"]');
/** The ids of the answers a reader sees on screen, in order. */
const shown = (el: DefendersFaq) =>
  [...root(el).querySelectorAll<HTMLDetailsElement>('.list > details')]
    .filter((entry) => getComputedStyle(entry).display !== 'none')
    .map((entry) => entry.id.replace(/^faq-/, ''));

async function type(el: DefendersFaq, text: string): Promise<void> {
  search(el).focus();
  await typeText(text);
  expect(search(el).value).to.equal(text);
  await el.updateComplete;
}

describe('a search folds its weaker matches', () => {
  before(() => phoneViewport());
  after(() => restoreViewport());

  it('counts as strong the matches within 35% of the best, never fewer than three', () => {
    const { results, strong } = searchFaqStrong(QUESTION);
    expect(results).to.deep.equal(searchFaq(QUESTION));
    expect(results[0]?.id).to.equal('draw');
    expect(strong).to.be.at.least(3);
    expect(strong, 'some matches are weak').to.be.below(results.length);
    expect(searchFaqStrong('').strong).to.equal(FAQ.length);
    expect(searchFaqStrong('zzzz qqqq')).to.deep.equal({ results: [], strong: 0 });
    const few = searchFaqStrong('loyalty track');
    expect(few.strong).to.equal(Math.min(few.results.length, Math.max(3, few.strong)));
  });

  for (const pointer of POINTERS) {
    it(`shows a typed question's strong matches, and the rest after one ${pointer} tap`, async () => {
      const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
      await type(el, QUESTION);
      const { results, strong } = searchFaqStrong(QUESTION);
      expect(el.results, 'the results are every match').to.deep.equal(results);
      expect(shown(el)).to.deep.equal(results.slice(0, strong).map((entry) => entry.id));
      const button = unfold(el)!;
      expect(button.textContent?.trim()).to.equal(`Show ${results.length - strong} weaker matches`);

      await tapOnce(button, pointer);
      await el.updateComplete;
      expect(shown(el)).to.deep.equal(results.map((entry) => entry.id));
      expect(unfold(el) === null, 'the button is gone').to.equal(true);
      // The reader goes on where the folded answers begin.
      expect(deepActive()?.textContent?.trim()).to.equal(results[strong]?.question);
    });
  }

  it('folds again for the next search, and shows everything for none', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    await type(el, QUESTION);
    unfold(el)!.click();
    await el.updateComplete;
    expect(unfold(el) === null).to.equal(true);
    search(el).focus();
    await press('Escape');
    await el.updateComplete;
    expect(shown(el)).to.have.length(FAQ.length);
    expect(unfold(el) === null, 'no button without a search').to.equal(true);
    await type(el, 'bump');
    const { results, strong } = searchFaqStrong('bump');
    expect(shown(el)).to.have.length(strong);
    const weaker = results.length - strong;
    expect(unfold(el)?.textContent?.trim()).to.equal(
      weaker === 1 ? 'Show 1 weaker match' : `Show ${weaker} weaker matches`,
    );
  });

  it('shows a folded answer that a link opens', async () => {
    const { results, strong } = searchFaqStrong(QUESTION);
    const weak = results[strong]!;
    const el = await fixture<DefendersFaq>(html`<defenders-faq query=${QUESTION}></defenders-faq>`);
    expect(shown(el)).to.not.include(weak.id);
    location.hash = `#faq-${weak.id}`;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await el.updateComplete;
    expect(shown(el)).to.include(weak.id);
    expect(root(el).querySelector<HTMLDetailsElement>(`#faq-${weak.id}`)!.open).to.equal(true);
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('says it in German on a German page', async () => {
    const question = 'was wenn ich keine karten mehr habe';
    const el = await fixture<DefendersFaq>(html`<defenders-faq lang="de"></defenders-faq>`);
    await type(el, question);
    const { results, strong } = searchFaqStrong(question, undefined, { locale: 'de' });
    expect(strong).to.be.below(results.length);
    expect(unfold(el)?.textContent?.trim()).to.equal(
      `${results.length - strong} schwächere Treffer zeigen`,
    );
  });
});
