/**
 * How attribute text reads as a value, without Lit: the element plumbing (shared/attributes.ts)
 * and the page settings (pdf-pages.ts) read a blogger's text the same way.
 */

/**
 * Attribute text to a number, strictly: only plain decimal text counts (`3`, ` -2 `, `2.5`). Empty
 * text, `0x3`, `3e0` or `Infinity` read as NaN, so the element reports them instead of reading
 * them as 0 or 3 as `Number()` would.
 */
export function readDecimal(value: string | null): number | undefined {
  if (value === null) return undefined;
  return /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** True for the attribute text "false" (any case, spaces around). */
export function writtenFalse(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() === 'false';
}
