// The saved game's parts in Node: the tests of test/game/ (the saved record and its corrupt-input
// tables, history, reconcile, share links, the game state, the path session and narration) run here
// as well as in the three browsers. They cover modules that import no Lit, so nothing of theirs
// needs a DOM. Each file is bundled with esbuild, with `@open-wc/testing` answered by chai's own
// `expect` and Mocha's `describe` and `it` by node:test's.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const FOLDER = 'test/game';
const files = readdirSync(FOLDER).filter((name) => name.endsWith('.test.ts'));
const out = mkdtempSync(join(tmpdir(), 'game-internal-'));

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

Object.assign(globalThis, { after, afterEach, before, beforeEach, describe, it });
try {
  for (const file of files) {
    const outfile = join(out, file.replace(/\.ts$/, '.mjs'));
    await build({
      entryPoints: [join(FOLDER, file)],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      tsconfig: 'tsconfig.json',
      outfile,
      logLevel: 'error',
      plugins: [chaiForOpenWc],
    });
    await describe(`${FOLDER}/${file}`, async () => {
      await import(pathToFileURL(outfile).href);
    });
  }
} finally {
  after(() => rmSync(out, { recursive: true, force: true }));
}
