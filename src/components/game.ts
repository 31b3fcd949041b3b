import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { provide } from '@lit/context';
import { DEFAULT_LAYOUT, describeValue, isPlayerCount, parseLayout, setupFor } from '../rules/index.js';
import type { House, PlayerCount } from '../rules/index.js';
import { baseStyles } from '../shared/styles.js';
import { gameStyles } from './game.styles.js';
import { defineElement } from '../shared/define.js';
import { ProblemController } from '../shared/problems.js';
import { booleanConverter, numberAttribute } from '../shared/attributes.js';
import { fireChange } from '../shared/events.js';
import { gameContext, type GameContextValue, type GameState } from '../shared/context.js';
import { requireSession, sessionInfo, sessionMove, sessionRecord, sessionUndo, startSession } from '../game/path-session.js';
import type { PathMove, PathSession } from '../game/path-session.js';
import { decodeGame, encodeGame, housesFor, requireHouses } from '../game/game-state.js';
import { StorageController } from '../shared/storage.js';
import { readPageSettings, samePageSettings } from '../shared/pdf-pages.js';
import type { PageSettings, PdfPageFunction } from '../shared/pdf-pages.js';
import { decodeShare, encodeShare, readHashParam, shareParam, withHashParam } from '../game/share-link.js';

const DEFAULT_PLAYERS: PlayerCount = 4;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What the game shares about the rulebook: set by the host, never saved or put in a link. */
type RulebookLink = Pick<GameState, 'rulebookUrl' | 'pageSettings'>;

function sameSession(a: PathSession, b: PathSession): boolean {
  return JSON.stringify([sessionRecord(a), a.state]) === JSON.stringify([sessionRecord(b), b.state]);
}

/**
 * One game shared by every widget inside it: the player count and the Houses in play, the Dark
 * Arts path (layout, marker, tokens, Location Card, pending event and the moves made) and the
 * rulebook link with its page mapping. Widgets outside a game work alone; an attribute set on a
 * widget wins over the game's value. With `persist` the game survives reloads; with `share` a link reproduces it.
 * Set the real board's path on the game (`layout`), not on a path tracker inside it: a tracker
 * with its own `layout` keeps its own path and no longer follows the game.
 *
 * @tagname defenders-game
 * @summary Shares one game between the widgets inside it, keeps it across reloads and links.
 *
 * @slot - The guide content and the widgets that share this game.
 *
 * @fires {CustomEvent<GameState>} defenders-change - When a widget inside changes the shared game, or the user starts a
 * new game; `detail` is the `GameState`. Not fired when the host sets an attribute.
 *
 * @csspart base - The wrapper around the toolbar and the slotted content (no box by default).
 * @csspart toolbar - The row with the New game and Copy link buttons and the status message.
 * @csspart new-game - The New game button.
 * @csspart share - The Copy link button (with `share`).
 * @csspart confirm - The confirmation shown before a new game starts.
 * @csspart link - The box holding the link when the clipboard cannot be used.
 * @csspart alert - Messages about a bad attribute or link.
 *
 * @cssprop --defenders-accent - Tints the buttons and the toolbar rule.
 * @cssprop --defenders-border - Colour of the toolbar rule and the confirmation box.
 * @cssprop --defenders-surface - Background of the confirmation box.
 * @cssprop --defenders-radius - Corner radius of the buttons and boxes.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 */
export class DefendersGame extends LitElement {
  static override styles = [baseStyles, gameStyles];

  /** Table size a new game starts with, 2 to 5. A saved game or a link restores its own. */
  @property(numberAttribute) players: number = DEFAULT_PLAYERS;

  /**
   * The Dark Arts path of your board in layout notation (see `parseLayout`), shared with every widget
   * inside. Default: the rules core's example `DEFAULT_LAYOUT`. A saved game or a link on another
   * layout keeps its players and Houses and starts the path again on this one.
   */
  @property({ reflect: true }) layout: string | null = null;

  /** The official rulebook, shared with every rule reference inside (http, https or relative). */
  @property({ attribute: 'rulebook-url', reflect: true }) rulebookUrl: string | null = '';

  /**
   * Added to every cited printed page to give the page of the rulebook PDF (after halving, with
   * `spreads`): a whole number from -999 to 999; unset means 0. Shared with every citation inside,
   * whose own `page-offset` wins. The citations still show the printed page.
   */
  // Written out, not spread: the manifest analyzer (cem 0.11) crashes on a spread here.
  @property({
    reflect: numberAttribute.reflect,
    converter: numberAttribute.converter,
    hasChanged: numberAttribute.hasChanged,
    attribute: 'page-offset',
    useDefault: true,
  })
  pageOffset: number | null = null;

  /**
   * The rulebook PDF shows two printed pages side by side, the first one alone: PDF page =
   * `floor(printed / 2) + 1 + page-offset`. Shared with every citation inside.
   */
  @property({ type: Boolean, reflect: true, useDefault: true, converter: booleanConverter }) spreads = false;

  /**
   * Any other mapping from a printed page to its PDF page, as a function (property only), shared
   * with every citation inside; it wins over the game's `page-offset` and `spreads`.
   */
  @property({ attribute: false }) pdfPage: PdfPageFunction | null = null;

  /** Storage key: when set, the game is saved in `localStorage` and restored on load. */
  @property({ reflect: true }) persist: string | null = '';

  /** Shows a button that puts the game into the page link and copies it. */
  @property({ type: Boolean, reflect: true }) share = false;

  @provide({ context: gameContext }) protected _context?: GameContextValue;

  @state() private _state?: GameState;
  @state() private _confirming = false;
  @state() private _status = '';
  @state() private _manualLink = '';

  @query('.new-game') private _newGameButton?: HTMLButtonElement;
  @query('.cancel') private _cancelButton?: HTMLButtonElement;

  private readonly problems = new ProblemController(this);
  private readonly storage = new StorageController(this, decodeGame);
  /** The values of the host's attributes that the game state already follows. */
  private _applied?: {
    players: number;
    rulebookUrl: string | null;
    persist: string;
    layout: string | null;
    pageOffset: number | null;
    spreads: boolean;
    pdfPage: unknown;
  };
  /** True once the page link carries this game, so later moves keep it current. */
  private _linkActive = false;

  /** The shared game (read-only; a new object after every change). */
  get state(): GameState | undefined {
    return this._state;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Before the first render, so the widgets inside get the game when they ask for it.
    if (!this._state) this._initialise();
  }

  /** The storage key in use: the `persist` attribute trimmed, '' for none. */
  private _persistKey(): string {
    return String(this.persist ?? '').trim();
  }

  private _hostPlayers(): PlayerCount {
    const players = this.players as number | null | undefined;
    if (players == null || isPlayerCount(players)) {
      this.problems.clear('players');
      return players ?? DEFAULT_PLAYERS;
    }
    const shown = this.getAttribute('players') ?? String(this.players);
    this.problems.report(
      'players',
      `players must be a whole number from 2 to 5 (the Dark Arts Player included); got ${describeValue(shown)}. Using ${DEFAULT_PLAYERS}.`,
    );
    return DEFAULT_PLAYERS;
  }

  private _hostRulebookUrl(): string {
    const value = String(this.rulebookUrl ?? '').trim();
    if (!value) {
      this.problems.clear('rulebook-url');
      return '';
    }
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(value, document.baseURI).protocol);
    } catch {
      ok = false;
    }
    if (ok) {
      this.problems.clear('rulebook-url');
      return value;
    }
    this.problems.report(
      'rulebook-url',
      `rulebook-url must be a web address (http, https or a relative path); got ${describeValue(value)}. The rule references show page numbers without a link.`,
    );
    return '';
  }

  /** The page mapping the host set; a bad value shows a message and counts as unset. */
  private _hostPageSettings(): PageSettings {
    const { settings, problems } = readPageSettings({
      pageOffset: this.pageOffset,
      writtenOffset: this.getAttribute('page-offset'),
      spreads: this.spreads,
      writtenSpreads: this.getAttribute('spreads'),
      pdfPage: this.pdfPage,
    });
    for (const [name, problem] of Object.entries(problems)) {
      if (problem) this.problems.report(name, `${problem}.`);
      else this.problems.clear(name);
    }
    return settings;
  }

  private _hostLink(): RulebookLink {
    return { rulebookUrl: this._hostRulebookUrl(), pageSettings: this._hostPageSettings() };
  }

  /** The host's layout in notation form, or `null` when none (or a bad one) is set. */
  private _hostLayout(): string | null {
    const value = this.layout;
    if (value == null || String(value).trim() === '') {
      this.problems.clear('layout');
      return null;
    }
    try {
      const notation = parseLayout(String(value)).notation;
      this.problems.clear('layout');
      return notation;
    } catch (error) {
      this.problems.report(
        'layout',
        `layout is not a valid path: ${reasonOf(error)}. Using the example layout ${describeValue(DEFAULT_LAYOUT)}.`,
      );
      return null;
    }
  }

  private _freshState(players: PlayerCount, link: RulebookLink, layout = DEFAULT_LAYOUT): GameState {
    return this._freeze({ players, houses: housesFor(players), path: startSession(parseLayout(layout)), ...link });
  }

  /**
   * A saved or linked game on the board set by the host: when the host set a layout and the game's
   * path is on another one, the path starts again on the host's (players and Houses are kept).
   */
  private _onHostLayout(game: ReturnType<typeof decodeGame>, source: string): ReturnType<typeof decodeGame> {
    const layout = this._hostLayout();
    if (layout === null || game.path.layout === layout) return game;
    console.warn(
      `<${this.localName}>: the ${source} used another path layout (${game.path.layout}); its players and Houses are kept and the path starts again on ${layout}.`,
    );
    return { ...game, path: startSession(parseLayout(layout)) };
  }

  private _freeze(state: GameState): GameState {
    return Object.freeze({ ...state, houses: Object.freeze([...state.houses]) as House[] });
  }

  private _initialise(): void {
    const players = this._hostPlayers();
    const link = this._hostLink();
    this.storage.key = this._persistKey();
    const layout = this._hostLayout();
    this._applied = {
      players: this.players,
      rulebookUrl: this.rulebookUrl,
      persist: this._persistKey(),
      layout: this.layout,
      pageOffset: this.pageOffset,
      spreads: this.spreads,
      pdfPage: this.pdfPage,
    };
    const fromLink = this._readLink();
    const stored = fromLink ? undefined : this.storage.read();
    const saved = fromLink
      ? this._onHostLayout(fromLink, 'link')
      : stored
        ? this._onHostLayout(stored, 'saved game')
        : undefined;
    const state = saved
      ? this._freeze({ ...saved, ...link })
      : this._freshState(players, link, layout ?? DEFAULT_LAYOUT);
    this._publish(state, { save: fromLink !== undefined || (stored !== undefined && saved !== stored) });
    if (fromLink) this._status = 'The game from this link is on the table.';
  }

  /** The game in the page link, if it carries one for this game; a broken one shows a message. */
  private _readLink(): ReturnType<typeof decodeGame> | undefined {
    let raw: string | null = null;
    try {
      raw = readHashParam(location.hash, shareParam(this._persistKey()));
    } catch {
      return undefined;
    }
    if (raw === null) {
      this.problems.clear('link');
      return undefined;
    }
    try {
      const game = decodeGame(decodeShare(raw));
      this.problems.clear('link');
      this._linkActive = true;
      return game;
    } catch (error) {
      this.problems.report(
        'link',
        `The game in this page's link could not be read (${reasonOf(error)}), so it was left out and the table shows ${
          this._persistKey() ? 'the saved game or a new one' : 'a new game'
        }.`,
      );
      return undefined;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const applied = this._applied;
    if (!applied || !this._state) return;
    let next = this._state;
    if (this._persistKey() !== applied.persist) {
      applied.persist = this._persistKey();
      this.storage.key = applied.persist;
      const saved = this.storage.read();
      if (saved) {
        next = this._freeze({
          ...this._onHostLayout(saved, 'saved game'),
          rulebookUrl: next.rulebookUrl,
          pageSettings: next.pageSettings,
        });
      }
      else this.storage.write(encodeGame(next));
    }
    if (this.players !== applied.players) {
      applied.players = this.players;
      const players = this._hostPlayers();
      if (players !== next.players && !this.problems.has('players')) {
        next = this._freeze({ ...next, players, houses: housesFor(players, next.houses) });
      }
    }
    if (this.layout !== applied.layout) {
      applied.layout = this.layout;
      const layout = this._hostLayout() ?? DEFAULT_LAYOUT;
      if (parseLayout(layout).notation !== next.path.layout) {
        next = this._freeze({ ...next, path: startSession(parseLayout(layout)) });
      }
    }
    if (this.rulebookUrl !== applied.rulebookUrl) {
      applied.rulebookUrl = this.rulebookUrl;
      const rulebookUrl = this._hostRulebookUrl();
      if (rulebookUrl !== next.rulebookUrl) next = this._freeze({ ...next, rulebookUrl });
    }
    if (
      !Object.is(this.pageOffset, applied.pageOffset) ||
      Number.isNaN(this.pageOffset) ||
      this.spreads !== applied.spreads ||
      this.pdfPage !== applied.pdfPage
    ) {
      applied.pageOffset = this.pageOffset;
      applied.spreads = this.spreads;
      applied.pdfPage = this.pdfPage;
      const pageSettings = this._hostPageSettings();
      if (!samePageSettings(pageSettings, next.pageSettings)) next = this._freeze({ ...next, pageSettings });
    }
    if (next !== this._state) this._publish(next, { save: true });
  }

  /** Shares `state`: a new context value so every subscribed widget re-renders. */
  private _publish(state: GameState, { save = false, user = false } = {}): void {
    this._state = state;
    this._context = {
      state,
      pathInfo: sessionInfo(state.path),
      setPlayers: this._setPlayers,
      setHouses: this._setHouses,
      movePath: this._movePath,
      undoPath: this._undoPath,
      setPath: this._setPath,
    };
    if (save) this.storage.write(encodeGame(state));
    if (user) {
      if (this._linkActive) this._writeLink(state);
      fireChange(this, state);
    }
  }

  private _current(): GameState {
    if (!this._state) this._initialise();
    return this._state as GameState;
  }

  private _userChange(next: GameState): void {
    this._publish(this._freeze(next), { save: true, user: true });
  }

  private readonly _setPlayers = (players: PlayerCount): void => {
    const count = setupFor(players).players;
    const current = this._current();
    if (count === current.players) return;
    this._userChange({ ...current, players: count, houses: housesFor(count, current.houses) });
  };

  private readonly _setHouses = (houses: House[]): void => {
    const current = this._current();
    const checked = requireHouses(current.players, houses);
    if (checked.join() === current.houses.join()) return;
    this._userChange({ ...current, houses: checked });
  };

  private readonly _movePath = (move: PathMove): void => {
    const current = this._current();
    const path = sessionMove(parseLayout(current.path.layout), current.path, move);
    this._userChange({ ...current, path });
  };

  private readonly _undoPath = (): void => {
    const current = this._current();
    if (current.path.history.length === 0) return;
    this._userChange({ ...current, path: sessionUndo(current.path) });
  };

  private readonly _setPath = (path: PathSession): void => {
    const current = this._current();
    const checked = requireSession(path);
    if (sameSession(checked, current.path)) return;
    this._userChange({ ...current, path: checked });
  };

  private _writeLink(state: GameState): string {
    const param = shareParam(this._persistKey());
    const hash = withHashParam(location.hash, param, encodeShare(encodeGame(state)));
    const url = `${location.href.split('#')[0]}${hash}`;
    try {
      history.replaceState(history.state, '', url);
    } catch {
      // A sandboxed frame may refuse; the link can still be copied.
    }
    return url;
  }

  private _removeLink(): void {
    this._linkActive = false;
    const param = shareParam(this._persistKey());
    if (readHashParam(location.hash, param) === null) return;
    const url = `${location.href.split('#')[0]}${withHashParam(location.hash, param, null)}`;
    try {
      history.replaceState(history.state, '', url);
    } catch {
      // Nothing to undo: the old link just stays in the address bar.
    }
  }

  private async _copyLink(): Promise<void> {
    const url = this._writeLink(this._current());
    this._linkActive = true;
    this.problems.clear('link');
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      this._manualLink = '';
      this._status = 'Link copied. Whoever opens it sees this table as it is now.';
    } catch {
      this._manualLink = url;
      this._status = 'The link is in the address bar and in the box below; copy it from there.';
    }
  }

  private async _askNewGame(): Promise<void> {
    this._confirming = true;
    this._status = '';
    await this.updateComplete;
    this._cancelButton?.focus();
  }

  private async _closeConfirm(): Promise<void> {
    this._confirming = false;
    await this.updateComplete;
    this._newGameButton?.focus();
  }

  private _confirmNewGame(): void {
    const current = this._current();
    this.storage.clear();
    this._removeLink();
    this._manualLink = '';
    const link = { rulebookUrl: current.rulebookUrl, pageSettings: current.pageSettings };
    const fresh = this._freshState(this._hostPlayers(), link, this._hostLayout() ?? current.path.layout);
    this._publish(fresh, { user: true });
    this._status = 'New game started.';
    void this._closeConfirm();
  }

  private _onConfirmKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.stopPropagation();
      void this._closeConfirm();
    }
  }

  override render(): TemplateResult {
    return html`<div part="base" class="game">
      <div part="toolbar" class="toolbar">
        <button type="button" part="new-game" class="new-game" aria-expanded=${this._confirming ? 'true' : 'false'}
          aria-controls=${ifDefined(this._confirming ? 'confirm' : undefined)} @click=${this._askNewGame}>New game</button>
        ${this.share
          ? html`<button type="button" part="share" class="share" @click=${this._copyLink}>Copy link to this game</button>`
          : nothing}
        <p class="status muted" role="status" aria-live="polite">${this._status}</p>
      </div>
      ${this._confirming ? this._renderConfirm() : nothing}
      ${this._manualLink
        ? html`<div class="link" part="link">
            <label for="link">Link to this game</label>
            <input id="link" type="text" readonly .value=${this._manualLink} @focus=${(event: FocusEvent) => (event.target as HTMLInputElement).select()} />
          </div>`
        : nothing}
      ${this.problems.render()}
      <slot></slot>
    </div>`;
  }

  private _renderConfirm(): TemplateResult {
    const saved = this._persistKey() ? ' The saved copy of this game is deleted too.' : '';
    return html`<div id="confirm" class="confirm" part="confirm" role="group" aria-labelledby="confirm-text"
      @keydown=${this._onConfirmKey}>
      <p id="confirm-text">
        Start a new game? The player count, the Houses and the Dark Arts path go back to the start.${saved}
      </p>
      <div class="actions">
        <button type="button" class="cancel" @click=${this._closeConfirm}>Cancel</button>
        <button type="button" class="primary confirm-new" @click=${this._confirmNewGame}>Start a new game</button>
      </div>
    </div>`;
  }
}

defineElement('defenders-game', DefendersGame);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-game': DefendersGame;
  }
}
