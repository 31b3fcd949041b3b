// The language cases every element's test repeats, written once: German with no English left, a
// change of `lang` at run time, the right-to-left pseudo-locale (nothing bypassing the layer,
// nothing overflowing) and axe. Each element's i18n test calls `languageSuite` inside its own
// `describe` and keeps its element-specific cases beside it.
import { expect, fixture, html } from '@open-wc/testing';
import { SAME_IN_GERMAN } from '../i18n/same-in-german.js';
import { quietly } from './events.js';
import {
  PSEUDO_LOCALE,
  bypassingTexts,
  englishLeft,
  overflowingBoxes,
  registerPseudoLocale,
  shownTexts,
} from './i18n.js';

type Updating = HTMLElement & { updateComplete: Promise<unknown> };

/** Lets the `lang` observers run, then the element render (its citations are its own markup). */
export async function settled(el: HTMLElement): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await (el as Updating).updateComplete;
}

/**
 * Walks the element through its main states inside a wrapper of `lang` and `dir`, calling `check`
 * in each with the state's name.
 */
export type EachState<E extends HTMLElement> = (
  lang: string,
  check: (el: E, state: string) => Promise<void>,
  dir: 'ltr' | 'rtl',
) => Promise<void>;

export interface LanguageSuiteOptions<E extends HTMLElement> {
  /** The element's tag: the run-time switch renders it bare, with `attributes`. */
  tag: string;
  /** The attributes of the element whose language is switched at run time. */
  attributes?: Readonly<Record<string, string>>;
  eachState: EachState<E>;
  /** Also checked in German, in every state (default: nothing more). */
  inGerman?: (el: E, state: string) => void;
  /** Texts shown without the layer, in the pseudo-locale (default: `bypassingTexts(el)`). */
  bypassing?: (el: E) => string[];
  /** Boxes overflowing in the pseudo-locale (default: `overflowingBoxes(el)`). */
  overflowing?: (el: E) => string[];
  /** The states axe reads (default: every state). */
  axeIn?: (state: string) => boolean;
  /** How long axe may take over all of them (default 120 s). */
  axeTimeout?: number;
}

/** Defines the shared language cases of one element in the calling `describe`. */
export function languageSuite<E extends HTMLElement>(options: LanguageSuiteOptions<E>): void {
  const {
    tag,
    attributes = {},
    eachState,
    inGerman,
    bypassing = (el: E) => bypassingTexts(el),
    overflowing = (el: E) => overflowingBoxes(el),
    axeIn = () => true,
    axeTimeout = 120_000,
  } = options;

  it('shows no English sentence under lang="de", in every state', async () => {
    await eachState(
      'de',
      async (el, state) => {
        expect(englishLeft(shownTexts(el), SAME_IN_GERMAN), state).to.deep.equal([]);
        inGerman?.(el, state);
      },
      'ltr',
    );
  });

  it('renders again in the new language when lang changes at run time, and back', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    await quietly(async () => {
      wrapper.append(el);
      await settled(el);
    });
    const english = shownTexts(el);
    expect(english.length, 'texts shown in English').to.be.greaterThan(0);

    wrapper.lang = 'de';
    await settled(el);
    const german = shownTexts(el);
    expect(englishLeft(german, SAME_IN_GERMAN)).to.deep.equal([]);
    expect(german).to.not.deep.equal(english);

    el.lang = 'en';
    await settled(el);
    expect(shownTexts(el)).to.deep.equal(english);
  });

  it('lets no text bypass the layer and overflows nothing, right to left, 40% longer, 20em wide', async () => {
    registerPseudoLocale();
    await eachState(
      PSEUDO_LOCALE,
      async (el, state) => {
        expect(getComputedStyle(el).direction, state).to.equal('rtl');
        expect(bypassing(el), state).to.deep.equal([]);
        expect(overflowing(el), state).to.deep.equal([]);
      },
      'rtl',
    );
  });

  it('passes axe in German and right to left in the pseudo-locale', async function () {
    this.timeout(axeTimeout);
    registerPseudoLocale();
    for (const [lang, dir] of [
      ['de', 'ltr'],
      [PSEUDO_LOCALE, 'rtl'],
    ] as const) {
      let read = 0;
      await eachState(
        lang,
        async (el, state) => {
          if (!axeIn(state)) return;
          read += 1;
          await expect(el).to.be.accessible();
        },
        dir,
      );
      expect(read, `states axe read in ${lang}`).to.be.greaterThan(0);
    }
  });
}
