import { LitElement, css, html, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { isPlayerCount, PLAYER_COUNTS, setupFor, setupTable, TWO_PLAYER_NOTE } from '../rules/index.js';
import type { PlayerCount, SetupPlan } from '../rules/index.js';
import { baseStyles } from '../shared/styles.js';
import { defineElement } from '../shared/define.js';
import { ProblemController } from '../shared/problems.js';
import { fireChange } from '../shared/events.js';
import { decimalConverter } from '../shared/attributes.js';
import { gameContext, type GameContextValue } from '../shared/context.js';
import './rule-ref.js';

const DEFAULT_PLAYERS: PlayerCount = 4;

let instances = 0;

/**
 * Everything a table needs to set up Defenders of Hogwarts for 2 to 5 players: a player-count
 * control, the resulting figures (House Players, the Dark Arts Player, Dark Arts pawns, how many
 * start on the Deployment Spaces and how many wait in reserve), a comparison table of every
 * player count with the chosen row marked, and the setup steps as a checklist, each citing its
 * rulebook pages. Ticks survive a change of player count.
 *
 * Inside a `<defenders-game>` it shows and sets the game's player count, unless its own `players`
 * is set.
 *
 * @summary Setup calculator: figures, comparison table and a setup checklist by player count.
 *
 * @fires {CustomEvent<SetupPlan>} defenders-change - The user picked another player count; `detail` is the new `SetupPlan`.
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
export class DefendersSetupCalculator extends LitElement {
  static override styles = [
    baseStyles,
    css`
      .base {
        display: grid;
        gap: var(--_gap);
      }

      h2,
      h3,
      p {
        margin: 0;
      }

      fieldset {
        border: 0;
        margin: 0;
        padding: 0;
        min-width: 0;
      }

      legend {
        font-weight: 600;
        padding: 0;
        margin-bottom: 0.35rem;
      }

      .counts {
        display: grid;
        grid-template-columns: repeat(4, minmax(0, 1fr));
        gap: 0.4rem;
      }

      .counts label {
        position: relative;
        display: flex;
        align-items: center;
        justify-content: center;
        min-height: 2.75rem;
        border: 1px solid var(--_accent);
        border-radius: calc(var(--_radius) * 0.75);
        cursor: pointer;
        font-weight: 600;
        font-size: 1.1em;
      }

      .counts input {
        position: absolute;
        opacity: 0;
        inset: 0;
        width: 100%;
        height: 100%;
        margin: 0;
        cursor: pointer;
      }

      /* The label shows the hidden radio's state: a class, as Firefox 115-120 lack :has(). */
      .counts label.chosen {
        background: var(--_accent);
        color: var(--_on-accent);
      }

      /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- @supports below */
      .counts label:has(input:focus-visible) {
        outline: 3px solid var(--_focus);
        outline-offset: 2px;
      }

      @supports not selector(:has(*)) {
        .counts label:focus-within {
          outline: 3px solid var(--_focus);
          outline-offset: 2px;
        }
      }

      .figures {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
        gap: 0.5rem;
        margin: 0;
      }

      .figure {
        border: 1px solid var(--_border);
        border-left: 4px solid var(--_accent);
        border-radius: calc(var(--_radius) * 0.75);
        padding: 0.4rem 0.6rem;
        display: flex;
        flex-direction: column;
      }

      .figure dd {
        order: -1;
      }

      .figure dt {
        font-size: 0.9em;
        color: var(--_muted);
      }

      .figure dd {
        margin: 0;
        font-size: 1.9em;
        font-weight: 700;
        line-height: 1.1;
        font-variant-numeric: tabular-nums;
      }

      /* The table shrinks with its columns instead of scrolling: a scrolling box would need its own
         tab stop to be reachable by keyboard. Automatic layout gives each column its words' width
         while they fit (280 px), and headers break only when a large font leaves no other way. */
      table {
        border-collapse: collapse;
        table-layout: auto;
        width: 100%;
        font-variant-numeric: tabular-nums;
        font-size: 0.88em;
      }

      caption {
        text-align: start;
        font-weight: 600;
        padding-bottom: 0.3rem;
      }

      th,
      td {
        padding: 0.3rem 0.15rem;
        border-bottom: 1px solid var(--_border);
        text-align: center;
      }

      thead th {
        font-weight: 600;
        vertical-align: bottom;
        overflow-wrap: anywhere;
        hyphens: auto;
      }

      tbody th {
        text-align: start;
        padding-inline-start: 0.5rem;
      }

      tr.chosen {
        background: color-mix(in srgb, var(--_accent) 16%, transparent);
        box-shadow: inset 4px 0 0 var(--_accent);
        font-weight: 700;
      }

      .steps {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.5rem;
      }

      .step {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.25rem 0.6rem;
        align-items: start;
      }

      .step input {
        margin: 0.15rem 0 0;
        width: 1.5rem;
        height: 1.5rem;
      }

      .step label {
        cursor: pointer;
      }

      .step.done label {
        color: var(--_muted);
        text-decoration: line-through;
        text-decoration-color: color-mix(in srgb, currentColor 50%, transparent);
      }

      .step .cite {
        grid-column: 2;
        font-size: 0.9em;
      }

      .progress {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.5rem;
      }

      .note {
        border-left: 4px solid var(--_accent);
        padding: 0.4rem 0.7rem;
        background: color-mix(in srgb, var(--_accent) 7%, transparent);
        border-radius: 0 calc(var(--_radius) * 0.75) calc(var(--_radius) * 0.75) 0;
      }

      .note.current {
        background: color-mix(in srgb, var(--_accent) 16%, transparent);
      }

      /* A margin, not a space: minified templates may drop white space next to a binding. */
      .after {
        margin-inline-start: 0.35em;
      }

      .note h3 {
        margin-bottom: 0.2rem;
      }
    `,
  ];

  /** The host's own count (attribute or property); undefined while unset. */
  private _ownPlayers: number | undefined;
  /** How the host's own count was written, for the message about a bad value. */
  private _entered = '';
  private _readingAttribute = false;

  /**
   * Total players at the table, 2 to 5, the Dark Arts Player included (default 4). While unset,
   * a widget inside `<defenders-game>` follows the game's count.
   */
  // useDefault: the default is not reflected, so a bare element inside a game keeps following it.
  @property({ reflect: true, converter: decimalConverter, useDefault: true })
  get players(): number {
    return this._ownPlayers ?? this._game?.state.players ?? DEFAULT_PLAYERS;
  }

  set players(value: number | undefined) {
    this._ownPlayers = value ?? undefined;
    const entered = this._readingAttribute
      ? JSON.stringify((this.getAttribute('players') ?? '').slice(0, 40))
      : String(value).slice(0, 40);
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

  @consume({ context: gameContext, subscribe: true })
  @state()
  private _game?: GameContextValue;

  /** Ids of the setup steps ticked off; kept across re-renders and player-count changes. */
  @state() private _done = new Set<string>();

  private readonly problems = new ProblemController(this);
  private readonly _id = `dsc-${++instances}`;
  private _plan: SetupPlan = setupFor(DEFAULT_PLAYERS);

  /** The `SetupPlan` shown (read-only). */
  get plan(): SetupPlan {
    return this._plan;
  }

  /** The count in use: a valid own value, else the game's, else the default. */
  private _effectivePlayers(): PlayerCount {
    const own = this._ownPlayers;
    if (own !== undefined && isPlayerCount(own)) return own;
    return this._game?.state.players ?? DEFAULT_PLAYERS;
  }

  protected override willUpdate(): void {
    const own = this._ownPlayers;
    if (own === undefined || isPlayerCount(own)) {
      this.problems.clear('players');
    } else {
      this.problems.report(
        'players',
        `players must be a whole number from 2 to 5; got ${this._entered}. Showing ${this._effectivePlayers()} players.`,
      );
    }
    const players = this._effectivePlayers();
    if (this._plan.players !== players) this._plan = setupFor(players);
  }

  private _choose(event: Event): void {
    const players = Number((event.target as HTMLInputElement).value);
    if (!isPlayerCount(players) || players === this._effectivePlayers()) return;
    if (this._game && this._ownPlayers === undefined) {
      this._game.setPlayers(players);
      this._plan = setupFor(players);
      this.requestUpdate();
    } else {
      this.players = players;
      this._plan = setupFor(players);
    }
    fireChange(this, this._plan);
  }

  private _tick(event: Event, id: string): void {
    const done = new Set(this._done);
    if ((event.target as HTMLInputElement).checked) done.add(id);
    else done.delete(id);
    this._done = done;
  }

  private _clearTicks(): void {
    this._done = new Set();
    this.renderRoot.querySelector<HTMLInputElement>('.step input')?.focus();
  }

  override render(): TemplateResult {
    const plan = this._plan;
    const id = this._id;
    const steps = plan.steps;
    const doneCount = steps.filter((step) => this._done.has(step.id)).length;
    const firstTurn = steps.find((step) => step.id === 'first-turn');
    const houseWord = plan.housePlayers === 1 ? 'House Player' : 'House Players';
    return html`<section part="base" class="base" aria-labelledby="${id}-title">
      <h2 id="${id}-title">Setup for ${plan.players} players</h2>
      ${this.problems.render()}
      <fieldset part="players">
        <legend>Players at the table (Dark Arts Player included)</legend>
        <div class="counts">
          ${PLAYER_COUNTS.map(
            (count) => html`<label class=${count === plan.players ? 'chosen' : ''}
              >${count}<input
                type="radio"
                name="players"
                .value=${String(count)}
                .checked=${count === plan.players}
                aria-label="${count} players"
                @change=${this._choose}
            /></label>`,
          )}
        </div>
      </fieldset>

      <dl part="figures" class="figures">
        <div class="figure"><dt>${houseWord}</dt><dd>${plan.housePlayers}</dd></div>
        <div class="figure"><dt>Dark Arts Player</dt><dd>${plan.darkArtsPlayers}</dd></div>
        <div class="figure"><dt>Dark Arts pawns</dt><dd>${plan.pawns}</dd></div>
        <div class="figure"><dt>On the Deployment Spaces</dt><dd>${plan.onBoard}</dd></div>
        <div class="figure"><dt>In reserve</dt><dd>${plan.reserve}</dd></div>
      </dl>
      <p class="visually-hidden" aria-live="polite">
        ${plan.players} players: ${plan.housePlayers} ${houseWord}, ${plan.darkArtsPlayers} Dark Arts Player with
        ${plan.pawns} pawns, ${plan.onBoard} on the Deployment Spaces and ${plan.reserve} in reserve.
      </p>
      <p class="muted">Pawn counts:<span class="after"><defenders-rule-ref pages="6"></defenders-rule-ref></span></p>

      ${this._renderTable(plan.players)}

      <div part="note" class="note ${plan.players === 2 ? 'current' : ''}">
        <h3>Playing with two</h3>
        <p>
          ${TWO_PLAYER_NOTE.text}<span class="after"
            ><defenders-rule-ref pages=${TWO_PLAYER_NOTE.pages.join(',')}></defenders-rule-ref
          ></span>
        </p>
      </div>

      <div part="note" class="note">
        <h3>Who goes first</h3>
        <p>
          ${firstTurn?.text ?? ''}<span class="after"
            ><defenders-rule-ref pages=${(firstTurn?.pages ?? []).join(',')}></defenders-rule-ref
          ></span>
        </p>
      </div>

      <div>
        <h3 id="${id}-steps">Setup checklist</h3>
        <ol part="checklist" class="steps" aria-labelledby="${id}-steps">
          ${steps.map((step, index) => {
            const done = this._done.has(step.id);
            return html`<li class="step ${done ? 'done' : ''}">
              <input
                type="checkbox"
                id="${id}-step-${step.id}"
                .checked=${done}
                @change=${(event: Event) => this._tick(event, step.id)}
              />
              <label for="${id}-step-${step.id}"
                ><span class="visually-hidden">${`Step ${index + 1}: `}</span>${step.text}</label
              >
              <span class="cite"><defenders-rule-ref pages=${step.pages.join(',')}></defenders-rule-ref></span>
            </li>`;
          })}
        </ol>
      </div>
      <div class="progress">
        <p aria-live="polite">${doneCount} of ${steps.length} steps done</p>
        <button type="button" ?disabled=${doneCount === 0} @click=${this._clearTicks}>Clear ticks</button>
      </div>
    </section>`;
  }

  private _renderTable(chosen: PlayerCount): TemplateResult {
    return html`<table part="table">
        <caption>
          Every player count (always one Dark Arts Player)
        </caption>
        <thead>
          <tr>
            <th scope="col">Total</th>
            <th scope="col">House</th>
            <th scope="col">Pawns</th>
            <th scope="col">Start</th>
            <th scope="col">Reserve</th>
          </tr>
        </thead>
        <tbody>
          ${setupTable().map(
            (row) => html`<tr class=${row.players === chosen ? 'chosen' : ''} aria-current=${row.players === chosen ? 'true' : 'false'}>
              <th scope="row">${row.players}${row.players === chosen ? html`<span class="visually-hidden">${' (chosen)'}</span>` : ''}</th>
              <td>${row.housePlayers}</td>
              <td>${row.pawns}</td>
              <td>${row.onBoard}</td>
              <td>${row.reserve}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="muted">
        Total: everyone at the table. House: House Players. Pawns: the Dark Arts Player's pawns. Start: those on
        the Deployment Spaces at the start. Reserve: the rest.
      </p>`;
  }
}

defineElement('defenders-setup-calculator', DefendersSetupCalculator);

declare global {
  interface HTMLElementTagNameMap {
    'defenders-setup-calculator': DefendersSetupCalculator;
  }
}
