// Queries into an element's shadow root, for tests that read what a widget renders.
import { oneEvent } from '@open-wc/testing';

export function root(el: HTMLElement): ShadowRoot {
  return el.shadowRoot as ShadowRoot;
}

export function $(el: HTMLElement, selector: string): HTMLElement | null {
  return root(el).querySelector<HTMLElement>(selector);
}

export function $$(el: HTMLElement, selector: string): HTMLElement[] {
  return [...root(el).querySelectorAll<HTMLElement>(selector)];
}

/** The text of a node with its white space folded, as a reader sees it. */
export function text(node: Element | null): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `selector` under `scope` whose text (white space folded) holds `words`; throws when none does. */
export function byText<T extends HTMLElement = HTMLElement>(
  scope: ParentNode,
  selector: string,
  words: string,
): T {
  const found = [...scope.querySelectorAll<T>(selector)].find((node) => text(node).includes(words));
  if (!found) throw new Error(`no ${selector} with "${words}"`);
  return found;
}

/**
 * Opens each of `details` that is closed, as a reader's click would, and waits for their `toggle`
 * events and `el`'s update: a widget may make an answer's citation and buttons only once it opens.
 */
export async function openDetails(
  el: HTMLElement & { updateComplete: Promise<unknown> },
  details: Iterable<HTMLDetailsElement>,
): Promise<void> {
  const toggled = [...details]
    .filter((each) => !each.open)
    .map((each) => {
      const toggle = oneEvent(each, 'toggle');
      each.open = true;
      return toggle;
    });
  await Promise.all(toggled);
  await el.updateComplete;
}
