// The built site (`npm run build:site` first), served from a sub-path by a plain static server and
// read in Chromium: every page is reachable by links from the home page, loads without a 404 or a
// console error, passes axe, reads at 320 px without sideways scrolling, and allows no inline script.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { WCAG_TAGS, axeViolations, servedSite } from './helpers.mjs';

const manifest = JSON.parse(
  readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'),
);
const TAGS = manifest.modules.flatMap((moduleDoc) =>
  (moduleDoc.declarations ?? []).filter((item) => item.customElement).map((item) => item.tagName),
);
const GUIDES = existsSync('docs')
  ? readdirSync('docs')
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.replace(/\.md$/, ''))
  : [];

/** One browser context per width, kept for the whole run so the bundles load from its cache. */
const contexts = new Map();
/** path under the base (with query) -> the site links on that page */
const visited = new Map();

/** The pages of ours every build must have, whatever the links say. */
const EXPECTED = [
  'index.html',
  'readme.html',
  'demo/index.html',
  'demo/themed.html',
  'demo/generator.html',
  'demo/de.html',
  'table/index.html',
  'reference/index.html',
  ...TAGS.map((tag) => `reference/${tag}.html`),
  'docs/index.html',
  ...GUIDES.map((guide) => `docs/${guide}.html`),
];

const isOurPage = (path) => !path.startsWith('storybook/') && /\.html(\?|$)/.test(path);

const site = servedSite();

async function tabAt(width) {
  if (!contexts.has(width)) {
    const context = await site.browser.newContext({ viewport: { width, height: 800 } });
    // Nothing leaves the machine: the site must not need anything but its own files.
    await context.route('**/*', (route) =>
      route.request().url().startsWith(site.url) ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    const tab = { page, problems: [] };
    page.on('response', (response) => {
      if (response.status() >= 400) tab.problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) =>
      tab.problems.push(`failed ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') tab.problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => tab.problems.push(`uncaught: ${error.message}`));
    contexts.set(width, tab);
  }
  return contexts.get(width);
}

/** Loads a page, noting every failed request, console error and uncaught exception. */
async function open(path, width = 1280) {
  const tab = await tabAt(width);
  tab.problems = [];
  const response = await tab.page.goto(site.url + path, { waitUntil: 'load' });
  const { page } = tab;
  // Wait until every element of ours is defined and has rendered.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')].every(
      (node) => !node.localName.startsWith('defenders-') || customElements.get(node.localName),
    ),
  );
  // Then until each has rendered and the fonts are in: on a busy machine a frame and 50 ms were
  // not always enough, and a page measured half laid out (the generator at 320 px read 400 px wide).
  await page.evaluate(async () => {
    const ours = [...document.querySelectorAll('*')].filter((node) =>
      node.localName.startsWith('defenders-'),
    );
    await Promise.all(ours.map((node) => node.updateComplete));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  });
  return { page, problems: tab.problems, status: response?.status() };
}

/** The site's own links from this page: paths relative to the base, with their query. */
async function linksOf(page) {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('a[href], iframe[src]')].map((node) => node.href || node.src),
  );
  return hrefs
    .filter((href) => href.startsWith(site.url))
    .map((href) => href.slice(site.url.length).replace(/#.*$/, '') || 'index.html');
}

describe('the site, served from a sub-path', () => {
  test('every page of ours is reachable from the home page and loads with no 404 and no console error', async () => {
    const queue = ['index.html'];
    const seen = new Set(queue);
    const failures = [];
    while (queue.length) {
      const path = queue.shift();
      if (!isOurPage(path)) {
        // A file (bundle, stylesheet) or a Storybook page: it must exist.
        const response = await fetch(site.url + path);
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        continue;
      }
      const { page, problems, status } = await open(path);
      if (status !== 200) problems.push(`status ${status}`);
      // axe reads the page while it is open, for the next test: a second load would only repeat this one.
      visited.set(path, { links: await linksOf(page), axe: await axeViolations(page) });
      for (const link of visited.get(path).links) {
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
      failures.push(...problems.map((problem) => `${path}: ${problem}`));
    }
    assert.deepEqual(failures, []);
    const missing = EXPECTED.filter((path) => !visited.has(path));
    assert.deepEqual(missing, [], 'pages no link reaches');
    assert.ok(
      [...visited.keys()].some((path) => path.startsWith('dist/embed/index.html?widget=')),
      'the iframe embed page is linked and loads',
    );
  });

  test('every page of ours passes axe', () => {
    const failures = pagesToCheck().flatMap((path) =>
      visited.get(path).axe.map((violation) => `${path}: ${violation}`),
    );
    assert.deepEqual(failures, []);
  });

  test('every page of ours reads at 320 px wide without sideways scrolling, and passes axe there', async () => {
    const failures = [];
    for (const path of pagesToCheck()) {
      const { page } = await open(path, 320);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) failures.push(`${path}: ${width} px wide`);
      failures.push(
        ...(await axeViolations(page)).map((violation) => `${path} at 320 px: ${violation}`),
      );
    }
    assert.deepEqual(failures, []);
  });

  test('every page of ours sets a policy that allows no inline script, and has none', async () => {
    const failures = [];
    for (const path of pagesToCheck()) {
      const file = path.replace(/\?.*$/, '');
      const html = readFileSync(`site/${file}`, 'utf8');
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
        html,
      )?.[1];
      if (!policy) failures.push(`${file}: no Content-Security-Policy`);
      else {
        const scripts =
          /script-src ([^;]+)/.exec(policy)?.[1] ?? /default-src ([^;]+)/.exec(policy)?.[1] ?? '';
        if (!scripts || /'unsafe-inline'|'unsafe-eval'|\*|data:/.test(scripts))
          failures.push(`${file}: script-src ${scripts || 'unset'}`);
      }
      if (/<script(?![^>]*\bsrc=)[^>]*>/i.test(html)) failures.push(`${file}: an inline <script>`);
      if (/\son[a-z]+\s*=/i.test(html.replace(/<pre[\s\S]*?<\/pre>/g, '')))
        failures.push(`${file}: an inline event handler`);
      if (/\sstyle\s*=/i.test(html.replace(/<pre[\s\S]*?<\/pre>/g, '')))
        failures.push(`${file}: an inline style attribute`);
    }
    assert.deepEqual(failures, []);
  });
});

function pagesToCheck() {
  const pages = [...visited.keys()].filter(isOurPage);
  assert.ok(pages.length >= EXPECTED.length, 'the crawl ran first and found the pages');
  return pages;
}

describe('the element reference', () => {
  test('has a page per element listing every attribute, property, event, part and custom property of the manifest', () => {
    for (const moduleDoc of manifest.modules) {
      for (const element of (moduleDoc.declarations ?? []).filter((item) => item.customElement)) {
        const html = readFileSync(`site/reference/${element.tagName}.html`, 'utf8');
        const cells = [
          ...(element.attributes ?? []).map((item) => item.name),
          ...(element.members ?? []).map((item) => item.name),
          ...(element.events ?? []).flatMap((item) => [item.name, item.type.text]),
          ...(element.cssParts ?? []).map((item) => item.name),
          ...(element.cssProperties ?? []).map((item) => item.name),
        ];
        for (const name of cells) {
          const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
          assert.ok(html.includes(`<code>${escaped}</code>`), `${element.tagName}: ${name}`);
        }
        assert.match(
          html,
          new RegExp(`<div class="example">\\s*(<p>[^<]*)?<${element.tagName}`),
          `${element.tagName}: live example`,
        );
        assert.match(
          html,
          /<pre[^>]*><code>[^<]*&lt;script type=&quot;module&quot; src=&quot;https:\/\/cdn\.jsdelivr\.net\/npm\/defenders-rules-widgets@/,
          `${element.tagName}: paste snippet`,
        );
        assert.match(
          html,
          /href="\.\.\/storybook\/index\.html\?path=\/docs\/[\w-]+--docs"/,
          `${element.tagName}: Storybook link`,
        );
      }
    }
  });

  test('shows each element laid out right to left, in a picture taken from its live example', () => {
    for (const tag of TAGS) {
      const html = readFileSync(`site/reference/${tag}.html`, 'utf8');
      const picture = /<img src="(images\/[\w-]+-rtl\.png)" width="(\d+)" height="(\d+)"/.exec(
        html,
      );
      assert.ok(picture, `${tag}: no right-to-left picture`);
      const png = readFileSync(`site/reference/${picture[1]}`);
      assert.deepEqual(
        [png.readUInt32BE(16), png.readUInt32BE(20)],
        [Number(picture[2]), Number(picture[3])],
        `${tag}: picture size`,
      );
      assert.ok(png.length > 2000, `${tag}: an empty picture`);
    }
  });
});

describe('the generator’s size figures', () => {
  test('are the gzip sizes of the files on the site', async () => {
    const { GZIP_BYTES } = await import(
      new URL('../../site/demo/bundle-sizes.js', import.meta.url)
    );
    const files = [
      'dist/cdn/defenders-widgets.js',
      'dist/defenders-widgets.css',
      'dist/embed/embed.js',
      ...TAGS.map((tag) => `dist/cdn/${tag.replace('defenders-', '')}.js`),
    ];
    for (const file of files) {
      assert.equal(
        GZIP_BYTES[file],
        gzipSync(readFileSync(`site/${file}`), { level: 9 }).length,
        file,
      );
    }
    assert.ok(
      GZIP_BYTES['dist/cdn/setup-calculator.js'] < GZIP_BYTES['dist/cdn/defenders-widgets.js'] / 2,
      'one widget loads far less than all',
    );
  });
});

const storybookIndex = () => JSON.parse(readFileSync('site/storybook/index.json', 'utf8'));

/**
 * How long a Storybook docs page may take to render: seconds on a quiet machine, more when the site
 * tests yield the cores to the browser tests (`npm run test:beside`).
 */
const DOCS_MS = 60000;

/** Opens a Storybook docs page and waits until it shows the manifest's tables and its stories. */
async function openDocs(entry) {
  const opened = await open(`storybook/iframe.html?id=${entry.id}&viewMode=docs`);
  await opened.page.waitForSelector('.sbdocs-content, #storybook-docs', { timeout: DOCS_MS });
  await opened.page.waitForFunction(
    () => document.querySelector('#storybook-docs')?.textContent.includes('--defenders-'),
    null,
    { timeout: DOCS_MS },
  );
  return opened;
}

describe('Storybook', () => {
  /** entry id -> axe's WCAG violations on that docs page, read while the first test has it open. */
  const docsAxe = new Map();

  test('has a docs page for every element, and it shows the manifest’s description, attributes, parts and custom properties', async () => {
    const docs = Object.values(storybookIndex().entries).filter((entry) => entry.type === 'docs');
    const failures = [];
    for (const moduleDoc of manifest.modules) {
      for (const element of (moduleDoc.declarations ?? []).filter((item) => item.customElement)) {
        const widget = element.tagName.replace('defenders-', '');
        const entry = docs.find((item) => item.importPath === `./stories/${widget}.stories.ts`);
        if (!entry) {
          failures.push(`${element.tagName}: no docs entry in index.json`);
          continue;
        }
        const { page, problems } = await openDocs(entry);
        docsAxe.set(entry.id, await axeViolations(page, { tags: WCAG_TAGS }));
        const text = await page.evaluate(
          () => document.querySelector('#storybook-docs').textContent,
        );
        const letters = (value) => value.replace(/[^\p{L}\p{N}]+/gu, '');
        const wanted = [
          element.description.split(/\s+/).slice(0, 6).join(' '),
          ...(element.attributes ?? []).map((item) => item.name),
          element.cssParts[0].name,
          element.cssProperties[0].name,
        ];
        for (const piece of wanted)
          if (!letters(text).includes(letters(piece)))
            failures.push(`${element.tagName}: docs page lacks “${piece}”`);
        failures.push(
          ...problems
            .filter((problem) => /^\d{3} /.test(problem))
            .map((problem) => `${element.tagName}: ${problem}`),
        );
      }
    }
    assert.deepEqual(failures, []);
  });

  test('its manager, in the light and the dark scheme, and every docs page pass axe’s WCAG A and AA rules', async () => {
    const entries = Object.values(storybookIndex().entries);
    // A story with boolean controls, so that the manager shows them in its Controls panel.
    const game = entries.find(
      (entry) => entry.type === 'story' && entry.importPath === './stories/game.stories.ts',
    );
    assert.ok(game, 'the game has a story');
    const failures = [];
    for (const colorScheme of ['light', 'dark']) {
      const context = await site.browser.newContext({
        colorScheme,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      let problems = [];
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      for (const path of ['storybook/index.html', `storybook/index.html?path=/story/${game.id}`]) {
        problems = [];
        await page.goto(site.url + path);
        await page.locator('#storybook-explorer-tree [data-item-id]').first().waitFor();
        if (path.includes('/story/'))
          await page.locator('label > input[role="switch"]').first().waitFor({ state: 'attached' });
        const violations = await axeViolations(page, { tags: WCAG_TAGS });
        failures.push(
          ...problems.map((problem) => `${path}: ${problem}`),
          ...violations.map((violation) => `${path} (${colorScheme}): ${violation}`),
        );
      }
      await context.close();
    }
    // A docs page the first test did not open (no element's) is opened here.
    for (const entry of entries.filter((item) => item.type === 'docs')) {
      const violations =
        docsAxe.get(entry.id) ??
        (await axeViolations((await openDocs(entry)).page, { tags: WCAG_TAGS }));
      failures.push(...violations.map((violation) => `${entry.id}: ${violation}`));
    }
    assert.deepEqual(failures, []);
  });
});
