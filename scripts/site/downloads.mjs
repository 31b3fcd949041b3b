// The package's files on the site: the built files, their download sizes, the zip a site uploads
// to host them itself, and the demos that show both.
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { scriptsIn } from '../files.mjs';
import { CSP_META, OUT, pkg, write } from './shell.mjs';

export function copyPackageFiles() {
  cpSync('dist', join(OUT, 'dist'), {
    recursive: true,
    filter: (source) => !source.endsWith('.d.ts'),
  });
}

/** The paths of the `.js` files directly in `folder`, sorted. */
const scriptPaths = (folder) => scriptsIn(folder).map((name) => `${folder}/${name}`);

/**
 * Gzip bytes (level 9, as size-limit measures) of every file a snippet or the embed page loads,
 * the language modules included.
 */
export function measureSizes() {
  const files = [
    ...scriptPaths('dist/cdn'),
    ...scriptPaths('dist/cdn/chunks'),
    ...scriptPaths('dist/cdn/locales'),
    ...scriptPaths('dist/embed/locales'),
    'dist/defenders-widgets.css',
    'dist/embed/index.html',
    'dist/embed/embed.js',
    'dist/embed/embed.css',
  ];
  return Object.fromEntries(
    files.map((file) => [file, gzipSync(readFileSync(file), { level: 9 }).length]),
  );
}

// ---------------------------------------------------------------------------------------------
// Self-hosting: exactly the files a site uploads to serve the widgets and the embed page itself

const SELF_HOST_ZIP = 'downloads/defenders-rules-widgets-files.zip';
/** The folder the zip unpacks into: upload it, and its address is the generator's "my own site". */
const SELF_HOST_FOLDER = 'defenders';

/**
 * The files a snippet or the embed page loads, as the CDN has them: the bundles and their language
 * modules, the fallback stylesheet, the embed page with its script, styles and language modules,
 * and the licence. No source maps or types: nothing a reader's browser asks for.
 */
function selfHostFiles() {
  const under = (folder, pattern) =>
    readdirSync(folder)
      .filter((name) => pattern.test(name))
      .map((name) => `${folder}/${name}`)
      .sort();
  return [
    'LICENSE',
    'dist/defenders-widgets.css',
    ...scriptPaths('dist/cdn'),
    ...scriptPaths('dist/cdn/chunks'),
    ...scriptPaths('dist/cdn/locales'),
    ...under('dist/embed', /^(index\.html|embed\.js|embed\.css)$/),
    ...scriptPaths('dist/embed/locales'),
  ];
}

/** Writes the zip and its `.sha256` (the `sha256sum` format); returns what the pages show. */
export function selfHostZip() {
  const files = selfHostFiles();
  const entries = Object.fromEntries(
    files.map((file) => [`${SELF_HOST_FOLDER}/${file}`, readFileSync(file)]),
  );
  // A fixed date, so the same files make the same zip (and checksum) on every build.
  const zip = zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
  const sha256 = createHash('sha256').update(zip).digest('hex');
  const name = SELF_HOST_ZIP.slice(SELF_HOST_ZIP.lastIndexOf('/') + 1);
  write(SELF_HOST_ZIP, zip);
  write(`${SELF_HOST_ZIP}.sha256`, `${sha256}  ${name}\n`);
  return {
    zip: SELF_HOST_ZIP,
    folder: SELF_HOST_FOLDER,
    files: files.map((file) => `${SELF_HOST_FOLDER}/${file}`),
    bytes: zip.length,
    sha256,
    version: pkg.version,
  };
}

// ---------------------------------------------------------------------------------------------
// The demos: copied with the site's policy added to each page

export function copyDemos(sizes, download) {
  cpSync('demo', join(OUT, 'demo'), { recursive: true });
  for (const name of readdirSync('demo').filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(join('demo', name), 'utf8');
    write(`demo/${name}`, withIcon(withPolicy(html)));
  }
  write(
    'demo/bundle-sizes.js',
    `// Written by scripts/site/downloads.mjs: gzip bytes (level 9) of the package's files, measured at build time.\n` +
      `export const GZIP_BYTES = Object.freeze(${JSON.stringify(sizes, null, 2)});\n`,
  );
  // Measured by scripts/embed-heights.mjs once a browser is there; until then, none (the
  // generator then writes typical heights and says so).
  write('demo/embed-heights.json', 'null\n');
  write(
    'demo/self-host.js',
    `// Written by scripts/site/downloads.mjs: the zip of the files to upload, its SHA-256 and what it holds.\n` +
      `export const SELF_HOST = Object.freeze(${JSON.stringify(download, null, 2)});\n`,
  );
}

/** A demo page without an icon of its own takes the site's. */
function withIcon(html) {
  if (/<link rel="icon"/.test(html)) return html;
  return html.replace(
    /<\/title>/,
    (match) => `${match}\n  <link rel="icon" href="../favicon.svg" type="image/svg+xml">`,
  );
}

function withPolicy(html) {
  if (html.includes('http-equiv="Content-Security-Policy"')) return html;
  return html.replace(/<meta charset="utf-8">/i, (match) => `${match}\n  ${CSP_META}`);
}
