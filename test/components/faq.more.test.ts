// No dead end: a search that matches nothing shows the closest answers under their own heading and
// says how to find more (clear the search, or browse by topic); a topic lists its answers. Typed
// by keyboard and tapped with the engine's real pointer on a phone-wide page.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/locales/de.js';
import { FAQ } from '../../src/rules/faq/search.js';
import { FAQ_TOPICS } from '../../src/rules/faq/topics.js';
import type { FaqEntry } from '../../src/rules.js';
import type { DefendersFaq } from '../../src/components/faq/faq.js';
import '../../src/components/faq/faq.js';
import { byText, root } from '../helpers/dom.js';
import { mouseClick } from '../helpers/tap.js';
import { typeText } from '../helpers/keys.js';
import { changes } from '../helpers/events.js';

const search = (el: DefendersFaq) =>
  root(el).querySelector<HTMLInputElement>('input[type="search"]')!;
const count = (el: DefendersFaq) => root(el).querySelector('[part="count"]')!.textContent!.trim();
const closest = (el: DefendersFaq) => root(el).querySelector<HTMLElement>('[part="closest"]');
const questions = (scope: ParentNode) =>
  [...scope.querySelectorAll('summary')].map((summary) => summary.textContent!.trim());

async function type(el: DefendersFaq, text: string): Promise<void> {
  search(el).focus();
  await typeText(text);
  // What the engine's keys wrote is the query under test (WebKit's driver once dropped letters).
  expect(search(el).value).to.equal(text);
  await el.updateComplete;
}

const button = (el: DefendersFaq, words: string) =>
  byText<HTMLButtonElement>(root(el), 'button', words);

describe('<defenders-faq> with no match', () => {
  // A phone's width where the driver sets the viewport. WebKit's cannot; resizing its window
  // instead leaves the keyboard focus tests of the files after this one without focus rings.
  before(async () => {
    if (/Chrome\/|Firefox\//.test(navigator.userAgent))
      await setViewport({ width: 390, height: 800 });
  });
  afterEach(() => resetMouse());

  it('shows the closest answers, labelled as such, for a query that matches nothing', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    await type(el, 'stunnedxx pawnsxx');
    expect(el.results).to.deep.equal([]);
    expect(count(el)).to.equal('No answers match');
    expect(root(el).querySelector('[part="empty"] p')!.textContent).to.contain(
      'the rules guide they follow may not cover it',
    );
    const section = closest(el)!;
    expect(section, 'the closest answers').to.not.equal(null);
    const heading = section.querySelector('h3')!;
    expect(heading.textContent!.trim()).to.equal('Closest answers');
    expect(section.getAttribute('aria-labelledby')).to.equal(heading.id);
    const shown = questions(section);
    expect(shown.length).to.be.within(1, 3);
    expect(shown).to.include(FAQ.find((entry) => entry.id === 'stunned-pawns')!.question);
    await expect(el).to.be.accessible();
  });

  it('gives a question the guide does not answer no confident answer, only the closest', async () => {
    const el = await fixture<DefendersFaq>(
      html`<defenders-faq query="what happens if the acquire deck runs out"></defenders-faq>`,
    );
    expect(el.results).to.deep.equal([]);
    expect(count(el)).to.equal('No answers match');
    expect(questions(closest(el)!).length).to.be.within(1, 3);
    const german = await fixture<DefendersFaq>(
      html`<defenders-faq lang="de" query="dürfen Hausspieler Karten tauschen"></defenders-faq>`,
    );
    expect(german.results).to.deep.equal([]);
    expect(closest(german), 'the closest answers in German').to.not.equal(null);
    await expect(german).to.be.accessible();
  });

  it('shows no closest answers where none is near, and still says how to find more', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq query="zzqxv"></defenders-faq>`);
    expect(closest(el)).to.equal(null);
    const more = root(el).querySelector('nav.more')!;
    expect(more.textContent).to.contain('clear the search or browse the answers by topic');
    expect(more.querySelectorAll('button[part="topic"]')).to.have.length(FAQ_TOPICS.length);
    expect(button(el, 'Clear the search')).to.not.equal(undefined);
  });

  it('a tap on a topic lists its answers, announces the count and fires one change', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq></defenders-faq>`);
    await type(el, 'zzqxv');
    const seen = changes<FaqEntry[]>(el);
    await mouseClick(button(el, 'Setup'));
    await el.updateComplete;
    const setup = Object.keys(FAQ_TOPICS.find((topic) => topic.id === 'setup')!.entries);
    expect(el.query).to.equal('');
    expect(el.results.map((entry) => entry.id)).to.deep.equal(setup);
    expect(seen).to.have.length(1);
    expect(seen[0]).to.equal(el.results);
    expect(count(el)).to.equal(`${setup.length} answers on “Setup”`);
    expect(root(el).activeElement?.tagName).to.equal('SUMMARY');
    await expect(el).to.be.accessible();
    await mouseClick(button(el, 'Show every answer'));
    await el.updateComplete;
    expect(el.results).to.have.length(FAQ.length);
    expect(count(el)).to.equal(`All ${FAQ.length} answers`);
    expect(seen).to.have.length(2);
  });

  it('typing again leaves the topic for the search', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq query="zzqxv"></defenders-faq>`);
    button(el, 'How the game ends').click();
    await el.updateComplete;
    expect(count(el)).to.match(/answers on “How the game ends”/);
    await type(el, 'tie');
    expect(el.results[0]?.id).to.equal('draw');
    expect(count(el)).to.match(/answers? match/);
  });

  it('offers the closest answers and the topics in German', async () => {
    const el = await fixture<DefendersFaq>(html`<defenders-faq lang="de"></defenders-faq>`);
    await type(el, 'Pergamentrollenxx');
    expect(closest(el)!.querySelector('h3')!.textContent!.trim()).to.equal(
      'Die ähnlichsten Antworten',
    );
    expect(questions(closest(el)!)).to.include('Wie holst du dir eine Pergamentrolle?');
    button(el, 'Aufbau').click();
    await el.updateComplete;
    expect(count(el)).to.match(/^\d+ Antworten zu „Aufbau“$/);
    await expect(el).to.be.accessible();
  });
});
