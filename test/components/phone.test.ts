// Phones at the table: each element on a 320 px wide page (the narrowest phone still sold), in
// the state that shows most of its controls. Nothing may make the page scroll sideways, and every
// control a player taps must offer a target of at least 24 × 24 CSS px (WCAG 2.2, 2.5.8): its own
// box, or its label's when a tap on the label works the control. Links inside running text are exempt.
import { expect } from '@open-wc/testing';
import { loadFrame, nextFrame, removeFrames, settled } from '../embed/frames.js';
import type { TAGS } from '../helpers/elements.js';
import { openDetails } from '../helpers/dom.js';

type Tag = (typeof TAGS)[number];

interface PhonePage {
  /** The element as a host page writes it (inside <body>). */
  markup: string;
  /** Brings out the controls a first render hides (open disclosures, say). */
  reveal?: (element: HTMLElement) => Promise<void> | void;
}

const openEvery = (selector: string) => (element: HTMLElement) =>
  openDetails(
    element as HTMLElement & { updateComplete: Promise<unknown> },
    element.shadowRoot!.querySelectorAll<HTMLDetailsElement>(selector),
  );

const PAGES: Record<Tag, PhonePage> = {
  'defenders-setup-calculator': {
    markup: '<defenders-setup-calculator players="3"></defenders-setup-calculator>',
  },
  'defenders-turn-checklist': {
    markup: '<defenders-turn-checklist side="house" action="explore"></defenders-turn-checklist>',
  },
  'defenders-path-tracker': {
    markup: '<defenders-path-tracker position="4"></defenders-path-tracker>',
    reveal: openEvery('details'),
  },
  'defenders-victory-checker': {
    markup: '<defenders-victory-checker></defenders-victory-checker>',
    reveal: openEvery('details'),
  },
  'defenders-faq': { markup: '<defenders-faq></defenders-faq>', reveal: openEvery('details') },
  'defenders-rule-ref': {
    markup:
      '<p>Each House Player starts with a hand of cards <defenders-rule-ref pages="6,7" rulebook-url="https://example.com/rulebook.pdf"></defenders-rule-ref>, drawn from the House deck.</p>',
  },
  'defenders-game': {
    markup:
      '<defenders-game share keep-awake persist="phone-test"><defenders-setup-calculator></defenders-setup-calculator><defenders-path-tracker></defenders-path-tracker></defenders-game>',
  },
};

const CONTROLS =
  'button, input:not([type="hidden"]), select, textarea, summary, a[href], [role="button"], [tabindex="0"]';

/** Every element in the page's light and shadow trees. */
function everyElement(root: Document | ShadowRoot): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...everyElement(element.shadowRoot));
  }
  return found;
}

/** The parent in the flat tree: a shadow root's host stands in for the root. */
function parentOf(element: Element): Element | null {
  return element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
}

function shown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return (
    rect.width > 1 &&
    rect.height > 1 &&
    element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
  );
}

/** A link is in running text when the block around it holds more words than the link itself. */
function inRunningText(link: Element): boolean {
  let block = parentOf(link);
  while (block && /^inline|^contents$/.test(getComputedStyle(block).display))
    block = parentOf(block);
  const words = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return block !== null && words(block).length > words(link).length + 10;
}

/** The boxes a tap may land on to work `control`: its own, and its labels' when they activate it. */
function targets(control: Element): DOMRect[] {
  const boxes = [control.getBoundingClientRect()];
  const labels = (control as HTMLInputElement).labels;
  if (labels) boxes.push(...[...labels].map((label) => label.getBoundingClientRect()));
  return boxes;
}

const describeControl = (control: Element) =>
  `<${control.localName}${control.getAttribute('type') ? ` type=${control.getAttribute('type')}` : ''}> "${(
    control.getAttribute('aria-label') ??
    (control as HTMLInputElement).labels?.[0]?.textContent ??
    control.textContent ??
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40)}"`;

async function phonePage(
  tag: Tag,
  lang: 'en' | 'de' = 'en',
): Promise<{ frame: HTMLIFrameElement; element: HTMLElement }> {
  const { markup, reveal } = PAGES[tag];
  // German at a fan guide's larger sans-serif type and margins (demo/de.html).
  const german =
    lang === 'de'
      ? `<script type="module" src="/src/locales/de.ts"></script><style>body { margin: 16px; font: 18px 'DejaVu Sans', Verdana, sans-serif; }</style>`
      : '';
  const frame = await loadFrame(
    {
      srcdoc: `<!doctype html><html lang="${lang}"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Phone</title>${german}<script type="module" src="/src/index.ts"></script></head><body>${markup}</body></html>`,
    },
    320,
  );
  const [element] = await settled(frame, tag);
  for (const nested of frame.contentDocument!.querySelectorAll<HTMLElement>('*')) {
    await (nested as { updateComplete?: Promise<unknown> }).updateComplete;
  }
  await reveal?.(element as HTMLElement);
  await (element as { updateComplete?: Promise<unknown> }).updateComplete;
  await nextFrame();
  return { frame, element: element as HTMLElement };
}

for (const tag of Object.keys(PAGES) as Tag[]) {
  describe(`<${tag}> on a 320 px phone`, () => {
    afterEach(removeFrames);

    it('does not make the page scroll sideways in German, whose words run longer', async () => {
      const { frame } = await phonePage(tag, 'de');
      const page = frame.contentDocument!.documentElement;
      expect(page.scrollWidth, 'page width with the widget').to.be.at.most(page.clientWidth);
    });

    it('does not make the page scroll sideways', async () => {
      const { frame } = await phonePage(tag);
      const page = frame.contentDocument!.documentElement;
      expect(page.clientWidth, 'the frame is phone-sized').to.be.at.most(320);
      expect(page.scrollWidth, 'page width with the widget').to.be.at.most(page.clientWidth);
      const sticking = everyElement(frame.contentDocument!)
        .filter((box) => shown(box) && box.getBoundingClientRect().right > page.clientWidth + 0.5)
        .map((box) => `<${box.localName} class="${box.getAttribute('class') ?? ''}">`);
      expect(sticking, 'boxes past the right edge').to.deep.equal([]);
    });

    it('gives every control a tap target of at least 24 × 24 px', async () => {
      const { frame } = await phonePage(tag);
      const controls = everyElement(frame.contentDocument!).filter((control) =>
        control.matches(CONTROLS),
      );
      const tappable = controls.filter((control) => {
        if (control.closest('.visually-hidden')) return false;
        if (control.localName === 'a' && inRunningText(control)) return false;
        // An invisible input is still tapped through its label.
        return shown(control) || ((control as HTMLInputElement).labels?.length ?? 0) > 0;
      });
      expect(controls.length, 'controls found').to.be.greaterThan(0);
      const small = tappable
        .filter((control) => !targets(control).some((box) => box.width >= 24 && box.height >= 24))
        .map((control) => {
          const box = control.getBoundingClientRect();
          return `${describeControl(control)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
        });
      expect(small, 'controls under 24 × 24 px').to.deep.equal([]);
    });
  });
}
