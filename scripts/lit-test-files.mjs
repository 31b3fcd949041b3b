// The browser test files that Lit's development build can change: those whose modules reach `lit`
// or `@lit/*` (tests of the rules core, of pure models and of the built bundles run the same code
// on either build), and those that load the sources into a frame by URL (`/src/…`). `npm run
// test:lit-dev` runs only these: the rest would repeat the production pass to the byte.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { globSync } from 'tinyglobby';

const LIT = /^(lit|@lit\/)/;
const SOURCE_URL = /["'`(]\/src\//;

/** @param {string} pattern the runner's `files` glob */
export async function litTestFiles(pattern) {
  const entryPoints = globSync(pattern);
  const { metafile } = await build({
    entryPoints,
    bundle: true,
    write: false,
    metafile: true,
    // Only which packages are imported matters, not their code.
    packages: 'external',
    // Keep `import '../../src/index.js'`, which package.json's `sideEffects` would let it drop.
    ignoreAnnotations: true,
    outdir: 'lit-test-files',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const texts = new Map();
  const mentionsSource = (file) => {
    if (!texts.has(file)) texts.set(file, SOURCE_URL.test(readFileSync(file, 'utf8')));
    return texts.get(file);
  };
  return Object.values(metafile.outputs)
    .filter(
      (output) =>
        output.entryPoint &&
        (output.imports.some((entry) => entry.external && LIT.test(entry.path)) ||
          Object.keys(output.inputs).some(mentionsSource)),
    )
    .map((output) => output.entryPoint)
    .sort();
}
