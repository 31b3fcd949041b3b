import { html, nothing, type TemplateResult } from 'lit';
import { ADVANCE_CAUSES, advanceCausesNote } from '../rules/path.js';
import type { AdvanceCause, EventChoice } from '../rules/types.js';
import { causeLabel } from '../game/narration.js';
import { textIn, zoneWord, type EventPanel } from './path-tracker.model.js';
import './rule-ref.js';

// The path tracker's interactive parts. The element owns the state and passes what to show and
// what to call; these templates keep the reading and Tab order: a control comes before the text
// that explains it, and options come straight after the button that opens them. Each is written
// in `locale`.

/** The Event Space prompt: the steps, the Dark Arts Player's two choices, then the citation. */
export function renderEvent(
  panel: EventPanel,
  decide: (choice: EventChoice) => void,
  locale: string,
): TemplateResult {
  const { choices, effectReason, tokenReason, tokenLabel } = panel;
  const text = textIn(locale);
  const zone = zoneWord(panel.zone);
  // The heading names the group, so the citation stays out of it (a link would join the name).
  return html`<div class="panel" part="event" role="group" aria-labelledby="event-title">
    <h3 id="event-title">${text('path-tracker.event-title', { zone })}</h3>
    <ol>
      <li>${text('path-tracker.event-draw', { zone })}</li>
      <li>${text('path-tracker.event-houses')}</li>
      <li>${text('path-tracker.event-choice', { zone })}</li>
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
          ${text('path-tracker.use-effect')}
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
      ${text('path-tracker.discard')}
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
  locale: string;
}

/** "Advance the marker…", its cause options right after it (Tab order), then "Undo last move". */
export function renderControls(view: ControlsView): TemplateResult {
  const { blocked, lastMove, locale } = view;
  const text = textIn(locale);
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
          ${text('path-tracker.advance')}
        </button>
        ${blocked ? html`<span class="reason muted" id="advance-reason">${blocked}</span>` : nothing}
      </div>
      ${open ? renderCauses(view.advance, locale) : nothing}
      <div class="choice">
        <button
          type="button"
          class="undo"
          part="undo"
          ?disabled=${!lastMove}
          aria-describedby=${lastMove ? 'last-move' : nothing}
          @click=${view.undo}
        >
          ${text('path-tracker.undo')}
        </button>
        ${lastMove ? html`<span class="reason muted" id="last-move">${text('path-tracker.last-move', { move: lastMove })}</span>` : nothing}
      </div>
    </div>
  </div>`;
}

function renderCauses(advance: (cause: AdvanceCause) => void, locale: string): TemplateResult {
  const note = advanceCausesNote({ locale });
  return html`<fieldset class="causes" id="causes">
    <legend>${textIn(locale)('path-tracker.causes')}</legend>
    <div class="row">
      ${ADVANCE_CAUSES.map(
        (cause) =>
          html`<button type="button" class="cause" data-cause=${cause} @click=${() => advance(cause)}>
            ${causeLabel(cause, locale)}
          </button>`,
      )}
    </div>
    <p class="muted">
      ${note.text}
      <defenders-rule-ref pages=${note.pages.join(',')}></defenders-rule-ref>
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
  locale: string;
}

/** The move history and "Start the path again…", which asks first ("Keep playing" comes first). */
export function renderHistory(view: HistoryView): TemplateResult {
  const text = textIn(view.locale);
  return html`<details class="history" part="history">
    <summary>${text('path-tracker.history', { count: view.moves.length })}</summary>
    ${
      view.moves.length === 0
        ? html`<p class="muted">${text('path-tracker.no-moves')}</p>`
        : html`<ol>
          ${view.moves.map((move) => html`<li>${move}</li>`)}
        </ol>`
    }
    ${
      view.confirming
        ? html`<div class="confirm" role="group" aria-labelledby="restart-question" @keydown=${view.onKeydown}>
          <p id="restart-question">${text('path-tracker.restart-question')}</p>
          <div class="row">
            <button type="button" class="keep-playing" @click=${view.keepPlaying}>${text('path-tracker.keep-playing')}</button>
            <button type="button" class="restart-confirm" @click=${view.restart}>${text('path-tracker.restart-confirm')}</button>
          </div>
        </div>`
        : html`<div class="row">
          <button type="button" class="restart" @click=${view.askRestart}>${text('path-tracker.restart')}</button>
        </div>`
    }
  </details>`;
}
