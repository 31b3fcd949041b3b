// The private member names of the package's own classes (`this._plan`), for terser to shorten in
// the self-contained bundles.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

function sources(folder, files = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sources(path, files);
    else if (entry.name.endsWith('.ts')) files.push(path);
  }
  return files;
}

/**
 * A pattern matching exactly the `_name` members our classes declare or reach through `this`:
 * private fields, methods and internal reactive states. Never Lit's names (`_$…`, and any other
 * Lit spells: none of ours shares one), never a public name (none starts with `_`), and never a
 * name the code also writes as text (`changed.has('_local')`), which a rename would leave behind.
 * Each bundle renames them alone; no object crosses from one bundle to another with such a member,
 * as only `this` reaches them.
 */
export function privateNamePattern(root = 'src') {
  const typescript = sources(root).map((file) => readFileSync(file, 'utf8'));
  const code = typescript.join('\n');
  // The texts are read from the code without its comments, which name members in backticks.
  const javascript = typescript
    .map(
      (text) =>
        transformSync(text, {
          loader: 'ts',
          minifyWhitespace: true,
          legalComments: 'none',
          tsconfigRaw: { compilerOptions: { experimentalDecorators: true } },
        }).code,
    )
    .join('\n');
  const declared = new Set(
    [
      ...code.matchAll(
        /this\.(_[A-Za-z]\w*)|(?:private|protected|readonly|static)\s+(?:readonly\s+)?(_[A-Za-z]\w*)|^\s+(_[A-Za-z]\w*)\s*:/gm,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3]),
  );
  const written = new Set(
    [...javascript.matchAll(/['"`](_[A-Za-z]\w*)['"`]/g)].map((match) => match[1]),
  );
  const names = [...declared].filter((name) => !written.has(name)).sort();
  return new RegExp(`^(?:${names.join('|')})$`);
}
