// The WordPress plugin: wordpress/ (PHP, editor script, readme.txt) plus the bundles, the fallback
// stylesheet and a data file of fallback texts, zipped as dist/wordpress/defenders-rules-widgets.zip
// with one top-level folder, the plugin's slug. Runs after rollup (it reads dist/).
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import gettextParser from 'gettext-parser';
import { copyScripts } from './files.mjs';
import { TRANSLATIONS } from './languages.mjs';

export const SLUG = 'defenders-rules-widgets';
const OUT = 'dist/wordpress';
const PLUGIN = join(OUT, SLUG);

const snippets = await import('../dist/embed/snippets.js');
const { DEFAULT_LAYOUT, parseLayout } = await import('../dist/rules.js');
for (const tag of TRANSLATIONS) await import(`../dist/locales/${tag}.js`);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

const LANGUAGES = ['en', ...TRANSLATIONS];

/**
 * Every option combination the fallback depends on, keyed as the PHP looks it up
 * (`fallback_key()` in includes/render.php). Options outside these get the widget's title.
 */
function combinations() {
  const positions = parseLayout(DEFAULT_LAYOUT).spaces.length;
  const turn = [];
  for (const side of ['house', 'dark-arts'])
    for (const action of ['', 'explore', 'learn', 'replenish'])
      for (const finalHand of [false, true])
        turn.push([
          `side=${side};action=${action};final-hand=${finalHand ? 1 : 0}`,
          { side, ...(action ? { action } : {}), ...(finalHand ? { 'final-hand': true } : {}) },
        ]);
  return {
    'setup-calculator': [2, 3, 4, 5].map((players) => [
      `players=${players}`,
      { players: `${players}` },
    ]),
    'turn-checklist': turn,
    'path-tracker': Array.from({ length: positions }, (_, position) => [
      `position=${position}`,
      { position: `${position}` },
    ]),
    'victory-checker': [['', {}]],
    faq: [['', {}]],
  };
}

export function fallbackData() {
  const data = {
    version: pkg.version,
    languages: TRANSLATIONS,
    fallbacks: {},
    titles: {},
    texts: {},
  };
  for (const language of LANGUAGES) {
    const locale = { locale: language };
    const fallbacks = {};
    for (const [widget, list] of Object.entries(combinations())) {
      fallbacks[widget] = {};
      for (const [key, options] of list)
        fallbacks[widget][key] = snippets.fallbackInlineHtml(widget, options, locale);
    }
    data.fallbacks[language] = fallbacks;
    data.titles[language] = Object.fromEntries(
      snippets.EMBED_WIDGETS.map((widget) => [widget, snippets.widgetTitle(widget, language)]),
    );
    // rule-ref's fallback: the citation it shows, which the PHP writes from the pages attribute.
    data.texts[language] = snippets.citationTemplates(language);
  }
  return data;
}

/** The handle of the block editor's script (includes/assets.php), which names its translation file. */
const EDITOR_HANDLE = 'defenders-blocks-editor';

/**
 * The plugin's German, from wordpress/languages/*.po: a .mo for the PHP and, for the block editor's
 * script, the JSON that `wp_set_script_translations` reads (Jed's format, keyed by the handle). The
 * .po stays out of the zip.
 */
function compileTranslations(languages) {
  const editor = readFileSync('wordpress/editor/blocks.js', 'utf8');
  for (const file of readdirSync(languages).filter((name) => name.endsWith('.po'))) {
    const source = join(languages, file);
    const catalogue = gettextParser.po.parse(readFileSync(source));
    writeFileSync(source.replace(/\.po$/, '.mo'), gettextParser.mo.compile(catalogue));
    const locale = catalogue.headers.Language;
    const messages = {
      '': { domain: 'messages', lang: locale, 'plural-forms': catalogue.headers['Plural-Forms'] },
    };
    for (const [id, entry] of Object.entries(catalogue.translations[''] ?? {}))
      if (id && editor.includes(`'${id}'`)) messages[id] = entry.msgstr;
    writeFileSync(
      source.replace(/\.po$/, `-${EDITOR_HANDLE}.json`),
      `${JSON.stringify({ domain: 'messages', locale_data: { messages } })}\n`,
    );
    rmSync(source);
  }
}

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(folder, file)).isFile());
}

export function buildWordpress() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(PLUGIN, { recursive: true });
  cpSync('wordpress', PLUGIN, { recursive: true });
  const assets = join(PLUGIN, 'assets');
  mkdirSync(join(assets, 'locales'), { recursive: true });
  copyScripts('dist/cdn', assets);
  for (const tag of TRANSLATIONS)
    cpSync(`dist/cdn/locales/${tag}.js`, join(assets, `locales/${tag}.js`));
  // The all-in-one bundle imports its FAQ chunk from chunks/ beside it, with the ?ver=<version>
  // WordPress gives the bundle (assets.php), and the chunk imports the bundle back with the same,
  // so the page runs one copy (`scripts/build/bundle-query.mjs`).
  copyScripts('dist/cdn/chunks', join(assets, 'chunks'));
  cpSync('dist/defenders-widgets.css', join(assets, 'defenders-widgets.css'));
  compileTranslations(join(PLUGIN, 'languages'));
  mkdirSync(join(PLUGIN, 'data'), { recursive: true });
  writeFileSync(join(PLUGIN, 'data/fallbacks.json'), `${JSON.stringify(fallbackData())}\n`);
  const main = join(PLUGIN, `${SLUG}.php`);
  writeFileSync(main, readFileSync(main, 'utf8').replaceAll('@VERSION@', pkg.version));
  const readme = join(PLUGIN, 'readme.txt');
  writeFileSync(readme, readFileSync(readme, 'utf8').replaceAll('@VERSION@', pkg.version));
  const entries = {};
  for (const file of filesUnder(PLUGIN).sort())
    entries[`${SLUG}/${relative(PLUGIN, join(PLUGIN, file)).replaceAll('\\', '/')}`] = readFileSync(
      join(PLUGIN, file),
    );
  writeFileSync(join(OUT, `${SLUG}.zip`), zipSync(entries, { level: 9 }));
}

if (import.meta.url === `file://${process.argv[1]}`) buildWordpress();
