// The built WordPress plugin (npm run build first): the zip's layout, the fallback data the PHP
// reads, and the PHP's attribute names against the elements'. The plugin itself runs on a real
// WordPress in npm run test:platforms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import gettextParser from 'gettext-parser';
import { unzipSync } from 'fflate';
import { WIDGETS } from '../../scripts/widgets.mjs';

const ZIP = new URL('../../dist/wordpress/defenders-rules-widgets.zip', import.meta.url);
const DATA = new URL(
  '../../dist/wordpress/defenders-rules-widgets/data/fallbacks.json',
  import.meta.url,
);

test('every entry of the zip sits under defenders-rules-widgets/, with the main file, readme.txt and uninstall.php', () => {
  const names = Object.keys(unzipSync(readFileSync(ZIP)));
  assert.ok(names.length > 10);
  assert.deepEqual(
    names.filter((name) => !name.startsWith('defenders-rules-widgets/')),
    [],
  );
  for (const file of ['defenders-rules-widgets.php', 'readme.txt', 'uninstall.php'])
    assert.ok(names.includes(`defenders-rules-widgets/${file}`), file);
  for (const { name } of WIDGETS)
    assert.ok(names.includes(`defenders-rules-widgets/assets/${name}.js`), `${name}.js`);
  assert.ok(names.includes('defenders-rules-widgets/assets/defenders-widgets.js'));
  assert.ok(names.includes('defenders-rules-widgets/assets/locales/de.js'));
  // The FAQ chunk the all-in-one bundle imports from beside it, byte for byte as built.
  const chunks = readdirSync(new URL('../../dist/cdn/chunks/', import.meta.url)).filter((name) =>
    name.endsWith('.js'),
  );
  assert.ok(chunks.length > 0);
  for (const chunk of chunks)
    assert.ok(names.includes(`defenders-rules-widgets/assets/chunks/${chunk}`), chunk);
});

test('the FAQ chunk is the one built, which imports the all-in-one bundle with the query WordPress loads it with, so the page runs one copy', () => {
  const files = unzipSync(readFileSync(ZIP));
  const chunks = Object.keys(files).filter((name) =>
    /^defenders-rules-widgets\/assets\/chunks\/faq-search-[\w-]+\.js$/.test(name),
  );
  assert.equal(chunks.length, 1);
  const shipped = new TextDecoder().decode(files[chunks[0]]);
  const built = readFileSync(
    new URL(`../../dist/cdn/chunks/${chunks[0].split('/').pop()}`, import.meta.url),
    'utf8',
  );
  assert.equal(shipped, built);
  assert.ok(
    shipped.includes('await import("../defenders-widgets.js"+new URL(import.meta.url).search)'),
    "the chunk imports the bundle with its own query, which is the bundle's",
  );
  assert.doesNotMatch(shipped, /from\s*"\.\.\/defenders-widgets\.js/);
  // WordPress adds ?ver=<version> to every bundle (assets.php); the general mechanism carries it.
  const assets = readFileSync(
    new URL('../../wordpress/includes/assets.php', import.meta.url),
    'utf8',
  );
  assert.match(assets, /wp_register_script_module\([^;]*DEFENDERS_RULES_WIDGETS_VERSION\s*\)/);
  assert.match(assets, /wp_register_script\([^;]*DEFENDERS_RULES_WIDGETS_VERSION, true\s*\)/);
});

test('the main file names the plugin, WordPress 6.1 and PHP 8.0, and readme.txt has the same version', () => {
  const files = unzipSync(readFileSync(ZIP));
  const main = new TextDecoder().decode(
    files['defenders-rules-widgets/defenders-rules-widgets.php'],
  );
  const readme = new TextDecoder().decode(files['defenders-rules-widgets/readme.txt']);
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url)));
  assert.match(main, /Plugin Name: +\S/);
  assert.match(main, /Requires at least: +6\.1/);
  assert.match(main, /Requires PHP: +8\.0/);
  assert.match(main, new RegExp(`Version: +${version.replaceAll('.', '\\.')}`));
  assert.match(readme, new RegExp(`Stable tag: ${version.replaceAll('.', '\\.')}`));
  assert.doesNotMatch(main + readme, /@VERSION@/);
});

test('every fallback is phrasing content only (span, strong, small), so no <p> can tear it apart', () => {
  const data = JSON.parse(readFileSync(DATA, 'utf8'));
  const tags = new Set();
  for (const widgets of Object.values(data.fallbacks))
    for (const fallbacks of Object.values(widgets))
      for (const html of Object.values(fallbacks))
        for (const [, tag] of html.matchAll(/<\/?([a-z][a-z0-9-]*)/g)) tags.add(tag);
  assert.deepEqual(
    [...tags].sort(),
    ['small', 'span', 'strong'].filter((tag) => tags.has(tag)),
  );
  assert.ok(tags.has('span'));
});

test('German has a fallback for every English one, and they differ', () => {
  const { fallbacks, titles, texts } = JSON.parse(readFileSync(DATA, 'utf8'));
  for (const [widget, english] of Object.entries(fallbacks.en)) {
    assert.deepEqual(Object.keys(fallbacks.de[widget]), Object.keys(english), widget);
    for (const key of Object.keys(english))
      assert.notEqual(fallbacks.de[widget][key], english[key], `${widget} ${key}`);
  }
  assert.notEqual(titles.de.faq, titles.en.faq);
  assert.match(texts.de.pages, /%s/);
});

test('the setup fallbacks say the player count and the pawns, as the rules core does', async () => {
  const { setupFor } = await import('../../dist/rules.js');
  const { fallbacks } = JSON.parse(readFileSync(DATA, 'utf8'));
  for (const players of [2, 3, 4, 5]) {
    const text = fallbacks.en['setup-calculator'][`players=${players}`];
    assert.match(text, new RegExp(`Setup for ${players} players`));
    assert.match(text, new RegExp(`${setupFor(players).pawns} pawns`));
  }
});

// Global HTML attributes a host sets on any element; the plugin does not write them.
const GLOBAL_ATTRIBUTES = ['tabindex'];

test('the PHP knows every element attribute of the widgets it renders', () => {
  const php = readFileSync(
    new URL('../../wordpress/includes/widgets.php', import.meta.url),
    'utf8',
  );
  const manifest = JSON.parse(
    readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'),
  );
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
  for (const { tag } of WIDGETS) {
    const declaration = declarations.find((entry) => entry.tagName === tag);
    for (const { name } of declaration?.attributes ?? [])
      if (!GLOBAL_ATTRIBUTES.includes(name))
        assert.match(php, new RegExp(`'${name}'\\s*=>`), `${tag} ${name}`);
  }
});

const DOMAIN = 'defenders-rules-widgets';

/** Every text the plugin's PHP and editor script give WordPress's i18n functions, with its files. */
function pluginTexts() {
  const texts = new Map();
  const files = [
    'defenders-rules-widgets.php',
    'uninstall.php',
    'editor/blocks.js',
    ...readdirSync(new URL('../../wordpress/includes/', import.meta.url)).map(
      (file) => `includes/${file}`,
    ),
  ];
  for (const file of files) {
    const source = readFileSync(new URL(`../../wordpress/${file}`, import.meta.url), 'utf8');
    // __( 'text', domain ), esc_html__( … ), esc_attr__( … ); the editor script names the domain
    // once, as `domain`.
    for (const [, text, domain] of source.matchAll(
      /\b(?:__|esc_html__|esc_attr__|_e|esc_html_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*('[^']*'|domain)\s*\)/g,
    )) {
      assert.ok(domain === `'${DOMAIN}'` || domain === 'domain', `${file}: ${text} in ${domain}`);
      const key = text.replaceAll("\\'", "'");
      texts.set(key, [...(texts.get(key) ?? []), file]);
    }
  }
  return texts;
}

test('every text of the plugin has its German in languages/defenders-rules-widgets-de_DE.po, and the .po has no other', () => {
  const texts = pluginTexts();
  assert.ok(texts.size > 50, `${texts.size} texts found`);
  const po = gettextParser.po.parse(
    readFileSync(
      new URL('../../wordpress/languages/defenders-rules-widgets-de_DE.po', import.meta.url),
    ),
  );
  const german = po.translations[''];
  for (const [text, files] of texts)
    assert.ok(german[text]?.msgstr?.[0], `${files.join(', ')}: no German for "${text}"`);
  assert.deepEqual(
    Object.keys(german).filter((text) => text !== '' && !texts.has(text)),
    [],
    'German for a text the plugin no longer has',
  );
});

test('the zip ships the German as a .mo for the PHP and a JSON for the block editor, not the .po', () => {
  const files = unzipSync(readFileSync(ZIP));
  const folder = 'defenders-rules-widgets/languages/';
  assert.deepEqual(
    Object.keys(files)
      .filter((name) => name.startsWith(folder))
      .sort(),
    [
      `${folder}defenders-rules-widgets-de_DE-defenders-blocks-editor.json`,
      `${folder}defenders-rules-widgets-de_DE.mo`,
    ],
  );
  const mo = gettextParser.mo.parse(
    Buffer.from(files[`${folder}defenders-rules-widgets-de_DE.mo`]),
  );
  assert.equal(mo.translations['']['Accent colour'].msgstr[0], 'Akzentfarbe');
  const json = JSON.parse(
    new TextDecoder().decode(
      files[`${folder}defenders-rules-widgets-de_DE-defenders-blocks-editor.json`],
    ),
  );
  const editorTexts = [...pluginTexts()]
    .filter(([, files]) => files.includes('editor/blocks.js'))
    .map(([text]) => text);
  assert.ok(editorTexts.length > 20);
  for (const text of editorTexts)
    assert.ok(json.locale_data.messages[text]?.[0], `editor JSON: no German for "${text}"`);
  const main = new TextDecoder().decode(
    files['defenders-rules-widgets/defenders-rules-widgets.php'],
  );
  assert.match(main, /Domain Path: +\/languages/);
});
