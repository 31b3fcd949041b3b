import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/components/faq/faq.js';
import '../../src/locales/de.js';
import type { DefendersFaq } from '../../src/components/faq/faq.js';
import { FAQ, faqEntries } from '../../src/rules/faq/search.js';
import type { FaqEntry } from '../../src/rules/types.js';
import { $, $$, openDetails, text } from '../helpers/dom.js';
import { quietly } from '../helpers/events.js';
import { bypassingTexts, overflowingBoxes, shownTexts } from '../helpers/i18n.js';
import { languageSuite, settled } from '../helpers/language-suite.js';

const hostEntry: FaqEntry = {
  id: 'our-snacks',
  question: 'Snacks at the table?',
  answer: 'Only off the Main Board.',
  pages: [6],
};

/** Texts the FAQ shows that are checked otherwise: whole, or the host's own entries as written. */
function shownByOthers(el: DefendersFaq): string[] {
  return [
    // Checked whole by bypassingWhole.
    ...[...builtInTexts(el), ...alertTexts(el)].flatMap((node) => shownTexts(node)),
    hostEntry.question,
    hostEntry.answer,
  ];
}

/** The question and answer texts of the built-in entries shown (the host's are left out). */
function builtInTexts(el: DefendersFaq): HTMLElement[] {
  return $$(el, 'details:not(#faq-our-snacks)').flatMap((details) => [
    details.querySelector<HTMLElement>('summary span')!,
    details.querySelector<HTMLElement>('.answer > p')!,
  ]);
}

/** The alert's messages; one may hold another message (why a host entry was left out). */
function alertTexts(el: DefendersFaq): HTMLElement[] {
  return $$(el, '[role="alert"] p');
}

/** `whole` without its pseudo-locale brackets, innermost first, so nested messages count too. */
function outsideBrackets(whole: string): string {
  let rest = whole;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return rest;
}

/**
 * The built-in questions and answers and the alert's messages with letters outside the
 * pseudo-locale's brackets. They are read whole: a search's highlights cut a text into several
 * text nodes, and a message inside a message nests its brackets, which the shared helper reads
 * node by node and one level deep.
 */
function bypassingWhole(el: DefendersFaq): string[] {
  return [...builtInTexts(el), ...alertTexts(el)]
    .map((node) => text(node))
    .filter((whole) => /\p{L}/u.test(outsideBrackets(whole)));
}

/** Clicks an answer's link button with a clipboard that `works` or refuses. */
async function copyLink(el: DefendersFaq, id: string, works: boolean): Promise<void> {
  await openDetails(el, [$(el, `#faq-${id}`) as HTMLDetailsElement]);
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async () => (works ? undefined : Promise.reject(new Error('denied'))),
    },
  });
  try {
    ($(el, `#faq-${id} [part="copy-link"]`) as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await el.updateComplete;
  } finally {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
  }
}

/**
 * The FAQ in its main states inside `lang` (and `dir`), each checked by `check`: every answer
 * shown and open, a search with matches, a link copied, a link to copy by hand, nothing found, and
 * bad `query` and `entries` values.
 */
async function eachState(
  lang: string,
  check: (el: DefendersFaq, state: string) => Promise<void>,
  dir: 'ltr' | 'rtl' = 'ltr',
): Promise<void> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} dir=${dir}><defenders-faq></defenders-faq></div>`,
  );
  wrapper.style.width = '20em';
  const el = wrapper.querySelector('defenders-faq') as DefendersFaq;
  el.entries = [hostEntry];
  await el.updateComplete;
  await openDetails(el, $$(el, 'details') as HTMLDetailsElement[]);
  await check(el, 'every answer, open');

  // The longest word of the two-player question, as a reader of that language would type it
  // (short enough for the search field at phone width).
  const question = faqEntries({ locale: lang }).find((entry) => entry.id === 'two-players')!;
  el.query = (question.question.match(/[\p{L}\p{M}]+/gu) ?? []).reduce((a, b) =>
    b.length > a.length ? b : a,
  );
  await el.updateComplete;
  await check(el, 'a search with matches');

  await copyLink(el, 'two-players', true);
  await check(el, 'a link copied');
  await copyLink(el, 'two-players', false);
  await check(el, 'a link to copy by hand');

  el.query = 'zzqxv';
  await el.updateComplete;
  await check(el, 'nothing found');

  await quietly(async () => {
    el.query = 42 as unknown as string;
    el.entries = [
      hostEntry,
      { id: 'no-answer', question: 'Where?', pages: [1] } as unknown as FaqEntry,
      { ...hostEntry, id: 'bad id' },
      { ...hostEntry },
      { ...hostEntry, id: 'late-pages', pages: [3, 2] },
    ];
    await el.updateComplete;
  });
  await check(el, 'bad query and entries');
}

describe('<defenders-faq> in other languages', () => {
  languageSuite({
    tag: 'defenders-faq',
    attributes: { query: 'pawns' },
    eachState,
    bypassing: (el) => [...bypassingTexts(el, shownByOthers(el)), ...bypassingWhole(el)],
    // A text field scrolls its own value (the link to copy by hand is a long URL).
    overflowing: (el) => overflowingBoxes(el).filter((box) => !box.startsWith('input.')),
  });

  it('shows German headings, counts, questions and messages under lang="de"', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq lang="de"></defenders-faq>`);
    const german = faqEntries({ locale: 'de' });
    expect(text($(el, 'h2'))).to.equal('Regelfragen');
    expect(text($(el, 'label'))).to.equal('Antworten durchsuchen');
    expect(text($(el, '[part="count"]'))).to.equal(`Alle ${FAQ.length} Antworten`);
    expect(el.results).to.deep.equal([...german]);
    expect(text($(el, 'summary'))).to.equal(german[0]!.question);
    el.query = 'Unentschieden';
    await el.updateComplete;
    expect(el.results[0]?.id).to.equal('draw');
    expect(text($(el, '[part="count"]'))).to.match(/^\d+ Antworten? passen?$/);
    el.query = 'zzqxv';
    await el.updateComplete;
    expect(text($(el, '[part="count"]'))).to.equal('Keine Antwort passt');
    expect(text($(el, '[part="empty"] p'))).to.equal(
      'Zu „zzqxv“ passt keine dieser Antworten, und die Regelübersicht, der sie folgen, sagt dazu womöglich nichts.',
    );
    await quietly(async () => {
      el.entries = 'nonsense' as unknown as FaqEntry[];
      await el.updateComplete;
    });
    expect(text($(el, '[role="alert"]'))).to.equal(
      'entries muss eine Liste von Objekten { id, question, answer, pages } sein; erhalten: "nonsense".',
    );
  });

  it('searches German words the German way as the reader types, marking what matched', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq lang="de"></defenders-faq>`);
    ($(el, 'input[type="search"]') as HTMLInputElement).focus();
    await sendKeys({ type: '2 Spieler' });
    await el.updateComplete;
    expect(el.results[0]?.id).to.equal('two-players');
    const marks = $$(el, '#faq-two-players summary mark').map((mark) => mark.textContent);
    expect(marks).to.deep.equal(['zwei', 'Spielern', 'spielen']);
    el.query = 'weiss';
    await el.updateComplete;
    expect($$(el, 'mark').map((mark) => mark.textContent)).to.include('Weiße');
  });

  it('re-renders in the other language when lang changes at run time, the search kept', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><defenders-faq query="pawns"></defenders-faq></div>`,
    );
    const el = wrapper.querySelector('defenders-faq') as DefendersFaq;
    expect(text($(el, 'h2'))).to.equal('Rules questions');
    const english = el.results.map((entry) => entry.id);
    wrapper.lang = 'de';
    await settled(el);
    expect(text($(el, 'h2'))).to.equal('Regelfragen');
    expect(el.results[0]?.question).to.equal(
      faqEntries({ locale: 'de' }).find((entry) => entry.id === el.results[0]?.id)?.question,
    );
    el.query = 'Figuren';
    await el.updateComplete;
    expect(el.results.length).to.be.greaterThan(0);
    await quietly(async () => {
      el.query = 7 as unknown as string;
      await el.updateComplete;
    });
    expect(text($(el, '[role="alert"]'))).to.contain('query muss ein Text sein');
    el.lang = 'en';
    await settled(el);
    expect(text($(el, '[role="alert"]'))).to.contain('query must be text');
    el.query = 'pawns';
    await el.updateComplete;
    expect(el.results.map((entry) => entry.id)).to.deep.equal(english);
    expect(text($(el, 'h2'))).to.equal('Rules questions');
  });

  it('lays the answers out from the right under dir="rtl"', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><defenders-faq></defenders-faq></div>`,
    );
    const el = wrapper.querySelector('defenders-faq') as DefendersFaq;
    const details = $(el, 'details') as HTMLDetailsElement;
    details.open = true;
    await el.updateComplete;
    const answer = getComputedStyle($(el, '.answer')!);
    expect(answer.paddingRight).to.equal(answer.paddingInlineStart);
    expect(parseFloat(answer.paddingRight)).to.be.greaterThan(parseFloat(answer.paddingLeft));
  });
});
