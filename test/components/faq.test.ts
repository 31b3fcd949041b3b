import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { FAQ, searchFaq } from '../../src/rules.js';
import type { FaqEntry } from '../../src/rules.js';
import type { DefendersFaq, FaqChange } from '../../src/components/faq/faq.js';
import type { DefendersChangeEvent } from '../../src/shared/events.js';
import '../../src/components/faq/faq.js';
import { composite, contrast } from '../helpers/colour.js';
import { SPACE, pressTogether, typeText } from '../helpers/keys.js';
import { openDetails, root } from '../helpers/dom.js';
import { changes } from '../helpers/events.js';
import { citedPages } from '../helpers/citations.js';

const entries = (el: DefendersFaq) => [...root(el).querySelectorAll<HTMLDetailsElement>('details')];
const entry = (el: DefendersFaq, id: string) =>
  root(el).querySelector<HTMLDetailsElement>(`#faq-${id}`);
const search = (el: DefendersFaq) =>
  root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
const count = (el: DefendersFaq) => root(el).querySelector('[part="count"]')!;
const alert = (el: DefendersFaq) => root(el).querySelector('[role="alert"]');
const status = (el: DefendersFaq) =>
  root(el).querySelector('.visually-hidden[aria-live="polite"]')!;

async function type(el: DefendersFaq, text: string): Promise<void> {
  search(el).focus();
  await typeText(text);
  // What the engine's keys wrote is the query under test (WebKit's driver once dropped letters).
  expect(search(el).value).to.equal(text);
  await el.updateComplete;
}

const hostEntry: FaqEntry = {
  id: 'house-rule-snacks',
  question: 'Can we play with <b>snacks</b>?',
  answer: 'Our table rule: <img src=x onerror="window.__pwned=1"> crumbs stay off the Main Board.',
  pages: [4],
};

describe('<defenders-faq>', () => {
  afterEach(() => {
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  });

  it('shows every built-in entry as a closed disclosure, cited once opened', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    expect(entries(el)).to.have.length(FAQ.length);
    expect(el.results).to.deep.equal([...FAQ]);
    expect(entries(el).every((details) => !details.open)).to.equal(true);
    const first = entries(el)[0];
    expect(first.id).to.equal(`faq-${FAQ[0].id}`);
    expect(first.querySelector('summary')!.textContent!.trim()).to.equal(FAQ[0].question);
    // A closed answer holds its text (the browser's find-in-page finds it there and opens it),
    // and gets its citation and link button when it opens.
    expect(first.querySelector('.answer p')!.textContent).to.equal(FAQ[0].answer);
    expect(first.querySelector('.ref, [part="copy-link"]')).to.equal(null);
    first.querySelector('summary')!.click();
    await oneEvent(first, 'toggle');
    await el.updateComplete;
    expect(citedPages(first.querySelector('.ref'))).to.equal(FAQ[0].pages.join(','));
    expect(first.querySelector('[part="copy-link"]')).to.exist;
    expect(count(el).textContent!.trim()).to.equal(`All ${FAQ.length} answers`);
    expect(count(el).getAttribute('aria-live'), 'announced once typing pauses instead').to.equal(
      null,
    );
    expect(search(el).labels![0].textContent).to.contain('Search');
    expect(el.hasAttribute('query'), 'the empty default is not reflected').to.equal(false);
    expect(root(el).querySelector('[part="base"]')).to.exist;
    expect(alert(el)).to.equal(null);
  });

  it('opens an answer with the keyboard', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    const summary = entries(el)[1].querySelector('summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(entries(el)[1].open).to.equal(true);
    el.requestUpdate();
    await el.updateComplete;
    expect(entries(el)[1].open, 'stays open through a re-render').to.equal(true);
    await sendKeys({ press: 'Tab' });
    const copy = entries(el)[1].querySelector('[part="copy-link"]');
    expect(root(el).activeElement, "Tab reaches the answer's copy-link button").to.equal(copy);
    await pressTogether('Shift', 'Tab');
    expect(root(el).activeElement).to.equal(entries(el)[1].querySelector('summary'));
    await sendKeys({ press: SPACE });
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(entries(el)[1].open, 'Space closes it again').to.equal(false);
  });

  it('filters as the user types, highlights matches, counts politely and fires defenders-change', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    const events: DefendersChangeEvent<FaqChange>[] = [];
    el.addEventListener('defenders-change', (event) => events.push(event));
    await type(el, 'draw');
    const expected = searchFaq('draw');
    expect(expected.length).to.be.greaterThan(0);
    expect(el.query).to.equal('draw');
    expect(el.getAttribute('query')).to.equal('draw');
    expect(el.results.map((item) => item.id)).to.deep.equal(expected.map((item) => item.id));
    expect(entries(el).map((details) => details.id)).to.deep.equal(
      expected.map((item) => `faq-${item.id}`),
    );
    const n = expected.length;
    expect(count(el).textContent!.trim()).to.equal(
      n === 1 ? '1 answer matches' : `${n} answers match`,
    );
    const marks = [...root(el).querySelectorAll('mark')];
    expect(marks.length).to.be.greaterThan(0);
    expect(marks.every((mark) => /^draw/i.test(mark.textContent!))).to.equal(true);
    expect(events.length).to.equal(4);
    const last = events.at(-1)!;
    expect(last.bubbles && last.composed).to.equal(true);
    expect(last.detail.map((item) => item.id)).to.deep.equal(expected.map((item) => item.id));
  });

  it('says "1 answer matches" for a single match', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq query="crumbs"></defenders-faq>`);
    el.entries = [hostEntry];
    await el.updateComplete;
    expect(el.results).to.have.length(1);
    expect(count(el).textContent!.trim()).to.equal('1 answer matches');
  });

  it('highlights the words that matched, plurals and digits included', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq query="2 player"></defenders-faq>`);
    const question = entry(el, 'two-players')!.querySelector('summary')!;
    expect(el.results[0].id).to.equal('two-players');
    expect([...question.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal([
      'two',
      'players',
    ]);
    expect(question.textContent!.trim(), 'the text around the marks is intact').to.equal(
      FAQ.find((e) => e.id === 'two-players')!.question,
    );
    el.query = 'pawns';
    await el.updateComplete;
    const marked = [...root(el).querySelectorAll('mark')].map((mark) =>
      mark.textContent!.toLowerCase(),
    );
    expect(marked).to.include('pawn').and.include('pawns');
    expect(marked.every((word) => word.startsWith('pawn'))).to.equal(true);
    // "the" is too common to search for once another word is given: it is neither searched nor marked.
    el.query = 'the shields';
    await el.updateComplete;
    const shieldMarks = [...root(el).querySelectorAll('mark')].map((mark) =>
      mark.textContent!.toLowerCase(),
    );
    expect(shieldMarks.length).to.be.greaterThan(0);
    expect(shieldMarks.every((word) => word.startsWith('shield'))).to.equal(true);
  });

  it('empties the search with Escape and says so', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    const events = changes<FaqChange>(el);
    await type(el, 'draw');
    const typed = events.length;
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.query).to.equal('');
    expect(search(el).value).to.equal('');
    expect(el.hasAttribute('query') ? el.getAttribute('query') : '').to.equal('');
    expect(entries(el)).to.have.length(FAQ.length);
    expect(count(el).textContent!.trim()).to.equal(`All ${FAQ.length} answers`);
    expect(events.length, 'one change for the Escape').to.equal(typed + 1);
    expect(events.at(-1)!).to.have.length(FAQ.length);
    await sendKeys({ press: 'Escape' });
    expect(events.length, 'nothing to clear, no event').to.equal(typed + 1);
    // Not every browser clears a search field on Escape by itself: the widget does it.
    el.query = 'marker';
    await el.updateComplete;
    const key = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    search(el).dispatchEvent(key);
    await el.updateComplete;
    expect(key.defaultPrevented).to.equal(true);
    expect(el.query).to.equal('');
    expect(search(el).value).to.equal('');
  });

  it('keeps readable contrast on a dark page that sets color-scheme: dark', async () => {
    const el = await fixture<DefendersFaq>(
      html`<defenders-faq query="pawns" style="color-scheme: dark; background: rgb(18, 18, 18); color: rgb(232, 232, 232)"></defenders-faq>`,
    );
    await openDetails(el, entries(el));
    const page = 'rgb(18, 18, 18)';
    expect(contrast(getComputedStyle(count(el)).color, page), 'the count').to.be.at.least(4.5);
    const mark = root(el).querySelector('mark')!;
    const markBackground = composite(getComputedStyle(mark).backgroundColor, page);
    expect(
      contrast(getComputedStyle(mark).color, markBackground),
      'a highlighted word',
    ).to.be.at.least(4.5);
    const button = root(el).querySelector('[part="copy-link"]')!;
    expect(
      contrast(getComputedStyle(button).borderTopColor, page),
      'the copy button edge',
    ).to.be.at.least(3);
    await expect(el).to.be.accessible();
  });

  it('reads the query attribute into the box and the results', async () => {
    const el = await fixture<DefendersFaq>(
      html`<defenders-faq query="two players"></defenders-faq>`,
    );
    expect(search(el).value).to.equal('two players');
    expect(el.results.map((item) => item.id)).to.deep.equal(
      searchFaq('two players').map((item) => item.id),
    );
    expect(el.results[0].id).to.equal('two-players');
    el.query = 'pawns';
    await el.updateComplete;
    expect(search(el).value).to.equal('pawns');
    expect(el.getAttribute('query')).to.equal('pawns');
  });

  it('fires no event when the host sets query or entries', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    let fired = 0;
    el.addEventListener('defenders-change', () => fired++);
    el.query = 'marker';
    await el.updateComplete;
    el.setAttribute('query', 'shield');
    el.entries = [hostEntry];
    await el.updateComplete;
    expect(el.results.length).to.be.greaterThan(0);
    expect(fired).to.equal(0);
  });

  it('shows a clear empty state with a way back', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq query="zzqxv"></defenders-faq>`);
    expect(el.results).to.deep.equal([]);
    expect(entries(el)).to.have.length(0);
    expect(count(el).textContent!.trim()).to.equal('No answers match');
    const empty = root(el).querySelector('[part="empty"]')!;
    expect(empty.textContent).to.contain('zzqxv');
    const heard = oneEvent(el, 'defenders-change');
    empty.querySelector('button')!.click();
    await heard;
    await el.updateComplete;
    expect(el.query).to.equal('');
    expect(entries(el)).to.have.length(FAQ.length);
    expect(root(el).activeElement).to.equal(search(el));
    await expect(el).to.be.accessible();
  });

  it('adds host entries as text only, searchable like the built-in ones', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    el.entries = [hostEntry];
    await el.updateComplete;
    expect(entries(el)).to.have.length(FAQ.length + 1);
    const details = entry(el, 'house-rule-snacks')!;
    expect(details.querySelector('summary')!.textContent).to.contain('<b>snacks</b>');
    expect(details.textContent).to.contain('<img src=x');
    expect(details.querySelector('b, img')).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    el.query = 'crumbs';
    await el.updateComplete;
    expect(el.results.map((item) => item.id)).to.deep.equal(['house-rule-snacks']);
    expect(root(el).querySelector('mark')!.textContent).to.equal('crumbs');
    expect(details.querySelector('img')).to.equal(null);
  });

  it('leaves out malformed host entries one by one with a message, and never throws', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    const bad = [
      hostEntry,
      { id: 'no-answer', question: 'Where is the answer?', pages: [1] },
      'just text',
      {
        id: 'two-players',
        question: 'Duplicate id?',
        answer: 'Taken by the built-in entry.',
        pages: [6],
      },
      { id: 'bad id with spaces', question: 'Spaces?', answer: 'Not allowed in ids.', pages: [6] },
      { id: 'bad-pages', question: 'Pages?', answer: 'Fractional page.', pages: [2.5] },
      { id: 'fine-too', question: 'Is this fine?', answer: 'Yes.', pages: [] },
    ];
    expect(() => {
      el.entries = bad as unknown as FaqEntry[];
    }).not.to.throw();
    await el.updateComplete;
    const messages = alert(el)!.textContent!;
    expect(messages).to.contain('entries item 2');
    expect(messages).to.contain('entries item 3');
    expect(messages).to.contain('already used');
    expect(messages).to.contain('entries item 5');
    expect(messages).to.contain('entries item 6');
    expect(entry(el, 'house-rule-snacks')).to.exist;
    expect(entry(el, 'fine-too')).to.exist;
    expect(entries(el)).to.have.length(FAQ.length + 2);
    el.entries = 'nonsense' as unknown as FaqEntry[];
    await el.updateComplete;
    expect(alert(el)!.textContent).to.contain('must be a list');
    expect(entries(el)).to.have.length(FAQ.length);
    el.entries = [];
    await el.updateComplete;
    expect(alert(el)).to.equal(null);
    await type(el, 'pawns');
    expect(el.results.length).to.be.greaterThan(0);
  });

  it('shows a message for a query that is not text and keeps working', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    el.query = 42 as unknown as string;
    await el.updateComplete;
    expect(alert(el)!.textContent).to.contain('query must be text');
    expect(entries(el)).to.have.length(FAQ.length);
    await type(el, 'draw');
    expect(alert(el)).to.equal(null);
  });

  it('copies a deep link with #faq-<id> and announces it', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    const written: string[] = [];
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    try {
      const details = entry(el, 'draw')!;
      await openDetails(el, [details]);
      const button = details.querySelector<HTMLButtonElement>('[part="copy-link"]')!;
      const name = button
        .getAttribute('aria-labelledby')!
        .split(' ')
        .map((id) => root(el).getElementById(id)!.textContent!.trim())
        .join(' ');
      expect(name, 'named by its text and the question')
        .to.match(/^Copy link /)
        .and.contain(FAQ.find((e) => e.id === 'draw')!.question);
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await el.updateComplete;
      expect(written).to.have.length(1);
      const url = new URL(written[0]);
      expect(url.hash).to.equal('#faq-draw');
      expect(url.pathname).to.equal(location.pathname);
      expect(status(el).textContent).to.contain('Link copied');
      expect(button.textContent).to.contain('Link copied');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
  });

  it('starts the clipboard write during the click itself, as Safari requires', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    let clicking = false;
    const duringClick: boolean[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => void duringClick.push(clicking) },
    });
    try {
      const details = entry(el, 'draw')!;
      await openDetails(el, [details]);
      clicking = true;
      details.querySelector<HTMLButtonElement>('[part="copy-link"]')!.click();
      clicking = false;
      await new Promise((resolve) => setTimeout(resolve, 20));
      await el.updateComplete;
      expect(duringClick).to.deep.equal([true]);
      expect(status(el).textContent).to.contain('Link copied');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  it('shows the link to copy by hand when the clipboard fails', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    try {
      const details = entry(el, 'bump')!;
      await openDetails(el, [details]);
      details.querySelector<HTMLButtonElement>('[part="copy-link"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await el.updateComplete;
      const field = details.querySelector<HTMLInputElement>('.fallback input')!;
      expect(field.value).to.match(/#faq-bump$/);
      expect(field.labels![0].textContent).to.contain('Link');
      expect(status(el).textContent).to.contain('could not be copied');
      await expect(el).to.be.accessible();
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  it('opens and scrolls to the entry named by the page hash, with or without the faq- prefix', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      history.replaceState(null, '', '#faq-final-hand');
      const el = await fixture<DefendersFaq>(html`<defenders-faq query="pawns"></defenders-faq>`);
      await el.updateComplete;
      await el.updateComplete;
      const details = entry(el, 'final-hand')!;
      expect(details, 'the search is cleared to show it').to.exist;
      expect(details.open).to.equal(true);
      expect(el.query).to.equal('');
      expect(scrolled).to.deep.equal(['faq-final-hand']);

      const heard = new Promise((resolve) =>
        window.addEventListener('hashchange', resolve, { once: true }),
      );
      location.hash = '#draw';
      await heard;
      await el.updateComplete;
      await el.updateComplete;
      expect(entry(el, 'draw')!.open).to.equal(true);
      expect(scrolled).to.deep.equal(['faq-final-hand', 'faq-draw']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('opens a host entry named by the hash once the host adds it', async () => {
    history.replaceState(null, '', '#faq-house-rule-snacks');
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    el.entries = [hostEntry];
    await el.updateComplete;
    await el.updateComplete;
    expect(entry(el, 'house-rule-snacks')!.open).to.equal(true);
  });

  it('ignores a hash naming nothing it holds', async () => {
    history.replaceState(null, '', '#somewhere-else');
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    await el.updateComplete;
    expect(entries(el).some((details) => details.open)).to.equal(false);
  });

  it('fits 280 px without overflowing the page', async () => {
    // The width sits on the element itself: a plain wrapper would make fixture wait for an animation frame.
    const el = await fixture<DefendersFaq>(
      html`<defenders-faq style="width: 280px" query="marker"></defenders-faq>`,
    );
    await openDetails(el, entries(el));
    const base = root(el).querySelector<HTMLElement>('[part="base"]')!;
    expect(el.getBoundingClientRect().width).to.be.at.most(280);
    expect(base.scrollWidth).to.be.at.most(base.clientWidth);
    // Every control a finger meets is at least 44 px tall: the questions shown, and the button
    // that shows the weaker matches.
    for (const control of root(el).querySelectorAll(
      'details:not(.folded) > summary, [part="unfold"]',
    )) {
      expect(control.getBoundingClientRect().height, control.textContent!).to.be.at.least(44);
    }
  });

  it('is accessible with answers open and matches highlighted', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq query="shield"></defenders-faq>`);
    await openDetails(el, entries(el));
    await expect(el).to.be.accessible();
  });
});
