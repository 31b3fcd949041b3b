import { css } from 'lit';

/*
 * The styles the elements share, in sheets a bundle keeps only when one of its elements lists
 * them (the bundler takes `css` for a pure call, rollup.config.mjs): an element's `static styles`
 * name the sheets it draws on, in the order below, then its own. Two rules of equal specificity
 * that could meet on one element keep the order they had in the one sheet these came from.
 */

/**
 * Styles every element shares, the rule reference included, with the colours it draws in. Colours
 * derive from the inherited text colour where possible, so a widget looks at home on light and
 * dark pages alike; every knob is a `--defenders-*` custom property with its fallback at the point
 * of use.
 *
 * The light-scheme colours come first and plain: an engine without light-dark() (before Safari
 * 17.5, Chrome 123, Firefox 120) keeps them, whereas a custom property holding light-dark() would
 * make every colour built from it invalid there. The `@supports` block adds the dark variants.
 */
export const hostStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    max-width: 100%;
    font-family: var(--defenders-font, inherit);
    color: inherit;
    line-height: 1.5;
    --_accent: var(--defenders-accent, #7a2e2e);
    --_focus: var(--defenders-focus, var(--_accent));
    --_danger: var(--defenders-danger, #a4161a);
  }

  @supports (color: light-dark(#000, #fff)) {
    :host {
      --_accent: var(--defenders-accent, light-dark(#7a2e2e, #f0a8a0));
      --_danger: var(--defenders-danger, light-dark(#a4161a, #ff8a80));
    }
  }

  :host([hidden]) {
    display: none;
  }

  /* A dark page that sets no color-scheme (PageSchemeController): the widget takes the dark one. */
  @media screen {
    .dark-page {
      color-scheme: dark;
    }
  }

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  .alert {
    border-inline-start: 4px solid var(--_danger);
    padding: 0.4em 0.75em;
    margin: 0 0 0.75em;
    background: color-mix(in srgb, var(--_danger) 10%, transparent);
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * What every widget draws on, after `hostStyles`: the rest of its colours and measures (their
 * light and dark values as there), its card (the `base` part), headings, text, buttons, fields,
 * check boxes and radio buttons, links and muted text.
 */
export const widgetStyles = css`
  :host {
    --_on-accent: var(--defenders-on-accent, #fff);
    --_surface: var(--defenders-surface, color-mix(in srgb, currentColor 4%, transparent));
    --_border: var(--defenders-border, color-mix(in srgb, currentColor 22%, transparent));
    /* Form controls need a 3:1 edge against the page, so their default border is stronger. */
    --_control-border: var(--defenders-border, color-mix(in srgb, currentColor 60%, transparent));
    --_muted: var(--defenders-muted, color-mix(in srgb, currentColor 70%, transparent));
    --_radius: var(--defenders-radius, 0.5em);
    --_gap: var(--defenders-gap, 0.75em);
    --_zone-white: var(--defenders-zone-white, #f3efe6);
    --_zone-orange: var(--defenders-zone-orange, #e8892b);
    --_zone-red: var(--defenders-zone-red, #b3261e);
  }

  @supports (color: light-dark(#000, #fff)) {
    :host {
      --_on-accent: var(--defenders-on-accent, light-dark(#fff, #1b1b1b));
      --_zone-white: var(--defenders-zone-white, light-dark(#f3efe6, #d9d4c7));
    }
  }

  .base {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-top: 3px solid var(--_accent);
    border-radius: var(--_radius);
    padding: var(--defenders-padding, 1em);
    min-width: 0;
    /* A word breaks only when it is wider than its box on a line of its own (an address, say):
       any other word moves whole to the next line. */
    overflow-wrap: break-word;
  }

  h2,
  h3,
  h4 {
    font-family: inherit;
    line-height: 1.25;
    margin: 0 0 0.5em;
  }

  h2 {
    font-size: 1.2em;
  }

  h3 {
    font-size: 1.05em;
  }

  p {
    margin: 0 0 0.5em;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
    min-height: 2.75em;
    padding: 0.4em 0.9em;
    border-radius: calc(var(--_radius) * 0.75);
    border: 1px solid var(--_accent);
    background: transparent;
    color: inherit;
  }

  button.primary,
  button[aria-pressed='true'] {
    background: var(--_accent);
    color: var(--_on-accent);
  }

  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  select,
  input:not([type='checkbox']):not([type='radio']) {
    min-height: 2.75em;
    padding: 0.3em 0.5em;
    border: 1px solid var(--_control-border);
    border-radius: calc(var(--_radius) * 0.75);
    background: transparent;
    max-width: 100%;
  }

  select option {
    color: initial;
  }

  input[type='checkbox'],
  input[type='radio'] {
    accent-color: var(--_accent);
    width: 1.15em;
    height: 1.15em;
  }

  a {
    color: var(--_accent);
  }

  .muted {
    color: var(--_muted);
  }
`;

/**
 * Disclosures (`<details>`) draw one marker in every engine: a flex `<summary>` loses the standard
 * marker, and Safari draws its own triangle unless told not to.
 */
export const disclosureStyles = css`
  summary {
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary::before {
    content: '';
    display: inline-block;
    flex: none;
    width: 0.5em;
    height: 0.5em;
    border-right: 2px solid var(--_accent);
    border-bottom: 2px solid var(--_accent);
    transform: rotate(-45deg);
    transition: transform 0.15s;
    margin-inline: 0.15em 0.2em;
  }

  details[open] > summary::before {
    transform: rotate(45deg);
  }

  /* Right to left, the closed marker points along the line, to the left; open, down as above. */
  /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- engines without :dir() keep the left-to-right marker */
  summary:dir(rtl)::before {
    transform: scaleX(-1) rotate(-45deg);
  }

  @media (prefers-reduced-motion: reduce) {
    summary::before {
      transition: none;
    }
  }
`;

/** The tip under a list whose citations the arrow keys reach (`.cited`, see citation-keys.ts). */
export const keysHintStyles = css`
  /*
   * The arrow-key tip of a list whose citations are no Tab stops: shown while focus is in the list,
   * on a line kept for it at all times. Showing and hiding it never moves what follows, so a tap on
   * the button below a just-ticked step lands on the button (a tip that collapsed as the button
   * took focus moved it up under the finger, and the click went to the list instead).
   */
  .keys-hint {
    visibility: hidden;
    margin: 0.4em 0 0;
    font-size: 0.85em;
    color: var(--_muted);
  }

  .cited:focus-within .keys-hint {
    visibility: visible;
  }
`;
