// Real taps in every engine: a pointer click on the words a player sees (a label, a choice card,
// a question) goes through the engine's own pointer, focus, click, input and change sequence, which
// element.click() skips. Each tap must work the control and fire exactly one defenders-change.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { changes } from '../helpers/events.js';
import { byText } from '../helpers/dom.js';
import { mouseClick } from '../helpers/tap.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import '../../src/index.js';

async function mount<T extends HTMLElement>(template: TemplateResult): Promise<T> {
  const el = await fixture<T>(template);
  await (el as T & { updateComplete: Promise<unknown> }).updateComplete;
  return el;
}

describe('real taps', () => {
  afterEach(() => resetMouse());

  it('<defenders-setup-calculator>: a tap on a count chooses it', async () => {
    const el = await mount<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    const seen = changes<{ players: number }>(el);
    await mouseClick(byText(el.shadowRoot!, '.counts label', '3'));
    await el.updateComplete;
    expect(seen.map((plan) => plan.players)).to.deep.equal([3]);
    expect(el.plan.players).to.equal(3);
    expect(byText(el.shadowRoot!, '.counts label', '3').classList.contains('chosen')).to.equal(
      true,
    );
  });

  it("<defenders-setup-calculator>: a tap on a step's words ticks it", async () => {
    const el = await mount<DefendersSetupCalculator>(
      html`<defenders-setup-calculator></defenders-setup-calculator>`,
    );
    const box = el.shadowRoot!.querySelector<HTMLInputElement>('.steps input[type="checkbox"]')!;
    await mouseClick(box.labels![0]!);
    await el.updateComplete;
    expect(box.checked).to.equal(true);
  });

  it('<defenders-turn-checklist>: a tap on an action card chooses it', async () => {
    const el = await mount<DefendersTurnChecklist>(
      html`<defenders-turn-checklist side="house"></defenders-turn-checklist>`,
    );
    const seen = changes(el);
    await mouseClick(byText(el.shadowRoot!, '.choice', 'Learn'));
    await el.updateComplete;
    expect(el.action).to.equal('learn');
    expect(seen).to.have.length(1);
  });

  it('<defenders-victory-checker>: a tap on a House name puts it in play', async () => {
    const el = await mount<DefendersVictoryChecker>(
      html`<defenders-victory-checker></defenders-victory-checker>`,
    );
    const seen = changes(el);
    await mouseClick(byText(el.shadowRoot!, 'label.check', 'Slytherin'));
    await el.updateComplete;
    expect(el.input.houses.map((house) => house.house)).to.include('slytherin');
    expect(seen).to.have.length(1);
  });

  it('<defenders-faq>: a tap on a question opens it and a second tap closes it', async () => {
    const el = await mount<HTMLElement>(html`<defenders-faq></defenders-faq>`);
    const details = el.shadowRoot!.querySelectorAll('details')[2]!;
    await mouseClick(details.querySelector('summary')!);
    expect(details.open).to.equal(true);
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(details.open, 'still open after the re-render').to.equal(true);
    await mouseClick(details.querySelector('summary')!);
    expect(details.open).to.equal(false);
  });
});
