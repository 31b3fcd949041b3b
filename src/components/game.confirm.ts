import { html, type TemplateResult } from 'lit';

/** What the New game confirmation says and calls. */
export interface ConfirmView {
  /** Whether a saved copy of the game exists, which a new game deletes too. */
  saved: boolean;
  cancel: () => void;
  confirm: () => void;
  onKeydown: (event: KeyboardEvent) => void;
}

/** The question asked before a new game: "Cancel" first, so it takes the focus when it opens. */
export function renderConfirm(view: ConfirmView): TemplateResult {
  const saved = view.saved ? ' The saved copy of this game is deleted too.' : '';
  return html`<div id="confirm" class="confirm" part="confirm" role="group" aria-labelledby="confirm-text"
      @keydown=${view.onKeydown}>
      <p id="confirm-text">
        Start a new game? The player count, the Houses and the Dark Arts path go back to the start.${saved}
      </p>
      <div class="actions">
        <button type="button" class="cancel" @click=${view.cancel}>Cancel</button>
        <button type="button" class="primary confirm-new" @click=${view.confirm}>Start a new game</button>
      </div>
    </div>`;
}
