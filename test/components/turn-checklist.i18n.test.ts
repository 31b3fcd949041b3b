import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/game/game.js';
import '../../src/locales/de.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import { RulesError } from '../../src/rules/errors.js';
import { turnActions, turnPlan } from '../../src/rules/turns.js';
import { $, $$, root, text } from '../helpers/dom.js';
import { quietly } from '../helpers/events.js';
import { englishLeft, shownTexts } from '../helpers/i18n.js';
import { SAME_IN_GERMAN } from '../i18n/same-in-german.js';
import { languageSuite, settled } from '../helpers/language-suite.js';

function radio(el: HTMLElement, name: 'side' | 'action', value: string): HTMLInputElement {
  const found = $$(el, `input[name="${name}"]`).find(
    (input) => (input as HTMLInputElement).value === value,
  );
  if (!found) throw new Error(`no ${name} radio ${value}`);
  return found as HTMLInputElement;
}

async function click(el: DefendersTurnChecklist, selector: string): Promise<void> {
  ($(el, selector) as HTMLElement).click();
  await el.updateComplete;
}

async function tickAll(el: DefendersTurnChecklist): Promise<void> {
  for (const box of $$(el, '[part="step"] input[type="checkbox"]')) {
    if (!(box as HTMLInputElement).checked) box.click();
  }
  await el.updateComplete;
}

/**
 * The checklist in its main states, inside `wrapper`'s language: each state is checked by `check`
 * (empty; an action chosen; unavailable actions with reasons; the bump steps; every step ticked;
 * bad attributes).
 */
async function eachState(
  lang: string,
  check: (el: DefendersTurnChecklist, state: string) => Promise<void>,
  dir: 'ltr' | 'rtl' = 'ltr',
): Promise<void> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} dir=${dir}><defenders-turn-checklist></defenders-turn-checklist></div>`,
  );
  wrapper.style.width = '20em';
  const el = wrapper.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
  await el.updateComplete;
  await check(el, 'empty');

  radio(el, 'action', 'replenish').click();
  await el.updateComplete;
  await check(el, 'House Replenish chosen');
  await tickAll(el);
  await check(el, 'every step ticked');

  await click(el, '[part="next"]');
  await click(el, '.situation input[type="checkbox"]');
  el.finalHand = true;
  await el.updateComplete;
  await check(el, 'Learn and Replenish unavailable');

  radio(el, 'side', 'dark-arts').click();
  await el.updateComplete;
  radio(el, 'action', 'explore').click();
  await el.updateComplete;
  await check(el, 'Dark Arts Explore chosen');
  await tickAll(el);
  await check(el, 'every Dark Arts step ticked');

  await quietly(async () => {
    el.setAttribute('side', 'villain');
    await el.updateComplete;
    await check(el, 'bad side');
    el.setAttribute('side', 'dark-arts');
    el.setAttribute('action', 'learn');
    await el.updateComplete;
    await check(el, 'bad action');
  });
}

describe('<defenders-turn-checklist> in other languages', () => {
  languageSuite({ tag: 'defenders-turn-checklist', attributes: { action: 'explore' }, eachState });

  it('re-renders in the new language when lang changes at run time', async () => {
    const el = await fixture<DefendersTurnChecklist>(
      html`<defenders-turn-checklist action="learn"></defenders-turn-checklist>`,
    );
    const steps = () => $$(el, '[part="step"] .text').map(text);
    expect(text($(el, 'h2'))).to.equal('Your turn');
    $$(el, '[part="step"] input')[0]?.click();
    await el.updateComplete;
    el.lang = 'de';
    await settled(el);
    expect(text($(el, 'h2'))).to.equal('Dein Zug');
    expect(text($(el, '[part="sides"] legend'))).to.equal('Wer ist am Zug?');
    expect(text(radio(el, 'action', 'learn').closest('label'))).to.equal('Lernen');
    expect(steps()).to.deep.equal(
      turnPlan('house', 'learn', { locale: 'de' }).steps.map((step) => step.text),
    );
    expect($$(el, '[part="steps"] h3').map(text)).to.deep.equal([
      'Lernen, Schritt für Schritt',
      'Freie Aktionen (freiwillig)',
      'Ende des Zugs',
    ]);
    expect(el.plan).to.deep.equal(turnPlan('house', 'learn', { locale: 'de' }));
    expect(text($(el, '.progress'))).to.equal('1 von 9 Schritten abgehakt');
    el.lang = 'en';
    await settled(el);
    expect(steps()).to.deep.equal(turnPlan('house', 'learn').steps.map((step) => step.text));
  });

  it('gives the reason for an unavailable action and its bad-attribute messages in German', async () => {
    const el = await quietly(() =>
      fixture<DefendersTurnChecklist>(
        html`<defenders-turn-checklist
          lang="de"
          side="dark-arts"
          action="learn"
          final-hand
        ></defenders-turn-checklist>`,
      ),
    );
    expect(text($(el, '[role="alert"]')))
      .to.contain('für den Spieler der Dunklen Künste')
      .and.contain('"explore", "replenish"')
      .and.contain('"learn"');
    expect(text(radio(el, 'action', 'replenish').closest('label'))).to.contain('letzte Hand');
  });

  it('in a game, says in German that the shared path reached the final hand', async () => {
    const host = await fixture<HTMLElement>(html`<defenders-game lang="de" layout="wWoOrRRr">
      <defenders-path-tracker></defenders-path-tracker>
      <defenders-turn-checklist></defenders-turn-checklist>
    </defenders-game>`);
    const tracker = host.querySelector('defenders-path-tracker') as DefendersPathTracker;
    const checklist = host.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
    await tracker.updateComplete;
    const last = root(tracker).querySelectorAll('[part~="space"]').length - 1;
    while (tracker.state.position < last || tracker.state.pending) {
      if (tracker.state.pending) {
        const choice = tracker.info.mustTakeToken ? 'token' : 'effect';
        (root(tracker).querySelector(`[part="event"] button.${choice}`) as HTMLElement).click();
      } else {
        (root(tracker).querySelector('button.advance') as HTMLElement).click();
        await tracker.updateComplete;
        (root(tracker).querySelector('button.cause') as HTMLElement).click();
      }
      await tracker.updateComplete;
    }
    await checklist.updateComplete;
    expect(text($(checklist, '.situation'))).to.contain(
      'Letzte Hand: Der Marker der Dunklen Künste steht auf dem letzten Feld des Pfads.',
    );
    expect(englishLeft(shownTexts(checklist), SAME_IN_GERMAN)).to.deep.equal([]);
  });
});

describe('the turn rules in other languages', () => {
  it('tell every plan in German with { locale: "de" } and in English by default', () => {
    const plans = [
      ['house', 'explore'],
      ['house', 'learn'],
      ['house', 'replenish'],
      ['dark-arts', 'explore'],
      ['dark-arts', 'replenish'],
    ] as const;
    for (const [side, action] of plans) {
      const english = turnPlan(side, action);
      const german = turnPlan(side, action, { locale: 'de' });
      expect(german.steps.map((step) => step.id)).to.deep.equal(english.steps.map((s) => s.id));
      expect(german.steps.map((step) => step.pages)).to.deep.equal(
        english.steps.map((step) => step.pages),
      );
      german.steps.forEach((step, index) =>
        expect(step.text, step.id).not.to.equal(english.steps[index]?.text),
      );
      expect(
        englishLeft(
          german.steps.map((step) => step.text),
          SAME_IN_GERMAN,
        ),
      ).to.deep.equal([]);
    }
    expect(turnPlan('house', 'replenish').steps[1]?.text).to.equal(
      'Draw cards until your hand holds five.',
    );
    expect(turnPlan('house', 'replenish', { locale: 'de' }).steps[1]?.text).to.equal(
      'Zieh Karten, bis du fünf auf der Hand hast.',
    );
  });

  it('give the reasons an action is not allowed in German, in English by default', () => {
    const context = { finalHand: true, pawnOutsideProtectedArea: false };
    const reasons = (locale?: string) =>
      turnActions('house', context, locale ? { locale } : undefined).map((option) => option.reason);
    expect(reasons()).to.deep.equal([
      undefined,
      'To Learn, at least one of your pawns must stand outside the Protected Areas.',
      'The Dark Arts Marker is on the last space: this is the final hand, and nobody may Replenish any more.',
    ]);
    expect(reasons('de')).to.deep.equal([
      undefined,
      'Zum Lernen muss mindestens eine deiner Figuren außerhalb der Geschützten Bereiche stehen.',
      'Der Marker der Dunklen Künste steht auf dem letzten Feld: Das ist die letzte Hand, und niemand darf mehr Auffüllen.',
    ]);
    expect(
      turnActions('dark-arts', { finalHand: true }, { locale: 'de-AT' })[1]?.reason,
    ).to.contain('letzte Hand');
  });

  it('read the language from their options, and any other options as English, never throwing', () => {
    expect(turnPlan('house', 'explore', { locale: 'de' }).steps.at(-1)?.text).to.match(
      /^Ende des Zugs/,
    );
    for (const options of [null, 7, 'de', { locale: 5 }, { locale: 'zz' }]) {
      expect(turnPlan('house', 'explore', options as never).steps.at(-1)?.text).to.match(
        /^End of turn/,
      );
    }
  });

  it('give their errors in German through messageIn', () => {
    const thrown = (run: () => unknown): RulesError => {
      try {
        run();
      } catch (error) {
        if (error instanceof RulesError) return error;
      }
      throw new Error('no RulesError');
    };
    const learn = thrown(() => turnPlan('dark-arts', 'learn'));
    expect(learn.message).to.equal(
      'action for the Dark Arts Player must be "explore" or "replenish" (the Dark Arts side cannot Learn); got "learn"',
    );
    expect(learn.messageIn('de')).to.equal(
      'action für den Spieler der Dunklen Künste muss "explore" oder "replenish" sein (die Seite der Dunklen Künste kann nicht Lernen); erhalten: "learn"',
    );
    const other = thrown(() => turnPlan('dark-arts', [] as never, { locale: 'de' }));
    expect(other.message).to.equal(
      'action for the Dark Arts Player must be one of "explore", "replenish"; got a list',
    );
    expect(other.messageIn('de')).to.equal(
      'action für den Spieler der Dunklen Künste muss einer dieser Werte sein: "explore", "replenish"; erhalten: eine Liste',
    );
    expect(thrown(() => turnActions('wizard' as never)).messageIn('de')).to.contain(
      'muss einer dieser Werte sein',
    );
  });
});
