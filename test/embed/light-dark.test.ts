// Engines without light-dark() (before Safari 17.5, Chrome 123, Firefox 120) are inside the browser
// baseline. There the widgets must still show their accent colour and readable text. The bundle and
// the fallback stylesheet are served with `light-dark(` renamed to an unknown function
// (scripts/test/wtr-without-light-dark.mjs), so every engine drops it the way an old one does.
// Needs `npm run build` first.
import { expect } from '@open-wc/testing';
import { basePart, frameWindow, loadFrame, nextFrame, removeFrames, settled } from './frames.js';
import { contrast } from '../helpers/colour.js';

const ACCENT = 'rgb(122, 46, 46)';
const WITHOUT = '?without=light-dark';
const BOXED = [
  'defenders-setup-calculator',
  'defenders-turn-checklist',
  'defenders-path-tracker',
  'defenders-victory-checker',
  'defenders-faq',
] as const;

function page(body: string, script: boolean): { srcdoc: string } {
  return {
    srcdoc: `<!doctype html><html lang="en"><head><title>Old engine</title>
<link rel="stylesheet" href="/dist/defenders-widgets.css${WITHOUT}">
${script ? `<script type="module" src="/dist/cdn/defenders-widgets.js${WITHOUT}"></script>` : ''}
</head><body style="background: #fff; color: #1b1b1b">${body}</body></html>`,
  };
}

const styleOf = (frame: HTMLIFrameElement, element: Element, pseudo?: string) =>
  frameWindow(frame).getComputedStyle(element, pseudo);

describe('without light-dark()', () => {
  afterEach(removeFrames);

  it('is really served without it (the test would prove nothing otherwise)', async () => {
    for (const file of ['/dist/cdn/defenders-widgets.js', '/dist/defenders-widgets.css']) {
      const plain = await (await fetch(file)).text();
      const old = await (await fetch(`${file}${WITHOUT}`)).text();
      expect(plain, file).to.match(/(?<!no-)light-dark\(/);
      expect(old, file).not.to.match(/(?<!no-)light-dark\(/);
    }
  });

  it('keeps the accent rule above every widget and above the fallback boxes', async () => {
    const body = BOXED.map((tag) => `<${tag}><p class="fallback">Fallback text.</p></${tag}>`).join(
      '',
    );
    const before = await loadFrame(page(body, false));
    for (const tag of BOXED) {
      const box = before.contentDocument!.querySelector(tag)!;
      expect(styleOf(before, box).borderTopWidth, `${tag} fallback`).to.equal('3px');
      expect(styleOf(before, box).borderTopColor, `${tag} fallback`).to.equal(ACCENT);
    }
    const frame = await loadFrame(page(body, true));
    for (const tag of BOXED) {
      const [element] = await settled(frame, tag);
      const base = basePart(element!)!;
      expect(styleOf(frame, base).borderTopWidth, tag).to.equal('3px');
      expect(styleOf(frame, base).borderTopColor, tag).to.equal(ACCENT);
    }
  });

  it('fills chosen and primary controls with the accent, with readable text on them', async () => {
    const frame = await loadFrame(
      page(
        '<defenders-setup-calculator players="3"></defenders-setup-calculator><defenders-path-tracker></defenders-path-tracker>',
        true,
      ),
    );
    const [setup] = await settled(frame, 'defenders-setup-calculator');
    const [path] = await settled(frame, 'defenders-path-tracker');
    await nextFrame();
    const filled = [
      setup!.shadowRoot!.querySelector('.counts label.chosen')!,
      path!.shadowRoot!.querySelector('button.advance')!,
    ];
    for (const control of filled) {
      const style = styleOf(frame, control);
      expect(style.backgroundColor, control.textContent!.trim()).to.equal(ACCENT);
      expect(
        contrast(style.color, style.backgroundColor),
        `${control.textContent!.trim()} text`,
      ).to.be.at.least(4.5);
    }
  });

  it('keeps accent links, focus rings and disclosure markers', async () => {
    const frame = await loadFrame(
      page(
        '<p>Setup <defenders-rule-ref pages="6" rulebook-url="https://example.com/rulebook.pdf"></defenders-rule-ref>.</p><defenders-faq></defenders-faq>',
        true,
      ),
    );
    const [ref] = await settled(frame, 'defenders-rule-ref');
    const [faq] = await settled(frame, 'defenders-faq');
    const link = ref!.shadowRoot!.querySelector('a')!;
    expect(styleOf(frame, link).color).to.equal(ACCENT);
    const summary = faq!.shadowRoot!.querySelector('summary')!;
    expect(styleOf(frame, summary, '::before').borderRightColor).to.equal(ACCENT);
    const search = faq!.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    // A programmatic focus on a text field matches :focus-visible in every engine.
    expect(styleOf(frame, search).outlineColor).to.equal(ACCENT);
    expect(styleOf(frame, search).outlineStyle).to.equal('solid');
  });
});
