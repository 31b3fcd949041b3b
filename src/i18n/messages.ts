/**
 * The shape of every message catalogue. English lives beside the code that shows it (one
 * `*.messages.ts` object per element or rules module, so a bundle carries only its own texts);
 * other languages are registered at run time with `registerTranslation`.
 */

/** A plural category of `Intl.PluralRules` other than the one every language has. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many';

/**
 * A message that depends on a count: the form is chosen by `Intl.PluralRules` for the `count`
 * value. `other` is required; each language lists the categories it uses (English `one` and
 * `other`, German likewise, Arabic all six).
 */
export type PluralMessage = { readonly other: string } & {
  readonly [category in PluralCategory]?: string;
};

/**
 * One message: text with `{name}` placeholders, or plural forms. A placeholder's value is text,
 * a number (written with `Intl.NumberFormat` for the language), or a function of the language
 * that writes a fragment in it (a house name, a described value).
 */
export type Message = string | PluralMessage;

/** A catalogue: message key to message. Keys are unique across the package. */
export type Messages = Readonly<Record<string, Message>>;

/**
 * A text written when it is shown, in that moment's language (a BCP 47 tag): a message kept by an
 * element re-renders in a new language, and a placeholder value writes its fragment in the
 * sentence's language.
 */
export type LocalText = (locale: string) => string;

/** Placeholder values: see `Message`. */
export type Param = string | number | LocalText;
export type Params = Readonly<Record<string, Param>>;

/** The same keys as `English`, each with a message of its own language. */
export type TranslationOf<English extends Messages> = { readonly [key in keyof English]: Message };

/** The option every text-returning function of the rules core takes. */
export interface LocaleOptions {
  /** A BCP 47 language tag such as `de` or `de-AT`; English when left out or not registered. */
  locale?: string;
}
