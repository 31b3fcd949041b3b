/**
 * `defenders-change`: fired by every widget when the user changes something; `detail` is the
 * element's model. Each element module adds its detail type to `DefendersChangeDetails` (keyed by
 * tag) and declares typed listeners, so `calculator.addEventListener('defenders-change', (event) =>
 * event.detail.players)` type-checks, while a listener on any other element sees the union.
 */
// Each element module merges one entry into it: `'defenders-<name>': <Name>Change`.
export interface DefendersChangeDetails {}

/** The `detail` of a `defenders-change` from any of the widgets. */
export type DefendersChangeDetail = DefendersChangeDetails[keyof DefendersChangeDetails];

export type DefendersChangeEvent<T = DefendersChangeDetail> = CustomEvent<T>;

/** The event map of an element whose `defenders-change` carries `Detail`. */
export type ChangeEventMap<Detail> = Omit<HTMLElementEventMap, 'defenders-change'> & {
  'defenders-change': DefendersChangeEvent<Detail>;
};

/** Dispatches `defenders-change` from `target`: bubbles and crosses shadow roots. */
export function fireChange<T>(target: EventTarget, detail: T): void {
  target.dispatchEvent(
    new CustomEvent<T>('defenders-change', { detail, bubbles: true, composed: true }),
  );
}

declare global {
  interface HTMLElementEventMap {
    'defenders-change': DefendersChangeEvent;
  }
}
