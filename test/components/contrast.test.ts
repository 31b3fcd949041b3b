// The Dark Arts Marker and every control's edge stand out at least 3:1 from what is behind them
// (WCAG 1.4.11), computed from the colours the engine resolves: the marker's rings against each
// zone's space and against the widget, and the borders of buttons, steppers, fields and menus
// against the widget, on a light page, on a dark one that says `color-scheme: dark`, and on a dark
// one that does not (the widgets then detect its background and take their dark colours).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import { composite, contrast, rgba } from '../helpers/colour.js';
import { openDetails, root } from '../helpers/dom.js';
import { onUndeclaredDarkPage } from '../../src/shared/page-scheme.js';

const LIGHT = 'background: rgb(255, 255, 255); color: rgb(17, 17, 17)';
const DARK = 'background: rgb(18, 18, 18); color: rgb(238, 238, 238)';

const PAGES = [
  { name: 'a light page', style: LIGHT, background: 'rgb(255, 255, 255)', dark: false },
  {
    name: 'a dark page with color-scheme: dark',
    style: `${DARK}; color-scheme: dark`,
    background: 'rgb(18, 18, 18)',
    dark: true,
  },
  {
    name: 'a dark page without color-scheme',
    style: DARK,
    background: 'rgb(18, 18, 18)',
    dark: true,
  },
] as const;

const WIDGETS = [
  'defenders-setup-calculator',
  'defenders-turn-checklist action="replenish"',
  'defenders-path-tracker',
  'defenders-victory-checker',
  'defenders-faq',
  'defenders-game',
];

/** The space of each zone that the default layout's marker is placed on: 1, 6 and 11. */
const ZONE_POSITIONS = { white: 0, orange: 5, red: 10 } as const;

/** The background the widget's box paints over the page's. */
function widgetBackground(el: HTMLElement, page: string): string {
  const base = root(el).querySelector('[part~="base"]') as HTMLElement;
  return composite(getComputedStyle(base).backgroundColor, page);
}

/** A band of the marker's ring: its colour and width, from the space's edge outwards. */
interface Band {
  color: string;
  width: number;
}

/** The marker's ring as bands: the outline, and the box-shadow's spread around and beyond it. */
function ringBands(space: HTMLElement): Band[] {
  const style = getComputedStyle(space);
  const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  const offset = parseFloat(style.outlineOffset);
  const shadow = /^(rgba?\([^)]*\)|color\([^)]*\)) 0px 0px 0px ([\d.]+)px$/.exec(style.boxShadow);
  const spread = shadow ? Number(shadow[2]) : 0;
  const halo = shadow?.[1] ?? 'rgba(0, 0, 0, 0)';
  const bands: Band[] = [];
  if (offset > 0) bands.push({ color: halo, width: Math.min(offset, spread) });
  bands.push({ color: style.outlineColor, width });
  if (spread > offset + width) bands.push({ color: halo, width: spread - offset - width });
  return bands.filter((band) => band.width > 0 && rgba(band.color)[3] > 0);
}

/** The best contrast against `behind` of a band wide enough to be seen (3 px). */
function bestBand(bands: Band[], behind: string): number {
  const wide = bands.filter((band) => band.width >= 3);
  return Math.max(0, ...wide.map((band) => contrast(band.color, behind)));
}

/**
 * The controls whose edge a user must find: buttons, steppers, fields and menus that can be used
 * now (WCAG exempts inactive ones: disabled, or a stepper at its bound), shown; not tick boxes,
 * which the engine draws in the widget's scheme.
 */
function controls(el: HTMLElement): HTMLElement[] {
  const usable = ':enabled:not([aria-disabled="true"])';
  return [
    ...root(el).querySelectorAll<HTMLElement>(
      `button${usable}, select${usable}, input${usable}:not([type="checkbox"]):not([type="radio"])`,
    ),
  ].filter((control) => control.getClientRects().length > 0);
}

describe('contrast of the marker and of control edges (at least 3:1)', () => {
  for (const page of PAGES) {
    describe(`on ${page.name}`, () => {
      for (const [zone, position] of Object.entries(ZONE_POSITIONS)) {
        it(`the marker on a ${zone} space stands out from the space and from the widget`, async () => {
          const wrapper = await fixture<HTMLElement>(html`<div>
            <defenders-path-tracker position=${position}></defenders-path-tracker>
          </div>`);
          wrapper.setAttribute('style', page.style);
          const tracker = wrapper.querySelector('defenders-path-tracker') as DefendersPathTracker;
          // Detection happens on connect: attach again on the styled page, as a page would load.
          tracker.remove();
          wrapper.append(tracker);
          await tracker.updateComplete;
          const space = root(tracker).querySelector('.space.current') as HTMLElement;
          expect(space.classList.contains(zone)).to.be.true;
          const bands = ringBands(space);
          const widget = widgetBackground(tracker, page.background);
          const behind = getComputedStyle(space).backgroundColor;
          const described = bands.map((band) => `${band.color} ${band.width}px`).join(', ');
          expect(
            bestBand(bands, behind),
            `ring ${described} on the space ${behind}`,
          ).to.be.at.least(3);
          expect(
            bestBand(bands, widget),
            `ring ${described} on the widget ${widget}`,
          ).to.be.at.least(3);
        });
      }

      it('every button, stepper, field and menu has an edge that stands out from the widget', async () => {
        const wrapper = document.createElement('div');
        wrapper.setAttribute('style', page.style);
        document.body.append(wrapper);
        let checked = 0;
        try {
          for (const widget of WIDGETS) {
            const [tag, ...attributes] = widget.split(' ');
            const el = document.createElement(tag!) as HTMLElement & {
              updateComplete: Promise<unknown>;
            };
            for (const attribute of attributes) {
              const [name, value] = attribute.split('=');
              el.setAttribute(name!, JSON.parse(value!) as string);
            }
            wrapper.append(el);
            await el.updateComplete;
            // Open answers show their controls (the FAQ makes its link buttons only then).
            await openDetails(el, root(el).querySelectorAll('details'));
            const background = widgetBackground(el, page.background);
            for (const control of controls(el)) {
              checked += 1;
              const edge = getComputedStyle(control).borderTopColor;
              const name = `${tag} ${control.localName}.${control.className} "${control.textContent?.trim().slice(0, 30)}"`;
              expect(
                contrast(edge, background),
                `${name}: ${edge} on ${background}`,
              ).to.be.at.least(3);
            }
          }
        } finally {
          wrapper.remove();
        }
        expect(checked, 'controls checked').to.be.above(20);
      });

      it(`draws the tick boxes and radio buttons in the ${page.dark ? 'dark' : 'light'} scheme (the engine draws their edge)`, async () => {
        const wrapper = await fixture<HTMLElement>(html`<div>
          <defenders-turn-checklist action="replenish"></defenders-turn-checklist>
        </div>`);
        wrapper.setAttribute('style', page.style);
        const el = wrapper.querySelector('defenders-turn-checklist') as HTMLElement & {
          updateComplete: Promise<unknown>;
        };
        el.remove();
        wrapper.append(el);
        await el.updateComplete;
        const boxes = [...root(el).querySelectorAll('input[type="checkbox"], input[type="radio"]')];
        expect(boxes.length).to.be.above(5);
        for (const box of boxes) {
          const scheme = getComputedStyle(box).colorScheme;
          if (page.dark) expect(scheme).to.contain('dark');
          else expect(scheme).to.equal('normal');
        }
      });
    });
  }
});

describe("a citation's link in the page's own text (at least 4.5:1, as text)", () => {
  for (const page of PAGES) {
    it(`stands out from ${page.name}`, async () => {
      const paragraph = await fixture<HTMLElement>(html`<p>See</p>`);
      paragraph.setAttribute('style', page.style);
      const ref = document.createElement('defenders-rule-ref');
      ref.setAttribute('pages', '22,23');
      ref.setAttribute('rulebook-url', 'https://rules.example/book.pdf');
      paragraph.append(ref);
      await ref.updateComplete;
      const link = root(ref).querySelector<HTMLElement>('[part="link"]')!;
      const linkColour = getComputedStyle(link).color;
      expect(
        contrast(linkColour, page.background),
        `link ${linkColour} on ${page.background}`,
      ).to.be.at.least(4.5);
    });
  }
});

describe('detecting a dark page that sets no color-scheme', () => {
  async function hostOn(style: string, inner = ''): Promise<HTMLElement> {
    const wrapper = await fixture<HTMLElement>(html`<div><div><span></span></div></div>`);
    wrapper.setAttribute('style', style);
    const card = wrapper.firstElementChild as HTMLElement;
    card.setAttribute('style', inner);
    return card.firstElementChild as HTMLElement;
  }

  it('lays translucent backgrounds over the ones below them', async () => {
    expect(onUndeclaredDarkPage(await hostOn(DARK))).to.be.true;
    expect(onUndeclaredDarkPage(await hostOn(DARK, 'background: rgb(255 255 255 / 0.06)'))).to.be
      .true;
    expect(onUndeclaredDarkPage(await hostOn(LIGHT, 'background: rgb(0 0 0 / 0.06)'))).to.be.false;
    expect(onUndeclaredDarkPage(await hostOn(LIGHT, 'background: rgb(0 0 0 / 0.9)'))).to.be.true;
    expect(onUndeclaredDarkPage(await hostOn(''))).to.be.false;
  });

  it('takes a page that sets color-scheme at its word', async () => {
    expect(onUndeclaredDarkPage(await hostOn(`${DARK}; color-scheme: light`))).to.be.false;
    expect(onUndeclaredDarkPage(await hostOn(`${DARK}; color-scheme: dark`))).to.be.false;
  });
});
