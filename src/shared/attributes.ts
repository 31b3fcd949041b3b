import { readDecimal, writtenFalse } from '../model/attribute-text.js';

/** The strict number reading (`readDecimal`) as a Lit attribute converter. */
export const decimalConverter = {
  fromAttribute: readDecimal,
  toAttribute(value: unknown): string | null {
    return value === undefined || value === null ? null : String(value);
  },
};

/**
 * Options for every public number attribute: the strict converter, reflected. Lit would see a
 * second bad text as no change (NaN to NaN) and leave the message naming the first one, so NaN
 * always counts as a change.
 */
export const numberAttribute = {
  reflect: true,
  converter: decimalConverter,
  hasChanged: (value: unknown, old: unknown): boolean =>
    !Object.is(value, old) || Number.isNaN(value),
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

/**
 * The page settings that map a printed page to a PDF page, declared alike on
 * `<defenders-rule-ref>` and `<defenders-game>`: `rulebook-url`, `page-offset` (a whole number,
 * default unset, read with the number attribute's checks) and `spreads`. The manifest analyzer
 * sees only options written out in the element; a plugin in custom-elements-manifest.config.mjs
 * reads these objects for it.
 */
export const rulebookUrlProperty = { attribute: 'rulebook-url', reflect: true };
export const pageOffsetProperty = {
  ...numberAttribute,
  attribute: 'page-offset',
  useDefault: true,
};
export const spreadsProperty = {
  type: Boolean,
  reflect: true,
  useDefault: true,
  converter: booleanConverter,
};
