import { expect, fixture } from '@open-wc/testing';
import '../../src/index.js';
import { quietly } from '../helpers/events.js';

const alertText = (el: Element) =>
  el.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '';

// A number attribute reads any non-number as NaN; a second bad text must still replace the message.
const cases = [
  { tag: 'defenders-setup-calculator', attribute: 'players' },
  { tag: 'defenders-path-tracker', attribute: 'position' },
  { tag: 'defenders-game', attribute: 'players' },
  { tag: 'defenders-game', attribute: 'page-offset' },
  { tag: 'defenders-rule-ref', attribute: 'page-offset' },
] as const;

describe('a second bad value', () => {
  for (const { tag, attribute } of cases) {
    it(`replaces the message about the first on <${tag}> ${attribute}`, async () => {
      const el = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
        `<${tag}></${tag}>`,
      );
      el.setAttribute(attribute, 'abc');
      await el.updateComplete;
      expect(alertText(el)).to.contain('abc');
      el.setAttribute(attribute, 'xyz');
      await el.updateComplete;
      expect(alertText(el)).to.contain('xyz').and.not.contain('abc');
    });
  }
});

describe('every number attribute reads only plain decimal text', () => {
  for (const { tag, attribute } of cases) {
    for (const text of ['0x3', '3e0', 'Infinity']) {
      it(`rejects ${text} on <${tag}> ${attribute}, naming it, instead of reading a number into it`, async () => {
        const el = await quietly(async () => {
          const created = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
            `<${tag} ${attribute}="${text}"></${tag}>`,
          );
          await created.updateComplete;
          return created;
        });
        expect(alertText(el)).to.contain(text);
      });
    }
  }
});
