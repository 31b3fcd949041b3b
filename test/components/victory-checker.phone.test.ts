// The victory checker on a 390 × 844 phone, by touch: short enough to take in (the verdict first,
// the explanations folded), and every tap that changes the verdict shows the new verdict in view.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import '../../src/index.js';
import { $, text } from '../helpers/dom.js';
import { settle } from '../helpers/play.js';
import { inViewport, phoneViewport, restoreViewport, tapOnce } from '../helpers/tap.js';

const PHONE = { width: 390, height: 844 };
const FONT = "16px 'Times New Roman', 'Liberation Serif', serif";

async function checkerOnPage(): Promise<DefendersVictoryChecker> {
  // Text above it, as on a fan guide: the checker is not at the top of the page.
  const page = await fixture<HTMLElement>(
    html`<main><p class="intro">How a game of Defenders of Hogwarts ends.</p><defenders-victory-checker></defenders-victory-checker></main>`,
  );
  page.style.font = FONT;
  page.querySelector<HTMLElement>('.intro')!.style.height = '600px';
  const el = page.querySelector('defenders-victory-checker')!;
  await settle(el);
  return el;
}

const button = (el: HTMLElement, label: string) => $(el, `button[aria-label="${label}"]`)!;

describe('<defenders-victory-checker> on a 390 × 844 phone', () => {
  before(() => phoneViewport(PHONE.width, PHONE.height));
  after(() => restoreViewport());
  afterEach(() => resetMouse());

  it('is at most one and a half screens tall as it first shows', async () => {
    const el = await checkerOnPage();
    const height = el.getBoundingClientRect().height;
    console.log(`victory checker height at 390 px: ${Math.round(height)} px`);
    expect(height).to.be.at.most(PHONE.height * 1.5);
  });

  it('puts the verdict first, before the form', async () => {
    const el = await checkerOnPage();
    const outcome = $(el, '[part="outcome"]')!;
    const form = $(el, '[part="form"]')!;
    expect(outcome.getBoundingClientRect().bottom).to.be.at.most(form.getBoundingClientRect().top);
    expect(outcome.getAttribute('aria-live')).to.equal('polite');
  });

  it('shows the new verdict in view after each tap that changes it, down to the last stepper', async () => {
    const el = await checkerOnPage();
    const outcome = () => $(el, '[part="outcome"]')!;
    for (let token = 1; token <= 3; token += 1) {
      await tapOnce(button(el, 'One more Progress Token'), 'touch');
      await settle(el);
      expect(inViewport(outcome()), `the verdict in view after token ${token}`).to.equal(true);
    }
    const three = $(el, 'input[name="requirement"][value="3"]')!;
    await tapOnce(three, 'touch');
    await settle(el);
    expect(text(outcome())).to.equal('No winner yet');
    expect(inViewport(outcome()), 'the verdict in view after the requirement').to.equal(true);
    for (let pawn = 1; pawn <= 3; pawn += 1) {
      await tapOnce(button(el, 'One more pawn at the Location'), 'touch');
      await settle(el);
      expect(inViewport(outcome()), `the verdict in view after pawn ${pawn}`).to.equal(true);
    }
    expect(text(outcome())).to.equal('The Dark Arts Player wins');
  });

  it('names the Houses it assumes until the players choose theirs', async () => {
    const el = await checkerOnPage();
    const note = $(el, '[part="houses-note"]');
    expect(text(note)).to.contain('Gryffindor');
    const slytherin = $(el, 'input[name="house"][value="slytherin"]')!;
    await tapOnce(slytherin, 'touch');
    await settle(el);
    expect($(el, '[part="houses-note"]'), 'gone once the players chose').to.equal(null);
  });
});
