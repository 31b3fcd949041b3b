import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { consume } from '@lit/context';
import { errorMessage } from '../rules/errors.js';
import { canClaimShield, checkVictory, type VictoryNeed } from '../rules/victory.js';
import type { ShieldClaim, ShieldClaimInput, Verdict, VictoryInput } from '../rules/types.js';
import { baseStyles } from '../shared/styles.js';
import { PrintController } from '../shared/print.js';
import { printStyles } from '../shared/print.styles.js';
import { defineElement } from '../shared/define.js';
import { ProblemController } from '../shared/problems.js';
import { fireChange, type ChangeEventMap } from '../shared/events.js';
import { gameContext, type GameContextValue } from '../shared/context.js';
import { victoryCheckerStyles } from './victory-checker.styles.js';
import { CitationGroup, groupKeysHint } from '../shared/citation-keys.js';
import { shieldHelper, victoryForm, type FormEdits } from './victory-checker.templates.js';
import {
  ALL_LOCAL,
  FOLLOWING_GAME,
  defaultForm,
  evaluate,
  followGame,
  formFrom,
  headline,
  houseInPlayChange,
  inputFrom,
  shieldsChange,
  takenOver,
  type Evaluation,
  type GameField,
  type LocalFields,
  type VictoryForm,
} from './victory-checker.form.js';
import { rulebookLink } from './rule-ref.citation.js';
import './rule-ref.js';

/** `detail` of `defenders-change`. */
export interface VictoryCheckerChange {
  /** The form as entered (it may not fit together; then `verdict` carries the error). */
  input: VictoryInput;
  verdict: Verdict;
  shieldClaim: ShieldClaim;
}

declare module '../shared/events.js' {
  interface DefendersChangeDetails {
    'defenders-victory-checker': VictoryCheckerChange;
  }
}

/** Typed `defenders-change` listeners (merged into the class below). */
export interface DefendersVictoryChecker {
  addEventListener<K extends keyof ChangeEventMap<VictoryCheckerChange>>(
    type: K,
    listener: (
      this: DefendersVictoryChecker,
      event: ChangeEventMap<VictoryCheckerChange>[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ChangeEventMap<VictoryCheckerChange>>(
    type: K,
    listener: (
      this: DefendersVictoryChecker,
      event: ChangeEventMap<VictoryCheckerChange>[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
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
  static override styles = [baseStyles, victoryCheckerStyles, printStyles];

  @consume({ context: gameContext, subscribe: true })
  @state()
  private _game?: GameContextValue;

  @state() private _form: VictoryForm = defaultForm();

  @state() private _shield: ShieldClaimInput = {
    onShieldSpace: false,
    libraryBook: false,
    parchmentScroll: false,
    daCoin: false,
    darkDetector: false,
    shieldNeeds: 'da-coin',
  };

  /** The game-fed field groups the user (or `input`) took over; they no longer follow the game. */
  @state() private _local: LocalFields = FOLLOWING_GAME;

  /** Text of the polite status region (what "Follow the game again" did). */
  @state() private _status = '';

  private readonly problems = new ProblemController(this);
  /** The verdict's citations: one Tab stop, walked with the arrow keys. */
  private readonly _citations = new CitationGroup(this);
  private readonly _edits: FormEdits = {
    houseInPlay: (house, inPlay) =>
      this._edit(houseInPlayChange(this._form, house, inPlay), 'houses'),
    shields: (house, shields) => this._edit(shieldsChange(this._form, house, shields)),
    edit: (change, field) => this._edit(change, field),
  };
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
      this.problems.report('input', `The input property was not used: ${errorMessage(error)}`);
      return;
    }
    this.problems.clear('input');
    this._form = formFrom(value);
    this._local = ALL_LOCAL;
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
    if (this._evaluation?.form !== this._form) this._evaluation = evaluate(this._form);
    return this._evaluation;
  }

  override willUpdate(changed: PropertyValues): void {
    if (changed.has('_game') || changed.has('_local')) this._followGame();
  }

  /** Copies the game's values into the groups that still follow it. */
  private _followGame(): void {
    if (!this._game) return;
    const form = followGame(this._form, this._local, this._game);
    if (form !== this._form) this._form = form;
  }

  /** A user edit: update the form, take over `field` from the game, tell the host. */
  private _edit(change: Partial<VictoryForm>, field?: GameField): void {
    this._form = { ...this._form, ...change };
    if (field && !this._local[field]) this._local = { ...this._local, [field]: true };
    this._status = '';
    this.problems.clear('input');
    this._notify();
  }

  private _editShield(change: Partial<ShieldClaimInput>): void {
    this._shield = { ...this._shield, ...change };
    this._notify();
  }

  private _notify(): void {
    fireChange<VictoryCheckerChange>(this, {
      input: this.input,
      verdict: this.verdict,
      shieldClaim: this.shieldClaim,
    });
  }

  private async _followAgain(): Promise<void> {
    this._local = FOLLOWING_GAME;
    // The game's values arrive in willUpdate; tell the host once they are in.
    await this.updateComplete;
    this._notify();
    this._status =
      'The Houses in play, the Progress Tokens, the requirement and the final hand follow the game again.';
    // The button is gone: the focus goes on to the first field, where the game's values now show.
    this.renderRoot.querySelector<HTMLElement>('form input')?.focus();
  }

  override render(): TemplateResult {
    const { verdict, needs, error, fix } = this._evaluate();
    return html`<section part="base" class="base">
      <h2>Who has won?</h2>
      ${this.problems.render()}
      ${
        error !== null
          ? html`<div class="alert" role="alert" part="alert">
            <p>These inputs cannot all be true in one game. ${fix ?? ''}</p>
            <p class="rules-message">Rules check: ${error}</p>
          </div>`
          : nothing
      }
      ${this._game ? this._renderGameNote() : nothing}
      <div class="layout">
        ${victoryForm(this._form, this._game, this._edits)} ${this._renderVerdict(verdict, needs, error)}
      </div>
      ${shieldHelper(this._shield, this.shieldClaim, (change) => this._editShield(change))}
      <p class="visually-hidden" role="status">${this._status}</p>
    </section>`;
  }

  private _renderGameNote(): TemplateResult {
    const taken = takenOver(this._local);
    return html`<div class="game-note muted" part="game-note">
      ${
        taken.length === 0
          ? html`<p>The Houses in play, the Progress Tokens, the requirement and the final hand follow the game.</p>`
          : html`<p>Set here, not from the game: ${taken.join(', ')}.</p>
            <button type="button" @click=${this._followAgain}>Follow the game again</button>`
      }
    </div>`;
  }

  private _renderVerdict(
    verdict: Verdict,
    needs: readonly VictoryNeed[],
    error: string | null,
  ): TemplateResult {
    // Every citation of the reasons and the needs, in order, shares one Tab stop.
    const count = verdict.reasons.length + needs.length;
    const cite = (pages: readonly number[], index: number) =>
      html`<defenders-rule-ref pages=${pages.join(',')} tabindex=${ifDefined(this._citations.tabIndex(index, count))}></defenders-rule-ref>`;
    return html`<div class="verdict" part="verdict" data-outcome=${error !== null ? 'error' : verdict.outcome}>
      <p class="outcome" part="outcome" aria-live="polite" aria-atomic="true">${headline(verdict, error)}</p>
      ${
        error !== null
          ? html`<p>Change the inputs the alert names to get a verdict; everything you entered is kept as it was.</p>`
          : html`<div class="cited" @keydown=${this._citations.onKeyDown} @focusin=${this._citations.onFocusIn}>
            <h3>Why</h3>
            <ul part="reasons" class="reasons">
              ${verdict.reasons.map((reason, index) => html`<li>${reason.text} ${cite(reason.pages, index)}</li>`)}
            </ul>
            ${
              needs.length > 0
                ? html`<h3>Still needed</h3>
                  <ul part="needs" class="needs">
                    ${needs.map(
                      (need, index) =>
                        html`<li>${need.text} ${cite(need.pages, verdict.reasons.length + index)}</li>`,
                    )}
                  </ul>`
                : nothing
            }
            ${rulebookLink(this._game?.state.rulebookUrl) && count > 1 ? html`<p class="keys-hint">${groupKeysHint(this)}</p>` : nothing}
          </div>`
      }
    </div>`;
  }
}

DefendersVictoryChecker.addInitializer((element) => new PrintController(element));
defineElement('defenders-victory-checker', DefendersVictoryChecker);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-victory-checker': DefendersVictoryChecker;
  }
}
