// Every element, in German, in a pseudo-locale laid out right to left, and switching language at
// run time: nothing English is left, no text bypasses the localization layer, nothing overflows.
import { expect, fixture, html } from '@open-wc/testing';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import '../../src/index.js';
import '../../src/locales/de.js';
import { TAGS } from '../helpers/elements.js';
import {
  PSEUDO_LOCALE,
  bypassingTexts,
  englishLeft,
  overflowingBoxes,
  registerPseudoLocale,
  shownTexts,
} from '../helpers/i18n.js';
import { quietly } from '../helpers/events.js';
import { registerTranslation } from '../../src/locales/translation.js';
import { SAME_IN_GERMAN } from './same-in-german.js';

/** An attribute value each element must reject, so its message shows too. */
const BAD: Record<string, [string, string] | undefined> = {
  'defenders-setup-calculator': ['players', '9'],
  'defenders-turn-checklist': ['side', 'wizard'],
  'defenders-path-tracker': ['layout', 'zzz'],
  'defenders-victory-checker': undefined,
  'defenders-faq': undefined,
  'defenders-rule-ref': ['pages', 'abc'],
  'defenders-game': ['players', '9'],
};

/** Lets MutationObservers and Lit's updates run, through nested widgets. */
async function settled(root: Element): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  const widgets = [root, ...root.querySelectorAll('*')].filter((el) =>
    el.localName.startsWith('defenders-'),
  ) as (Element & { updateComplete?: Promise<unknown> })[];
  await Promise.all(widgets.map((el) => el.updateComplete));
  await new Promise((resolve) => setTimeout(resolve));
}

async function render(
  tag: string,
  wrapper: { lang: string; dir?: string; narrow?: boolean },
  bad = false,
) {
  const attribute = bad ? BAD[tag] : undefined;
  const element = unsafeStatic(tag);
  const box = await quietly(() =>
    fixture<HTMLDivElement>(
      staticHtml`<div lang=${wrapper.lang} dir=${wrapper.dir ?? 'ltr'} style=${wrapper.narrow ? 'width: 20em' : ''}>
        <${element} ${unsafeStatic(attribute ? `${attribute[0]}="${attribute[1]}"` : '')}></${element}>
      </div>`,
    ),
  );
  const el = box.firstElementChild!;
  await settled(box);
  return { box, el };
}

describe('every element in German', () => {
  for (const tag of TAGS) {
    it(`${tag} shows no English sentence`, async () => {
      const { el } = await render(tag, { lang: 'de' });
      expect(englishLeft(shownTexts(el), SAME_IN_GERMAN)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });

    if (BAD[tag]) {
      it(`${tag} says what is wrong with a bad attribute in German`, async () => {
        const { el } = await render(tag, { lang: 'de' }, true);
        const alert = el.shadowRoot!.querySelector('[role="alert"]');
        expect(alert, 'alert').to.exist;
        expect(englishLeft(shownTexts(el), SAME_IN_GERMAN)).to.deep.equal([]);
      });
    }

    it(`${tag} switches language when lang changes at run time`, async () => {
      const { box, el } = await render(tag, { lang: 'en' });
      const english = shownTexts(el).join('\n');
      box.lang = 'de';
      await settled(box);
      const german = shownTexts(el);
      expect(german.join('\n')).not.to.equal(english);
      expect(englishLeft(german, SAME_IN_GERMAN)).to.deep.equal([]);
    });
  }

  it('shows two widgets in two languages on one page', async () => {
    const box = await fixture<HTMLDivElement>(html`<div>
      <defenders-setup-calculator lang="de"></defenders-setup-calculator>
      <defenders-setup-calculator lang="en"></defenders-setup-calculator>
    </div>`);
    await settled(box);
    const [german, english] = [...box.children];
    const heading = (el: Element) => el.shadowRoot!.querySelector('h2')!.textContent!;
    expect(heading(german)).to.contain('Spieler');
    expect(heading(english)).to.contain('players');
  });
});

describe('every element in a long right-to-left pseudo-locale', () => {
  before(() => registerPseudoLocale());

  for (const tag of TAGS) {
    it(`${tag} sends every text through the layer and overflows nothing at phone width`, async () => {
      for (const bad of BAD[tag] ? [false, true] : [false]) {
        const { el } = await render(tag, { lang: PSEUDO_LOCALE, dir: 'rtl', narrow: true }, bad);
        expect(bypassingTexts(el), `${bad ? 'with a bad attribute: ' : ''}bypassing`).to.deep.equal(
          [],
        );
        expect(overflowingBoxes(el).join(' | '), 'overflowing').to.equal('');
      }
    });
  }
});

describe('a translation registered after the widgets showed', () => {
  it('re-words the rules texts the widgets worked out before it came', async () => {
    const box = await fixture<HTMLDivElement>(html`<div lang="qzy">
      <defenders-setup-calculator></defenders-setup-calculator>
      <defenders-path-tracker layout="zzz"></defenders-path-tracker>
    </div>`);
    await quietly(() => settled(box));
    const [calculator, tracker] = [...box.children];
    const steps = () =>
      [...calculator.shadowRoot!.querySelectorAll('.step label')]
        .map((label) => label.textContent)
        .join();
    expect(steps()).to.contain('Side Board').and.not.contain('⟪');
    const alert = () => tracker.shadowRoot!.querySelector('[role="alert"]')!.textContent!;
    expect(alert()).not.to.contain('⟪');
    registerTranslation(
      'qzy',
      {
        'setup.step.main-board': '⟪main board⟫',
        'setup.step.side-board': '⟪side board⟫',
        'error.one-of': '⟪{name}⟫',
        'path.error.layout-letter': '⟪letter⟫',
      } as never,
      { partial: true },
    );
    await quietly(() => settled(box));
    expect(
      [...calculator.shadowRoot!.querySelectorAll('.step label')]
        .map((label) => label.textContent)
        .join(),
    ).to.contain('⟪side board⟫');
    expect(alert()).to.contain('⟪');
  });
});
