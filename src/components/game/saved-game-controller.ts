import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { TemplateResult } from 'lit';
import { errorMessage } from '../../rules/errors.js';
import { NOT_JSON, STORAGE_PREFIX, StorageController } from '../../shared/storage.js';
import { ConsoleWarnings } from '../../shared/warnings.js';
import type { LocaleController } from '../../shared/locale.js';
import { gameMessages } from './game.messages.js';
import { idOf, readRecord, revisionOf, storedRecord } from './internal/saved-record.js';
import type { ReadRecord, RecordFallback } from './internal/saved-record.js';
import type { TableGame } from './internal/reconcile.js';

type Host = ReactiveControllerHost & HTMLElement;

/** A change the user made, as the element makes it again on another tab's newer game. */
export type RedoChange = () => void;

/** The object store of saved games, one record per `persist` key. */
const GAMES = 'games';

let opened: Promise<IDBDatabase | null> | undefined;

/**
 * The page's one connection to the saved games in IndexedDB, opened at the first game with a key;
 * `null` where IndexedDB cannot be used.
 */
function database(): Promise<IDBDatabase | null> {
  return (opened ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(STORAGE_PREFIX.slice(0, -1));
      request.onupgradeneeded = () => request.result.createObjectStore(GAMES);
      request.onsuccess = () => {
        const db = request.result;
        // Another page opens the database at a newer version (a newer version of the package) or
        // deletes it: closed at once rather than hold that up, and opened again when next needed.
        db.onversionchange = () => {
          db.close();
          opened = undefined;
        };
        resolve(db);
      };
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  }));
}

/**
 * The game saved under the host's `persist` key, kept in step with every other tab of it:
 *
 * - each change is saved at once in `localStorage` (what a page shows first when it opens), then
 *   in IndexedDB, whose read-write transactions on one store run one at a time across all tabs and
 *   read what the last one stored: in one transaction a tab reads the stored record and, when it
 *   is still the one its game was built on, stores its own. When another tab's record came first,
 *   the tab takes that one and makes its own changes since again on it (`RedoChange`), then stores
 *   the game holding both. No change is lost, whatever the timing;
 * - after storing, a tab says so on a `BroadcastChannel`, and every other tab reads the record;
 * - a record is read part by part: a damaged part is replaced, with one warning naming it;
 * - another page opening the database at a newer version is not held up: the tab lets its
 *   connection go and opens the database again when it next reads or stores;
 * - without IndexedDB, a tab sends each save on the channel, and the others take a newer one (a
 *   change made in two tabs at the same moment may then lose one);
 * - a save `localStorage` refuses (full, disabled, blocked) keeps the game in memory for the page;
 *   when IndexedDB cannot store it either, the toolbar says so until a save goes through again.
 */
export class SavedGameController implements ReactiveController {
  private readonly _storage: StorageController<unknown>;
  private readonly _warnings: ConsoleWarnings;
  /** IndexedDB: `undefined` while it opens, `null` where it cannot be used. */
  private _db?: IDBDatabase | null;
  private _channel?: BroadcastChannel;
  /** The id of the stored record this tab's game is built on. */
  private _base: unknown;
  /** Its revision. */
  private _rev = 0;
  /** The record this tab has, to store when it is not the stored one. */
  private _record: unknown;
  /** The changes made on `_base`, oldest first. */
  private _made: RedoChange[] = [];
  /** The change being made. */
  private _making?: RedoChange;
  /** True while this tab makes its changes again on another tab's record. */
  private _taking?: boolean;
  /** True while `localStorage` refuses to save. */
  private _refused = false;

  constructor(
    private readonly _host: Host,
    private readonly _locale: LocaleController,
    private readonly _fallback: () => RecordFallback,
    private readonly _onOtherTab: (record: ReadRecord) => void,
  ) {
    this._storage = new StorageController(_host, (value) => value);
    this._warnings = new ConsoleWarnings(_host);
    _host.addController(this);
  }

  get key(): string {
    return this._storage.key;
  }

  set key(key: string) {
    if (key === this._storage.key) return;
    this._storage.key = key;
    this._listen();
    if (key) this._open();
  }

  /**
   * Opens IndexedDB, then reads and stores. After a connection `failed`, a new one (the old one
   * closed for another page's upgrade, see `database`) is taken; the same one again (closed by the
   * browser, its data cleared, or a transaction aborted) is not: the tab goes on without IndexedDB.
   */
  private _open(failed?: IDBDatabase | null): void {
    this._db = undefined;
    void database().then((db) => {
      this._db = db === failed ? null : db;
      // Without IndexedDB, the toolbar's note may now say the game is not saved.
      if (this._db === null) this._host.requestUpdate();
      this._sync();
    });
  }

  hostConnected(): void {
    this._listen();
  }

  hostDisconnected(): void {
    this._listen();
  }

  /** Hears the other tabs of this key while the element is in the page, and reads what it missed. */
  private _listen(): void {
    this._channel?.close();
    this._channel = undefined;
    if (!this.key || !this._host.isConnected) return;
    this._channel = new BroadcastChannel(this._storage.storageKey);
    this._channel.onmessage = ({ data }: MessageEvent) => {
      if (this._db !== null) this._sync();
      else if (revisionOf(data) > this._rev) this._take(data);
    };
    this._sync();
  }

  private _read(value: unknown): ReadRecord | undefined {
    if (value === undefined) return undefined;
    try {
      if (value === NOT_JSON) throw new Error('it is not valid JSON');
      const record = readRecord(value, this._fallback());
      for (const { part, reason } of record.dropped) {
        this._warnings.warn(
          `dropped the saved ${part} (${errorMessage(reason)}) and kept the rest of the game.`,
          `dropped ${part}`,
        );
      }
      return record;
    } catch (error) {
      this._warnings.warn(
        `ignored the saved game under "${this._storage.storageKey.slice(0, 80)}" and started fresh: ${errorMessage(error)}.`,
      );
      return undefined;
    }
  }

  /** From now on this tab builds on `value`, a stored record (or none). */
  private _settle(value: unknown): void {
    this._base = idOf(value);
    this._rev = revisionOf(value);
    this._record = value;
    this._made = [];
  }

  /** The record `localStorage` has, or `undefined` when there is none or it is not a game at all. */
  load(): ReadRecord | undefined {
    const value = this._storage.peek();
    const record = this._read(value);
    this._settle(record && value);
    return record;
  }

  /** Makes the user's `change`, which saves the game: made again should another tab's come first. */
  make(change: RedoChange): void {
    this._making = change;
    try {
      change();
    } finally {
      this._making = undefined;
    }
  }

  /** Saves `game` with `history` on the record this tab has, and stores it as soon as it may. */
  save(game: TableGame, history: unknown): void {
    if (!this.key) return;
    const record = storedRecord(game, history, this._rev + 1);
    const saved = this._storage.write(record);
    this._record = record;
    if (this._making) this._made.push(this._making);
    if (saved === this._refused) {
      this._refused = !saved;
      this._host.requestUpdate();
    }
    if (!this._taking) this._sync();
  }

  /**
   * Another tab's newer record: shown and copied to `localStorage` (so that every tab's last copy
   * there is the newest record), and this tab's changes since its own made again on it, stored
   * by the caller's transaction with the game that holds them all, not one transaction each.
   */
  private _take(value: unknown): void {
    const record = this._read(value);
    const made = this._made;
    if (!record) {
      // Not a game: this tab's is stored over it.
      this._base = idOf(value);
      return;
    }
    this._settle(value);
    this._storage.write(value);
    this._onOtherTab(record);
    this._taking = true;
    for (const change of made) {
      try {
        this.make(change);
      } catch {
        // The rules no longer allow it on the other tab's game (a move from a space left): not made.
      }
    }
    this._taking = false;
  }

  /**
   * In one IndexedDB transaction: takes the stored record if this tab's game was not built on it,
   * then stores this tab's record if the store does not hold it, and tells the other tabs.
   */
  private _sync(): void {
    const key = this.key;
    const db = this._db;
    if (!key || db === undefined) return;
    let store: IDBObjectStore | undefined;
    try {
      store = db?.transaction(GAMES, 'readwrite').objectStore(GAMES);
    } catch {
      // Closed: opened again, or kept as without IndexedDB from now on (see `_open`).
      return this._open(db);
    }
    if (!store) {
      // Without IndexedDB: saved as it is, and sent to the other tabs.
      this._settle(this._record);
      this._channel?.postMessage(this._record);
      return;
    }
    const request = store.get(key);
    request.onsuccess = () => {
      if (key !== this.key) return;
      const stored: unknown = request.result;
      if (stored !== undefined && idOf(stored) !== this._base) this._take(stored);
      const record = this._record;
      if (record !== undefined && (stored === undefined || idOf(record) !== this._base)) {
        store.put(record, key);
        store.transaction.oncomplete = () => this._channel?.postMessage(record);
        this._settle(record);
      }
    };
    // Not stored (the disk full): as without IndexedDB from now on (see `_open`).
    store.transaction.onabort = () => this._open(db);
  }

  /**
   * The toolbar's note about saving: always in the page, so that screen readers announce it
   * (politely) when a save fails; empty while `localStorage` or IndexedDB keeps the game (IndexedDB
   * counts as keeping it while it opens and until it fails: the game is not saved only when neither
   * store took it).
   */
  renderNote(): TemplateResult {
    const failing = this._refused && this._db === null;
    const text = failing ? this._locale.text(gameMessages, 'game.storage.failed') : '';
    return html`<p part="storage-note" class="storage-note" role="status" aria-live="polite">${text}</p>`;
  }
}
