import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { TemplateResult } from 'lit';
import type { LocaleController } from '../../shared/locale.js';
import { gameMessages } from './game.messages.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * The New game button and the question asked before a new game. "Cancel" comes first, so it takes
 * the focus when the question opens; Escape (on the question or on its trigger) and Cancel close
 * it and give the focus back to New game. `confirm` starts the game and is then closed the same way.
 */
export class NewGameConfirmController implements ReactiveController {
  open = false;

  constructor(
    private readonly _host: Host,
    private readonly _locale: LocaleController,
    private readonly _confirm: () => void,
  ) {
    _host.addController(this);
  }

  /** Nothing to do on connecting: declared (no code) so that the class types as a controller. */
  declare hostConnected?: () => void;

  private _text(key: keyof typeof gameMessages): string {
    return this._locale.text(gameMessages, key);
  }

  private _find(selector: string): HTMLButtonElement | null {
    return this._host.shadowRoot?.querySelector<HTMLButtonElement>(selector) ?? null;
  }

  private async _show(): Promise<void> {
    this.open = true;
    this._host.requestUpdate();
    await this._host.updateComplete;
    this._find('.cancel')?.focus();
  }

  async close(): Promise<void> {
    this.open = false;
    this._host.requestUpdate();
    await this._host.updateComplete;
    this._find('.new-game')?.focus();
  }

  readonly onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.open) return;
    event.stopPropagation();
    void this.close();
  };

  /** The New game button; `onOpen` runs as the question opens (the game clears its status). */
  renderButton(onOpen: () => void): TemplateResult {
    return html`<button type="button" part="new-game" class="new-game" aria-expanded=${this.open ? 'true' : 'false'}
      aria-controls=${this.open ? 'confirm' : nothing}
      @click=${() => {
        onOpen();
        void this._show();
      }}>${this._text('game.new-game')}</button>`;
  }

  renderQuestion(): TemplateResult | typeof nothing {
    if (!this.open) return nothing;
    return html`<div id="confirm" class="confirm" part="confirm" role="group" aria-labelledby="confirm-text"
      @keydown=${this.onKeydown}>
      <p id="confirm-text">${this._text('game.new-game.question')}</p>
      <div class="actions">
        <button type="button" class="cancel" @click=${() => void this.close()}>${this._text('game.new-game.cancel')}</button>
        <button type="button" class="primary confirm-new" @click=${() => {
          this._confirm();
          void this.close();
        }}>${this._text('game.new-game.confirm')}</button>
      </div>
    </div>`;
  }
}
