import { chromeLauncher } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROMIUM_ARGS, findBrowser } from './scripts/find-browser.mjs';
import { reactEsm } from './scripts/wtr-react-esm.mjs';

const executablePath = findBrowser();

export default {
  files: ['test/**/*.test.{ts,tsx}'],
  // Lit's production build: the tests exercise what users run, without the dev-mode banner.
  nodeResolve: { exportConditions: ['production'] },
  rootDir: '.',
  // One test file at a time: a page left in the background gets no animation frames, and the
  // fixtures and iframe tests wait for frames.
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  // test/react/: `tsx` for its .tsx tests (automatic JSX runtime by pragma), React served as ES modules.
  plugins: [esbuildPlugin({ ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }), reactEsm()],
  middleware: [
    // test/hardening/csp.test.ts: its fixture pages are served under a strict Content-Security-Policy.
    function strictCspForHardeningFixtures(context, next) {
      if (context.path.startsWith('/test/hardening/fixtures/')) {
        context.set('Content-Security-Policy', "default-src 'self'; script-src 'self'; style-src 'self'");
      }
      return next();
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
};
