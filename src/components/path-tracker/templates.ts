import { html, nothing, type TemplateResult } from 'lit';
import { ZONES } from '../../rules/constants.js';
import { ADVANCE_CAUSES, advanceCausesNote, zoneName, zoneWord } from '../../rules/path.js';
import type {
  AdvanceCause,
  EventChoice,
  PathInfo,
  PathLayout,
  PathState,
} from '../../rules/types.js';
import { causeLabel, pawns } from '../../model/narration.js';
import { textIn, trackZones, type EventPanel, type TurnMove } from './internal/model.js';
import type { Cite } from '../rule-ref/templates.js';

// The path tracker's templates: first the stateless parts that show the path and take no input,
// then the interactive parts. Each is written in `locale`.

/**
 * The spaces by zone, the marker ringed, Event Spaces starred and named for screen readers. The
 * zones and their spaces are flex rows, so they run in the writing direction: right to left under
 * `dir="rtl"`, space 1 at the right.
 */
export function renderTrack(
  layout: PathLayout,
  current: PathState,
  locale: string,
): TemplateResult {
  const text = textIn(locale);
  return html`<div class="zones" part="track">
      ${trackZones(layout).map(({ zone, spaces }) => {
        const first = (spaces[0]?.index ?? 0) + 1;
        const last = (spaces.at(-1)?.index ?? 0) + 1;
        return html`<div class="zone zone-${zone}" part="zone" role="group" aria-labelledby="zone-${zone}">
          <h3 id="zone-${zone}">${text(`path-tracker.zone.${zone}`)} <span class="muted">${text('path-tracker.zone-range', { first, last })}</span></h3>
          <ol class="spaces" start=${first}>
            ${spaces.map((space) => {
              const here = space.index === current.position;
              const words = [
                text('path-tracker.space', { space: space.index + 1 }),
                space.event ? text('path-tracker.space-event') : '',
                here ? text('path-tracker.space-marker') : '',
              ].filter(Boolean);
              return html`<li
                class="space ${space.zone} ${space.event ? 'event' : ''} ${here ? 'current' : ''}"
                part=${here ? 'space current' : 'space'}
                aria-current=${here ? 'location' : nothing}
              >
                <span aria-hidden="true">${space.index + 1}${
                  space.event ? html`<br /><span class="symbol">★</span>` : nothing
                }</span>
                <span class="visually-hidden">${words.join(', ')}</span>
              </li>`;
            })}
          </ol>
        </div>`;
      })}
    </div>
    <p class="legend muted" aria-hidden="true"><span>${text('path-tracker.legend-event')}</span><span>${text('path-tracker.legend-marker')}</span></p>`;
}

/** Progress Tokens, unlocked card colours and the Location Card. */
export function renderFacts(
  current: PathState,
  info: PathInfo,
  locale: string,
  cite: Cite,
): TemplateResult {
  const text = textIn(locale);
  const requirement = current.locationRequirement;
  return html`<div class="facts" part="facts">
    <div>
      <h3>${text('path-tracker.tokens')}</h3>
      <ul>
        ${ZONES.map(
          (zone) => html`<li>
            <span class="swatch ${current.tokens[zone] ? zone : 'empty'}" aria-hidden="true"></span>
            ${text(current.tokens[zone] ? 'path-tracker.token-taken' : 'path-tracker.token-not-taken', { colour: zoneName(zone, { locale }) })}
          </li>`,
        )}
      </ul>
    </div>
    <div>
      <h3>${text('path-tracker.unlocked')}</h3>
      <ul>
        ${info.unlocked.map(
          (zone) =>
            html`<li><span class="swatch ${zone}" aria-hidden="true"></span>${zoneName(zone, { locale })}</li>`,
        )}
      </ul>
    </div>
    <div>
      <h3>${text('path-tracker.card')}</h3>
      <p class="requirement">
        ${
          requirement === null
            ? text('path-tracker.card-not-taken')
            : text('path-tracker.card-taken', { pawns: (tag) => pawns(requirement, tag) })
        }
        ${requirement === null ? nothing : cite([22, 23])}
      </p>
    </div>
  </div>`;
}

/** The final hand at the last space; the citation ends the text, out of the heading. */
export function renderFinalHand(locale: string, cite: Cite): TemplateResult {
  const text = textIn(locale);
  return html`<div class="panel final" part="final-hand">
    <h3>${text('path-tracker.final-hand')}</h3>
    <p>${text('path-tracker.final-hand-draw')} ${cite([22])}</p>
    <p>
      ${text('path-tracker.final-hand-result')} ${cite([22, 23])}
    </p>
  </div>`;
}

// The path tracker's interactive parts. The element owns the state and passes what to show and
// what to call; these templates keep the reading and Tab order: a control comes before the text
// that explains it, and options come straight after the button that opens them. Each is written
// in `locale`.

/**
 * The Event Space prompt: the steps with their citation, the Dark Arts Player's two choices (a
 * closed one says why, with its pages), then discarding the card, with its citation.
 */
export function renderEvent(
  panel: EventPanel,
  decide: (choice: EventChoice) => void,
  locale: string,
  cite: Cite,
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
      <li>${panel.choice} ${cite(panel.cardDue ? [22, 23] : [22])}</li>
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
        ${effectReason ? html`<span class="reason" id="effect-reason">${effectReason} ${cite(panel.cardDue ? [22, 23] : [22])}</span>` : nothing}
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
      ${cite(panel.cardDue ? [22, 23] : [22])}
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
  /** Inside a game: the marker move this turn's checklist made, or `null`. */
  turnMove: TurnMove | null;
  moveProblem: string;
  toggleCauses: () => void;
  advance: (cause: AdvanceCause) => void;
  undo: () => void;
  onKeydown: (event: KeyboardEvent) => void;
  locale: string;
  cite: Cite;
}

/** "Advance the marker…", its cause options right after it (Tab order), then "Undo last move". */
export function renderControls(view: ControlsView): TemplateResult {
  const { blocked, lastMove, turnMove, locale } = view;
  const text = textIn(locale);
  const open = view.asking && !blocked;
  const described = [blocked ? 'advance-reason' : '', turnMove ? 'moved-this-turn' : '']
    .filter(Boolean)
    .join(' ');
  return html`<div class="controls" @keydown=${view.onKeydown}>
    ${view.moveProblem ? html`<p class="note">${view.moveProblem}</p>` : nothing}
    ${turnMove ? html`<p class="moved-this-turn" id="moved-this-turn">${text('path-tracker.moved-this-turn', { from: turnMove.from, to: turnMove.to })}</p>` : nothing}
    <div class="row">
      <div class="choice">
        <button
          type="button"
          class="advance primary"
          part="advance"
          ?disabled=${blocked !== ''}
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${open ? 'causes' : nothing}
          aria-describedby=${described || nothing}
          @click=${view.toggleCauses}
        >
          ${text('path-tracker.advance')}
        </button>
        ${blocked ? html`<span class="reason muted" id="advance-reason">${blocked}</span>` : nothing}
      </div>
      ${open ? renderCauses(view.advance, turnMove?.cause === 'house-replenish', locale, view.cite) : nothing}
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

/**
 * The causes of a move. Once this turn's Replenish moved the marker (`replenishMade`), that cause is
 * not offered again, and says why; the others stay.
 */
function renderCauses(
  advance: (cause: AdvanceCause) => void,
  replenishMade: boolean,
  locale: string,
  cite: Cite,
): TemplateResult {
  const note = advanceCausesNote({ locale });
  return html`<fieldset class="causes" id="causes">
    <legend>${textIn(locale)('path-tracker.causes')}</legend>
    <div class="row">
      ${ADVANCE_CAUSES.map((cause) => {
        const made = replenishMade && cause === 'house-replenish';
        return html`<button
          type="button"
          class="cause"
          data-cause=${cause}
          ?disabled=${made}
          aria-describedby=${made ? 'replenish-made' : nothing}
          @click=${() => advance(cause)}
        >
          ${causeLabel(cause, locale)}
        </button>`;
      })}
    </div>
    ${
      replenishMade
        ? html`<p class="reason" id="replenish-made">
          ${textIn(locale)('path-tracker.replenish-made')} ${cite([17, 22])}
        </p>`
        : nothing
    }
    <p class="muted">
      ${note.text}
      ${cite(note.pages)}
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
