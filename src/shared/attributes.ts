/**
 * Options for a public number attribute. Any text that is not a number reads as NaN; Lit would see
 * a second bad text as no change (NaN to NaN) and leave the message naming the first one.
 */
export const numberAttribute = {
  type: Number,
  reflect: true,
  hasChanged: (value: unknown, old: unknown): boolean => !Object.is(value, old) || Number.isNaN(value),
};

/**
 * Converter for a boolean attribute that a blogger may write as `name="false"`: HTML reads that
 * as on, the opposite of what was meant. Here it reads as off (and the element says so); present
 * with any other value, or none, it is on as usual.
 */
export const booleanConverter = {
  fromAttribute: (value: string | null): boolean => value !== null && !writtenFalse(value),
  toAttribute: (value: unknown): string | null => (value ? '' : null),
};

/** True for the attribute text "false" (any case, spaces around). */
export function writtenFalse(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() === 'false';
}
