/**
 * What the FAQ search's languages share and where they are kept: the question-kind reader, the
 * spelling of abbreviations, and the registry of the reading rules of languages other than
 * English. Small on purpose: the German language module imports it, and not the English rules.
 * Pure but for the registry on `globalThis`.
 */
import type { QuestionKind, SearchLanguage } from './en.js';

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
