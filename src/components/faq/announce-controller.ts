import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long the count must hold still before it is announced: a pause in typing. */
export const SETTLE_MS = 1000;

/**
 * The text of a live region that follows a changing value only once it has held still for
 * `delay` milliseconds, as search fields announce their result count: a screen reader hears the
 * count once typing pauses, not once per key (which would also cut off the echo of each key).
 * The value shown on screen is not delayed; only the announcement is.
 */
export class SettledAnnouncement implements ReactiveController {
  /** What the live region says now. */
  text = '';
  private _followed: string | null = null;
  private _timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _delay = SETTLE_MS,
  ) {
    _host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this._timer);
    this._timer = undefined;
  }

  /**
   * Follows `value` (call it after each render): a change is announced once `value` stays the same
   * for the delay. The first value is taken as it is, without an announcement.
   */
  follow(value: string): void {
    if (this._followed === null) {
      this._followed = value;
      return;
    }
    if (value === this._followed) return;
    this._followed = value;
    clearTimeout(this._timer);
    this._timer = setTimeout(() => {
      this._timer = undefined;
      if (this.text === value) return;
      this.text = value;
      this._host.requestUpdate();
    }, this._delay);
  }
}
