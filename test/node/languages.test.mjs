// THE list of languages beside English (src/i18n/languages.ts) against everything that ships or
// loads a language: its folder and module, package.json's exports, the Rollup outputs, the size
// budgets, the Eleventy plugin; and no place that names a language by hand where it should read
// the list (the PHP and the Hugo partials read it from the data file the builds write).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { TRANSLATIONS, languageSource } from '../../scripts/languages.mjs';
import rollupConfig from '../../rollup.config.mjs';
import sizeLimits from '../../.size-limit.mjs';

const ROOT = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8');

test('each language of the list is a folder of src/locales/ and a module that registers it, and no other is', () => {
  const locales = new URL('src/locales/', ROOT);
  const folders = readdirSync(locales).filter((name) =>
    statSync(new URL(name, locales)).isDirectory(),
  );
  assert.deepEqual(folders.sort(), [...TRANSLATIONS].sort());
  for (const tag of TRANSLATIONS)
    assert.match(read(languageSource(tag)), new RegExp(`registerTranslation\\('${tag}', `), tag);
});

test('package.json exports one module per language of the list, and no other language', () => {
  const { exports } = JSON.parse(read('package.json'));
  const languages = Object.keys(exports).filter((entry) => entry.startsWith('./locales/'));
  assert.deepEqual(languages.sort(), TRANSLATIONS.map((tag) => `./locales/${tag}.js`).sort());
  for (const tag of TRANSLATIONS)
    assert.deepEqual(exports[`./locales/${tag}.js`], {
      types: `./dist/locales/${tag}.d.ts`,
      default: `./dist/locales/${tag}.js`,
    });
});

test('the build writes each language as an npm module, a CDN module and the embed page’s copy', () => {
  const outputs = rollupConfig.flatMap((config) => [config.output.file, config.output.dir]);
  const inputs = rollupConfig.flatMap((config) => [config.input].flat());
  for (const tag of TRANSLATIONS) {
    assert.ok(outputs.includes(`dist/cdn/locales/${tag}.js`), `dist/cdn/locales/${tag}.js`);
    assert.ok(outputs.includes(`dist/embed/locales/${tag}.js`), `dist/embed/locales/${tag}.js`);
    assert.ok(inputs.includes(languageSource(tag)), languageSource(tag));
  }
  const budgets = sizeLimits.map((entry) => entry.path);
  for (const tag of TRANSLATIONS) assert.ok(budgets.includes(`dist/cdn/locales/${tag}.js`), tag);
});

test('the Eleventy plugin registers every language of the list, so it can write its fallbacks', () => {
  const source = read('src/eleventy.ts');
  const imported = [...source.matchAll(/^import '\.\/locales\/([\w-]+)\.js';$/gm)].map(
    ([, tag]) => tag,
  );
  assert.deepEqual(imported.sort(), [...TRANSLATIONS].sort());
});

/** The files that once named a language by hand, and now read the list. */
const READERS = [
  'rollup.config.mjs',
  '.size-limit.mjs',
  'src/embed/options.ts',
  'scripts/build-wordpress.mjs',
  'scripts/build-hugo.mjs',
  'wordpress/includes/render.php',
  'wordpress/includes/assets.php',
  'hugo/layouts/partials/defenders/element.html',
  'hugo/layouts/partials/defenders/scripts.html',
];

test('no build script, size budget, snippet option, PHP or Hugo partial names a language by hand', () => {
  const named = [];
  for (const path of READERS) {
    const lines = read(path).split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
      for (const tag of TRANSLATIONS)
        if (new RegExp(`(['"\`/])${tag}(\\.js)?\\1|locales/${tag}\\b|\\b${tag}:`).test(line))
          named.push(`${path}:${index + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(named, []);
});

test('the WordPress and Hugo data file lists the languages for the PHP and the partials', async () => {
  const { fallbackData } = await import('../../scripts/build-wordpress.mjs');
  const data = fallbackData();
  assert.deepEqual(data.languages, [...TRANSLATIONS]);
  for (const tag of TRANSLATIONS) assert.ok(data.fallbacks[tag], tag);
});
