import esbuild from 'rollup-plugin-esbuild';
import minifyLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { resolve } from 'node:path';
import { bundleQuery } from './scripts/build/bundle-query.mjs';
import { copyFiles } from './scripts/build/copy-files.mjs';
import { collapseTemplateLineBreaks } from './scripts/build/html-whitespace.mjs';
import { pruneCatalogues } from './scripts/build/prune-catalogues.mjs';
import { dataModules, groupData } from './scripts/build/group-data.mjs';
import { privateNamePattern } from './scripts/build/private-names.mjs';
import { TRANSLATIONS, languageSource } from './scripts/languages.mjs';
import { WIDGETS, widgetSource } from './scripts/widgets.mjs';

/**
 * The widgets come from THE list (src/widgets.ts), not from a listing of src/components/: a
 * helper module there (styles, a form model) is built as part of its element, never as a bundle.
 */
const widgets = WIDGETS.map((widget) => widget.name);

/**
 * The JavaScript syntax every output may use: the browser baseline in package.json's `browserslist`
 * (Safari/iOS 16.4, Chrome/Edge 111, Firefox 115), so esbuild lowers anything newer.
 */
const target = browserslistToEsbuild();

/**
 * The CSS inside \`css\` literals, minified by Lightning CSS (no syntax lowering: the source already
 * keeps to the baseline). \`html\` templates are not minified (collapsing their white space can join
 * words); only their line breaks and indentation shrink, to one line break each.
 */
const minifiedStyles = () =>
  minifyLiterals({ failOnError: true, options: { shouldMinify: () => false } });

const typescript = () => [
  minifiedStyles(),
  esbuild({ target, tsconfig: 'tsconfig.json' }),
  collapseTemplateLineBreaks(),
];

/**
 * The `_name` members of our own classes, which terser shortens like local names: only `this`
 * reaches them, so no other bundle or host sees the difference (`scripts/build/private-names.mjs`).
 */
const privateNames = privateNamePattern();

/**
 * The self-contained bundles are minified as whole chunks, after tree-shaking: minifying each
 * module first would strip the pure annotations that let unused rules texts drop out.
 */
const minified = (entryCompress) => {
  const minify = (compress) =>
    terser({
      ecma: 2020,
      module: true,
      // A third pass finds a little more to fold; arguments are not wrapped in parentheses (a hint
      // to some engines' parsers that costs two bytes each and that the bundles' size outweighs).
      // Measured on the gzipped bundles: a function called once is inlined only when it takes no
      // arguments (`inline: 1`: the inlined calls with arguments repeat less well than the named
      // functions), parameters no code reads are dropped (no code reads a function's `length`), and
      // characters beyond ASCII are written as escapes (the same strings, in fewer gzip bits).
      compress: { passes: 3, unsafe_arrows: true, inline: 1, keep_fargs: false, ...compress },
      mangle: { properties: { regex: privateNames } },
      // The one comment kept: the compile hint a bundle starts with (`compileHint` below).
      format: { comments: /^# allFunctionsCalledOnLoad$/, wrap_func_args: false, ascii_only: true },
    });
  if (!entryCompress) return [...typescript(), minify()];
  // A bundle's own options (`entryCompress`) apply to its entry chunk; a lazy chunk keeps the rest.
  const [entry, lazy] = [minify(entryCompress), minify()];
  return [
    ...typescript(),
    {
      name: 'terser-entry',
      renderChunk: (code, chunk, options) =>
        (chunk.isEntry ? entry : lazy).renderChunk(code, chunk, options),
    },
  ];
};

/**
 * Lit's `css` tag builds a style sheet and does nothing else, but rollup cannot tell: marked pure,
 * a sheet that no element of a bundle lists drops out of it like any unused code.
 */
const treeshake = { manualPureFunctions: ['css'] };

/** What npm users import: one module per source file, Lit left to their bundler. */
const library = {
  input: [
    'src/index.ts',
    'src/rules.ts',
    'src/react.ts',
    'src/embed/snippets.ts',
    'src/eleventy.ts',
    ...TRANSLATIONS.map(languageSource),
    ...widgets.map(widgetSource),
  ],
  external: (id) => id === 'lit' || id.startsWith('lit/') || id.startsWith('@lit/'),
  plugins: [...typescript(), copyFiles({ 'defenders-widgets.css': 'src/defenders-widgets.css' })],
  output: {
    dir: 'dist',
    format: 'es',
    preserveModules: true,
    preserveModulesRoot: 'src',
    sourcemap: true,
  },
};

/**
 * Lit's browser build, inlined in the self-contained bundles, reads `HTMLElement` and `document`
 * at import. Module-scoped stand-ins keep an import in a DOM-less runtime (server rendering) from
 * crashing; in a browser they are the real globals, and the guarded registration does the rest.
 */
const domlessGuard =
  'const HTMLElement = globalThis.HTMLElement ?? class {}, document = globalThis.document ?? { createTreeWalker: () => ({}) };';

/**
 * The style sheets and English catalogues, which a widget bundle writes side by side at its start,
 * where gzip finds their repeats (`scripts/build/group-data.mjs`): its catalogues first. The
 * all-in-one bundle writes its style sheets first, so that its catalogues stand next to the code
 * that names their keys (measured per bundle there).
 */
const data = dataModules();
const allInOneData = dataModules('src', { stylesFirst: true });

/**
 * The FAQ's search module, which `<defenders-faq>` imports when the first FAQ of a page is made
 * (`src/components/faq/internal/load-search.ts`), and the data modules only it needs: the
 * all-in-one bundle writes them into a chunk beside it (`dist/cdn/chunks/faq-search-<hash>.js`),
 * which a page with no FAQ never loads. Every other self-contained bundle is one file, the
 * import inlined.
 */
const lazySearch = resolve('src/components/faq/internal/search.ts');
const lazyData = { [lazySearch]: [resolve('src/rules/faq/faq.messages.ts')] };

/** Lit's guard, before the code of a bundle's entry chunk only (a lazy chunk runs after it). */
const entryIntro = (chunk) => (chunk.isEntry ? domlessGuard : '');

/**
 * V8's explicit compile hint (Chromium 136 and later; to every other engine a comment), first in
 * a bundle whose code a page runs as it loads: the engine compiles every function of the file on
 * the thread that streams it in, rather than each one on the main thread when first called. Most
 * of a widget bundle's functions run in the first render (Lit, the elements, their templates and
 * texts), and the main thread is what a reader waits for (measured in
 * docs/history/size-and-speed-rounds.md). Not on the FAQ's lazy chunk (no gain measured) nor on a
 * language module (a table of texts).
 */
const compileHint = '//# allFunctionsCalledOnLoad';
const entryBanner = (chunk) => (chunk.isEntry ? compileHint : '');

/**
 * What a blog pastes: one self-contained, minified module per bundle, Lit inside. A widget bundle
 * keeps only the English messages its code can ask for, its styles and texts together; a language
 * module keeps all of its own.
 */
const cdn = (name, input) => ({
  input,
  treeshake,
  plugins: [
    nodeResolve(),
    ...minified(),
    ...(name.startsWith('locales/') ? [] : [groupData(data), pruneCatalogues()]),
  ],
  output: {
    file: `dist/cdn/${name}.js`,
    format: 'es',
    sourcemap: true,
    ...(name.startsWith('locales/') ? {} : { banner: compileHint }),
    intro: domlessGuard,
    inlineDynamicImports: true,
  },
});

/**
 * The all-in-one bundle: as `cdn`, but the FAQ's entries and search go into a chunk beside it
 * (`dist/cdn/chunks/`), imported by a path relative to the bundle when a page shows a FAQ. The
 * bundle hands its own query to the chunk, which imports the bundle back with it, so a page that
 * loads `defenders-widgets.js?ver=0.1.0` runs one copy (`scripts/build/bundle-query.mjs`).
 */
const allInOne = {
  input: { 'defenders-widgets': 'src/index.ts' },
  // The chunk imports what it shares with the bundle from the bundle itself, which therefore
  // exports a few more (short-named) bindings than src/index.ts, rather than moving its code
  // into a third file behind a facade.
  preserveEntrySignatures: 'allow-extension',
  treeshake,
  plugins: [
    nodeResolve(),
    // Measured on this bundle's entry chunk alone (gzip -9): statements left apart rather than
    // joined by commas (`sequences: false`, -39 B), a fourth pass (-13 B) and comparisons kept in
    // the order the source writes them (`x === 'a'`, not `'a' === x`: `lhs_constants: false`,
    // -48 B). Each makes some widget's own bundle or the FAQ chunk bigger, so they stay here.
    ...minified({ sequences: false, passes: 4, lhs_constants: false }),
    groupData(allInOneData, { lazy: lazyData }),
    pruneCatalogues(),
    bundleQuery(),
  ],
  output: {
    dir: 'dist/cdn',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/faq-[name]-[hash].js',
    format: 'es',
    sourcemap: true,
    banner: entryBanner,
    intro: entryIntro,
  },
};

/** The iframe embed page for hosts that strip scripts: a static page, its CSS and one bundle. */
const embedPage = {
  input: 'src/embed/embed.ts',
  treeshake,
  plugins: [
    nodeResolve(),
    ...minified(),
    copyFiles({ 'index.html': 'src/embed/index.html', 'embed.css': 'src/embed/embed.css' }),
  ],
  output: {
    file: 'dist/embed/embed.js',
    format: 'es',
    sourcemap: true,
    banner: compileHint,
    intro: domlessGuard,
    inlineDynamicImports: true,
  },
};

/**
 * The embed page's copy of a language module, beside it (`dist/embed/locales/de.js`), so a host
 * that copies `dist/embed/` alone still serves `?lang=de`; the page loads it only when asked.
 */
const embedLocale = (tag) => ({
  input: languageSource(tag),
  treeshake,
  plugins: [nodeResolve(), ...minified()],
  output: { file: `dist/embed/locales/${tag}.js`, format: 'es', sourcemap: true },
});

export default [
  library,
  embedPage,
  ...TRANSLATIONS.map(embedLocale),
  allInOne,
  ...TRANSLATIONS.map((tag) => cdn(`locales/${tag}`, languageSource(tag))),
  ...widgets.map((name) => cdn(name, widgetSource(name))),
];
