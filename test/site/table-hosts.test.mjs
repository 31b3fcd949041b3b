// The offline table page on the two kinds of static host: one that answers `…/index.html` with a
// redirect to the folder (Cloudflare Pages, Netlify's pretty URLs, `serve`) and one that serves it
// as it is. Each test builds the table page into a temporary site (`npm run build` first, for
// dist/) and serves it from a small Node server on 127.0.0.1, in Chromium through playwright-core.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { buildTable } from '../../scripts/build-table.mjs';
import { launchChromium } from './helpers.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
let browser;
let root;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'table-hosts-'));
  mkdirSync(join(root, 'dist/cdn'), { recursive: true });
  copyFileSync('dist/cdn/defenders-widgets.js', join(root, 'dist/cdn/defenders-widgets.js'));
  // The FAQ chunk the bundle imports from beside it, which the service worker keeps too.
  cpSync('dist/cdn/chunks', join(root, 'dist/cdn/chunks'), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  copyFileSync('dist/defenders-widgets.css', join(root, 'dist/defenders-widgets.css'));
  buildTable({ out: root, pkg });
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Serves `root`; with `redirectIndex`, `…/index.html` answers 308 to its folder, as pretty-URL hosts
 * do. `down()` and `up()` take the host off the network and back on the same address: offline as
 * the page and its service worker both meet it (Playwright's `setOffline` leaves the worker's own
 * fetches alone, and twice left an offline reload after an update waiting forever).
 */
function host({ redirectIndex }) {
  const files = sirv(root, { dev: true, dotfiles: false });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (redirectIndex && url.pathname.endsWith('/index.html')) {
      response.statusCode = 308;
      response.setHeader('Location', `${url.pathname.slice(0, -'index.html'.length)}${url.search}`);
      response.end();
      return;
    }
    files(request, response, () => {
      response.statusCode = 404;
      response.end('Not found');
    });
  });
  const stop = () =>
    new Promise((done) => {
      if (!server.listening) return done();
      server.close(() => done());
      server.closeAllConnections();
    });
  const listen = (port) =>
    new Promise((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve(server.address().port)),
    );
  return listen(0).then((port) => ({
    url: `http://127.0.0.1:${port}/`,
    down: stop,
    up: () => listen(port),
    close: stop,
  }));
}

async function tab() {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const problems = [];
  // Every tab of the context, the first and any opened later, reports into `problems`.
  context.on('page', (page) => {
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
  });
  const page = await context.newPage();
  return { context, page, problems };
}

const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });

/** The page loaded and its game rendered (the widgets' code ran). */
async function works(page, what) {
  await page.waitForFunction(
    () => document.querySelector('defenders-game')?.shadowRoot?.querySelector('[part="undo"]'),
    null,
    // As long as the worker waits: on a CI machine busy with the other site tests, a reload right
    // after an update took more than 15 s once.
    { timeout: 30000 },
  );
  assert.ok(await page.locator('defenders-setup-calculator').count(), what);
}

/** Every response the worker keeps: none redirected. */
const keptRedirects = (page) =>
  page.evaluate(async () => {
    const found = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if ((await cache.match(request)).redirected) found.push(request.url);
    }
    return found;
  });

const cacheNames = (page) => page.evaluate(() => caches.keys());

/**
 * What Chromium says of the context's service workers, as it happens (the DevTools protocol's
 * ServiceWorker domain): a line per version change, for the message of a visit that hangs.
 */
async function workerLog(context, page) {
  const lines = [];
  const cdp = await context.newCDPSession(page);
  const start = Date.now();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions)
      lines.push(
        `${Date.now() - start} ms: version ${v.versionId} ${v.runningStatus}, ${v.status}` +
          `${v.controlledClients?.length ? `, ${v.controlledClients.length} client(s)` : ''}`,
      );
  });
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
    lines.push(`${Date.now() - start} ms: error ${errorMessage.errorMessage}`),
  );
  await cdp.send('ServiceWorker.enable');
  return lines;
}

/**
 * The page opened again with the host down, right after a worker update: a reload, as a player
 * pulls to refresh. Now and then in CI (the last time on 2026-12-03; the commits that hardened
 * this test say when before) and in about 1 of 15 runs here under load, that reload, sent by the
 * automation protocol, did not reach the document in 60 s, while the same page opened offline at
 * once in a new tab; Playwright has seen automation reloads wedge beside a service worker's cache
 * writes (microsoft/playwright#42273). So a reload that has not reached the document in 20 s is
 * reported, with what Chromium said of the workers, and the page is opened once more the way a
 * player's next visit opens it, in a new tab; that visit must then work offline like every other.
 */
async function reopenOffline(t, context, page, url, log) {
  try {
    await page.reload({ waitUntil: 'domcontentloaded', timeout: 20000 });
    return page;
  } catch (error) {
    if (!/Timeout/.test(error.message)) throw error;
    t.diagnostic(
      `The offline reload after the update hung for 20 s; opening a new tab. Workers:\n${log.join('\n')}`,
    );
  }
  const next = await context.newPage();
  await next.goto(url, NAVIGATION);
  return next;
}

// Navigations wait for the document, not the load event, and long: once on a busy CI machine an
// offline reload right after an update had not fired `load` after 30 s. `works` then waits for the
// widgets themselves, which is what a player sees.
const NAVIGATION = { waitUntil: 'domcontentloaded', timeout: 60000 };

for (const redirectIndex of [true, false]) {
  const kind = redirectIndex ? 'a host that redirects index.html to the folder' : 'a plain host';
  describe(`the table page on ${kind}`, () => {
    test('works at first visit, on reload, offline, at the manifest start and at index.html', async () => {
      const server = await host({ redirectIndex });
      const { context, page, problems } = await tab();
      try {
        const pageUrl = `${server.url}table/index.html`;
        const response = await page.goto(pageUrl, NAVIGATION);
        assert.equal(response.ok(), true, 'first visit');
        await works(page, 'first visit');
        await controlled(page);
        assert.deepEqual(await keptRedirects(page), [], 'no redirected response kept');
        const kept = await page.evaluate(async () => {
          const [name] = await caches.keys();
          return (await (await caches.open(name)).keys()).map((request) => request.url);
        });
        assert.ok(kept.includes(`${server.url}table/`), 'kept under the folder address');
        assert.ok(!kept.includes(pageUrl), 'not under index.html');

        await page.reload(NAVIGATION);
        await works(page, 'reload');

        const manifest = await (await fetch(`${server.url}table/manifest.webmanifest`)).json();
        const start = new URL(manifest.start_url, `${server.url}table/manifest.webmanifest`).href;

        await server.down();
        await page.reload(NAVIGATION);
        await works(page, 'offline reload');
        await page.goto(start, NAVIGATION);
        await works(page, 'offline at start_url');
        await page.goto(pageUrl, NAVIGATION);
        await works(page, 'offline at index.html');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
        await server.close();
      }
    });

    // Its own host and tab: after the offline part brought the host back up on the same address,
    // the worker update that followed (or the offline reload after it) hung in 2 of 4 runs here,
    // once in CI; a reader's browser does not meet a host coming back between two visits.
    test('takes a new version on the next visit, and works offline after it', async (t) => {
      const server = await host({ redirectIndex });
      const { context, page, problems } = await tab();
      const log = await workerLog(context, page);
      const sw = join(root, 'table/sw.js');
      const original = readFileSync(sw, 'utf8');
      try {
        const pageUrl = `${server.url}table/index.html`;
        await page.goto(pageUrl, NAVIGATION);
        await works(page, 'first visit');
        await controlled(page);

        // A new version: another cache name in sw.js, installed on the next visit.
        const before = await cacheNames(page);
        const updated = `defenders-table-${pkg.version}-update0000ab`;
        const next = original.replace(/const CACHE = "[^"]+"/, `const CACHE = "${updated}"`);
        assert.notEqual(next, original);
        writeFileSync(sw, next);
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => r.update()),
        );
        await page.waitForFunction(
          async (name) => {
            const names = await caches.keys();
            return names.length === 1 && names[0] === name;
          },
          updated,
          { timeout: 30000, polling: 200 },
        );
        assert.notDeepEqual(await cacheNames(page), before, 'the update replaced the cache');
        await page.reload(NAVIGATION);
        await works(page, 'after the update');
        await server.down();
        const offline = await reopenOffline(t, context, page, pageUrl, log);
        await works(offline, 'offline after the update');
        assert.deepEqual(await keptRedirects(offline), []);
        assert.deepEqual(problems, []);
      } finally {
        writeFileSync(sw, original);
        await context.close();
        await server.close();
      }
    });

    test('recovers by itself from a redirected copy an earlier worker kept', async () => {
      const server = await host({ redirectIndex });
      const { context, page, problems } = await tab();
      try {
        await page.goto(`${server.url}table/`, NAVIGATION);
        await works(page, 'first visit');
        await controlled(page);
        // What the old worker did: keep the answer to index.html, redirected on this host.
        const planted = await page.evaluate(async (folder) => {
          const [name] = await caches.keys();
          const cache = await caches.open(name);
          const response = await fetch(`${folder}index.html`, { cache: 'reload' });
          await cache.put(folder, response);
          return (await cache.match(folder)).redirected;
        }, `${server.url}table/`);
        assert.equal(
          planted,
          redirectIndex,
          'a redirected copy is planted where the host redirects',
        );
        await page.reload(NAVIGATION);
        await works(page, 'reload over the bad copy');
        assert.deepEqual(await keptRedirects(page), [], 'the bad copy was replaced');
        await server.down();
        await page.reload(NAVIGATION);
        await works(page, 'offline after recovering');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
        await server.close();
      }
    });
  });
}
