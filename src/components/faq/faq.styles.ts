import { css } from 'lit';

/** Styles of `<defenders-faq>`, after the shared sheets. */
export const faqStyles = css`
  .base {
    display: grid;
    gap: var(--_gap);
  }

  h2,
  p {
    margin: 0;
  }

  .search {
    display: grid;
    gap: 0.25em;
  }

  .search label {
    font-weight: 600;
  }

  .search input {
    width: 100%;
  }

  .count {
    color: var(--_muted);
  }

  .list {
    border-block-start: 1px solid var(--_border);
  }

  details {
    border-block-end: 1px solid var(--_border);
    scroll-margin-block-start: 1em;
  }

  summary {
    cursor: pointer;
    min-height: 2.75em;
    display: flex;
    align-items: center;
    gap: 0.5em;
    padding: 0.45em 0.2em;
    font-weight: 600;
    border-radius: 2px;
  }

  .answer {
    /* Inside <details> the answer inherits from the disclosure's own slot, which is content-box:
       without this, the link field of a failed copy is wider than the answer. */
    box-sizing: border-box;
    padding-block: 0 0.75em;
    padding-inline: 1.4em 0.2em;
    display: grid;
    gap: 0.4em;
  }

  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.27em 0.82em;
    font-size: 0.92em;
  }

  .copy {
    display: inline-flex;
    align-items: center;
    gap: 0.38em;
    padding-inline: 0.76em;
  }

  .copy svg {
    width: 1em;
    height: 1em;
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .fallback {
    display: grid;
    gap: 0.27em;
    font-size: 0.92em;
  }

  .fallback input {
    width: 100%;
  }

  mark {
    background: color-mix(in srgb, var(--_accent) 22%, transparent);
    color: inherit;
    box-shadow: inset 0 -2px 0 var(--_accent);
    border-radius: 2px;
    padding: 0 1px;
  }

  .empty {
    display: grid;
    gap: 0.5em;
    justify-items: start;
    padding: 0.75em;
    border: 1px dashed var(--_border);
    border-radius: calc(var(--_radius) * 0.75);
  }

  .closest,
  .more {
    display: grid;
    gap: 0.5em;
    margin-block-start: 1em;
  }

  .closest h3,
  .more h3 {
    margin: 0;
    font-size: 1em;
  }

  .more p {
    margin: 0;
  }

  .topics {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .show-all,
  .unfold {
    justify-self: start;
  }

  .folded {
    display: none;
  }

  @media print {
    .more,
    .show-all,
    .search,
    .fallback {
      display: none;
    }

    summary {
      padding-block-end: 0;
    }

    .folded {
      display: block;
    }
  }
`;
