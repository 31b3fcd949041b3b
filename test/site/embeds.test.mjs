// Embeds that survive real hosts, on the built site (`npm run build:site`, then
// `node scripts/embed-heights.mjs`), in Chromium:
// - the generator's iframe code has no style attribute, keeps inside a block theme's column, and its
//   height is the one measured for its options; the real frame's content fits that height within
//   10 % on a 390 px phone and a 1,280 px screen;
// - the download for self-hosting holds exactly the files it lists, its checksum matches, and a
//   site serving the unpacked folder runs the generator's "my own site" code with no other request.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { serveSite } from '../../scripts/serve-site.mjs';
import { servedSite } from './helpers.mjs';

const snippets = await import('../../dist/embed/snippets.js');
await import('../../dist/locales/de.js');

const HEIGHTS_FILE = 'site/demo/embed-heights.json';
const { SELF_HOST } = await import('../../site/demo/self-host.js');

const site = servedSite({
  check: () =>
    assert.ok(
      JSON.parse(readFileSync(HEIGHTS_FILE, 'utf8'))?.languages,
      'the heights are measured (node scripts/embed-heights.mjs)',
    ),
});

/**
 * A host page like a block theme's post: the content column is 650 px wide at most, with 16 px
 * margins on a phone, and the theme caps media at the column (as Twenty Twenty-Three does).
 */
const hostPage = (body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A fan's post</title>
<style>
  body { margin: 0; font: 18px/1.6 Georgia, serif; }
  main { max-width: 650px; margin: 0 auto; padding: 0 16px; }
  main > * { max-width: 650px; }
</style></head>
<body><main><h1>Our game night</h1><p>Before the widget.</p>
${body}
<p id="after">After the widget.</p></main></body></html>`;

/**
 * Opens `body` in a host page at an address of the test server, as its own page (no site policy:
 * a blog's page would not have ours), with the theme's column styles applied.
 */
async function openHost(page, body, origin = site.url) {
  const address = `${origin}host-page.html`;
  await page.route(address, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostPage(body) }),
  );
  await page.goto(address);
  assert.equal(
    await page.locator('main').evaluate((main) => getComputedStyle(main).maxWidth),
    '650px',
    'the host page has its column',
  );
}

async function generatorPage() {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site.url}demo/generator.html`);
  await page.waitForFunction(() => document.getElementById('snippet')?.textContent !== '');
  return page;
}

const snippetText = (page) => page.locator('#snippet').textContent();

/** The option sets the generator is driven through, each as a reader would set them. */
const CASES = [
  { widget: 'setup-calculator', options: { players: '3' }, set: [['select', '#players', '3']] },
  {
    widget: 'turn-checklist',
    options: { side: 'dark-arts', action: 'replenish' },
    set: [
      ['check', 'input[name="side"][value="dark-arts"]'],
      ['select', '#action', 'replenish'],
    ],
  },
  { widget: 'path-tracker', options: { position: '5' }, set: [['fill', '#position', '5']] },
  { widget: 'victory-checker', options: {}, set: [] },
  { widget: 'faq', options: {}, set: [] },
  { widget: 'faq', options: { query: 'draw' }, set: [['fill', '#query', 'draw']] },
  {
    widget: 'faq',
    options: { query: 'two players' },
    set: [['fill', '#query', 'two players']],
  },
  { widget: 'faq', options: { query: 'broomstick' }, set: [['fill', '#query', 'broomstick']] },
  { widget: 'faq', options: { query: 'pizza' }, set: [['fill', '#query', 'pizza']] },
  // The generator saves a game by default, under a key from the post's name.
  {
    widget: 'game',
    options: { players: '2', persist: 'defenders-game' },
    set: [['select', '#players', '2']],
  },
  {
    widget: 'game',
    options: { players: '3', persist: 'defenders-game', share: true, faq: true },
    set: [
      ['select', '#players', '3'],
      ['check', '#share'],
      ['check', '#faq'],
    ],
  },
  {
    widget: 'setup-calculator',
    options: { players: '5' },
    language: 'de',
    set: [
      ['select', '#players', '5'],
      ['select', '#language', 'de'],
    ],
  },
];

const label = ({ widget, options, language = 'en' }) =>
  `${widget} ${JSON.stringify(options)} ${language}`;

/** Drives the generator to the case's options and returns the iframe code it writes. */
async function iframeCodeFor(page, { widget, set }) {
  await page.selectOption('#widget', widget);
  await page.check('input[name="kind"][value="iframe"]');
  for (const [action, selector, value] of set) {
    if (action === 'select') await page.selectOption(selector, value);
    else if (action === 'check') await page.check(selector);
    else await page.fill(selector, value);
  }
  return snippetText(page);
}

describe('the iframe code of the generator', () => {
  const heights = existsSync(HEIGHTS_FILE) ? JSON.parse(readFileSync(HEIGHTS_FILE, 'utf8')) : null;
  /** label -> the code the generator wrote */
  const codes = new Map();

  test('has no style attribute and writes the height measured for its options', async () => {
    const page = await generatorPage();
    try {
      for (const item of CASES) {
        await page.goto(`${site.url}demo/generator.html`);
        await page.waitForFunction(() => document.getElementById('snippet')?.textContent !== '');
        const code = await iframeCodeFor(page, item);
        codes.set(label(item), code);
        assert.doesNotMatch(code, /style=/, label(item));
        assert.doesNotMatch(code, /max-width/, label(item));
        assert.match(code, / width="100%"/);
        const written = Number(/ height="(\d+)"/.exec(code)[1]);
        const measured = snippets.measuredHeight(
          item.widget,
          item.options,
          heights,
          item.language ?? 'en',
        );
        assert.ok(measured, `${label(item)} was measured`);
        assert.equal(written, Math.ceil(Math.max(measured.phone, measured.desktop)), label(item));
        assert.equal(
          code,
          snippets.iframeSnippet(item.widget, item.options, {
            embedUrl: `${site.url}dist/embed/`,
            language: item.language ?? 'en',
            heights,
          }),
        );
        assert.match(
          await page.locator('#height-note').textContent(),
          new RegExp(`${Math.ceil(measured.phone).toLocaleString('en')} px in a 358 px column`),
        );
      }
    } finally {
      await page.close();
    }
  });

  for (const width of [390, 1280]) {
    test(`keeps inside the column at ${width} px, and the frame's content fits its height within 10 %`, async () => {
      assert.equal(codes.size, CASES.length, 'the generator test ran first');
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      const report = [];
      try {
        for (const item of CASES) {
          const code = codes.get(label(item));
          await openHost(page, code);
          const frameElement = page.locator('iframe.defenders-embed');
          await frameElement.scrollIntoViewIfNeeded();
          const frame = await (await frameElement.elementHandle()).contentFrame();
          await frame.waitForFunction(
            (tag) =>
              customElements.get(tag) !== undefined &&
              [...document.querySelectorAll('*')]
                .filter((el) => el.localName.startsWith('defenders-'))
                .every((el) => el.hasUpdated),
            snippets.tagFor(item.widget),
          );
          await frame.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const content = await frame.evaluate(() =>
            Math.ceil(document.documentElement.getBoundingClientRect().height),
          );
          const box = await frameElement.boundingBox();
          const column = Math.min(650, width - 2 * 16);
          const written = Number(/ height="(\d+)"/.exec(code)[1]);
          report.push(`${label(item)}: content ${content} px, written ${written} px`);
          assert.equal(
            Math.round(box.width),
            Math.round(column),
            `${label(item)}: the column's width`,
          );
          assert.equal(
            Math.round(box.height),
            written,
            `${label(item)}: nothing resized the frame`,
          );
          assert.ok(content <= written * 1.1, `${report.at(-1)}: the content fits`);
          if (width === 390)
            assert.ok(content >= written * 0.9, `${report.at(-1)}: no more than 10 % left empty`);
        }
      } finally {
        console.log(`at ${width} px:\n  ${report.join('\n  ')}`);
        await page.close();
      }
    });
  }
});

describe('the download for self-hosting', () => {
  const zip = readFileSync(join('site', SELF_HOST.zip));

  test('holds exactly the files it lists, byte for byte as the package has them', () => {
    const entries = unzipSync(zip);
    assert.deepEqual(Object.keys(entries).sort(), [...SELF_HOST.files].sort());
    const folder = `${SELF_HOST.folder}/`;
    for (const name of SELF_HOST.files)
      assert.ok(
        Buffer.from(entries[name]).equals(readFileSync(name.slice(folder.length))),
        `${name} is the package's`,
      );
    // What a snippet or the embed page loads, and nothing a reader's browser never asks for.
    const listed = SELF_HOST.files.map((name) => name.slice(folder.length));
    for (const file of [
      'dist/defenders-widgets.css',
      snippets.ALL_IN_ONE_BUNDLE,
      'dist/cdn/setup-calculator.js',
      'dist/cdn/locales/de.js',
      'dist/embed/index.html',
      'dist/embed/embed.js',
      'dist/embed/embed.css',
      'dist/embed/locales/de.js',
      'LICENSE',
    ])
      assert.ok(listed.includes(file), file);
    assert.deepEqual(
      listed.filter((file) => /\.(map|ts)$/.test(file)),
      [],
    );
    assert.equal(zip.length, SELF_HOST.bytes);
  });

  test('has the checksum its .sha256 file, the home page and the generator show', async () => {
    const sha256 = createHash('sha256').update(zip).digest('hex');
    assert.equal(SELF_HOST.sha256, sha256);
    const name = SELF_HOST.zip.slice(SELF_HOST.zip.lastIndexOf('/') + 1);
    assert.equal(
      readFileSync(join('site', `${SELF_HOST.zip}.sha256`), 'utf8'),
      `${sha256}  ${name}\n`,
    );
    assert.match(
      readFileSync('site/index.html', 'utf8'),
      new RegExp(`<code class="checksum">${sha256}</code>`),
    );
    const page = await generatorPage();
    try {
      await page.selectOption('#cdn', 'self');
      const note = page.locator('#download-note');
      assert.equal(await note.locator('code').textContent(), sha256);
      const response = await page.request.get(
        await note.locator('a').evaluate((link) => link.href),
      );
      assert.equal(response.status(), 200);
      assert.ok(Buffer.from(await response.body()).equals(zip));
    } finally {
      await page.close();
    }
  });

  test('unpacked on a site of its own, runs the generator’s “my own site” code and iframe', async () => {
    const root = mkdtempSync(join(tmpdir(), 'defenders-own-site-'));
    for (const [name, bytes] of Object.entries(unzipSync(zip))) {
      mkdirSync(dirname(join(root, name)), { recursive: true });
      writeFileSync(join(root, name), bytes);
    }
    const ownSite = await serveSite({ root, port: 0, host: '127.0.0.1' });
    const page = await generatorPage();
    try {
      const base = `${ownSite.url}${SELF_HOST.folder}/`;
      await page.selectOption('#widget', 'setup-calculator');
      await page.selectOption('#players', '3');
      await page.selectOption('#cdn', 'self');
      await page.fill('#base', base);
      const code = await snippetText(page);
      const addresses = [...code.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
      assert.deepEqual(addresses, [
        `${base}dist/defenders-widgets.css`,
        `${base}dist/cdn/setup-calculator.js`,
      ]);
      await page.check('input[name="kind"][value="iframe"]');
      await page.fill('#embed-url', `${base}dist/embed/`);
      const frameCode = await snippetText(page);

      const reader = await site.browser.newPage({ viewport: { width: 390, height: 900 } });
      const elsewhere = [];
      const missing = [];
      await reader.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(ownSite.url)) return route.fallback();
        elsewhere.push(url);
        return route.abort();
      });
      reader.on('response', (response) => {
        if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
      });
      try {
        // The blog and the uploaded folder are one site, as on a WordPress install or a static host.
        await openHost(reader, `${code}\n${frameCode}`, ownSite.url);
        await reader.waitForFunction(
          () => customElements.get('defenders-setup-calculator') !== undefined,
        );
        // The frame loads lazily: a reader scrolls down to it.
        await reader.locator('iframe.defenders-embed').scrollIntoViewIfNeeded();
        const frame = await (
          await reader.locator('iframe.defenders-embed').elementHandle()
        ).contentFrame();
        await frame.waitForFunction(
          () => customElements.get('defenders-setup-calculator') !== undefined,
        );
        assert.equal(
          await reader.locator('defenders-setup-calculator').evaluate((el) => el.players),
          3,
        );
        const loaded = await reader.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => entry.name),
        );
        assert.ok(loaded.includes(`${base}dist/cdn/setup-calculator.js`));
        assert.equal(frame.url().startsWith(`${base}dist/embed/`), true);
        assert.deepEqual(elsewhere, []);
        assert.deepEqual(missing, []);
      } finally {
        await reader.close();
      }

      // The same code on a page of another origin: the folder's server sends no
      // Access-Control-Allow-Origin, so the browser refuses the module (docs/self-hosting.md says
      // so) and the element keeps its text.
      const other = await site.browser.newPage({ viewport: { width: 390, height: 900 } });
      try {
        const refused = other.waitForEvent('requestfailed', (request) =>
          request.url().endsWith('dist/cdn/setup-calculator.js'),
        );
        await openHost(other, code, site.url);
        await refused;
        assert.equal(
          await other.evaluate(() => customElements.get('defenders-setup-calculator')),
          undefined,
        );
        assert.match(
          await other.locator('defenders-setup-calculator').textContent(),
          /Setup for 3 players/,
        );
      } finally {
        await other.close();
      }
    } finally {
      await page.close();
      await ownSite.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

test('the zip lists every bundle the package builds, and the FAQ chunk of the all-in-one', () => {
  const bundles = readdirSync('dist/cdn').filter((name) => name.endsWith('.js'));
  const chunks = readdirSync('dist/cdn/chunks')
    .filter((name) => name.endsWith('.js'))
    .map((name) => `chunks/${name}`);
  assert.ok(chunks.length > 0);
  for (const name of [...bundles, ...chunks])
    assert.ok(SELF_HOST.files.includes(`${SELF_HOST.folder}/dist/cdn/${name}`), name);
});
