import { expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ReactiveElement } from 'lit';
import { ContextConsumer, ContextProvider } from '@lit/context';
import {
  checkVictory,
  initialPath,
  parseLayout,
  pathInfo,
  pathStateAt,
  DEFAULT_LAYOUT,
} from '../../src/rules.js';
import type { House, PathState, VictoryInput } from '../../src/rules.js';
import { gameContext, type GameContextValue, type GameState } from '../../src/model/context.js';
import { startSession } from '../../src/model/path-session.js';
import { EMPTY_WIDGETS, type VictoryEntries } from '../../src/model/widget-state.js';
import type {
  DefendersVictoryChecker,
  VictoryCheckerChange,
} from '../../src/components/victory-checker/victory-checker.js';
import type { DefendersGame } from '../../src/components/game/game.js';
import '../../src/components/victory-checker/victory-checker.js';
import '../../src/components/game/game.js';
import { SPACE } from '../helpers/keys.js';
import { root } from '../helpers/dom.js';
import { changes, quietly } from '../helpers/events.js';
import { citedPages, textBesideCitations } from '../helpers/citations.js';

// Plain (non-Lit) fixtures use fixtureSync: `fixture` would wait for an animation frame, which a
// page running in the background (test files run two at a time) may never get.
const outcome = (el: DefendersVictoryChecker) =>
  root(el).querySelector('[part="outcome"]')!.textContent!.trim();
const alertText = (el: DefendersVictoryChecker) =>
  [...root(el).querySelectorAll('[role="alert"]')]
    .map((node) => node.textContent!.replace(/\s+/g, ' ').trim())
    .join(' ');
const items = (el: DefendersVictoryChecker, part: string) =>
  [...root(el).querySelectorAll(`[part="${part}"] li`)].map(textBesideCitations);
const button = (el: DefendersVictoryChecker, label: string) => {
  const found = root(el).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!found) throw new Error(`no button labelled ${label}`);
  return found;
};
/** The number a stepper shows (a screen reader hears it in a sentence, such as "Gryffindor: 2 Defence Shields"). */
const output = (el: DefendersVictoryChecker, id: string) =>
  root(el).querySelector(`output#${id} [aria-hidden="true"]`)!.textContent!.trim();
const input = (el: DefendersVictoryChecker, selector: string) => {
  const found = root(el).querySelector<HTMLInputElement>(selector);
  if (!found) throw new Error(`no input ${selector}`);
  return found;
};
const houseBox = (el: DefendersVictoryChecker, house: House) =>
  input(el, `input[name="house"][value="${house}"]`);
const requirementRadio = (el: DefendersVictoryChecker, value: string) =>
  input(el, `input[name="requirement"][value="${value}"]`);

async function press(el: DefendersVictoryChecker, label: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    button(el, label).click();
    await el.updateComplete;
  }
}

async function toggle(el: DefendersVictoryChecker, target: HTMLInputElement): Promise<void> {
  target.click();
  await el.updateComplete;
}

const darkArtsWin: VictoryInput = {
  houses: [
    { house: 'gryffindor', shields: 1 },
    { house: 'slytherin', shields: 0 },
  ],
  darkArts: { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 2 },
};

const draw: VictoryInput = {
  houses: [{ house: 'ravenclaw', shields: 1 }],
  darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
  finalHand: true,
  everyoneOutOfCards: true,
};

describe('<defenders-victory-checker>', () => {
  it('renders "No winner yet" with the reasons and needs by default, accessibly', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    expect(root(el).querySelector('[part="base"]')).to.exist;
    expect(outcome(el)).to.equal('No winner yet');
    expect(el.verdict.outcome).to.equal('none');
    expect(el.inputError).to.equal(null);
    expect(alertText(el)).to.equal('');
    expect(houseBox(el, 'gryffindor').checked).to.equal(true);
    expect(houseBox(el, 'slytherin').checked).to.equal(false);
    expect(el.input.houses.map((entry) => entry.house)).to.deep.equal([
      'gryffindor',
      'hufflepuff',
      'ravenclaw',
    ]);
    const reasons = root(el).querySelectorAll('[part="reasons"] li');
    expect(reasons.length).to.equal(el.verdict.reasons.length);
    for (const [index, reason] of el.verdict.reasons.entries()) {
      expect(reasons[index].textContent).to.contain(reason.text);
      expect(citedPages(reasons[index].querySelector('.ref'))).to.equal(reason.pages.join(','));
    }
    expect(items(el, 'needs')).to.include.members([
      'Gryffindor needs 2 more Defence Shields.',
      'Ravenclaw needs 2 more Defence Shields.',
    ]);
    await expect(el).to.be.accessible();
  });

  it('announces the verdict through a polite live region', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    const region = root(el).querySelector('[part="outcome"]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    await press(el, 'One more Defence Shield for Hufflepuff', 2);
    expect(region.isConnected).to.equal(true);
    expect(root(el).querySelector('[part="outcome"]')).to.equal(region);
    expect(region.textContent!.trim()).to.equal('Hufflepuff wins');
  });

  it('declares a House the winner when the user gives it two Defence Shields, firing defenders-change', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    const plus = 'One more Defence Shield for Gryffindor';
    setTimeout(() => button(el, plus).click());
    const first = await oneEvent(el, 'defenders-change');
    expect(first.detail.verdict.outcome).to.equal('none');
    expect(first.detail.input.houses[0]).to.deep.equal({ house: 'gryffindor', shields: 1 });
    await el.updateComplete;
    const events = changes<VictoryCheckerChange>(el);
    button(el, plus).click();
    await el.updateComplete;
    expect(events).to.have.length(1);
    expect(events[0].verdict).to.deep.equal({ ...checkVictory(el.input) });
    expect(events[0].verdict.outcome).to.equal('house');
    expect(events[0].verdict.winner).to.equal('gryffindor');
    expect(first.bubbles && first.composed).to.equal(true);
    expect(outcome(el)).to.equal('Gryffindor wins');
    expect(output(el, 'shields-gryffindor')).to.equal('2');
    expect(items(el, 'reasons')[0]).to.contain(
      'Gryffindor is the first House with two Defence Shields',
    );
    expect(root(el).querySelector('[part="needs"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('explains each Location Card requirement and why it is locked until the third token', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    const label = (value: string) =>
      root(el)
        .querySelector(`label:has(input[name="requirement"][value="${value}"])`)!
        .textContent!.replace(/\s+/g, ' ');
    expect(label('3')).to.contain('3 pawns').and.to.contain('first red Event Space');
    expect(label('2')).to.contain('2 pawns').and.to.contain('next red Event Space');
    expect(label('1')).to.contain('1 pawn').and.to.contain('last path space');
    expect(requirementRadio(el, 'none').disabled).to.equal(false);
    for (const value of ['3', '2', '1'])
      expect(requirementRadio(el, value).disabled, value).to.equal(true);
    const group = root(el).querySelector('fieldset.requirement')!;
    const hint = root(el).getElementById(group.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.contain('only be chosen with all three');
    await press(el, 'One more Progress Token', 2);
    for (const value of ['3', '2', '1'])
      expect(requirementRadio(el, value).disabled, `two tokens: ${value}`).to.equal(true);
    await press(el, 'One more Progress Token');
    for (const value of ['3', '2', '1'])
      expect(requirementRadio(el, value).disabled, `three tokens: ${value}`).to.equal(false);
  });

  it('declares the Dark Arts Player the winner from the form: three tokens, a requirement and enough pawns', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    expect(requirementRadio(el, '3').disabled, 'needs three tokens first').to.equal(true);
    await press(el, 'One more Progress Token', 3);
    expect(output(el, 'tokens')).to.equal('3');
    expect(alertText(el), 'three tokens without the card').to.contain(
      'locationRequirement must be 1, 2 or 3',
    );
    expect(alertText(el)).to.contain('Choose its requirement: 3, 2 or 1 pawns');
    expect(outcome(el)).to.equal('Check the inputs');
    expect(requirementRadio(el, '3').disabled).to.equal(false);
    await toggle(el, requirementRadio(el, '3'));
    expect(alertText(el)).to.equal('');
    await press(el, 'One more pawn at the Location', 2);
    expect(outcome(el)).to.equal('No winner yet');
    expect(items(el, 'needs')).to.include(
      'The Dark Arts Player needs 1 more pawn at the Location.',
    );
    const events = changes<VictoryCheckerChange>(el);
    button(el, 'One more pawn at the Location').click();
    await el.updateComplete;
    expect(events[0].verdict.outcome).to.equal('dark-arts');
    expect(outcome(el)).to.equal('The Dark Arts Player wins');
    expect(el.verdict.outcome).to.equal('dark-arts');
    await expect(el).to.be.accessible();
  });

  it('declares a draw in the final hand when everyone is out of cards', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    // The card was taken at a red Event Space with a requirement of 2; the marker moves on.
    await press(el, 'One more Progress Token', 3);
    await toggle(el, requirementRadio(el, '2'));
    await toggle(el, input(el, 'input[name="out-of-cards"]'));
    expect(outcome(el), 'out of cards before the final hand decides nothing').to.equal(
      'No winner yet',
    );
    expect(items(el, 'reasons').join(' ')).to.contain('only in the final hand');
    await toggle(el, input(el, 'input[name="final-hand"]'));
    expect(alertText(el)).to.equal('');
    expect(outcome(el)).to.equal('Draw');
    expect(el.verdict.outcome).to.equal('draw');
    expect(items(el, 'reasons').join(' ')).to.contain('draw');
    await expect(el).to.be.accessible();
  });

  it('lists what each side still needs when nobody has won', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    el.input = {
      houses: [
        { house: 'ravenclaw', shields: 1 },
        { house: 'slytherin', shields: 0 },
      ],
      darkArts: { progressTokens: 3, locationRequirement: 3, pawnsAtLocation: 1 },
    };
    await el.updateComplete;
    expect(outcome(el)).to.equal('No winner yet');
    expect(items(el, 'needs')).to.deep.equal(el.needs.map((need) => need.text));
    expect(el.needs.map((need) => need.text)).to.deep.equal([
      'Ravenclaw needs 1 more Defence Shield.',
      'Slytherin needs 2 more Defence Shields.',
      'The Dark Arts Player needs 2 more pawns at the Location.',
    ]);
    const needNodes = root(el).querySelectorAll('[part="needs"] li');
    expect(needNodes.length).to.equal(3);
    expect(needNodes[2].textContent).to.contain('2 more pawns at the Location');
    expect(citedPages(needNodes[2].querySelector('.ref'))).to.equal('22,23');
  });

  describe('inconsistent input from the user', () => {
    it('two Houses at two shields: shows the core message, keeps the inputs, never throws', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      await press(el, 'One more Defence Shield for Gryffindor', 2);
      const events = changes<VictoryCheckerChange>(el);
      await press(el, 'One more Defence Shield for Ravenclaw', 2);
      await el.updateComplete;
      expect(events).to.have.length(2);
      expect(alertText(el)).to.contain('only one House can reach two Defence Shields');
      expect(alertText(el)).to.contain('Gryffindor and Ravenclaw');
      expect(alertText(el), 'what to change, in the words of the form').to.contain(
        'Take a shield away from one of them',
      );
      // The rule it states carries its page, in the paragraph that says it.
      const fix = [...root(el).querySelectorAll('[part="alert"] p')].find((paragraph) =>
        paragraph.textContent!.includes('Take a shield away'),
      );
      expect(citedPages(fix?.querySelector('.ref'))).to.equal('23');
      expect(output(el, 'shields-gryffindor')).to.equal('2');
      expect(output(el, 'shields-ravenclaw')).to.equal('2');
      expect(outcome(el)).to.equal('Check the inputs');
      expect(el.inputError).to.contain('only one House');
      expect(el.verdict).to.deep.equal({
        outcome: 'none',
        reasons: [{ text: el.inputError, pages: [] }],
      });
      expect(events[1].verdict.reasons[0].text).to.equal(el.inputError);
      expect(el.input.houses.filter((entry) => entry.shields === 2)).to.have.length(2);
      await expect(el).to.be.accessible();
      await press(el, 'One Defence Shield fewer for Ravenclaw');
      expect(alertText(el)).to.equal('');
      expect(outcome(el)).to.equal('Gryffindor wins');
    });

    it('a requirement without three tokens: keeps the chosen requirement and shows the core message', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      el.input = {
        houses: [{ house: 'gryffindor', shields: 0 }],
        darkArts: { progressTokens: 3, locationRequirement: 2, pawnsAtLocation: 0 },
      };
      await el.updateComplete;
      await press(el, 'One Progress Token fewer');
      expect(output(el, 'tokens')).to.equal('2');
      expect(requirementRadio(el, '2').checked).to.equal(true);
      expect(requirementRadio(el, '2').disabled, 'the entered value stays reachable').to.equal(
        false,
      );
      expect(requirementRadio(el, '3').disabled).to.equal(true);
      expect(alertText(el)).to.contain('needs progressTokens 3');
      expect(alertText(el)).to.contain('Set the tokens to 3, or the requirement to "None yet"');
      expect(el.verdict.outcome).to.equal('none');
      await toggle(el, requirementRadio(el, 'none'));
      expect(alertText(el)).to.equal('');
      expect(outcome(el)).to.equal('No winner yet');
    });

    it('the final hand ticked first, with no tokens: no alert, but a note that the Location Card is due now', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      await toggle(el, input(el, 'input[name="out-of-cards"]'));
      const events = changes<VictoryCheckerChange>(el);
      input(el, 'input[name="final-hand"]').click();
      await el.updateComplete;
      expect(events).to.have.length(1);
      expect(events[0].input.finalHand).to.equal(true);
      expect(events[0].input.darkArts.progressTokens).to.equal(0);
      expect(root(el).querySelector('[role="alert"]'), 'no alert').to.not.exist;
      expect(outcome(el)).to.equal('No winner yet');
      const due = root(el).querySelector('[part="reasons"] li:nth-child(2)')!;
      expect(due.textContent).to.contain(
        'must take the red Progress Token and the Location Card now',
      );
      expect(citedPages(due.querySelector('.ref'))).to.equal('22,23');
      expect(input(el, 'input[name="final-hand"]').checked).to.equal(true);
      await expect(el).to.be.accessible();
      await press(el, 'One more Progress Token', 3);
      expect(alertText(el), 'three tokens but no card yet').to.contain('Choose its requirement');
      expect(input(el, 'input[name="final-hand"]').checked).to.equal(true);
      await toggle(el, requirementRadio(el, '1'));
      expect(alertText(el)).to.equal('');
      expect(input(el, 'input[name="final-hand"]').checked).to.equal(true);
      expect(outcome(el)).to.equal('Draw');
      expect(el.verdict.outcome).to.equal('draw');
    });

    it('a House at two shields wins with the final hand ticked first, before the Dark Arts tokens are entered', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      await toggle(el, input(el, 'input[name="final-hand"]'));
      await press(el, 'One more Defence Shield for Gryffindor', 2);
      expect(alertText(el)).to.equal('');
      expect(outcome(el)).to.equal('Gryffindor wins');
      await press(el, 'One more Progress Token', 2);
      expect(outcome(el), 'two tokens, card not yet taken').to.equal('Gryffindor wins');
    });

    it('a requirement of 1 without the final hand: says to tick the final hand or choose 3 or 2', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      await press(el, 'One more Progress Token', 3);
      await toggle(el, requirementRadio(el, '1'));
      expect(requirementRadio(el, '1').checked, 'what the user entered is kept').to.equal(true);
      expect(input(el, 'input[name="final-hand"]').checked).to.equal(false);
      expect(alertText(el)).to.contain(
        "A requirement of 1 is only set on the last path space, which starts the final hand. Tick 'The Dark Arts Marker is on the last space', or choose 3 or 2.",
      );
      expect(alertText(el)).to.contain('got finalHand false');
      expect(outcome(el)).to.equal('Check the inputs');
      const label = root(el)
        .querySelector('label:has(input[name="final-hand"])')!
        .textContent!.replace(/\s+/g, ' ');
      expect(label, 'the fix quotes the checkbox label').to.contain(
        'The Dark Arts Marker is on the last space',
      );
      await toggle(el, input(el, 'input[name="final-hand"]'));
      expect(alertText(el)).to.equal('');
      expect(outcome(el)).to.equal('No winner yet');
      await toggle(el, input(el, 'input[name="final-hand"]'));
      expect(outcome(el)).to.equal('Check the inputs');
      await toggle(el, requirementRadio(el, '3'));
      expect(alertText(el)).to.equal('');
    });

    it('no House in play: shows the core message', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      for (const house of ['gryffindor', 'hufflepuff', 'ravenclaw'] as const)
        await toggle(el, houseBox(el, house));
      expect(alertText(el)).to.contain('from 1 to 4 Houses');
      expect(alertText(el)).to.contain('Tick at least one House');
      expect(el.input.houses).to.deep.equal([]);
      await toggle(el, houseBox(el, 'slytherin'));
      expect(alertText(el)).to.equal('');
      expect(el.input.houses).to.deep.equal([{ house: 'slytherin', shields: 0 }]);
    });

    it('a House at two shields and the Dark Arts victory at once: shows the core message', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      el.input = darkArtsWin;
      await el.updateComplete;
      await press(el, 'One more Defence Shield for Gryffindor');
      expect(alertText(el)).to.contain('only one side can have won');
      expect(alertText(el)).to.contain('Lower the shields or the pawns at the Location');
      expect(el.input.houses[0], 'the entered shields stay').to.deep.equal({
        house: 'gryffindor',
        shields: 2,
      });
      expect(el.input.darkArts.pawnsAtLocation).to.equal(2);
      expect(outcome(el)).to.equal('Check the inputs');
    });

    it('steppers stop at their bounds without firing an event', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      const minus = button(el, 'One Defence Shield fewer for Gryffindor');
      expect(minus.getAttribute('aria-disabled')).to.equal('true');
      const events = changes<VictoryCheckerChange>(el);
      minus.click();
      await el.updateComplete;
      expect(events).to.have.length(0);
      expect(output(el, 'shields-gryffindor')).to.equal('0');
      await press(el, 'One more pawn at the Location', 9);
      expect(output(el, 'pawns')).to.equal('7');
      expect(button(el, 'One more pawn at the Location').getAttribute('aria-disabled')).to.equal(
        'true',
      );
    });
  });

  describe('the input property', () => {
    it('shows a worked example without firing defenders-change', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      const events = changes<VictoryCheckerChange>(el);
      el.input = darkArtsWin;
      await el.updateComplete;
      expect(events).to.have.length(0);
      expect(el.verdict.outcome, 'synchronous').to.equal('dark-arts');
      expect(outcome(el)).to.equal('The Dark Arts Player wins');
      expect(houseBox(el, 'slytherin').checked).to.equal(true);
      expect(houseBox(el, 'hufflepuff').checked).to.equal(false);
      expect(output(el, 'shields-gryffindor')).to.equal('1');
      expect(requirementRadio(el, '2').checked).to.equal(true);
      expect(el.input).to.deep.equal({
        ...darkArtsWin,
        finalHand: false,
        everyoneOutOfCards: false,
      });
      el.input = draw;
      await el.updateComplete;
      expect(outcome(el)).to.equal('Draw');
      expect(input(el, 'input[name="final-hand"]').checked).to.equal(true);
    });

    it('ticks the final hand for a requirement of 1 when the host leaves finalHand out', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      const lastSpace: VictoryInput = {
        houses: [{ house: 'gryffindor', shields: 1 }],
        darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      };
      el.input = lastSpace;
      await el.updateComplete;
      expect(alertText(el)).to.equal('');
      expect(input(el, 'input[name="final-hand"]').checked).to.equal(true);
      expect(el.input.finalHand).to.equal(true);
      expect(outcome(el)).to.equal('No winner yet');
      el.input = { ...lastSpace, darkArts: { ...lastSpace.darkArts, locationRequirement: 2 } };
      await el.updateComplete;
      expect(
        input(el, 'input[name="final-hand"]').checked,
        'other requirements: left out means unticked',
      ).to.equal(false);
      el.input = { ...lastSpace, finalHand: false };
      await el.updateComplete;
      expect(alertText(el)).to.contain('The input property was not used');
      expect(alertText(el)).to.contain('got finalHand false');
    });

    it('takes a value set before the element was upgraded', async () => {
      const wrapper = fixtureSync<HTMLDivElement>(html`<div></div>`);
      const pending = document.createElement('defenders-victory-checker-later');
      (pending as unknown as { input: VictoryInput }).input = draw;
      wrapper.append(pending);
      const { DefendersVictoryChecker } =
        await import('../../src/components/victory-checker/victory-checker.js');
      customElements.define(
        'defenders-victory-checker-later',
        class extends DefendersVictoryChecker {},
      );
      const el = pending as unknown as DefendersVictoryChecker;
      await el.updateComplete;
      expect(el.verdict.outcome).to.equal('draw');
      expect(outcome(el)).to.equal('Draw');
    });

    it('rejects an inconsistent or malformed value with an alert, keeping the previous form', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      el.input = draw;
      await el.updateComplete;
      const bad: unknown[] = [
        {
          houses: [{ house: 'gryffindor', shields: 0 }],
          darkArts: { progressTokens: 1, locationRequirement: 3, pawnsAtLocation: 0 },
        },
        {
          houses: [
            { house: 'gryffindor', shields: 2 },
            { house: 'slytherin', shields: 2 },
          ],
          darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
        },
        {
          houses: [
            { house: 'gryffindor', shields: 0 },
            { house: 'gryffindor', shields: 1 },
          ],
          darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
        },
        {
          houses: [{ house: 'gryffindor', shields: 3 }],
          darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 },
        },
        {
          houses: [{ house: 'gryffindor', shields: 0 }],
          darkArts: { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 8 },
        },
        {
          houses: [{ house: 'gryffindor', shields: 0 }],
          darkArts: { progressTokens: 3, locationRequirement: null, pawnsAtLocation: 0 },
          finalHand: true,
        },
        {
          houses: [{ house: 'gryffindor', shields: 0 }],
          darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
          finalHand: false,
        },
        null,
        'gryffindor',
      ];
      await quietly(async () => {
        for (const value of bad) {
          let message = '';
          try {
            checkVictory(value as VictoryInput);
          } catch (error) {
            message = (error as Error).message;
          }
          const events = changes<VictoryCheckerChange>(el);
          expect(() => {
            el.input = value as VictoryInput;
          }).not.to.throw();
          await el.updateComplete;
          expect(events).to.have.length(0);
          expect(message, JSON.stringify(value)).not.to.equal('');
          expect(alertText(el)).to.contain(`The input property was not used: ${message}`);
          expect(el.verdict.outcome, 'previous verdict kept').to.equal('draw');
          expect(el.input).to.deep.equal(draw);
          expect(outcome(el)).to.equal('Draw');
        }
      });
      await expect(el).to.be.accessible();
      el.input = darkArtsWin;
      await el.updateComplete;
      expect(alertText(el)).to.equal('');
    });
  });

  describe('the Defence Shield helper', () => {
    it('lists everything missing, then answers "can claim", and always says items alone are not enough', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      const helper = root(el).querySelector<HTMLDetailsElement>('[part="shield-helper"]')!;
      helper.open = true;
      await el.updateComplete;
      const answer = () =>
        root(el).querySelector('[part="shield-answer"]')!.textContent!.replace(/\s+/g, ' ');
      expect(root(el).querySelector('[part="shield-answer"]')!.getAttribute('aria-live')).to.equal(
        'polite',
      );
      expect(answer()).to.contain('Cannot claim yet');
      expect(items(el, 'shield-answer')).to.deep.equal([
        'a House pawn on a Defence Shield Space',
        'a Library Book',
        'a Parchment Scroll',
        'a D.A. Coin',
      ]);
      expect(answer()).to.contain('Holding the items is not enough');
      await toggle(el, input(el, 'input[name="libraryBook"]'));
      await toggle(el, input(el, 'input[name="parchmentScroll"]'));
      const events = changes<VictoryCheckerChange>(el);
      input(el, 'input[name="holds-item"]').click();
      await el.updateComplete;
      expect(events).to.have.length(1);
      expect(events[0].shieldClaim.missing).to.deep.equal([
        'a House pawn on a Defence Shield Space',
      ]);
      expect(answer(), 'items collected but not on the space').to.contain('Cannot claim yet');
      await toggle(el, input(el, 'input[name="onShieldSpace"]'));
      expect(el.shieldClaim.ok).to.equal(true);
      expect(answer()).to.contain('Can claim');
      expect(answer()).to.contain('D.A. Coin');
      expect(answer()).to.contain('Holding the items is not enough');
      expect(citedPages(root(el).querySelector('[part="shield-answer"] .ref'))).to.equal('11,23');
      await expect(el).to.be.accessible();
    });

    it('asks for the item the shield pictures', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      for (const name of ['onShieldSpace', 'libraryBook', 'parchmentScroll', 'holds-item'])
        await toggle(el, input(el, `input[name="${name}"]`));
      expect(el.shieldClaim.ok).to.equal(true);
      await toggle(el, input(el, 'input[name="shield-needs"][value="dark-detector"]'));
      expect(el.shieldClaim).to.deep.equal({
        ok: false,
        missing: ['the Dark Detector'],
        pages: [11, 23],
      });
      expect(
        input(el, 'input[name="holds-item"]').checked,
        'the D.A. Coin is not the Dark Detector',
      ).to.equal(false);
      expect(root(el).querySelector('label:has(input[name="holds-item"])')!.textContent).to.contain(
        'the Dark Detector',
      );
      await toggle(el, input(el, 'input[name="holds-item"]'));
      expect(el.shieldClaim.ok).to.equal(true);
      expect(el.verdict.outcome, 'the helper does not touch the verdict').to.equal('none');
    });
  });

  it('works from the keyboard', async () => {
    const el = await fixture<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    button(el, 'One more Defence Shield for Hufflepuff').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: SPACE });
    await el.updateComplete;
    expect(outcome(el)).to.equal('Hufflepuff wins');
    houseBox(el, 'slytherin').focus();
    await sendKeys({ press: SPACE });
    await el.updateComplete;
    expect(houseBox(el, 'slytherin').checked).to.equal(true);
    expect(root(el).activeElement).to.equal(houseBox(el, 'slytherin'));
  });

  it('fits a 280 px wide phone without overflowing', async () => {
    const wrapper = fixtureSync<HTMLDivElement>(
      html`<div style="width:280px"><defenders-victory-checker></defenders-victory-checker></div>`,
    );
    const el = wrapper.querySelector('defenders-victory-checker')!;
    await el.updateComplete;
    expect(el.scrollWidth).to.be.at.most(280);
    const base = root(el).querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).to.be.at.most(base.clientWidth + 1);
    for (const control of root(el).querySelectorAll<HTMLElement>('button, summary')) {
      expect(control.getBoundingClientRect().height, control.outerHTML).to.be.at.least(44);
    }
  });

  describe('inside a game', () => {
    /** A stand-in for `<defenders-game>` that shares houses and a path, with the path's facts. */
    class VictoryGameStub extends HTMLElement {
      readonly provider = new ContextProvider(this, {
        context: gameContext,
        initialValue: undefined,
      });

      /** The checkers' entries, kept as the game keeps them. */
      victory: VictoryEntries | null = null;

      share(houses: House[], path: PathState): void {
        const layout = parseLayout(DEFAULT_LAYOUT);
        const state: GameState = {
          players: (houses.length + 1) as GameState['players'],
          houses,
          path: { ...startSession(layout), state: path },
          rulebookUrl: '',
          pageSettings: {},
          ...EMPTY_WIDGETS,
          victory: this.victory,
        };
        this.provider.setValue({
          state,
          pathInfo: pathInfo(layout, path),
          setWidgetState: (_key: 'victory', value: VictoryEntries | null) => {
            this.victory = value;
            this.share(houses, path);
          },
        } as unknown as GameContextValue);
      }
    }
    if (!customElements.get('victory-game-stub'))
      customElements.define('victory-game-stub', VictoryGameStub);

    const layout = parseLayout(DEFAULT_LAYOUT);
    const last = layout.spaces.length - 1;
    const lastState: PathState = {
      ...initialPath(layout),
      position: last,
      tokens: { white: true, orange: true, red: true },
      locationRequirement: 1,
    };

    it('caps the pawns at the Location at the Dark Arts pawns of the game, and says why (p. 6)', async () => {
      const game = fixtureSync<VictoryGameStub>(html`<victory-game-stub></victory-game-stub>`);
      game.share(['hufflepuff'], initialPath(layout));
      const el = document.createElement('defenders-victory-checker');
      game.append(el);
      await el.updateComplete;
      await press(el, 'One more pawn at the Location', 6);
      expect(output(el, 'pawns'), 'two players: four pawns').to.equal('4');
      expect(button(el, 'One more pawn at the Location').getAttribute('aria-disabled')).to.equal(
        'true',
      );
      const cap = root(el).querySelector('.pawn-cap')!;
      expect(cap.textContent!.replace(/\s+/g, ' ')).to.contain(
        'With 2 players the Dark Arts Player has 4 pawns in all',
      );
      expect(citedPages(cap.querySelector('.ref'))).to.equal('6');
      game.share(['hufflepuff', 'ravenclaw', 'slytherin'], initialPath(layout));
      await el.updateComplete;
      await press(el, 'One more pawn at the Location', 6);
      expect(output(el, 'pawns'), 'four players: six pawns').to.equal('6');
      game.share(['hufflepuff'], initialPath(layout));
      await el.updateComplete;
      expect(output(el, 'pawns'), 'back to two players: no more than four').to.equal('4');
      await expect(el).to.be.accessible();
    });

    it('allows up to seven pawns at the Location outside a game', async () => {
      const el = await fixture<DefendersVictoryChecker>(
        html`<defenders-victory-checker></defenders-victory-checker>`,
      );
      await press(el, 'One more pawn at the Location', 9);
      expect(output(el, 'pawns')).to.equal('7');
      expect(root(el).querySelector('.pawn-cap')).to.equal(null);
    });

    it('follows the game until the user edits a field, and again on request', async () => {
      const game = fixtureSync<VictoryGameStub>(html`<victory-game-stub></victory-game-stub>`);
      game.share(['hufflepuff', 'slytherin'], initialPath(layout));
      const el = document.createElement('defenders-victory-checker');
      game.append(el);
      await el.updateComplete;
      expect(el.input.houses.map((entry) => entry.house)).to.deep.equal([
        'hufflepuff',
        'slytherin',
      ]);
      expect(root(el).querySelector('[part="game-note"]')!.textContent).to.contain(
        'follow the game',
      );

      const events = changes<VictoryCheckerChange>(el);
      game.share(['gryffindor', 'hufflepuff', 'slytherin'], {
        ...lastState,
        position: last - 1,
        locationRequirement: 3,
      });
      await el.updateComplete;
      await el.updateComplete;
      expect(events, 'no event when the game feeds the form').to.have.length(0);
      expect(el.input.houses.map((entry) => entry.house)).to.deep.equal([
        'gryffindor',
        'hufflepuff',
        'slytherin',
      ]);
      expect(el.input.darkArts).to.deep.equal({
        progressTokens: 3,
        locationRequirement: 3,
        pawnsAtLocation: 0,
      });
      expect(el.input.finalHand).to.equal(false);

      game.share(['gryffindor', 'hufflepuff', 'slytherin'], lastState);
      await el.updateComplete;
      expect(el.input.finalHand).to.equal(true);
      expect(el.input.darkArts.locationRequirement).to.equal(1);
      await press(el, 'One more pawn at the Location');
      expect(outcome(el)).to.equal('The Dark Arts Player wins');

      // The user takes over the Houses; the path still follows the game.
      await toggle(el, houseBox(el, 'ravenclaw'));
      expect(root(el).querySelector('[part="game-note"]')!.textContent).to.contain(
        'the Houses in play',
      );
      game.share(['gryffindor'], {
        ...initialPath(layout),
        position: 1,
        tokens: { white: true, orange: false, red: false },
      });
      await el.updateComplete;
      expect(el.input.houses.map((entry) => entry.house)).to.deep.equal([
        'gryffindor',
        'hufflepuff',
        'ravenclaw',
        'slytherin',
      ]);
      expect(el.input.darkArts.progressTokens).to.equal(1);
      expect(el.input.darkArts.locationRequirement).to.equal(null);
      expect(el.input.finalHand).to.equal(false);
      await expect(el).to.be.accessible();

      const follow = [...root(el).querySelectorAll('button')].find((node) =>
        node.textContent!.includes('Follow the game again'),
      )!;
      follow.click();
      const followed = await oneEvent(el, 'defenders-change');
      expect(
        followed.detail.input.houses.map((entry: { house: House }) => entry.house),
      ).to.deep.equal(['gryffindor']);
      expect(el.input.houses.map((entry) => entry.house)).to.deep.equal(['gryffindor']);
    });

    it('follows a real <defenders-game>: its Houses, tokens, requirement and final hand', async () => {
      /** Reads the game through the context protocol, as any widget inside does. */
      class GameProbe extends ReactiveElement {
        readonly consumer = new ContextConsumer(this, { context: gameContext, subscribe: true });
      }
      if (!customElements.get('victory-game-probe'))
        customElements.define('victory-game-probe', GameProbe);
      const game = await fixture<DefendersGame>(html`<defenders-game players="3">
        <defenders-victory-checker></defenders-victory-checker>
        <victory-game-probe></victory-game-probe>
      </defenders-game>`);
      const el = game.querySelector('defenders-victory-checker')!;
      const probe = game.querySelector<GameProbe>('victory-game-probe')!;
      await el.updateComplete;
      expect(el.input.houses.map((entry) => entry.house)).to.deep.equal(game.state!.houses);
      expect(el.input.houses).to.have.length(2);

      const events = changes<VictoryCheckerChange>(el);
      game.players = 5;
      await game.updateComplete;
      await el.updateComplete;
      await el.updateComplete;
      expect(events).to.have.length(0);
      expect(el.input.houses.map((entry) => entry.house)).to.deep.equal([
        'gryffindor',
        'hufflepuff',
        'ravenclaw',
        'slytherin',
      ]);

      const context = probe.consumer.value!;
      const session = game.state!.path;
      const gameLayout = parseLayout(session.layout);
      context.setPath({
        ...session,
        state: pathStateAt(gameLayout, gameLayout.spaces.length - 1),
        history: [],
      });
      await game.updateComplete;
      await el.updateComplete;
      expect(el.input.darkArts.progressTokens).to.equal(3);
      expect(el.input.darkArts.locationRequirement).to.equal(1);
      expect(el.input.finalHand).to.equal(true);
      await toggle(el, input(el, 'input[name="out-of-cards"]'));
      expect(outcome(el)).to.equal('Draw');
      await expect(el).to.be.accessible();
    });

    it('unticking the final hand while the game is on the last space shows what to change', async () => {
      const game = fixtureSync<VictoryGameStub>(html`<victory-game-stub></victory-game-stub>`);
      game.share(['hufflepuff', 'slytherin'], lastState);
      const el = document.createElement('defenders-victory-checker');
      game.append(el);
      await el.updateComplete;
      expect(el.input.finalHand).to.equal(true);
      expect(alertText(el)).to.equal('');
      await toggle(el, input(el, 'input[name="final-hand"]'));
      expect(
        input(el, 'input[name="final-hand"]').checked,
        'the user keeps what they set',
      ).to.equal(false);
      expect(
        el.input.darkArts.locationRequirement,
        'the requirement still follows the game',
      ).to.equal(1);
      expect(alertText(el)).to.contain('A requirement of 1 is only set on the last path space');
      expect(outcome(el)).to.equal('Check the inputs');
      // The game moves back before the last space (an undo): the requirement drops with it, the box stays unticked.
      game.share(['hufflepuff', 'slytherin'], {
        ...lastState,
        position: last - 1,
        locationRequirement: 3,
      });
      await el.updateComplete;
      expect(alertText(el)).to.equal('');
      expect(outcome(el)).to.equal('No winner yet');
    });

    it('a host-set input stops the game feeding the form', async () => {
      const game = fixtureSync<VictoryGameStub>(html`<victory-game-stub></victory-game-stub>`);
      game.share(['hufflepuff'], initialPath(layout));
      const el = document.createElement('defenders-victory-checker');
      game.append(el);
      await el.updateComplete;
      el.input = draw;
      await el.updateComplete;
      game.share(['slytherin'], initialPath(layout));
      await el.updateComplete;
      expect(el.input).to.deep.equal(draw);
      expect(outcome(el)).to.equal('Draw');
    });
  });
});
