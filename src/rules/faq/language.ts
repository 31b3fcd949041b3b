/**
 * The contract of the FAQ search's languages and where they are kept: what a language's reading
 * rules are (`SearchLanguage`) and the kinds of question they tell apart, the question-kind reader
 * and the spelling of abbreviations they share, and the registry of the reading rules of languages
 * other than English. It imports nothing: every language (en.ts, de.ts), the ranking and the search
 * import it, and the German language module with it does not carry the English rules. Pure but for
 * the registry on `globalThis`.
 */

/**
 * What a question asks for, by its question word, or that it asks about the setup ("at the
 * start", "Aufbau"), one side of the table (the Dark Arts Player or a House) or who takes the
 * Dark Arts role: a question can ask for several ("where do the shields go at the start").
 */
export type QuestionKind =
  | 'person'
  | 'place'
  | 'time'
  | 'duration'
  | 'number'
  | 'setup'
  | 'dark-arts-side'
  | 'house-side'
  | 'role'
  | 'purpose';

/** The reading rules of one language. */
export interface SearchLanguage {
  /** The form a word is compared in ("Players" → "player", "Häuser" → "haus"). */
  normalise(word: string): string;
  /** Whether the query term `term` finds the text word `word` (both normalised). */
  matches(term: string, word: string): boolean;
  /** Normalised words dropped from a query that has other words. */
  readonly stopWords: ReadonlySet<string>;
  /**
   * Normalised words of questions beyond the rules (strategy, price, expansions, apps, sleeves):
   * a query holding one gets no confident answer.
   */
  readonly beyondRules: ReadonlySet<string>;
  /**
   * Whether a query asks beyond the rules by what it asks, though its words are rules words ("what
   * if the deck runs out", "can I show my cards to another house"): no confident answer either.
   */
  asksBeyondRules(text: string): boolean;
  /**
   * What a text asks for, read from its question words: a person ("who", "wer"), a place
   * ("where", "wo"), a time ("when", "wann"), a duration ("how long", "wie lange"), a number
   * ("how many", "wie viele"), the setup ("at the start", "Aufbau"), what a piece is for ("what
   * are the tokens for", "wofür"); none for anything else.
   */
  asksFor(text: string): QuestionKind[];
  /** The query with phrases read as the one word they mean ("have to" as "must"). */
  rephrase(text: string): string;
  /**
   * Any text (query or entry) with its spellings evened out before it is split into words:
   * "D.A." as the one word "DA"; in German the adverb "da" set aside ("Wofür sind sie da?"), so
   * that "DA" stands only for the abbreviation.
   */
  spell(text: string): string;
  /** Whether a normalised word is a count above one ("two", "vier"), for answers to "how many". */
  isCount(word: string): boolean;
  /**
   * The endings normalising cuts from a word, "" first, so that a mistyped word is compared with
   * the forms a text word takes as typed ("stunend" with "stunn" + "ed").
   */
  readonly endings: readonly string[];
  /**
   * A compound read as two words that `known` accepts, with a joining "s", "n" or "en" dropped
   * ("spielerzahl" → ["spiel", "zahl"]); undefined when it is not one. With `loose`, a verb with
   * a particle is read as the verb ("hinstellen" → ["stell"]), and one part that `known` accepts
   * as a word itself (`exact`) is enough, the other of four letters or more ("startposition" →
   * ["start", "position"]). German only.
   */
  splitCompound?(
    word: string,
    known: (part: string, exact?: boolean) => boolean,
    loose?: boolean,
  ): string[] | undefined;
}

/** Reads the kinds a text asks for by the patterns that match it. */
export function kindsBy(patterns: readonly [RegExp, QuestionKind][]) {
  return (text: string): QuestionKind[] =>
    patterns.filter(([pattern]) => pattern.test(text)).map(([, kind]) => kind);
}

/** Dotted capitals ("D.A.") as one word ("DA"). */
export function joinAbbreviations(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(\p{L})\.(\p{L})\.?(?![\p{L}\p{N}])/gu, '$1$2');
}

/**
 * The reading rules of languages other than English, registered by their language modules
 * (`src/locales/de.ts` registers German's), so that a page without German carries none of them.
 * Kept on `globalThis`, as the catalogues are, so that every bundle on a page finds them.
 */
const languagesKey = Symbol.for('defenders-rules-widgets.search-languages.1');

function languages(): Map<string, SearchLanguage> {
  const scope = globalThis as { [languagesKey]?: Map<string, SearchLanguage> };
  return (scope[languagesKey] ??= new Map());
}

/** Registers the reading rules of the language `tag` ("de"), used for it and its regions. */
export function registerSearchLanguage(tag: string, language: SearchLanguage): void {
  languages().set(tag, language);
}

/** The reading rules registered for the language `tag`, if any. */
export function registeredSearchLanguage(tag: string): SearchLanguage | undefined {
  return languages().get(tag);
}
