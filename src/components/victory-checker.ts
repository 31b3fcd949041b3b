import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import {
  HOUSES,
  HOUSE_NAMES,
  MAX_DARK_ARTS_PAWNS,
  PROGRESS_TOKENS,
  SHIELDS_TO_WIN,
  SHIELD_REQUIREMENT_NAMES,
  RulesError,
  canClaimShield,
  checkVictory,
  darkArtsPawnsFor,
  parseLayout,
  pathInfo,
  victoryNeeds,
} from '../rules/index.js';
import type {
  House,
  LocationRequirement,
  ShieldClaim,
  ShieldClaimInput,
  ShieldItem,
  Verdict,
  VictoryInput,
  VictoryNeed,
} from '../rules/index.js';
import { baseStyles } from '../shared/styles.js';
import { defineElement } from '../shared/define.js';
import { ProblemController } from '../shared/problems.js';
import { fireChange } from '../shared/events.js';
import { gameContext, type GameContextValue } from '../shared/context.js';
import './rule-ref.js';

/** What the form holds, exactly as the user entered it (it may not fit together). */
interface VictoryForm {
  /** Every House, in play or not; the shields of a House taken out of play are remembered. */
  houses: Readonly<Record<House, { inPlay: boolean; shields: number }>>;
  progressTokens: number;
  locationRequirement: LocationRequirement | null;
  pawnsAtLocation: number;
  finalHand: boolean;
  everyoneOutOfCards: boolean;
}

/** The fields a `<defenders-game>` feeds, grouped as the user edits them. */
type GameField = 'houses' | 'path' | 'finalHand';

interface Evaluation {
  form: VictoryForm;
  verdict: Verdict;
  needs: readonly VictoryNeed[];
  /** The core's message while the form does not fit together. */
  error: string | null;
  /** What to change, in the words of the form, for the core's error code (when there is one). */
  fix: string | null;
}

/** The shield helper's answers are exactly what `canClaimShield` asks. */
type ShieldForm = ShieldClaimInput;

/** `detail` of `defenders-change`. */
export interface VictoryCheckerChange {
  /** The form as entered (it may not fit together; then `verdict` carries the error). */
  input: VictoryInput;
  verdict: Verdict;
  shieldClaim: ShieldClaim;
}

const DEFAULT_HOUSES: readonly House[] = ['gryffindor', 'hufflepuff', 'ravenclaw'];
const REQUIREMENTS: readonly LocationRequirement[] = [3, 2, 1];
const REQUIREMENT_WHERE: Readonly<Record<LocationRequirement, string>> = {
  3: 'card taken at the first red Event Space',
  2: 'card taken at the next red Event Space',
  1: 'card taken on the last path space',
};
const ITEM_NAMES: Readonly<Record<ShieldItem, string>> = { 'da-coin': 'D.A. Coin', 'dark-detector': 'Dark Detector' };

/** For each way the form can fail the core's check, what the player should change, in the form's words. */
const FIXES: Readonly<Record<string, string>> = {
  'victory-houses': 'Tick at least one House: every game has one to four House Players.',
  'victory-two-winners':
    'Only one House can hold two Defence Shields, because the game ends the moment the first House gets its second. Take a shield away from one of them.',
  'victory-requirement-without-tokens':
    'The Location Card comes with the third Progress Token, so a requirement needs all three tokens. Set the tokens to 3, or the requirement to "None yet".',
  'victory-tokens-without-requirement':
    'Taking the third Progress Token also gives the Dark Arts Player the Location Card. Choose its requirement: 3, 2 or 1 pawns.',
  'victory-requirement-one-before-final-hand':
    "A requirement of 1 is only set on the last path space, which starts the final hand. Tick 'The Dark Arts Marker is on the last space', or choose 3 or 2.",
  'victory-both-sides':
    'A House with two Defence Shields and a Dark Arts win cannot both have happened, because the game ends at the first win. Lower the shields or the pawns at the Location.',
};

function defaultForm(): VictoryForm {
  const houses = {} as Record<House, { inPlay: boolean; shields: number }>;
  for (const house of HOUSES) houses[house] = { inPlay: DEFAULT_HOUSES.includes(house), shields: 0 };
  return {
    houses,
    progressTokens: 0,
    locationRequirement: null,
    pawnsAtLocation: 0,
    finalHand: false,
    everyoneOutOfCards: false,
  };
}

function inputFrom(form: VictoryForm): VictoryInput {
  return {
    houses: HOUSES.filter((house) => form.houses[house].inPlay).map((house) => ({ house, shields: form.houses[house].shields })),
    darkArts: {
      progressTokens: form.progressTokens,
      locationRequirement: form.locationRequirement,
      pawnsAtLocation: form.pawnsAtLocation,
    },
    finalHand: form.finalHand,
    everyoneOutOfCards: form.everyoneOutOfCards,
  };
}

/**
 * The final-hand box for a host value that leaves `finalHand` out: unticked, unless the core rejects
 * the value as "not the final hand" (a requirement of 1 is only set on the last space).
 */
function impliedFinalHand(value: VictoryInput): boolean {
  try {
    checkVictory({ ...value, finalHand: false });
    return false;
  } catch (error) {
    return error instanceof RulesError && error.code === 'victory-requirement-one-before-final-hand';
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function headline(verdict: Verdict, error: string | null): string {
  if (error !== null) return 'Check the inputs';
  switch (verdict.outcome) {
    case 'house':
      return `${verdict.winner ? HOUSE_NAMES[verdict.winner] : 'A House'} wins`;
    case 'dark-arts':
      return 'The Dark Arts Player wins';
    case 'draw':
      return 'Draw';
    default:
      return 'No winner yet';
  }
}

/**
 * Who has won? A compact form for the table (Houses in play with their Defence Shields, the Dark Arts
 * Player's Progress Tokens, Location Card requirement and pawns at the Location, the final hand) and a
 * large verdict with the rules' reasons and what each side still needs; plus a Defence Shield helper.
 * Every answer comes from the rules core (`checkVictory`, `victoryNeeds`, `canClaimShield`).
 *
 * Inside a `<defenders-game>`, the Houses in play, the Progress Tokens with the requirement, and the
 * final hand follow the game. Each of those three groups stops following once the user edits it here
 * (or the host sets `input`); "Follow the game again" restores all three.
 *
 * @tagname defenders-victory-checker
 * @summary Who has won, is it a draw, and can this Defence Shield be claimed.
 *
 * @fires {CustomEvent<VictoryCheckerChange>} defenders-change - When the user changes any field (never when the host sets `input`, nor
 * when the game feeds it). `detail`: `{ input, verdict, shieldClaim }`, see `VictoryCheckerChange`.
 *
 * @csspart base - The widget's outer box.
 * @csspart verdict - The verdict box (headline, reasons, needs).
 * @csspart outcome - The large verdict headline; also the polite live region announcing it.
 * @csspart reasons - The list of the rules' reasons for the verdict.
 * @csspart needs - The list of what each side still needs (only with no winner yet).
 * @csspart form - The victory form.
 * @csspart houses - The list of Houses with their Defence Shield steppers.
 * @csspart stepper - Each −/+ stepper.
 * @csspart shield-helper - The Defence Shield helper (a disclosure).
 * @csspart shield-answer - The helper's answer, a polite live region.
 * @csspart game-note - The note about fields following `<defenders-game>` (only inside one).
 * @csspart alert - Messages about inputs that do not fit together, or a rejected `input`.
 *
 * @cssprop --defenders-accent - Rule above the widget, chosen options, buttons, verdict bar and links.
 * @cssprop --defenders-on-accent - Text on accent-filled buttons.
 * @cssprop --defenders-surface - Background of the widget box.
 * @cssprop --defenders-border - Borders of the box, fieldsets and the verdict.
 * @cssprop --defenders-radius - Corner radius.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 * @cssprop --defenders-gap - Spacing between parts.
 * @cssprop --defenders-danger - Colour of alerts.
 * @cssprop --defenders-verdict-size - Font size of the verdict headline (default 1.75em).
 */
export class DefendersVictoryChecker extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        container-type: inline-size;
      }

      .layout {
        display: grid;
        gap: var(--_gap);
      }

      @container (min-width: 40rem) {
        .layout {
          grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
          align-items: start;
        }
        .verdict {
          order: 2;
          position: sticky;
          top: 0.5rem;
        }
      }

      .verdict {
        border: 1px solid var(--_border);
        border-left: 0.4rem solid var(--_accent);
        border-radius: var(--_radius);
        padding: 0.75rem;
        background: color-mix(in srgb, var(--_accent) 8%, transparent);
      }

      .verdict[data-outcome='error'] {
        border-left-color: var(--_danger);
        background: color-mix(in srgb, var(--_danger) 8%, transparent);
      }

      .outcome {
        font-size: var(--defenders-verdict-size, 1.75em);
        font-weight: 700;
        line-height: 1.15;
        margin: 0 0 0.5rem;
      }

      .verdict ul {
        margin: 0 0 0.5rem;
        padding-left: 1.2rem;
      }

      .verdict li {
        margin-bottom: 0.25rem;
      }

      .verdict h3 {
        font-size: 1em;
        margin: 0.5rem 0 0.25rem;
      }

      form {
        display: grid;
        gap: var(--_gap);
        min-width: 0;
      }

      fieldset {
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.5rem 0.6rem 0.75rem;
        margin: 0;
        min-width: 0;
      }

      legend {
        font-weight: 700;
        padding: 0 0.25rem;
      }

      .houses {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.25rem;
      }

      .house {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0 0.5rem;
      }

      .house .check {
        overflow-wrap: normal;
      }

      .house .check input {
        margin: 0;
      }

      .house .stepper {
        flex: none;
      }

      .check {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        min-height: 2.75rem;
        cursor: pointer;
      }

      .check input {
        flex: none;
      }

      .stepper {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }

      .stepper-label {
        flex: 1 1 8rem;
      }

      .stepper-controls {
        display: inline-flex;
        align-items: center;
        gap: 0.25rem;
      }

      .stepper button {
        min-width: 2.75rem;
        padding: 0.25rem 0.5rem;
        font-weight: 700;
      }

      .stepper button[aria-disabled='true'] {
        cursor: not-allowed;
        opacity: 0.55;
      }

      .stepper output {
        min-width: 2ch;
        text-align: center;
        font-weight: 700;
        font-size: 1.15em;
        font-variant-numeric: tabular-nums;
      }

      .hint {
        font-size: 0.9em;
        color: var(--_muted);
        margin: 0.25rem 0 0;
      }

      .choices {
        display: grid;
        gap: 0;
      }

      /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- the control shows it */
      .check:has(input:disabled) {
        cursor: not-allowed;
        color: var(--_muted);
      }

      /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- the radio shows it */
      .choices .check:has(input:checked) {
        font-weight: 600;
      }

      details {
        margin-top: var(--_gap);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0 0.75rem;
      }

      details[open] {
        padding-bottom: 0.75rem;
      }

      summary {
        cursor: pointer;
        font-weight: 700;
        min-height: 2.75rem;
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }

      .shield-answer {
        margin-top: 0.5rem;
        padding: 0.5rem 0.75rem;
        border-left: 0.3rem solid var(--_accent);
        background: color-mix(in srgb, var(--_accent) 8%, transparent);
        border-radius: calc(var(--_radius) * 0.5);
      }

      .shield-answer strong {
        font-size: 1.15em;
      }

      .shield-answer ul {
        margin: 0.25rem 0;
        padding-left: 1.2rem;
      }

      .alert p {
        margin: 0 0 0.25rem;
      }

      .alert .rules-message {
        font-size: 0.9em;
        margin: 0;
      }

      .game-note {
        font-size: 0.9em;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.25rem 0.75rem;
        margin: 0;
      }

      .game-note p {
        margin: 0;
        flex: 1 1 12rem;
      }
    `,
  ];

  @consume({ context: gameContext, subscribe: true })
  @state()
  private _game?: GameContextValue;

  @state() private _form: VictoryForm = defaultForm();

  @state() private _shield: ShieldForm = {
    onShieldSpace: false,
    libraryBook: false,
    parchmentScroll: false,
    daCoin: false,
    darkDetector: false,
    shieldNeeds: 'da-coin',
  };

  /** The game-fed field groups the user (or `input`) took over; they no longer follow the game. */
  @state() private _local: Readonly<Record<GameField, boolean>> = { houses: false, path: false, finalHand: false };

  private readonly problems = new ProblemController(this);
  private _evaluation?: Evaluation;

  /**
   * The situation shown, as a `VictoryInput`. Reading gives the form as entered (Houses in the order
   * Gryffindor, Hufflepuff, Ravenclaw, Slytherin; it may not fit together, see `inputError`). Setting
   * shows a worked example: a value the rules core rejects shows its message and leaves the form as
   * it was. A left-out `finalHand` leaves the final-hand box unticked, except with a requirement of 1,
   * which is only set on the last space: then the box is ticked. Setting it never fires
   * `defenders-change`; inside a `<defenders-game>` the fields it sets stop following the game.
   */
  get input(): VictoryInput {
    return inputFrom(this._form);
  }

  set input(value: VictoryInput) {
    try {
      checkVictory(value);
    } catch (error) {
      this.problems.report('input', `The input property was not used: ${messageOf(error)}`);
      return;
    }
    this.problems.clear('input');
    const houses = {} as Record<House, { inPlay: boolean; shields: number }>;
    for (const house of HOUSES) {
      const entry = value.houses.find((item) => item.house === house);
      houses[house] = { inPlay: entry !== undefined, shields: entry?.shields ?? 0 };
    }
    this._form = {
      houses,
      progressTokens: value.darkArts.progressTokens,
      locationRequirement: value.darkArts.locationRequirement,
      pawnsAtLocation: value.darkArts.pawnsAtLocation,
      finalHand: value.finalHand ?? impliedFinalHand(value),
      everyoneOutOfCards: value.everyoneOutOfCards ?? false,
    };
    this._local = { houses: true, path: true, finalHand: true };
  }

  /**
   * The `Verdict` shown (read-only), from the rules core's `checkVictory`. While the form does not fit
   * together it is `{ outcome: 'none', reasons: [{ text: <the core's message>, pages: [] }] }` and
   * `inputError` holds the message.
   */
  get verdict(): Verdict {
    return this._evaluate().verdict;
  }

  /** What each side still needs (read-only), from `victoryNeeds`; empty unless the verdict is `none`. */
  get needs(): readonly VictoryNeed[] {
    return this._evaluate().needs;
  }

  /** The rules core's message while the form does not fit together, else `null` (read-only). */
  get inputError(): string | null {
    return this._evaluate().error;
  }

  /** The Defence Shield helper's answer (read-only), from `canClaimShield`. */
  get shieldClaim(): ShieldClaim {
    return canClaimShield(this._shield);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A page may set `input` before this element is defined; that value shadows the accessor.
    if (Object.prototype.hasOwnProperty.call(this, 'input')) {
      const value = (this as { input?: VictoryInput }).input as VictoryInput;
      delete (this as { input?: VictoryInput }).input;
      this.input = value;
    }
  }

  private _evaluate(): Evaluation {
    const form = this._form;
    if (this._evaluation?.form === form) return this._evaluation;
    const input = inputFrom(form);
    let evaluation: Evaluation;
    try {
      evaluation = { form, verdict: checkVictory(input), needs: victoryNeeds(input), error: null, fix: null };
    } catch (error) {
      const message = messageOf(error);
      const code = error instanceof RulesError ? error.code : '';
      evaluation = {
        form,
        verdict: Object.freeze<Verdict>({
          outcome: 'none',
          reasons: Object.freeze([Object.freeze({ text: message, pages: Object.freeze([]) })]),
        }),
        needs: [],
        error: message,
        fix: FIXES[code] ?? null,
      };
    }
    this._evaluation = evaluation;
    return evaluation;
  }

  override willUpdate(changed: PropertyValues): void {
    if (changed.has('_game') || changed.has('_local')) this._followGame();
  }

  /** Copies the game's values into the groups that still follow it. */
  private _followGame(): void {
    const game = this._game;
    if (!game) return;
    const { houses: gameHouses, path } = game.state;
    let form = this._form;
    if (!this._local.houses && Array.isArray(gameHouses)) {
      const houses = {} as Record<House, { inPlay: boolean; shields: number }>;
      let changed = false;
      for (const house of HOUSES) {
        const inPlay = gameHouses.includes(house);
        changed ||= inPlay !== form.houses[house].inPlay;
        houses[house] = { inPlay, shields: form.houses[house].shields };
      }
      if (changed) form = { ...form, houses };
    }
    if (!this._local.path && path?.state) {
      const progressTokens = Object.values(path.state.tokens).filter(Boolean).length;
      const locationRequirement = path.state.locationRequirement;
      if (progressTokens !== form.progressTokens || locationRequirement !== form.locationRequirement) {
        form = { ...form, progressTokens, locationRequirement };
      }
    }
    const maxPawns = this._maxPawns;
    if (form.pawnsAtLocation > maxPawns) form = { ...form, pawnsAtLocation: maxPawns };
    if (!this._local.finalHand && path?.state) {
      try {
        const finalHand = pathInfo(parseLayout(path.layout), path.state).finalHand;
        if (finalHand !== form.finalHand) form = { ...form, finalHand };
      } catch {
        // A game whose path the core rejects feeds no final hand; the path tracker reports it.
      }
    }
    if (form !== this._form) this._form = form;
  }

  /** Most pawns that can stand at the Location: the game's Dark Arts pawn count, else the most any game has. */
  private get _maxPawns(): number {
    const players = this._game?.state.players;
    return players === undefined ? MAX_DARK_ARTS_PAWNS : darkArtsPawnsFor(players);
  }

  /** A user edit: update the form, take over `field` from the game, tell the host. */
  private _edit(change: Partial<VictoryForm>, field?: GameField): void {
    this._form = { ...this._form, ...change };
    if (field && !this._local[field]) this._local = { ...this._local, [field]: true };
    this.problems.clear('input');
    this._notify();
  }

  private _editShield(change: Partial<ShieldForm>): void {
    this._shield = { ...this._shield, ...change };
    this._notify();
  }

  private _notify(): void {
    fireChange<VictoryCheckerChange>(this, { input: this.input, verdict: this.verdict, shieldClaim: this.shieldClaim });
  }

  private _setHouseInPlay(house: House, inPlay: boolean): void {
    this._edit({ houses: { ...this._form.houses, [house]: { ...this._form.houses[house], inPlay } } }, 'houses');
  }

  private _setShields(house: House, shields: number): void {
    this._edit({ houses: { ...this._form.houses, [house]: { ...this._form.houses[house], shields } } });
  }

  private _followAgain(): void {
    this._local = { houses: false, path: false, finalHand: false };
    // The game's values arrive in willUpdate; tell the host once they are in.
    void this.updateComplete.then(() => this._notify());
  }

  private _stepper(options: {
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

  override render(): TemplateResult {
    const { verdict, needs, error, fix } = this._evaluate();
    return html`<section part="base" class="base">
      <h2>Who has won?</h2>
      ${this.problems.render()}
      ${error !== null
        ? html`<div class="alert" role="alert" part="alert">
            <p>These inputs cannot all be true in one game. ${fix ?? ''}</p>
            <p class="rules-message">Rules check: ${error}</p>
          </div>`
        : nothing}
      ${this._game ? this._renderGameNote() : nothing}
      <div class="layout">${this._renderVerdict(verdict, needs, error)} ${this._renderForm()}</div>
      ${this._renderShieldHelper()}
    </section>`;
  }

  private _renderGameNote(): TemplateResult {
    const taken: string[] = [];
    if (this._local.houses) taken.push('the Houses in play');
    if (this._local.path) taken.push('the Progress Tokens and requirement');
    if (this._local.finalHand) taken.push('the final hand');
    return html`<div class="game-note muted" part="game-note">
      ${taken.length === 0
        ? html`<p>The Houses in play, the Progress Tokens, the requirement and the final hand follow the game.</p>`
        : html`<p>Set here, not from the game: ${taken.join(', ')}.</p>
            <button type="button" @click=${this._followAgain}>Follow the game again</button>`}
    </div>`;
  }

  private _renderVerdict(verdict: Verdict, needs: readonly VictoryNeed[], error: string | null): TemplateResult {
    return html`<div class="verdict" part="verdict" data-outcome=${error !== null ? 'error' : verdict.outcome}>
      <p class="outcome" part="outcome" aria-live="polite" aria-atomic="true">${headline(verdict, error)}</p>
      ${error !== null
        ? html`<p>Change the inputs the alert names to get a verdict; everything you entered is kept as it was.</p>`
        : html`<h3>Why</h3>
            <ul part="reasons" class="reasons">
              ${verdict.reasons.map(
                (reason) => html`<li>${reason.text} <defenders-rule-ref pages=${reason.pages.join(',')}></defenders-rule-ref></li>`,
              )}
            </ul>
            ${needs.length > 0
              ? html`<h3>Still needed</h3>
                  <ul part="needs" class="needs">
                    ${needs.map(
                      (need) => html`<li>${need.text} <defenders-rule-ref pages=${need.pages.join(',')}></defenders-rule-ref></li>`,
                    )}
                  </ul>`
              : nothing}`}
    </div>`;
  }

  private _renderForm(): TemplateResult {
    const form = this._form;
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
                  @change=${(event: Event) => this._setHouseInPlay(house, (event.target as HTMLInputElement).checked)}
                />
                ${name}
              </label>
              ${entry.inPlay
                ? this._stepper({
                    id: `shields-${house}`,
                    label: `${name} Defence Shields`,
                    value: entry.shields,
                    min: 0,
                    max: SHIELDS_TO_WIN,
                    less: `One Defence Shield fewer for ${name}`,
                    more: `One more Defence Shield for ${name}`,
                    onChange: (shields) => this._setShields(house, shields),
                    hideLabel: true,
                  })
                : nothing}
            </li>`;
          })}
        </ul>
        <p class="hint">Tick each House with a player (one to four). The first House to two Defence Shields wins.</p>
      </fieldset>

      <fieldset>
        <legend>Dark Arts Player</legend>
        ${this._stepper({
          id: 'tokens',
          label: 'Progress Tokens held',
          value: form.progressTokens,
          min: 0,
          max: PROGRESS_TOKENS,
          less: 'One Progress Token fewer',
          more: 'One more Progress Token',
          onChange: (progressTokens) => this._edit({ progressTokens }, 'path'),
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
                @change=${() => this._edit({ locationRequirement: null }, 'path')}
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
                  @change=${() => this._edit({ locationRequirement: requirement }, 'path')}
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
        ${this._stepper({
          id: 'pawns',
          label: 'Pawns at the Dark Arts Player Location',
          value: form.pawnsAtLocation,
          min: 0,
          max: this._maxPawns,
          less: 'One pawn fewer at the Location',
          more: 'One more pawn at the Location',
          onChange: (pawnsAtLocation) => this._edit({ pawnsAtLocation }),
        })}
        ${this._game
          ? html`<p class="hint pawn-cap">
              With ${this._game.state.players} players the Dark Arts Player has ${this._maxPawns} pawns in all, so at most
              ${this._maxPawns} can stand at the Location.
              <defenders-rule-ref pages="6"></defenders-rule-ref>
            </p>`
          : nothing}
      </fieldset>

      <fieldset>
        <legend>End of the game</legend>
        <label class="check">
          <input
            type="checkbox"
            name="final-hand"
            .checked=${form.finalHand}
            @change=${(event: Event) => this._edit({ finalHand: (event.target as HTMLInputElement).checked }, 'finalHand')}
          />
          The Dark Arts Marker is on the last space (final hand)
        </label>
        <label class="check">
          <input
            type="checkbox"
            name="out-of-cards"
            aria-describedby="out-of-cards-hint"
            .checked=${form.everyoneOutOfCards}
            @change=${(event: Event) => this._edit({ everyoneOutOfCards: (event.target as HTMLInputElement).checked })}
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

  private _renderShieldHelper(): TemplateResult {
    const shield = this._shield;
    const claim = this.shieldClaim;
    const item = shield.shieldNeeds;
    const holdsItem = item === 'da-coin' ? shield.daCoin : shield.darkDetector;
    const check = (key: 'onShieldSpace' | 'libraryBook' | 'parchmentScroll', label: string) =>
      html`<label class="check">
        <input
          type="checkbox"
          name=${key}
          .checked=${shield[key]}
          @change=${(event: Event) => this._editShield({ [key]: (event.target as HTMLInputElement).checked })}
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
                @change=${() => this._editShield({ shieldNeeds: value })}
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
            this._editShield({ [item === 'da-coin' ? 'daCoin' : 'darkDetector']: (event.target as HTMLInputElement).checked })}
        />
        The House holds ${SHIELD_REQUIREMENT_NAMES[item]}
      </label>
      <div class="shield-answer" part="shield-answer" aria-live="polite">
        ${claim.ok
          ? html`<p><strong>Can claim</strong>: trade in the Library Book, the Parchment Scroll and the ${ITEM_NAMES[item]}
                now to take this shield.</p>`
          : html`<p><strong>Cannot claim yet.</strong> Missing:</p>
              <ul class="missing">
                ${claim.missing.map((missing) => html`<li>${missing}</li>`)}
              </ul>`}
        <p class="not-enough">
          Holding the items is not enough: a House pawn has to be on the shield's space and trade them in there.
          <defenders-rule-ref pages=${claim.pages.join(',')}></defenders-rule-ref>
        </p>
      </div>
    </details>`;
  }
}

defineElement('defenders-victory-checker', DefendersVictoryChecker);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-victory-checker': DefendersVictoryChecker;
  }
}
