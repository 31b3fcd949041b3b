// Helpers for language tests: what an element shows, a pseudo-locale, English left in a translation.
import type { Message, Messages } from '../../src/i18n/messages.js';
import { registerTranslation } from '../../src/locales/translation.js';
import { englishMessages, formsOf } from './catalogue.js';

/** Attributes whose text a reader sees or hears. */
const READ_ATTRIBUTES = [
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'aria-roledescription',
  'aria-valuetext',
];

/**
 * Every text `root`'s shadow tree shows or reads out: text nodes (one entry per node, trimmed) and
 * the attributes above, through nested shadow roots (a rule-ref inside a widget), but not into
 * slotted light-DOM children, which are other widgets. Style and hidden templates are skipped.
 */
export function shownTexts(root: Element): string[] {
  const texts: string[] = [];
  const visit = (node: Node): void => {
    if (node instanceof Element) {
      if (node.localName === 'style' || node.localName === 'template') return;
      for (const name of READ_ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value && value.trim()) texts.push(value.trim());
      }
      if (node.shadowRoot) visit(node.shadowRoot);
    } else if (node.nodeType === Node.TEXT_NODE) {
      const value = node.textContent?.trim();
      if (value) texts.push(value);
      return;
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(root.shadowRoot ?? root);
  return texts;
}

/** The pseudo-locale's tag: English, accented, bracketed and lengthened, shown right to left. */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/**
 * One English text in the pseudo-locale: letters accented (placeholders kept), the whole wrapped
 * in ⟦ ⟧ and made about 40% longer with extra words, as a long translation would be.
 */
export function pseudo(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) =>
      part.startsWith('{') ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c),
    )
    .join('');
  const extra = Math.ceil(text.length * 0.4);
  const padding =
    extra > 0
      ? ' ' +
        'ẋẋẋẋẋ '
          .repeat(Math.ceil(extra / 6))
          .slice(0, extra)
          .trim()
      : '';
  return `⟦${accented}${padding}⟧`;
}

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudo(message);
  return Object.fromEntries(
    Object.entries(message).map(([form, text]) => [form, pseudo(text)]),
  ) as Message;
}

/** Registers the pseudo-locale for every English message of the package. */
export function registerPseudoLocale(): void {
  const english = englishMessages();
  const strings: Record<string, Message> = {};
  for (const [key, message] of Object.entries(english)) strings[key] = pseudoMessage(message);
  registerTranslation(PSEUDO_LOCALE, strings as never, { partial: true });
}

/**
 * Texts shown that did not come through the localization layer: anything with a letter outside the
 * pseudo-locale's ⟦ ⟧ brackets (nested ones too, for a message holding another). Numbers, punctuation and `allowed` texts (a host's own data) pass.
 */
export function bypassingTexts(root: Element, allowed: readonly string[] = []): string[] {
  return shownTexts(root).filter((text) => {
    if (allowed.includes(text)) return false;
    // Innermost brackets first: a message may hold another (a name filled into a heading).
    let outside = text;
    while (/⟦[^⟦⟧]*⟧/.test(outside)) outside = outside.replace(/⟦[^⟦⟧]*⟧/g, '');
    return /\p{L}/u.test(outside);
  });
}

/**
 * Boxes in `root`'s shadow trees whose content is wider than they are, outside the ones made to
 * scroll and the ones that cut their one line short with an ellipsis (the game's Undo, whose
 * title and accessible name keep the whole text): text that overflows its box when translations
 * run long. Each is described by its tag, class and widths.
 */
export function overflowingBoxes(root: Element): string[] {
  const found: string[] = [];
  const visit = (node: Element | ShadowRoot): void => {
    for (const child of node.children) {
      const style = getComputedStyle(child);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      const shortened = style.textOverflow === 'ellipsis' && style.overflowX === 'hidden';
      const clipped =
        style.display !== 'none' && style.position !== 'absolute' && !scrolls && !shortened;
      if (clipped && child.clientWidth > 0 && child.scrollWidth > child.clientWidth + 1) {
        found.push(
          `${child.localName}.${child.className || ''} ${child.scrollWidth}>${child.clientWidth}`,
        );
      }
      if (child.shadowRoot) visit(child.shadowRoot);
      if (!scrolls) visit(child);
    }
  };
  if (root.shadowRoot) visit(root.shadowRoot);
  // An inline host (a citation) has no box width of its own: its line box is checked by its container.
  if (root.clientWidth > 0 && root.scrollWidth > root.clientWidth + 1)
    found.push(`${root.localName} ${root.scrollWidth}>${root.clientWidth}`);
  return found;
}

/**
 * English sentences of `catalogues` found in `texts`: every English text (each placeholder splits
 * it into fragments) of at least two words, apart from the keys in `same`.
 */
export function englishLeft(
  texts: readonly string[],
  same: ReadonlySet<string>,
  catalogues: readonly Messages[] = [englishMessages()],
): string[] {
  const fragments = new Set<string>();
  for (const catalogue of catalogues) {
    for (const [key, message] of Object.entries(catalogue)) {
      if (same.has(key)) continue;
      for (const form of formsOf(message)) {
        for (const fragment of form.split(/\{\w+\}/)) {
          const words = fragment.trim().replace(/[.,;:!?]+$/, '');
          if (words.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 2)
            fragments.add(words);
        }
      }
    }
  }
  const joined = texts.join('\n');
  return [...fragments].filter((fragment) => joined.includes(fragment));
}
