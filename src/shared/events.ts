/** Fired by every widget when the user changes something; `detail` is the element's model. */
export type DefendersChangeEvent<T = unknown> = CustomEvent<T>;

/** Dispatches `defenders-change` from `target`: bubbles and crosses shadow roots. */
export function fireChange<T>(target: EventTarget, detail: T): void {
  target.dispatchEvent(new CustomEvent<T>('defenders-change', { detail, bubbles: true, composed: true }));
}

declare global {
  interface GlobalEventHandlersEventMap {
    'defenders-change': DefendersChangeEvent;
  }
}
