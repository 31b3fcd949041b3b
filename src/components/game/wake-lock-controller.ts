import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { ConsoleWarnings } from '../../shared/warnings.js';
import { SOURCE_LOCALE, translate } from '../../i18n/translate.js';
import type { LocaleController } from '../../shared/locale.js';
import { gameMessages } from './game.messages.js';

/**
 * Where the game's "Keep screen on" toggle stands:
 * - `on`: the player wants the screen on; the lock is held while the page is showing (and taken
 *   again each time it shows again);
 * - `asking`: a request is on its way;
 * - `off`: the player switched it off;
 * - `refused`: the browser turned the request down (no tap yet, battery saving, a permissions
 *   policy);
 * - `lost`: the browser let the lock go while the page was showing;
 * - `unsupported`: no Screen Wake Lock API in this browser;
 * - `insecure`: the page is not a secure context, where the API does not exist.
 */
export type WakeLockStatus =
  'on' | 'asking' | 'off' | 'refused' | 'lost' | 'unsupported' | 'insecure';

/** What the toggle's note says in each status, in `locale`: the words a player reads and hears. */
export function wakeLockNote(status: WakeLockStatus, locale: string = SOURCE_LOCALE): string {
  return status === 'asking' ? '' : translate(gameMessages, locale, `game.keep-awake.${status}`);
}

/** The API where this page has one; `undefined` in old engines and insecure contexts. */
function wakeLockApi(): WakeLock | undefined {
  const api = (navigator as { wakeLock?: WakeLock }).wakeLock;
  return typeof api?.request === 'function' ? api : undefined;
}

function pageShowing(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * Holds a Screen Wake Lock for its host while the function it is given returns true, the player
 * has not switched it off and the page is showing. The browser drops the lock whenever the page is
 * hidden; the controller lets it go too and asks again when the page shows. Everything it cannot do ends in
 * a status with words for the toggle, never in an exception; it warns in the console once at most.
 */
export class WakeLockController implements ReactiveController {
  private _status: WakeLockStatus = 'off';
  /** The host wants the lock (its attribute is present) and it is on the page. */
  private _active = false;
  /** The host's attribute as last seen: adding it again switches the toggle back on. */
  private _enabled = false;
  /** The player has not switched the toggle off. */
  private _wanted = true;
  private _sentinel: WakeLockSentinel | null = null;
  /** Bumped whenever what is wanted changes, so a late answer to an old request is let go. */
  private _generation = 0;
  private readonly _warnings = new ConsoleWarnings(this._host);

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _requested: () => boolean,
    private readonly _locale: LocaleController,
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this._onVisibility);
    this._follow();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this._onVisibility);
    this._active = false;
    this._let();
  }

  hostUpdate(): void {
    this._follow();
  }

  /** Starts or stops as the host's attribute comes and goes, and as it joins or leaves the page. */
  private _follow(): void {
    const enabled = this._requested();
    if (enabled !== this._enabled) {
      this._enabled = enabled;
      if (enabled) this._wanted = true;
    }
    const active = this._host.isConnected && enabled;
    if (active === this._active) return;
    this._active = active;
    if (active) {
      if (this._wanted) this._take();
    } else {
      this._let();
      this._status = 'off';
    }
  }

  private readonly _onVisibility = (): void => {
    if (!this._active || !this._wanted) return;
    // The browser releases the lock on hide; letting it go here keeps the two in step.
    if (!pageShowing()) this._let();
    else if (!this._sentinel) this._take();
  };

  /** The toggle: switches the lock off, or asks again (inside the tap, which some engines need). */
  readonly toggle = (): void => {
    if (this._status === 'unsupported' || this._status === 'insecure') return;
    if (this._wanted && (this._status === 'on' || this._status === 'asking')) {
      this._wanted = false;
      this._let();
      this._set('off');
    } else {
      this._wanted = true;
      this._take();
    }
  };

  private _take(): void {
    const api = wakeLockApi();
    if (!api) {
      const secure = window.isSecureContext;
      this._set(secure ? 'unsupported' : 'insecure');
      this._warn(
        secure ? 'no Screen Wake Lock API in this browser' : 'the page is not secure (https)',
      );
      return;
    }
    const generation = ++this._generation;
    // The lock is asked for on the next show; a request from a hidden page is refused anyway.
    if (!pageShowing()) {
      this._set('on');
      return;
    }
    // Asking again on a return to the page keeps saying "on": nothing new to announce.
    if (this._status !== 'on') this._set('asking');
    let request: Promise<WakeLockSentinel>;
    try {
      request = api.request('screen');
    } catch (error) {
      request = Promise.reject(error);
    }
    void request.then(
      (sentinel) => this._granted(sentinel, generation),
      (error: unknown) => this._refused(error, generation),
    );
  }

  private _granted(sentinel: WakeLockSentinel, generation: number): void {
    if (generation !== this._generation || !this._active || !this._wanted) {
      void sentinel.release().catch(() => {});
      return;
    }
    this._sentinel = sentinel;
    sentinel.addEventListener('release', () => this._released(sentinel), { once: true });
    this._set('on');
  }

  private _refused(error: unknown, generation: number): void {
    if (generation !== this._generation || !this._active || !this._wanted) return;
    this._set('refused');
    this._warn(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }

  /** The lock ended: by us, on hide, or by the browser while the page showed. */
  private _released(sentinel: WakeLockSentinel): void {
    if (this._sentinel !== sentinel) return;
    this._sentinel = null;
    if (this._active && this._wanted && pageShowing()) this._set('lost');
  }

  /** Lets the lock go (if one is held) and forgets any request on its way. */
  private _let(): void {
    this._generation += 1;
    const sentinel = this._sentinel;
    this._sentinel = null;
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
  }

  private _set(status: WakeLockStatus): void {
    if (status === this._status) return;
    this._status = status;
    this._host.requestUpdate();
  }

  private _warn(reason: string): void {
    this._warnings.warn(`keep-awake cannot keep the screen on: ${reason}.`, 'keep-awake');
  }

  /** The toggle and its note, for the host's toolbar; nothing while the host does not ask for it. */
  render(): TemplateResult | typeof nothing {
    if (!this._active) return nothing;
    const status = this._status;
    const impossible = status === 'unsupported' || status === 'insecure';
    const pressed = !impossible && this._wanted && (status === 'on' || status === 'asking');
    return html`<span class="keep-awake">
      <button type="button" part="keep-awake" aria-pressed=${pressed ? 'true' : 'false'}
        aria-disabled=${impossible ? 'true' : nothing} aria-describedby="keep-awake-note"
        @click=${this.toggle}>${this._locale.text(gameMessages, 'game.keep-awake')}</button>
      <span id="keep-awake-note" part="keep-awake-note" class="keep-awake-note muted" aria-live="polite">${wakeLockNote(status, this._locale.locale)}</span>
    </span>`;
  }
}
