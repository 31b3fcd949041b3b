import { css } from 'lit';
import {
  checkStyles,
  fieldsetStyles,
  noteStyles,
  rowStyles,
} from '../../shared/patterns.styles.js';

/** Styles of `<defenders-turn-checklist>`, after the shared sheets. */
export const turnChecklistStyles = [
  fieldsetStyles,
  checkStyles,
  rowStyles,
  noteStyles,
  css`
  fieldset {
    margin-block-end: var(--_gap);
  }

  /* Inside a game: whose turn it is, large, with the round beside it; the seating folded below. */
  .whose {
    margin-block-end: var(--_gap);
    padding: 0.5em 0.75em;
    border-inline-start: 0.3em solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
    border-radius: calc(var(--_radius) * 0.5);
  }

  .whose-line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.75em;
    margin: 0;
  }

  .whose-line strong {
    font-size: 1.2em;
  }

  .seating summary {
    cursor: pointer;
    min-height: 2.75em;
    display: flex;
    align-items: center;
    gap: 0.5em;
  }

  .seats {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.4em;
  }

  .seat-moved {
    margin: 0.5em 0 0;
    font-weight: 600;
  }

  .seat-moved:empty {
    display: none;
  }

  .seats label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25em 0.75em;
  }

  .choices {
    display: grid;
    gap: 0.5em;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 9em), 1fr));
  }

  .choice {
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 0.15em;
    min-height: 3em;
    padding: 0.55em 0.75em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
    position: relative;
  }

  .choice .name {
    display: flex;
    align-items: center;
    gap: 0.55em;
    font-weight: 600;
  }

  /* stylelint-disable plugin/no-unsupported-browser-features -- Firefox 115-120 lack :has(); the radio shows it all */
  .choice:has(input:checked) {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 2px var(--_accent);
    background: color-mix(in srgb, var(--_accent) 12%, transparent);
  }

  .choice:has(input:focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  .choice:has(input:disabled) {
    cursor: not-allowed;
    border-style: dashed;
  }
  /* stylelint-enable */

  .choice .reason {
    font-size: 0.9em;
  }

  .situation {
    display: grid;
    gap: 0.25em;
    margin-block-end: var(--_gap);
  }

  .check {
    padding: 0.45em 0.25em;
  }

  .check input {
    margin-block-start: 0.2em;
  }

  .steps h3 {
    margin-block-start: var(--_gap);
    padding-block-end: 0.2em;
    border-block-end: 1px solid var(--_border);
  }

  .steps ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  .steps li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 0.5em;
    border-block-end: 1px solid var(--_border);
  }

  .steps li .check {
    flex: 1 1 14em;
    min-width: 0;
  }

  /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- the tick shows it */
  .steps li:has(input:checked) .text {
    text-decoration: line-through;
    text-decoration-color: var(--_accent);
    color: var(--_muted);
  }

  .progress {
    margin-block-start: 0.5em;
  }

  .marker-hint,
  .marker-note {
    flex: 1 0 100%;
    margin: 0 0 0.5em;
    font-size: 0.9em;
  }

  .marker-note {
    padding: 0.5em 0.75em;
    border-inline-start: 3px solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
  }

  .row button {
    flex: 1 1 12em;
  }

  .status:empty {
    display: none;
  }

  .status {
    margin-block: var(--_gap) 0;
    margin-inline: 0;
    font-weight: 600;
  }

  @media print {
    .progress,
    .marker-note,
    .row,
    .status {
      display: none;
    }

    .choice {
      min-height: 0;
    }

    /* A step citing the same pages as the next: visually hidden on screen, printed. */
    .cite-again.visually-hidden {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
    }

    .steps li input {
      appearance: none;
      width: 1.15em;
      height: 1.15em;
      border: 1px solid currentColor;
      border-radius: 0.2em;
    }

    /* stylelint-disable plugin/no-unsupported-browser-features -- without :has() every choice prints with its radio */
    @supports selector(:has(*)) {
      .choices:has(input:checked) .choice:not(:has(input:checked)),
      .situation .check:not(:has(input:checked)),
      .choice input,
      .situation input {
        display: none;
      }

      .steps li:has(input:checked) .text {
        color: inherit;
        text-decoration: none;
      }
    }
    /* stylelint-enable */

    .note {
      break-inside: avoid;
    }
  }
`,
];
