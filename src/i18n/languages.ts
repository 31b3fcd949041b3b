/**
 * THE list of languages the package ships beside English (which every bundle carries): each is a
 * folder `src/locales/<tag>/` and a module `src/locales/<tag>.ts` that registers it. The build, the
 * size budgets, the snippets, the Eleventy plugin and the WordPress and Hugo builds read this list
 * (the PHP and the Hugo partials from the data file those builds write), and
 * `test/node/languages.test.mjs` checks that the package exports and the folders agree with it.
 */
export const TRANSLATIONS = ['de'] as const;

/** A language of `TRANSLATIONS`. */
export type TranslationLanguage = (typeof TRANSLATIONS)[number];
