import { css } from 'lit';
import { checkStyles, fieldsetStyles } from '../../shared/patterns.styles.js';

/** The victory checker's own styles (after the shared sheets). */
export const victoryCheckerStyles = [
  fieldsetStyles,
  checkStyles,
  css`
  :host {
    container-type: inline-size;
  }

  .layout {
    display: grid;
    /* One column that may shrink below its content's widest word, as a phone needs. */
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_gap);
  }

  /*
   * The verdict comes first in reading and Tab order, and stays in view while the form scrolls
   * under it: at the top of the screen on a phone (while its explanations are folded), beside the
   * form on a wide screen. A sticky box needs a solid background: the page's, as the scheme gives
   * it (Canvas), unless the page sets its own.
   */
  .verdict {
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
    border: 1px solid var(--_border);
    border-inline-start: 0.4em solid var(--_accent);
    border-radius: var(--_radius);
    padding: 0.5em 0.75em;
    background-color: var(--defenders-page-background, Canvas);
    background-image: linear-gradient(
      color-mix(in srgb, var(--_accent) 8%, transparent),
      color-mix(in srgb, var(--_accent) 8%, transparent)
    );
  }

  /* On a phone, the unfolded reasons would fill the screen: the verdict then scrolls with them. */
  @container not (min-width: 40em) {
    /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- without :has() it stays sticky */
    .verdict:has(details[open]) {
      position: static;
    }
  }

  @container (min-width: 40em) {
    .layout {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      align-items: start;
    }
    .verdict {
      grid-column: 2;
      grid-row: 1;
      position: sticky;
      inset-block-start: 0.5em;
    }
    form {
      grid-column: 1;
      grid-row: 1;
    }
  }

  .verdict details.why {
    margin-top: 0.25em;
    border: 0;
    padding: 0;
  }

  .verdict[data-outcome='error'] {
    border-inline-start-color: var(--_danger);
    background: color-mix(in srgb, var(--_danger) 8%, transparent);
  }

  .outcome {
    font-size: var(--defenders-verdict-size, 1.75em);
    font-weight: 700;
    line-height: 1.15;
    /* Half a line of the host's text below the large headline. */
    margin: 0 0 0.3em;
  }

  .verdict ul {
    margin: 0 0 0.5em;
    padding-inline-start: 1.2em;
  }

  .verdict li {
    margin-bottom: 0.25em;
  }

  .verdict h3 {
    font-size: 1em;
    margin: 0.5em 0 0.25em;
  }

  form {
    display: grid;
    gap: var(--_gap);
    min-width: 0;
  }

  fieldset {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.5em 0.6em 0.75em;
  }

  legend {
    font-weight: 700;
    padding: 0 0.25em;
    margin-bottom: 0;
  }

  .houses {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25em;
  }

  .house {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0 0.5em;
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
    align-items: center;
    gap: 0.5em;
  }

  .stepper {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
  }

  .stepper-label {
    flex: 1 1 8em;
  }

  .stepper-controls {
    display: inline-flex;
    align-items: center;
    gap: 0.25em;
  }

  .stepper button {
    min-width: 2.75em;
    padding: 0.25em 0.5em;
    font-weight: 700;
  }

  /* Dimmed by colour, not opacity: opacity would fade the focus ring too, and focus stays here at a bound. */
  .stepper button[aria-disabled='true'] {
    cursor: not-allowed;
    color: color-mix(in srgb, currentColor 50%, transparent);
    border-color: color-mix(in srgb, var(--_accent) 40%, transparent);
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
    margin: 0.25em 0 0;
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
    padding: 0 0.75em;
  }

  details[open] {
    padding-bottom: 0.75em;
  }

  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 2.75em;
    display: flex;
    align-items: center;
    gap: 0.5em;
  }

  .shield-answer {
    margin-top: 0.5em;
    padding: 0.5em 0.75em;
    border-inline-start: 0.3em solid var(--_accent);
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
    border-radius: calc(var(--_radius) * 0.5);
  }

  .shield-answer strong {
    font-size: 1.15em;
  }

  .shield-answer ul {
    margin: 0.25em 0;
    padding-inline-start: 1.2em;
  }

  .alert p {
    margin: 0 0 0.25em;
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
    gap: 0.3em 0.8em;
    margin: 0;
  }

  .game-note p {
    margin: 0;
    flex: 1 1 13em;
  }

  @media print {
    .game-note button {
      display: none;
    }

    .verdict {
      position: static;
    }

    .check {
      min-height: 0;
    }

    .verdict,
    .shield-answer {
      break-inside: avoid;
    }
  }
`,
];
