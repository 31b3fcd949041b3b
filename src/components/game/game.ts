import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ContextProvider } from '@lit/context';
import { DEFAULT_LAYOUT, parseLayout } from '../../rules/path.js';
import { setupFigures } from '../../rules/setup.js';
import type { House, PlayerCount } from '../../rules/types.js';
import { hostStyles, widgetStyles } from '../../shared/styles.js';
import { defineElement } from '../../shared/define.js';
import { attachContextRoot } from '../../shared/context-root.js';
import { PageSchemeController } from '../../shared/page-scheme.js';
import { LocaleController } from '../../shared/locale.js';
import { ProblemController, useReading } from '../../shared/problems.js';
import { translate } from '../../i18n/translate.js';
import type { Params } from '../../i18n/messages.js';
import {
  booleanConverter,
  numberAttribute,
  pageOffsetProperty,
  rulebookUrlProperty,
  spreadsProperty,
} from '../../shared/attributes.js';
import { fireChange } from '../../shared/events.js';
import { ChangeElement } from '../../shared/change-element.js';
import { gameContext, type GameState } from '../../model/context.js';
import type { PageSettings, PdfPageFunction } from '../../model/pdf-pages.js';
import { requireSession, sessionInfo, sessionMove, sessionUndo } from '../../model/path-session.js';
import type { PathMove, PathSession } from '../../model/path-session.js';
import { housesFor, requireHouses } from './internal/game-state.js';
import { followHost, freezeGame, freshGame, sameSession } from './internal/reconcile.js';
import type { HostChanges, TableGame } from './internal/reconcile.js';
import { requireTurn, withWidgetState } from '../../model/widget-state.js';
import type { TurnState, WidgetKey } from '../../model/widget-state.js';
import type { WidgetChange } from '../../model/widget-change.js';
import { LINK_OPENED_LABEL, NEW_GAME_LABEL, changeLabel, snapshotOf } from './internal/history.js';
import { mergeWidgetState, sameTableGame, type ReadRecord } from './internal/saved-record.js';
import { SavedGameController } from './saved-game-controller.js';
import { gameMessages } from './game.messages.js';
import { gameStyles } from './game.styles.js';
import { GameLinkController, manualLinkBox } from './link-controller.js';
import { HashChangeController } from '../faq/hash-controller.js';
import { NewGameConfirmController } from './confirm-controller.js';
import { WakeLockController } from './wake-lock-controller.js';
import { GameHistoryController } from './history-controller.js';
import { StickyToolbarController } from './toolbar-controller.js';
import { DEFAULT_PLAYERS } from '../../rules/constants.js';
import { brokenLinkMessage, hostChanged, placeOnLayout, persistKey } from './internal/host.js';
import {
  hostSnapshot,
  readLayout,
  readPages,
  readPlayers,
  readRulebookUrl,
} from './internal/host.js';
import type { LocalText } from '../../i18n/messages.js';
import type { HostSnapshot } from './internal/host.js';

/** The `detail` of the game's `defenders-change`: the shared game after the change. */
export type GameChange = GameState;

declare module '../../shared/events.js' {
  interface DefendersChangeDetails {
    'defenders-game': GameChange;
  }
}

/**
 * One game shared by every widget inside it: the player count and the Houses in play, the Dark
 * Arts path (layout, marker, tokens, Location Card, pending event and the moves made) and the
 * rulebook link with its page mapping. Widgets outside a game work alone; an attribute set on a
 * widget wins over the game's value. With `persist` the game survives reloads and stays in step
 * across tabs; with `share` a link reproduces it (opened over another saved game, that one stays one Undo away).
 * Every change a widget makes to the shared game, and a new game, can be undone (`undo()`, or the
 * Undo button, which names the change); with `persist` the last 50 changes are saved with the game.
 * The toolbar stays at the top of the screen while the game scrolls, with links to its widgets.
 * Set the real board's path on the game (`layout`), not on a path tracker inside it: a tracker
 * with its own `layout` keeps its own path and no longer follows the game.
 *
 * @tagname defenders-game
 * @summary Shares one game between the widgets inside it, keeps it across reloads and links.
 *
 * @slot - The guide content and the widgets that share this game.
 *
 * @fires {CustomEvent<GameChange>} defenders-change - When a widget inside changes the shared game, or the user starts a
 * new game; `detail` is the `GameState`. Not fired when the host sets an attribute.
 *
 * @csspart base - The wrapper around the toolbar and the slotted content (no box by default).
 * @csspart toolbar - The row with the Undo, New game, Copy link and Keep screen on buttons, the Jump to links and the status message; it sticks to the top of the screen while the game scrolls.
 * @csspart new-game - The New game button.
 * @csspart undo - The Undo button, naming the change it would undo ("Undo: players set to 3"; `aria-disabled="true"` while there is nothing to undo).
 * @csspart jump - The "Jump to" links to the widgets inside (shown with two or more widgets).
 * @csspart share - The Copy link button (with `share`).
 * @csspart keep-awake - The Keep screen on toggle (with `keep-awake`).
 * @csspart keep-awake-note - The words beside that toggle: whether the screen stays on, or why not.
 * @csspart confirm - The confirmation shown before a new game starts.
 * @csspart link - The box holding the link when the clipboard cannot be used.
 * @csspart alert - Messages about a bad attribute or link.
 * @csspart storage-note - The toolbar's note while the browser refuses to save the game (a polite status; empty otherwise).
 *
 * @cssprop --defenders-toolbar-position - `sticky` (default): the toolbar stays at the top of the screen while the game scrolls; `static` turns that off.
 * @cssprop --defenders-toolbar-background - The toolbar's background while the game scrolls under it (default: the scheme's `Canvas`).
 * @cssprop --defenders-accent - Tints the buttons and the toolbar rule.
 * @cssprop --defenders-border - Colour of the toolbar rule and the confirmation box.
 * @cssprop --defenders-surface - Background of the confirmation box.
 * @cssprop --defenders-radius - Corner radius of the buttons and boxes.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 */
export class DefendersGame extends ChangeElement<GameChange> {
  static override styles = [hostStyles, widgetStyles, gameStyles];

  static override properties = {
    players: numberAttribute,
    layout: { reflect: true },
    rulebookUrl: rulebookUrlProperty,
    pageOffset: pageOffsetProperty,
    spreads: spreadsProperty,
    pdfPage: { attribute: false },
    persist: { reflect: true },
    share: { type: Boolean, reflect: true },
    keepAwake: {
      attribute: 'keep-awake',
      type: Boolean,
      reflect: true,
      converter: booleanConverter,
    },
    _state: { state: true },
    _status: { state: true },
    _manualLink: { state: true },
  };

  /** Table size a new game starts with, 2 to 5. A saved game or a link restores its own. */
  players: PlayerCount = DEFAULT_PLAYERS;

  /**
   * The Dark Arts path of your board in layout notation (see `parseLayout`), shared with every widget
   * inside. Default: the rules core's example `DEFAULT_LAYOUT`. A saved game or a link on another
   * layout keeps its players and Houses and starts the path again on this one.
   */
  layout: string | null = null;

  /** The official rulebook, shared with every rule reference inside (http, https or relative). */
  rulebookUrl: string | null = '';

  /**
   * Added to every cited printed page to give the page of the rulebook PDF (after halving, with
   * `spreads`): a whole number from -999 to 999; unset means 0. Shared with every citation inside,
   * whose own `page-offset` wins. The citations still show the printed page.
   */
  pageOffset: number | null = null;

  /**
   * The rulebook PDF shows two printed pages side by side, the first one alone: PDF page =
   * `floor(printed / 2) + 1 + page-offset`. Shared with every citation inside.
   */
  spreads = false;

  /**
   * Any other mapping from a printed page to its PDF page, as a function (property only), shared
   * with every citation inside; it wins over the game's `page-offset` and `spreads`.
   */
  pdfPage: PdfPageFunction | null = null;

  /** Storage key: when set, the game is saved in `localStorage` and restored on load. */
  persist: string | null = '';

  /** Shows a button that puts the game into the page link and copies it. */
  share = false;

  /**
   * Keeps the screen on (a Screen Wake Lock) while the page is showing, with a "Keep screen on"
   * toggle in the toolbar; where the browser cannot, the toggle says so. `keep-awake="false"` is off.
   */
  keepAwake = false;

  /** Shares the game with every widget inside. */
  private readonly _provider = new ContextProvider(this, { context: gameContext });

  private _state?: GameState;
  /** The status line's announcement, in whichever language the game shows. */
  private _status: LocalText | null = null;
  private _manualLink = '';

  private readonly _locale = new LocaleController(this);
  private readonly _problems = new ProblemController(this, this._locale);
  private readonly _saved = new SavedGameController(
    this,
    this._locale,
    () => ({ players: this._hostPlayers(), layout: this._hostLayout() ?? DEFAULT_LAYOUT }),
    (record) => this._adopt(record),
  );
  private readonly _history = new GameHistoryController(this);
  private readonly _newGame = new NewGameConfirmController(this, this._locale, () =>
    this._confirmNewGame(),
  );
  /** The values of the host's attributes that the game state already follows. */
  private _applied?: HostSnapshot;
  /** The game in the page's address, once shared or opened from a link. */
  private readonly _link = new GameLinkController();
  private readonly _wakeLock = new WakeLockController(this, () => this.keepAwake, this._locale);
  private readonly _toolbar = new StickyToolbarController(
    this,
    this._locale,
    () => this.shadowRoot?.querySelector<HTMLElement>('.toolbar') ?? null,
  );

  constructor() {
    super();
    // A link pasted into the open page: the game follows it.
    new HashChangeController(this, () => this._followLink());
  }

  /** True when there is a change to undo (read-only). */
  get canUndo(): boolean {
    return this._history.canUndo;
  }

  /**
   * Takes back the last change any widget inside made (player count, Houses, a path move, a tick, a
   * turn or victory entry, a new game), in every widget, and announces it in the game's language
   * ("Undid: players set to 4"). Does nothing when `canUndo` is false.
   */
  undo(): void {
    this._saved.make(() => {
      const current = this._current();
      const last = this._history.undo();
      if (!last) return;
      this._publish(freezeGame({ ...current, ...last.before, houses: [...last.before.houses] }), {
        save: true,
        user: true,
      });
      const undone = snapshotOf(current);
      this._say('game.undo.done', { change: (locale) => changeLabel(last, undone, { locale }) });
    });
  }

  /** Announces a message of the game's catalogue, rewritten if the language changes. */
  private _say(key: keyof typeof gameMessages, params?: Params): void {
    this._status = (locale) => translate(gameMessages, locale, key, params);
  }

  /** The shared game (read-only; a new object after every change). */
  get state(): GameState | undefined {
    return this._state;
  }

  override connectedCallback(): void {
    // Listening before the provider announces itself, which hands it the requests kept so far.
    attachContextRoot(this.ownerDocument);
    super.connectedCallback();
    // Before the first render, so the widgets inside get the game when they ask for it.
    if (!this._state) this._initialise();
  }

  private _hostPlayers(): PlayerCount {
    return useReading(
      this._problems,
      'players',
      readPlayers(this.players, this.getAttribute('players')),
    );
  }

  private _hostRulebookUrl(): string {
    return useReading(
      this._problems,
      'rulebook-url',
      readRulebookUrl(this.rulebookUrl, document.baseURI),
    );
  }

  /** The page mapping the host set; a bad value shows a message and counts as unset. */
  private _hostPageSettings(): PageSettings {
    const { settings, problems } = readPages(this);
    for (const [name, problem] of problems) useReading(this._problems, name, problem);
    return settings;
  }

  /** The host's layout in notation form, or `null` when none (or a bad one) is set. */
  private _hostLayout(): string | null {
    return useReading(this._problems, 'layout', readLayout(this.layout));
  }

  /** A saved or linked game moved onto the host's layout, with a warning when it was on another. */
  private _onHostLayout(saved: TableGame, source: 'link' | 'saved game'): TableGame {
    return placeOnLayout(this, saved, source, this._hostLayout());
  }

  private _initialise(): void {
    const players = this._hostPlayers();
    const link = { rulebookUrl: this._hostRulebookUrl(), pageSettings: this._hostPageSettings() };
    this._saved.key = persistKey(this.persist);
    const layout = this._hostLayout();
    this._applied = hostSnapshot(this);
    const fromLink = this._readLink();
    const stored = this._saved.load();
    const saved = stored ? this._onHostLayout(stored.game, 'saved game') : undefined;
    // A history on another layout than the host's would bring the old board back: not kept.
    const historyKept =
      stored !== undefined && saved === stored.game && this._history.load(stored.history);
    const state = saved
      ? freezeGame({ ...saved, ...link })
      : freshGame(players, link, layout ?? DEFAULT_LAYOUT);
    this._publish(state, {
      save: stored !== undefined && (!historyKept || stored.dropped.length > 0),
    });
    if (fromLink) this._openLink(fromLink, stored !== undefined);
  }

  /**
   * Puts the game of a link on the table. Over a game saved here that differs from it, the saved
   * game stays one Undo away (saved so), and the announcement names both.
   */
  private _openLink(fromLink: TableGame, overSaved: boolean, pasted = false): void {
    const current = this._current();
    const linked = this._onHostLayout(fromLink, 'link');
    if (sameTableGame(linked, current)) {
      if (!pasted) this._say('game.share.opened');
      return;
    }
    const next = freezeGame({ ...current, ...linked });
    if (overSaved) this._history.record(current, next, LINK_OPENED_LABEL);
    this._publish(next, { save: true, user: pasted });
    if (!overSaved) {
      this._say('game.share.opened');
      return;
    }
    const summary = (game: TableGame) => (locale: string) =>
      translate(gameMessages, locale, 'game.share.summary', {
        players: game.players,
        space: game.path.state.position + 1,
      });
    this._say('game.share.opened-over', { link: summary(next), saved: summary(current) });
  }

  /** A link pasted into the open page (only the fragment changed): followed as on load. */
  private _followLink(): void {
    const fromLink = this._readLink();
    if (fromLink) this._openLink(fromLink, true, true);
  }

  /** Another tab saved this game: shown here, with its undo history, without saving it back. */
  private _adopt(record: ReadRecord): void {
    const { rulebookUrl, pageSettings } = this._current();
    const game = this._onHostLayout(record.game, 'saved game');
    if (game !== record.game || !this._history.load(record.history)) this._history.clear();
    this._publish(freezeGame({ ...game, rulebookUrl, pageSettings }));
  }

  /** The game in the page link, if it carries one for this game; a broken one shows a message. */
  private _readLink(): TableGame | undefined {
    const key = persistKey(this.persist);
    const { game, broken } = this._link.read(key);
    if (broken !== undefined) this._problems.report('link', brokenLinkMessage(broken, key !== ''));
    else this._problems.clear('link');
    return game;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const applied = this._applied;
    if (!applied || !this._state) return;
    const host = hostSnapshot(this);
    this._applied = host;
    const differs = hostChanged(applied, host);
    let next = this._state;
    if (differs.persist) {
      this._saved.key = host.persist;
      const saved = this._saved.load();
      const { rulebookUrl, pageSettings } = next;
      if (saved) {
        const game = this._onHostLayout(saved.game, 'saved game');
        next = freezeGame({ ...game, rulebookUrl, pageSettings });
        if (game !== saved.game || !this._history.load(saved.history)) this._history.clear();
      } else this._save(next);
    }
    const changes: HostChanges = {};
    if (differs.players) {
      const players = this._hostPlayers();
      if (!this._problems.has('players')) changes.players = players;
    }
    if (differs.layout) {
      changes.layout = this._hostLayout() ?? DEFAULT_LAYOUT;
      this._history.clear();
    }
    if (differs.rulebookUrl) changes.rulebookUrl = this._hostRulebookUrl();
    if (differs.pageSettings) changes.pageSettings = this._hostPageSettings();
    next = followHost(next, changes);
    if (next !== this._state) this._publish(next, { save: true });
  }

  /** Shares `state`: a new context value so every subscribed widget re-renders. */
  private _publish(state: GameState, { save = false, user = false } = {}): void {
    this._state = state;
    this._provider.setValue({
      state,
      pathInfo: sessionInfo(state.path),
      setPlayers: this._setPlayers,
      setHouses: this._setHouses,
      movePath: this._movePath,
      undoPath: this._undoPath,
      setPath: this._setPath,
      setWidgetState: this._setWidgetState,
    });
    if (save) this._save(state);
    if (user) {
      // The status line tells of the last thing that happened: a new change outdates it.
      this._status = null;
      if (this._link.active) this._link.write(state, persistKey(this.persist));
      fireChange(this, state);
    }
  }

  /** Stores `state` with its undo history (a record without `history` also loads). */
  private _save(state: GameState): void {
    this._saved.save(state, this._history.encode());
  }

  private _current(): GameState {
    if (!this._state) this._initialise();
    return this._state as GameState;
  }

  private _userChange(next: GameState, label?: string | WidgetChange): void {
    this._history.record(this._current(), next, label);
    this._publish(freezeGame(next), { save: true, user: true });
  }

  private readonly _setPlayers = (players: PlayerCount): void =>
    this._saved.make(() => {
      const count = setupFigures(players).players;
      const current = this._current();
      if (count === current.players) return;
      this._userChange({ ...current, players: count, houses: housesFor(count, current.houses) });
    });

  private readonly _setHouses = (houses: House[]): void =>
    this._saved.make(() => {
      const current = this._current();
      const checked = requireHouses(current.players, houses);
      if (checked.join() === current.houses.join()) return;
      this._userChange({ ...current, houses: checked });
    });

  private readonly _movePath = (move: PathMove, turn?: TurnState): void =>
    this._saved.make(() => {
      const current = this._current();
      const path = sessionMove(parseLayout(current.path.layout), current.path, move);
      this._userChange({ ...current, path, turn: turn ? requireTurn(turn, path) : current.turn });
    });

  private readonly _undoPath = (): void =>
    this._saved.make(() => {
      const current = this._current();
      if (current.path.history.length === 0) return;
      const next = freezeGame({ ...current, path: sessionUndo(current.path) });
      this._history.recordPathUndo(current, next);
      this._publish(next, { save: true, user: true });
    });

  private readonly _setPath = (path: PathSession): void =>
    this._saved.make(() => {
      const current = this._current();
      const checked = requireSession(path);
      if (sameSession(checked, current.path)) return;
      this._userChange({ ...current, path: checked });
    });

  private readonly _setWidgetState = (
    key: WidgetKey,
    value: unknown,
    label: WidgetChange,
  ): void => {
    // Worked out on what this tab showed: carried over to another tab's newer save, if any.
    const base = this._current()[key];
    this._saved.make(() => {
      const latest = this._current();
      const merged = latest[key] === base ? value : mergeWidgetState(base, value, latest[key]);
      let next: GameState | null;
      try {
        next = withWidgetState(latest, key, merged);
      } catch {
        next = withWidgetState(latest, key, value);
      }
      if (next) this._userChange(next, label);
    });
  };

  private async _copyLink(): Promise<void> {
    this._problems.clear('link');
    const copied = await this._link.copy(this._current(), persistKey(this.persist));
    this._say(copied.status);
    this._manualLink = copied.manualLink;
  }

  private _confirmNewGame(): void {
    this._link.remove(persistKey(this.persist));
    this._manualLink = '';
    this._saved.make(() => {
      const current = this._current();
      const link = { rulebookUrl: current.rulebookUrl, pageSettings: current.pageSettings };
      this._userChange(
        freshGame(this._hostPlayers(), link, this._hostLayout() ?? current.path.layout),
        NEW_GAME_LABEL,
      );
    });
    this._say('game.new-game.started');
  }

  private _text(key: keyof typeof gameMessages): string {
    return this._locale.text(gameMessages, key);
  }

  override render(): TemplateResult {
    const locale = this._locale.locale;
    return html`<div part="base" class="game">
      <div part="toolbar" class="toolbar" @keydown=${this._newGame.onKeydown}>
        ${this._history.renderButton(() => this.undo(), this._current(), locale)}
        ${this._newGame.renderButton(() => (this._status = null))}
        ${
          this.share
            ? html`<button type="button" part="share" class="share" @click=${this._copyLink}>${this._text('game.share')}</button>`
            : nothing
        }
        ${this._wakeLock.render()}
        ${this._toolbar.render()}
        <p class="status muted" role="status" aria-live="polite">${this._status?.(locale) ?? ''}</p>
        ${this._saved.renderNote()}
      </div>
      ${this._newGame.renderQuestion()}
      ${manualLinkBox(this._manualLink, this._text('game.share.link-label'))}
      ${this._problems.render()}
      <slot></slot>
    </div>`;
  }
}

DefendersGame.addInitializer((element) => new PageSchemeController(element));
defineElement('defenders-game', DefendersGame);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-game': DefendersGame;
  }
}
