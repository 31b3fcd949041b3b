import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { errorMessage } from '../rules/errors.js';
import { ConsoleWarnings } from './warnings.js';

/** What `peek` gives for a stored value that is not JSON. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

/** Prefix of every key the widgets write, so they never collide with the host page's own. */
export const STORAGE_PREFIX = 'defenders-rules-widgets:';

/**
 * Used when `localStorage` is missing or throws (private mode, sandboxed iframes, full quota):
 * the game then lives for as long as the page does, and an element re-created with the same
 * key on the same page still finds it. It is newer than what `localStorage` still holds, so it
 * is read first; the next save that storage takes clears it.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps one JSON value in `localStorage` under a key derived from the host's `persist` key.
 * `decode` checks what comes back and throws (with a reason) when it is not usable; a missing
 * value reads as `undefined`, anything else unusable earns one console warning and reads as
 * `undefined` too. Storage that throws degrades to memory, with one warning.
 */
export class StorageController<T> implements ReactiveController {
  /** The host's key without the prefix; '' turns persistence off. */
  key = '';
  private readonly _warnings = new ConsoleWarnings(this._host);

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _decode: (value: unknown) => T,
  ) {
    this._host.addController(this);
  }

  /** Nothing to do on connecting: declared (no code) so that the class types as a controller. */
  declare hostConnected?: () => void;

  get storageKey(): string {
    return `${STORAGE_PREFIX}${this.key}`;
  }

  private _warn(message: string): void {
    this._warnings.warn(message);
  }

  private _fellBack = false;

  /** Storage failed: warn once per element, whatever the failing call, and use memory. */
  private _fallBack(error: unknown): void {
    if (this._fellBack) return;
    this._fellBack = true;
    const reason = errorMessage(error);
    this._warn(
      `localStorage is not available (${reason}); the game is kept in memory for this page.`,
    );
  }

  private _getRaw(): string | null {
    const storage = browserStorage();
    if (storage) {
      try {
        return memory.get(this.storageKey) ?? storage.getItem(this.storageKey);
      } catch (error) {
        this._fallBack(error);
      }
    } else {
      this._fallBack('no localStorage');
    }
    return memory.get(this.storageKey) ?? null;
  }

  /** The saved value, or `undefined` when there is none or it cannot be used. */
  read(): T | undefined {
    if (!this.key) return undefined;
    const raw = this._getRaw();
    if (raw === null) return undefined;
    try {
      return this._decode(JSON.parse(raw));
    } catch (error) {
      const reason =
        error instanceof SyntaxError
          ? 'it is not valid JSON'
          : error instanceof Error
            ? error.message
            : 'it cannot be read';
      const shownKey =
        this.storageKey.length > 80 ? `${this.storageKey.slice(0, 80)}…` : this.storageKey;
      this._warn(`ignored the saved game under "${shownKey}" and started fresh: ${reason}.`);
      return undefined;
    }
  }

  /** The value as stored, unchecked: `undefined` when there is none, `NOT_JSON` when it is not JSON. */
  peek(): unknown {
    if (!this.key) return undefined;
    const raw = this._getRaw();
    try {
      return raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return NOT_JSON;
    }
  }

  /**
   * Saves `value`; returns false when the browser's storage refused it (it is then kept in memory
   * for this page), true when it is stored or persistence is off.
   */
  write(value: unknown): boolean {
    if (!this.key) return true;
    const raw = JSON.stringify(value);
    const storage = browserStorage();
    if (storage) {
      try {
        storage.setItem(this.storageKey, raw);
        memory.delete(this.storageKey);
        return true;
      } catch (error) {
        this._fallBack(error);
      }
    } else {
      this._fallBack('no localStorage');
    }
    memory.set(this.storageKey, raw);
    return false;
  }

  clear(): void {
    if (!this.key) return;
    memory.delete(this.storageKey);
    try {
      browserStorage()?.removeItem(this.storageKey);
    } catch (error) {
      this._fallBack(error);
    }
  }
}
