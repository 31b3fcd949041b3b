// Keyboard focus in every engine: Tab walks through each element's controls in order, and every
// control it lands on shows a focus ring (:focus-visible), on itself or, for a radio drawn as a
// button, on the label around it.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import '../../src/index.js';
import { deepActive } from '../helpers/keys.js';

const WIDGETS: Record<string, TemplateResult> = {
  'defenders-setup-calculator': html`<defenders-setup-calculator></defenders-setup-calculator>`,
  'defenders-turn-checklist': html`<defenders-turn-checklist side="house" action="explore"></defenders-turn-checklist>`,
  'defenders-path-tracker': html`<defenders-path-tracker></defenders-path-tracker>`,
  'defenders-victory-checker': html`<defenders-victory-checker></defenders-victory-checker>`,
  'defenders-faq': html`<defenders-faq></defenders-faq>`,
  'defenders-rule-ref': html`<defenders-rule-ref pages="6" rulebook-url="https://example.com/rulebook.pdf"></defenders-rule-ref>`,
  'defenders-game': html`<defenders-game share persist="focus-test"></defenders-game>`,
};

function ringOn(element: Element): boolean {
  const style = getComputedStyle(element);
  return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
}

const name = (element: Element) =>
  `<${element.localName}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}`;

describe('keyboard focus', () => {
  for (const [tag, template] of Object.entries(WIDGETS)) {
    it(`<${tag}>: Tab reaches its controls and each shows a focus ring`, async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div><button>before</button>${template}<button>after</button></div>`,
      );
      const [before, after] = wrapper.querySelectorAll('button');
      const element = wrapper.querySelector(tag)!;
      await (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      before!.focus();
      const visited: Element[] = [];
      const unringed: string[] = [];
      for (let step = 0; step < 80; step += 1) {
        await sendKeys({ press: 'Tab' });
        const active = deepActive();
        if (!active || active === after) break;
        visited.push(active);
        // A see-through radio (the setup calculator's counts) is drawn by its label, which must show the ring.
        const drawnBy = getComputedStyle(active).opacity === '0' ? active.closest('label') : active;
        if (!drawnBy || !ringOn(drawnBy)) unringed.push(name(active));
      }
      expect(deepActive(), 'Tab leaves the widget at the end').to.equal(after);
      expect(visited.length, 'controls reached').to.be.greaterThan(0);
      expect(new Set(visited).size, 'no control reached twice').to.equal(visited.length);
      expect(unringed, 'focused without a visible ring').to.deep.equal([]);
    });
  }
});
