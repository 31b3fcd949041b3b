import { html, nothing, type TemplateResult } from 'lit';
import { ADVANCE_CAUSES, ADVANCE_CAUSES_NOTE } from '../rules/path.js';
import type { AdvanceCause, EventChoice } from '../rules/types.js';
import { CAUSE_LABELS } from '../game/narration.js';
import type { EventPanel } from './path-tracker.model.js';
import './rule-ref.js';

// The path tracker's interactive parts. The element owns the state and passes what to show and
// what to call; these templates keep the reading and Tab order: a control comes before the text
// that explains it, and options come straight after the button that opens them.

/** The Event Space prompt: the steps, the Dark Arts Player's two choices, then the citation. */
export function renderEvent(
  panel: EventPanel,
  decide: (choice: EventChoice) => void,
): TemplateResult {
  const { zone, choices, effectReason, tokenReason, tokenLabel } = panel;
  // The heading names the group, so the citation stays out of it (a link would join the name).
  return html`<div class="panel" part="event" role="group" aria-labelledby="event-title">
    <h3 id="event-title">Event Space: ${zone} event</h3>
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
          @click=${() => decide('effect')}
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
          @click=${() => decide('token')}
        >
          ${tokenLabel}
        </button>
        ${tokenReason ? html`<span class="reason" id="token-reason">${tokenReason}</span>` : nothing}
      </div>
    </div>
    <p class="muted">
      Discard the Event Card once it is resolved.
      <defenders-rule-ref pages="22"></defenders-rule-ref>
    </p>
  </div>`;
}

/** What the Advance and Undo controls show, and what they call. */
export interface ControlsView {
  /** Why the marker cannot advance, or '' when it can. */
  blocked: string;
  asking: boolean;
  /** The move "Undo" takes back, described, or '' when there is none. */
  lastMove: string;
  moveProblem: string;
  toggleCauses: () => void;
  advance: (cause: AdvanceCause) => void;
  undo: () => void;
  onKeydown: (event: KeyboardEvent) => void;
}

/** "Advance the marker…", its cause options right after it (Tab order), then "Undo last move". */
export function renderControls(view: ControlsView): TemplateResult {
  const { blocked, lastMove } = view;
  const open = view.asking && !blocked;
  return html`<div class="controls" @keydown=${view.onKeydown}>
    ${view.moveProblem ? html`<p class="note">${view.moveProblem}</p>` : nothing}
    <div class="row">
      <div class="choice">
        <button
          type="button"
          class="advance primary"
          part="advance"
          ?disabled=${blocked !== ''}
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${open ? 'causes' : nothing}
          aria-describedby=${blocked ? 'advance-reason' : nothing}
          @click=${view.toggleCauses}
        >
          Advance the marker…
        </button>
        ${blocked ? html`<span class="reason muted" id="advance-reason">${blocked}</span>` : nothing}
      </div>
      ${open ? renderCauses(view.advance) : nothing}
      <div class="choice">
        <button
          type="button"
          class="undo"
          part="undo"
          ?disabled=${!lastMove}
          aria-describedby=${lastMove ? 'last-move' : nothing}
          @click=${view.undo}
        >
          Undo last move
        </button>
        ${lastMove ? html`<span class="reason muted" id="last-move">Last move: ${lastMove}</span>` : nothing}
      </div>
    </div>
  </div>`;
}

function renderCauses(advance: (cause: AdvanceCause) => void): TemplateResult {
  return html`<fieldset class="causes" id="causes">
    <legend>Why does the marker move?</legend>
    <div class="row">
      ${ADVANCE_CAUSES.map(
        (cause) =>
          html`<button type="button" class="cause" data-cause=${cause} @click=${() => advance(cause)}>
            ${CAUSE_LABELS[cause]}
          </button>`,
      )}
    </div>
    <p class="muted">
      ${ADVANCE_CAUSES_NOTE.text}
      <defenders-rule-ref pages=${ADVANCE_CAUSES_NOTE.pages.join(',')}></defenders-rule-ref>
    </p>
  </fieldset>`;
}

/** What the move history shows, and what its restart controls call. */
export interface HistoryView {
  /** One line per move, oldest first. */
  moves: string[];
  confirming: boolean;
  askRestart: () => void;
  restart: () => void;
  keepPlaying: () => void;
  onKeydown: (event: KeyboardEvent) => void;
}

/** The move history and "Start the path again…", which asks first ("Keep playing" comes first). */
export function renderHistory(view: HistoryView): TemplateResult {
  return html`<details class="history" part="history">
    <summary>Move history (${view.moves.length})</summary>
    ${
      view.moves.length === 0
        ? html`<p class="muted">No moves yet.</p>`
        : html`<ol>
          ${view.moves.map((move) => html`<li>${move}</li>`)}
        </ol>`
    }
    ${
      view.confirming
        ? html`<div class="confirm" role="group" aria-labelledby="restart-question" @keydown=${view.onKeydown}>
          <p id="restart-question">Start the path again? This clears the marker, the tokens and the history.</p>
          <div class="row">
            <button type="button" class="keep-playing" @click=${view.keepPlaying}>Keep playing</button>
            <button type="button" class="restart-confirm" @click=${view.restart}>Yes, start again</button>
          </div>
        </div>`
        : html`<div class="row">
          <button type="button" class="restart" @click=${view.askRestart}>Start the path again…</button>
        </div>`
    }
  </details>`;
}
