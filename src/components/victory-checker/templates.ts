// Templates the victory checker builds from its state: the victory form, a −/+ stepper and the
// Defence Shield helper.
import { html, nothing, type TemplateResult } from 'lit';
import { HOUSES } from '../../rules/constants.js';
import { houseName } from '../../rules/names.js';
import {
  PROGRESS_TOKENS,
  SHIELDS_TO_WIN,
  VICTORY_HINT_PAGES,
  shieldItemName,
} from '../../rules/victory.js';
import type { House, ShieldClaim, ShieldClaimInput } from '../../rules/types.js';
import type { GameContextValue } from '../../model/context.js';
import type { Params } from '../../i18n/messages.js';
import {
  REQUIREMENTS,
  maxPawnsAtLocation,
  victoryText,
  type GameField,
  type VictoryForm,
} from './internal/form.js';
import type { victoryCheckerMessages } from './victory-checker.messages.js';
import { widgetCitations, type Cite } from '../rule-ref/templates.js';

/** How the victory form reports the user's edits to the element. */
export interface FormEdits {
  houseInPlay(house: House, inPlay: boolean): void;
  shields(house: House, shields: number): void;
  /** Any other field; `field` names the game-fed group the edit takes over, if any. */
  edit(change: Partial<VictoryForm>, field?: GameField): void;
}

type Say = (key: keyof typeof victoryCheckerMessages, params?: Params) => string;

/** The checker's texts in `locale`. */
function sayIn(locale: string): Say {
  return (key, params) => victoryText(locale, key, params);
}

/**
 * The victory form: the Houses with their shields, the Dark Arts Player, the end of the game; its
 * texts in `locale`.
 */
export function victoryForm(
  form: VictoryForm,
  game: GameContextValue | undefined,
  edits: FormEdits,
  locale: string,
  /** The Houses ticked for the players until they choose theirs, listed; null once they have. */
  assumedHouses: string | null,
): TemplateResult {
  const say = sayIn(locale);
  const cite = widgetCitations(game?.state, locale);
  const threeTokens = form.progressTokens === PROGRESS_TOKENS;
  return html`<form part="form" @submit=${(event: Event) => event.preventDefault()}>
    <fieldset>
      <legend>${say('victory-checker.houses.legend')}</legend>
      ${
        assumedHouses === null
          ? nothing
          : html`<p class="hint houses-note" part="houses-note">
            ${say(game ? 'victory-checker.houses.assumed-game' : 'victory-checker.houses.assumed', { houses: assumedHouses })}
          </p>`
      }
      <ul class="houses" part="houses">
        ${HOUSES.map((house) => {
          const entry = form.houses[house];
          const name = houseName(house, locale);
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
                    label: say('victory-checker.shields.label', { house: name }),
                    value: entry.shields,
                    min: 0,
                    max: SHIELDS_TO_WIN,
                    less: say('victory-checker.shields.less', { house: name }),
                    more: say('victory-checker.shields.more', { house: name }),
                    onChange: (shields) => edits.shields(house, shields),
                    hideLabel: true,
                    say: (count) => say('victory-checker.shields.say', { house: name, count }),
                  })
                : nothing
            }
          </li>`;
        })}
      </ul>
      <p class="hint">
        ${say('victory-checker.houses.hint')}
        ${cite(VICTORY_HINT_PAGES.houses)}
      </p>
    </fieldset>

    <fieldset>
      <legend>${say('victory-checker.dark-arts.legend')}</legend>
      ${stepper({
        id: 'tokens',
        label: say('victory-checker.tokens.label'),
        value: form.progressTokens,
        min: 0,
        max: PROGRESS_TOKENS,
        less: say('victory-checker.tokens.less'),
        more: say('victory-checker.tokens.more'),
        onChange: (progressTokens) => edits.edit({ progressTokens }, 'path'),
        say: (count) => say('victory-checker.tokens.say', { count }),
      })}
      <fieldset class="requirement" aria-describedby="requirement-hint">
        <legend>${say('victory-checker.requirement.legend')}</legend>
        <div class="choices">
          <label class="check">
            <input
              type="radio"
              name="requirement"
              value="none"
              .checked=${form.locationRequirement === null}
              @change=${() => edits.edit({ locationRequirement: null }, 'path')}
            />
            ${say('victory-checker.requirement.none')}
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
              ${say('victory-checker.requirement.choice', {
                count: requirement,
                where: say(`victory-checker.requirement.where-${requirement}`),
              })}
            </label>`,
          )}
        </div>
        <p class="hint" id="requirement-hint">
          ${say('victory-checker.requirement.hint')}
          ${cite(VICTORY_HINT_PAGES.requirement)}
        </p>
      </fieldset>
      ${stepper({
        id: 'pawns',
        label: say('victory-checker.pawns.label'),
        value: form.pawnsAtLocation,
        min: 0,
        max: maxPawnsAtLocation(game),
        less: say('victory-checker.pawns.less'),
        more: say('victory-checker.pawns.more'),
        onChange: (pawnsAtLocation) => edits.edit({ pawnsAtLocation }),
        say: (count) => say('victory-checker.pawns.say', { count }),
      })}
      ${
        game
          ? html`<p class="hint pawn-cap">
            ${say('victory-checker.pawns.cap', { count: game.state.players, pawns: maxPawnsAtLocation(game) })}
            ${cite([6])}
          </p>`
          : nothing
      }
    </fieldset>

    <fieldset>
      <legend>${say('victory-checker.end.legend')}</legend>
      <label class="check">
        <input
          type="checkbox"
          name="final-hand"
          .checked=${form.finalHand}
          @change=${(event: Event) => edits.edit({ finalHand: (event.target as HTMLInputElement).checked }, 'finalHand')}
        />
        ${say('victory-checker.end.final-hand')}
      </label>
      <label class="check">
        <input
          type="checkbox"
          name="out-of-cards"
          aria-describedby="out-of-cards-hint"
          .checked=${form.everyoneOutOfCards}
          @change=${(event: Event) => edits.edit({ everyoneOutOfCards: (event.target as HTMLInputElement).checked })}
        />
        ${say('victory-checker.end.out-of-cards')}
      </label>
      <p class="hint" id="out-of-cards-hint">
        ${say('victory-checker.end.out-of-cards-hint')}
        ${cite(VICTORY_HINT_PAGES.outOfCards)}
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

/**
 * The Defence Shield helper: its questions, and `claim` (the core's answer for `shield`); its texts
 * in `locale`.
 */
export function shieldHelper(
  shield: ShieldClaimInput,
  claim: ShieldClaim,
  edit: (change: Partial<ShieldClaimInput>) => void,
  locale: string,
  cite: Cite,
): TemplateResult {
  const say = sayIn(locale);
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
    <summary>${say('victory-checker.shield.summary')}</summary>
    ${check('onShieldSpace', say('victory-checker.shield.on-space'))}
    ${check('libraryBook', say('victory-checker.shield.library-book'))}
    ${check('parchmentScroll', say('victory-checker.shield.parchment-scroll'))}
    <fieldset>
      <legend>${say('victory-checker.shield.pictures')}</legend>
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
            ${shieldItemName(value, { locale })}
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
      ${say(`victory-checker.shield.holds-${item}`)}
    </label>
    <div class="shield-answer" part="shield-answer" aria-live="polite">
      ${
        claim.ok
          ? html`<p><strong>${say('victory-checker.shield.can-claim')}</strong>
              ${say(`victory-checker.shield.trade-in-${item}`)}</p>`
          : html`<p><strong>${say('victory-checker.shield.cannot-claim')}</strong>
              ${say('victory-checker.shield.missing')}</p>
            <ul class="missing">
              ${claim.missing.map((missing) => html`<li>${missing}</li>`)}
            </ul>`
      }
      <p class="not-enough">
        ${say('victory-checker.shield.not-enough')}
        ${cite(claim.pages)}
      </p>
    </div>
  </details>`;
}
