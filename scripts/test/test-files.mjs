// Which test file runs where. The `.test.ts` files that touch no DOM (the rules core, what the game
// saves, the page mapping) run in Node (test/node/dom-free.test.mjs); the browsers would only run
// them again three times, slower. Every other `.test.ts(x)` file runs in the three browsers, and one
// DOM-free file runs there too, as a smoke test of the rules core in each engine's JavaScript.
import { globSync } from 'tinyglobby';

/** Every test file in the Mocha style that the browsers or Node run. */
const ALL = 'test/**/*.test.{ts,tsx}';

/** The files that touch no DOM: whole folders, so a new file there runs in Node too. */
export const NODE_TEST_FILES = [
  'test/rules/**/*.test.ts',
  'test/game/**/*.test.ts',
  'test/shared/pdf-pages.test.ts',
  'test/components/path-tracker.model.test.ts',
  'test/i18n/de.test.ts',
  'test/embed/self-host.test.ts',
];

/** The DOM-free file the browsers run as well: every fact of the guide, no property runs. */
export const BROWSER_SMOKE_TEST = 'test/rules/guide.test.ts';

const sorted = (patterns, ignore = []) => globSync(patterns, { ignore }).sort();

/** The DOM-free test files, as Node runs them. */
export const nodeTestFiles = () => sorted(NODE_TEST_FILES);

/** The browser test files: every test file but the DOM-free ones, and the smoke test. */
export const browserTestFiles = () =>
  [...sorted([ALL], NODE_TEST_FILES), BROWSER_SMOKE_TEST].sort();
