import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Whether the page is printing, from `beforeprint` to `afterprint` (set by the controllers below):
 * a live binding, which a render reads as it is then.
 */
export let printing = false;

/**
 * Opens every `<details>` in its host's shadow root while the page prints, so a printout shows
 * every answer, and closes again exactly those it opened once printing is over: what the reader
 * had open stays open, what was closed is closed again. CSS alone cannot open a `<details>`.
 *
 * Browsers fire `beforeprint` and `afterprint` around the print dialog (Chromium, Firefox and
 * Safari alike); a printout made without them (a headless PDF, say) shows the widget as it is.
 * `beforeprint` also asks the host to update: its update runs in the microtasks after the event,
 * before the page is laid out for paper, so a render may leave out of a closed answer what only
 * paper needs and make it while `printing` holds (it may stay after printing: a closed answer hides
 * it).
 */
export class PrintController implements ReactiveController {
  private _opened: HTMLDetailsElement[] = [];

  constructor(private readonly _host: ReactiveControllerHost & HTMLElement) {
    this._host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('beforeprint', this._open);
    window.addEventListener('afterprint', this._restore);
  }

  hostDisconnected(): void {
    window.removeEventListener('beforeprint', this._open);
    window.removeEventListener('afterprint', this._restore);
    this._restore();
  }

  // A connected host has its shadow root: Lit makes it before the controllers connect.
  private readonly _open = (): void => {
    printing = true;
    this._host.requestUpdate();
    for (const details of this._host.shadowRoot!.querySelectorAll('details')) {
      if (details.open) continue;
      details.open = true;
      this._opened.push(details);
    }
  };

  private readonly _restore = (): void => {
    for (const details of this._opened) details.open = false;
    this._opened = [];
    printing = false;
  };
}
