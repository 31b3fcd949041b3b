import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/locales/de.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules/path.js';
import { $, $$, text } from '../helpers/dom.js';
import { captureWarnings, quietly } from '../helpers/events.js';
import { languageSuite } from '../helpers/language-suite.js';

// The example layout, wwWwW oOoOo rRrRrr: a white Event Space at index 2, a red one at 11, the
// last space at 15.
const layout = parseLayout(DEFAULT_LAYOUT);
const last = layout.spaces.length - 1;

async function click(el: DefendersPathTracker, selector: string): Promise<void> {
  const control = $(el, selector) as HTMLElement | null;
  if (!control) throw new Error(`no ${selector}`);
  control.click();
  await el.updateComplete;
}

async function advance(el: DefendersPathTracker): Promise<void> {
  await click(el, 'button.advance');
  await click(el, 'button.cause[data-cause="house-replenish"]');
}

/**
 * The tracker walked through its main states, `check` called in each: the start, the causes open,
 * a white and a red event waiting, the Location Card and the final hand, the history and restart
 * question open, and a bad layout and position.
 */
async function everyState(
  el: DefendersPathTracker,
  check: (state: string) => void | Promise<void>,
): Promise<void> {
  await check('start');
  await click(el, 'button.advance');
  await check('causes open');
  await click(el, 'button.cause[data-cause="all-house-markers"]');
  await advance(el);
  await check('white event waits, one move made');
  await click(el, 'button.effect');
  el.position = 10;
  await el.updateComplete;
  await advance(el);
  await check('red event waits');
  await click(el, 'button.token');
  await check('Location Card taken');
  el.position = last - 1;
  await el.updateComplete;
  await advance(el);
  await check('final hand');
  ($(el, 'details.history') as HTMLDetailsElement).open = true;
  await click(el, 'button.restart');
  await check('history and restart question open');
  await click(el, 'button.restart-confirm');
  await check('started again');
  await quietly(async () => {
    el.setAttribute('layout', 'wwx');
    el.setAttribute('position', '99');
    await el.updateComplete;
    await check('bad layout and position');
  });
}

/** The tracker inside a wrapper of `lang` and `dir`, 20em wide, walked through every state. */
async function eachState(
  lang: string,
  check: (el: DefendersPathTracker, state: string) => Promise<void> | void,
  dir: 'ltr' | 'rtl',
): Promise<void> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} dir=${dir}><defenders-path-tracker></defenders-path-tracker></div>`,
  );
  wrapper.style.width = '20em';
  const el = wrapper.querySelector('defenders-path-tracker') as DefendersPathTracker;
  await el.updateComplete;
  await everyState(el, (state) => check(el, state));
}

describe('<defenders-path-tracker> in other languages', () => {
  languageSuite({
    tag: 'defenders-path-tracker',
    eachState,
    // axe reads an event waiting, the final hand and a bad attribute: the other states add no markup kind.
    axeIn: (state) =>
      state === 'white event waits, one move made' ||
      state === 'final hand' ||
      state === 'bad layout and position',
  });

  it('renders again in the new language when lang changes, its announcement too', async () => {
    const el = await fixture<DefendersPathTracker>(
      html`<defenders-path-tracker lang="de"></defenders-path-tracker>`,
    );
    await advance(el);
    const status = () => text($(el, '[role="status"]'));
    expect(status()).to.equal(
      'Ein Hausspieler hat aufgefüllt: Der Marker der Dunklen Künste ist auf Feld 2 von 16 gezogen, in der weißen Zone.',
    );
    expect(text($(el, 'button.advance'))).to.equal('Marker der Dunklen Künste weiterziehen…');
    el.lang = 'en';
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(text($(el, 'h2'))).to.equal('Dark Arts path');
    expect(text($(el, 'button.advance'))).to.equal('Advance the marker…');
    expect(status()).to.equal(
      'A House Player replenished: the Dark Arts Marker moved forward to space 2 of 16, in the white zone.',
    );
  });

  it('shows a bad attribute in the reader’s language and warns in English', async () => {
    const warnings = captureWarnings();
    let el: DefendersPathTracker;
    try {
      el = await fixture<DefendersPathTracker>(
        html`<defenders-path-tracker lang="de" position="99"></defenders-path-tracker>`,
      );
    } finally {
      warnings.restore();
    }
    expect(warnings.calls).to.have.length(1);
    expect(String(warnings.calls[0]?.[0])).to.contain(
      `position must be a whole number from 0 (first space) to ${last} (last space)`,
    );
    expect(text($(el, '[role="alert"]'))).to.equal(
      `position muss für dieses Layout eine ganze Zahl von 0 (erstes Feld) bis ${last} (letztes Feld) sein; erhalten: "99". Der Marker der Dunklen Künste bleibt auf dem ersten Feld.`,
    );
    el.lang = 'en';
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(text($(el, '[role="alert"]'))).to.contain('position must be a whole number from 0');
  });

  it('lays the path out right to left under dir="rtl": space 1 at the right, zone rules at the right edge', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><defenders-path-tracker></defenders-path-tracker></div>`,
    );
    wrapper.style.width = '60em';
    const el = wrapper.querySelector('defenders-path-tracker') as DefendersPathTracker;
    await el.updateComplete;
    const spaces = $$(el, '[part~="space"]').map((space) => space.getBoundingClientRect());
    const [first, second] = spaces as [DOMRect, DOMRect];
    expect(first.top).to.equal(second.top);
    expect(first.left).to.be.greaterThan(second.left);
    const zones = $$(el, '[part="zone"]');
    const [white, orange] = zones.map((zone) => zone.getBoundingClientRect()) as [DOMRect, DOMRect];
    expect(white.left).to.be.greaterThan(orange.left);
    const rule = getComputedStyle(zones[0] as HTMLElement);
    expect(rule.borderRightWidth).to.equal('6px');
    expect(rule.borderLeftWidth).not.to.equal('6px');
    // The marker's pointer stays centred under its space: placed the same from either edge.
    const after = getComputedStyle($(el, '.space.current') as HTMLElement, '::after');
    expect(after.left).to.equal(after.right);
    expect(parseFloat(after.marginLeft)).to.be.closeTo(parseFloat(after.marginRight), 0.5);
  });
});
