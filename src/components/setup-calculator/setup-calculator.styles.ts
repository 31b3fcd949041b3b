import { css } from 'lit';
import { fieldsetStyles, noteStyles } from '../../shared/patterns.styles.js';

/** The setup calculator's own styles (after the shared sheets). */
export const setupCalculatorStyles = [
  fieldsetStyles,
  noteStyles,
  css`
  .base {
    display: grid;
    gap: var(--_gap);
    container: setup / inline-size;
  }

  h2,
  h3,
  p {
    margin: 0;
  }

  legend {
    margin-bottom: 0.35em;
  }

  .counts {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.4em;
  }

  .counts label {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    /* 2.75em of the host's text, in this label's larger text. */
    min-height: 2.5em;
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

  /* Boxes share a row while they fit, each at least as wide as its longest word (a flex item's
     automatic minimum), so "Aufstellungsfeldern" or "Deployment" never breaks inside. */
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin: 0;
  }

  .figure {
    flex: 1 1 6.5em;
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_accent);
    border-radius: calc(var(--_radius) * 0.75);
    padding: 0.4em 0.6em;
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
    padding-bottom: 0.34em;
  }

  th,
  td {
    /* In the table's 0.88em text: 0.3em by 0.15em of the host's. */
    padding: 0.34em 0.17em;
    border-bottom: 1px solid var(--_border);
    text-align: center;
  }

  thead th {
    font-weight: 600;
    vertical-align: bottom;
  }

  /* Where the five headers' words cannot stand side by side (a theme column, a large font, a
     long translation), the headers turn to read upwards, so that every word stays whole. */
  @container setup (max-width: 20em) {
    thead .label {
      display: inline-block;
      writing-mode: vertical-rl;
      transform: rotate(180deg);
      text-align: start;
      max-height: 9em;
    }
  }

  tbody th {
    text-align: start;
    padding-inline-start: 0.57em;
  }

  tr.chosen {
    background: color-mix(in srgb, var(--_accent) 16%, transparent);
    box-shadow: inset 4px 0 0 var(--_accent);
    font-weight: 700;
  }

  /* The row's rule stands at the start of the line, on the right in right-to-left text. */
  /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- engines without :dir() keep it on the left */
  tr.chosen:dir(rtl) {
    box-shadow: inset -4px 0 0 var(--_accent);
  }

  .steps {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5em;
  }

  .step {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25em 0.6em;
    align-items: start;
  }

  .step input {
    margin: 0.15em 0 0;
    width: 1.5em;
    height: 1.5em;
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
    gap: 0.5em;
  }

  .next-step {
    margin: var(--_gap) 0 0;
    font-weight: 600;
  }

  /* Whole on one line, so a tap on it lands on it. */
  .next-step a {
    display: inline-block;
  }

  .next-step:empty {
    display: none;
  }

  .note {
    margin: 0;
    padding: 0.4em 0.7em;
    background: color-mix(in srgb, var(--_accent) 7%, transparent);
    border-radius: 0;
    border-start-end-radius: calc(var(--_radius) * 0.75);
    border-end-end-radius: calc(var(--_radius) * 0.75);
  }

  .note.current {
    background: color-mix(in srgb, var(--_accent) 16%, transparent);
  }

  /*
   * A margin, not a space: minified templates may drop white space next to a binding. An inline
   * block, so that the line may break before the citation (a citation does not break inside).
   */
  .after {
    display: inline-block;
    margin-inline-start: 0.35em;
  }

  .note h3 {
    margin-bottom: 0.2em;
  }

  @media print {
    fieldset,
    .progress,
    .next-step {
      display: none;
    }

    .step input {
      appearance: none;
      border: 1px solid currentColor;
      border-radius: 0.2em;
    }

    .step.done label {
      color: inherit;
      text-decoration: none;
    }

    tr.chosen > * {
      border-block: 2px solid currentColor;
    }

    .figure,
    .note {
      break-inside: avoid;
    }
  }
`,
];
