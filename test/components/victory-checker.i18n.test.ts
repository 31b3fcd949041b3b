import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/victory-checker/victory-checker.js';
import '../../src/components/game/game.js';
import '../../src/locales/de.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import type { DefendersGame } from '../../src/components/game/game.js';
import { RulesError } from '../../src/rules/errors.js';
import {
  canClaimShield,
  checkVictory,
  shieldItemName,
  shieldRequirementName,
  victoryNeeds,
} from '../../src/rules/victory.js';
import type { ShieldClaimInput, VictoryInput } from '../../src/rules/types.js';
import { victoryMessages } from '../../src/rules/victory.messages.js';
import { $, $$, text } from '../helpers/dom.js';
import { quietly } from '../helpers/events.js';
import { englishLeft } from '../helpers/i18n.js';
import { languageSuite, settled } from '../helpers/language-suite.js';

type Checker = DefendersVictoryChecker;

/** A stepper's − (`less`) or + (`more`) button, found by the stepper's id. */
function stepperButton(el: Checker, id: string, which: 'less' | 'more'): HTMLButtonElement {
  const buttons = $$(el, `[aria-labelledby="${id}-label"] button`);
  const found = buttons[which === 'less' ? 0 : 1];
  if (!found) throw new Error(`no ${which} button on stepper ${id}`);
  return found as HTMLButtonElement;
}

async function step(el: Checker, id: string, which: 'less' | 'more', times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    stepperButton(el, id, which).click();
    await el.updateComplete;
  }
}

async function click(el: Checker, selector: string): Promise<void> {
  const found = $(el, selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  found.click();
  await el.updateComplete;
}

const outcome = (el: Checker) => text($(el, '[part="outcome"]'));

/** Makes sure a state of `eachState` was reached, whatever the language. */
function expectOutcome(el: Checker, wanted: string): void {
  expect($(el, '[part="verdict"]')!.dataset.outcome).to.equal(wanted);
}

const DRAW: VictoryInput = {
  houses: [{ house: 'ravenclaw', shields: 1 }],
  darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
  finalHand: true,
  everyoneOutOfCards: true,
};

/**
 * The checker in its main states, in `lang` and `dir`, at phone width: each is checked by `check`
 * (fresh, with needs; the shield helper open, something missing; a House's win; inputs that
 * clash; a requirement short of pawns; the Dark Arts win; the shield claimable; a draw; a rejected
 * `input`), then inside a `<defenders-game>` (the pawn cap; fields taken over from the game).
 */
async function eachState(
  lang: string,
  check: (el: Checker, state: string) => Promise<void>,
  dir: 'ltr' | 'rtl' = 'ltr',
): Promise<void> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} dir=${dir}><defenders-victory-checker></defenders-victory-checker></div>`,
  );
  wrapper.style.width = '20em';
  const el = wrapper.querySelector('defenders-victory-checker') as Checker;
  await settled(el);
  expectOutcome(el, 'none');
  await check(el, 'fresh');

  ($(el, '[part="shield-helper"]') as HTMLDetailsElement).open = true;
  await el.updateComplete;
  await check(el, 'shield helper open, everything missing');

  await step(el, 'shields-gryffindor', 'more', 2);
  expectOutcome(el, 'house');
  await check(el, 'Gryffindor wins');
  await step(el, 'shields-gryffindor', 'less', 2);

  await step(el, 'tokens', 'more', 3);
  expectOutcome(el, 'error');
  await check(el, 'three tokens without a requirement: the inputs clash');
  await click(el, 'input[name="requirement"][value="2"]');
  await step(el, 'pawns', 'more');
  expectOutcome(el, 'none');
  await check(el, 'requirement 2, one pawn: short of pawns');
  await step(el, 'pawns', 'more');
  expectOutcome(el, 'dark-arts');
  await check(el, 'the Dark Arts Player wins');

  for (const name of ['onShieldSpace', 'libraryBook', 'parchmentScroll', 'holds-item'])
    await click(el, `input[name="${name}"]`);
  expect(el.shieldClaim.ok).to.equal(true);
  await check(el, 'the shield can be claimed');
  await click(el, 'input[name="shield-needs"][value="dark-detector"]');
  await check(el, 'the shield pictures the Dark Detector, not held');

  el.input = DRAW;
  await el.updateComplete;
  expectOutcome(el, 'draw');
  await check(el, 'a draw');

  await quietly(async () => {
    el.input = { ...DRAW, finalHand: false } as VictoryInput;
    await el.updateComplete;
    expect($(el, '[role="alert"]')).to.not.equal(null);
    await check(el, 'a rejected input');
  });

  const game = await fixture<DefendersGame>(
    html`<div lang=${lang} dir=${dir}>
      <defenders-game players="3"><defenders-victory-checker></defenders-victory-checker></defenders-game>
    </div>`,
  );
  game.style.width = '20em';
  const inGame = game.querySelector('defenders-victory-checker') as Checker;
  await settled(inGame);
  expect($(inGame, '.pawn-cap')).to.not.equal(null);
  await check(inGame, 'inside a game, following it');
  await click(inGame, 'input[name="final-hand"]');
  await click(inGame, 'input[name="house"][value="slytherin"]');
  await check(inGame, 'inside a game, two groups set here');
  const followAgain = $$(inGame, '[part="game-note"] button');
  expect(followAgain).to.have.length(1);
  followAgain[0]!.click();
  await settled(inGame);
  await inGame.updateComplete;
  expect($(inGame, '[role="status"]')!.textContent!.trim()).to.not.equal('');
  await check(inGame, 'inside a game, following it again');
}

describe('<defenders-victory-checker> in other languages', () => {
  languageSuite({
    tag: 'defenders-victory-checker',
    eachState,
    // axe reads the form, a clash of inputs and a game's notes: the other states add no markup kind.
    axeIn: (state) =>
      state === 'fresh' ||
      state.endsWith('the inputs clash') ||
      state === 'inside a game, two groups set here',
  });

  it('renders again in the new language when lang changes at run time, verdict and alert included', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en"><defenders-victory-checker></defenders-victory-checker></div>`,
    );
    const el = wrapper.querySelector('defenders-victory-checker') as Checker;
    await settled(el);
    await step(el, 'shields-hufflepuff', 'more');
    expect(text($(el, 'h2'))).to.equal('Who has won?');
    expect(el.needs.map((need) => need.text)).to.include('Hufflepuff needs 1 more Defence Shield.');

    wrapper.lang = 'de';
    await settled(el);
    expect(text($(el, 'h2'))).to.equal('Wer hat gewonnen?');
    expect(outcome(el)).to.equal('Noch kein Sieger');
    expect(el.needs.map((need) => need.text)).to.include(
      'Hufflepuff braucht noch 1 Verteidigungsschild.',
    );
    expect(text($(el, '[part="needs"]'))).to.contain(
      'Hufflepuff braucht noch 1 Verteidigungsschild.',
    );
    expect($(el, '#shields-hufflepuff')!.textContent).to.contain(
      'Hufflepuff: 1 Verteidigungsschild',
    );
    expect(stepperButton(el, 'pawns', 'more').getAttribute('aria-label')).to.equal(
      'Eine Figur mehr am Ort',
    );

    await quietly(async () => {
      el.input = { ...DRAW, finalHand: false } as VictoryInput;
      await el.updateComplete;
    });
    const alert = () => text($(el, '[role="alert"]'));
    expect(alert()).to.contain('Die Eigenschaft input wurde nicht übernommen');
    expect(alert()).to.contain('bei locationRequirement 1 muss input.finalHand also true sein');
    wrapper.lang = 'en';
    await settled(el);
    expect(alert()).to.contain('The input property was not used');
    expect(alert()).to.contain('input.finalHand must be true or left out');
    expect(outcome(el)).to.equal('No winner yet');

    await step(el, 'tokens', 'more', 3);
    el.lang = 'de';
    await settled(el);
    expect(outcome(el)).to.equal('Prüfe die Angaben');
    expect(el.inputError).to.contain('der dritte Fortschrittsmarker bringt die Ortskarte');
    expect(text($(el, '[part="alert"]'))).to.contain('Wähle, wie viele Figuren sie verlangt');
  });

  it('mirrors the steppers and the verdict bar right to left', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><defenders-victory-checker></defenders-victory-checker></div>`,
    );
    const el = wrapper.querySelector('defenders-victory-checker') as Checker;
    await el.updateComplete;
    const less = stepperButton(el, 'tokens', 'less').getBoundingClientRect();
    const more = stepperButton(el, 'tokens', 'more').getBoundingClientRect();
    expect(less.left, '− on the right, + on the left').to.be.greaterThan(more.left);
    const verdict = getComputedStyle($(el, '[part="verdict"]')!);
    expect(parseFloat(verdict.borderRightWidth)).to.be.greaterThan(
      parseFloat(verdict.borderLeftWidth),
    );
    const reasons = getComputedStyle($(el, '[part="reasons"]')!);
    expect(parseFloat(reasons.paddingRight)).to.be.greaterThan(parseFloat(reasons.paddingLeft));
  });
});

describe('the victory rules in other languages', () => {
  const playing: VictoryInput = {
    houses: [
      { house: 'gryffindor', shields: 0 },
      { house: 'slytherin', shields: 1 },
    ],
    darkArts: { progressTokens: 3, locationRequirement: 3, pawnsAtLocation: 1 },
  };
  const shield: ShieldClaimInput = {
    onShieldSpace: false,
    libraryBook: true,
    parchmentScroll: false,
    daCoin: false,
    darkDetector: false,
    shieldNeeds: 'dark-detector',
  };

  it('gives reasons, needs and missing items in German with { locale: "de" }, and English by default', () => {
    expect(checkVictory(playing).reasons.map((reason) => reason.text)).to.deep.equal([
      'No House has two Defence Shields yet; the furthest along has one.',
      'The Dark Arts Player has 1 pawn at their Location but needs 3.',
      'A draw is only possible in the final hand, once the marker reaches the last space.',
    ]);
    const german = checkVictory(playing, { locale: 'de' });
    expect(german.reasons.map((reason) => reason.text)).to.deep.equal([
      'Noch kein Haus hat zwei Verteidigungsschilde; das am weitesten vorne liegende hat einen.',
      'Der Spieler der Dunklen Künste hat 1 Figur an seinem Ort, braucht aber 3.',
      'Ein Unentschieden ist nur in der letzten Hand möglich, sobald der Marker der Dunklen Künste das letzte Feld erreicht hat.',
    ]);
    expect(german.reasons.map((reason) => reason.pages)).to.deep.equal(
      checkVictory(playing).reasons.map((reason) => reason.pages),
    );
    expect(victoryNeeds(playing, { locale: 'de' }).map((need) => need.text)).to.deep.equal([
      'Gryffindor braucht noch 2 Verteidigungsschilde.',
      'Slytherin braucht noch 1 Verteidigungsschild.',
      'Der Spieler der Dunklen Künste braucht noch 2 Figuren am Ort.',
    ]);
    expect(victoryNeeds(playing).at(-1)?.text).to.equal(
      'The Dark Arts Player needs 2 more pawns at the Location.',
    );
    expect(
      checkVictory({ ...playing, houses: [{ house: 'hufflepuff', shields: 2 }] }, { locale: 'de' })
        .reasons[0]?.text,
    ).to.match(/^Hufflepuff hat als erstes Haus zwei Verteidigungsschilde und gewinnt/);
    expect(canClaimShield(shield, { locale: 'de' }).missing).to.deep.equal([
      'eine Hausfigur auf einem Schildfeld',
      'eine Pergamentrolle',
      'der Dunkeldetektor',
    ]);
    expect(canClaimShield(shield).missing).to.deep.equal([
      'a House pawn on a Defence Shield Space',
      'a Parchment Scroll',
      'the Dark Detector',
    ]);
    expect(shieldItemName('da-coin', { locale: 'de' })).to.equal('DA-Münze');
    expect(shieldItemName('dark-detector')).to.equal('Dark Detector');
    expect(shieldRequirementName('libraryBook', { locale: 'de' })).to.equal('ein Bibliotheksbuch');
    expect(shieldRequirementName('libraryBook')).to.equal('a Library Book');
  });

  it('reads options it cannot use as English, never failing on them', () => {
    const english = checkVictory(playing).reasons;
    for (const options of [null, 7, 'de', { locale: 3 }, []] as unknown[])
      expect(checkVictory(playing, options as never).reasons).to.deep.equal(english);
  });

  it('says every input it rejects in German through messageIn("de")', () => {
    const base = {
      houses: [{ house: 'gryffindor', shields: 0 }],
      darkArts: { progressTokens: 1, locationRequirement: null, pawnsAtLocation: 0 },
    };
    const rejected: [string, unknown, string][] = [
      ['no houses', { ...base, houses: [] }, 'erhalten: eine leere Liste'],
      [
        'a house twice',
        { ...base, houses: [...base.houses, ...base.houses] },
        'Gryffindor kommt zweimal vor',
      ],
      [
        'two winners',
        {
          ...base,
          houses: [
            { house: 'gryffindor', shields: 2 },
            { house: 'ravenclaw', shields: 2 },
          ],
        },
        'erhalten: Gryffindor und Ravenclaw',
      ],
      [
        'a requirement of 4',
        { ...base, darkArts: { ...base.darkArts, locationRequirement: 4 } },
        'erhalten: 4',
      ],
      [
        'requirement 1 before the final hand',
        {
          ...base,
          darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
          finalHand: false,
        },
        'erhalten: finalHand false',
      ],
      [
        'a requirement without three tokens',
        { ...base, darkArts: { ...base.darkArts, locationRequirement: 2 } },
        'erhalten: progressTokens 1 mit Anforderung 2',
      ],
      [
        'three tokens without a requirement',
        { ...base, darkArts: { ...base.darkArts, progressTokens: 3 } },
        'daher muss locationRequirement',
      ],
      [
        'both sides winning',
        {
          houses: [{ house: 'slytherin', shields: 2 }],
          darkArts: { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 2 },
        },
        'erhalten: Slytherin mit zwei Verteidigungsschilden',
      ],
    ];
    const englishFragments = [victoryMessages];
    for (const [what, input, german] of rejected) {
      let error: unknown;
      try {
        checkVictory(input as VictoryInput);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, what).to.be.instanceOf(RulesError);
      const message = (error as RulesError).messageIn('de');
      expect(message, what).to.contain(german);
      expect(englishLeft([message], new Set(), englishFragments), what).to.deep.equal([]);
      expect((error as RulesError).message, what).to.not.equal(message);
    }
  });
});
