import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { TemplateResult } from 'lit';
import { errorMessage } from '../../rules/errors.js';
import { NOT_JSON, StorageController } from '../../shared/storage.js';
import { ConsoleWarnings } from '../../shared/warnings.js';
import type { LocaleController } from '../../shared/locale.js';
import { gameMessages } from './game.messages.js';
import { readRecord, revisionOf, storedRecord } from './internal/saved-record.js';
import type { ReadRecord, RecordFallback } from './internal/saved-record.js';
import type { TableGame } from './internal/reconcile.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * The game as `localStorage` keeps it under the host's `persist` key, kept in step with every
 * other tab of the same saved game:
 *
 * - each save raises the record's revision; a save is skipped when storage already holds a newer
 *   revision than this tab has seen (the game catches up first, see `newer`);
 * - another tab's save arrives by the `storage` event and is handed to `onOtherTab`;
 * - a record is read part by part: a damaged part is replaced, with one warning naming it;
 * - a save the browser refuses (full, disabled, blocked) keeps the game in memory for the page,
 *   and the toolbar says so until a save goes through again.
 */
export class SavedGameController implements ReactiveController {
  /** The revision of the record this tab last read or wrote. */
  revision = 0;
  /** True while the browser refuses to save: the toolbar note shows. */
  failing = false;
  private readonly _storage: StorageController<unknown>;
  private readonly _warnings: ConsoleWarnings;

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
    if (key !== this._storage.key) this.revision = 0;
    this._storage.key = key;
  }

  hostConnected(): void {
    window.addEventListener('storage', this._onStorage);
  }

  hostDisconnected(): void {
    window.removeEventListener('storage', this._onStorage);
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
    const record = this._read(this._storage.peek());
    this.revision = record?.revision ?? 0;
    return record;
  }

  /** The saved record when another tab saved it since this one last read or wrote, else `undefined`. */
  newer(): ReadRecord | undefined {
    if (!this.key) return undefined;
    const value = this._storage.peek();
    if (revisionOf(value) <= this.revision) return undefined;
    const record = this._read(value);
    if (record) this.revision = record.revision;
    return record;
  }

  /** Saves `game` with `history` as the next revision, unless storage holds a newer one. */
  save(game: TableGame, history: unknown): void {
    if (!this.key) return;
    if (revisionOf(this._storage.peek()) > this.revision) return;
    this.revision += 1;
    const saved = this._storage.write(storedRecord(game, history, this.revision));
    if (saved === this.failing) {
      this.failing = !saved;
      this._host.requestUpdate();
    }
  }

  private readonly _onStorage = (event: StorageEvent): void => {
    if (!this.key || event.key !== this._storage.storageKey || event.newValue === null) return;
    let value: unknown;
    try {
      value = JSON.parse(event.newValue);
    } catch {
      return;
    }
    if (revisionOf(value) <= this.revision) return;
    const record = this._read(value);
    if (!record) return;
    this.revision = record.revision;
    this._onOtherTab(record);
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
