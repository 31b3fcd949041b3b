// Templates the turn checklist builds from its state: the side switch, the action choices, the
// steps with what the marker step does, and inside a game whose turn it is.
import { html, nothing, type TemplateResult } from 'lit';
import { translate } from '../../i18n/translate.js';
import type { Params } from '../../i18n/messages.js';
import { HOUSES, SIDES } from '../../rules/constants.js';
import { actionName, houseName, sideName } from '../../rules/names.js';
import { TURN_ORDER_PAGES } from '../../rules/turns.js';
import type { Action, ActionOption, House, Side, TurnPlan } from '../../rules/types.js';
import { whoseTurnText, type WhoseTurn } from './internal/seats.js';
import { groupSteps } from './internal/steps.js';
import { spokenPages } from '../rule-ref/internal/citation.js';
import type { Cite } from '../rule-ref/templates.js';
import { turnChecklistMessages } from './turn-checklist.messages.js';

/** The side switch, `side` chosen, in `locale`. */
export function sideChoices(
  side: Side,
  choose: (side: Side) => void,
  locale: string,
): TemplateResult {
  return html`<fieldset part="sides">
    <legend>${translate(turnChecklistMessages, locale, 'turn-checklist.sides')}</legend>
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
            ${sideName(each, locale)}
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
 * The names are in `locale`; the reasons come in it from the rules core.
 */
export function actionChoices(
  options: readonly ActionOption[],
  action: Action | null | undefined,
  planShown: boolean,
  choose: (action: Action) => void,
  locale: string,
): TemplateResult {
  return html`<fieldset part="actions">
    <legend>${translate(turnChecklistMessages, locale, 'turn-checklist.actions')}</legend>
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
            ${actionName(option.id, locale)}
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

/** What the situation checkboxes need: the state shown and what to call on a change. */
export interface Situation {
  side: Side;
  pawnOutside: boolean;
  finalHand: boolean;
  inGame: boolean;
  /** The game's path has reached its last space, and the element's own `final-hand` is off. */
  inGameFinal: boolean;
  onPawnOutside: (event: Event) => void;
  onFinalHand: (event: Event) => void;
  locale: string;
}

/** The situation that decides which actions are allowed: a pawn outside, the final hand. */
export function situationChoices(situation: Situation): TemplateResult {
  const text = (key: keyof typeof turnChecklistMessages) =>
    translate(turnChecklistMessages, situation.locale, key);
  return html`<div class="situation">
    ${
      situation.side === 'house'
        ? html`<label class="check">
          <input type="checkbox" .checked=${situation.pawnOutside} @change=${situation.onPawnOutside} />
          <span>${text('turn-checklist.pawn-outside')}</span>
        </label>`
        : nothing
    }
    ${
      situation.inGame && !situation.finalHand
        ? situation.inGameFinal
          ? html`<p class="note">${text('turn-checklist.final-hand-in-game')}</p>`
          : nothing
        : html`<label class="check">
          <input type="checkbox" .checked=${situation.finalHand} @change=${situation.onFinalHand} />
          <span>${text('turn-checklist.final-hand')}</span>
        </label>`
    }
  </div>`;
}

/**
 * The step of the turn that moves the Dark Arts Marker, and what shows under it: inside a game, that
 * ticking it moves the marker there, then what the move did (the new space, an event to resolve);
 * outside one, that the players move it on the board.
 */
export interface MarkerStep {
  readonly id: string;
  readonly inGame: boolean;
  /** What the last tick did, in the checklist's language, or '' before one. */
  readonly note: string;
  /** The rulebook pages of the rules the note states; none when it states none. */
  readonly pages: readonly number[];
}

/**
 * The plan's steps in their groups, each with its check box and citation. A run of steps citing
 * the same pages shows the citation once on screen, after the run's last step; each earlier step
 * keeps its pages for a screen reader and in print (`.cite-again`).
 */
export function stepGroups(
  plan: TurnPlan,
  ticked: ReadonlySet<string>,
  onTick: (id: string, event: Event) => void,
  marker: MarkerStep | null,
  locale: string,
  cite: Cite,
): TemplateResult[] {
  return groupSteps(plan, locale).map(
    (group) => html`<h3>${group.title}</h3>
      <ol>
        ${group.steps.map(
          (step, index) => html`<li part="step">
            <label class="check">
              <input
                type="checkbox"
                .checked=${ticked.has(step.id)}
                aria-describedby=${step.id === marker?.id ? 'marker-hint' : nothing}
                @change=${(event: Event) => onTick(step.id, event)}
              />
              <span class="text">${step.text}</span>
            </label>
            ${
              group.steps[index + 1]?.pages.join() === step.pages.join()
                ? html`<span class="cite-again visually-hidden">${spokenPages([...step.pages], locale)}</span>`
                : cite(step.pages, '-1')
            }
            ${step.id === marker?.id ? markerNotes(marker, locale, cite) : nothing}
          </li>`,
        )}
      </ol>`,
  );
}

/** Under the marker step: how the marker moves here, and what its last move did. */
function markerNotes(marker: MarkerStep, locale: string, cite: Cite): TemplateResult {
  const hint = translate(
    turnChecklistMessages,
    locale,
    marker.inGame ? 'turn-checklist.marker.in-game' : 'turn-checklist.marker.by-hand',
  );
  return html`<p class="marker-hint muted" id="marker-hint">${hint}</p>
    ${
      marker.note
        ? html`<p class="marker-note" part="marker-note">
          ${marker.note}
          ${marker.pages.length > 0 ? cite(marker.pages, '-1') : nothing}
        </p>`
        : nothing
    }`;
}

/**
 * Inside a game: whose turn it is and the round, then the seating the order follows, folded (one
 * choice per seat, clockwise from the Dark Arts Player's left; any House may take a seat), and
 * `moved`: where the House of a seat went when another seat's House took it, or ''.
 */
export function turnOrderBox(
  whose: WhoseTurn,
  houses: readonly House[],
  seat: (index: number, house: House) => void,
  moved: string,
  locale: string,
  cite: Cite,
): TemplateResult {
  const say = (key: keyof typeof turnChecklistMessages, params?: Params) =>
    translate(turnChecklistMessages, locale, key, params);
  return html`<div class="whose" part="whose">
    <p class="whose-line">
      <strong>${whoseTurnText(whose, locale)}</strong>
      <span class="round">${say('turn-checklist.round', { round: whose.round })}</span>
    </p>
    <details class="seating" part="seating">
      <summary>${say('turn-checklist.seating.summary')}</summary>
      <p class="muted">
        ${say('turn-checklist.seating.intro')} ${cite(TURN_ORDER_PAGES)}
      </p>
      <ol class="seats">
        ${houses.map(
          (house, index) => html`<li>
            <label>
              <span>${say('turn-checklist.seating.seat', { seat: index + 1 })}</span>
              <select
                .value=${house}
                @change=${(event: Event) => seat(index, (event.target as HTMLSelectElement).value as House)}
              >
                ${HOUSES.map((each) => html`<option value=${each} ?selected=${each === house}>${houseName(each, locale)}</option>`)}
              </select>
            </label>
          </li>`,
        )}
      </ol>
      <p class="seat-moved" aria-live="polite">${moved}</p>
    </details>
  </div>`;
}
