// Readable before and without JavaScript: the light-DOM fallback shows until the element upgrades,
// then gives way to the widget (except <defenders-game>, which slots its children), and
// dist/defenders-widgets.css sizes the fallback close to the widget, so upgrading barely shifts
// the page. Needs `npm run build` first.
import { expect } from '@open-wc/testing';
import {
  TAGS,
  basePart,
  frameWindow,
  loadFrame,
  nextFrame,
  removeFrames,
  settled,
  whenDefined,
} from './frames.js';
import { elementSnippet } from '../../src/embed/snippets.js';

const FIXTURES = '/test/embed/fixtures';
const BOXED = [
  'defenders-setup-calculator',
  'defenders-turn-checklist',
  'defenders-path-tracker',
  'defenders-victory-checker',
  'defenders-faq',
];

function upgrade(frame: HTMLIFrameElement): void {
  const script = frame.contentDocument!.createElement('script');
  script.type = 'module';
  script.src = '/dist/cdn/defenders-widgets.js';
  frame.contentDocument!.head.append(script);
}

const visible = (element: Element) =>
  element.checkVisibility() && element.getClientRects().length > 0;

describe('fallback content', () => {
  afterEach(removeFrames);

  it('shows every fallback, boxed like the widget, while no script has run', async () => {
    const frame = await loadFrame(`${FIXTURES}/no-script.html`);
    const doc = frame.contentDocument!;
    const win = frameWindow(frame);
    for (const tag of TAGS) {
      const element = doc.querySelector(tag)!;
      expect(element.matches(':defined'), tag).to.equal(false);
      expect(visible(element.querySelector('.fallback')!), `${tag} fallback visible`).to.equal(
        true,
      );
    }
    for (const tag of BOXED) {
      const style = win.getComputedStyle(doc.querySelector(tag)!);
      expect(style.display, tag).to.equal('block');
      expect(style.paddingTop, tag).to.equal('16px');
      expect(style.borderTopWidth, tag).to.equal('3px');
      expect(parseFloat(style.height), `${tag} reserved height`).to.be.greaterThan(100);
    }
    expect(win.getComputedStyle(doc.querySelector('defenders-rule-ref')!).display).to.equal(
      'inline',
    );
  });

  it('hides the fallback once each element upgrades (the game keeps its children, the citation its own text)', async () => {
    const frame = await loadFrame(`${FIXTURES}/no-script.html`);
    const doc = frame.contentDocument!;
    upgrade(frame);
    for (const tag of TAGS) await settled(frame, tag);
    await nextFrame();
    for (const tag of BOXED) {
      const element = doc.querySelector(tag)!;
      expect(visible(element.querySelector('.fallback')!), `${tag} fallback hidden`).to.equal(
        false,
      );
      expect(visible(basePart(element)!), `${tag} widget shown`).to.equal(true);
      // The :not(:defined) box is gone: the widget draws its own.
      expect(frameWindow(frame).getComputedStyle(element).paddingTop, tag).to.equal('0px');
    }
    const ruleRef = doc.querySelector('defenders-rule-ref')!;
    expect(visible(ruleRef.querySelector('.fallback')!), 'rule-ref fallback replaced').to.equal(
      false,
    );
    expect(ruleRef.shadowRoot!.textContent).to.contain('22');
    const game = doc.querySelector('defenders-game')!;
    expect(visible(game.querySelector('.fallback')!), 'game children stay').to.equal(true);
  });

  it('moves the page little when the snippets upgrade (fallback box close to the widget height)', async () => {
    // Heights follow the font: the reserved heights were measured with Arial's metrics, and each
    // engine's generic sans-serif differs on Linux (DejaVu Sans in Firefox and WebKit is far wider).
    // No scrollbar either: Firefox's takes 15 px, and the victory checker's two columns need the full 640.
    const widgets = [
      'setup-calculator',
      'turn-checklist',
      'path-tracker',
      'victory-checker',
      'faq',
    ] as const;
    const body = widgets.map((widget) => elementSnippet(widget)).join('\n');
    const frame = await loadFrame(
      {
        srcdoc: `<!doctype html><html lang="en" style="overflow:hidden"><title>Snippets</title><link rel="stylesheet" href="/dist/defenders-widgets.css"><body style="margin:0;font:16px/1.5 Arial, 'Liberation Sans', sans-serif">${body}</body></html>`,
      },
      640,
    );
    const doc = frame.contentDocument!;
    await new Promise((resolve) =>
      doc.querySelector('link')!.sheet
        ? resolve(null)
        : doc.querySelector('link')!.addEventListener('load', resolve),
    );
    const before = widgets.map(
      (widget) => doc.querySelector(`defenders-${widget}`)!.getBoundingClientRect().height,
    );
    upgrade(frame);
    for (const widget of widgets) await whenDefined(frame, `defenders-${widget}`);
    for (const widget of widgets) await settled(frame, `defenders-${widget}`);
    await nextFrame();
    const after = widgets.map(
      (widget) => doc.querySelector(`defenders-${widget}`)!.getBoundingClientRect().height,
    );
    const report = widgets.map(
      (widget, index) => `${widget}: ${Math.round(before[index]!)} -> ${Math.round(after[index]!)}`,
    );
    console.log(`fallback -> widget heights at 640 px: ${report.join(', ')}`);
    widgets.forEach((widget, index) => {
      const shift = Math.abs(after[index]! - before[index]!) / after[index]!;
      expect(shift, `${widget}: ${report[index]}`).to.be.below(0.25);
    });
  });
});
