import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import {
  ADVANCE_CAUSES,
  ADVANCE_CAUSES_NOTE,
  DEFAULT_LAYOUT,
  RulesError,
  ZONES,
  advance,
  allowedChoices,
  describeValue,
  initialPath,
  parseLayout,
  pathInfo,
  pathStateAt,
  requireState,
  requirementAt,
  zoneName,
} from '../rules/index.js';
import type { AdvanceCause, EventChoice, PathInfo, PathLayout, PathState, Zone } from '../rules/index.js';
import { baseStyles } from '../shared/styles.js';
import { defineElement } from '../shared/define.js';
import { ProblemController } from '../shared/problems.js';
import { numberAttribute } from '../shared/attributes.js';
import { fireChange } from '../shared/events.js';
import { gameContext, type GameContextValue } from '../shared/context.js';
import { sessionMove, sessionUndo, startSession } from '../game/path-session.js';
import type { PathHistoryEntry, PathMove, PathSession } from '../game/path-session.js';
import { pathTrackerStyles } from './path-tracker.styles.js';
import './rule-ref.js';

/** Short button labels for what moved the marker; the rule texts stay in the core. */
const CAUSE_LABELS: Record<AdvanceCause, string> = {
  'house-replenish': 'A House Player replenished',
  event: 'An Event Card said so',
  'all-house-markers': 'All House Markers collected',
};

/** The same causes inside a sentence, for the move history. */
const CAUSE_IN_SENTENCE: Record<AdvanceCause, string> = {
  'house-replenish': 'a House Player replenished',
  event: 'an Event Card said so',
  'all-house-markers': 'all House Markers collected',
};

function pawns(count: number): string {
  return `${count} Dark Arts ${count === 1 ? 'pawn' : 'pawns'}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The Dark Arts path at the table: every space coloured by zone with its Event Spaces, the marker,
 * the Progress Tokens, the unlocked card colours and the Location Card requirement. "Advance" asks
 * why the marker moves; an Event Space walks the table through the event and the Dark Arts
 * Player's choice. Every move can be undone and is listed with its cause. Inside a
 * `<defenders-game>` it shows and moves the game's shared path, unless it has its own `layout` or
 * `position` attribute.
 *
 * @summary Dark Arts path: marker, Event Spaces, Progress Tokens and the final hand.
 *
 * @fires {CustomEvent<PathState>} defenders-change - On every user move (advance, event choice, undo, start again).
 *   `detail` is the new `PathState` (the `state` property); read `info` for its summary.
 *
 * @csspart base - The widget's outer box.
 * @csspart alert - The message about a bad attribute value.
 * @csspart track - The path: one box per zone holding its spaces.
 * @csspart zone - One zone's box (its left rule is the zone colour).
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
 * @cssprop --defenders-accent - The marker ring, rules, buttons and the event panel.
 * @cssprop --defenders-on-accent - Text on accent-filled buttons; the gap around the marker ring.
 * @cssprop --defenders-surface - Background of the box.
 * @cssprop --defenders-border - Borders and dividers.
 * @cssprop --defenders-radius - Corner radius.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 * @cssprop --defenders-danger - Colour of the alert's rule.
 */
export class DefendersPathTracker extends LitElement {
  static override styles = [baseStyles, pathTrackerStyles];

  /**
   * The path in layout notation: `w` `o` `r` an ordinary white, orange or red space, `W` `O` `R`
   * an Event Space of that zone, in path order; white space ignored. Default: `DEFAULT_LAYOUT`,
   * an example (the real board's spaces are not in the guide).
   */
  @property({ reflect: true }) layout?: string;

  /**
   * The marker's space, 0-based (0 = first space). Setting it places the marker there with the
   * tokens of the zones already left taken and no event pending, and clears the history.
   */
  @property(numberAttribute) position?: number;

  @consume({ context: gameContext, subscribe: true })
  @state()
  private _game?: GameContextValue;

  @state() private _session: PathSession = startSession(parseLayout(DEFAULT_LAYOUT));
  @state() private _askingCause = false;
  @state() private _confirmingRestart = false;
  @state() private _announcement = '';
  @state() private _moveProblem = '';
  /** The latest move made on the shared path by another widget: shown, not announced. */
  @state() private _elsewhere = '';

  private readonly problems = new ProblemController(this);
  private _ownLayout: PathLayout = parseLayout(DEFAULT_LAYOUT);
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
    const { layout, session } = this._view;
    return pathInfo(layout, session.state);
  }

  /** Whether this element shows the game's shared path rather than its own. */
  private get _usesGame(): boolean {
    return this._game !== undefined && !this.hasAttribute('layout') && !this.hasAttribute('position');
  }

  private get _view(): { layout: PathLayout; session: PathSession } {
    if (this._usesGame && this._gameLayout) {
      return { layout: this._gameLayout, session: (this._game as GameContextValue).state.path };
    }
    return { layout: this._ownLayout, session: this._session };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('layout') || changed.has('position')) {
      if (this._followingMove) {
        // The user's move replaced whatever the host had written, so a message about it is stale.
        this._followingMove = false;
        this.problems.clear('position');
      } else this._placeOwnMarker();
    }
    if (changed.has('_game' as keyof DefendersPathTracker)) this._readGamePath();
  }

  /** Builds the element's own walk from its `layout` and `position` attributes. */
  private _placeOwnMarker(): void {
    let layout = parseLayout(DEFAULT_LAYOUT);
    if (this.layout === undefined || this.layout === null) {
      this.problems.clear('layout');
    } else {
      try {
        layout = parseLayout(this.layout);
        this.problems.clear('layout');
      } catch (error) {
        this.problems.report('layout', `The layout is not valid: ${errorText(error)}. Showing the example layout instead.`);
      }
    }
    let pathState = initialPath(layout);
    if (this.position === undefined || this.position === null) {
      this.problems.clear('position');
    } else {
      try {
        pathState = pathStateAt(layout, this.position);
        this.problems.clear('position');
      } catch {
        const given = this.getAttribute('position') ?? this.position;
        this.problems.report(
          'position',
          `position must be a whole number from 0 (first space) to ${layout.spaces.length - 1} (last space) for this layout; got ${describeValue(given)}. The marker stays on the first space.`,
        );
      }
    }
    this._ownLayout = layout;
    this._session = { layout: layout.notation, state: pathState, history: [] };
    this._askingCause = false;
    this._confirmingRestart = false;
    this._moveProblem = '';
  }

  /** Reads the game's path; announces moves made elsewhere (for example by the turn checklist). */
  private _readGamePath(): void {
    const path = this._game?.state.path;
    if (!path) {
      this._gameLayout = null;
      return;
    }
    try {
      const layout = this._gameLayout?.notation === path.layout ? this._gameLayout : parseLayout(path.layout);
      requireState(layout, path.state);
      this._gameLayout = layout;
      this.problems.clear('game');
    } catch (error) {
      this._gameLayout = null;
      this.problems.report('game', `The game's path could not be shown: ${errorText(error)}. Showing this tracker's own path.`);
      return;
    }
    const seen = this._seenGamePath;
    this._seenGamePath = path;
    if (this._movingGame) {
      this._movingGame = false;
      return;
    }
    if (!seen || seen === path || !this._usesGame) return;
    // A move made in another widget is announced there, where the user acted; repeating it in this
    // live region would make a screen reader read it twice. It is shown here without announcing.
    let note = '';
    if (path.history.length === seen.history.length + 1) {
      const entry = path.history.at(-1) as PathHistoryEntry;
      note = this._describeMove(this._gameLayout, entry.move, entry.before, path.state);
    } else if (path.history.length === seen.history.length - 1) {
      note = `Last move undone. The marker is on space ${path.state.position + 1}.`;
    } else if (path.state !== seen.state) {
      note = `The path was updated. The marker is on space ${path.state.position + 1}.`;
    }
    if (note) {
      this._announcement = '';
      this._elsewhere = note;
    }
  }

  private _describeMove(layout: PathLayout, move: PathMove, before: PathState, after: PathState): string {
    const parts: string[] = [];
    const total = layout.spaces.length;
    if (move.kind === 'advance') {
      const zone = layout.spaces[after.position]?.zone as Zone;
      parts.push(`${CAUSE_LABELS[move.cause]}: the marker moved to space ${after.position + 1} of ${total}, in the ${zone} zone.`);
      const zoneBefore = layout.spaces[before.position]?.zone;
      if (zoneBefore !== zone) {
        parts.push(
          `${zoneName(zone)} Dark Arts card effects are now unlocked, and the ${zoneBefore} Event Deck is no longer used.`,
        );
      }
      if (move.cause === 'all-house-markers') parts.push('Give every House Marker back to its owner.');
      if (after.pending) {
        const eventZone = after.pending.zone;
        const choice = after.tokens[eventZone]
          ? `uses its effect (the ${eventZone} Progress Token is already taken)`
          : pathInfo(layout, after).mustTakeToken
            ? `must take the ${eventZone} Progress Token, as this is the zone's last Event Space`
            : `chooses its effect or the ${eventZone} Progress Token`;
        parts.push(
          `Event Space: draw the top ${eventZone} Event Card. House Players carry out their part first if they can; then the Dark Arts Player ${choice}.`,
        );
      }
      if (after.tokens.red && !before.tokens.red && after.locationRequirement !== null) {
        parts.push(
          `On the last space the Dark Arts Player must take the red Progress Token with the Location Card: ${pawns(after.locationRequirement)} needed.`,
        );
        if (layout.spaces[after.position]?.event) {
          parts.push('Taking it is their choice for this Event Space, so the event effect is not used as well.');
        }
      }
      if (pathInfo(layout, after).finalHand) {
        parts.push(
          'Final hand: everyone draws back up to five cards and nobody may Replenish again. Reaching this space does not win or end the game: play on.',
        );
      }
    } else {
      const zone = before.pending?.zone as Zone;
      if (move.choice === 'token') {
        parts.push(`The Dark Arts Player took the ${zone} Progress Token.`);
        if (zone === 'red' && after.locationRequirement !== null) {
          parts.push(`Location Card taken: ${pawns(after.locationRequirement)} needed at the Dark Arts Player Location.`);
        }
      } else {
        parts.push(`The Dark Arts Player used the ${zone} event effect.`);
      }
    }
    return parts.join(' ');
  }

  private _historyLabel(layout: PathLayout, entry: PathHistoryEntry): string {
    const { move, before } = entry;
    if (move.kind === 'advance') {
      const label = `Space ${before.position + 2}: ${CAUSE_IN_SENTENCE[move.cause]}`;
      let after: PathState | null = null;
      try {
        after = advance(layout, before, move.cause);
      } catch {
        // A history entry always replays; this only guards the label.
      }
      return after && after.tokens.red && !before.tokens.red && after.locationRequirement !== null
        ? `${label}; red Progress Token taken with the Location Card (${pawns(after.locationRequirement)})`
        : label;
    }
    const zone = before.pending?.zone ?? '';
    const space = `Space ${before.position + 1}`;
    if (move.choice === 'effect') return `${space}: ${zone} event effect used`;
    return zone === 'red'
      ? `${space}: red Progress Token taken with the Location Card (${pawns(requirementAt(layout, before.position))})`
      : `${space}: ${zone} Progress Token taken`;
  }

  /** Applies a user move to the game's path or the element's own, then announces and reports it. */
  private async _move(move: PathMove): Promise<void> {
    const { layout, session } = this._view;
    let next: PathSession;
    try {
      next = sessionMove(layout, session, move);
      if (this._usesGame) {
        this._movingGame = true;
        (this._game as GameContextValue).movePath(move);
      } else {
        this._session = next;
        this._followPosition(next.state.position);
      }
    } catch (error) {
      this._movingGame = false;
      if (!(error instanceof RulesError)) throw error;
      this._moveProblem = `That move is not possible: ${error.message}.`;
      this._announcement = this._moveProblem;
      return;
    }
    this._moveProblem = '';
    this._askingCause = false;
    this._elsewhere = '';
    this._announcement = this._describeMove(layout, move, session.state, next.state);
    await this.updateComplete;
    fireChange(this, next.state);
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
    if (this._usesGame) {
      this._movingGame = true;
      (this._game as GameContextValue).undoPath();
    } else {
      this._session = sessionUndo(session);
      this._followPosition(last.before.position);
    }
    this._moveProblem = '';
    this._askingCause = false;
    this._elsewhere = '';
    const waiting = last.before.pending
      ? ` The ${last.before.pending.zone} event there waits for the Dark Arts Player's choice again.`
      : '';
    this._announcement = `Undone: ${this._historyLabel(layout, last)}. The marker is on space ${last.before.position + 1}.${waiting}`;
    await this.updateComplete;
    fireChange(this, last.before);
  }

  private async _restart(): Promise<void> {
    const { layout } = this._view;
    const fresh = startSession(layout);
    if (this._usesGame) {
      this._movingGame = true;
      (this._game as GameContextValue).setPath(fresh);
    } else {
      this._session = fresh;
      this._followPosition(0);
    }
    this._confirmingRestart = false;
    this._askingCause = false;
    this._moveProblem = '';
    this._elsewhere = '';
    this._announcement = 'The path starts again: the marker is on the first space, no tokens taken.';
    await this.updateComplete;
    fireChange(this, fresh.state);
  }

  override render(): TemplateResult {
    const { layout, session } = this._view;
    const current = session.state;
    const info = pathInfo(layout, current);
    return html`<section part="base" class="base" aria-labelledby="title">
      <h2 id="title">Dark Arts path</h2>
      ${this.problems.render()}
      <p class="summary">
        Marker on space ${current.position + 1} of ${layout.spaces.length}, ${info.zone} zone${info.onEventSpace
          ? ' (an Event Space)'
          : ''}.
      </p>
      ${this._renderTrack(layout, current)}
      <p class="status" part="status" role="status" aria-live="polite">${this._announcement}</p>
      ${this._elsewhere ? html`<p class="status elsewhere">${this._elsewhere}</p>` : nothing}
      ${current.pending ? this._renderEvent(layout, current, info) : nothing}
      ${info.finalHand ? this._renderFinalHand() : nothing} ${this._renderControls(layout, session, current, info)}
      ${this._renderFacts(current, info)} ${this._renderHistory(layout, session)}
    </section>`;
  }

  private _renderTrack(layout: PathLayout, current: PathState): TemplateResult {
    const zones = ZONES.map((zone) => ({
      zone,
      spaces: layout.spaces.map((space, index) => ({ ...space, index })).filter((space) => space.zone === zone),
    }));
    return html`<div class="zones" part="track">
        ${zones.map(({ zone, spaces }) => {
          const first = (spaces[0]?.index ?? 0) + 1;
          const last = (spaces.at(-1)?.index ?? 0) + 1;
          return html`<div class="zone zone-${zone}" part="zone" role="group" aria-labelledby="zone-${zone}">
            <h3 id="zone-${zone}">${zoneName(zone)} zone <span class="muted">(${first}–${last})</span></h3>
            <ol class="spaces" start=${first}>
              ${spaces.map((space) => {
                const here = space.index === current.position;
                const words = [
                  `Space ${space.index + 1}`,
                  space.event ? 'Event Space' : '',
                  here ? 'the Dark Arts Marker is here' : '',
                ].filter(Boolean);
                return html`<li
                  class="space ${space.zone} ${space.event ? 'event' : ''} ${here ? 'current' : ''}"
                  part=${here ? 'space current' : 'space'}
                  aria-current=${here ? 'location' : nothing}
                >
                  <span aria-hidden="true">${space.index + 1}${space.event
                      ? html`<br /><span class="symbol">★</span>`
                      : nothing}</span>
                  <span class="visually-hidden">${words.join(', ')}</span>
                </li>`;
              })}
            </ol>
          </div>`;
        })}
      </div>
      <p class="legend muted" aria-hidden="true"><span>★ Event Space</span><span>Ringed: the marker</span></p>`;
  }

  private _renderFacts(current: PathState, info: PathInfo): TemplateResult {
    return html`<div class="facts" part="facts">
      <div>
        <h3>Progress Tokens</h3>
        <ul>
          ${ZONES.map(
            (zone) => html`<li>
              <span class="swatch ${current.tokens[zone] ? zone : 'empty'}" aria-hidden="true"></span>
              ${zoneName(zone)}: ${current.tokens[zone] ? 'taken' : 'not taken'}
            </li>`,
          )}
        </ul>
      </div>
      <div>
        <h3>Dark Arts card effects unlocked</h3>
        <ul>
          ${info.unlocked.map(
            (zone) => html`<li><span class="swatch ${zone}" aria-hidden="true"></span>${zoneName(zone)}</li>`,
          )}
        </ul>
      </div>
      <div>
        <h3>Location Card</h3>
        <p class="requirement">
          ${current.locationRequirement === null
            ? 'Not taken yet.'
            : `Taken: the Dark Arts Player needs ${pawns(current.locationRequirement)} at their Location.`}
          ${current.locationRequirement === null ? nothing : html`<defenders-rule-ref pages="22,23"></defenders-rule-ref>`}
        </p>
      </div>
    </div>`;
  }

  private _renderEvent(layout: PathLayout, current: PathState, info: PathInfo): TemplateResult {
    const zone = (current.pending as { zone: Zone }).zone;
    const choices = allowedChoices(layout, current);
    const effectReason = info.mustTakeToken
      ? `Not allowed: this is the last ${zone} Event Space, so the ${zone} Progress Token must be taken before the marker leaves the zone.`
      : '';
    const tokenReason = current.tokens[zone] ? `Not available: the ${zone} Progress Token is already taken.` : '';
    const tokenLabel =
      zone === 'red'
        ? `Take the red Progress Token (Location Card: ${pawns(requirementAt(layout, current.position))})`
        : `Take the ${zone} Progress Token`;
    return html`<div class="panel" part="event" role="group" aria-labelledby="event-title">
      <h3 id="event-title">Event Space: ${zone} event <defenders-rule-ref pages="22"></defenders-rule-ref></h3>
      <ol>
        <li>Draw the top card of the ${zone} Event Deck.</li>
        <li>House Players resolve their part of it first, if they can.</li>
        <li>Then the Dark Arts Player picks one: the event effect or the ${zone} Progress Token.</li>
      </ol>
      <div class="row">
        <div class="choice">
          <button
            type="button"
            class="effect"
            ?disabled=${!choices.includes('effect')}
            aria-describedby=${effectReason ? 'effect-reason' : nothing}
            @click=${() => this._decide('effect')}
          >
            Use the event effect
          </button>
          ${effectReason ? html`<span class="reason" id="effect-reason">${effectReason}</span>` : nothing}
        </div>
        <div class="choice">
          <button
            type="button"
            class="token primary"
            ?disabled=${!choices.includes('token')}
            aria-describedby=${tokenReason ? 'token-reason' : nothing}
            @click=${() => this._decide('token')}
          >
            ${tokenLabel}
          </button>
          ${tokenReason ? html`<span class="reason" id="token-reason">${tokenReason}</span>` : nothing}
        </div>
      </div>
      <p class="muted">Discard the Event Card once it is resolved.</p>
    </div>`;
  }

  private _decide(choice: EventChoice): void {
    void this._move({ kind: 'decide', choice });
  }

  private _renderFinalHand(): TemplateResult {
    return html`<div class="panel final" part="final-hand">
      <h3>Final hand <defenders-rule-ref pages="22,23"></defenders-rule-ref></h3>
      <p>
        The marker is on the last space. Everyone draws back up to five cards, and from now on nobody may Replenish
        (cards and draw spaces that let you draw still work).
      </p>
      <p>
        Reaching this space is not a result: play on until a side wins, or until everyone is out of cards, which is a
        draw.
      </p>
    </div>`;
  }

  private _renderControls(layout: PathLayout, session: PathSession, current: PathState, info: PathInfo): TemplateResult {
    const blocked = current.pending
      ? 'Resolve the event first.'
      : info.finalHand
        ? 'The marker is on the last space and moves no further.'
        : '';
    const lastMove = session.history.at(-1);
    return html`<div class="controls">
      ${this._moveProblem ? html`<p class="note">${this._moveProblem}</p>` : nothing}
      <div class="row">
        <div class="choice">
          <button
            type="button"
            class="advance primary"
            part="advance"
            ?disabled=${blocked !== ''}
            aria-expanded=${this._askingCause && !blocked ? 'true' : 'false'}
            aria-controls=${this._askingCause && !blocked ? 'causes' : nothing}
            aria-describedby=${blocked ? 'advance-reason' : nothing}
            @click=${() => (this._askingCause = !this._askingCause)}
          >
            Advance the marker…
          </button>
          ${blocked ? html`<span class="reason muted" id="advance-reason">${blocked}</span>` : nothing}
        </div>
        <div class="choice">
          <button
            type="button"
            class="undo"
            part="undo"
            ?disabled=${!lastMove}
            aria-describedby=${lastMove ? 'last-move' : nothing}
            @click=${this._undo}
          >
            Undo last move
          </button>
          ${lastMove
            ? html`<span class="reason muted" id="last-move">Last move: ${this._historyLabel(layout, lastMove)}</span>`
            : nothing}
        </div>
      </div>
      ${this._askingCause && !blocked
        ? html`<fieldset class="causes" id="causes">
            <legend>Why does the marker move?</legend>
            <div class="row">
              ${ADVANCE_CAUSES.map(
                (cause) => html`<button type="button" class="cause" data-cause=${cause} @click=${() => this._advance(cause)}>
                  ${CAUSE_LABELS[cause]}
                </button>`,
              )}
            </div>
            <p class="muted">
              ${ADVANCE_CAUSES_NOTE.text}
              <defenders-rule-ref pages=${ADVANCE_CAUSES_NOTE.pages.join(',')}></defenders-rule-ref>
            </p>
          </fieldset>`
        : nothing}
    </div>`;
  }

  private _advance(cause: AdvanceCause): void {
    void this._move({ kind: 'advance', cause });
  }

  private _renderHistory(layout: PathLayout, session: PathSession): TemplateResult {
    return html`<details class="history" part="history">
      <summary>Move history (${session.history.length})</summary>
      ${session.history.length === 0
        ? html`<p class="muted">No moves yet.</p>`
        : html`<ol>
            ${session.history.map((entry) => html`<li>${this._historyLabel(layout, entry)}</li>`)}
          </ol>`}
      ${this._confirmingRestart
        ? html`<p>Start the path again? This clears the marker, the tokens and the history.</p>
            <div class="row">
              <button type="button" class="restart-confirm" @click=${this._restart}>Yes, start again</button>
              <button type="button" @click=${() => (this._confirmingRestart = false)}>Keep playing</button>
            </div>`
        : html`<div class="row">
            <button type="button" class="restart" @click=${() => (this._confirmingRestart = true)}>
              Start the path again…
            </button>
          </div>`}
    </details>`;
  }
}

defineElement('defenders-path-tracker', DefendersPathTracker);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-path-tracker': DefendersPathTracker;
  }
}
