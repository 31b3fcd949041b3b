import { css } from 'lit';
import { fieldsetStyles, noteStyles, rowStyles } from '../../shared/patterns.styles.js';

/** Styles of `<defenders-path-tracker>`, after the shared sheets. */
export const pathTrackerStyles = [
  fieldsetStyles,
  rowStyles,
  noteStyles,
  css`
  .summary {
    margin-bottom: var(--_gap);
    font-weight: 600;
  }

  /* Zones and spaces are flex rows: they follow the writing direction, right to left in RTL. */
  .zones {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin: 0 0 var(--_gap);
    min-width: 0;
  }

  .zone {
    flex: 1 1 auto;
    min-width: 0;
    max-width: 100%;
    padding: 0.35em 0.5em 0.5em;
    border: 1px solid var(--_border);
    border-inline-start-width: 6px;
    border-radius: calc(var(--_radius) * 0.75);
  }

  .zone-white {
    border-inline-start-color: var(--_zone-white);
  }

  .zone-orange {
    border-inline-start-color: var(--_zone-orange);
  }

  .zone-red {
    border-inline-start-color: var(--_zone-red);
  }

  .zone h3 {
    font-size: 0.9em;
    margin: 0 0 0.3em;
  }

  .spaces {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3em;
    list-style: none;
    margin: 0;
    /* room for the marker's rings */
    padding: 0.45em;
  }

  .space {
    position: relative;
    display: grid;
    place-items: center;
    /* 2.4em, 2.4em and 0.4em of the host's text, in this box's 0.85em text */
    width: 2.82em;
    height: 2.82em;
    border-radius: 0.47em;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    font-size: 0.85em;
    font-weight: 600;
    line-height: 1;
    text-align: center;
  }

  .space.white {
    background: var(--_zone-white);
    color: var(--defenders-zone-white-text, #1b1b1b);
  }

  .space.orange {
    background: var(--_zone-orange);
    color: var(--defenders-zone-orange-text, #1b1b1b);
  }

  .space.red {
    background: var(--_zone-red);
    color: var(--defenders-zone-red-text, #fff);
  }

  .space .symbol {
    font-size: 0.8em;
  }

  .space.event {
    border-style: double;
    border-width: 3px;
  }

  /* The marker: a double ring, dark inside and light outside, 3px each. On every zone colour and
     in front of any widget background one of the two stands out at least 3:1. */
  .space.current {
    z-index: 1;
    outline: 3px solid #1b1b1b;
    outline-offset: 0;
    box-shadow: 0 0 0 6px #fff;
  }

  .space.current::after {
    content: '';
    position: absolute;
    bottom: -0.65em;
    /* centred under the space in either writing direction */
    inset-inline: 0;
    width: 0;
    margin-inline: auto;
    border: 0.41em solid transparent;
    border-top-color: var(--_accent);
    border-bottom: 0;
  }

  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 1em;
    font-size: 0.9em;
    margin: -0.25em 0 var(--_gap);
  }

  .facts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 13em), 1fr));
    gap: 0.5em var(--_gap);
    margin: 0 0 var(--_gap);
  }

  .facts > div {
    min-width: 0;
  }

  .facts h3 {
    font-size: 0.95em;
    margin-bottom: 0.25em;
  }

  .facts ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  .facts li {
    display: flex;
    align-items: center;
    gap: 0.4em;
  }

  .swatch {
    flex: none;
    display: inline-block;
    width: 0.9em;
    height: 0.9em;
    border-radius: 50%;
    border: 2px solid color-mix(in srgb, currentColor 60%, transparent);
  }

  .swatch.white {
    background: var(--_zone-white);
  }

  .swatch.orange {
    background: var(--_zone-orange);
  }

  .swatch.red {
    background: var(--_zone-red);
  }

  .swatch.empty {
    background: transparent;
    border-style: dashed;
  }

  .panel {
    margin: 0 0 var(--_gap);
    padding: 0.75em;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
  }

  .panel ol {
    margin: 0 0 0.5em;
    padding-inline-start: 1.4em;
  }

  .panel p:last-child {
    margin-bottom: 0;
  }

  .row {
    align-items: flex-start;
    margin-bottom: 0.5em;
  }

  .row > * {
    flex: 1 1 12em;
    min-width: 0;
  }

  .choice {
    display: flex;
    flex-direction: column;
    gap: 0.2em;
  }

  .reason {
    font-size: 0.9em;
  }

  .causes {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    margin: 0 0 0.5em;
    padding: 0.5em 0.75em 0.75em;
    min-width: 0;
  }

  .causes legend {
    padding: 0 0.25em;
    margin-bottom: 0;
  }

  .causes .row {
    margin: 0.25em 0 0;
  }

  /* The cause options open between Advance and Undo (their Tab order), on a line of their own. */
  .row > .causes {
    flex-basis: 100%;
    margin: 0;
  }

  .controls {
    margin-bottom: var(--_gap);
  }

  details.history {
    border-top: 1px solid var(--_border);
    padding-top: 0.5em;
  }

  details.history summary {
    cursor: pointer;
    min-height: 2.75em;
    display: flex;
    align-items: center;
    gap: 0.5em;
    font-weight: 600;
  }

  details.history ol {
    margin: 0 0 0.5em;
    padding-inline-start: 1.6em;
  }

  .status {
    margin: 0 0 var(--_gap);
    padding: 0.4em 0.75em;
    border-inline-start: 4px solid var(--_accent);
  }

  .status:empty {
    display: none;
  }

  @media print {
    .controls,
    .status,
    .swatch {
      display: none;
    }

    .space.white,
    .space.orange,
    .space.red {
      color: inherit;
    }

    .zone,
    .panel,
    .facts > div {
      break-inside: avoid;
    }
  }
`,
];
