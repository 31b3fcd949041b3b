import { expect, fixture, html } from '@open-wc/testing';
import type { DefendersGame } from '../../src/components/game/game.js';
import '../../src/index.js';
import '../../src/locales/de.js';
import { captureWarnings, changes } from '../helpers/events.js';
import { citationHref, citationShown, citationsIn, citedPages } from '../helpers/citations.js';
import { openDetails } from '../helpers/dom.js';

const url = 'https://example.com/rules.pdf';
const alertOf = (el: Element) => el.shadowRoot!.querySelector('[role="alert"]');

/** Waits until `game`, its widgets and every rule reference inside have rendered: their citations. */
async function settle(game: DefendersGame): Promise<Element[]> {
  await game.updateComplete;
  for (const widget of game.querySelectorAll<HTMLElement & { updateComplete?: Promise<unknown> }>(
    '*',
  )) {
    await widget.updateComplete;
  }
  return citationsIn(game);
}

/** Opens every answer of the FAQs in `game`: a closed answer makes no citation. */
async function openAnswers(game: DefendersGame): Promise<void> {
  await settle(game);
  for (const faq of game.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>(
    'defenders-faq',
  ))
    await openDetails(faq, faq.shadowRoot!.querySelectorAll('details'));
}

const firstPage = (citation: Element) => Number(citedPages(citation)!.split(',')[0]);
const href = citationHref;
const shown = citationShown;

describe('<defenders-game> page-offset, spreads and pdfPage', () => {
  it('sets none by default and reflects what the host sets, without an event', async () => {
    const game = await fixture<DefendersGame>(
      html`<defenders-game rulebook-url=${url}></defenders-game>`,
    );
    expect(game.pageOffset).to.equal(null);
    expect(game.spreads).to.equal(false);
    expect(game.pdfPage).to.equal(null);
    expect(game.hasAttribute('page-offset') || game.hasAttribute('spreads')).to.equal(false);
    expect(game.state!.pageSettings).to.deep.equal({ offset: null, spreads: false, pdfPage: null });

    const events = changes(game);
    game.pageOffset = -2;
    game.spreads = true;
    await game.updateComplete;
    expect(game.getAttribute('page-offset')).to.equal('-2');
    expect(game.getAttribute('spreads')).to.equal('');
    expect(game.state!.pageSettings).to.deep.equal({ offset: -2, spreads: true, pdfPage: null });
    game.setAttribute('page-offset', '3');
    game.removeAttribute('spreads');
    await game.updateComplete;
    expect(game.pageOffset).to.equal(3);
    expect(game.state!.pageSettings).to.deep.equal({ offset: 3, spreads: false, pdfPage: null });
    expect(events).to.have.length(0);
  });

  it('every widget inside links its citations to the PDF page, and shows the printed page', async () => {
    const game =
      await fixture<DefendersGame>(html`<defenders-game players="3" rulebook-url=${url} spreads page-offset="1">
      <defenders-setup-calculator></defenders-setup-calculator>
      <defenders-turn-checklist action="replenish"></defenders-turn-checklist>
      <defenders-path-tracker></defenders-path-tracker>
      <defenders-victory-checker></defenders-victory-checker>
      <defenders-faq></defenders-faq>
      <p>See <defenders-rule-ref pages="22,23"></defenders-rule-ref>.</p>
    </defenders-game>`);
    await openAnswers(game);
    // The tracker cites pages once asked why the marker moves.
    game
      .querySelector('defenders-path-tracker')!
      .shadowRoot!.querySelector<HTMLButtonElement>('.advance')!
      .click();
    await settle(game);
    const widgets = [
      'defenders-setup-calculator',
      'defenders-turn-checklist',
      'defenders-path-tracker',
      'defenders-victory-checker',
      'defenders-faq',
    ];
    for (const tag of widgets) {
      const refs = citationsIn(game.querySelector(tag)!.shadowRoot!).filter(citedPages);
      expect(refs.length, `${tag} cites pages`).to.be.greaterThan(0);
      for (const ref of refs) {
        const printed = firstPage(ref);
        expect(href(ref), `${tag}, printed page ${printed}`).to.equal(
          `${url}#page=${Math.floor(printed / 2) + 1 + 1}`,
        );
        expect(shown(ref)).to.match(new RegExp(`^Rulebook pp?\\. ${printed}\\b`));
      }
    }
    const slotted = game.querySelector(':scope > p > defenders-rule-ref')!;
    expect(href(slotted)).to.equal(`${url}#page=13`);
    expect(shown(slotted)).to.equal('Rulebook pp. 22\u201323');
    await expect(game).to.be.accessible();

    // A change by the host reaches every citation inside.
    game.spreads = false;
    game.pageOffset = null;
    const refs = await settle(game);
    for (const ref of refs.filter(citedPages))
      expect(href(ref)).to.equal(`${url}#page=${firstPage(ref)}`);
  });

  it("shares a pdfPage function with every citation; a rule reference's own settings win", async () => {
    const game =
      await fixture<DefendersGame>(html`<defenders-game rulebook-url=${url} page-offset="5">
      <defenders-faq query="marker"></defenders-faq>
      <defenders-rule-ref id="follows" pages="22"></defenders-rule-ref>
      <defenders-rule-ref id="offset" pages="22" page-offset="-2"></defenders-rule-ref>
      <defenders-rule-ref id="spreads" pages="22" spreads></defenders-rule-ref>
    </defenders-game>`);
    await openAnswers(game);
    const ref = (id: string) => game.querySelector(`#${id}`)!;
    expect(href(ref('follows'))).to.equal(`${url}#page=27`);
    expect(href(ref('offset'))).to.equal(`${url}#page=20`);
    expect(href(ref('spreads')), "its own spreads, the game's offset").to.equal(`${url}#page=17`);

    game.pdfPage = (printed) => printed + 40;
    const refs = await settle(game);
    expect(href(ref('follows'))).to.equal(`${url}#page=62`);
    expect(href(ref('offset')), 'its own offset wins over the game function').to.equal(
      `${url}#page=20`,
    );
    for (const inFaq of citationsIn(game.querySelector('defenders-faq')!.shadowRoot!)) {
      expect(href(inFaq)).to.equal(`${url}#page=${firstPage(inFaq) + 40}`);
    }
    expect(refs.length).to.be.greaterThan(3);
    expect(shown(ref('follows'))).to.equal('Rulebook p. 22');
  });

  it('links without a page and warns once when the game pdfPage throws, however many citations use it', async () => {
    const warnings = captureWarnings();
    try {
      const game = await fixture<DefendersGame>(html`<defenders-game rulebook-url=${url}>
        <defenders-faq></defenders-faq>
        <defenders-rule-ref pages="22"></defenders-rule-ref>
      </defenders-game>`);
      await openAnswers(game);
      game.pdfPage = () => {
        throw new Error('not in this edition');
      };
      const refs = await settle(game);
      expect(refs.length).to.be.greaterThan(5);
      for (const ref of refs) expect(href(ref)).to.equal(url);
      expect(warnings.calls).to.have.length(1);
      expect(String(warnings.calls[0]![0])).to.contain('not in this edition');
      expect(alertOf(game)).to.equal(null);
    } finally {
      warnings.restore();
    }
  });

  for (const bad of ['abc', '1.5', '2000']) {
    it(`shows a message for page-offset="${bad}", warns once, uses 0 and keeps the other settings`, async () => {
      const warnings = captureWarnings();
      try {
        const game =
          await fixture<DefendersGame>(html`<defenders-game players="3" rulebook-url=${url} spreads page-offset=${bad}>
          <defenders-rule-ref pages="22"></defenders-rule-ref>
        </defenders-game>`);
        await settle(game);
        expect(alertOf(game)!.textContent)
          .to.contain('page-offset must be a whole number from -999 to 999')
          .and.contain(`"${bad}"`);
        expect(game.getAttribute('page-offset'), 'what the host wrote stays').to.equal(bad);
        expect(game.state!.players, 'the other settings are kept').to.equal(3);
        expect(game.state!.rulebookUrl).to.equal(url);
        expect(href(game.querySelector('defenders-rule-ref')!), 'spreads, no offset').to.equal(
          `${url}#page=12`,
        );
        expect(warnings.calls).to.have.length(1);
        await expect(game).to.be.accessible();
        game.setAttribute('page-offset', '1');
        await settle(game);
        expect(alertOf(game)).to.equal(null);
        expect(href(game.querySelector('defenders-rule-ref')!)).to.equal(`${url}#page=13`);
      } finally {
        warnings.restore();
      }
    });
  }

  it('shows a message for spreads="false" and for a pdfPage that is not a function, and keeps working', async () => {
    const warnings = captureWarnings();
    try {
      const game =
        await fixture<DefendersGame>(html`<defenders-game rulebook-url=${url} spreads="false" page-offset="2">
        <defenders-rule-ref pages="22"></defenders-rule-ref>
      </defenders-game>`);
      await settle(game);
      expect(alertOf(game)!.textContent).to.contain(
        'spreads is on when present and off when left out',
      );
      expect(href(game.querySelector('defenders-rule-ref')!)).to.equal(`${url}#page=24`);
      game.pdfPage = 42 as unknown as (printed: number) => number;
      await settle(game);
      expect(alertOf(game)!.textContent).to.contain('pdfPage must be a function');
      expect(href(game.querySelector('defenders-rule-ref')!)).to.equal(`${url}#page=24`);
      expect(warnings.calls).to.have.length(2);
    } finally {
      warnings.restore();
    }
  });

  it('writes its page-setting messages in the reader’s language, again when it changes, and warns in English', async () => {
    const warnings = captureWarnings();
    try {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="de"><defenders-game page-offset="abc" spreads="false"></defenders-game></div>`,
      );
      const game = wrapper.querySelector('defenders-game') as DefendersGame;
      await settle(game);
      expect(alertOf(game)!.textContent)
        .to.contain('page-offset muss eine ganze Zahl von -999 bis 999 sein')
        .and.contain('erhalten: "abc"');
      expect(warnings.calls.map((call) => String(call[0]))).to.deep.equal([
        '<defenders-game>: page-offset must be a whole number from -999 to 999 (PDF page = printed page + offset); got "abc", so it is ignored.',
        '<defenders-game>: spreads is on when present and off when left out; got spreads="false", read as off.',
      ]);
      wrapper.lang = 'en';
      await new Promise((resolve) => setTimeout(resolve));
      await settle(game);
      expect(alertOf(game)!.textContent).to.contain('page-offset must be a whole number');
      expect(warnings.calls, 'no new warning for the same problems').to.have.length(2);
    } finally {
      warnings.restore();
    }
  });

  it('keeps its page settings through a new game', async () => {
    const game = await fixture<DefendersGame>(html`<defenders-game rulebook-url=${url} spreads>
      <defenders-rule-ref pages="22"></defenders-rule-ref>
    </defenders-game>`);
    game.shadowRoot!.querySelector<HTMLButtonElement>('[part="new-game"]')!.click();
    await game.updateComplete;
    game.shadowRoot!.querySelector<HTMLButtonElement>('.confirm-new')!.click();
    await settle(game);
    expect(game.state!.pageSettings.spreads).to.equal(true);
    expect(href(game.querySelector('defenders-rule-ref')!)).to.equal(`${url}#page=12`);
  });
});
