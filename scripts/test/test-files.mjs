// Which test file runs where. The `.test.ts` files that touch no DOM (the rules core, what the game
// saves, the page mapping) run in Node (test/node/dom-free.test.mjs); the browsers would only run
// them again three times, slower. Every other `.test.ts(x)` file runs in the three browsers, and one
// DOM-free file runs there too, as a smoke test of the rules core in each engine's JavaScript.
//
// In the browsers, most files share a page with a few others of their folder: a page of their own
// costs each file a page start and the loading of Lit and our modules, in each engine, which was a
// good part of the browser tests' time. A shared page is an entry file that imports its files
// (written under node_modules/.cache/, see `browserTestPages`); every test keeps its name and runs
// as it did. The files in `OWN_PAGE` keep a page of their own: what they test is the page itself.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/**
 * The browser test files that need a page of their own: they test what a page has loaded or
 * defined so far (the element and language modules imported by the test, elements defined under a
 * second name or late, the search chunk not loaded yet), or they change the page for the tests
 * after them (its viewport, emulated media or user agent, keys or the pointer held through the
 * driver, hooks for every test of the page, a policy on the page), or they walk the page's Tab
 * order from its start.
 */
export const OWN_PAGE = [
  'test/components/define.test.ts',
  'test/components/faq.i18n.test.ts',
  'test/components/faq.load.test.ts',
  'test/components/faq.more.test.ts',
  'test/components/faq.test.ts',
  'test/components/focus.test.ts',
  'test/components/game-consumer.test.ts',
  'test/components/game.sticky.test.ts',
  'test/components/game.tabs.test.ts',
  'test/components/game.test.ts',
  'test/components/game.whole.test.ts',
  'test/components/keyboard-forms.test.ts',
  'test/components/keyboard-path.test.ts',
  'test/components/print.test.ts',
  'test/components/rule-ref.i18n.test.ts',
  'test/components/rule-ref.test.ts',
  'test/components/setup-calculator.first-render.test.ts',
  'test/components/setup-calculator.test.ts',
  'test/components/tap-first.test.ts',
  'test/components/tap.test.ts',
  'test/components/victory-checker.phone.test.ts',
  'test/components/victory-checker.test.ts',
  'test/embed/embed-page.test.ts',
  'test/embed/generator.game.test.ts',
  'test/embed/generator.test.ts',
  'test/embed/iframe-snippet.test.ts',
  'test/embed/load-order.test.ts',
  'test/embed/snippets.game.test.ts',
  'test/embed/snippets.test.ts',
  'test/hardening/csp.test.ts',
  'test/hardening/fuzz.test.ts',
  'test/i18n/locale.test.ts',
  'test/react/react.test.tsx',
  'test/shared/styles.rtl.test.ts',
  BROWSER_SMOKE_TEST,
];

/** At most this many files share a page, so a file's budget (testsFinishTimeout) stays ample. */
const PAGE_SIZE = 8;

/** Where the shared pages' entry files are written: ignored by git, ESLint and Prettier. */
export const PAGES_FOLDER = 'node_modules/.cache/defenders-test-pages';

const sorted = (patterns, ignore = []) => globSync(patterns, { ignore }).sort();

/** The DOM-free test files, as Node runs them. */
export const nodeTestFiles = () => sorted(NODE_TEST_FILES);

/** The browser test files: every test file but the DOM-free ones, and the smoke test. */
export const browserTestFiles = () =>
  [...sorted([ALL], NODE_TEST_FILES), BROWSER_SMOKE_TEST].sort();

/**
 * The pages of the browser tests for `files` (default: every browser test file): each file of
 * `OWN_PAGE` alone, the others by folder, at most `PAGE_SIZE` to a page, in the order of their
 * names. Returns `{ path, files }` per page; a shared page's `path` is its entry file, written
 * here (only when its contents change, and whole, so runners side by side read a complete file).
 */
export function browserTestPages(files = browserTestFiles()) {
  // A file of the list that moved would silently share a page again: name it instead.
  const gone = OWN_PAGE.filter((file) => !existsSync(file));
  if (gone.length > 0) {
    throw new Error(
      `scripts/test/test-files.mjs: OWN_PAGE names missing files: ${gone.join(', ')}`,
    );
  }
  const pages = [];
  const byFolder = new Map();
  for (const file of [...files].sort()) {
    if (OWN_PAGE.includes(file)) {
      pages.push({ path: file, files: [file] });
      continue;
    }
    const folder = file.split('/').slice(0, -1).join('/');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  for (const [folder, members] of byFolder) {
    if (members.length === 1) {
      pages.push({ path: members[0], files: members });
      continue;
    }
    const count = Math.ceil(members.length / PAGE_SIZE);
    for (let index = 0; index < count; index += 1) {
      // Even pages: 17 files make pages of 6, 6 and 5, not 8, 8 and 1.
      const share = members.filter((_, position) => position % count === index);
      const name = `${folder.replace(/^test\//, '').replaceAll('/', '-')}-${index + 1}.test.js`;
      pages.push({ path: writePage(name, share), files: share });
    }
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

function writePage(name, files) {
  mkdirSync(PAGES_FOLDER, { recursive: true });
  const path = join(PAGES_FOLDER, name);
  const text =
    `// Written by scripts/test/test-files.mjs: these browser test files share one page.\n` +
    files.map((file) => `import '${relative(PAGES_FOLDER, file)}';\n`).join('');
  let old = null;
  try {
    old = readFileSync(path, 'utf8');
  } catch {
    // Not written yet.
  }
  if (old !== text) {
    const temporary = `${path}.${process.pid}`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  }
  return path;
}
