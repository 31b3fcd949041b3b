import { css } from 'lit';

/**
 * Print rules the elements share, after their own styles (`printStyles` every one, the rule
 * reference included; `widgetPrintStyles` the widgets): on paper a widget is a reference card.
 * Controls that do nothing there (buttons, the search box) are gone, citations read as plain text
 * ("Rulebook p. 22"), nothing is filled with colour, and a page breaks between steps and
 * sections rather than inside one. `!important` makes these win over the element's own screen
 * rules, whatever their specificity; only print is affected.
 *
 * Every `<details>` is open on paper (`PrintController` in print.ts opens them: CSS cannot), so
 * the turning disclosure marker goes. What prints, and why: docs/styling.md, "Printing". Comments
 * stay out of the print rules here and in each element's: CSS comments ship in the bundles.
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

    a {
      color: inherit;
      text-decoration: none;
    }
  }
`;

/** The print rules of a widget, after `printStyles`: what a citation alone does not need. */
export const widgetPrintStyles = css`
  @media print {
    button,
    input[type='search'] {
      display: none !important;
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

    summary {
      min-height: 0;
    }

    summary::before {
      display: none;
    }
  }
`;
