// The table page (site/table/, `npm run build:site` first): installable, kept by its service worker
// so that after one visit it works with no network and the saved game, and the only place that
// registers a service worker: the package's files register none.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serveSite } from '../../scripts/serve-site.mjs';
import { BASE, chromiumOptions, launchChromium } from './helpers.mjs';

const PAGE = 'table/index.html';
const STORAGE_KEY = 'defenders-rules-widgets:table';
const WIDGETS = [
  'defenders-setup-calculator',
  'defenders-turn-checklist',
  'defenders-path-tracker',
  'defenders-victory-checker',
  'defenders-faq',
];
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

let browser;

before(async () => {
  assert.ok(existsSync(`site/${PAGE}`), 'the site is built (npm run build:site)');
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
});

/** A phone-sized tab that notes failed requests, console errors and uncaught exceptions. */
async function phone() {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const tab = { context, page, problems: [] };
  page.on('requestfailed', (request) =>
    tab.problems.push(`failed ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) tab.problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') tab.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => tab.problems.push(`uncaught: ${error.message}`));
  return tab;
}

const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30000,
  });

const rendered = (page) =>
  page.waitForFunction(
    (tags) =>
      ['defenders-game', ...tags].every(
        (tag) => customElements.get(tag) && document.querySelector(tag)?.shadowRoot?.textContent,
      ),
    WIDGETS,
  );

/** Bytes of a PNG's width and height, from its IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('ascii'), 'PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the table page', () => {
  test('holds every widget in one game that persists and keeps the screen awake', () => {
    const html = readFileSync(`site/${PAGE}`, 'utf8');
    const game = /<defenders-game\b([^>]*)>([\s\S]*?)<\/defenders-game>/.exec(html);
    assert.ok(game, 'one <defenders-game>');
    assert.match(game[1], /\spersist="table"/);
    assert.match(game[1], /\skeep-awake(\s|$)/);
    for (const tag of WIDGETS) assert.match(game[2], new RegExp(`<${tag}\\b`), tag);
  });

  test('has one menu, the game\'s "Jump to" links, and a tap on one shows its widget below the toolbar', async () => {
    const server = await serveSite({ base: BASE, port: 0, host: '127.0.0.1' });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    try {
      await page.goto(server.url + PAGE);
      await rendered(page);
      // Every link to a widget is in the game's toolbar (Playwright's CSS looks into shadow roots).
      const ids = ['setup', 'turn', 'path', 'victory', 'faq'];
      const where = await page
        .locator(ids.map((id) => `a[href="#${id}"]`).join(', '))
        .evaluateAll((links) =>
          links.map((link) => (link.closest('[part="jump"]') ? 'toolbar' : 'page')),
        );
      assert.deepEqual(where, ['toolbar', 'toolbar', 'toolbar', 'toolbar', 'toolbar']);
      const turn = page.locator('defenders-game [part="jump"] a', { hasText: 'Turn' });
      const box = await turn.boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(() => {
        const game = document.querySelector('defenders-game');
        const bar = game.shadowRoot.querySelector('[part="toolbar"]').getBoundingClientRect();
        const top = document.querySelector('defenders-turn-checklist').getBoundingClientRect().top;
        return top >= Math.floor(bar.bottom) && top < bar.bottom + 40;
      });
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('is installable: a manifest with a relative start, standalone display, theme colour and its own icons', async () => {
    const server = await serveSite({ base: BASE, port: 0, host: '127.0.0.1' });
    const { context, page } = await phone();
    try {
      await page.goto(server.url + PAGE);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const manifestUrl = new URL(href, server.url + PAGE);
      const manifest = await (await fetch(manifestUrl)).json();
      assert.ok(manifest.name && manifest.short_name, 'name and short name');
      assert.equal(manifest.display, 'standalone');
      assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
      assert.equal(
        await page.locator('meta[name="theme-color"]').first().getAttribute('content'),
        manifest.theme_color,
      );
      // Relative, so the site works from any folder: no scheme, no leading slash.
      for (const address of [manifest.start_url, manifest.scope])
        assert.doesNotMatch(address, /^(\/|[a-z]+:)/i, address);
      // The folder, which every static host answers without a redirect (see table-hosts.test.mjs).
      assert.equal(new URL(manifest.start_url, manifestUrl).href, server.url + 'table/');

      const sizes = [];
      for (const icon of manifest.icons.filter((item) => item.type === 'image/png')) {
        const response = await fetch(new URL(icon.src, manifestUrl));
        assert.equal(response.status, 200, icon.src);
        const size = pngSize(Buffer.from(await response.arrayBuffer()));
        assert.equal(size, icon.sizes, `${icon.src} is ${icon.sizes}`);
        sizes.push(`${size} ${icon.purpose}`);
      }
      assert.deepEqual(sizes.sort(), ['192x192 any', '512x512 any', '512x512 maskable']);

      // Chromium's own verdict: what keeps it from offering to install the page. (A profile on
      // disk: Playwright's usual contexts are incognito, where Chromium installs nothing.)
      const profile = mkdtempSync(join(tmpdir(), 'table-install-'));
      const installer = await chromium.launchPersistentContext(profile, chromiumOptions());
      try {
        const tab = await installer.newPage();
        await tab.goto(server.url + PAGE);
        await controlled(tab);
        const cdp = await installer.newCDPSession(tab);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(installabilityErrors, []);
      } finally {
        await installer.close();
        rmSync(profile, { recursive: true, force: true });
      }
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('after one visit it loads with no network, every widget working and the game as it was left', async () => {
    const server = await serveSite({ base: BASE, port: 0, host: '127.0.0.1' });
    const { context, page, problems } = await phone();
    try {
      await page.goto(server.url + PAGE);
      await rendered(page);
      await controlled(page);

      // Play a little: three players, the marker one space on.
      const setup = page.locator('defenders-setup-calculator');
      const path = page.locator('defenders-path-tracker');
      await setup.getByRole('radio', { name: '3 players' }).check();
      await path.getByRole('button', { name: 'Advance the marker…' }).click();
      await path.locator('button[data-cause="house-replenish"]').click();
      await page.waitForFunction((key) => {
        const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
        return saved?.players === 3 && saved.path.moves.length === 1;
      }, STORAGE_KEY);

      // No network at all: the browser is offline and the server is gone.
      await context.setOffline(true);
      await server.close();
      await page.reload();
      await rendered(page);
      assert.equal(await page.evaluate(() => navigator.onLine), false);
      assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));

      // The saved game came back.
      await setup.getByRole('heading', { name: 'Setup for 3 players' }).waitFor();
      assert.equal(await setup.evaluate((element) => element.plan.players), 3);
      assert.equal(await path.evaluate((element) => element.state.position), 1);
      assert.equal(
        await page.locator('defenders-game').evaluate((element) => element.state.players),
        3,
      );

      // And every widget still works.
      await setup.getByRole('radio', { name: '5 players' }).check();
      await setup.getByRole('heading', { name: 'Setup for 5 players' }).waitFor();
      await path.getByRole('button', { name: 'Advance the marker…' }).click();
      await path.locator('button[data-cause="house-replenish"]').click();
      await page.waitForFunction(
        () => document.querySelector('defenders-path-tracker').state.position === 2,
      );
      const turn = page.locator('defenders-turn-checklist');
      await turn.getByRole('radio', { name: 'Explore' }).check();
      assert.equal(await turn.evaluate((element) => element.plan?.action), 'explore');
      const victory = page.locator('defenders-victory-checker');
      assert.equal(await victory.evaluate((element) => element.verdict.outcome), 'none');
      await victory.getByRole('checkbox', { name: 'Gryffindor' }).check();
      await page.waitForFunction(
        () =>
          document
            .querySelector('defenders-victory-checker')
            .shadowRoot.querySelector('input[value="gryffindor"]').checked,
      );
      const faq = page.locator('defenders-faq');
      const all = await faq.evaluate((element) => element.results.length);
      await faq.getByRole('searchbox').fill('draw');
      await page.waitForFunction((count) => {
        const results = document.querySelector('defenders-faq').results;
        return results.length > 0 && results.length < count;
      }, all);

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      await server.close();
    }
  });

  test('keeps its files in one cache named after the version and their contents, and drops older ones', async () => {
    const server = await serveSite({ base: BASE, port: 0, host: '127.0.0.1' });
    const { context, page } = await phone();
    try {
      // A cache an earlier build left behind, made before this build's worker arrives.
      await page.goto(server.url + 'index.html');
      await page.evaluate(() => caches.open('defenders-table-0.0.1-000000000000'));
      await page.goto(server.url + PAGE);
      await controlled(page);
      const names = await page.evaluate(() => caches.keys());
      const worker = readFileSync('site/table/sw.js', 'utf8');
      const name = /const CACHE = "([^"]+)"/.exec(worker)?.[1];
      assert.match(
        name,
        new RegExp(`^defenders-table-${pkg.version.replace(/\./g, '\\.')}-[0-9a-f]{12}$`),
      );
      assert.deepEqual(names, [name]);

      // What it keeps is this build's files, byte for byte.
      const kept = await page.evaluate(async (cacheName) => {
        const cache = await caches.open(cacheName);
        const entries = [];
        for (const request of await cache.keys()) {
          const body = new Uint8Array(await (await cache.match(request)).arrayBuffer());
          entries.push([request.url, Array.from(body)]);
        }
        return entries;
      }, name);
      const precache = JSON.parse(/const PRECACHE = (\[[^\]]*\])/.exec(worker)[1]);
      assert.ok(
        precache.some((file) => /^\.\.\/dist\/cdn\/chunks\/faq-[\w-]+\.js$/.test(file)),
        'the FAQ chunk the bundle loads is kept too',
      );
      assert.deepEqual(
        kept.map(([url]) => url).sort(),
        precache.map((file) => new URL(file, server.url + PAGE).href).sort(),
      );
      for (const [url, body] of kept) {
        // The page is kept under its folder's address.
        const file = `site/${url.slice(server.url.length)}`.replace(/\/$/, '/index.html');
        assert.ok(Buffer.from(body).equals(readFileSync(file)), `${file} is kept as built`);
      }
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('service workers', () => {
  test('the package’s files register none: nothing in dist/ mentions serviceWorker', () => {
    const files = [];
    const walk = (folder) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(js|mjs|html)$/.test(name)) files.push(path);
      }
    };
    walk('dist');
    assert.ok(
      files.some((file) => file.endsWith('cdn/defenders-widgets.js')),
      'dist/ is built',
    );
    assert.deepEqual(
      files.filter((file) => readFileSync(file, 'utf8').includes('serviceWorker')),
      [],
    );
  });
});
