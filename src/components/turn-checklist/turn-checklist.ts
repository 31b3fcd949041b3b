import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { isSide } from '../../rules/constants.js';
import { RulesError, received } from '../../rules/errors.js';
import { actionName, houseName, sideName } from '../../rules/names.js';
import { turnActions, turnPlan } from '../../rules/turns.js';
import type { Action, ActionOption, House, Side, TurnPlan } from '../../rules/types.js';
import { disclosureStyles, hostStyles, keysHintStyles, widgetStyles } from '../../shared/styles.js';
import { printStyles, widgetPrintStyles } from '../../shared/print.styles.js';
import { defineElement } from '../../shared/define.js';
import { PageSchemeController } from '../../shared/page-scheme.js';
import { ProblemController } from '../../shared/problems.js';
import { fireChange } from '../../shared/events.js';
import { reveal } from '../../shared/reveal.js';
import { ChangeElement } from '../../shared/change-element.js';
import type { GameContextValue } from '../../model/context.js';
import { LocaleController } from '../../shared/locale.js';
import type { LocalText, Params } from '../../i18n/messages.js';
import { localText } from '../../i18n/translate.js';
import { turnChecklistStyles } from './turn-checklist.styles.js';
import { citationStyles } from '../rule-ref/rule-ref.styles.js';
import { turnChecklistMessages } from './turn-checklist.messages.js';
import {
  actionChoices,
  sideChoices,
  situationChoices,
  stepGroups,
  turnOrderBox,
  type MarkerStep,
} from './templates.js';
import {
  MARKER_IDLE,
  MARKER_STEP,
  followPath,
  markerCause,
  markerFailed,
  pressMarker,
  type MarkerCause,
} from './internal/marker.js';
import { narrateUndo } from '../../model/narration.js';
import { parseLayout } from '../../rules/path.js';
import { onStepCitationKey, stepKeysHint } from '../../shared/citation-keys.js';
import { consumeGame } from '../../shared/game-consumer.js';
import { gameFollower } from '../../shared/game-follower.js';
import { rulebookLink } from '../rule-ref/internal/citation.js';
import { widgetCitations } from '../rule-ref/templates.js';
import type { MarkerProgress } from './internal/marker.js';
import { TURN_LABELS, planTicks, sharedMarker } from './internal/turn.js';
import { handedOn, reseated, seatForSide, whoseTurn, whoseTurnText } from './internal/seats.js';
import type { WidgetChange } from '../../model/widget-change.js';
import type { TurnState } from '../../model/widget-state.js';

/** The `detail` of the turn checklist's `defenders-change`: the `TurnPlan` shown, `null` before an action is chosen. */
export type TurnChecklistChange = TurnPlan | null;

declare module '../../shared/events.js' {
  interface DefendersChangeDetails {
    'defenders-turn-checklist': TurnChecklistChange;
  }
}

/**
 * A turn helper for the table: pick the side whose turn it is and one main action, then tick off
 * that action's steps in rule order, each citing its rulebook pages. Unavailable actions stay
 * visible, disabled, with the reason; a chosen action the user's tick rules out is unselected, and
 * the reason announced. Inside a `<defenders-game>`, ticking the step that moves the Dark Arts
 * Marker (a House Player's Replenish, or a Dark Arts bump that collects every House Marker) moves
 * the shared path in the same change (cause `house-replenish` or `all-house-markers`) and says what
 * the new space means under the step; outside a game, that step says the players move the marker
 * on the board. Its turn (side, action, ticks) is the game's, shared by the checklists in it and undoable there,
 * unless the host set its `side` or `action`: then it keeps its own turn until the host removes them.
 *
 * @summary Your turn: the actions you may take and their steps as a checklist.
 *
 * @fires {CustomEvent<TurnChecklistChange>} defenders-change - When the user changes the side, the action, a tick or the situation,
 *   or starts the next turn. `detail` is the `TurnPlan` shown (`null` before an action is chosen).
 *
 * @csspart base - The widget's outer box.
 * @csspart alert - The message about a bad attribute value.
 * @csspart whose - Inside a game: whose turn it is and the round.
 * @csspart seating - Inside a game: the folded Seating, which House sits in each seat.
 * @csspart sides - The side switch.
 * @csspart actions - The group of action choices.
 * @csspart action - One action choice (a large tappable card).
 * @csspart steps - The checklist of the chosen action.
 * @csspart step - One tickable step.
 * @csspart marker-note - Under the step that moves the Dark Arts Marker: what its move did (the new space, an event to resolve).
 * @csspart next - The "Next turn" button.
 * @csspart status - The polite live region with the latest announcement.
 *
 * @cssprop --defenders-accent - Rules, chosen side and action, buttons and links.
 * @cssprop --defenders-on-accent - Text on accent-filled buttons.
 * @cssprop --defenders-surface - Background of the box.
 * @cssprop --defenders-border - Borders and dividers.
 * @cssprop --defenders-radius - Corner radius.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 * @cssprop --defenders-danger - Colour of the alert's rule.
 */
export class DefendersTurnChecklist extends ChangeElement<TurnChecklistChange> {
  static override styles = [
    hostStyles,
    widgetStyles,
    disclosureStyles,
    keysHintStyles,
    turnChecklistStyles,
    citationStyles,
    printStyles,
    widgetPrintStyles,
  ];

  static override properties = {
    // useDefault: the default side is not reflected, so the attribute is only ever the host's or a turn's.
    side: { reflect: true, useDefault: true },
    action: { reflect: true },
    finalHand: { type: Boolean, reflect: true, attribute: 'final-hand' },
    _pawnOutside: { state: true },
    _ticked: { state: true },
    _marker: { state: true },
    _announcement: { state: true },
    _seatMoved: { state: true },
  };

  /** Whose turn it is: `house` (default) or `dark-arts`. Any other value shows a message and the House turn. */
  side: Side = 'house';

  /**
   * The chosen main action: `explore`, `learn` (House only) or `replenish`; none by default. A value
   * the side cannot take shows a message naming the allowed ones.
   */
  action?: Action | null;

  /** Final hand: the Dark Arts Marker is on the last space, so nobody may Replenish. */
  finalHand = false;

  /** The enclosing `<defenders-game>`, while inside one (each change of it updates this one). */
  private readonly _game = consumeGame(this);
  /** The game while this checklist shares its turn: unless the host set `side` or `action`. */
  private readonly _follow = gameFollower(this, this._game, ['side', 'action']);

  /** The user's answer to "is one of your pawns outside the Protected Areas?" */
  private _pawnOutside = true;
  private _ticked = new Set<string>();
  /** This turn's marker move: whether the marker step moved it, and what that step says. */
  private _marker: MarkerProgress = MARKER_IDLE;
  private _announcement = '';
  /** The House a seat choice moved to another seat, while the seating is still the one it made. */
  private _seatMoved: { houses: string; text: LocalText } | null = null;

  private readonly _locale = new LocaleController(this);
  private readonly _problems = new ProblemController(this, this._locale);
  private _side: Side = 'house';
  private _options: ActionOption[] = [];
  private _plan: TurnPlan | null = null;
  /** Why the chosen action cannot be taken now (for example the game reached the final hand). */
  private _blocked = '';

  /** The `TurnPlan` shown; `null` before an action is chosen or while it is not allowed. */
  get plan(): TurnPlan | null {
    return this._plan;
  }

  /** A message of the checklist in the reader's language. */
  private _text(key: keyof typeof turnChecklistMessages, params?: Params): string {
    return this._locale.text(turnChecklistMessages, key, params);
  }

  /** Shows a bad attribute's message in the reader's language and warns about it in English. */
  private _report(
    problem: 'side' | 'action',
    key: keyof typeof turnChecklistMessages,
    params: Params,
  ): void {
    this._problems.report(problem, localText(turnChecklistMessages, key, params));
  }

  /** Final hand as it applies here: the element's own attribute, else the shared path of a game. */
  private get _effectiveFinalHand(): boolean {
    return this.finalHand || (this._game.value?.pathInfo?.finalHand ?? false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this._follow._read(changed);
    const shared = this._takeTurn();
    const side: unknown = this.side;
    if (isSide(side)) {
      this._side = side;
      this._problems.clear('side');
    } else {
      this._side = 'house';
      this._report('side', 'turn-checklist.problem.side', { got: received(side) });
    }

    const locale = { locale: this._locale.locale };
    this._options = turnActions(
      this._side,
      {
        finalHand: this._effectiveFinalHand,
        pawnOutsideProtectedArea: this._side === 'house' ? this._pawnOutside : undefined,
      },
      locale,
    );

    this._plan = null;
    this._blocked = '';
    const action: unknown = this.action;
    if (action === undefined || action === null || action === '') {
      this._problems.clear('action');
    } else {
      try {
        const plan = turnPlan(this._side, action as Action, locale);
        this._problems.clear('action');
        const option = this._options.find((each) => each.id === plan.action);
        // A Replenish that has just moved the marker onto the last space stays on screen until "Next turn".
        if (option && !option.allowed && !this._marker.done) this._blocked = option.reason ?? '';
        else this._plan = plan;
      } catch (error) {
        if (!(error instanceof RulesError)) throw error;
        const allowed = this._options.map((option) => `"${option.id}"`).join(', ');
        const side = this._side;
        this._report('action', 'turn-checklist.problem.action', {
          allowed,
          side: (language) => sideName(side, language),
          got: received(action),
        });
      }
    }

    if (shared) return;
    if (changed.has('side') || changed.has('action')) this._resetTurnProgress();
    this._followGame();
  }

  /** Takes over the game's turn when it changed. Returns whether the turn is the game's. */
  private _takeTurn(): boolean {
    const game = this._follow._game;
    if (!game) return false;
    const turn = game.state.turn;
    if (!this._follow._fresh(turn)) return true;
    this.side = turn.side;
    this.action = turn.action;
    this._ticked = new Set(turn.ticks);
    this._marker = sharedMarker(this._marker, turn, game.state.path.history.length);
    return true;
  }

  /** Changes the turn: in the game when it is shared there (one change to undo), else here. */
  private _setTurn(change: Partial<TurnState>, label: WidgetChange): void {
    const game = this._follow._game;
    if (game) return game.setWidgetState('turn', { ...game.state.turn, ...change }, label);
    if (change.side) this.side = change.side;
    if ('action' in change) this.action = change.action ?? undefined;
    if (change.ticks) this._ticked = new Set(change.ticks);
  }

  /** If the marker move made by the button was undone on the path, offer the button again. */
  private _followGame(): void {
    const followed = followPath(this._marker, this._game.value?.state.path?.history.length);
    if (!followed) return;
    this._marker = followed;
    const ticked = new Set(this._ticked);
    for (const id of Object.values(MARKER_STEP)) ticked.delete(id);
    this._ticked = ticked;
  }

  private _resetTurnProgress(): void {
    if (this._ticked.size > 0) this._ticked = new Set();
    this._marker = MARKER_IDLE;
  }

  private _changed(): void {
    fireChange<TurnChecklistChange>(this, this._plan);
  }

  private async _onSide(side: Side): Promise<void> {
    const game = this._follow._game;
    // In a game, the side chosen is a seat of the turn order: the Dark Arts Player's, or a House's.
    const seat = game ? { seat: seatForSide(game.state.turn, game.state.houses, side) } : {};
    this._setTurn(
      { side, action: null, ticks: [], markerMovedAt: null, ...seat },
      TURN_LABELS.side(side),
    );
    await this.updateComplete;
    this._announcement = this._text('turn-checklist.announce.side', {
      side: sideName(this._side, this._locale.locale),
    });
    this._changed();
  }

  private async _onAction(action: Action): Promise<void> {
    this._setTurn({ action, ticks: [], markerMovedAt: null }, TURN_LABELS.action(action));
    await this.updateComplete;
    if (this._plan) {
      this._announcement = this._text('turn-checklist.announce.action', {
        action: actionName(action, this._locale.locale),
        count: this._plan.steps.length,
      });
      // The tap brought the steps: the first one shows, below a game's stuck toolbar.
      reveal(this.renderRoot.querySelector('[part="step"]'));
    }
    this._changed();
  }

  private async _onPawnOutside(event: Event): Promise<void> {
    this._pawnOutside = (event.target as HTMLInputElement).checked;
    await this._situationChanged();
  }

  private async _onFinalHand(event: Event): Promise<void> {
    this.finalHand = (event.target as HTMLInputElement).checked;
    await this._situationChanged();
  }

  /**
   * The user changed the situation. A chosen action it rules out is unselected, so the action
   * choices stay one reachable group (a checked radio that is disabled takes the whole group out
   * of the Tab order), and the reason is announced.
   */
  private async _situationChanged(): Promise<void> {
    await this.updateComplete;
    const chosen = this.action;
    const reason = this._blocked;
    if (chosen && reason) {
      const dropped = { action: null, ticks: [], markerMovedAt: null };
      this._setTurn(dropped, TURN_LABELS.dropped(chosen));
      await this.updateComplete;
      this._announcement = this._text('turn-checklist.announce.dropped', {
        action: actionName(chosen, this._locale.locale),
        reason,
      });
    }
    this._changed();
  }

  /** Moves the focus to the first control matching `selector`, once rendered (a pressed control went away). */
  private async _focusNext(selector: string): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  private _onTick(id: string, event: Event): void {
    const box = event.target as HTMLInputElement;
    const cause = markerCause(this._plan);
    // In a game the marker step is the marker's control: its tick and the move are one change.
    const game = this._game.value;
    if (cause !== null && id === MARKER_STEP[cause] && game && (box.checked || this._marker.done)) {
      if (box.checked) this._tickMarker(cause, box, game);
      else this._untickMarker(box, game);
      this._changed();
      return;
    }
    const ticked = new Set(this._ticked);
    if (box.checked) ticked.add(id);
    else ticked.delete(id);
    const step = (this._plan?.steps.findIndex((each) => each.id === id) ?? -1) + 1;
    this._setTurn({ ticks: planTicks(this._plan, ticked) }, TURN_LABELS.tick(step, box.checked));
    const total = this._plan?.steps.length ?? 0;
    if (total > 0 && ticked.size === total) {
      this._announcement = this._text('turn-checklist.announce.ticked');
    }
    this._changed();
  }

  /**
   * The marker step ticked in a game: the marker moves on the game's path, and a shared turn takes
   * the tick in the same change, so one Undo takes both back. A move the rules refuse now (an event
   * waits, the last space) leaves the step unticked and says why.
   */
  private _tickMarker(cause: MarkerCause, box: HTMLInputElement, game: GameContextValue): void {
    const { progress, move } = pressMarker(cause, game.state.path);
    this._marker = progress;
    if (move) {
      const ticks = planTicks(this._plan, new Set([...this._ticked, MARKER_STEP[cause]]));
      const turn = this._follow._game?.state.turn;
      try {
        game.movePath(move, turn && { ...turn, ticks, markerMovedAt: progress.historyLength });
      } catch (error) {
        this._marker = markerFailed(error);
      }
    }
    if (this._marker.done) this._ticked = new Set([...this._ticked, MARKER_STEP[cause]]);
    else box.checked = false;
    this._announcement = this._marker.note?.(this._locale.locale) ?? '';
    void this._showMarkerNote();
  }

  /** Brings what the marker move did into view under its step, where the player just tapped. */
  private async _showMarkerNote(): Promise<void> {
    await this.updateComplete;
    reveal(this.renderRoot.querySelector('[part="marker-note"]'));
  }

  /**
   * The marker step unticked after its move: the move is taken back on the path while it is the
   * path's latest (the turn follows the path, so the tick goes with it); after later moves the step
   * stays ticked and says so.
   */
  private _untickMarker(box: HTMLInputElement, game: GameContextValue): void {
    const path = game.state.path;
    const last = path.history.at(-1);
    if (!last || this._marker.historyLength !== path.history.length) {
      box.checked = true;
      this._announcement = this._text('turn-checklist.marker.keep-tick');
      return;
    }
    const layout = parseLayout(path.layout);
    const note = (locale: string) => narrateUndo(layout, last, locale);
    game.undoPath();
    this._marker = { ...MARKER_IDLE, note };
    const markerSteps: readonly string[] = Object.values(MARKER_STEP);
    this._ticked = new Set([...this._ticked].filter((id) => !markerSteps.includes(id)));
    this._announcement = note(this._locale.locale);
  }

  private async _onNextTurn(): Promise<void> {
    const game = this._follow._game;
    const handOn = game ? handedOn(game.state.turn, game.state.houses) : {};
    this._setTurn({ action: null, ticks: [], markerMovedAt: null, ...handOn }, TURN_LABELS.next);
    this._resetTurnProgress();
    await this.updateComplete;
    const now = this._follow._game;
    this._announcement = now
      ? this._text('turn-checklist.announce.handed-on', {
          whose: whoseTurnText(whoseTurn(now.state.turn, now.state.houses), this._locale.locale),
          round: now.state.turn.round,
        })
      : this._text('turn-checklist.announce.next');
    this._changed();
    // The steps and this button are gone: the next player starts at the actions, with whose turn
    // it is above them in view, below a game's stuck toolbar (the focus alone may leave it under).
    await this._focusNext('input[name="action"]:not(:disabled)');
    reveal(this.renderRoot.querySelector('[part="whose"]'));
  }

  override render(): TemplateResult {
    return html`<section part="base" class="base" aria-labelledby="title">
      <h2 id="title">${this._text('turn-checklist.title')}</h2>
      ${this._problems.render()} ${this._renderWhose()} ${sideChoices(this._side, (side) => this._onSide(side), this._locale.locale)}
      ${situationChoices({
        side: this._side,
        pawnOutside: this._pawnOutside,
        finalHand: this.finalHand,
        inGame: this._game.value !== undefined,
        inGameFinal: !this.finalHand && this._effectiveFinalHand,
        onPawnOutside: (event) => this._onPawnOutside(event),
        onFinalHand: (event) => this._onFinalHand(event),
        locale: this._locale.locale,
      })}
      ${actionChoices(this._options, this.action, this._plan !== null, (action) => this._onAction(action), this._locale.locale)}
      ${this._blocked ? html`<p class="note">${this._blocked}</p>` : nothing} ${this._renderPlan()}
      <p class="status" part="status" role="status" aria-live="polite">${this._announcement}</p>
    </section>`;
  }

  /** Inside a game that shares its turn: whose turn it is, the round and the seating. */
  private _renderWhose(): TemplateResult | typeof nothing {
    const game = this._follow._game;
    if (!game) return nothing;
    const { houses, turn } = game.state;
    return turnOrderBox(
      whoseTurn(turn, houses),
      houses,
      (index, house) => this._onSeat(game, index, house),
      this._seatMoved?.houses === houses.join() ? this._seatMoved.text(this._locale.locale) : '',
      this._locale.locale,
      widgetCitations(this._game.value?.state, this._locale.locale),
    );
  }

  /**
   * A House chosen for seat `index`: a House seated elsewhere swaps seats with the one there, and
   * the note under the seating says where that one went (the game's Undo puts both back).
   */
  private _onSeat(game: GameContextValue, index: number, house: House): void {
    const { houses } = game.state;
    const next = reseated(houses, index, house);
    const from = houses.indexOf(house);
    const moved = houses[index]!;
    this._seatMoved =
      from >= 0 && from !== index
        ? {
            houses: next.join(),
            text: localText(turnChecklistMessages, 'turn-checklist.seating.moved', {
              house: (locale) => houseName(moved, locale),
              seat: from + 1,
            }),
          }
        : null;
    game.setHouses(next);
  }

  /** The plan's step that moves the Dark Arts Marker, if it has one, and what shows under it. */
  private _markerStep(plan: TurnPlan): MarkerStep | null {
    const cause = markerCause(plan);
    if (cause === null) return null;
    const note = this._marker.note?.(this._locale.locale) ?? '';
    const pages = this._marker.pages ?? [];
    return { id: MARKER_STEP[cause], inGame: this._game.value !== undefined, note, pages };
  }

  private _renderPlan(): TemplateResult | typeof nothing {
    const plan = this._plan;
    if (!plan) return nothing;
    const done = plan.steps.filter((step) => this._ticked.has(step.id)).length;
    return html`<div class="steps" part="steps">
      <div class="cited" @keydown=${onStepCitationKey}>
      ${stepGroups(plan, this._ticked, (id, event) => this._onTick(id, event), this._markerStep(plan), this._locale.locale, widgetCitations(this._game.value?.state, this._locale.locale))}
      ${rulebookLink(this._game.value?.state.rulebookUrl) ? html`<p class="keys-hint">${stepKeysHint(this)}</p>` : nothing}
      </div>
      <p class="progress muted" aria-live="polite">
        ${this._text('turn-checklist.progress', { done, count: plan.steps.length })}
      </p>
      <div class="row">
        <button type="button" class="next" part="next" @click=${this._onNextTurn}>
          ${this._text('turn-checklist.next')}
        </button>
      </div>
    </div>`;
  }
}

DefendersTurnChecklist.addInitializer((element) => new PageSchemeController(element));
defineElement('defenders-turn-checklist', DefendersTurnChecklist);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-turn-checklist': DefendersTurnChecklist;
  }
}
