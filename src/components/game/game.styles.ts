import { css } from 'lit';

/** Styles of `<defenders-game>`, after the shared sheets. */
export const gameStyles = css`
  /* The guide's own content is slotted inside the game: leave its font and spacing to the page. */
  :host {
    font-family: inherit;
    line-height: inherit;
  }
  .toolbar,
  .confirm,
  .link,
  .alert {
    font-family: var(--defenders-font, inherit);
    line-height: 1.5;
  }
  /*
   * The toolbar stays at the top of the screen while the game scrolls under it (within the game
   * only), on a solid background of the page's scheme; --defenders-toolbar-position: static turns
   * that off. The toolbar controller keeps the keyboard focus from hiding under it.
   */
  .toolbar {
    position: var(--defenders-toolbar-position, sticky);
    inset-block-start: 0;
    z-index: 2;
    background: var(--defenders-toolbar-background, Canvas);
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    padding-block: 0.5em;
    margin-block-end: var(--_gap);
    border-block-end: 1px solid var(--_border);
  }
  /* Undo names the change it takes back, on one line: cut short where the row is narrow. */
  .undo {
    flex: 0 1 auto;
    min-width: 0;
    max-inline-size: 24em;
  }
  .undo-label {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  @media (max-width: 32em) {
    .toolbar {
      gap: 0.375em;
      padding-block: 0.375em;
    }
    .undo {
      max-inline-size: 13em;
    }
  }
  .jump {
    flex: 1 1 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 0.25em;
  }
  .jump ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .jump a {
    display: inline-block;
    padding: 0.125em 0.375em;
    min-block-size: 1.75em;
    border-radius: calc(var(--_radius) * 0.5);
  }
  .jump .dot {
    color: var(--_muted);
  }
  .status {
    margin: 0;
    flex: 1 1 10em;
    min-width: 0;
  }
  /* A live region stays in the page to be announced; while empty it takes no room in the row. */
  .storage-note {
    margin: 0;
    flex: 1 1 100%;
    font-weight: 600;
  }
  .storage-note:empty {
    position: absolute;
  }
  .confirm {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--_radius);
    padding: 0.75em;
    margin-block-end: var(--_gap);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  .link {
    display: grid;
    gap: 0.25em;
    margin-block-end: var(--_gap);
  }
  .link input {
    width: 100%;
  }
  .keep-awake {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.5em;
    flex: 1 1 16em;
    min-width: 0;
  }
  .keep-awake-note {
    flex: 1 1 10em;
    min-width: 0;
  }
  .keep-awake-note:empty {
    display: none;
  }
  @media print {
    .toolbar,
    .confirm,
    .link {
      display: none;
    }
  }
`;
