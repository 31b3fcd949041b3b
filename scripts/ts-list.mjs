// A list module of src/ (a TypeScript file with no imports) for Node tools: esbuild strips the
// types, and the list runs as it is.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

/** The exports of `path` (relative to the package's root), e.g. `src/widgets.ts`. */
export async function loadList(path) {
  const source = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
  const { code } = transformSync(source, { loader: 'ts', format: 'esm', sourcefile: path });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
