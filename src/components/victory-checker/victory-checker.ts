import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { errorText } from '../../rules/errors.js';
import { canClaimShield, checkVictory, type VictoryNeed } from '../../rules/victory.js';
import type { ShieldClaim, ShieldClaimInput, Verdict, VictoryInput } from '../../rules/types.js';
import { disclosureStyles, hostStyles, keysHintStyles, widgetStyles } from '../../shared/styles.js';
import { PrintController } from '../../shared/print.js';
import { printStyles, widgetPrintStyles } from '../../shared/print.styles.js';
import { defineElement } from '../../shared/define.js';
import { PageSchemeController } from '../../shared/page-scheme.js';
import { ProblemController } from '../../shared/problems.js';
import { LocaleController } from '../../shared/locale.js';
import { formatList, localText } from '../../i18n/translate.js';
import { victoryCheckerMessages } from './victory-checker.messages.js';
import { fireChange } from '../../shared/events.js';
import { ChangeElement } from '../../shared/change-element.js';
import { victoryCheckerStyles } from './victory-checker.styles.js';
import { citationStyles } from '../rule-ref/rule-ref.styles.js';
import { CitationGroup, groupKeysHint } from '../../shared/citation-keys.js';
import { GAME_UPDATE, consumeGame } from '../../shared/game-consumer.js';
import { gameFollower } from '../../shared/game-follower.js';
import { shieldHelper, victoryForm, type FormEdits } from './templates.js';
import {
  ALL_LOCAL,
  FOLLOWING_GAME,
  defaultForm,
  evaluate,
  followGame,
  formFrom,
  headline,
  houseInPlayChange,
  housesAssumed,
  housesList,
  victoryText,
  inputFrom,
  shieldsChange,
  takenOver,
  type Evaluation,
  type GameField,
  type LocalFields,
  type VictoryForm,
  FOLLOW_AGAIN_LABEL,
  victoryEditLabel,
} from './internal/form.js';
import type { VictoryEntries } from '../../model/widget-state.js';
import type { WidgetChange } from '../../model/widget-change.js';
import { rulebookLink } from '../rule-ref/internal/citation.js';
import { widgetCitations, type Cite } from '../rule-ref/templates.js';

/** `detail` of `defenders-change`. */
export interface VictoryCheckerChange {
  /** The form as entered (it may not fit together; then `verdict` carries the error). */
  input: VictoryInput;
  verdict: Verdict;
  shieldClaim: ShieldClaim;
}

declare module '../../shared/events.js' {
  interface DefendersChangeDetails {
    'defenders-victory-checker': VictoryCheckerChange;
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
 * (or the host sets `input`); "Follow the game again" restores all three. The user's entries are the
 * game's, shared by the victory checkers in it and undoable there, unless the host set `input` (a
 * worked example keeps its own until "Follow the game again").
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
 * @csspart why - The disclosure holding the reasons and the needs, folded under the headline.
 * @csspart reasons - The list of the rules' reasons for the verdict.
 * @csspart needs - The list of what each side still needs (only with no winner yet).
 * @csspart form - The victory form.
 * @csspart houses - The list of Houses with their Defence Shield steppers.
 * @csspart houses-note - The line saying which Houses are ticked for now, until the players choose them.
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
 * @cssprop --defenders-page-background - Behind the verdict while it stays at the top of a phone's screen (default: the scheme's `Canvas`).
 */
export class DefendersVictoryChecker extends ChangeElement<VictoryCheckerChange> {
  static override styles = [
    hostStyles,
    widgetStyles,
    disclosureStyles,
    keysHintStyles,
    victoryCheckerStyles,
    citationStyles,
    printStyles,
    widgetPrintStyles,
  ];

  static override properties = {
    _entered: { state: true },
    _shield: { state: true },
    _local: { state: true },
    _status: { state: true },
  };

  /** The enclosing `<defenders-game>`, while inside one (each change of it updates this one). */
  private readonly _game = consumeGame(this);
  /** The game while this checker shares its entries: until the host sets `input`. */
  private readonly _follow = gameFollower(this, this._game);

  /** The form as entered; `undefined` until the first entry, which shows the blank form. */
  private _entered?: VictoryForm;
  /** The blank entries, built on first use: a first render does the form work, not the constructor. */
  private _blankEntries?: VictoryEntries;

  private get _blank(): VictoryEntries {
    return (this._blankEntries ??= { form: defaultForm(), local: FOLLOWING_GAME });
  }

  private get _form(): VictoryForm {
    return this._entered ?? this._blank.form;
  }

  private set _form(form: VictoryForm) {
    this._entered = form;
  }

  private _shield: ShieldClaimInput = {
    onShieldSpace: false,
    libraryBook: false,
    parchmentScroll: false,
    daCoin: false,
    darkDetector: false,
    shieldNeeds: 'da-coin',
  };

  /** The game-fed field groups the user (or `input`) took over; they no longer follow the game. */
  private _local: LocalFields = FOLLOWING_GAME;

  /** What the polite status region says: that "Follow the game again" was done, or nothing. */
  private _status: '' | 'following-again' = '';

  private readonly _locale = new LocaleController(this);
  private readonly _problems = new ProblemController(this, this._locale);
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
      this._problems.report(
        'input',
        localText(victoryCheckerMessages, 'victory-checker.error.input', {
          message: errorText(error),
        }),
      );
      return;
    }
    this._problems.clear('input');
    this._follow._take();
    this._form = formFrom(value);
    this._local = ALL_LOCAL;
  }

  /**
   * The `Verdict` shown (read-only), from the rules core's `checkVictory`, its texts in the element's
   * language. While the form does not fit together it is
   * `{ outcome: 'none', reasons: [{ text: <the core's message>, pages: [] }] }` and `inputError`
   * holds the message.
   */
  get verdict(): Verdict {
    return this._evaluate().verdict;
  }

  /** What each side still needs (read-only), from `victoryNeeds`; empty unless the verdict is `none`. */
  get needs(): readonly VictoryNeed[] {
    return this._evaluate().needs;
  }

  /**
   * The rules core's message while the form does not fit together, in the element's language, else
   * `null` (read-only).
   */
  get inputError(): string | null {
    return this._evaluate().error;
  }

  /** The Defence Shield helper's answer (read-only), from `canClaimShield`, in the element's language. */
  get shieldClaim(): ShieldClaim {
    return canClaimShield(this._shield, { locale: this._locale.locale });
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
    const { locale } = this._locale;
    const last = this._evaluation;
    if (last?.form !== this._form || last.locale !== locale)
      this._evaluation = evaluate(this._form, locale);
    return this._evaluation as Evaluation;
  }

  override willUpdate(changed: PropertyValues): void {
    this._follow._read(changed);
    const entries = this._follow._game?.state.victory;
    if (entries !== undefined && this._follow._fresh(entries)) {
      ({ form: this._form, local: this._local } = entries ?? this._blank);
    }
    if (changed.has(GAME_UPDATE) || changed.has('_local')) this._followGame();
  }

  /** Keeps the entries, in the game when shared there (one change to undo, named `label`). */
  private _keep(form: VictoryForm, local: LocalFields, label: WidgetChange): void {
    this._form = form;
    this._local = local;
    this._follow._game?.setWidgetState('victory', { form, local }, label);
  }

  /** Copies the game's values into the groups that still follow it. */
  private _followGame(): void {
    if (!this._game.value) return;
    const form = followGame(this._form, this._local, this._game.value);
    if (form !== this._form) this._form = form;
  }

  /** A user edit: update the form, take over `field` from the game, tell the host. */
  private _edit(change: Partial<VictoryForm>, field?: GameField): void {
    const form = { ...this._form, ...change };
    const local = field && !this._local[field] ? { ...this._local, [field]: true } : this._local;
    this._keep(form, local, victoryEditLabel(this._form, form));
    this._status = '';
    this._problems.clear('input');
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
    if (this._follow._game) this._keep(this._form, FOLLOWING_GAME, FOLLOW_AGAIN_LABEL);
    // A worked example the host set with `input` gives way: the game's entries show again.
    else this._follow._release();
    this.requestUpdate();
    // The game's values arrive in willUpdate; tell the host once they are in.
    await this.updateComplete;
    this._notify();
    this._status = 'following-again';
    // The button is gone: the focus goes on to the first field, where the game's values now show.
    this.renderRoot.querySelector<HTMLElement>('form input')?.focus();
  }

  /** Before each render: the texts that come from the rules core, read afresh in the language. */
  protected override update(changed: PropertyValues): void {
    // A translation registered since the last render may have changed them, in the same language.
    this._evaluation = undefined;
    super.update(changed);
  }

  override render(): TemplateResult {
    const { locale } = this._locale;
    const { verdict, needs, error, fix, fixPages } = this._evaluate();
    const say = this._text;
    const cite = widgetCitations(this._game.value?.state, locale);
    return html`<section part="base" class="base">
      <h2>${say('victory-checker.heading')}</h2>
      ${this._problems.render()}
      ${
        error !== null
          ? html`<div class="alert" role="alert" part="alert">
            <p>
              ${say('victory-checker.alert.clash')} ${fix ?? ''}
              ${fixPages.length > 0 ? cite(fixPages) : nothing}
            </p>
            <p class="rules-message">${say('victory-checker.alert.rules-check', { message: error })}</p>
          </div>`
          : nothing
      }
      ${this._game.value ? this._renderGameNote() : nothing}
      <div class="layout">
        ${this._renderVerdict(verdict, needs, error, cite)}
        ${victoryForm(this._form, this._game.value, this._edits, locale, housesAssumed(this._local, this._game.value) ? housesList(this._form, locale) : null)}
      </div>
      ${shieldHelper(this._shield, this.shieldClaim, (change) => this._editShield(change), locale, cite)}
      <p class="visually-hidden" role="status">${this._status && say('victory-checker.status.following-again')}</p>
    </section>`;
  }

  /** A text of this element in its language. */
  private readonly _text = (
    key: Parameters<typeof victoryText>[1],
    params?: Parameters<typeof victoryText>[2],
  ): string => victoryText(this._locale.locale, key, params);

  private _renderGameNote(): TemplateResult {
    const { locale } = this._locale;
    const say = this._text;
    const taken = takenOver(this._local, locale);
    const fields = formatList(locale, taken, 'short');
    return html`<div class="game-note muted" part="game-note">
      ${
        taken.length === 0
          ? html`<p>${say('victory-checker.game-note.following')}</p>`
          : html`<p>${say('victory-checker.game-note.taken', { fields })}</p>
            <button type="button" @click=${this._followAgain}>${say('victory-checker.game-note.follow-again')}</button>`
      }
    </div>`;
  }

  private _renderVerdict(
    verdict: Verdict,
    needs: readonly VictoryNeed[],
    error: string | null,
    linked: Cite,
  ): TemplateResult {
    // Every citation of the reasons and the needs, in order, shares one Tab stop.
    const count = verdict.reasons.length + needs.length;
    const cite = (pages: readonly number[], index: number) =>
      linked(pages, this._citations.tabIndex(index, count));
    return html`<div class="verdict" part="verdict" data-outcome=${error !== null ? 'error' : verdict.outcome}>
      <p class="outcome" part="outcome" aria-live="polite" aria-atomic="true">${headline(verdict, error, this._locale.locale)}</p>
      ${
        error !== null
          ? html`<p>${this._text('victory-checker.verdict.change-inputs')}</p>`
          : html`<details class="why" part="why">
            <summary>${this._text(needs.length > 0 ? 'victory-checker.verdict.explain-needs' : 'victory-checker.verdict.explain')}</summary>
            <div class="cited" @keydown=${this._citations.onKeyDown} @focusin=${this._citations.onFocusIn}>
            <h3>${this._text('victory-checker.verdict.why')}</h3>
            <ul part="reasons" class="reasons">
              ${verdict.reasons.map((reason, index) => html`<li>${reason.text} ${cite(reason.pages, index)}</li>`)}
            </ul>
            ${
              needs.length > 0
                ? html`<h3>${this._text('victory-checker.verdict.still-needed')}</h3>
                  <ul part="needs" class="needs">
                    ${needs.map(
                      (need, index) =>
                        html`<li>${need.text} ${cite(need.pages, verdict.reasons.length + index)}</li>`,
                    )}
                  </ul>`
                : nothing
            }
            ${rulebookLink(this._game.value?.state.rulebookUrl) && count > 1 ? html`<p class="keys-hint">${groupKeysHint(this)}</p>` : nothing}
            </div>
          </details>`
      }
    </div>`;
  }
}

DefendersVictoryChecker.addInitializer((element) => new PrintController(element));
DefendersVictoryChecker.addInitializer((element) => new PageSchemeController(element));
defineElement('defenders-victory-checker', DefendersVictoryChecker);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-victory-checker': DefendersVictoryChecker;
  }
}
