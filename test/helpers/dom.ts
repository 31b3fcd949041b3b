// Queries into an element's shadow root, for tests that read what a widget renders.

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
