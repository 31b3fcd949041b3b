// The build's own Rollup plugins (scripts/build/), on small modules: the English messages a bundle
// keeps, the line breaks of html templates and the data written first; and
// the built bundles (`npm run build` first) keeping what travels between them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rollup } from 'rollup';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleQuery } from '../../scripts/build/bundle-query.mjs';
import { dataModules, groupData } from '../../scripts/build/group-data.mjs';
import { collapseTemplateLineBreaks } from '../../scripts/build/html-whitespace.mjs';
import {
  WHOLE_CATALOGUES,
  catalogueKeys,
  englishKeys,
  mayName,
} from '../../scripts/build/message-keys.mjs';
import { privateNamePattern } from '../../scripts/build/private-names.mjs';
import { pruneCatalogues } from '../../scripts/build/prune-catalogues.mjs';

/** Bundles `modules` (by name, `main.ts` the entry) with `plugins`; returns the output code. */
async function bundle(modules, plugins, input = 'main.ts') {
  const build = await rollup({
    input,
    plugins: [
      {
        name: 'modules',
        resolveId: (id) => id.replace(/^\.\//, ''),
        load: (id) => modules[id],
      },
      ...plugins,
    ],
    onwarn: () => {},
  });
  const { output } = await build.generate({ format: 'es' });
  return output[0].code;
}

const keys = new Set([
  'side.house',
  'side.dark-arts',
  'house.gryffindor',
  'zone.white',
  'error.integer',
  'error.boolean',
  'shield.holds-coin',
  'path.note.zone',
]);

test('a bundle keeps the English messages its code names, whole or by their start, and drops the rest', async () => {
  const code = await bundle(
    {
      'main.ts': `
        const names = { 'side.house': 'House Player', 'side.dark-arts': 'Dark Arts Player', 'house.gryffindor': 'Gryffindor', 'zone.white': 'White' };
        const errors = { 'error.integer': 'a whole number', 'error.boolean': 'true or false', 'shield.holds-coin': 'holds the coin' };
        const widget = 'path';
        export const side = (side) => names['side.' + side];
        export const house = (house) => names[\`house.\${house}\`];
        export const integer = () => errors['error.integer'];
        export const holds = (item) => errors[\`shield.holds-\${item}\`];
        export const notes = { 'path.note.zone': 'in a zone', widget };
      `,
    },
    [pruneCatalogues({ keys })],
  );
  for (const kept of [
    'side.house',
    'side.dark-arts',
    'house.gryffindor',
    'error.integer',
    'shield.holds-coin',
  ])
    assert.ok(code.includes(`'${kept}':`), kept);
  assert.doesNotMatch(code, /zone\.white/);
  assert.doesNotMatch(code, /error\.boolean/);
  // An object holding anything but message keys is no catalogue, and a bare word starts no key.
  assert.match(code, /path\.note\.zone/);
});

test('the game bundles keep every word of a change, which other bundles and saved games send them', () => {
  const changes = WHOLE_CATALOGUES.flatMap(catalogueKeys);
  assert.ok(changes.includes('change.setup-ticked'));
  for (const name of ['game', 'defenders-widgets']) {
    const code = readFileSync(new URL(`../../dist/cdn/${name}.js`, import.meta.url), 'utf8');
    const missing = changes.filter((key) => !code.includes(`"${key}":`));
    assert.deepEqual(missing, [], `dist/cdn/${name}.js`);
  }
});

test('only a dotted start ending in a dot or a hyphen names keys it does not spell out', () => {
  assert.ok(mayName('house.', 'house.slytherin'));
  assert.ok(mayName('victory-checker.requirement.where-', 'victory-checker.requirement.where-1'));
  assert.ok(mayName('faq.first-player.answer', 'faq.first-player.answer'));
  assert.ok(!mayName('path', 'path.note.zone'));
  assert.ok(!mayName('victory-checker', 'victory-checker.fix.victory-houses'));
  assert.ok(!mayName('victory-', 'victory-checker.fix.victory-houses'));
  assert.ok(!mayName('.', 'path.note.zone'));
});

test('the English keys are read from every catalogue of src/ and from no translation', () => {
  const found = englishKeys();
  assert.ok(found.has('setup-calculator.title'));
  assert.ok(found.has('error.integer'));
  assert.ok(found.size > 400, `${found.size} keys`);
});

test('the built bundles and the German module name every message by its readable key', () => {
  for (const [name, key] of [
    ['setup-calculator', 'setup-calculator.title'],
    ['defenders-widgets', 'setup-calculator.title'],
    ['locales/de', 'setup-calculator.title'],
    ['locales/de', 'faq.how-many-players.answer'],
  ]) {
    const code = readFileSync(new URL(`../../dist/cdn/${name}.js`, import.meta.url), 'utf8');
    assert.ok(code.includes(`"${key}"`), `dist/cdn/${name}.js names "${key}"`);
  }
});

test("the private names terser shortens are our classes' own, never one the code also writes as text", () => {
  const pattern = privateNamePattern();
  // `_game`'s update has a name of its own (GAME_UPDATE), so the field is shortened too.
  for (const name of ['_plan', '_text', '_locale', '_form', '_game'])
    assert.ok(pattern.test(name), name);
  // Written as text: changed.has('_local'); and Lit's own names.
  for (const name of ['_local', '_$litElement$', '_$AM', 'players', 'plan'])
    assert.ok(!pattern.test(name), name);
  const code = readFileSync(new URL('../../dist/cdn/setup-calculator.js', import.meta.url), 'utf8');
  assert.doesNotMatch(code, /\._plan\b/);
  assert.doesNotMatch(code, /_game\b/);
});

test('line breaks and indentation inside html templates become one space, other text stays', async () => {
  const code = await bundle(
    {
      'main.ts': `
        const html = (strings) => strings.raw.join('|');
        const css = html;
        export const view = html\`<p>
              two  words\${1}
          </p>\`;
        export const styles = css\`a {
            b: c }\`;
      `,
    },
    [collapseTemplateLineBreaks()],
  );
  assert.ok(code.includes('html`<p> two  words${1} </p>`'), code);
  assert.ok(code.includes('css`a {\n            b: c }`'), code);
});

test("white space before a tag's end goes, and a void element's />; a binding keeps its value", async () => {
  const code = await bundle(
    {
      'main.ts': `
        const html = (strings) => strings.raw.join('|');
        export const view = html\`<button
            type="button"
            @click=\${1}
          ><svg viewBox="0 0 2 2"><path d="M0 0" /></svg></button><input
            .value=\${2}
          /><br /><input type="text" /><x-y a=\${3} />b > c\`;
      `,
    },
    [collapseTemplateLineBreaks()],
  );
  // The end of each tag follows its last attribute or binding; text keeps its spaces (b > c), and
  // a non-void element's /> after a binding keeps its space (else / would join the bound value).
  assert.ok(
    code.includes(
      'html`<button type="button" @click=${1}><svg viewBox="0 0 2 2"><path d="M0 0"/></svg></button><input .value=${2}><br><input type="text"><x-y a=${3} />b > c`',
    ),
    code,
  );
});

test("a bundle writes its catalogues and styles first, in the plugin's order, and no unused one", async () => {
  const modules = {
    'main.ts': `
      import { first } from './first.ts';
      import { second } from './second.ts';
      export const both = () => first() + second();
      console.log('main code');
    `,
    'first.ts': `
      import { firstSheet } from './first.styles.ts';
      import { firstTexts } from './first.messages.ts';
      console.log('first code');
      export const first = () => firstSheet + firstTexts['first.title'];
    `,
    'second.ts': `
      import { secondTexts } from './second.messages.ts';
      console.log('second code');
      export const second = () => secondTexts['second.title'];
    `,
    'first.styles.ts': "export const firstSheet = ':host { color: red }';",
    'first.messages.ts': "export const firstTexts = { 'first.title': 'First title' };",
    'second.messages.ts': "export const secondTexts = { 'second.title': 'Second title' };",
    'unused.messages.ts': "export const unusedTexts = { 'unused.title': 'Unused title' };",
  };
  const data = ['first.messages.ts', 'second.messages.ts', 'unused.messages.ts', 'first.styles.ts'];
  const plain = await bundle(modules, []);
  const grouped = await bundle(modules, [groupData(data)]);
  const at = (code, text) => code.indexOf(text);
  // Without the plugin, each module's data stands beside its code.
  assert.ok(at(plain, 'first code') < at(plain, 'Second title'), plain);
  const order = [
    'First title',
    'Second title',
    ':host { color: red }',
    'first code',
    'second code',
    'main code',
  ];
  const positions = order.map((text) => at(grouped, text));
  assert.ok(
    positions.every((position) => position >= 0),
    grouped,
  );
  assert.deepEqual(
    [...positions].sort((a, b) => a - b),
    positions,
    grouped,
  );
  assert.doesNotMatch(grouped, /Unused title/);
});

test('the data written first is every English catalogue, then every style sheet, the shared ones first', () => {
  const modules = dataModules().map((path) => relative(process.cwd(), path));
  const catalogues = modules.filter((path) => path.endsWith('.messages.ts'));
  assert.deepEqual(modules.slice(0, catalogues.length), catalogues);
  assert.ok(catalogues.includes('src/rules/setup.messages.ts'));
  assert.ok(!catalogues.some((path) => path.startsWith('src/locales/')));
  const styles = modules.slice(catalogues.length);
  assert.deepEqual(styles.slice(0, 3), [
    'src/shared/patterns.styles.ts',
    'src/shared/print.styles.ts',
    'src/shared/styles.ts',
  ]);
  assert.ok(styles.includes('src/components/rule-ref/rule-ref.styles.ts'));
  assert.ok(
    styles.every((path) => /(^|[/.])styles\.ts$/.test(path)),
    styles.join(),
  );
});

test('the all-in-one data is every style sheet, then every English catalogue, which stand next to the code', () => {
  const modules = dataModules('src', { stylesFirst: true }).map((path) =>
    relative(process.cwd(), path),
  );
  const styles = modules.filter((path) => /(^|[/.])styles\.ts$/.test(path));
  assert.deepEqual(modules.slice(0, styles.length), styles);
  assert.deepEqual(
    modules.slice(styles.length),
    dataModules()
      .map((path) => relative(process.cwd(), path))
      .slice(0, -styles.length),
  );
  const bundle = readFileSync(
    new URL('../../dist/cdn/defenders-widgets.js', import.meta.url),
    'utf8',
  );
  const sheet = bundle.indexOf('.visually-hidden{');
  const catalogue = bundle.indexOf('"setup-calculator.title":');
  assert.ok(sheet >= 0 && catalogue >= 0);
  assert.ok(
    sheet < catalogue,
    'the built all-in-one writes its style sheets before its catalogues',
  );
  const widget = readFileSync(
    new URL('../../dist/cdn/setup-calculator.js', import.meta.url),
    'utf8',
  );
  assert.ok(
    widget.indexOf('"setup-calculator.title":') < widget.indexOf('.visually-hidden{'),
    'a widget bundle writes its catalogues first',
  );
});

test('the self-contained bundles write the characters beyond ASCII of their strings as escapes', () => {
  for (const [name, text] of [
    ['defenders-widgets', String.raw`Loading the answers\u2026`],
    ['setup-calculator', String.raw`Dark Arts Player\u2019s`],
    ['locales/de', String.raw`Aufbau f\xfcr`],
  ]) {
    const code = readFileSync(new URL(`../../dist/cdn/${name}.js`, import.meta.url), 'utf8');
    assert.ok(code.includes(text), `dist/cdn/${name}.js writes ${text}`);
    // Only a template's own characters stay as written (terser keeps a template's raw text).
    const strings = code.replace(/`(?:[^`\\]|\\.)*`/g, '``');
    assert.doesNotMatch(strings, /[\u0080-\u{10ffff}]/u, `dist/cdn/${name}.js`);
  }
});

/** Bundles `modules` into chunks (`main.ts` the entry, dynamic imports split); returns each chunk's code by name. */
async function chunks(modules, plugins) {
  const build = await rollup({
    input: { main: 'main.ts' },
    plugins: [
      {
        name: 'modules',
        resolveId: (id) => id.replace(/^\.\//, ''),
        load: (id) => modules[id],
      },
      ...plugins,
    ],
    preserveEntrySignatures: 'allow-extension',
    onwarn: () => {},
  });
  const { output } = await build.generate({
    format: 'es',
    chunkFileNames: '[name].js',
  });
  return Object.fromEntries(output.map((chunk) => [chunk.name, chunk.code]));
}

test('across the chunks of one bundle, an English message stays when any chunk names it, and goes when none does', async () => {
  const built = await chunks(
    {
      'main.ts': `
        import { names } from './names.ts';
        export const side = (side) => names[\`side.\${side}\`];
        export const lazy = () => import('./lazy.ts');
      `,
      // The catalogue stands in the entry chunk; only the lazy chunk names two of its keys.
      'names.ts': `export const names = { 'side.house': 'House', 'house.gryffindor': 'Gryffindor', 'error.integer': 'a whole number', 'zone.white': 'White' };`,
      'lazy.ts': `
        import { names } from './names.ts';
        import { texts } from './lazy.messages.ts';
        export const house = (house) => names[\`house.\${house}\`];
        export const integer = () => names['error.integer'];
        // Any key, so rollup keeps every property: only the pruning drops entries.
        export const text = (key) => texts[key];
        export const zone = 'path.note.zone';
      `,
      // A catalogue of the lazy chunk whose key only the entry chunk names, and one no chunk names.
      'lazy.messages.ts': `export const texts = { 'path.note.zone': 'in a zone', 'error.boolean': 'true or false', 'shield.holds-coin': 'holds the coin' };`,
    },
    [
      {
        name: 'name-in-main',
        transform: (code, id) =>
          id === 'main.ts' ? `${code}\nexport const key = 'shield.holds-coin';` : null,
      },
      pruneCatalogues({ keys }),
    ],
  );
  assert.deepEqual(Object.keys(built).sort(), ['lazy', 'main']);
  for (const kept of ['side.house', 'house.gryffindor', 'error.integer'])
    assert.ok(built.main.includes(`'${kept}':`), `${kept} in main`);
  assert.doesNotMatch(built.main, /'zone\.white':/);
  assert.ok(built.lazy.includes(`'path.note.zone':`), 'named by its own chunk');
  assert.ok(built.lazy.includes(`'shield.holds-coin':`), 'named by the other chunk');
  assert.doesNotMatch(built.lazy, /'error\.boolean':/);
});

test("a lazily imported module writes the data only it needs at its own chunk's start, not the entry's", async () => {
  const built = await chunks(
    {
      'main.ts': `
        import { mainTexts } from './main.messages.ts';
        export const title = () => mainTexts['main.title'];
        export const lazy = () => import('./lazy.ts');
      `,
      'lazy.ts': `
        import { lazyTexts } from './lazy.messages.ts';
        console.log('lazy code');
        export const answer = () => lazyTexts['lazy.answer'];
      `,
      'main.messages.ts': "export const mainTexts = { 'main.title': 'Main title' };",
      'lazy.messages.ts': "export const lazyTexts = { 'lazy.answer': 'Lazy answer' };",
    },
    [
      groupData(['lazy.messages.ts', 'main.messages.ts'], {
        lazy: { 'lazy.ts': ['lazy.messages.ts'] },
      }),
    ],
  );
  assert.match(built.main, /Main title/);
  assert.doesNotMatch(built.main, /Lazy answer/);
  assert.ok(built.lazy.indexOf('Lazy answer') < built.lazy.indexOf('lazy code'), built.lazy);
});

/** An entry and the chunk it imports lazily, which takes a counter and a class back from it. */
const sharedState = (counter) => ({
  'main.ts': `
    export * from './state.ts';
    export const lazy = () => import('./lazy.ts');
  `,
  'state.ts': `
    ${counter}
    export class Widget {}
  `,
  'lazy.ts': `
    import { count, Widget } from './state.ts';
    export const next = () => count();
    export const isSameWidget = (other) => other === Widget;
  `,
});

test('a lazy chunk imports its entry back with the query the entry was loaded with, so both run once', async () => {
  const built = await chunks(
    sharedState('let calls = 0;\nexport const count = () => (calls += 1);'),
    [bundleQuery()],
  );
  assert.ok(built.main.includes("import('./lazy.js'+new URL(import.meta.url).search)"), built.main);
  assert.match(
    built.lazy,
    /^const\{Widget,count\}=await import\('\.\/main\.js'\+new URL\(import\.meta\.url\)\.search\);/,
  );
  assert.doesNotMatch(built.lazy, /\bfrom\s*['"]/);
  // Run as a page would, the entry at an address with a query: one instance of each module.
  const folder = mkdtempSync(join(tmpdir(), 'bundle-query-'));
  try {
    writeFileSync(join(folder, 'main.js'), built.main);
    writeFileSync(join(folder, 'lazy.js'), built.lazy);
    const main = await import(`${pathToFileURL(join(folder, 'main.js'))}?v=2`);
    const lazy = await main.lazy();
    assert.equal(main.count(), 1);
    assert.equal(lazy.next(), 2, "the chunk counts with the entry's own state");
    assert.ok(lazy.isSameWidget(main.Widget), 'one class, not a second copy');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('the build stops when a lazy chunk takes a binding its entry assigns again, which the copy would miss', async () => {
  await assert.rejects(
    chunks(
      sharedState('export let count = () => 0;\nexport const reset = () => (count = () => 1);'),
      [bundleQuery()],
    ),
    /lazy\.js takes "count" from main\.js, which assigns its binding "count" again/,
  );
});

test('the all-in-one bundle holds no FAQ entry: its chunk does, and faq.js stays one file with every entry', () => {
  const answer = 'Two to five people can play, from age 13 up.';
  const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  const bundle = read('dist/cdn/defenders-widgets.js');
  assert.ok(!bundle.includes(answer), 'the all-in-one bundle carries no answer');
  const chunk = /import\("\.\/(chunks\/faq-search-[\w-]+\.js)"\+/.exec(bundle)?.[1];
  assert.ok(chunk, 'the bundle imports its chunk by a relative path');
  assert.ok(read(`dist/cdn/${chunk}`).includes(answer));
  const faq = read('dist/cdn/faq.js');
  assert.ok(faq.includes(answer));
  assert.doesNotMatch(faq, /\bimport\s*\(/, 'faq.js imports nothing: one file');
  assert.doesNotMatch(read('dist/embed/embed.js'), /\bimport\s*\(\s*["'`]\.\//);
});
