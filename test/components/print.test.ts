// Printing: every widget prints as a reference card. The same checks run twice: under print media
// emulated by the browser driver (only Chromium's can: Firefox over WebDriver BiDi and WebKit over
// classic WebDriver have no media emulation), and in every engine with the widgets' `@media print`
// rules switched on through the CSSOM, which checks how each engine computes those rules.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/victory-checker/victory-checker.js';
import '../../src/components/faq/faq.js';
import '../../src/components/rule-ref/rule-ref.js';
import '../../src/components/game/game.js';
import { $, $$, root, text } from '../helpers/dom.js';
import { rgba } from '../helpers/colour.js';

/** Shown unless it or an ancestor up to its widget's host is `display: none`. */
function shown(node: Element): boolean {
  for (let at: Element | null = node; at; at = at.parentElement ?? null) {
    if (getComputedStyle(at).display === 'none') return false;
  }
  return true;
}

function transparent(color: string): boolean {
  return color === 'transparent' || rgba(color)[3] === 0;
}

/** Every element of `el`'s shadow tree, and of the widgets nested in it, with their pseudo-elements. */
function everything(el: Element): Element[] {
  const nodes = [...(el.shadowRoot?.querySelectorAll('*') ?? [])];
  return nodes.flatMap((node) => [node, ...(node.shadowRoot ? everything(node) : [])]);
}

function expectNoFills(el: Element): void {
  const filled: string[] = [];
  for (const node of everything(el)) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(node, pseudo);
      if (!transparent(style.backgroundColor) || style.backgroundImage !== 'none')
        filled.push(`${node.localName}.${[...node.classList].join('.')}${pseudo ?? ''}`);
      if (style.boxShadow !== 'none') filled.push(`${node.localName} shadow`);
    }
  }
  expect(filled, 'filled with colour').to.deep.equal([]);
}

function expectNoControls(el: Element): void {
  const controls = everything(el).filter(
    (node) => node.matches('button, input[type="search"]') && shown(node),
  );
  expect(
    controls.map((node) => text(node) || node.outerHTML.slice(0, 60)),
    'controls',
  ).to.deep.equal([]);
}

/** An empty tick box: no native check drawn, a border to tick with a pen. */
function expectEmptyBox(box: HTMLElement): void {
  const style = getComputedStyle(box);
  expect(shown(box), 'tick box shown').to.equal(true);
  expect(style.appearance, 'no native box (with its tick)').to.equal('none');
  expect(parseFloat(style.borderTopWidth), 'a drawn box').to.be.at.least(1);
  expect(parseFloat(style.width), 'a box a pen can tick').to.be.at.least(10);
}

/** The checks, each given a widget rendered (and, for some, changed) before print takes effect. */
const cards: [string, () => Promise<void>][] = [];
function card(name: string, check: () => Promise<void>): void {
  cards.push([name, check]);
}

async function render<T extends HTMLElement>(template: TemplateResult): Promise<T> {
  return fixture<T>(template);
}

card(
  'the setup calculator: no count buttons, empty tick boxes, no fills, no break in a step',
  async () => {
    const el = await render(
      html`<defenders-setup-calculator players="3"></defenders-setup-calculator>`,
    );
    const boxes = $$(el, '.step input') as HTMLInputElement[];
    boxes[0]!.click();
    boxes[2]!.click();
    await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await print();
    expect(shown($(el, 'fieldset')!), 'player-count choice').to.equal(false);
    expect(shown($(el, '.progress')!), 'tick counter').to.equal(false);
    expect(shown($(el, 'table')!), 'the comparison table').to.equal(true);
    expect(text($(el, 'h2'))).to.equal('Setup for 3 players');
    for (const box of boxes) expectEmptyBox(box);
    const ticked = $(el, '.step.done label')!;
    expect(getComputedStyle(ticked).textDecorationLine, 'a ticked step is not struck').to.equal(
      'none',
    );
    expect(getComputedStyle($(el, '.step')!).breakInside).to.equal('avoid');
    expect(getComputedStyle($(el, 'h3')!).breakAfter).to.equal('avoid');
    expect(getComputedStyle($(el, 'tr.chosen th')!).borderTopStyle, 'chosen row boxed').to.equal(
      'solid',
    );
    expectNoControls(el);
    expectNoFills(el);
  },
);

card('the turn checklist: the chosen side and action in words, empty tick boxes', async () => {
  const el = await render(
    html`<defenders-turn-checklist side="house" action="explore"></defenders-turn-checklist>`,
  );
  const steps = $$(el, '.steps li input') as HTMLInputElement[];
  steps[0]!.click();
  await print();
  const choices = $$(el, '.choice');
  const chosen = choices.filter((choice) => choice.querySelector('input')!.checked);
  expect(chosen.map((choice) => shown(choice))).to.deep.equal([true, true]);
  const unsupported = !CSS.supports('selector(:has(*))');
  for (const choice of choices.filter((each) => !chosen.includes(each)))
    expect(shown(choice), `${text(choice)} (shown only without :has())`).to.equal(unsupported);
  if (!unsupported) {
    for (const radio of $$(el, '.choice input')) expect(shown(radio), 'radio').to.equal(false);
  }
  for (const box of steps) expectEmptyBox(box);
  expect(getComputedStyle($(el, '.steps li .text')!).textDecorationLine).to.equal('none');
  expect(shown($(el, '.progress')!), 'tick counter').to.equal(false);
  expect(getComputedStyle($(el, '.steps li')!).breakInside).to.equal('avoid');
  expectNoControls(el);
  expectNoFills(el);
});

card(
  "the turn checklist's Replenish: a step whose citation shows once on screen prints its own",
  async () => {
    const el = await render(
      html`<defenders-turn-checklist side="house" action="replenish"></defenders-turn-checklist>`,
    );
    const again = $$(el, '.cite-again');
    expect(again.length, 'steps citing the page of the next').to.be.at.least(1);
    for (const cite of again) expect(cite.getBoundingClientRect().width, 'on screen').to.equal(1);
    await print();
    for (const cite of again) {
      expect(shown(cite), text(cite)).to.equal(true);
      expect(cite.getBoundingClientRect().width, `${text(cite)} printed`).to.be.above(10);
    }
  },
);

card(
  'the turn checklist with no action yet: every action, with why one is not allowed',
  async () => {
    const el = await render(
      html`<defenders-turn-checklist side="house" final-hand></defenders-turn-checklist>`,
    );
    await print();
    const actions = $$(el, '[part="actions"] .choice');
    expect(actions.length).to.equal(3);
    for (const action of actions) expect(shown(action), text(action)).to.equal(true);
    expect(shown($(el, '.reason')!), 'the reason Replenish is not allowed').to.equal(true);
  },
);

card('the path tracker: no move buttons, readable spaces without their fills', async () => {
  const el = await render(html`<defenders-path-tracker position="12"></defenders-path-tracker>`);
  await print();
  expect(shown($(el, '.controls')!), 'move controls').to.equal(false);
  const red = $(el, '.space.red')!;
  expect(getComputedStyle(red).color, 'red space text').to.equal(getComputedStyle(el).color);
  expect(getComputedStyle($(el, '.zone')!).breakInside).to.equal('avoid');
  expectNoControls(el);
  expectNoFills(el);
});

card(
  'the victory checker: the figures without their steppers, the verdict without a fill',
  async () => {
    const el = await render(html`<defenders-victory-checker></defenders-victory-checker>`);
    await print();
    expect(shown($(el, '.verdict')!)).to.equal(true);
    expect(shown($(el, 'output')!), 'the numbers').to.equal(true);
    expect(getComputedStyle($(el, '.verdict')!).breakInside).to.equal('avoid');
    expectNoControls(el);
    expectNoFills(el);
  },
);

card('the FAQ: no search box or copy buttons, questions without open-close markers', async () => {
  const el = await render(html`<defenders-faq></defenders-faq>`);
  await print();
  expect(shown($(el, '.search')!), 'search').to.equal(false);
  expect(shown($(el, '.count')!), 'the count line').to.equal(true);
  const summary = $(el, 'summary')!;
  expect(getComputedStyle(summary, '::before').display, 'marker').to.equal('none');
  expect(getComputedStyle($(el, 'details')!).breakInside).to.equal('avoid');
  expectNoControls(el);
  expectNoFills(el);
});

card('a searched FAQ: every match prints, the weaker ones folded on screen too', async () => {
  const el = await render(html`<defenders-faq query="what if i run out of cards"></defenders-faq>`);
  const hidden = () => $$(el, 'details').filter((entry) => !shown(entry)).length;
  expect(hidden(), 'folded on screen').to.be.greaterThan(0);
  await print();
  expect(hidden(), 'left off the paper').to.equal(0);
  expectNoControls(el);
});

card('a citation: plain text in the text colour, not a link look', async () => {
  const el = await render(
    html`<p><defenders-rule-ref pages="22" rulebook-url="https://example.com/rules.pdf"></defenders-rule-ref></p>`,
  );
  const ref = el.querySelector('defenders-rule-ref')!;
  await print();
  const link = $(ref, 'a')!;
  expect(text($(ref, 'a')).startsWith('Rulebook p. 22')).to.equal(true);
  expect(getComputedStyle(link).color).to.equal(getComputedStyle(el).color);
  expect(getComputedStyle(link).textDecorationLine).to.equal('none');
  expect(getComputedStyle($(ref, '.piece')!).textDecorationLine, 'its pages').to.equal('none');
});

card('the game: no toolbar, the guide and widgets inside as they are', async () => {
  const el = await render(
    html`<defenders-game share><p id="guide">Guide text</p></defenders-game>`,
  );
  await print();
  expect(shown($(el, '[part="toolbar"]')!), 'toolbar').to.equal(false);
  expect(shown(el.querySelector('#guide')!)).to.equal(true);
  expectNoControls(el);
});

/** Turns print on for the card being checked; set by each mode below. */
let print: () => Promise<void> = async () => {};

/**
 * Only Chromium's driver (CDP) can emulate print media: puppeteer sends the same CDP command to
 * Firefox over WebDriver BiDi and it is refused, and classic WebDriver (WebKit) has no command.
 */
const driverEmulatesPrint = /Chrome\//.test(navigator.userAgent);

describe('printing', () => {
  afterEach(() => fixtureCleanup());

  describe('under print media emulated by the driver', () => {
    before(() => {
      print = async () => {
        await emulateMedia({ media: 'print' });
      };
    });
    afterEach(async () => {
      if (driverEmulatesPrint) await emulateMedia({ media: 'screen' });
    });

    for (const [name, check] of cards) {
      it(`${name} (not run where the driver cannot emulate print media: Firefox, WebKit)`, async function () {
        if (!driverEmulatesPrint) this.skip();
        await check();
      });
    }
  });

  describe("with the widgets' print rules switched on through the CSSOM", () => {
    let switched: MediaList[] = [];
    before(() => {
      print = async () => {
        switched = switchPrintRules(document.body);
      };
    });
    afterEach(() => {
      for (const media of switched) media.mediaText = 'print';
      switched = [];
    });

    for (const [name, check] of cards) it(name, check);
  });
});

/** Every style sheet of the shadow roots under `node`: shared by all widgets of a kind. */
function sheetsUnder(node: ParentNode, into = new Set<CSSStyleSheet>()): Set<CSSStyleSheet> {
  for (const element of node.querySelectorAll('*')) {
    const shadow = element.shadowRoot;
    if (!shadow) continue;
    for (const sheet of shadow.adoptedStyleSheets) into.add(sheet);
    for (const style of shadow.querySelectorAll('style')) if (style.sheet) into.add(style.sheet);
    sheetsUnder(shadow, into);
  }
  return into;
}

/** Makes every `@media print` rule of the widgets under `node` apply on screen; returns what to restore. */
function switchPrintRules(node: ParentNode): MediaList[] {
  const switched: MediaList[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule && rule.media.mediaText === 'print') {
        rule.media.mediaText = 'all';
        switched.push(rule.media);
      }
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of sheetsUnder(node)) visit(sheet.cssRules);
  expect(switched.length, 'print rules found').to.be.greaterThan(0);
  return switched;
}

describe('opening every disclosure for printing', () => {
  const disclosures = (el: HTMLElement) => [...root(el).querySelectorAll('details')];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  for (const [tag, template] of [
    ['defenders-faq', html`<defenders-faq></defenders-faq>`],
    ['defenders-path-tracker', html`<defenders-path-tracker></defenders-path-tracker>`],
    ['defenders-victory-checker', html`<defenders-victory-checker></defenders-victory-checker>`],
  ] as const) {
    it(`<${tag}> opens every disclosure before printing and closes again those it opened`, async () => {
      const el = await fixture<HTMLElement>(template);
      const all = disclosures(el);
      // With several, the reader's open one stays open after printing.
      const keptOpen = all.length > 1 ? 0 : -1;
      if (keptOpen === 0) all[0]!.open = true;
      await settle();
      window.dispatchEvent(new Event('beforeprint'));
      expect(all.map((details) => details.open)).to.deep.equal(all.map(() => true));
      await settle();
      window.dispatchEvent(new Event('afterprint'));
      await settle();
      expect(disclosures(el).map((details) => details.open)).to.deep.equal(
        all.map((_, index) => index === keptOpen),
      );
    });
  }

  it("<defenders-faq> makes every answer's citation for paper before the page is laid out for it", async () => {
    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
      html`<defenders-faq></defenders-faq>`,
    );
    const cited = () => disclosures(el).filter((details) => details.querySelector('.ref')).length;
    expect(cited(), 'closed answers on screen').to.equal(0);
    // The browser lays the page out for paper in the task that fired beforeprint: the citations
    // must come in its microtasks, before any later task.
    let laterTask = false;
    setTimeout(() => (laterTask = true));
    window.dispatchEvent(new Event('beforeprint'));
    await el.updateComplete;
    expect(laterTask, 'rendered before the next task').to.equal(false);
    expect(cited()).to.equal(disclosures(el).length);
    window.dispatchEvent(new Event('afterprint'));
    await settle();
    expect(disclosures(el).every((details) => !details.open)).to.equal(true);
  });

  it('leaves the FAQ working as before: an answer opened after printing opens, once', async () => {
    const el = await fixture<HTMLElement>(html`<defenders-faq></defenders-faq>`);
    window.dispatchEvent(new Event('beforeprint'));
    await settle();
    window.dispatchEvent(new Event('afterprint'));
    await settle();
    const [first, second] = disclosures(el);
    expect(first!.open).to.equal(false);
    second!.querySelector('summary')!.click();
    await settle();
    expect(disclosures(el).filter((details) => details.open)).to.deep.equal([second]);
  });

  it('stops listening once the widget leaves the page', async () => {
    const el = await fixture<HTMLElement>(html`<defenders-faq></defenders-faq>`);
    const [first] = disclosures(el);
    el.remove();
    window.dispatchEvent(new Event('beforeprint'));
    expect(first!.open).to.equal(false);
    window.dispatchEvent(new Event('afterprint'));
  });
});
