// Templates the victory checker builds from its state: a −/+ stepper and the Defence Shield helper.
import { html, type TemplateResult } from 'lit';
import { SHIELD_REQUIREMENT_NAMES } from '../rules/victory.js';
import type { ShieldClaim, ShieldClaimInput } from '../rules/types.js';
import { ITEM_NAMES } from './victory-checker.form.js';
import './rule-ref.js';

/** A labelled −/+ stepper between `min` and `max`; a press outside the range does nothing. */
export function stepper(options: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  less: string;
  more: string;
  onChange: (value: number) => void;
  /** The label is read out but not shown (where the row already names it). */
  hideLabel?: boolean;
}): TemplateResult {
  const { id, label, value, min, max, less, more, onChange, hideLabel = false } = options;
  const step = (delta: number) => () => {
    const next = value + delta;
    if (next >= min && next <= max) onChange(next);
  };
  return html`<div class="stepper" part="stepper" role="group" aria-labelledby="${id}-label">
    <span class=${hideLabel ? 'visually-hidden' : 'stepper-label'} id="${id}-label">${label}</span>
    <span class="stepper-controls">
      <button type="button" aria-label=${less} aria-disabled=${value <= min ? 'true' : 'false'} @click=${step(-1)}>−</button>
      <output id="${id}" aria-labelledby="${id}-label">${value}</output>
      <button type="button" aria-label=${more} aria-disabled=${value >= max ? 'true' : 'false'} @click=${step(1)}>+</button>
    </span>
  </div>`;
}

/** The Defence Shield helper: its questions, and `claim` (the core's answer for `shield`). */
export function shieldHelper(
  shield: ShieldClaimInput,
  claim: ShieldClaim,
  edit: (change: Partial<ShieldClaimInput>) => void,
): TemplateResult {
  const item = shield.shieldNeeds;
  const holdsItem = item === 'da-coin' ? shield.daCoin : shield.darkDetector;
  const check = (key: 'onShieldSpace' | 'libraryBook' | 'parchmentScroll', label: string) =>
    html`<label class="check">
      <input
        type="checkbox"
        name=${key}
        .checked=${shield[key]}
        @change=${(event: Event) => edit({ [key]: (event.target as HTMLInputElement).checked })}
      />
      ${label}
    </label>`;
  return html`<details part="shield-helper" class="shield-helper">
    <summary>Can this Defence Shield be claimed?</summary>
    ${check('onShieldSpace', 'A House pawn stands on the Defence Shield Space')}
    ${check('libraryBook', 'The House holds a Library Book')}
    ${check('parchmentScroll', 'The House holds a Parchment Scroll')}
    <fieldset>
      <legend>The shield pictures</legend>
      <div class="choices">
        ${(['da-coin', 'dark-detector'] as const).map(
          (value) => html`<label class="check">
            <input
              type="radio"
              name="shield-needs"
              value=${value}
              .checked=${item === value}
              @change=${() => edit({ shieldNeeds: value })}
            />
            ${ITEM_NAMES[value]}
          </label>`,
        )}
      </div>
    </fieldset>
    <label class="check">
      <input
        type="checkbox"
        name="holds-item"
        .checked=${holdsItem}
        @change=${(event: Event) =>
          edit({
            [item === 'da-coin' ? 'daCoin' : 'darkDetector']: (event.target as HTMLInputElement)
              .checked,
          })}
      />
      The House holds ${SHIELD_REQUIREMENT_NAMES[item]}
    </label>
    <div class="shield-answer" part="shield-answer" aria-live="polite">
      ${
        claim.ok
          ? html`<p><strong>Can claim</strong>: trade in the Library Book, the Parchment Scroll and the ${ITEM_NAMES[item]}
              now to take this shield.</p>`
          : html`<p><strong>Cannot claim yet.</strong> Missing:</p>
            <ul class="missing">
              ${claim.missing.map((missing) => html`<li>${missing}</li>`)}
            </ul>`
      }
      <p class="not-enough">
        Holding the items is not enough: a House pawn has to be on the shield's space and trade them in there.
        <defenders-rule-ref pages=${claim.pages.join(',')}></defenders-rule-ref>
      </p>
    </div>
  </details>`;
}
