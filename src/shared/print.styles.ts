import { css } from 'lit';

/**
 * Print rules every widget shares, after its own styles: on paper a widget is a reference card.
 * Controls that do nothing there (buttons, the search box) are gone, citations read as plain text
 * ("Rulebook p. 22"), nothing is filled with colour, and a page breaks between steps and
 * sections rather than inside one. `!important` makes these win over the element's own screen
 * rules, whatever their specificity; only print is affected.
 *
 * CSS cannot open a `<details>`: `PrintController` (print.ts) opens them for the printout.
 */
export const printStyles = css`
  @media print {
    *,
    *::before,
    *::after {
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }

    button,
    input[type='search'] {
      display: none !important;
    }

    a {
      color: inherit;
      text-decoration: none;
    }

    h2,
    h3,
    h4,
    legend,
    summary {
      break-after: avoid;
    }

    li,
    tr,
    details,
    fieldset {
      break-inside: avoid;
    }

    /* Every answer is open on paper: a marker that turns says nothing there. */
    summary {
      min-height: 0;
    }

    summary::before {
      display: none;
    }
  }
`;
