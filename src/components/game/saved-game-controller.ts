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
  private readonly storage: StorageController<unknown>;
  private readonly warnings: ConsoleWarnings;

  constructor(
    private readonly host: Host,
    private readonly locale: LocaleController,
    private readonly fallback: () => RecordFallback,
    private readonly onOtherTab: (record: ReadRecord) => void,
  ) {
    this.storage = new StorageController(host, (value) => value);
    this.warnings = new ConsoleWarnings(host);
    host.addController(this);
  }

  get key(): string {
    return this.storage.key;
  }

  set key(key: string) {
    if (key !== this.storage.key) this.revision = 0;
    this.storage.key = key;
  }

  hostConnected(): void {
    window.addEventListener('storage', this.onStorage);
  }

  hostDisconnected(): void {
    window.removeEventListener('storage', this.onStorage);
  }

  private read(value: unknown): ReadRecord | undefined {
    if (value === undefined) return undefined;
    try {
      if (value === NOT_JSON) throw new Error('it is not valid JSON');
      const record = readRecord(value, this.fallback());
      for (const { part, reason } of record.dropped) {
        this.warnings.warn(
          `dropped the saved ${part} (${errorMessage(reason)}) and kept the rest of the game.`,
          `dropped ${part}`,
        );
      }
      return record;
    } catch (error) {
      this.warnings.warn(
        `ignored the saved game under "${this.storage.storageKey.slice(0, 80)}" and started fresh: ${errorMessage(error)}.`,
      );
      return undefined;
    }
  }

  /** The saved record, or `undefined` when there is none or it is not a game at all. */
  load(): ReadRecord | undefined {
    const record = this.read(this.storage.peek());
    this.revision = record?.revision ?? 0;
    return record;
  }

  /** The saved record when another tab saved it since this one last read or wrote, else `undefined`. */
  newer(): ReadRecord | undefined {
    if (!this.key) return undefined;
    const value = this.storage.peek();
    if (revisionOf(value) <= this.revision) return undefined;
    const record = this.read(value);
    if (record) this.revision = record.revision;
    return record;
  }

  /** Saves `game` with `history` as the next revision, unless storage holds a newer one. */
  save(game: TableGame, history: unknown): void {
    if (!this.key) return;
    if (revisionOf(this.storage.peek()) > this.revision) return;
    this.revision += 1;
    const saved = this.storage.write(storedRecord(game, history, this.revision));
    if (saved === this.failing) {
      this.failing = !saved;
      this.host.requestUpdate();
    }
  }

  private readonly onStorage = (event: StorageEvent): void => {
    if (!this.key || event.key !== this.storage.storageKey || event.newValue === null) return;
    let value: unknown;
    try {
      value = JSON.parse(event.newValue);
    } catch {
      return;
    }
    if (revisionOf(value) <= this.revision) return;
    const record = this.read(value);
    if (!record) return;
    this.revision = record.revision;
    this.onOtherTab(record);
  };

  /**
   * The toolbar's note about saving: always in the page, so that screen readers announce it
   * (politely) when a save fails; empty while saving works.
   */
  renderNote(): TemplateResult {
    const text = this.failing ? this.locale.text(gameMessages, 'game.storage.failed') : '';
    return html`<p part="storage-note" class="storage-note" role="status" aria-live="polite">${text}</p>`;
  }
}
