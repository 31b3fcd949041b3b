// THE list of languages beside English (src/i18n/languages.ts) for Node tools: the build configs,
// .size-limit.mjs, the WordPress and Hugo builds and the Node tests.
import { loadList } from './ts-list.mjs';

/** @type {readonly string[]} */
export const TRANSLATIONS = (await loadList('src/i18n/languages.ts')).TRANSLATIONS;

/** The module that registers a language, e.g. `src/locales/de.ts`. */
export const languageSource = (tag) => `src/locales/${tag}.ts`;
