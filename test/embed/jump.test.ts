// No jump: the fallback box that dist/defenders-widgets.css reserves before a widget upgrades,
// against the upgraded widget's height, for every boxed widget at a phone's 390 px and a desktop's
// 1,280 px, with the paste snippet's fallback and with the inline fallback of the WordPress plugin
// and the Hugo and Eleventy shortcodes. Within 10 % or 150 px, whichever is larger.
// Needs `npm run build` first; `npm run bench` prints the same table.
import { expect } from '@open-wc/testing';
import { loadFrame, nextFrame, removeFrames, settled, whenDefined } from './frames.js';
import { elementSnippet, fallbackInlineHtml } from '../../src/embed/snippets.js';

const WIDGETS = [
  'setup-calculator',
  'turn-checklist',
  'path-tracker',
  'victory-checker',
  'faq',
] as const;

const WIDTHS = [390, 1280] as const;

const FORMS = {
  snippet: (widget: (typeof WIDGETS)[number]) => elementSnippet(widget),
  inline: (widget: (typeof WIDGETS)[number]) =>
    `<defenders-${widget}>${fallbackInlineHtml(widget)}</defenders-${widget}>`,
};

/** The heights of each widget's fallback box and of the upgraded widget, in a frame `width` wide. */
async function measure(form: keyof typeof FORMS, width: number): Promise<[number, number][]> {
  const body = WIDGETS.map((widget) => FORMS[form](widget)).join('\n');
  const frame = await loadFrame(
    {
      srcdoc:
        `<!doctype html><html lang="en" style="overflow:hidden"><meta name="viewport" content="width=device-width"><title>Jump</title>` +
        `<link rel="stylesheet" href="/dist/defenders-widgets.css">` +
        `<body style="margin:0 1em;font:16px/1.5 Arial, 'Liberation Sans', sans-serif">${body}</body></html>`,
    },
    width,
  );
  const doc = frame.contentDocument!;
  const link = doc.querySelector('link')!;
  if (!link.sheet) await new Promise((resolve) => link.addEventListener('load', resolve));
  const height = (widget: string) =>
    doc.querySelector(`defenders-${widget}`)!.getBoundingClientRect().height;
  const before = WIDGETS.map(height);
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = '/dist/cdn/defenders-widgets.js';
  doc.head.append(script);
  for (const widget of WIDGETS) await whenDefined(frame, `defenders-${widget}`);
  for (const widget of WIDGETS) await settled(frame, `defenders-${widget}`);
  await nextFrame();
  const after = WIDGETS.map(height);
  removeFrames();
  return WIDGETS.map((_, index) => [before[index]!, after[index]!]);
}

describe('no jump when the widgets upgrade', () => {
  afterEach(removeFrames);

  for (const form of Object.keys(FORMS) as (keyof typeof FORMS)[])
    for (const width of WIDTHS)
      it(`keeps every widget within 10 % or 150 px of its ${form} fallback box at ${width} px`, async () => {
        const heights = await measure(form, width);
        const rows = WIDGETS.map(
          (widget, index) =>
            `${widget}: ${Math.round(heights[index]![0])} -> ${Math.round(heights[index]![1])}`,
        );
        console.log(`${form} fallback -> widget at ${width} px: ${rows.join(', ')}`);
        WIDGETS.forEach((_widget, index) => {
          const [before, after] = heights[index]!;
          expect(Math.abs(after - before), rows[index]).to.be.at.most(Math.max(0.1 * after, 150));
        });
      });
});
