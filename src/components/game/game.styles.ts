import { css } from 'lit';

/** Styles of `<defenders-game>`, after `baseStyles`. */
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
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    padding-block-end: 0.5em;
    margin-block-end: var(--_gap);
    border-block-end: 1px solid var(--_border);
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
