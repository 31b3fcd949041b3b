import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { TemplateResult } from 'lit';
import { errorMessage } from '../../rules/errors.js';
import { NOT_JSON, StorageController } from '../../shared/storage.js';
import { ConsoleWarnings } from '../../shared/warnings.js';
import type { LocaleController } from '../../shared/locale.js';
import { gameMessages } from './game.messages.js';
import {
  followRecord,
  lineageOf,
  nextLineage,
  readRecord,
  recordId,
  storedRecord,
} from './internal/saved-record.js';
import type { KnownRecord, Lineage, ReadRecord, RecordFallback } from './internal/saved-record.js';
import type { TableGame } from './internal/reconcile.js';

type Host = ReactiveControllerHost & HTMLElement;

/** A change this tab made, as the element makes it again on a newer game. */
export type RedoChange = () => void;

/** How many records a tab remembers, with its own changes, to find what another tab's record lacks. */
const KNOWN_LIMIT = 50;

const NO_RECORD: Lineage = { rev: 0, by: '', trail: [] };

/**
 * The game as `localStorage` keeps it under the host's `persist` key, kept in step with every
 * other tab of the same saved game:
 *
 * - each save names its revision (one more than the record it was built on), the tab that wrote it
 *   and the last records it was built on;
 * - another tab's save arrives by the `storage` event (or is found by `catchUp` before a change);
 *   a record built on this tab's is taken as it is. Tabs do not share one copy of storage at once,
 *   so two tabs may save at the same moment, each on the record it had: every tab then keeps the
 *   record that outranks (higher revision, then tab id), and the tab whose record lost takes it and
 *   makes its own changes again on it (`RedoChange`), which saves a record holding both;
 * - a record is read part by part: a damaged part is replaced, with one warning naming it;
 * - a save the browser refuses (full, disabled, blocked) keeps the game in memory for the page,
 *   and the toolbar says so until a save goes through again.
 */
export class SavedGameController implements ReactiveController {
  /** True while the browser refuses to save: the toolbar note shows. */
  failing = false;
  private readonly _storage: StorageController<unknown>;
  private readonly _warnings: ConsoleWarnings;
  /** This tab's id in the records it writes. */
  private readonly _tab = Math.random().toString(36).slice(2);
  /** The lineage of the record this tab last read or wrote. */
  private _current: Lineage = NO_RECORD;
  /** The records this tab had since the last one that held all its changes, oldest first. */
  private _known: KnownRecord<RedoChange>[] = [];

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
    if (key !== this._storage.key) this._have(NO_RECORD);
    this._storage.key = key;
  }

  hostConnected(): void {
    window.addEventListener('storage', this._onStorage);
  }

  hostDisconnected(): void {
    window.removeEventListener('storage', this._onStorage);
  }

  /** From now on this tab builds on `lineage`, which holds every change it made before. */
  private _have(lineage: Lineage): void {
    this._current = lineage;
    this._known = [{ id: recordId(lineage) }];
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

  /** The saved record, or `undefined` when there is none or it is not a game at all. */
  load(): ReadRecord | undefined {
    const value = this._storage.peek();
    const record = this._read(value);
    this._have(record ? lineageOf(value) : NO_RECORD);
    return record;
  }

  /** Takes what another tab saved and this one has not seen yet: call before making a change. */
  catchUp(): void {
    if (this.key) this._follow(this._storage.peek());
  }

  /**
   * Saves `game` with `history` on the record this tab has. `redo` makes the change that led to
   * `game` again, should another tab's record saved at the same moment win.
   */
  save(game: TableGame, history: unknown, redo?: RedoChange): void {
    if (!this.key) return;
    const lineage = nextLineage(this._current, this._tab);
    const saved = this._storage.write(storedRecord(game, history, lineage));
    this._current = lineage;
    this._known = [...this._known, { id: recordId(lineage), change: redo }].slice(-KNOWN_LIMIT);
    if (saved === this.failing) {
      this.failing = !saved;
      this._host.requestUpdate();
    }
  }

  /** Another tab's record: taken when this tab builds on it, then this tab's missing changes made again. */
  private _follow(value: unknown): void {
    if (value === undefined || value === NOT_JSON) return;
    const lineage = lineageOf(value);
    const redo = followRecord(this._known, this._current, lineage);
    if (!redo) return;
    const record = this._read(value);
    if (!record) return;
    this._have(lineage);
    this._onOtherTab(record);
    for (const change of redo) change();
  }

  private readonly _onStorage = (event: StorageEvent): void => {
    if (!this.key || event.key !== this._storage.storageKey || event.newValue === null) return;
    let value: unknown;
    try {
      value = JSON.parse(event.newValue);
    } catch {
      return;
    }
    this._follow(value);
  };

  /**
   * The toolbar's note about saving: always in the page, so that screen readers announce it
   * (politely) when a save fails; empty while saving works.
   */
  renderNote(): TemplateResult {
    const text = this.failing ? this._locale.text(gameMessages, 'game.storage.failed') : '';
    return html`<p part="storage-note" class="storage-note" role="status" aria-live="polite">${text}</p>`;
  }
}
