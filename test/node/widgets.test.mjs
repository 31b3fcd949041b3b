// THE list of widgets (src/widgets.ts) against everything that names the widgets without reading it
// (`npm run build` first): package.json's exports and side effects, the built bundles and their
// compile hint, the manifest, the size budgets, the snippet builder and the Hugo shortcodes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { TRANSLATIONS } from '../../scripts/languages.mjs';
import { WIDGETS, widgetModule, widgetSource } from '../../scripts/widgets.mjs';
import sizeLimits from '../../.size-limit.mjs';
import {
  EMBED_WIDGETS,
  TYPICAL_HEIGHTS,
  WIDGET_OPTIONS,
  WIDGET_TITLES,
} from '../../dist/embed/snippets.js';

const readJson = (path) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const pkg = readJson('package.json');
const names = WIDGETS.map((widget) => widget.name);

/** The package's entries that are not widgets: the main entry, the rules core, React types, the Eleventy plugin and files. */
const OTHER_EXPORTS = [
  '.',
  './rules',
  './react',
  './eleventy',
  ...TRANSLATIONS.map((tag) => `./locales/${tag}.js`),
  './defenders-widgets.css',
  './custom-elements.json',
  './package.json',
  './vscode.html-custom-data.json',
  './vscode.css-custom-data.json',
  './web-types.json',
];

test('the list has seven widgets, each named once, tagged defenders-<name>', () => {
  assert.equal(WIDGETS.length, 7);
  assert.equal(new Set(names).size, names.length);
  for (const widget of WIDGETS) {
    assert.equal(widget.tag, `defenders-${widget.name}`);
    assert.match(widget.className, /^Defenders[A-Z]\w*$/);
  }
});

test('package.json exports every widget as ./<name>.js, and nothing else beside the fixed entries', () => {
  for (const name of names) {
    assert.deepEqual(
      pkg.exports[`./${name}.js`],
      {
        types: `${widgetModule(name)}.d.ts`,
        default: `${widgetModule(name)}.js`,
      },
      `./${name}.js`,
    );
  }
  assert.deepEqual(
    Object.keys(pkg.exports).sort(),
    [...OTHER_EXPORTS, ...names.map((name) => `./${name}.js`)].sort(),
  );
});

test('package.json marks the widget modules as side effects (they register), not every file beside them', () => {
  const components = pkg.sideEffects.filter((path) => path.startsWith('./dist/components/'));
  assert.deepEqual(components.sort(), names.map((name) => `${widgetModule(name)}.js`).sort());
});

test('the build makes one CDN bundle per widget and the all-in-one bundle, no other', () => {
  const bundles = readdirSync(new URL('../../dist/cdn/', import.meta.url)).filter((file) =>
    file.endsWith('.js'),
  );
  assert.deepEqual(
    bundles.sort(),
    ['defenders-widgets.js', ...names.map((name) => `${name}.js`)].sort(),
  );
});

test('every bundle a page runs as it loads starts with the compile hint; the lazy chunk and the languages do not', () => {
  const firstLine = (path) =>
    readFileSync(new URL(`../../dist/${path}`, import.meta.url), 'utf8').split('\n', 1)[0];
  const hint = '//# allFunctionsCalledOnLoad';
  for (const bundle of [
    'cdn/defenders-widgets.js',
    ...names.map((name) => `cdn/${name}.js`),
    'embed/embed.js',
  ])
    assert.equal(firstLine(bundle), hint, bundle);
  const chunks = readdirSync(new URL('../../dist/cdn/chunks/', import.meta.url)).filter((file) =>
    file.endsWith('.js'),
  );
  assert.ok(chunks.length > 0);
  for (const later of [
    ...chunks.map((chunk) => `cdn/chunks/${chunk}`),
    ...TRANSLATIONS.map((tag) => `cdn/locales/${tag}.js`),
  ])
    assert.ok(!firstLine(later).includes('allFunctionsCalledOnLoad'), later);
});

test('the manifest describes the element module of each widget: its class and its tag', () => {
  const manifest = readJson('custom-elements.json');
  const described = manifest.modules.flatMap((moduleDoc) =>
    (moduleDoc.declarations ?? [])
      .filter((item) => item.customElement)
      .map((item) => ({ path: moduleDoc.path, className: item.name, tag: item.tagName })),
  );
  assert.deepEqual(
    described.sort((a, b) => a.tag.localeCompare(b.tag)),
    WIDGETS.map((widget) => ({
      path: widgetSource(widget.name),
      className: widget.className,
      tag: widget.tag,
    })).sort((a, b) => a.tag.localeCompare(b.tag)),
  );
});

test('the size budgets cover the all-in-one bundle and its FAQ chunk, every widget bundle and the German module, once each', () => {
  assert.deepEqual(
    sizeLimits.map((check) => check.path),
    [
      'dist/cdn/defenders-widgets.js',
      'dist/cdn/chunks/faq-search-*.js',
      ...names.map((name) => `dist/cdn/${name}.js`),
      'dist/cdn/locales/de.js',
    ],
  );
  for (const check of sizeLimits) assert.match(check.limit, /^\d+(\.\d+)? kB$/, check.path);
});

test('the snippet builder offers the widgets the list marks embed, with a title, options and height each', () => {
  const embedded = WIDGETS.filter((widget) => widget.embed).map((widget) => widget.name);
  assert.deepEqual([...EMBED_WIDGETS], embedded);
  for (const table of [WIDGET_TITLES, WIDGET_OPTIONS, TYPICAL_HEIGHTS])
    assert.deepEqual(Object.keys(table).sort(), [...embedded].sort());
});

test("the Hugo shortcodes know the list's widgets, in one partial that both of their partials read", () => {
  const partials = new URL('../../hugo/layouts/partials/defenders/', import.meta.url);
  const list = readFileSync(new URL('widgets.html', partials), 'utf8');
  const named = [...list.matchAll(/^\s+"([a-z-]+)" /gm)].map((match) => match[1]);
  assert.deepEqual([...named].sort(), [...names].sort());
  for (const file of ['element.html', 'scripts.html']) {
    const source = readFileSync(new URL(file, partials), 'utf8');
    assert.match(source, /partial "defenders\/widgets\.html"/, `${file} reads the widgets partial`);
    for (const name of names)
      assert.doesNotMatch(
        source,
        new RegExp(`"${name}" "`),
        `${file} names no widget list of its own`,
      );
  }
});
