// Server-rendering safety: every built module of dist/ imports in plain Node (no DOM) without
// throwing, and never touches `window` or `document` itself; `customElements` only through the
// guarded registration (dist/shared/define.js). Each module runs in its own process
// (test/node/probe.mjs) with watching accessors on the DOM globals.
// Run after `npm run build`: `node --test test/node/`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const probe = fileURLToPath(new URL('./probe.mjs', import.meta.url));

/**
 * The platform packages (dist/wordpress/, dist/hugo/) hold byte-for-byte copies of dist/cdn/ for
 * the browser, plus the block editor's script, which reads WordPress's globals: they are not npm
 * modules (package.json leaves them out) and are tried on their platforms by npm run test:platforms.
 */
const PLATFORM_PACKAGES = new Set(['wordpress', 'hugo'].map((name) => join(dist, name)));

function builtModules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && PLATFORM_PACKAGES.has(path)) return [];
    if (entry.isDirectory()) return builtModules(path);
    return entry.name.endsWith('.js') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

function importInNode(module) {
  const output = execFileSync(process.execPath, [probe, module], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop());
}

const fromPackage = (touch) => touch.by.startsWith(dist);
const where = (touch) => `${touch.name} ${touch.how} by ${relative(root, touch.by)}`;

assert.ok(existsSync(join(dist, 'index.js')), 'dist/ is missing: run `npm run build` first');
const modules = builtModules(dist);
/** One file each, Lit inlined: the browser bundles (and the embed page's script). */
const selfContained = (module) =>
  module.startsWith('dist/cdn/') || module === 'dist/embed/embed.js';

test('finds every kind of built module', () => {
  for (const expected of [
    'dist/index.js',
    'dist/rules.js',
    'dist/react.js',
    'dist/embed/snippets.js',
    'dist/embed/embed.js',
    'dist/cdn/defenders-widgets.js',
    'dist/components/setup-calculator/setup-calculator.js',
    'dist/cdn/setup-calculator.js',
  ]) {
    assert.ok(modules.includes(expected), `${expected} was not built`);
  }
});

for (const module of modules) {
  test(`${module} imports in Node without a DOM`, () => {
    const result = importInNode(module);
    assert.equal(result.ok, true, `import threw: ${result.error}`);

    const writes = result.touches.filter(
      (touch) => touch.how === 'write' && touch.by.startsWith(dist),
    );
    assert.deepEqual(writes.map(where), [], 'the package must not set DOM globals');
    const windowTouches = result.touches.filter(
      (touch) => touch.name === 'window' || touch.name === 'self',
    );
    assert.deepEqual(windowTouches.map(where), [], 'nothing may touch window');

    if (
      module.startsWith('dist/rules/') ||
      module === 'dist/embed/snippets.js' ||
      module === 'dist/react.js'
    ) {
      // The rules core, the snippet builder and the JSX types: no DOM global at all, not even Lit's.
      assert.deepEqual(result.touches.map(where), []);
    } else if (selfContained(module)) {
      // Lit's browser build is inlined: it and the bundle's guard only read HTMLElement, document
      // (module-scoped stand-ins, see rollup.config.mjs) and customElements (the registration guard).
      const unexpected = result.touches.filter(
        (touch) =>
          touch.how !== 'read' ||
          !['HTMLElement', 'document', 'customElements'].includes(touch.name),
      );
      assert.deepEqual(unexpected.map(where), []);
    } else {
      // Our own modules touch only customElements, and only in the guarded registration.
      // (Lit's Node build installs its own SSR shims for HTMLElement and customElements; that is Lit's.)
      const ours = result.touches.filter(fromPackage);
      const unexpected = ours.filter(
        (touch) =>
          !(touch.name === 'customElements' && touch.by.endsWith('/dist/shared/define.js')),
      );
      assert.deepEqual(unexpected.map(where), []);
    }
  });
}
