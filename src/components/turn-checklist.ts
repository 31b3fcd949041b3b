import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import {
  ACTION_NAMES,
  RulesError,
  SIDES,
  SIDE_NAMES,
  describeValue,
  isSide,
  parseLayout,
  pathInfo,
  turnActions,
  turnPlan,
  zoneName,
} from '../rules/index.js';
import type { Action, ActionOption, PathLayout, PathState, RuleStep, Side, TurnPlan } from '../rules/index.js';
import { baseStyles } from '../shared/styles.js';
import { defineElement } from '../shared/define.js';
import { ProblemController } from '../shared/problems.js';
import { fireChange } from '../shared/events.js';
import { gameContext, type GameContextValue } from '../shared/context.js';
import { sessionMove } from '../game/path-session.js';
import './rule-ref.js';

/** The turns that can move the marker, and the step each one ticks when it does. */
type MarkerCause = 'house-replenish' | 'all-house-markers';
const MARKER_STEP: Readonly<Record<MarkerCause, string>> = {
  'house-replenish': 'replenish-advance-marker',
  'all-house-markers': 'bump-all-markers',
};

/** How the plan's steps are grouped on screen; the core gives one ordered list. */
interface StepGroup {
  key: string;
  title: string;
  steps: RuleStep[];
}

function groupOf(step: RuleStep): 'main' | 'free' | 'bump' | 'end' {
  if (step.id === 'end-of-turn') return 'end';
  if (step.id.startsWith('free-')) return 'free';
  if (step.id.startsWith('bump-')) return 'bump';
  return 'main';
}

function groupSteps(plan: TurnPlan): StepGroup[] {
  const titles = {
    main: `${ACTION_NAMES[plan.action]}, step by step`,
    free: 'Free actions (optional)',
    bump: 'If your pawn bumps a House pawn',
    end: 'End of turn',
  };
  const groups: StepGroup[] = [];
  for (const step of plan.steps) {
    const key = groupOf(step);
    const last = groups.at(-1);
    if (last && last.key === key) last.steps.push(step);
    else groups.push({ key, title: titles[key], steps: [step] });
  }
  return groups;
}

/**
 * A turn helper for the table: pick the side whose turn it is and one main action, then tick off
 * that action's steps in rule order, each citing its rulebook pages. Unavailable actions stay
 * visible, disabled, with the reason. After a House Player's Replenish, or a Dark Arts bump that
 * collects every House Marker, it tells the table to move the Dark Arts Marker; inside a
 * `<defenders-game>` it moves the shared path itself (cause `house-replenish` or `all-house-markers`).
 *
 * @summary Your turn: the actions you may take and their steps as a checklist.
 *
 * @fires {CustomEvent<TurnPlan | null>} defenders-change - When the user changes the side, the action, a tick or the situation,
 *   or starts the next turn. `detail` is the `TurnPlan` shown (`null` before an action is chosen).
 *
 * @csspart base - The widget's outer box.
 * @csspart alert - The message about a bad attribute value.
 * @csspart sides - The side switch.
 * @csspart actions - The group of action choices.
 * @csspart action - One action choice (a large tappable card).
 * @csspart steps - The checklist of the chosen action.
 * @csspart step - One tickable step.
 * @csspart marker-callout - The "advance the Dark Arts Marker" box (House Replenish; Dark Arts Explore, for a bump that collects every House Marker).
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
export class DefendersTurnChecklist extends LitElement {
  static override styles = [
    baseStyles,
    css`
      fieldset {
        border: 0;
        margin: 0 0 var(--_gap);
        padding: 0;
        min-width: 0;
      }

      legend {
        font-weight: 600;
        padding: 0;
        margin-bottom: 0.4rem;
      }

      .choices {
        display: grid;
        gap: 0.5rem;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
      }

      .choice {
        display: flex;
        flex-direction: column;
        justify-content: center;
        gap: 0.15rem;
        min-height: 3rem;
        padding: 0.55rem 0.75rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        cursor: pointer;
        position: relative;
      }

      .choice .name {
        display: flex;
        align-items: center;
        gap: 0.55rem;
        font-weight: 600;
      }

      /* stylelint-disable plugin/no-unsupported-browser-features -- Firefox 115-120 lack :has(); the radio shows it all */
      .choice:has(input:checked) {
        border-color: var(--_accent);
        box-shadow: inset 0 0 0 2px var(--_accent);
        background: color-mix(in srgb, var(--_accent) 12%, transparent);
      }

      .choice:has(input:focus-visible) {
        outline: 3px solid var(--_focus);
        outline-offset: 2px;
      }

      .choice:has(input:disabled) {
        cursor: not-allowed;
        border-style: dashed;
      }
      /* stylelint-enable */

      .choice .reason {
        font-size: 0.9em;
      }

      .situation {
        display: grid;
        gap: 0.25rem;
        margin-bottom: var(--_gap);
      }

      .check {
        display: flex;
        align-items: flex-start;
        gap: 0.6rem;
        min-height: 2.75rem;
        padding: 0.45rem 0.25rem;
        cursor: pointer;
      }

      .check input {
        flex: none;
        margin-top: 0.2rem;
      }

      .steps h3 {
        margin-top: var(--_gap);
        padding-bottom: 0.2rem;
        border-bottom: 1px solid var(--_border);
      }

      .steps ol {
        list-style: none;
        margin: 0;
        padding: 0;
      }

      .steps li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        column-gap: 0.5rem;
        border-bottom: 1px solid var(--_border);
      }

      .steps li .check {
        flex: 1 1 14rem;
        min-width: 0;
      }

      /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- the tick shows it */
      .steps li:has(input:checked) .text {
        text-decoration: line-through;
        text-decoration-color: var(--_accent);
        color: var(--_muted);
      }

      .progress {
        margin-top: 0.5rem;
      }

      .callout {
        margin: var(--_gap) 0;
        padding: 0.75rem;
        border: 2px solid var(--_accent);
        border-radius: var(--_radius);
        background: color-mix(in srgb, var(--_accent) 8%, transparent);
      }

      .callout p:last-child {
        margin-bottom: 0;
      }

      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
      }

      .row button {
        flex: 1 1 12rem;
      }

      .note {
        border-left: 4px solid var(--_accent);
        padding: 0.3rem 0.75rem;
        margin: 0 0 var(--_gap);
      }

      .status:empty {
        display: none;
      }

      .status {
        margin: var(--_gap) 0 0;
        font-weight: 600;
      }
    `,
  ];

  /** Whose turn it is: `house` (default) or `dark-arts`. */
  @property({ reflect: true }) side = 'house';

  /** The chosen main action: `explore`, `learn` (House only) or `replenish`; none by default. */
  @property({ reflect: true }) action?: string;

  /** Final hand: the Dark Arts Marker is on the last space, so nobody may Replenish. */
  @property({ type: Boolean, reflect: true, attribute: 'final-hand' }) finalHand = false;

  @consume({ context: gameContext, subscribe: true })
  @state()
  private _game?: GameContextValue;

  /** The user's answer to "is one of your pawns outside the Protected Areas?" */
  @state() private _pawnOutside = true;
  @state() private _ticked = new Set<string>();
  /** Outcome of the "Replenish done" button for this turn, shown in the callout. */
  @state() private _markerNote = '';
  @state() private _markerDone = false;
  /** Length of the game's path history right after this checklist moved the marker, to notice an undo. */
  private _markerHistoryLength = -1;
  @state() private _announcement = '';

  private readonly problems = new ProblemController(this);
  private _side: Side = 'house';
  private _options: ActionOption[] = [];
  private _plan: TurnPlan | null = null;
  /** Why the chosen action cannot be taken now (for example the game reached the final hand). */
  private _blocked = '';

  /** The `TurnPlan` shown; `null` before an action is chosen or while it is not allowed. */
  get plan(): TurnPlan | null {
    return this._plan;
  }

  /** Final hand as it applies here: the element's own attribute, else the shared path of a game. */
  private get _effectiveFinalHand(): boolean {
    if (this.finalHand) return true;
    const path = this._game?.state.path;
    if (!path) return false;
    try {
      return pathInfo(parseLayout(path.layout), path.state).finalHand;
    } catch {
      return false;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (isSide(this.side)) {
      this._side = this.side;
      this.problems.clear('side');
    } else {
      this._side = 'house';
      this.problems.report(
        'side',
        `side must be ${SIDES.map((side) => `"${side}"`).join(' or ')}; got ${describeValue(this.side)}. Showing the House Player's turn.`,
      );
    }

    const finalHand = this._effectiveFinalHand;
    this._options = turnActions(this._side, {
      finalHand,
      pawnOutsideProtectedArea: this._side === 'house' ? this._pawnOutside : undefined,
    });

    this._plan = null;
    this._blocked = '';
    const action = this.action;
    if (action === undefined || action === null || action === '') {
      this.problems.clear('action');
    } else {
      try {
        const plan = turnPlan(this._side, action as Action);
        this.problems.clear('action');
        const option = this._options.find((each) => each.id === plan.action);
        // A Replenish that has just moved the marker onto the last space stays on screen until "Next turn".
        if (option && !option.allowed && !this._markerDone) this._blocked = option.reason ?? '';
        else this._plan = plan;
      } catch (error) {
        if (!(error instanceof RulesError)) throw error;
        const allowed = this._options.map((option) => `"${option.id}"`).join(', ');
        this.problems.report(
          'action',
          `action must be one of ${allowed} for the ${SIDE_NAMES[this._side]}; got ${describeValue(action)}. Choose an action below.`,
        );
      }
    }

    if (changed.has('side') || changed.has('action')) this._resetTurnProgress();
    this._noticeMarkerUndo();
  }

  /** If the marker move made by "Replenish done" was undone on the path, offer the button again. */
  private _noticeMarkerUndo(): void {
    const history = this._game?.state.path?.history;
    if (!this._markerDone || this._markerHistoryLength < 0 || !history) return;
    if (history.length < this._markerHistoryLength) {
      this._markerDone = false;
      this._markerHistoryLength = -1;
      this._markerNote = 'That marker move was undone on the path. Press the button again when the marker should move.';
      const ticked = new Set(this._ticked);
      for (const id of Object.values(MARKER_STEP)) ticked.delete(id);
      this._ticked = ticked;
    }
  }

  private _resetTurnProgress(): void {
    if (this._ticked.size > 0) this._ticked = new Set();
    this._markerNote = '';
    this._markerDone = false;
    this._markerHistoryLength = -1;
  }

  private _changed(): void {
    fireChange(this, this._plan);
  }

  private async _onSide(side: Side): Promise<void> {
    this.side = side;
    this.action = undefined;
    await this.updateComplete;
    this._announcement = `${SIDE_NAMES[this._side]}'s turn: choose a main action.`;
    this._changed();
  }

  private async _onAction(action: Action): Promise<void> {
    this.action = action;
    await this.updateComplete;
    if (this._plan) {
      this._announcement = `${ACTION_NAMES[action]} chosen: ${this._plan.steps.length} steps to tick.`;
    }
    this._changed();
  }

  private async _onPawnOutside(event: Event): Promise<void> {
    this._pawnOutside = (event.target as HTMLInputElement).checked;
    await this.updateComplete;
    this._changed();
  }

  private async _onFinalHand(event: Event): Promise<void> {
    this.finalHand = (event.target as HTMLInputElement).checked;
    await this.updateComplete;
    this._changed();
  }

  private _onTick(id: string, event: Event): void {
    const ticked = new Set(this._ticked);
    if ((event.target as HTMLInputElement).checked) ticked.add(id);
    else ticked.delete(id);
    this._ticked = ticked;
    const total = this._plan?.steps.length ?? 0;
    if (total > 0 && ticked.size === total) {
      this._announcement = this._plan?.advancesMarker && !this._markerDone
        ? 'Every step is ticked. Press "Replenish done" so the Dark Arts Marker moves, then pass the turn.'
        : 'Every step is ticked: your turn is over. Press "Next turn" for the next player.';
    }
    this._changed();
  }

  /** What moves the marker in the turn shown: a House Replenish, or a Dark Arts bump collecting every House Marker. */
  private get _markerCause(): MarkerCause | null {
    const plan = this._plan;
    if (!plan) return null;
    if (plan.advancesMarker) return 'house-replenish';
    return plan.steps.some((step) => step.id === MARKER_STEP['all-house-markers']) ? 'all-house-markers' : null;
  }

  private _onAdvanceMarker(): void {
    const cause = this._markerCause;
    if (cause === null) return;
    const game = this._game;
    if (!game) {
      this._markerDone = true;
      this._markerNote =
        cause === 'all-house-markers'
          ? 'Now move the Dark Arts Marker forward one space and give every House Marker back to its owner. If the marker lands on an Event Space, resolve that event before play goes on.'
          : 'Now move the Dark Arts Marker forward one space. If it lands on an Event Space, resolve that event before play goes on.';
      this._tickMarkerStep(cause);
      this._announcement = this._markerNote;
      return;
    }
    const move = { kind: 'advance', cause } as const;
    const path = game.state.path;
    let layout: PathLayout;
    let moved: PathState;
    try {
      layout = parseLayout(path.layout);
      if (path.state.pending !== null) {
        this._markerNote = `The Dark Arts Marker cannot move yet: the ${path.state.pending.zone} event on its space still waits for the Dark Arts Player's choice. Resolve it on the path, then press the button again.`;
        this._announcement = this._markerNote;
        return;
      }
      // Worked out first with the same core call the game makes, to tell the reader where the marker lands.
      moved = sessionMove(layout, path, move).state;
      game.movePath(move);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this._markerNote = `The Dark Arts Marker did not move: ${message}.`;
      this._announcement = this._markerNote;
      return;
    }
    this._markerDone = true;
    this._markerHistoryLength = path.history.length + 1;
    this._markerNote = this._describeMarkerMove(layout, path.state, moved, cause);
    this._tickMarkerStep(cause);
    this._announcement = this._markerNote;
  }

  /** Everything the table must do after the marker moved: event, new zone, Location Card, final hand. */
  private _describeMarkerMove(layout: PathLayout, before: PathState, moved: PathState, cause: MarkerCause): string {
    const space = moved.position + 1;
    const parts = [
      moved.pending !== null
        ? `The Dark Arts Marker moved to space ${space}, an Event Space: resolve the ${moved.pending.zone} event on the path before play goes on.`
        : `The Dark Arts Marker moved forward to space ${space}.`,
    ];
    if (cause === 'all-house-markers') parts.push('Give every House Marker back to its owner.');
    const zoneBefore = layout.spaces[before.position]?.zone;
    const zone = layout.spaces[moved.position]?.zone;
    if (zone && zoneBefore && zone !== zoneBefore) {
      parts.push(`${zoneName(zone)} Dark Arts card effects are now unlocked, and the ${zoneBefore} Event Deck is no longer used.`);
    }
    if (pathInfo(layout, moved).finalHand) {
      parts.push('That is the last space: the final hand begins, everyone draws back up to five cards and nobody may Replenish again.');
      if (!before.tokens.red && moved.locationRequirement !== null) {
        parts.push(
          `The Dark Arts Player now takes the red Progress Token with the Location Card: ${moved.locationRequirement} Dark Arts ${moved.locationRequirement === 1 ? 'pawn' : 'pawns'} needed.`,
        );
      }
    }
    return parts.join(' ');
  }

  private _tickMarkerStep(cause: MarkerCause): void {
    const step = this._plan?.steps.find((each) => each.id === MARKER_STEP[cause]);
    if (step) this._ticked = new Set([...this._ticked, step.id]);
  }

  private async _onNextTurn(): Promise<void> {
    this.action = undefined;
    this._resetTurnProgress();
    await this.updateComplete;
    this._announcement = 'Ticks cleared. Next player: choose a main action.';
    this._changed();
  }

  override render(): TemplateResult {
    return html`<section part="base" class="base" aria-labelledby="title">
      <h2 id="title">Your turn</h2>
      ${this.problems.render()} ${this._renderSides()} ${this._renderSituation()} ${this._renderActions()}
      ${this._blocked ? html`<p class="note">${this._blocked}</p>` : nothing} ${this._renderPlan()}
      <p class="status" part="status" role="status" aria-live="polite">${this._announcement}</p>
    </section>`;
  }

  private _renderSides(): TemplateResult {
    return html`<fieldset part="sides">
      <legend>Whose turn is it?</legend>
      <div class="choices">
        ${SIDES.map(
          (side) => html`<label class="choice">
            <span class="name">
              <input
                type="radio"
                name="side"
                .value=${side}
                .checked=${this._side === side}
                @change=${() => this._onSide(side)}
              />
              ${SIDE_NAMES[side]}
            </span>
          </label>`,
        )}
      </div>
    </fieldset>`;
  }

  private _renderSituation(): TemplateResult {
    const inGameFinal = !this.finalHand && this._effectiveFinalHand;
    return html`<div class="situation">
      ${this._side === 'house'
        ? html`<label class="check">
            <input type="checkbox" .checked=${this._pawnOutside} @change=${this._onPawnOutside} />
            <span>At least one of my pawns stands outside the Protected Areas</span>
          </label>`
        : nothing}
      ${this._game && !this.finalHand
        ? inGameFinal
          ? html`<p class="note">Final hand: the Dark Arts Marker is on the last space of the path.</p>`
          : nothing
        : html`<label class="check">
            <input type="checkbox" .checked=${this.finalHand} @change=${this._onFinalHand} />
            <span>Final hand (the Dark Arts Marker is on the last space)</span>
          </label>`}
    </div>`;
  }

  private _renderActions(): TemplateResult {
    return html`<fieldset part="actions">
      <legend>Choose one main action</legend>
      <div class="choices">
        ${this._options.map((option) => {
          const reasonId = `reason-${option.id}`;
          return html`<label class="choice" part="action">
            <span class="name">
              <input
                type="radio"
                name="action"
                .value=${option.id}
                .checked=${this.action === option.id}
                ?disabled=${!option.allowed}
                aria-describedby=${option.allowed ? nothing : reasonId}
                @change=${() => this._onAction(option.id)}
              />
              ${ACTION_NAMES[option.id]}
            </span>
            ${option.allowed
              ? nothing
              : html`<span class="reason muted" id=${reasonId}>${option.reason}</span>`}
          </label>`;
        })}
      </div>
    </fieldset>`;
  }

  private _renderPlan(): TemplateResult | typeof nothing {
    const plan = this._plan;
    if (!plan) return nothing;
    const done = plan.steps.filter((step) => this._ticked.has(step.id)).length;
    return html`<div class="steps" part="steps">
      ${groupSteps(plan).map(
        (group) => html`<h3>${group.title}</h3>
          <ol>
            ${group.steps.map(
              (step) => html`<li part="step">
                <label class="check">
                  <input
                    type="checkbox"
                    .checked=${this._ticked.has(step.id)}
                    @change=${(event: Event) => this._onTick(step.id, event)}
                  />
                  <span class="text">${step.text}</span>
                </label>
                <defenders-rule-ref pages=${step.pages.join(',')}></defenders-rule-ref>
              </li>`,
            )}
          </ol>`,
      )}
      <p class="progress muted">${done} of ${plan.steps.length} steps ticked</p>
      ${this._markerCause === null ? nothing : this._renderMarkerCallout(this._markerCause)}
      <div class="row">
        <button type="button" class="next" part="next" @click=${this._onNextTurn}>Next turn</button>
      </div>
    </div>`;
  }

  private _renderMarkerCallout(cause: MarkerCause): TemplateResult {
    const inGame = this._game !== undefined;
    const when =
      cause === 'house-replenish'
        ? 'When you have discarded any cards you wanted to, drawn back up to five and stood your stunned pawns up, press the button'
        : 'If a bump leaves you holding every House Marker, press the button';
    const then = inGame
      ? cause === 'house-replenish'
        ? ': the Dark Arts Marker on the path moves forward one space.'
        : ': the Dark Arts Marker on the path moves forward one space, and the House Markers go back to their owners.'
      : ' for what to do with the Dark Arts Marker.';
    const label = this._markerDone
      ? inGame || cause === 'all-house-markers'
        ? 'Marker advanced'
        : 'Replenish done'
      : cause === 'house-replenish'
        ? 'Replenish done – advance the marker'
        : 'Every House Marker collected – advance the marker';
    return html`<div class="callout" part="marker-callout">
      <p>${when}${then}</p>
      <div class="row">
        <button
          type="button"
          class="primary ${cause === 'house-replenish' ? 'replenish-done' : 'markers-collected'}"
          ?disabled=${this._markerDone}
          @click=${this._onAdvanceMarker}
        >
          ${label}
        </button>
      </div>
      ${this._markerNote ? html`<p class="marker-note">${this._markerNote}</p>` : nothing}
    </div>`;
  }
}

defineElement('defenders-turn-checklist', DefendersTurnChecklist);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-turn-checklist': DefendersTurnChecklist;
  }
}
