// Templates the turn checklist builds from its state: the side switch and the action choices.
import { html, nothing, type TemplateResult } from 'lit';
import { translate } from '../i18n/translate.js';
import { SIDES } from '../rules/constants.js';
import { actionName, sideName } from '../rules/names.js';
import type { Action, ActionOption, Side } from '../rules/types.js';
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
