import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../../model/context.js';
import { translate } from '../../i18n/translate.js';
import { errorMessage } from '../../rules/errors.js';
import { sessionUndo } from '../../model/path-session.js';
import { sameSession } from './internal/reconcile.js';
import {
  changeLabel,
  decodeHistory,
  describeChange,
  encodeHistory,
  recordChange,
  snapshotOf,
  takeLast,
} from './internal/history.js';
import type { GameSnapshot, HistoryEntry, StoredHistoryEntry } from './internal/history.js';
import { ConsoleWarnings } from '../../shared/warnings.js';
import { widgetChangeText, type WidgetChange } from '../../model/widget-change.js';
import { encodeWidgets, sameWidgets } from '../../model/widget-state.js';
import { gameMessages } from './game.messages.js';

/**
 * The undo history of a `<defenders-game>`: records each change a widget makes, gives back the game
 * before the last one, reads and writes the history stored with the game, and renders the toolbar's
 * Undo button. The element publishes, saves and announces.
 */
export class GameHistoryController implements ReactiveController {
  private _recorded: HistoryEntry[] = [];
  private readonly _warnings = new ConsoleWarnings(this._host);

  constructor(private readonly _host: ReactiveControllerHost & HTMLElement) {
    _host.addController(this);
  }

  /** Nothing to do on connecting: declared (no code) so that the class types as a controller. */
  declare hostConnected?: () => void;

  get canUndo(): boolean {
    return this._recorded.length > 0;
  }

  /** Keeps the change from `before` to `after`, named `label` (worked out when not given). */
  record(before: GameState, after: GameState, label?: string | WidgetChange): void {
    const change = typeof label === 'object' ? label : undefined;
    const words = change
      ? widgetChangeText(change)
      : typeof label === 'string'
        ? label
        : describeChange(snapshotOf(before), snapshotOf(after));
    if (!words) return;
    this._recorded = recordChange(this._recorded, words, snapshotOf(before), change);
    this._host.requestUpdate();
  }

  /**
   * A widget took back the last path move (a path tracker's own Undo): when the game's last change
   * was that move, it is dropped from the history, as if undone here; otherwise it is a change.
   */
  recordPathUndo(before: GameState, after: GameState): void {
    const last = this._recorded.at(-1)?.before;
    if (
      last &&
      sameGame(last, snapshotOf(after)) &&
      sameSession(sessionUndo(before.path), after.path)
    ) {
      this._recorded = this._recorded.slice(0, -1);
      this._host.requestUpdate();
      return;
    }
    this.record(before, after);
  }

  /** Takes the last change off the history: the game before it, and its words; `null` if none. */
  undo(): HistoryEntry | null {
    const last = takeLast(this._recorded);
    if (!last) return null;
    this._recorded = last.rest;
    this._host.requestUpdate();
    return last.entry;
  }

  clear(): void {
    if (this._recorded.length === 0) return;
    this._recorded = [];
    this._host.requestUpdate();
  }

  /**
   * Reads the history stored with a game; a corrupt one is dropped with one console warning.
   * Returns whether it was kept.
   */
  load(stored: unknown): boolean {
    try {
      this._recorded = decodeHistory(stored);
      this._host.requestUpdate();
      return true;
    } catch (error) {
      this._recorded = [];
      this._warnings.warn(
        `dropped the saved undo history and kept the game: ${errorMessage(error)}.`,
        'history',
      );
      this._host.requestUpdate();
      return false;
    }
  }

  encode(): StoredHistoryEntry[] {
    return encodeHistory(this._recorded);
  }

  /**
   * The Undo button, in `locale`. Its text names the change Undo takes back from `current` ("Undo:
   * marker moved to space 4"), cut short with an ellipsis on a narrow screen, where its title and
   * accessible name keep it whole. With nothing to undo it reads "Undo" and says so with
   * `aria-disabled` rather than `disabled`, so it keeps the focus after the last change is undone.
   */
  renderButton(onUndo: () => void, current: GameState, locale: string): TemplateResult {
    const last = this._recorded.at(-1);
    const label = last
      ? translate(gameMessages, locale, 'game.undo.title', {
          change: changeLabel(last, snapshotOf(current), { locale }),
        })
      : translate(gameMessages, locale, 'game.undo');
    const title = last ? label : translate(gameMessages, locale, 'game.undo.nothing');
    return html`<button type="button" part="undo" class="undo" aria-disabled=${last ? 'false' : 'true'}
      title=${title} @click=${onUndo}><span class="undo-label">${label}</span></button>`;
  }
}

function sameGame(a: GameSnapshot, b: GameSnapshot): boolean {
  return (
    a.players === b.players &&
    a.houses.join() === b.houses.join() &&
    sameSession(a.path, b.path) &&
    sameWidgets(encodeWidgets(a), encodeWidgets(b))
  );
}
