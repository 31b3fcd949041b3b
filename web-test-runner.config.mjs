import { chromeLauncher, defaultReporter } from '@web/test-runner';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROMIUM_ARGS, findBrowser } from './scripts/test/find-browser.mjs';
import { ENGINES, findFirefox, selectedEngines } from './scripts/test/engines.mjs';
import { browserTestPages } from './scripts/test/test-files.mjs';
import { engineSummaryReporter } from './scripts/test/wtr-engine-summary.mjs';
import { interruptedFilesReporter } from './scripts/test/wtr-interrupted.mjs';
import { webkitLauncher } from './scripts/test/wtr-webkit.mjs';
import { reactEsm } from './scripts/test/wtr-react-esm.mjs';
import { pressTogetherPlugin } from './scripts/test/wtr-keys.mjs';
import { innerViewportPlugin, touchTapPlugin } from './scripts/test/wtr-touch.mjs';
import { screenshotPlugin } from './scripts/test/wtr-screenshot.mjs';
import { withoutLightDark } from './scripts/test/wtr-without-light-dark.mjs';
import { litDevelopmentBuild, litDevWarningsPlugin } from './scripts/test/wtr-lit-dev.mjs';
import { readableFailuresPlugin } from './scripts/test/wtr-readable-failures.mjs';

/** One launcher per engine; `ENGINES=firefox` (or a comma-separated list) runs fewer. */
const launchers = {
  chromium: () =>
    Object.assign(
      chromeLauncher({ launchOptions: { executablePath: findBrowser(), args: CHROMIUM_ARGS } }),
      {
        name: 'Chromium',
      },
    ),
  // Firefox over WebDriver BiDi: puppeteer drives Debian's firefox-esr, no geckodriver needed.
  // Puppeteer sends a tap's finger-down and finger-up as two BiDi commands; on a loaded machine
  // they can arrive more than 300 ms apart, and Firefox then takes the touch for a press and sends
  // no click (`apz.max_tap_time`). A finger's tap is far shorter, so the limit is lifted here.
  firefox: () =>
    puppeteerLauncher({
      launchOptions: {
        browser: 'firefox',
        executablePath: findFirefox(),
        headless: true,
        extraPrefsFirefox: { 'apz.max_tap_time': 10_000 },
      },
    }),
  webkit: () => webkitLauncher(),
};

const engines = selectedEngines();
for (const engine of engines) {
  const missing = ENGINES[engine].missing();
  if (missing.length > 0) {
    throw new Error(
      `${ENGINES[engine].label} is not installed (missing ${missing.join(', ')}): run \`node scripts/test/ensure-browser.mjs ${engine}\`, ` +
        `or leave it out with ENGINES (e.g. ENGINES=${engines.filter((name) => name !== engine).join(',') || 'chromium'}).`,
    );
  }
}

export default {
  // Lit's production build, what users run, unless LIT_BUILD=development: then Lit's development
  // build, and a test fails when Lit warns after it (scripts/test/wtr-lit-dev.mjs). The whole pass
  // (scripts/test/browser.mjs) runs Firefox and WebKit on the first and Chromium on the second.
  // Most test files share a page with a few others of their folder (scripts/test/test-files.mjs);
  // `npx web-test-runner <file>` runs that file on a page of its own.
  files: browserTestPages().map((page) => page.path),
  nodeResolve: { exportConditions: [litDevelopmentBuild ? 'development' : 'production'] },
  rootDir: '.',
  // One test file at a time per engine: a page left in the background gets no animation frames,
  // and the fixtures and iframe tests wait for frames.
  concurrency: 1,
  // Three engines share two cores in CI: the slowest property tests need more than 10 s there, and
  // on a slow day a WebKit page ran 8 times slower than alone (137 s against 16 s). Its slow step
  // was an `after` hook, `restoreViewport()`, which waits up to the runner's own 20 s for a command's
  // answer (test/helpers/tap.ts): a limit at 20 s would end it first. Mocha's limit holds hooks and
  // tests alike.
  testFramework: { config: { timeout: 60000 } },
  // A whole page's budget (the runner's default is 2 minutes): a page holds up to eight test files
  // (scripts/test/test-files.mjs), and the slowest took 4.6 minutes in WebKit on a machine whose
  // other work kept the load near 25 on two cores. A test that hangs still fails after its 60 s.
  testsFinishTimeout: 600000,
  // test/react/: `tsx` for its .tsx tests (automatic JSX runtime by pragma), React served as ES modules.
  plugins: [
    esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    reactEsm(),
    pressTogetherPlugin(),
    touchTapPlugin(),
    innerViewportPlugin(),
    screenshotPlugin(),
    withoutLightDark(),
    litDevWarningsPlugin(),
    readableFailuresPlugin(),
  ],
  middleware: [
    // test/hardening/csp.test.ts: its fixture pages are served under a strict Content-Security-Policy.
    function strictCspForHardeningFixtures(context, next) {
      if (context.path.startsWith('/test/hardening/fixtures/')) {
        context.set(
          'Content-Security-Policy',
          "default-src 'self'; script-src 'self'; style-src 'self'",
        );
      }
      return next();
    },
    // test/embed/cdn.test.ts: the all-in-one bundle served from a folder without its chunks/, as
    // on a host that copied the one file (or blocks the chunk): /without-chunks/dist/cdn/… serves
    // dist/cdn/… but every chunk is missing.
    function allInOneWithoutChunks(context, next) {
      const prefix = '/without-chunks/';
      if (!context.path.startsWith(prefix)) return next();
      if (context.path.startsWith(`${prefix}dist/cdn/chunks/`)) {
        context.status = 404;
        return undefined;
      }
      context.url = context.url.slice(prefix.length - 1);
      return next();
    },
    // A sandboxed frame (no allow-same-origin) has an opaque origin, so the test server's modules
    // are cross-origin to it: module scripts load only with CORS. game.test.ts stages storage that
    // is blocked for real that way (the `localStorage` getter throws, as on a sandboxed host page).
    function corsForOpaqueOrigins(context, next) {
      if (context.get('Origin') === 'null') context.set('Access-Control-Allow-Origin', '*');
      return next();
    },
  ],
  browsers: engines.map((engine) => launchers[engine]()),
  reporters: [defaultReporter(), engineSummaryReporter(), interruptedFilesReporter()],
};
