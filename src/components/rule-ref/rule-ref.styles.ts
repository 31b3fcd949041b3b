import { css } from 'lit';

/** Styles of `<defenders-rule-ref>` itself, after the shared sheets; its citation's are below. */
export const ruleRefStyles = css`
  :host {
    display: inline;
    line-height: inherit;
  }

  a {
    color: var(--_accent);
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

/**
 * Styles of a citation's markup (templates.ts), after the shared sheets: in the shadow root
 * of `<defenders-rule-ref>`, and of every widget that writes its citations there.
 */
export const citationStyles = css`
  /*
   * A piece ("Rulebook pp. 22–23") is inline text, not an inline block: no line may break after
   * the "(" or before the ")" a page writes around the citation, which an inline block would let
   * stand alone at a line's end or start. The pieces after the first, page numbers alone, never
   * break inside; the first, which carries the word for the rulebook, wraps between its words, so
   * a long one (German, a narrow column) never overflows its box.
   */
  .separator + .piece {
    white-space: nowrap;
  }

  /*
   * The link underlines its pages, not the ", " between them (a decoration on the link would). Its
   * colour is the one of every link of the shadow root it is in.
   */
  .ref a {
    text-decoration: none;
    border-radius: 2px;
  }

  /* Longhands: WebKit drops a text-decoration shorthand that carries a thickness. */
  a .piece {
    text-decoration-line: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
  }

  a:hover .piece {
    text-decoration-thickness: 2px;
  }

  /* On paper a citation is plain text (print.styles.ts), its pages as well. */
  @media print {
    a .piece {
      text-decoration: none;
    }
  }
`;
