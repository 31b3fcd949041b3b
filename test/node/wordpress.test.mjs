// The built WordPress plugin (npm run build first): the zip's layout, the fallback data the PHP
// reads, and the PHP's attribute names against the elements'. The plugin itself runs on a real
// WordPress in npm run test:platforms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
