// What each part of a bundle costs: its source map says which source file wrote each character
// of the minified code; the characters are grouped into parts and each part is compressed alone.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** The parts, first match wins, by the source path the map names. */
const PARTS = [
  [
    'Lit and @lit/context',
    (source) => /node_modules\/(lit|lit-html|lit-element|@lit)\//.test(source),
  ],
  ['German texts (catalogues)', (source) => /\/src\/locales\/de\/.*\.messages\.ts$/.test(source)],
  ['English texts (catalogues)', (source) => /\.messages\.ts$/.test(source)],
  ['styles (css)', (source) => /styles\.ts$/.test(source)],
  ['rules core (code)', (source) => /\/src\/rules\//.test(source)],
  ['elements (code)', (source) => /\/src\/components\//.test(source)],
  [
    'language engine, model, plumbing',
    (source) => /\/src\/(i18n|model|shared|locales|embed)\/|\/src\/[\w-]+\.ts$/.test(source),
  ],
];
const UNMAPPED = 'glue (no source)';

/**
 * `file` (a minified bundle with `file.map` beside it) split into parts: characters of minified
 * code, and gzip bytes. Gzip does not add up over parts, so each part's share of the bundle's gzip
 * size is its share of the sum of the parts compressed alone (each part's text gzipped at level 9).
 */
export function attribution(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const partOf = map.sources.map(
    (source) => PARTS.find(([, test]) => test(source))?.[0] ?? UNMAPPED,
  );
  const texts = new Map([...PARTS.map(([name]) => [name, []]), [UNMAPPED, []]]);
  const lines = code.split('\n');
  decode(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    let column = 0;
    let part = UNMAPPED;
    for (const segment of segments) {
      texts.get(part).push(line.slice(column, segment[0]));
      column = segment[0];
      part = segment.length > 1 ? partOf[segment[1]] : UNMAPPED;
    }
    texts.get(part).push(`${line.slice(column)}\n`);
  });
  const total = gzipSync(Buffer.from(code), { level: 9 }).length;
  const alone = new Map(
    [...texts].map(([name, pieces]) => {
      const text = pieces.join('');
      return [
        name,
        { chars: text.length, gzipAlone: text ? gzipSync(text, { level: 9 }).length : 0 },
      ];
    }),
  );
  const sum = [...alone.values()].reduce((all, part) => all + part.gzipAlone, 0);
  const parts = [...alone]
    .filter(([, part]) => part.chars > 0)
    .map(([name, part]) => ({
      name,
      minified: part.chars,
      gzip: Math.round((total * part.gzipAlone) / sum),
    }));
  return { minified: code.length, gzip: total, parts };
}
