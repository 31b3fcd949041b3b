// The test files that touch no DOM (scripts/test/test-files.mjs: the rules core, what the game
// saves, the page mapping) run here, in Node, instead of in the three browsers. Each file is bundled
// with esbuild, with `@open-wc/testing` answered by chai's own `expect` (the only thing these tests
// take from it) and Mocha's `describe`, `it` and hooks by node:test's. A `fetch` of a file beside a
// test reads it from the disk, as the browsers' test server serves it.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { nodeTestFiles } from '../../scripts/test/test-files.mjs';

const out = mkdtempSync(join(tmpdir(), 'dom-free-'));

/** Answers `@open-wc/testing` with chai: the only thing these tests take from it is `expect`. */
const chaiForOpenWc = {
  name: 'chai-for-open-wc',
  setup(plugin) {
    plugin.onResolve({ filter: /^@open-wc\/testing$/ }, () => ({
      path: 'open-wc-testing',
      namespace: 'chai-for-open-wc',
    }));
    plugin.onLoad({ filter: /.*/, namespace: 'chai-for-open-wc' }, () => ({
      contents: "export { expect } from 'chai';",
      resolveDir: resolve('.'),
    }));
  },
};

/** A test module's `import.meta.url` is its own file's, as in the browser, not the bundle's. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]test[\\/].*\.ts$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: 'ts',
    }));
  },
};

const fetchOverNetwork = globalThis.fetch;
/** `fetch` of a `file:` URL reads the file; Node's own fetch takes only network addresses. */
async function fetchFiles(resource, init) {
  const url = new URL(resource instanceof Request ? resource.url : String(resource));
  if (url.protocol !== 'file:') return fetchOverNetwork(resource, init);
  return new Response(await readFile(url));
}

Object.assign(globalThis, {
  after,
  afterEach,
  before,
  beforeEach,
  describe,
  it,
  fetch: fetchFiles,
});
try {
  for (const file of nodeTestFiles()) {
    const outfile = join(out, file.replaceAll('/', '__').replace(/\.ts$/, '.mjs'));
    await build({
      entryPoints: [file],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      tsconfig: 'tsconfig.json',
      outfile,
      // A bare `import '…/locales/de.js'` registers German: keep it, though package.json's
      // `sideEffects` (which lists only dist/) would let esbuild drop it.
      ignoreAnnotations: true,
      logLevel: 'error',
      plugins: [chaiForOpenWc, ownImportMetaUrl],
    });
    await describe(file, async () => {
      await import(pathToFileURL(outfile).href);
    });
  }
} finally {
  after(() => rmSync(out, { recursive: true, force: true }));
}
