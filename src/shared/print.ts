import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Opens every `<details>` in its host's shadow root while the page prints, so a printout shows
 * every answer, and closes again exactly those it opened once printing is over: what the reader
 * had open stays open, what was closed is closed again. CSS alone cannot open a `<details>`.
 *
 * Browsers fire `beforeprint` and `afterprint` around the print dialog (Chromium, Firefox and
 * Safari alike); a printout made without them (a headless PDF, say) shows the widget as it is.
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

  private readonly _open = (): void => {
    const root = this._host.shadowRoot;
    if (!root) return;
    for (const details of root.querySelectorAll('details')) {
      if (details.open) continue;
      details.open = true;
      this._opened.push(details);
    }
  };

  private readonly _restore = (): void => {
    for (const details of this._opened) details.open = false;
    this._opened = [];
  };
}
