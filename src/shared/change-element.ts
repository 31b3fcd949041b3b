import { LitElement } from 'lit';
import type { ChangeEventMap } from './events.js';

/**
 * The base of every widget that fires `defenders-change` with `Detail`. It adds nothing at run
 * time: it only types the listeners once, so `calculator.addEventListener('defenders-change',
 * (event) => event.detail.players)` type-checks on each element with its own detail.
 */
// The interface below merges HTMLElement's own listener methods into the class, typed more
// narrowly: nothing is left unimplemented (what the first rule guards against), and `Detail` is
// used there (which the second cannot see).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-unused-vars
export class ChangeElement<Detail> extends LitElement {}

export interface ChangeElement<Detail> {
  addEventListener<K extends keyof ChangeEventMap<Detail>>(
    type: K,
    listener: (this: this, event: ChangeEventMap<Detail>[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ChangeEventMap<Detail>>(
    type: K,
    listener: (this: this, event: ChangeEventMap<Detail>[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}
