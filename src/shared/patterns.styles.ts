import { css } from 'lit';

// Style patterns that several widgets share, each once, after the shared sheets (./styles.ts). A
// widget's own `<name>.styles.ts` lists the patterns it uses, in the order here, and then its own
// rules, which may refine them.

/** A plain fieldset and its legend, for the widgets that ask questions. */
export const fieldsetStyles = css`
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }

  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.4em;
  }
`;

/** A tick row (`.check`): the box and its words, a whole-row tap target. */
export const checkStyles = css`
  .check {
    display: flex;
    align-items: flex-start;
    gap: 0.6em;
    min-height: 2.75em;
    cursor: pointer;
  }

  .check input {
    flex: none;
  }
`;

/** A wrapping row of controls (`.row`). */
export const rowStyles = css`
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }
`;

/** A note beside the main content, ruled in the accent colour. */
export const noteStyles = css`
  .note {
    border-inline-start: 4px solid var(--_accent);
    padding: 0.3em 0.75em;
    margin: 0 0 var(--_gap);
  }
`;
