// Templates the victory checker builds from its state: the victory form, a −/+ stepper and the
// Defence Shield helper.
import { html, nothing, type TemplateResult } from 'lit';
import { HOUSES, HOUSE_NAMES } from '../rules/constants.js';
import { PROGRESS_TOKENS, SHIELDS_TO_WIN, SHIELD_REQUIREMENT_NAMES } from '../rules/victory.js';
import { plural } from '../rules/validate.js';
import type { House, ShieldClaim, ShieldClaimInput } from '../rules/types.js';
import type { GameContextValue } from '../shared/context.js';
import {
  ITEM_NAMES,
  REQUIREMENTS,
  REQUIREMENT_WHERE,
  maxPawnsAtLocation,
  type GameField,
  type VictoryForm,
} from './victory-checker.form.js';
import './rule-ref.js';

/** How the victory form reports the user's edits to the element. */
export interface FormEdits {
  houseInPlay(house: House, inPlay: boolean): void;
  shields(house: House, shields: number): void;
  /** Any other field; `field` names the game-fed group the edit takes over, if any. */
  edit(change: Partial<VictoryForm>, field?: GameField): void;
}

/** The victory form: the Houses with their shields, the Dark Arts Player, the end of the game. */
export function victoryForm(
  form: VictoryForm,
  game: GameContextValue | undefined,
  edits: FormEdits,
): TemplateResult {
  const threeTokens = form.progressTokens === PROGRESS_TOKENS;
  return html`<form part="form" @submit=${(event: Event) => event.preventDefault()}>
    <fieldset>
      <legend>Houses in play and their Defence Shields</legend>
      <ul class="houses" part="houses">
        ${HOUSES.map((house) => {
          const entry = form.houses[house];
          const name = HOUSE_NAMES[house];
          return html`<li class="house">
            <label class="check">
              <input
                type="checkbox"
                name="house"
                value=${house}
                .checked=${entry.inPlay}
                @change=${(event: Event) => edits.houseInPlay(house, (event.target as HTMLInputElement).checked)}
              />
              ${name}
            </label>
            ${
              entry.inPlay
                ? stepper({
                    id: `shields-${house}`,
                    label: `${name} Defence Shields`,
                    value: entry.shields,
                    min: 0,
                    max: SHIELDS_TO_WIN,
                    less: `One Defence Shield fewer for ${name}`,
                    more: `One more Defence Shield for ${name}`,
                    onChange: (shields) => edits.shields(house, shields),
                    hideLabel: true,
                    say: (shields) => `${name}: ${shields} ${plural(shields, 'Defence Shield')}`,
                  })
                : nothing
            }
          </li>`;
        })}
      </ul>
      <p class="hint">Tick each House with a player (one to four). The first House to two Defence Shields wins.</p>
    </fieldset>

    <fieldset>
      <legend>Dark Arts Player</legend>
      ${stepper({
        id: 'tokens',
        label: 'Progress Tokens held',
        value: form.progressTokens,
        min: 0,
        max: PROGRESS_TOKENS,
        less: 'One Progress Token fewer',
        more: 'One more Progress Token',
        onChange: (progressTokens) => edits.edit({ progressTokens }, 'path'),
        say: (tokens) => `${tokens} ${plural(tokens, 'Progress Token')} held`,
      })}
      <fieldset class="requirement" aria-describedby="requirement-hint">
        <legend>Location Card requirement</legend>
        <div class="choices">
          <label class="check">
            <input
              type="radio"
              name="requirement"
              value="none"
              .checked=${form.locationRequirement === null}
              @change=${() => edits.edit({ locationRequirement: null }, 'path')}
            />
            None yet
          </label>
          ${REQUIREMENTS.map(
            (requirement) => html`<label class="check">
              <input
                type="radio"
                name="requirement"
                value=${String(requirement)}
                .checked=${form.locationRequirement === requirement}
                ?disabled=${!threeTokens && form.locationRequirement !== requirement}
                @change=${() => edits.edit({ locationRequirement: requirement }, 'path')}
              />
              ${requirement} ${requirement === 1 ? 'pawn' : 'pawns'}: ${REQUIREMENT_WHERE[requirement]}
            </label>`,
          )}
        </div>
        <p class="hint" id="requirement-hint">
          The Location Card comes with the third Progress Token, so a requirement can only be chosen with all three.
          It is fixed by where the card was taken and does not drop later as the marker moves on.
        </p>
      </fieldset>
      ${stepper({
        id: 'pawns',
        label: 'Pawns at the Dark Arts Player Location',
        value: form.pawnsAtLocation,
        min: 0,
        max: maxPawnsAtLocation(game),
        less: 'One pawn fewer at the Location',
        more: 'One more pawn at the Location',
        onChange: (pawnsAtLocation) => edits.edit({ pawnsAtLocation }),
        say: (pawns) => `${pawns} ${plural(pawns, 'pawn')} at the Dark Arts Player Location`,
      })}
      ${
        game
          ? html`<p class="hint pawn-cap">
            With ${game.state.players} players the Dark Arts Player has ${maxPawnsAtLocation(game)} pawns in all, so at most
            ${maxPawnsAtLocation(game)} can stand at the Location.
            <defenders-rule-ref pages="6"></defenders-rule-ref>
          </p>`
          : nothing
      }
    </fieldset>

    <fieldset>
      <legend>End of the game</legend>
      <label class="check">
        <input
          type="checkbox"
          name="final-hand"
          .checked=${form.finalHand}
          @change=${(event: Event) => edits.edit({ finalHand: (event.target as HTMLInputElement).checked }, 'finalHand')}
        />
        The Dark Arts Marker is on the last space (final hand)
      </label>
      <label class="check">
        <input
          type="checkbox"
          name="out-of-cards"
          aria-describedby="out-of-cards-hint"
          .checked=${form.everyoneOutOfCards}
          @change=${(event: Event) => edits.edit({ everyoneOutOfCards: (event.target as HTMLInputElement).checked })}
        />
        Everyone is out of cards
      </label>
      <p class="hint" id="out-of-cards-hint">
        This only matters in the final hand: there, running out of cards with nobody having won is a draw. Earlier,
        players simply Replenish.
      </p>
    </fieldset>
  </form>`;
}

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
  /** The value as a screen reader announces it when it changes, e.g. "Gryffindor: 2 Defence Shields". */
  say: (value: number) => string;
}): TemplateResult {
  const { id, label, value, min, max, less, more, onChange, hideLabel = false, say } = options;
  const step = (delta: number) => () => {
    const next = value + delta;
    if (next >= min && next <= max) onChange(next);
  };
  return html`<div class="stepper" part="stepper" role="group" aria-labelledby="${id}-label">
    <span class=${hideLabel ? 'visually-hidden' : 'stepper-label'} id="${id}-label">${label}</span>
    <span class="stepper-controls">
      <button type="button" aria-label=${less} aria-disabled=${value <= min ? 'true' : 'false'} @click=${step(-1)}>−</button>
      <output id="${id}" aria-labelledby="${id}-label"
        ><span aria-hidden="true">${value}</span><span class="visually-hidden">${say(value)}</span></output
      >
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
