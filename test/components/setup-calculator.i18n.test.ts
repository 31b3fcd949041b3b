import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/game/game.js';
import '../../src/locales/de.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import { setupFor } from '../../src/rules/setup.js';
import { $, $$, text } from '../helpers/dom.js';
import { captureWarnings, quietly } from '../helpers/events.js';
import { shownTexts } from '../helpers/i18n.js';
import { languageSuite, settled } from '../helpers/language-suite.js';

function radio(el: DefendersSetupCalculator, count: number): HTMLInputElement {
  const found = $$(el, 'input[type="radio"]').find(
    (input) => (input as HTMLInputElement).value === String(count),
  );
  if (!found) throw new Error(`no radio for ${count}`);
  return found as HTMLInputElement;
}

/**
 * The calculator in its main states inside a `lang` (and `dir`) wrapper 20em wide, each passed to
 * `check`: the default count; two players chosen with a step ticked; a bad `players` value; and
 * inside a game with a rulebook address (linked citations, the keys tip).
 */
async function eachState(
  lang: string,
  check: (el: DefendersSetupCalculator, state: string) => Promise<void>,
  dir: 'ltr' | 'rtl' = 'ltr',
): Promise<void> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} dir=${dir}><defenders-setup-calculator></defenders-setup-calculator></div>`,
  );
  wrapper.style.width = '20em';
  const el = wrapper.querySelector('defenders-setup-calculator') as DefendersSetupCalculator;
  await settled(el);
  await check(el, 'default');

  radio(el, 2).click();
  ($(el, '.step input') as HTMLInputElement).click();
  await settled(el);
  await check(el, 'two players, one step ticked');

  await quietly(async () => {
    el.setAttribute('players', '7');
    await settled(el);
    await check(el, 'bad players');
  });

  const game = await fixture<HTMLElement>(
    html`<div lang=${lang} dir=${dir}>
      <defenders-game rulebook-url="https://example.com/rules.pdf" players="5"
        ><defenders-setup-calculator></defenders-setup-calculator
      ></defenders-game>
    </div>`,
  );
  game.style.width = '20em';
  const inGame = game.querySelector('defenders-setup-calculator') as DefendersSetupCalculator;
  await settled(inGame);
  expect($$(inGame, '.ref a').length, 'linked citations').to.be.greaterThan(3);
  expect($(inGame, '.keys-hint')).to.not.equal(null);
  await check(inGame, 'in a game with a rulebook');
}

describe('<defenders-setup-calculator> in other languages', () => {
  languageSuite({ tag: 'defenders-setup-calculator', eachState });

  it('shows German texts where English ones were, with the same figures', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator lang="de" players="3"></defenders-setup-calculator>`,
    );
    await settled(el);
    expect(text($(el, 'h2'))).to.equal('Aufbau für 3 Spieler');
    expect(text($(el, '.progress p'))).to.equal('0 von 6 Schritten erledigt');
    expect(text($(el, '.note p'))).to.match(/^Ja: Einer spielt ein Haus/);
    expect(shownTexts($(el, '.note .ref')!)).to.include('englisches Regelheft, Seiten 6, 8 bis 9');
    expect(el.plan).to.deep.equal(setupFor(3, { locale: 'de' }));
    expect($$(el, '.figure dt').map(text)).to.deep.equal([
      'Hausspieler',
      'Spieler der Dunklen Künste',
      'Figuren der Dunklen Künste',
      'Auf den Aufstellungsfeldern',
      'Im Vorrat',
    ]);
    expect($$(el, '.figure dd').map(text)).to.deep.equal(['2', '1', '5', '4', '1']);
  });

  it('renders again in the new language when lang changes at run time, plan included', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><defenders-setup-calculator></defenders-setup-calculator></div>`,
    );
    const el = wrapper.querySelector('defenders-setup-calculator') as DefendersSetupCalculator;
    await settled(el);
    expect(text($(el, 'h2'))).to.equal('Setup for 4 players');
    expect(el.plan).to.deep.equal(setupFor(4));

    wrapper.lang = 'de';
    await settled(el);
    expect(text($(el, 'h2'))).to.equal('Aufbau für 4 Spieler');
    expect(el.plan).to.deep.equal(setupFor(4, { locale: 'de' }));
    const citation = $(el, '.ref')!;
    expect(shownTexts(citation).join(' ')).to.contain('engl. Regelheft S. 6');

    el.lang = 'en';
    await settled(el);
    expect(text($(el, 'h2'))).to.equal('Setup for 4 players');
    expect(el.plan).to.deep.equal(setupFor(4));
    expect(shownTexts(citation).join(' ')).to.contain('Rulebook p. 6');
  });

  it('shows a bad players value in German and warns in English', async () => {
    const warnings = captureWarnings();
    let el: DefendersSetupCalculator;
    try {
      el = await fixture<DefendersSetupCalculator>(
        html`<defenders-setup-calculator lang="de" players="9"></defenders-setup-calculator>`,
      );
      await settled(el);
    } finally {
      warnings.restore();
    }
    expect(text($(el, '[role="alert"]'))).to.equal(
      'players muss eine ganze Zahl von 2 bis 5 sein; erhalten: "9". Angezeigt: 4 Spieler.',
    );
    expect(warnings.calls.map((call) => String(call[0]))).to.deep.equal([
      '<defenders-setup-calculator>: players must be a whole number from 2 to 5; got "9". Showing 4 players.',
    ]);
  });

  it('rules its figures, notes, chosen row and message on the right, right to left', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><defenders-setup-calculator players="x"></defenders-setup-calculator></div>`,
    );
    const el = wrapper.querySelector('defenders-setup-calculator') as DefendersSetupCalculator;
    await quietly(() => settled(el));
    for (const selector of ['.figure', '.note', '[role="alert"]']) {
      const style = getComputedStyle($(el, selector)!);
      expect([style.borderRightWidth, style.borderLeftWidth], selector).to.deep.equal([
        '4px',
        selector === '.figure' ? '1px' : '0px',
      ]);
    }
    expect(getComputedStyle($(el, 'tr.chosen')!).boxShadow).to.contain('-4px 0px 0px');
  });
});
