// Templates the turn checklist builds from its state: the side switch, the action choices and the
// marker callout.
import { html, nothing, type TemplateResult } from 'lit';
import { ACTION_NAMES, SIDES, SIDE_NAMES } from '../rules/constants.js';
import type { Action, ActionOption, Side } from '../rules/types.js';
import { markerCallout, type MarkerCause, type MarkerProgress } from './turn-checklist.marker.js';

/** The side switch, `side` chosen. */
export function sideChoices(side: Side, choose: (side: Side) => void): TemplateResult {
  return html`<fieldset part="sides">
    <legend>Whose turn is it?</legend>
    <div class="choices">
      ${SIDES.map(
        (each) => html`<label class="choice">
          <span class="name">
            <input
              type="radio"
              name="side"
              .value=${each}
              .checked=${side === each}
              @change=${() => choose(each)}
            />
            ${SIDE_NAMES[each]}
          </span>
        </label>`,
      )}
    </div>
  </fieldset>`;
}

/**
 * The action choices: every action of the side, an unavailable one disabled with its reason.
 * `action` is shown chosen while it is allowed, or while its plan still shows (`planShown`: a
 * Replenish that moved the marker onto the last space stays until "Next turn"); then it stays
 * enabled too, since a checked radio that is disabled takes the whole group out of the Tab order.
 */
export function actionChoices(
  options: readonly ActionOption[],
  action: Action | null | undefined,
  planShown: boolean,
  choose: (action: Action) => void,
): TemplateResult {
  return html`<fieldset part="actions">
    <legend>Choose one main action</legend>
    <div class="choices">
      ${options.map((option) => {
        const reasonId = `reason-${option.id}`;
        const chosen = action === option.id && (option.allowed || planShown);
        return html`<label class="choice" part="action">
          <span class="name">
            <input
              type="radio"
              name="action"
              .value=${option.id}
              .checked=${chosen}
              ?disabled=${!option.allowed && !chosen}
              aria-describedby=${option.allowed ? nothing : reasonId}
              @change=${() => choose(option.id)}
            />
            ${ACTION_NAMES[option.id]}
          </span>
          ${
            option.allowed
              ? nothing
              : html`<span class="reason muted" id=${reasonId}>${option.reason}</span>`
          }
        </label>`;
      })}
    </div>
  </fieldset>`;
}

/** The "advance the Dark Arts Marker" box for the turn's `cause`, if it has one. */
export function markerCalloutBox(
  cause: MarkerCause | null,
  inGame: boolean,
  marker: MarkerProgress,
  press: () => void,
): TemplateResult | typeof nothing {
  if (cause === null) return nothing;
  const { prompt, label } = markerCallout(cause, inGame, marker.done);
  return html`<div class="callout" part="marker-callout">
    <p>${prompt}</p>
    <div class="row">
      <button
        type="button"
        class="primary ${cause === 'house-replenish' ? 'replenish-done' : 'markers-collected'}"
        ?disabled=${marker.done}
        @click=${press}
      >
        ${label}
      </button>
    </div>
    ${marker.note ? html`<p class="marker-note">${marker.note}</p>` : nothing}
  </div>`;
}
