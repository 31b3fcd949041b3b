import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { RulesError, errorText } from '../../rules/errors.js';
import { DEFAULT_LAYOUT, parseLayout, pathInfo, zoneWord } from '../../rules/path.js';
import type {
  AdvanceCause,
  EventChoice,
  PathInfo,
  PathLayout,
  PathState,
} from '../../rules/types.js';
import { disclosureStyles, hostStyles, widgetStyles } from '../../shared/styles.js';
import { PrintController } from '../../shared/print.js';
import { printStyles, widgetPrintStyles } from '../../shared/print.styles.js';
import { defineElement } from '../../shared/define.js';
import { PageSchemeController } from '../../shared/page-scheme.js';
import { ProblemController } from '../../shared/problems.js';
import { LocaleController } from '../../shared/locale.js';
import type { LocalText } from '../../i18n/messages.js';
import { numberAttribute } from '../../shared/attributes.js';
import { fireChange } from '../../shared/events.js';
import { ChangeElement } from '../../shared/change-element.js';
import { GAME_UPDATE, consumeGame } from '../../shared/game-consumer.js';
import { gameFollower } from '../../shared/game-follower.js';
import { sessionMove, sessionUndo, startSession } from '../../model/path-session.js';
import type { PathMove, PathSession } from '../../model/path-session.js';
import {
  historyLabel,
  movePages,
  narrateMove,
  narrateSessionChange,
  narrateUndo,
  restartSentence,
} from '../../model/narration.js';
import { reveal } from '../../shared/reveal.js';
import { pathTrackerStyles } from './path-tracker.styles.js';
import { citationStyles } from '../rule-ref/rule-ref.styles.js';
import { widgetCitations } from '../rule-ref/templates.js';
import {
  advanceBlocked,
  eventPanel,
  ownWalk,
  readGameLayout,
  say,
  textIn,
  turnMove,
} from './internal/model.js';
import {
  renderControls,
  renderEvent,
  renderFacts,
  renderFinalHand,
  renderHistory,
  renderTrack,
} from './templates.js';
import {
  ADVANCE_TRIGGER,
  AFTER_MOVE,
  AFTER_UNDO,
  RESTART_QUESTION,
  RESTART_TRIGGER,
  focusFirst,
} from './internal/focus.js';

/** The `detail` of the path tracker's `defenders-change`: the new `PathState`. */
export type PathTrackerChange = PathState;

declare module '../../shared/events.js' {
  interface DefendersChangeDetails {
    'defenders-path-tracker': PathTrackerChange;
  }
}

/**
 * The Dark Arts path at the table: every space coloured by zone with its Event Spaces, the marker,
 * the Progress Tokens, the unlocked card colours and the Location Card requirement. "Advance" asks
 * why the marker moves; an Event Space walks the table through the event and the Dark Arts
 * Player's choice. Every move can be undone and is listed with its cause. Inside a
 * `<defenders-game>` it shows and moves the game's shared path, unless it has its own `layout` or
 * `position` attribute.
 *
 * Its texts follow the language of its own `lang`, an ancestor's or the page's; under
 * `dir="rtl"` the path runs right to left.
 *
 * @summary Dark Arts path: marker, Event Spaces, Progress Tokens and the final hand.
 *
 * @fires {CustomEvent<PathTrackerChange>} defenders-change - On every user move (advance, event choice, undo, start again).
 *   `detail` is the new `PathState` (the `state` property); read `info` for its summary.
 *
 * @csspart base - The widget's outer box.
 * @csspart alert - The message about a bad attribute value.
 * @csspart track - The path: one box per zone holding its spaces.
 * @csspart zone - One zone's box (its rule at the start edge, left or right, is the zone colour).
 * @csspart space - One path space.
 * @csspart current - The space holding the Dark Arts Marker (also has part `space`).
 * @csspart facts - Progress Tokens, unlocked colours and Location Card.
 * @csspart event - The Event Space prompt with the Dark Arts Player's choice.
 * @csspart final-hand - The final-hand announcement at the last space.
 * @csspart advance - The "Advance the marker" button.
 * @csspart undo - The "Undo" button.
 * @csspart history - The move history.
 * @csspart status - The polite live region with the latest announcement.
 *
 * @cssprop --defenders-zone-white - Colour of the white zone's spaces.
 * @cssprop --defenders-zone-orange - Colour of the orange zone's spaces.
 * @cssprop --defenders-zone-red - Colour of the red zone's spaces.
 * @cssprop --defenders-zone-white-text - Space numbers on the white zone's colour (default near-black).
 * @cssprop --defenders-zone-orange-text - Space numbers on the orange zone's colour (default near-black).
 * @cssprop --defenders-zone-red-text - Space numbers on the red zone's colour (default white); set it with a
 *   zone colour of your own so the numbers keep a 4.5:1 contrast.
 * @cssprop --defenders-accent - The pointer under the marker, rules, buttons and the event panel.
 * @cssprop --defenders-on-accent - Text on accent-filled buttons.
 * @cssprop --defenders-surface - Background of the box.
 * @cssprop --defenders-border - Borders and dividers.
 * @cssprop --defenders-radius - Corner radius.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 * @cssprop --defenders-danger - Colour of the alert's rule.
 */
export class DefendersPathTracker extends ChangeElement<PathTrackerChange> {
  static override styles = [
    hostStyles,
    widgetStyles,
    disclosureStyles,
    pathTrackerStyles,
    citationStyles,
    printStyles,
    widgetPrintStyles,
  ];

  static override properties = {
    layout: { reflect: true },
    position: numberAttribute,
    _session: { state: true },
    _askingCause: { state: true },
    _confirmingRestart: { state: true },
    _announcement: { state: true },
    _moveProblem: { state: true },
    _elsewhere: { state: true },
  };

  /**
   * The path in layout notation: `w` `o` `r` an ordinary white, orange or red space, `W` `O` `R`
   * an Event Space of that zone, in path order; white space ignored. Default: `DEFAULT_LAYOUT`,
   * an example (the real board's spaces are not in the guide).
   */
  layout?: string;

  /**
   * The marker's space, 0-based (0 = first space). Setting it places the marker there with the
   * tokens of the zones already left taken and no event pending, and clears the history.
   */
  position?: number;

  /** The enclosing `<defenders-game>`, while inside one (each change of it updates this one). */
  private readonly _game = consumeGame(this);
  /** The game while this tracker shows its shared path: unless the host set `layout` or `position`. */
  private readonly _follow = gameFollower(this, this._game, ['layout', 'position']);

  /** The element's own walk; the default one is made on first use, not with the element. */
  private _ownSession?: PathSession;
  private get _session(): PathSession {
    return (this._ownSession ??= startSession(this._ownLayout));
  }
  private set _session(session: PathSession) {
    this._ownSession = session;
  }
  private _askingCause = false;
  private _confirmingRestart = false;
  /** Texts kept as functions of the language, so a change of `lang` rewrites them. */
  private _announcement: LocalText | null = null;
  /** The rulebook pages of the rules the announcement states; none when it states none. */
  private _announcementPages: readonly number[] = [];
  private _moveProblem: LocalText | null = null;
  /** The latest move made on the shared path by another widget: shown, not announced. */
  private _elsewhere: LocalText | null = null;
  private _elsewherePages: readonly number[] = [];

  private readonly _locale = new LocaleController(this);
  private readonly _problems = new ProblemController(this, this._locale);
  private _ownLayoutValue?: PathLayout;
  private get _ownLayout(): PathLayout {
    return (this._ownLayoutValue ??= parseLayout(DEFAULT_LAYOUT));
  }
  private set _ownLayout(layout: PathLayout) {
    this._ownLayoutValue = layout;
  }
  private _gameLayout: PathLayout | null = null;
  /** Set while `position` is updated to follow the user's own move, so it does not reset the walk. */
  private _followingMove = false;
  /** Set while this element moves the game's path, so the change is not announced twice. */
  private _movingGame = false;
  private _seenGamePath?: PathSession;

  /** The current `PathState` (marker position, tokens, Location Card requirement, pending event). */
  get state(): PathState {
    return this._view.session.state;
  }

  /** `pathInfo` of the current state: zone, unlocked colours, final hand, event status. */
  get info(): PathInfo {
    const { layout, session, info } = this._view;
    return info ?? pathInfo(layout, session.state);
  }

  /** The path shown, and its `pathInfo` when the game has already worked it out. */
  private get _view(): { layout: PathLayout; session: PathSession; info: PathInfo | null } {
    const game = this._follow._game;
    if (game && this._gameLayout) {
      return { layout: this._gameLayout, session: game.state.path, info: game.pathInfo };
    }
    return { layout: this._ownLayout, session: this._session, info: null };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this._follow._read(changed);
    if (changed.has('layout') || changed.has('position')) {
      if (this._followingMove) {
        // The user's move replaced whatever the host had written, so a message about it is stale.
        this._followingMove = false;
        this._problems.show('position', null);
      } else this._placeOwnMarker();
    }
    if (changed.has(GAME_UPDATE as keyof DefendersPathTracker)) this._readGamePath();
  }

  /** Builds the element's own walk from its `layout` and `position` attributes. */
  private _placeOwnMarker(): void {
    const walk = ownWalk(
      this.layout,
      this.position,
      this.getAttribute('position') ?? this.position,
    );
    this._problems.show('layout', walk.layoutProblem);
    this._problems.show('position', walk.positionProblem);
    this._ownLayout = walk.layout;
    this._session = walk.session;
    this._askingCause = false;
    this._confirmingRestart = false;
    this._moveProblem = null;
  }

  /** Reads the game's path; announces moves made elsewhere (for example by the turn checklist). */
  private _readGamePath(): void {
    const path = this._game.value?.state.path;
    if (!path) {
      this._gameLayout = null;
      return;
    }
    const read = readGameLayout(this._gameLayout, path);
    this._gameLayout = read.layout;
    if (!read.layout) {
      this._problems.show('game', read.problem);
      return;
    }
    this._problems.show('game', null);
    const seen = this._seenGamePath;
    this._seenGamePath = path;
    if (this._movingGame) {
      this._movingGame = false;
      return;
    }
    if (!seen || seen === path || !this._follow._game) return;
    // A move made in another widget is announced there, where the user acted; repeating it in this
    // live region would make a screen reader read it twice. It is shown here without announcing.
    const layout = read.layout;
    if (narrateSessionChange(layout, seen, path)) {
      this._announcement = null;
      this._announcementPages = [];
      this._elsewhere = (locale) => narrateSessionChange(layout, seen, path, locale);
      const entry = path.history.at(-1);
      this._elsewherePages =
        entry && path.history.length === seen.history.length + 1
          ? movePages(layout, entry.move, entry.before, path.state)
          : [];
    }
  }

  /** Applies a user move to the game's path or the element's own, then announces and reports it. */
  private async _move(move: PathMove): Promise<void> {
    const { layout, session } = this._view;
    let next: PathSession;
    try {
      next = sessionMove(layout, session, move);
      const game = this._follow._game;
      if (game) {
        this._movingGame = true;
        game.movePath(move);
      } else {
        this._session = next;
        this._followPosition(next.state.position);
      }
    } catch (error) {
      this._movingGame = false;
      if (!(error instanceof RulesError)) throw error;
      this._moveProblem = say('path-tracker.move-problem', {
        reason: errorText(error),
      });
      this._announcement = this._moveProblem;
      this._announcementPages = [];
      return;
    }
    this._moveProblem = null;
    this._askingCause = false;
    this._elsewhere = null;
    this._announcement = (locale) => narrateMove(layout, move, session.state, next.state, locale);
    this._announcementPages = movePages(layout, move, session.state, next.state);
    await this.updateComplete;
    focusFirst(this.renderRoot, AFTER_MOVE);
    // What the move did shows above the control that made it, where the player looks next.
    reveal(this.renderRoot.querySelector('[part="status"]'));
    fireChange<PathTrackerChange>(this, next.state);
  }

  private _followPosition(position: number): void {
    if (this.position !== position) {
      this._followingMove = true;
      this.position = position;
    }
  }

  private async _undo(): Promise<void> {
    const { layout, session } = this._view;
    const last = session.history.at(-1);
    if (!last) return;
    const game = this._follow._game;
    if (game) {
      this._movingGame = true;
      game.undoPath();
    } else {
      this._session = sessionUndo(session);
      this._followPosition(last.before.position);
    }
    this._moveProblem = null;
    this._askingCause = false;
    this._elsewhere = null;
    this._announcement = (locale) => narrateUndo(layout, last, locale);
    this._announcementPages = [];
    await this.updateComplete;
    focusFirst(this.renderRoot, AFTER_UNDO);
    fireChange<PathTrackerChange>(this, last.before);
  }

  private async _restart(): Promise<void> {
    const { layout } = this._view;
    const fresh = startSession(layout);
    const game = this._follow._game;
    if (game) {
      this._movingGame = true;
      game.setPath(fresh);
    } else {
      this._session = fresh;
      this._followPosition(0);
    }
    this._confirmingRestart = false;
    this._askingCause = false;
    this._moveProblem = null;
    this._elsewhere = null;
    this._announcement = restartSentence;
    this._announcementPages = [];
    await this.updateComplete;
    focusFirst(this.renderRoot, RESTART_TRIGGER);
    fireChange<PathTrackerChange>(this, fresh.state);
  }

  private async _askRestart(): Promise<void> {
    this._confirmingRestart = true;
    await this._focusAfterUpdate(RESTART_QUESTION);
  }

  private async _closeRestart(): Promise<void> {
    this._confirmingRestart = false;
    await this._focusAfterUpdate(RESTART_TRIGGER);
  }

  /**
   * Once the next render is done, focuses the first of `targets` that is there and enabled: the
   * control the user pressed may be gone or disabled, and focus must not fall back to the page.
   */
  private async _focusAfterUpdate(targets: readonly string[]): Promise<void> {
    await this.updateComplete;
    focusFirst(this.renderRoot, targets);
  }

  override render(): TemplateResult {
    const { layout, session } = this._view;
    const current = session.state;
    const info = this.info;
    const lastMove = session.history.at(-1);
    const locale = this._locale.locale;
    const text = textIn(locale);
    const summary = {
      space: current.position + 1,
      total: layout.spaces.length,
      zone: zoneWord(info.zone),
    };
    const cite = widgetCitations(this._game.value?.state, locale);
    return html`<section part="base" class="base" aria-labelledby="title">
      <h2 id="title">${text('path-tracker.title')}</h2>
      ${this._problems.render()}
      <p class="summary">
        ${text(info.onEventSpace ? 'path-tracker.summary-event' : 'path-tracker.summary', summary)}
      </p>
      ${renderTrack(layout, current, locale)}
      <p class="status" part="status" role="status" aria-live="polite">
        ${this._announcement?.(locale) ?? ''}
        ${
          // A move's rules carry their pages, out of the Tab order as the checklist's step citations.
          this._announcementPages.length > 0 ? cite(this._announcementPages, '-1') : nothing
        }
      </p>
      ${
        this._elsewhere
          ? html`<p class="status elsewhere">
            ${this._elsewhere(locale)}
            ${this._elsewherePages.length > 0 ? cite(this._elsewherePages, '-1') : nothing}
          </p>`
          : nothing
      }
      ${current.pending ? renderEvent(eventPanel(layout, current, info, locale), this._decide, locale, cite) : nothing}
      ${info.finalHand ? renderFinalHand(locale, cite) : nothing}
      ${renderControls({
        blocked: advanceBlocked(current, info, locale),
        asking: this._askingCause,
        lastMove: lastMove ? historyLabel(layout, lastMove, locale) : '',
        turnMove: this._follow._game
          ? turnMove(session, this._game.value?.state.turn.markerMovedAt ?? null)
          : null,
        moveProblem: this._moveProblem?.(locale) ?? '',
        toggleCauses: () => void this._toggleCauses(),
        advance: this._advance,
        undo: () => void this._undo(),
        onKeydown: this._onControlsKey,
        locale,
        cite,
      })}
      ${renderFacts(current, info, locale, cite)}
      ${renderHistory({
        moves: session.history.map((entry) => historyLabel(layout, entry, locale)),
        confirming: this._confirmingRestart,
        askRestart: () => void this._askRestart(),
        restart: () => void this._restart(),
        keepPlaying: () => void this._closeRestart(),
        onKeydown: this._onRestartKey,
        locale,
      })}
    </section>`;
  }

  /** Opens or closes the causes; opened, they show whole (on a phone they reach past the screen). */
  private async _toggleCauses(): Promise<void> {
    this._askingCause = !this._askingCause;
    if (!this._askingCause) return;
    await this.updateComplete;
    reveal(this.renderRoot.querySelector('#causes'));
  }

  private readonly _decide = (choice: EventChoice): void => {
    void this._move({ kind: 'decide', choice });
  };

  private readonly _advance = (cause: AdvanceCause): void => {
    void this._move({ kind: 'advance', cause });
  };

  /** Escape closes the cause options and gives focus back to "Advance the marker…". */
  private readonly _onControlsKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this._askingCause) return;
    event.stopPropagation();
    this._askingCause = false;
    void this._focusAfterUpdate(ADVANCE_TRIGGER);
  };

  /** Escape answers the restart question with "Keep playing". */
  private readonly _onRestartKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    void this._closeRestart();
  };
}

DefendersPathTracker.addInitializer((element) => new PrintController(element));
DefendersPathTracker.addInitializer((element) => new PageSchemeController(element));
defineElement('defenders-path-tracker', DefendersPathTracker);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-path-tracker': DefendersPathTracker;
  }
}
