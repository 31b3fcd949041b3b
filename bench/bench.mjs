// `npm run bench` (after `npm run build`): what the package costs, measured against its floor.
//
// 1. Sizes: minified, gzip and brotli bytes of every dist/cdn/*.js bundle, and of Lit alone (and Lit
//    with @lit/context, and the rules core alone) bundled the same way (rollup, node-resolve,
//    esbuild minify), built here into a temporary directory; and what each part of the all-in-one
//    and the setup calculator costs (bench/attribution.mjs, from their source maps).
// 2. Rendering in headless Chromium: navigation start to every widget rendered (defined, every
//    Lit update of every element at any depth complete, layout forced), median of RUNS runs after
//    WARMUP, for (a) one setup calculator, (b) a guide page of five widgets, (c) the demo guide
//    page, (d) 100 setup calculators, each against a static page with the same visible content
//    (the floor) in the same run: the rendered page snapshotted with declarative shadow DOM and its
//    styles inlined, no script. Plus the JS heap after a forced GC for (d) and its floor, and, in
//    loads of their own, the main thread's CPU time to the same point (Chromium's Performance
//    metrics in thread ticks); the lowest and highest run of each. Then (a) and (b) as a phone
//    (CPU 4x slower, 150 ms round trip, 1.6 Mbit/s): time until every widget answers a tap against
//    the static page's load; and the layout shift of the demo page at 390 and 1,280 px.
// 3. The rules core in Node (dist/rules): searchFaq over 5,000 generated entries, median per
//    query; path advance/decide per call.
// 4. FAQ relevance (bench/faq-relevance.mjs): top-1, top-3 and mean reciprocal rank per language on
//    the questions of test/rules/faq-benchmark.json, tuning and held-out sets, for dist/rules and,
//    for comparison, for MiniSearch over the same entries, keywords and word normalisation.
//
// BENCH_RUNS sets the runs of 2 (default 15); BENCH_ONLY=render measures and prints 2 alone (about
// three minutes at BENCH_RUNS=9 on a quiet machine) and leaves bench/results.json as it was.
// BENCH_AGAINST=<another dist/> measures 2's pages (a), (b) and (d) on this dist/ against the same
// pages on that one instead of their floors, loads of the two interleaved: the paired comparison
// that tells a change of a few per cent from the machine's noise. It too prints alone.
//
// Loopback only: a node:http static server on 127.0.0.1 serves the repository root and the
// generated pages, gzipped (level 9) to a browser that accepts it, as a CDN would. Everything is
// bounded by a global deadline. Prints a table and writes bench/results.json.
import { createServer } from 'node:http';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build as esbuildBuild } from 'esbuild';
import MiniSearch from 'minisearch';
import { CHROMIUM_ARGS, findBrowser } from '../scripts/test/find-browser.mjs';
import { scriptsIn } from '../scripts/files.mjs';
import { measureAll, miniSearchRanker, relevanceRows } from './faq-relevance.mjs';
import { attribution } from './attribution.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;
const AGAINST = process.env.BENCH_AGAINST ? resolve(process.env.BENCH_AGAINST) : null;
const ONLY_RENDER = process.env.BENCH_ONLY === 'render' || AGAINST !== null;
const DEADLINE_MS = 10 * 60 * 1000;

const deadline = setTimeout(() => {
  console.error(`bench: gave up after ${DEADLINE_MS / 60000} minutes`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

if (
  !existsSync(join(ROOT, 'dist/cdn/defenders-widgets.js')) ||
  !existsSync(join(ROOT, 'dist/rules.js'))
) {
  console.error('bench: dist/ is missing; run `npm run build` first');
  process.exit(1);
}

// A private copy of dist/, so that a rebuild during the bench cannot pull files from under it.
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const DIST = mkdtempSync(join(ROOT, 'node_modules/.cache/defenders-bench-dist-'));
cpSync(join(ROOT, 'dist'), DIST, { recursive: true });
process.on('exit', () => rmSync(DIST, { recursive: true, force: true }));
// The other build of BENCH_AGAINST, copied likewise, served under /against/.
let AGAINST_DIST = null;
if (AGAINST !== null) {
  if (!existsSync(join(AGAINST, 'cdn/defenders-widgets.js'))) {
    console.error(`bench: ${AGAINST} holds no built cdn/defenders-widgets.js`);
    process.exit(1);
  }
  AGAINST_DIST = mkdtempSync(join(ROOT, 'node_modules/.cache/defenders-bench-against-'));
  cpSync(AGAINST, AGAINST_DIST, { recursive: true });
  process.on('exit', () => rmSync(AGAINST_DIST, { recursive: true, force: true }));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 2) => Number(value.toFixed(digits));

// ---------------------------------------------------------------------------------------------
// 1. Sizes
// ---------------------------------------------------------------------------------------------

function sizesOf(code) {
  const buffer = Buffer.from(code);
  return {
    minified: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

/** Bundles `source` exactly like rollup.config.mjs bundles dist/cdn (node-resolve, esbuild minify). */
async function bundleLikeCdn(source) {
  // Inside node_modules so that bare imports resolve to this repository's packages.
  const cacheDir = join(ROOT, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(join(cacheDir, 'defenders-bench-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(entry, source);
    const bundle = await rollup({
      input: entry,
      plugins: [nodeResolve(), esbuild({ target: 'es2022', minify: true, legalComments: 'none' })],
      onwarn: () => {},
    });
    const { output } = await bundle.generate({
      format: 'es',
      intro:
        'const HTMLElement = globalThis.HTMLElement ?? class {}, document = globalThis.document ?? { createTreeWalker: () => ({}) };',
    });
    await bundle.close();
    return output[0].code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bundles whose parts the table shows: the all-in-one and the smallest widget with rules. */
const ATTRIBUTED = ['defenders-widgets.js', 'setup-calculator.js', 'locales/de.js'];

async function measureSizes() {
  const bundles = {};
  const cdnDir = join(DIST, 'cdn');
  for (const file of scriptsIn(cdnDir)) bundles[file] = sizesOf(readFileSync(join(cdnDir, file)));
  // The FAQ chunk the all-in-one bundle loads beside it on pages with a FAQ.
  for (const file of scriptsIn(join(cdnDir, 'chunks')))
    bundles[`chunks/${file}`] = sizesOf(readFileSync(join(cdnDir, 'chunks', file)));
  const floors = {
    'lit (floor)': sizesOf(await bundleLikeCdn("export * from 'lit';\n")),
    'lit + @lit/context': sizesOf(
      await bundleLikeCdn(
        "export * from 'lit';\nexport * from 'lit/decorators.js';\nexport * from '@lit/context';\n",
      ),
    ),
    'rules core alone': sizesOf(
      await bundleLikeCdn(`export * from ${JSON.stringify(join(DIST, 'rules.js'))};\n`),
    ),
  };
  const parts = Object.fromEntries(
    ATTRIBUTED.map((file) => [file, attribution(join(cdnDir, file))]),
  );
  return { bundles, floors, attribution: parts };
}

// ---------------------------------------------------------------------------------------------
// 2. Rendering
// ---------------------------------------------------------------------------------------------

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/**
 * Text as a CDN sends it to a browser that accepts gzip (level 9, as the size table counts), each
 * body compressed once, so that compressing never runs inside a timed load.
 */
const compressed = new Map();
function sendText(request, response, headers, body) {
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.writeHead(200, headers);
    response.end(body);
    return;
  }
  let gzip = compressed.get(body);
  if (!gzip) {
    gzip = gzipSync(body, { level: 9 });
    compressed.set(body, gzip);
  }
  response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  response.end(gzip);
}

/** A static server on 127.0.0.1: generated pages from `pages`, else files under the repository. */
function startServer(pages) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    // Refetched on every navigation (no validators), yet shared within one page: the floor's stylesheets
    // are linked from every shadow root and must load once per page, like a real site's.
    const headers = { 'Cache-Control': 'no-cache' };
    if (pages.has(path)) {
      sendText(
        request,
        response,
        {
          ...headers,
          'Content-Type': MIME[extname(path)] ?? MIME['.html'],
        },
        pages.get(path),
      );
      return;
    }
    const wanted = path.endsWith('/') ? `${path}index.html` : path;
    const [base, within] = wanted.startsWith('/dist/')
      ? [DIST, wanted.slice('/dist'.length)]
      : AGAINST_DIST !== null && wanted.startsWith('/against/')
        ? [AGAINST_DIST, wanted.slice('/against'.length)]
        : [ROOT, wanted];
    const file = normalize(join(base, within));
    if (!file.startsWith(base + sep) || !existsSync(file)) {
      response.writeHead(404, headers);
      response.end('not found');
      return;
    }
    try {
      const type = MIME[extname(file)] ?? 'application/octet-stream';
      const typed = { ...headers, 'Content-Type': type };
      if (/^(text|application\/json|image\/svg)/.test(type)) {
        // Keyed by the text, so an edited file is compressed again.
        sendText(request, response, typed, readFileSync(file, 'utf8'));
      } else {
        response.writeHead(200, typed);
        response.end(readFileSync(file));
      }
    } catch {
      response.writeHead(404, headers);
      response.end('not found');
    }
  });
  server.keepAliveTimeout = 1000;
  return new Promise((resolveServer) => {
    server.listen(0, '127.0.0.1', () => resolveServer(server));
  });
}

const page = (title, body, head = '') => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${head}</head>
<body>
${body}
</body>
</html>`;

const calculatorScript = '<script type="module" src="/dist/cdn/setup-calculator.js"></script>';
const allScript = '<script type="module" src="/dist/cdn/defenders-widgets.js"></script>';

/** Our own page with every widget, used when demo/index.html is missing. */
const allWidgetsBody = `<main>
<defenders-setup-calculator></defenders-setup-calculator>
<defenders-turn-checklist side="house" action="explore"></defenders-turn-checklist>
<defenders-path-tracker></defenders-path-tracker>
<defenders-victory-checker></defenders-victory-checker>
<defenders-faq></defenders-faq>
<p>See <defenders-rule-ref pages="22,23"></defenders-rule-ref>.</p>
<defenders-game players="3"><defenders-setup-calculator></defenders-setup-calculator></defenders-game>
</main>`;

/** The five-widget guide page: a heading and a paragraph before each widget, one bundle. */
const fiveWidgetsBody = `<main>
<h1>Defenders of Hogwarts: a guide</h1>
${[
  ['Setting up', '<defenders-setup-calculator></defenders-setup-calculator>'],
  ['A turn', '<defenders-turn-checklist side="house" action="explore"></defenders-turn-checklist>'],
  ['The Dark Arts path', '<defenders-path-tracker></defenders-path-tracker>'],
  ['Winning and losing', '<defenders-victory-checker></defenders-victory-checker>'],
  ['Questions', '<defenders-faq></defenders-faq>'],
]
  .map(
    ([heading, widget]) =>
      `<h2>${heading}</h2>\n<p>What the rulebook says about this part of the game, in a few sentences of the guide's own.</p>\n${widget}`,
  )
  .join('\n')}
</main>`;

/**
 * Runs at document start in every bench page: resolves `__benchReady` with the time from navigation
 * start to every widget rendered, and reports it on the console (`readyOf`). Floor pages (meta
 * bench-floor) are ready at DOMContentLoaded. Both force a layout before reading the clock.
 */
const READY_SCRIPT = `
window.__benchShift = 0;
window.__benchShiftObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchShift += entry.value;
});
try { window.__benchShiftObserver.observe({ type: 'layout-shift', buffered: true }); } catch {}
window.__benchReady = new Promise((resolve) => {
  const deep = () => {
    const found = [];
    const visit = (root) => {
      for (const element of root.querySelectorAll('*')) {
        found.push(element);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  };
  document.addEventListener('DOMContentLoaded', async () => {
    const floor = document.querySelector('meta[name="bench-floor"]') !== null;
    const widgets = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('defenders-'));
    if (floor) {
      // The floor is ready once the shared stylesheets its shadow roots link have loaded.
      const links = deep().filter((element) => element.localName === 'link' && element.rel === 'stylesheet' && !element.sheet);
      await Promise.all(links.map((link) => new Promise((done) => {
        link.addEventListener('load', done, { once: true });
        link.addEventListener('error', done, { once: true });
        if (link.sheet) done();
      })));
    } else {
      await Promise.all([...new Set(widgets.map((element) => element.localName))].map((tag) => customElements.whenDefined(tag)));
      for (let pass = 0; pass < 10; pass += 1) {
        const updates = deep().map((element) => element.updateComplete).filter((promise) => promise instanceof Promise);
        const results = await Promise.all(updates);
        if (results.every((done) => done === true)) break;
      }
    }
    document.documentElement.getBoundingClientRect();
    const ms = performance.now();
    const rendered = widgets.filter((element) => element.shadowRoot && element.shadowRoot.querySelector('[part~="base"]')).length;
    const result = { ms, widgets: widgets.length, rendered };
    console.debug('bench-ready ' + JSON.stringify(result));
    resolve(result);
  });
});`;

/**
 * What READY_SCRIPT reports on the console when `browserPage` is ready. A timed load waits for it
 * this way: Playwright's first `evaluate` in a page compiles a script of its own on the page's
 * main thread, which would run beside the widgets' rendering (about 8 ms in a trace) and not
 * beside the floor's. Call before the navigation.
 */
function readyOf(browserPage) {
  return new Promise((resolve) => {
    browserPage.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('bench-ready ')) resolve(JSON.parse(text.slice('bench-ready '.length)));
    });
  });
}

/**
 * Serializes the rendered page as static HTML: declarative shadow DOM, no scripts. Each shadow
 * root links its styles from a shared stylesheet (one file per distinct sheet, as a hand-written
 * static site would), so the floor does not repeat the CSS in every copy of a widget.
 */
async function snapshot(browserPage, prefix) {
  return browserPage.evaluate((prefix) => {
    const roots = [];
    const visit = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          roots.push(element.shadowRoot);
          visit(element.shadowRoot);
        }
      }
    };
    visit(document);
    const sheets = [];
    for (const root of roots) {
      const css = root.adoptedStyleSheets
        .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
        .join('\n');
      if (!css) continue;
      let index = sheets.indexOf(css);
      if (index < 0) index = sheets.push(css) - 1;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = `${prefix}-${index}.css`;
      root.prepend(link);
    }
    for (const script of document.querySelectorAll('script')) script.remove();
    const head = document.head.getHTML({ shadowRoots: roots });
    const body = document.body.getHTML({ shadowRoots: roots });
    const html = `<!doctype html>\n<html lang="${document.documentElement.lang || 'en'}">\n<head><meta name="bench-floor" content="">${head}</head>\n<body>${body}</body>\n</html>`;
    return { html, sheets };
  }, prefix);
}

async function measureRendering() {
  const pages = new Map();
  pages.set(
    '/bench/one.html',
    page(
      'One setup calculator',
      '<defenders-setup-calculator></defenders-setup-calculator>',
      calculatorScript,
    ),
  );
  pages.set(
    '/bench/hundred.html',
    page(
      '100 setup calculators',
      Array.from(
        { length: 100 },
        () => '<defenders-setup-calculator></defenders-setup-calculator>',
      ).join('\n'),
      calculatorScript,
    ),
  );
  pages.set('/bench/all.html', page('Every widget', allWidgetsBody, allScript));
  pages.set('/bench/five.html', page('A guide page', fiveWidgetsBody, allScript));
  const demoExists = existsSync(join(ROOT, 'demo/index.html'));
  const scenarios = [
    { key: 'one', label: '(a) one setup calculator', url: '/bench/one.html', heap: false },
    { key: 'five', label: '(b) guide page, five widgets', url: '/bench/five.html', heap: false },
    demoExists
      ? { key: 'guide', label: '(c) demo guide page', url: '/demo/index.html', heap: false }
      : {
          key: 'guide',
          label: '(c) every widget (no demo page yet)',
          url: '/bench/all.html',
          heap: false,
        },
    { key: 'hundred', label: '(d) 100 setup calculators', url: '/bench/hundred.html', heap: true },
  ].filter((scenario) => AGAINST === null || scenario.key !== 'guide');

  const server = await startServer(pages);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const executablePath = findBrowser();
  if (!executablePath) throw new Error('no Chrome or Chromium found (set CHROME_PATH)');
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, '--disable-extensions', '--js-flags=--expose-gc'],
  });
  const results = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    await context.addInitScript({ content: READY_SCRIPT });
    // Keep the bench on loopback.
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    );

    // With `cpu`, a load reads the main thread's CPU time (Chromium's Performance metrics in
    // thread ticks): the time its tasks ran on a core, which does not count a thread waiting for
    // one. Those loads are separate, so that the protocol's metrics never run during a load whose
    // wall time is taken; `heap` reads the JS heap after the page is ready.
    const load = async (url, { heap = false, cpu = false } = {}) => {
      const browserPage = await context.newPage();
      // A wall-time load attaches nothing before it is ready.
      let cdp = cpu ? await context.newCDPSession(browserPage) : undefined;
      try {
        if (cpu) await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
        const whenReady = readyOf(browserPage);
        await browserPage.goto(origin + url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
        const ready = await whenReady;
        let cpuMs;
        if (cpu) {
          const { metrics } = await cdp.send('Performance.getMetrics');
          const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
          cpuMs = 1000 * (metric('TaskDuration') - metric('DevToolsCommandDuration'));
        }
        let heapBytes;
        if (heap) {
          cdp = await context.newCDPSession(browserPage);
          await cdp.send('HeapProfiler.collectGarbage');
          await cdp.send('HeapProfiler.collectGarbage');
          heapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize;
        }
        return { ...ready, cpuMs, heapBytes };
      } finally {
        await cdp?.detach().catch(() => {});
        await browserPage.close();
      }
    };

    for (const scenario of scenarios) {
      // The floor: the rendered page, snapshotted once as static HTML.
      const first = await context.newPage();
      await first.goto(origin + scenario.url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      const firstReady = await first.evaluate(() => window.__benchReady);
      const floorUrl = `/bench/floor-${scenario.key}.html`;
      // BENCH_AGAINST: the "floor" is the same page on the other build.
      const floorPage =
        AGAINST === null
          ? await snapshot(first, `/bench/floor-${scenario.key}`)
          : { html: pages.get(scenario.url).replaceAll('/dist/cdn/', '/against/cdn/'), sheets: [] };
      pages.set(floorUrl, floorPage.html);
      floorPage.sheets.forEach((css, index) =>
        pages.set(`/bench/floor-${scenario.key}-${index}.css`, css),
      );
      await first.close();

      const widget = [];
      const floor = [];
      const widgetCpu = [];
      const floorCpu = [];
      const widgetHeap = [];
      const floorHeap = [];
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        // Alternate the order so that neither side always runs on a warmer process.
        const order = run % 2 ? ['floor', 'widget'] : ['widget', 'floor'];
        for (const side of order) {
          const outcome = await load(side === 'widget' ? scenario.url : floorUrl, {
            heap: scenario.heap,
          });
          if (side === 'widget' && outcome.rendered !== outcome.widgets) {
            throw new Error(
              `${scenario.label}: ${outcome.rendered} of ${outcome.widgets} widgets rendered their base part`,
            );
          }
          if (run < WARMUP) continue;
          (side === 'widget' ? widget : floor).push(outcome.ms);
          if (scenario.heap) (side === 'widget' ? widgetHeap : floorHeap).push(outcome.heapBytes);
        }
        for (const side of order) {
          const { cpuMs } = await load(side === 'widget' ? scenario.url : floorUrl, { cpu: true });
          if (run >= WARMUP) (side === 'widget' ? widgetCpu : floorCpu).push(cpuMs);
        }
      }
      results[scenario.key] = {
        label: scenario.label,
        url: scenario.url,
        widgets: firstReady.widgets,
        floorBytes: Buffer.byteLength(floorPage.html),
        floorStylesheets: floorPage.sheets.length,
        widgetMs: round(median(widget)),
        floorMs: round(median(floor)),
        ratio: round(median(widget) / median(floor)),
        widgetCpuMs: round(median(widgetCpu)),
        floorCpuMs: round(median(floorCpu)),
        cpuRatio: round(median(widgetCpu) / median(floorCpu)),
        samples: {
          widget: widget.map((value) => round(value, 1)),
          floor: floor.map((value) => round(value, 1)),
          widgetCpu: widgetCpu.map((value) => round(value, 1)),
          floorCpu: floorCpu.map((value) => round(value, 1)),
        },
        ...(scenario.heap
          ? {
              heapAfterGcBytes: Math.round(median(widgetHeap)),
              floorHeapAfterGcBytes: Math.round(median(floorHeap)),
            }
          : {}),
      };
    }
    await context.close();
    const phone =
      AGAINST === null ? await measurePhone(browser, origin, scenarios.slice(0, 2)) : null;
    const shift =
      AGAINST === null && demoExists ? await measureShift(browser, origin, '/demo/index.html') : {};
    return {
      browser: `${browser.browserType().name()} ${browser.version()}`,
      against: AGAINST,
      runs: RUNS,
      warmup: WARMUP,
      pages: results,
      phone,
      shift,
    };
  } finally {
    await browser.close();
    server.closeAllConnections?.();
    await new Promise((done) => server.close(done));
  }
}

/** The phone: Chromium's CPU slowed 4x, a 150 ms round trip and 1.6 Mbit/s down, 750 kbit/s up. */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};

/**
 * Each scenario (and its floor, snapshotted by measureRendering) loaded as a phone: the time from
 * navigation start until every widget answers a tap (every element defined and rendered, the FAQ's
 * answers and search loaded: its `updateComplete` waits for them), against the time the static
 * page has loaded with its stylesheets. Each load is a fresh page with nothing cached (the server
 * sends no validators), alternating widget and floor; one warm-up pair.
 */
async function measurePhone(browser, origin, scenarios) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript({ content: READY_SCRIPT });
  const load = async (url) => {
    const browserPage = await context.newPage();
    const cdp = await context.newCDPSession(browserPage);
    try {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE.latencyMs,
        downloadThroughput: PHONE.downloadBytesPerSecond,
        uploadThroughput: PHONE.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
      const whenReady = readyOf(browserPage);
      await browserPage.goto(origin + url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      return await whenReady;
    } finally {
      await cdp.detach().catch(() => {});
      await browserPage.close();
    }
  };
  const results = {};
  for (const scenario of scenarios) {
    const widget = [];
    const floor = [];
    for (let run = 0; run < 1 + RUNS; run += 1) {
      const order = run % 2 ? ['floor', 'widget'] : ['widget', 'floor'];
      for (const side of order) {
        const outcome = await load(
          side === 'widget' ? scenario.url : `/bench/floor-${scenario.key}.html`,
        );
        if (run > 0) (side === 'widget' ? widget : floor).push(outcome.ms);
      }
    }
    results[scenario.key] = {
      label: scenario.label,
      widgetMs: round(median(widget)),
      floorMs: round(median(floor)),
      ratio: round(median(widget) / median(floor)),
      samples: { widget: widget.map((v) => round(v, 1)), floor: floor.map((v) => round(v, 1)) },
    };
  }
  await context.close();
  return { ...PHONE, pages: results };
}

/**
 * Layout shift: the sum of the page's `layout-shift` entries (none after recent input) from
 * navigation until the widgets are ready, read two frames later so that the shifts of the frame
 * that showed them are counted; RUNS loads at each width, median and largest.
 */
async function measureShift(browser, origin, url) {
  const results = {};
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript({ content: READY_SCRIPT });
    await context.route('**/*', (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
    );
    const values = [];
    for (let run = 0; run < 1 + RUNS; run += 1) {
      const browserPage = await context.newPage();
      await browserPage.goto(origin + url, { waitUntil: 'domcontentloaded', timeout: 30_000 });
      const value = await browserPage.evaluate(async () => {
        await window.__benchReady;
        const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
        await frame();
        await frame();
        for (const entry of window.__benchShiftObserver.takeRecords())
          if (!entry.hadRecentInput) window.__benchShift += entry.value;
        return window.__benchShift;
      });
      await browserPage.close();
      if (run > 0) values.push(value);
    }
    await context.close();
    results[width] = {
      median: round(median(values), 4),
      max: round(Math.max(...values), 4),
      samples: values.map((v) => round(v, 4)),
    };
  }
  return { url, pages: results };
}

// ---------------------------------------------------------------------------------------------
// 3. Rules core in Node
// ---------------------------------------------------------------------------------------------

/** A small deterministic PRNG, so that every run searches the same entries. */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function measureRules() {
  const rules = await import(pathToFileURL(join(DIST, 'rules.js')).href);
  const random = mulberry32(2024);
  const words = [
    ...new Set(
      rules.FAQ.flatMap((entry) => `${entry.question} ${entry.answer}`.split(/[^\p{L}\p{N}']+/u)),
    ),
  ].filter((word) => word.length > 2);
  const pick = (count) =>
    Array.from({ length: count }, () => words[Math.floor(random() * words.length)]).join(' ');
  const entries = Array.from({ length: 5000 }, (_, index) => {
    const base = rules.FAQ[index % rules.FAQ.length];
    return {
      id: `${base.id}-${index}`,
      question: `${pick(3)} ${base.question}`,
      answer: `${base.answer} ${pick(25)}.`,
      pages: [...base.pages],
    };
  });
  const queries = [
    'pawns',
    'how many players',
    'two players',
    'dark arts marker event space',
    'draw final hand',
    'defence shield',
    'protected area',
    'location card requirement',
    'replenish',
    'zzzz no match',
  ];
  const timeQueries = (list) => {
    const perQuery = {};
    for (const query of queries) {
      for (let warm = 0; warm < 3; warm += 1) rules.searchFaq(query, list);
      const samples = [];
      for (let run = 0; run < Math.max(RUNS, 15); run += 1) {
        const start = performance.now();
        rules.searchFaq(query, list);
        samples.push(performance.now() - start);
      }
      perQuery[query] = round(median(samples), 3);
    }
    return perQuery;
  };
  const plain = timeQueries(entries);
  const frozen = timeQueries(
    Object.freeze(
      entries.map((entry) => Object.freeze({ ...entry, pages: Object.freeze([...entry.pages]) })),
    ),
  );

  // Path: record the inputs of one walk after another, then time the calls over those inputs.
  const layout = rules.parseLayout(rules.DEFAULT_LAYOUT);
  const last = layout.spaces.length - 1;
  const advanceInputs = [];
  const decideInputs = [];
  for (let walk = 0; walk < 20; walk += 1) {
    let state = rules.initialPath(layout);
    for (let step = 0; step < 1000; step += 1) {
      if (state.pending) {
        const choices = rules.allowedChoices(layout, state);
        const choice = choices.length > 1 && random() < 0.5 ? choices[1] : choices[0];
        decideInputs.push([state, choice]);
        state = rules.decide(layout, state, choice);
      } else if (state.position === last) {
        break;
      } else {
        advanceInputs.push(state);
        state = rules.advance(layout, state, 'house-replenish');
      }
    }
  }
  const perCall = (inputs, call) => {
    const samples = [];
    for (let run = 0; run < WARMUP + Math.max(RUNS, 15); run += 1) {
      const start = performance.now();
      for (let repeat = 0; repeat < 20; repeat += 1) for (const input of inputs) call(input);
      const micro = ((performance.now() - start) * 1000) / (20 * inputs.length);
      if (run >= WARMUP) samples.push(micro);
    }
    return round(median(samples), 3);
  };
  return {
    searchFaq: {
      entries: entries.length,
      queries: queries.length,
      medianMsPerQuery: round(median(Object.values(plain)), 3),
      maxMsPerQuery: round(Math.max(...Object.values(plain)), 3),
      frozenMedianMsPerQuery: round(median(Object.values(frozen)), 3),
      perQuery: plain,
    },
    path: {
      layout: rules.DEFAULT_LAYOUT,
      advanceMicrosecondsPerCall: perCall(advanceInputs, (state) =>
        rules.advance(layout, state, 'house-replenish'),
      ),
      decideMicrosecondsPerCall: perCall(decideInputs, ([state, choice]) =>
        rules.decide(layout, state, choice),
      ),
      advanceCalls: advanceInputs.length,
      decideCalls: decideInputs.length,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// 4. FAQ relevance
// ---------------------------------------------------------------------------------------------

async function measureRelevance() {
  const rules = await import(pathToFileURL(join(DIST, 'rules.js')).href);
  await import(pathToFileURL(join(DIST, 'locales/de.js')).href);
  // The keywords are catalogue texts the public entry does not hand out: read from the sources.
  const bundled = await esbuildBuild({
    stdin: {
      contents: `export { faqMessages } from './src/rules/faq/faq.messages.ts';
        export { faq as faqDe } from './src/locales/de/rules/faq/faq.messages.ts';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  const catalogues = await import(
    `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
  );
  const keywords = (id, locale) =>
    (locale === 'de' ? catalogues.faqDe : catalogues.faqMessages)[`faq.${id}.keywords`];
  const normaliseWord = (word, options) => rules.faqTerms(word, options)[0] ?? word;
  // The figures without the list of misses, for results.json.
  const strip = (figures) =>
    Object.fromEntries(
      Object.entries(figures).map(([set, languages]) => [
        set,
        Object.fromEntries(
          Object.entries(languages).map(
            ([locale, { count, top1, top3, mrr, silent, silentAnswered }]) => [
              locale,
              { count, top1, top3, mrr, silent, silentAnswered },
            ],
          ),
        ),
      ]),
    );
  return {
    ours: strip(measureAll(rules.searchFaq)),
    miniSearch: strip(
      measureAll(
        miniSearchRanker(MiniSearch, { faqEntries: rules.faqEntries, normaliseWord, keywords }),
      ),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// 5. No jump: the fallback box against the upgraded widget (test/embed/jump.test.ts holds it)
// ---------------------------------------------------------------------------------------------

const JUMP_WIDGETS = [
  'setup-calculator',
  'turn-checklist',
  'path-tracker',
  'victory-checker',
  'faq',
];

async function measureJump() {
  const snippets = await import(pathToFileURL(join(DIST, 'embed/snippets.js')).href);
  const body = JUMP_WIDGETS.map((widget) => snippets.elementSnippet(widget)).join('\n');
  const head =
    '<link rel="stylesheet" href="/dist/defenders-widgets.css">' +
    "<style>body{margin:0 1em;font:16px/1.5 Arial,'Liberation Sans',sans-serif}</style>";
  const pages = new Map([
    ['/bench/jump-before.html', page('Fallback boxes', body, head)],
    ['/bench/jump-after.html', page('Widgets', body, `${head}${allScript}`)],
  ]);
  const server = await startServer(pages);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
  const heights = {};
  try {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const measure = async (url, upgraded) => {
        const browserPage = await context.newPage();
        await browserPage.goto(origin + url, { waitUntil: 'load' });
        if (upgraded)
          await browserPage.waitForFunction(
            (tags) =>
              tags.every((tag) =>
                document.querySelector(tag)?.shadowRoot?.querySelector('[part~="base"]'),
              ),
            JUMP_WIDGETS.map((widget) => `defenders-${widget}`),
          );
        await browserPage.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => done())),
        );
        const result = await browserPage.evaluate(
          (tags) => tags.map((tag) => document.querySelector(tag).getBoundingClientRect().height),
          JUMP_WIDGETS.map((widget) => `defenders-${widget}`),
        );
        await browserPage.close();
        return result;
      };
      const before = await measure('/bench/jump-before.html', false);
      const after = await measure('/bench/jump-after.html', true);
      heights[width] = Object.fromEntries(
        JUMP_WIDGETS.map((widget, index) => [
          widget,
          { fallback: Math.round(before[index]), widget: Math.round(after[index]) },
        ]),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    server.closeAllConnections?.();
    await new Promise((done) => server.close(done));
  }
  return heights;
}

// ---------------------------------------------------------------------------------------------

const spread = (samples) => `${Math.min(...samples).toFixed(0)}-${Math.max(...samples).toFixed(0)}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

/** The rendering table; printed at once when `lines` is empty (BENCH_ONLY=render), else added to it. */
function printRendering(results, lines) {
  const own = lines.length === 0;
  lines.push(
    `Rendering, ${results.render.browser}: median of ${results.render.runs} runs after ${results.render.warmup} warm-up`,
  );
  // BENCH_AGAINST: this build's page against the other build's, in the floor's columns.
  const [mine, theirs] = results.render.against
    ? ['this ms', 'other ms']
    : ['widget ms', 'floor ms'];
  if (results.render.against) lines.push(`This build: dist/; the other: ${results.render.against}`);
  lines.push(
    `${''.padEnd(40)}${'wall time, to rendered'.padStart(29)}${'main-thread CPU'.padStart(29)}`,
  );
  lines.push(
    `${'page'.padEnd(32)}${'widgets'.padStart(8)}${mine.padStart(11)}${theirs.padStart(10)}${'ratio'.padStart(8)}${mine.padStart(11)}${theirs.padStart(10)}${'ratio'.padStart(8)}`,
  );
  for (const row of Object.values(results.render.pages)) {
    lines.push(
      `${row.label.padEnd(32)}${String(row.widgets).padStart(8)}${row.widgetMs.toFixed(1).padStart(11)}${row.floorMs.toFixed(1).padStart(10)}${row.ratio.toFixed(2).padStart(8)}${row.widgetCpuMs.toFixed(1).padStart(11)}${row.floorCpuMs.toFixed(1).padStart(10)}${row.cpuRatio.toFixed(2).padStart(8)}`,
    );
  }
  lines.push(
    `Spread of the runs, lowest-highest ms (wall: ${mine.slice(0, -3)}, ${theirs.slice(0, -3)}; CPU: ${mine.slice(0, -3)}, ${theirs.slice(0, -3)})`,
  );
  for (const row of Object.values(results.render.pages)) {
    const { widget, floor, widgetCpu, floorCpu } = row.samples;
    lines.push(
      `${row.label.padEnd(32)}${[widget, floor, widgetCpu, floorCpu].map(spread).join('   ')}`,
    );
  }
  const { phone, shift } = results.render;
  if (phone)
    lines.push(
      `Phone (CPU ${phone.cpuSlowdown}x slower, ${phone.latencyMs} ms round trip, ${(phone.downloadBytesPerSecond * 8) / 1e6} Mbit/s, 390 px): ms to every widget answering a tap, floor: static page loaded`,
    );
  for (const row of Object.values(phone?.pages ?? {})) {
    lines.push(
      `${row.label.padEnd(32)}${row.widgetMs.toFixed(0).padStart(8)}${row.floorMs.toFixed(0).padStart(8)}${row.ratio.toFixed(2).padStart(8)}   spread ${spread(row.samples.widget)}, ${spread(row.samples.floor)}`,
    );
  }
  if (shift.url) {
    lines.push(
      `Layout shift, ${shift.url} until the widgets are ready: ${Object.entries(shift.pages)
        .map(([width, row]) => `${width} px ${row.median} (largest ${row.max})`)
        .join(', ')}`,
    );
  }
  const hundred = results.render.pages.hundred;
  lines.push(
    `JS heap after GC, 100 calculators: ${(hundred.heapAfterGcBytes / 1048576).toFixed(2)} MiB (${results.render.against ? 'other build' : 'floor page'} ${(hundred.floorHeapAfterGcBytes / 1048576).toFixed(2)} MiB)`,
  );
  lines.push('');
  if (own) console.log(lines.join('\n'));
}

function printTable(results) {
  const lines = [];
  lines.push('Sizes (bytes; KiB = 1024 bytes)');
  lines.push(
    `${'bundle'.padEnd(34)}${'minified'.padStart(12)}${'gzip'.padStart(18)}${'brotli'.padStart(18)}`,
  );
  const rows = { ...results.sizes.bundles, ...results.sizes.floors };
  for (const [name, size] of Object.entries(rows)) {
    lines.push(
      `${name.padEnd(34)}${String(size.minified).padStart(12)}${`${size.gzip} (${kb(size.gzip)})`.padStart(18)}${`${size.brotli} (${kb(size.brotli)})`.padStart(18)}`,
    );
  }
  for (const [file, split] of Object.entries(results.sizes.attribution)) {
    lines.push('');
    lines.push(`What ${file} is made of (gzip: each part's share, see docs/size-and-speed.md)`);
    lines.push(
      `${'part'.padEnd(40)}${'minified'.padStart(12)}${'gzip'.padStart(10)}${'share'.padStart(8)}`,
    );
    for (const part of split.parts) {
      const share = `${((100 * part.gzip) / split.gzip).toFixed(1)}%`;
      lines.push(
        `${part.name.padEnd(40)}${String(part.minified).padStart(12)}${String(part.gzip).padStart(10)}${share.padStart(8)}`,
      );
    }
    lines.push(
      `${'total'.padEnd(40)}${String(split.minified).padStart(12)}${String(split.gzip).padStart(10)}`,
    );
  }
  lines.push('');
  printRendering(results, lines);
  const faq = results.rules.searchFaq;
  lines.push(
    `searchFaq over ${faq.entries} entries: median ${faq.medianMsPerQuery} ms per query (slowest query ${faq.maxMsPerQuery} ms; frozen entries ${faq.frozenMedianMsPerQuery} ms)`,
  );
  const path = results.rules.path;
  lines.push(
    `path advance: ${path.advanceMicrosecondsPerCall} µs per call; decide: ${path.decideMicrosecondsPerCall} µs per call`,
  );
  for (const [ranker, figures] of Object.entries(results.relevance)) {
    lines.push('');
    lines.push(`FAQ relevance, ${ranker === 'ours' ? 'searchFaq' : 'MiniSearch (comparison)'}`);
    lines.push(
      `${'set'.padEnd(10)}${'language'.padEnd(10)}${'questions'.padStart(10)}${'top-1'.padStart(9)}${'top-3'.padStart(9)}${'MRR'.padStart(8)}${'guide silent: answered'.padStart(24)}`,
    );
    for (const row of relevanceRows(figures)) {
      lines.push(
        `${row.set.padEnd(10)}${row.locale.padEnd(10)}${String(row.questions).padStart(10)}${row.top1.padStart(9)}${row.top3.padStart(9)}${row.mrr.padStart(8)}${row.silent.padStart(24)}`,
      );
    }
  }
  lines.push('');
  lines.push('Fallback box -> upgraded widget, px (16 px Arial, page as wide as the viewport)');
  for (const [width, rows] of Object.entries(results.jump)) {
    const cells = Object.entries(rows).map(
      ([widget, { fallback, widget: upgraded }]) => `${widget} ${fallback} -> ${upgraded}`,
    );
    lines.push(`${`${width} px`.padEnd(9)}${cells.join(', ')}`);
  }
  console.log(lines.join('\n'));
}

const started = performance.now();
if (ONLY_RENDER) {
  // BENCH_ONLY=render: the rendering ratios alone, printed, bench/results.json left as it was.
  const render = await measureRendering();
  printRendering({ render }, []);
  console.log(`\nMeasured in ${round((performance.now() - started) / 1000, 1)} s.`);
} else {
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    sizes: await measureSizes(),
    render: await measureRendering(),
    rules: await measureRules(),
    relevance: await measureRelevance(),
    jump: await measureJump(),
  };
  results.seconds = round((performance.now() - started) / 1000, 1);
  writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
  console.log(`\nWrote bench/results.json in ${results.seconds} s.`);
}
clearTimeout(deadline);
