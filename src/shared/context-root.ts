import { ContextRoot } from '@lit/context';

const rootKey = Symbol.for('defenders-rules-widgets.context-root');

type RootHolder = Document & { [rootKey]?: ContextRoot };

/**
 * Makes the order of a page's scripts irrelevant: a widget that connects before the game around it
 * is upgraded asks for the game and gets no answer; the root on the document keeps that request and
 * hands it to the game when the game connects. Attached once per document (every bundle shares the
 * key), by the first element that connects, never at import time.
 */
export function attachContextRoot(document: Document): void {
  const holder = document as RootHolder;
  if (holder[rootKey]) return;
  const root = new ContextRoot();
  root.attach(document as unknown as HTMLElement);
  holder[rootKey] = root;
}

type Connectable = CustomElementConstructor & {
  prototype: HTMLElement & { connectedCallback?: () => void };
};

/**
 * Attaches the context root before the element's own connection work: its context requests are
 * made there (by the consumers it holds), so the root must be listening first.
 */
export function connectWithContextRoot(element: CustomElementConstructor): void {
  const prototype = (element as Connectable).prototype;
  const connect = prototype.connectedCallback;
  Object.defineProperty(prototype, 'connectedCallback', {
    configurable: true,
    writable: true,
    value(this: HTMLElement) {
      attachContextRoot(this.ownerDocument);
      connect?.call(this);
    },
  });
}
