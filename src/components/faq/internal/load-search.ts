/**
 * The FAQ's entries and search, loaded when the first `<defenders-faq>` asks for them, once per
 * page. The all-in-one bundle keeps them in a chunk beside it (`dist/cdn/chunks/`), so a page with
 * no FAQ never downloads them; the one-file bundles (`dist/cdn/faq.js`, the embed page) inline the
 * import, and the npm modules leave it to the host's bundler.
 */

/** What the element asks of the search module: the built-in entries, the search, the topics. */
export type SearchModule = typeof import('./search.js');

let loaded: SearchModule | null = null;
let loading: Promise<SearchModule> | null = null;

/** Starts loading the search module, once; resolves to it, or rejects when it cannot load. */
export function loadSearch(): Promise<SearchModule> {
  loading ??= import('./search.js').then((module) => (loaded = module));
  return loading;
}

/** The search module once it has loaded, else null: a render reads it without waiting. */
export function loadedSearch(): SearchModule | null {
  return loaded;
}
