import { expect, fixture, fixtureSync, html, oneEvent } from '@open-wc/testing';
import { ContextProvider } from '@lit/context';
import { sendKeys } from '@web/test-runner-commands';
import { setupFor } from '../../src/rules.js';
import type { PlayerCount, SetupPlan } from '../../src/rules.js';
import { gameContext, type GameContextValue } from '../../src/model/context.js';
import type {
  DefendersSetupCalculator,
  SetupCalculatorChange,
} from '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/setup-calculator/setup-calculator.js';
import { contrast } from '../helpers/colour.js';
import { SPACE } from '../helpers/keys.js';
import { root } from '../helpers/dom.js';
import { changes } from '../helpers/events.js';
import { citedPages } from '../helpers/citations.js';

/** A stand-in for `<defenders-game>` sharing a player count, recording `setPlayers` calls. */
class SetupGameStub extends HTMLElement {
  readonly calls: number[] = [];
  readonly provider = new ContextProvider(this, { context: gameContext, initialValue: undefined });

  share(players: PlayerCount): void {
    const value = {
      state: { players, houses: [], rulebookUrl: '' },
      setPlayers: (next: PlayerCount) => {
        this.calls.push(next);
        this.share(next);
      },
    };
    this.provider.setValue(value as unknown as GameContextValue);
  }
}
customElements.define('setup-game-stub', SetupGameStub);

const radio = (el: DefendersSetupCalculator, count: number) =>
  root(el).querySelector<HTMLInputElement>(`input[type="radio"][value="${count}"]`)!;
const checkedRadio = (el: DefendersSetupCalculator) =>
  root(el).querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
const figure = (el: DefendersSetupCalculator, label: string) => {
  const terms = [...root(el).querySelectorAll('.figure')];
  const match = terms.find((item) => item.querySelector('dt')!.textContent!.trim() === label);
  return match ? Number(match.querySelector('dd')!.textContent) : undefined;
};
const chosenRow = (el: DefendersSetupCalculator) =>
  root(el).querySelector('tbody tr[aria-current="true"]');
const boxes = (el: DefendersSetupCalculator) => [
  ...root(el).querySelectorAll<HTMLInputElement>('.steps input[type="checkbox"]'),
];
const alert = (el: DefendersSetupCalculator) => root(el).querySelector('[role="alert"]');

function expectFigures(el: DefendersSetupCalculator, plan: SetupPlan): void {
  const house = plan.housePlayers === 1 ? 'House Player' : 'House Players';
  expect(figure(el, house), house).to.equal(plan.housePlayers);
  expect(figure(el, 'Dark Arts Player')).to.equal(1);
  expect(figure(el, 'Dark Arts pawns')).to.equal(plan.pawns);
  expect(figure(el, 'On the Deployment Spaces')).to.equal(plan.onBoard);
  expect(figure(el, 'In reserve')).to.equal(plan.reserve);
}

describe('<defenders-setup-calculator>', () => {
  it('shows four players by default: figures, chosen row, checklist with citations', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    expect(el.players).to.equal(4);
    expect(el.plan).to.deep.equal(setupFor(4));
    expect(el.hasAttribute('players'), 'default is not reflected').to.equal(false);
    expect(checkedRadio(el)).to.equal('4');
    expectFigures(el, setupFor(4));
    expect(chosenRow(el)!.querySelector('th')!.textContent).to.contain('4');
    expect(root(el).querySelectorAll('tbody tr')).to.have.length(4);
    expect(root(el).querySelector('fieldset legend')!.textContent).to.contain('Players');
    const steps = setupFor(4).steps;
    expect(boxes(el)).to.have.length(steps.length);
    const refs = [...root(el).querySelectorAll('.steps .ref')];
    expect(refs.map(citedPages)).to.deep.equal(steps.map((step) => step.pages.join(',')));
    expect(root(el).querySelector('[part="base"]')).to.exist;
    expect(alert(el)).to.equal(null);
  });

  it('explains the two-player case and who goes first', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator players="2"></defenders-setup-calculator>`,
    );
    const notes = [...root(el).querySelectorAll('[part="note"]')].map((note) =>
      note.textContent!.replace(/\s+/g, ' '),
    );
    expect(
      notes.some((text) => /two/i.test(text) && /House/.test(text) && /Dark Arts/.test(text)),
    ).to.equal(true);
    expect(notes.some((text) => /Who goes first/.test(text) && /left/.test(text))).to.equal(true);
    expectFigures(el, setupFor(2));
    expect(figure(el, 'House Player')).to.equal(1);
  });

  it('compares every player count in the table, from the core', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    const rows = [...root(el).querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => parseInt(cell.textContent!, 10)),
    );
    expect(rows).to.deep.equal(
      [2, 3, 4, 5].map((count) => {
        const plan = setupFor(count);
        return [count, plan.housePlayers, plan.pawns, plan.onBoard, plan.reserve];
      }),
    );
  });

  it('reads the players attribute and reflects the property', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator players="3"></defenders-setup-calculator>`,
    );
    expect(el.players).to.equal(3);
    expect(el.plan.players).to.equal(3);
    expect(checkedRadio(el)).to.equal('3');
    el.players = 5;
    await el.updateComplete;
    expect(el.getAttribute('players')).to.equal('5');
    expect(el.plan).to.deep.equal(setupFor(5));
    expectFigures(el, setupFor(5));
    expect(chosenRow(el)!.querySelector('th')!.textContent).to.contain('5');
  });

  it('fires defenders-change with the plan when the user picks a count', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    const events = changes<SetupCalculatorChange>(el);
    const heard = oneEvent(el, 'defenders-change');
    radio(el, 2).click();
    const event = (await heard) as CustomEvent<SetupCalculatorChange>;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal(setupFor(2));
    await el.updateComplete;
    expect(el.players).to.equal(2);
    expect(el.getAttribute('players')).to.equal('2');
    expectFigures(el, setupFor(2));
    expect(events).to.have.length(1);
  });

  it('supports the keyboard: arrow keys move through the counts', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    const fired = changes<SetupCalculatorChange>(el);
    radio(el, 4).focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.plan.players).to.equal(5);
    expect(root(el).activeElement).to.equal(radio(el, 5));
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.plan.players).to.equal(3);
    expect(fired).to.have.length(3);
    boxes(el)[0].focus();
    await sendKeys({ press: SPACE });
    await el.updateComplete;
    expect(boxes(el)[0].checked).to.equal(true);
  });

  it('fires no event when the host sets players', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    const fired = changes<SetupCalculatorChange>(el);
    el.players = 2;
    await el.updateComplete;
    el.setAttribute('players', '5');
    await el.updateComplete;
    expect(el.plan.players).to.equal(5);
    expect(fired).to.have.length(0);
  });

  for (const bad of [
    '7',
    '1',
    '0',
    '-3',
    'abc',
    'NaN',
    '2.5',
    '',
    '   ',
    'Infinity',
    '0x3',
    '3e0',
  ]) {
    it(`shows a message for players="${bad}", keeps 4 and stays usable`, async () => {
      const el = await fixture<DefendersSetupCalculator>(
        html`<defenders-setup-calculator players=${bad}></defenders-setup-calculator>`,
      );
      expect(alert(el)!.textContent).to.contain('whole number from 2 to 5');
      expect(el.getAttribute('players'), 'keeps what was entered').to.equal(bad);
      expect(el.plan.players).to.equal(4);
      expectFigures(el, setupFor(4));
      radio(el, 3).click();
      await el.updateComplete;
      expect(el.plan.players).to.equal(3);
      expect(alert(el)).to.equal(null);
    });
  }

  it('shows a message for a bad property value and never throws', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    expect(() => {
      // A script may set any number: the type says 2 to 5, the element checks at run time.
      el.players = 3.5 as PlayerCount;
    }).not.to.throw();
    await el.updateComplete;
    expect(alert(el)!.textContent).to.contain('3.5');
    expect(el.plan.players).to.equal(4);
    el.removeAttribute('players');
    await el.updateComplete;
    expect(alert(el)).to.equal(null);
    expect(el.plan.players).to.equal(4);
  });

  it('keeps ticks through a re-render and a player-count change, and clears them', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    boxes(el)[0].click();
    boxes(el)[2].click();
    await el.updateComplete;
    expect(root(el).querySelector('.progress')!.textContent).to.contain('2 of 6 steps done');
    el.requestUpdate();
    await el.updateComplete;
    radio(el, 2).click();
    await el.updateComplete;
    el.players = 5;
    await el.updateComplete;
    expect(boxes(el).map((box) => box.checked)).to.deep.equal([
      true,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(boxes(el)[0].closest('li')!.classList.contains('done')).to.equal(true);
    boxes(el)[0].click();
    await el.updateComplete;
    expect(boxes(el)[0].checked).to.equal(false);
    root(el).querySelector<HTMLButtonElement>('.progress button')!.click();
    await el.updateComplete;
    expect(boxes(el).some((box) => box.checked)).to.equal(false);
    expect(root(el).querySelector('.progress')!.textContent).to.contain('0 of 6 steps done');
  });

  it('words the checklist for the chosen count and keeps the ticks by step when it changes', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator players="2"></defenders-setup-calculator>`,
    );
    const texts = () =>
      boxes(el).map((box) => box.labels![0].textContent!.replace(/^Step \d+: /, '').trim());
    expect(texts()).to.deep.equal(setupFor(2).steps.map((step) => step.text));
    expect(texts()[1]).to.contain('none are left over');
    boxes(el)[1].click();
    await el.updateComplete;
    radio(el, 5).click();
    await el.updateComplete;
    expect(texts()).to.deep.equal(setupFor(5).steps.map((step) => step.text));
    expect(texts()[1]).to.contain('7 pawns');
    expect(boxes(el)[1].checked, 'the pawn step stays ticked').to.equal(true);
    expect(boxes(el).filter((box) => box.checked)).to.have.length(1);
  });

  it('says who takes the first turn, as the core does', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    const first = setupFor(4).steps.find((step) => step.id === 'first-turn')!;
    const note = [...root(el).querySelectorAll('[part="note"]')].find((item) =>
      /Who goes first/.test(item.textContent!),
    )!;
    expect(note.textContent!.replace(/\s+/g, ' ')).to.contain(first.text);
    expect(first.text)
      .to.match(/left/)
      .and.match(/clockwise/);
    expect(citedPages(note.querySelector('.ref'))).to.equal(first.pages.join(','));
  });

  it('keeps readable contrast on a dark page that sets color-scheme: dark', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator style="color-scheme: dark; background: rgb(18, 18, 18); color: rgb(232, 232, 232)"></defenders-setup-calculator>`,
    );
    const page = 'rgb(18, 18, 18)';
    const chosen = radio(el, 4).closest('label')!;
    const chosenStyle = getComputedStyle(chosen);
    expect(contrast(chosenStyle.color, chosenStyle.backgroundColor), 'chosen count').to.be.at.least(
      4.5,
    );
    expect(contrast(chosenStyle.backgroundColor, page), 'accent against the page').to.be.at.least(
      3,
    );
    const muted = root(el).querySelector('.figure dt')!;
    expect(contrast(getComputedStyle(muted).color, page), 'figure labels').to.be.at.least(4.5);
    await expect(el).to.be.accessible();
  });

  it('labels every step checkbox with its text', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    for (const box of boxes(el))
      expect(box.labels![0].textContent!.trim().length).to.be.greaterThan(20);
  });

  it('follows and sets the player count of an enclosing game', async () => {
    // fixtureSync: a plain element has no update to await, and waiting for a frame can stall in a background page.
    const game = fixtureSync<SetupGameStub>(html`<setup-game-stub>
      <defenders-setup-calculator id="follow"></defenders-setup-calculator>
      <defenders-setup-calculator id="own" players="5"></defenders-setup-calculator>
    </setup-game-stub>`);
    game.share(3);
    const follow = game.querySelector<DefendersSetupCalculator>('#follow')!;
    const own = game.querySelector<DefendersSetupCalculator>('#own')!;
    await follow.updateComplete;
    expect(follow.plan.players).to.equal(3);
    expect(follow.players).to.equal(3);
    expect(own.plan.players).to.equal(5);

    const heard = oneEvent(follow, 'defenders-change');
    radio(follow, 2).click();
    expect(((await heard) as CustomEvent<SetupCalculatorChange>).detail.players).to.equal(2);
    await follow.updateComplete;
    expect(game.calls).to.deep.equal([2]);
    expect(follow.plan.players).to.equal(2);
    expect(follow.hasAttribute('players')).to.equal(false);
    await own.updateComplete;
    expect(own.plan.players).to.equal(5);

    radio(own, 4).click();
    await own.updateComplete;
    expect(game.calls).to.deep.equal([2]);
    expect(own.plan.players).to.equal(4);

    own.removeAttribute('players');
    await own.updateComplete;
    expect(own.plan.players, 'follows the game again').to.equal(2);
  });

  it('fits 280 px without overflowing the page', async () => {
    // The width sits on the element itself: a plain wrapper would make fixture wait for an animation frame.
    // Word widths depend on the font, and each engine's default serif differs on Linux (DejaVu Serif in
    // Firefox and WebKit is far wider): Times New Roman (Liberation Serif here) is what an iPhone shows.
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator style="width: 280px; font-family: 'Times New Roman', 'Liberation Serif', serif"></defenders-setup-calculator>`,
    );
    const base = root(el).querySelector<HTMLElement>('[part="base"]')!;
    expect(el.getBoundingClientRect().width).to.be.at.most(280);
    expect(base.scrollWidth).to.be.at.most(base.clientWidth);
    const table = root(el).querySelector<HTMLElement>('table')!;
    expect(table.getBoundingClientRect().right, 'the table fits the box').to.be.at.most(
      base.getBoundingClientRect().right,
    );
    for (const input of root(el).querySelectorAll<HTMLElement>('.counts label')) {
      expect(input.getBoundingClientRect().height).to.be.at.least(44);
    }
    for (const header of root(el).querySelectorAll('thead th')) {
      // The words themselves: a header's box is drawn as well when it turns to read upwards.
      const words = [...header.querySelector('.label')!.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      )!;
      const range = document.createRange();
      range.selectNodeContents(words);
      expect(
        range.getClientRects().length,
        `"${header.textContent}" is not broken mid-word`,
      ).to.equal(1);
    }
  });

  it('fits a narrow column with a large host font, with nothing to scroll', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator style="width: 300px; font-size: 22px"></defenders-setup-calculator>`,
    );
    const base = root(el).querySelector<HTMLElement>('[part="base"]')!;
    expect(base.scrollWidth).to.be.at.most(base.clientWidth);
    const right = base.getBoundingClientRect().right;
    for (const box of root(el).querySelectorAll<HTMLElement>('*')) {
      if (box.closest('.visually-hidden')) continue;
      const { overflowX } = getComputedStyle(box);
      if (overflowX === 'auto' || overflowX === 'scroll') {
        expect(box.scrollWidth, `<${box.localName}> scrolls sideways`).to.be.at.most(
          box.clientWidth,
        );
      }
      expect(box.getBoundingClientRect().right, `<${box.localName}> sticks out`).to.be.at.most(
        right + 1,
      );
    }
    await expect(el).to.be.accessible();
  });

  it('is accessible, also with a message showing', async () => {
    const el = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    await expect(el).to.be.accessible();
    const bad = await fixture<DefendersSetupCalculator>(
      html`<defenders-setup-calculator players="9"></defenders-setup-calculator>`,
    );
    await expect(bad).to.be.accessible();
  });
});
