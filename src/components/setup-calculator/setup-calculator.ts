import { html, nothing, type TemplateResult } from 'lit';
import { DEFAULT_PLAYERS, PLAYER_COUNTS, isPlayerCount } from '../../rules/constants.js';
import { setupFor, setupTable, twoPlayerNote } from '../../rules/setup.js';
import { houseName, sideName } from '../../rules/names.js';
import type { PlayerCount, SetupPlan } from '../../rules/types.js';
import type { WidgetChange } from '../../model/widget-change.js';
import { hostStyles, keysHintStyles, widgetStyles } from '../../shared/styles.js';
import { printStyles, widgetPrintStyles } from '../../shared/print.styles.js';
import { defineElement } from '../../shared/define.js';
import { PageSchemeController } from '../../shared/page-scheme.js';
import { ProblemController } from '../../shared/problems.js';
import { LocaleController } from '../../shared/locale.js';
import type { Params } from '../../i18n/messages.js';
import { fireChange } from '../../shared/events.js';
import { reveal } from '../../shared/reveal.js';
import { ChangeElement } from '../../shared/change-element.js';
import { decimalConverter } from '../../shared/attributes.js';
import { onStepCitationKey, stepKeysHint } from '../../shared/citation-keys.js';
import { consumeGame } from '../../shared/game-consumer.js';
import { gameFollower } from '../../shared/game-follower.js';
import { setupCalculatorStyles } from './setup-calculator.styles.js';
import { citationStyles } from '../rule-ref/rule-ref.styles.js';
import { setupCalculatorMessages } from './setup-calculator.messages.js';
import { rulebookLink } from '../rule-ref/internal/citation.js';
import { widgetCitations } from '../rule-ref/templates.js';
import {
  enteredText,
  houseWord,
  planSummary,
  playersProblem,
  shownPlayers,
  stepTickLabel,
  TICKS_CLEARED_LABEL,
} from './internal/players.js';

/** `detail` of `defenders-change`: the `SetupPlan` shown after the user picked a player count. */
export type SetupCalculatorChange = SetupPlan;

declare module '../../shared/events.js' {
  interface DefendersChangeDetails {
    'defenders-setup-calculator': SetupCalculatorChange;
  }
}

let instances = 0;

/**
 * Everything a table needs to set up Defenders of Hogwarts for 2 to 5 players: a player-count
 * control, the resulting figures (House Players, the Dark Arts Player, Dark Arts pawns, how many
 * start on the Deployment Spaces and how many wait in reserve), a comparison table of every
 * player count with the chosen row marked, and the setup steps as a checklist, each citing its
 * rulebook pages. Ticks survive a change of player count.
 *
 * Inside a `<defenders-game>` it shows and sets the game's player count, unless its own `players`
 * is set, and its ticks are the game's (shared by the setup calculators in it, and undoable there).
 *
 * @summary Setup calculator: figures, comparison table and a setup checklist by player count.
 *
 * @fires {CustomEvent<SetupCalculatorChange>} defenders-change - The user picked another player count; `detail` is the new `SetupPlan`.
 *
 * @csspart base - The widget's outer box.
 * @csspart alert - The message shown for a bad `players` value.
 * @csspart players - The fieldset holding the player-count radio buttons.
 * @csspart figures - The list of the chosen count's figures.
 * @csspart table - The comparison table of every player count.
 * @csspart checklist - The list of setup steps with their check boxes.
 * @csspart note - The notes on two-player games and the first turn.
 *
 * @cssprop --defenders-accent - Top rule, chosen count, chosen table row, check boxes and links.
 * @cssprop --defenders-on-accent - Text on the accent colour.
 * @cssprop --defenders-surface - Background of the box.
 * @cssprop --defenders-border - Borders and table rules.
 * @cssprop --defenders-radius - Corner radius.
 * @cssprop --defenders-font - Font family (inherits the page's by default).
 * @cssprop --defenders-padding - Inner spacing of the box.
 * @cssprop --defenders-muted - Secondary text.
 */
export class DefendersSetupCalculator extends ChangeElement<SetupCalculatorChange> {
  static override styles = [
    hostStyles,
    widgetStyles,
    keysHintStyles,
    setupCalculatorStyles,
    citationStyles,
    printStyles,
    widgetPrintStyles,
  ];

  // useDefault: the default is not reflected, so a bare element inside a game keeps following it.
  static override properties = {
    players: { reflect: true, converter: decimalConverter, useDefault: true },
    _ownDone: { state: true },
  };

  /** The host's own count (attribute or property); undefined while unset. */
  private _ownPlayers: number | undefined;
  /** How the host's own count was written, for the message about a bad value. */
  private _entered = '';
  private _readingAttribute = false;

  /**
   * Total players at the table, 2 to 5, the Dark Arts Player included (default 4). While unset,
   * a widget inside `<defenders-game>` follows the game's count. Another value is kept as set and
   * shows a message; the widget then shows the game's count or 4.
   */
  get players(): PlayerCount {
    // A bad value set by a script is kept as set (and reported), as the attribute keeps its text.
    return (
      (this._ownPlayers as PlayerCount | undefined) ??
      this._follow._game?.state.players ??
      DEFAULT_PLAYERS
    );
  }

  set players(value: PlayerCount | undefined) {
    this._ownPlayers = value ?? undefined;
    // The setter hears the host (attribute or script), never a reflection: a count is the host's.
    if (this._ownPlayers === undefined) this._follow._release();
    else this._follow._take('players');
    const entered = enteredText(
      value,
      this._readingAttribute ? (this.getAttribute('players') ?? '') : null,
    );
    // Two different bad texts both read as NaN, which Lit sees as no change: the message must still follow.
    if (entered !== this._entered) this.requestUpdate();
    this._entered = entered;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name !== 'players') {
      super.attributeChangedCallback(name, old, value);
    } else if (value === null) {
      // Removing the attribute returns to following the game (or the default), not to a fixed 4.
      this._ownPlayers = undefined;
      this._follow._release();
      this.requestUpdate();
    } else {
      this._readingAttribute = true;
      try {
        super.attributeChangedCallback(name, old, value);
      } finally {
        this._readingAttribute = false;
      }
    }
  }

  /** The enclosing `<defenders-game>`, while inside one (each change of it updates this one). */
  private readonly _game = consumeGame(this);
  /** The game while this calculator follows its count: unless the host set `players`. */
  private readonly _follow = gameFollower(this, this._game);

  /** Ids of the setup steps ticked off outside a game (inside one, the game keeps them). */
  private _ownDone: readonly string[] = [];

  /** The ticks shown: the game's, shared by its setup calculators, else this widget's own. */
  private get _done(): readonly string[] {
    return this._game.value?.state.setupTicks ?? this._ownDone;
  }

  private readonly _locale = new LocaleController(this);
  private readonly _problems = new ProblemController(this, this._locale);
  /** The language and translations `_plan` was written in. */
  private _planTexts = '';
  private readonly _id = `dsc-${++instances}`;
  /** Made on first use, not with the element: a page's first plan costs its first rules texts. */
  private _plan?: SetupPlan;

  /** The `SetupPlan` shown (read-only). */
  get plan(): SetupPlan {
    return this._plan ?? this._newPlan(this._effectivePlayers());
  }

  /** The count in use: a valid own value, else the game's, else the default. */
  private _effectivePlayers(): PlayerCount {
    return shownPlayers(this._ownPlayers, this._follow._game?.state.players);
  }

  protected override willUpdate(): void {
    const players = this._effectivePlayers();
    this._problems.show('players', playersProblem(this._ownPlayers, this._entered, players));
    if (this._plan?.players !== players || this._planTexts !== this._locale.textsKey)
      this._newPlan(players);
  }

  /** Shows the plan for `players`, its steps in the element's language. */
  private _newPlan(players: PlayerCount): SetupPlan {
    this._planTexts = this._locale.textsKey;
    return (this._plan = setupFor(players, { locale: this._locale.locale }));
  }

  /** A message of the calculator's catalogue in its language. */
  private _text(key: keyof typeof setupCalculatorMessages, params?: Params): string {
    return this._locale.text(setupCalculatorMessages, key, params);
  }

  private _choose(event: Event): void {
    const players = Number((event.target as HTMLInputElement).value);
    if (!isPlayerCount(players) || players === this._effectivePlayers()) return;
    const game = this._follow._game;
    if (game) {
      game.setPlayers(players);
      this._newPlan(players);
      this.requestUpdate();
    } else {
      this.players = players;
      this._newPlan(players);
    }
    fireChange<SetupCalculatorChange>(this, this.plan);
  }

  /** Keeps the ticks, in the game (one change to undo, named by `label`) or here. */
  private _setDone(done: readonly string[], label: WidgetChange): void {
    if (this._game.value) this._game.value.setWidgetState('setupTicks', done, label);
    else this._ownDone = done;
  }

  private _tick(event: Event, id: string): void {
    const ticked = (event.target as HTMLInputElement).checked;
    const steps = this.plan.steps;
    const done = steps
      .filter((step) => (step.id === id ? ticked : this._done.includes(step.id)))
      .map((step) => step.id);
    this._setDone(done, stepTickLabel(steps.findIndex((step) => step.id === id) + 1, ticked));
    // The last step ticked in a game: what comes next shows, where the player looks.
    if (done.length === steps.length && this._game.value)
      void this.updateComplete.then(() => reveal(this.renderRoot.querySelector('.next-step')));
  }

  /**
   * Inside a game, once every step is ticked: whose turn comes first (the game's turn, in round
   * 1 the House Player on the Dark Arts Player's left) and a link to the game's turn checklist.
   */
  private _renderNextStep(done: boolean): TemplateResult | string {
    const game = this._game.value;
    if (!done || !game) return '';
    // The turn order (p. 10): the Houses in their seats from the left, then the Dark Arts Player.
    const { houses, turn } = game.state;
    const house = houses[turn.seat];
    const text = house
      ? this._text('setup-calculator.next.house', {
          house: houseName(house, this._locale.locale),
          round: turn.round,
        })
      : this._text('setup-calculator.next.dark-arts', { round: turn.round });
    const checklist = this.closest('defenders-game')?.querySelector('defenders-turn-checklist');
    return html`${text}${
      checklist?.id
        ? html` <a href="#${checklist.id}">${this._text('setup-calculator.next.go')}</a>`
        : nothing
    }`;
  }

  private _clearTicks(): void {
    this._setDone([], TICKS_CLEARED_LABEL);
    this.renderRoot.querySelector<HTMLInputElement>('.step input')?.focus();
  }

  override render(): TemplateResult {
    const plan = this.plan;
    const locale = this._locale.locale;
    const cite = widgetCitations(this._game.value?.state, locale);
    const id = this._id;
    const steps = plan.steps;
    const doneCount = steps.filter((step) => this._done.includes(step.id)).length;
    const firstTurn = steps.find((step) => step.id === 'first-turn');
    const twoPlayers = twoPlayerNote({ locale });
    return html`<section part="base" class="base" aria-labelledby="${id}-title">
      <h2 id="${id}-title">${this._text('setup-calculator.title', { count: plan.players })}</h2>
      ${this._problems.render()}
      <fieldset part="players">
        <legend>${this._text('setup-calculator.players-legend')}</legend>
        <div class="counts">
          ${PLAYER_COUNTS.map(
            (count) => html`<label class=${count === plan.players ? 'chosen' : ''}
              >${count}<input
                type="radio"
                name="players"
                .value=${String(count)}
                .checked=${count === plan.players}
                aria-label=${this._text('setup-calculator.players-option', { count })}
                @change=${this._choose}
            /></label>`,
          )}
        </div>
      </fieldset>

      <dl part="figures" class="figures">
        <div class="figure"><dt>${houseWord(plan, locale)}</dt><dd>${plan.housePlayers}</dd></div>
        <div class="figure"><dt>${sideName('dark-arts', locale)}</dt><dd>${plan.darkArtsPlayers}</dd></div>
        <div class="figure"><dt>${this._text('setup-calculator.pawns')}</dt><dd>${plan.pawns}</dd></div>
        <div class="figure"><dt>${this._text('setup-calculator.on-board')}</dt><dd>${plan.onBoard}</dd></div>
        <div class="figure"><dt>${this._text('setup-calculator.reserve')}</dt><dd>${plan.reserve}</dd></div>
      </dl>
      <p class="visually-hidden" aria-live="polite">${planSummary(plan, locale)}</p>
      <p class="muted">${this._text('setup-calculator.pawn-counts')}<span class="after">${cite([6])}</span></p>

      ${this._renderTable(plan.players)}

      <div part="note" class="note ${plan.players === 2 ? 'current' : ''}">
        <h3>${this._text('setup-calculator.two-player-title')}</h3>
        <p>
          ${twoPlayers.text}<span class="after">${cite(twoPlayers.pages)}</span>
        </p>
      </div>

      <div part="note" class="note">
        <h3>${this._text('setup-calculator.first-turn-title')}</h3>
        <p>
          ${firstTurn?.text ?? ''}<span class="after">${cite(firstTurn?.pages ?? [])}</span>
        </p>
      </div>

      <div class="cited">
        <h3 id="${id}-steps">${this._text('setup-calculator.checklist-title')}</h3>
        <ol part="checklist" class="steps" aria-labelledby="${id}-steps" @keydown=${onStepCitationKey}>
          ${steps.map((step, index) => {
            const done = this._done.includes(step.id);
            return html`<li class="step ${done ? 'done' : ''}">
              <input
                type="checkbox"
                id="${id}-step-${step.id}"
                .checked=${done}
                @change=${(event: Event) => this._tick(event, step.id)}
              />
              <label for="${id}-step-${step.id}"
                ><span class="visually-hidden">${`${this._text('setup-calculator.step-number', { number: index + 1 })} `}</span>${step.text}</label
              >
              <span class="cite">${cite(step.pages, '-1')}</span>
            </li>`;
          })}
        </ol>
        ${rulebookLink(this._game.value?.state.rulebookUrl) ? html`<p class="keys-hint">${stepKeysHint(this, locale)}</p>` : nothing}
      </div>
      <div class="progress">
        <p aria-live="polite">${this._text('setup-calculator.progress', { done: doneCount, count: steps.length })}</p>
        <button type="button" ?disabled=${doneCount === 0} @click=${this._clearTicks}>${this._text('setup-calculator.clear')}</button>
      </div>
      <p class="next-step" aria-live="polite">${this._renderNextStep(doneCount === steps.length)}</p>
    </section>`;
  }

  private _renderTable(chosen: PlayerCount): TemplateResult {
    return html`<table part="table">
        <caption>
          ${this._text('setup-calculator.table-caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col"><span class="label">${this._text('setup-calculator.column.total')}</span></th>
            <th scope="col"><span class="label">${this._text('setup-calculator.column.house')}</span></th>
            <th scope="col"><span class="label">${this._text('setup-calculator.column.pawns')}</span></th>
            <th scope="col"><span class="label">${this._text('setup-calculator.column.start')}</span></th>
            <th scope="col"><span class="label">${this._text('setup-calculator.column.reserve')}</span></th>
          </tr>
        </thead>
        <tbody>
          ${setupTable().map(
            (
              row,
            ) => html`<tr class=${row.players === chosen ? 'chosen' : ''} aria-current=${row.players === chosen ? 'true' : 'false'}>
              <th scope="row">${row.players}${row.players === chosen ? html`<span class="visually-hidden">${` ${this._text('setup-calculator.chosen-row')}`}</span>` : ''}</th>
              <td>${row.housePlayers}</td>
              <td>${row.pawns}</td>
              <td>${row.onBoard}</td>
              <td>${row.reserve}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="muted">${this._text('setup-calculator.table-key')}</p>`;
  }
}

DefendersSetupCalculator.addInitializer((element) => new PageSchemeController(element));
defineElement('defenders-setup-calculator', DefendersSetupCalculator);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-setup-calculator': DefendersSetupCalculator;
  }
}
