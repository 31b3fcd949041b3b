/**
 * Options for a public number attribute. Any text that is not a number reads as NaN; Lit would see
 * a second bad text as no change (NaN to NaN) and leave the message naming the first one.
 */
export const numberAttribute = {
  type: Number,
  reflect: true,
  hasChanged: (value: unknown, old: unknown): boolean => !Object.is(value, old) || Number.isNaN(value),
};
