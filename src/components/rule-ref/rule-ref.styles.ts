import { css } from 'lit';

/** Styles of `<defenders-rule-ref>`, after `baseStyles`. */
export const ruleRefStyles = css`
  :host {
    display: inline;
    line-height: inherit;
  }

  /* A citation stays on one line where it fits, and wraps inside itself only where it cannot. */
  .piece {
    display: inline-block;
    max-inline-size: 100%;
  }

  a {
    color: var(--_accent);
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
    border-radius: 2px;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  .alert {
    display: inline;
    margin: 0;
    margin-inline-start: 0.25em;
    padding: 0 0.35em;
  }

  .alert p {
    display: inline;
    margin: 0;
  }
`;
