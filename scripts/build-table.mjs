// The table page, site/table/: every widget in one `<defenders-game persist keep-awake>`, laid out
// for a phone or tablet on the table. It is installable (a web app manifest and the project's own
// icons) and kept for use without a network by a service worker of its own, which lives only here:
// the npm package and the CDN bundles register none. `scripts/site/build.mjs` calls it.
//
//   table/index.html            the page
//   table/table.css             its layout (website/table/table.css)
//   table/register.js           registers the service worker (website/table/register.js)
//   table/sw.js                 the service worker (website/table/sw.js with its cache name and list)
//   table/manifest.webmanifest  the web app manifest
//   table/icons/                the icon as SVG and as PNG (192, 512, and 512 maskable)
// The page loads the site's copy of the all-in-one bundle and fallback stylesheet from ../dist/.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SITE_CSP } from './site/shared.mjs';
import { scriptsIn } from './files.mjs';
import { iconPng, iconSvg } from './table-icons.mjs';

/** The page's folder under site/. */
export const TABLE_FOLDER = 'table';
/** The `persist` key of the page's game: it is saved as `defenders-rules-widgets:table`. */
export const TABLE_PERSIST_KEY = 'table';
const THEME_COLOUR = '#7a2e2e';
const BACKGROUND_COLOUR = '#faf8f4';

/**
 * The widgets, in the order of a game, each with its id: the game's own "Jump to" links (in its
 * stuck toolbar, in the reader's language) point at them, so the page has no menu of its own.
 */
const SECTIONS = [
  ['setup', 'defenders-setup-calculator'],
  ['turn', 'defenders-turn-checklist'],
  ['path', 'defenders-path-tracker'],
  ['victory', 'defenders-victory-checker'],
  ['faq', 'defenders-faq'],
];

const ICONS = [
  { file: 'icons/icon-192.png', pixels: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', pixels: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', pixels: 512, purpose: 'maskable' },
];

/**
 * Writes site/table/; `out` is the site folder, holding dist/ already. Returns the service worker's
 * cache name and the files it keeps (relative to the page).
 */
export function buildTable({ out, pkg }) {
  const folder = join(out, TABLE_FOLDER);
  const write = (path, content) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  };

  write('icons/icon.svg', iconSvg());
  for (const { file, pixels, purpose } of ICONS)
    write(file, iconPng(pixels, { maskable: purpose === 'maskable' }));
  write('manifest.webmanifest', `${JSON.stringify(manifest(), null, 2)}\n`);
  write('table.css', readFileSync('website/table/table.css'));
  write('register.js', readFileSync('website/table/register.js'));
  write('index.html', page(pkg));

  const precache = [
    'index.html',
    'table.css',
    'register.js',
    'manifest.webmanifest',
    'icons/icon.svg',
    ...ICONS.map(({ file }) => file),
    '../dist/cdn/defenders-widgets.js',
    // The FAQ's entries and search, which the bundle imports from beside it when the FAQ shows.
    ...scriptsIn(join(out, 'dist/cdn/chunks')).map((name) => `../dist/cdn/chunks/${name}`),
    '../dist/defenders-widgets.css',
  ];
  // The cache is named after the version and the bytes it keeps: any change makes a new sw.js,
  // which the browser installs next time, dropping the old cache.
  const hash = createHash('sha256');
  for (const path of precache) hash.update(`${path}\0`).update(readFileSync(join(folder, path)));
  const cacheName = `defenders-table-${pkg.version}-${hash.digest('hex').slice(0, 12)}`;
  // The page is kept under its folder's address, the one every static host answers without a redirect.
  const kept = precache.map((path) => (path === 'index.html' ? './' : path));
  write('sw.js', serviceWorker(cacheName, kept));
  return { cacheName, precache };
}

function serviceWorker(cacheName, precache) {
  const source = readFileSync('website/table/sw.js', 'utf8');
  const placeholder = "const CACHE = 'defenders-table-unbuilt';\nconst PRECACHE = [];\n";
  if (!source.includes(placeholder))
    throw new Error(
      'build-table: website/table/sw.js lost the CACHE and PRECACHE lines it fills in',
    );
  return source.replace(
    placeholder,
    `const CACHE = ${JSON.stringify(cacheName)};\nconst PRECACHE = ${JSON.stringify(precache)};\n`,
  );
}

function manifest() {
  return {
    name: 'Defenders rules at the table',
    short_name: 'Defenders',
    description:
      'Setup, turns, the Dark Arts path, victory and rules questions for one game of Defenders of Hogwarts, on this device and without a network. An unofficial fan project.',
    lang: 'en',
    dir: 'ltr',
    // Relative to the manifest, so the site works from any folder of any host.
    // The folder, not index.html: hosts with pretty URLs redirect index.html to the folder.
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: BACKGROUND_COLOUR,
    theme_color: THEME_COLOUR,
    categories: ['games', 'utilities'],
    icons: [
      ...ICONS.map(({ file, pixels, purpose }) => ({
        src: file,
        sizes: `${pixels}x${pixels}`,
        type: 'image/png',
        purpose,
      })),
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

function page(pkg) {
  const widgets = SECTIONS.map(([id, tag]) => `<${tag} id="${id}"></${tag}>`).join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
  <meta http-equiv="Content-Security-Policy" content="${SITE_CSP}">
  <meta name="color-scheme" content="light dark">
  <meta name="theme-color" content="${THEME_COLOUR}">
  <title>At the table · ${pkg.name}</title>
  <meta name="description" content="Every Defenders of Hogwarts rules widget on one page for the table: the game is saved on this device, and after one visit the page works without a network.">
  <link rel="manifest" href="manifest.webmanifest">
  <link rel="icon" href="icons/icon.svg" type="image/svg+xml">
  <link rel="apple-touch-icon" href="icons/icon-192.png">
  <link rel="stylesheet" href="../dist/defenders-widgets.css">
  <link rel="stylesheet" href="table.css">
  <script type="module" src="../dist/cdn/defenders-widgets.js"></script>
  <script type="module" src="register.js"></script>
</head>
<body>
  <header>
    <h1>At the table</h1>
    <p class="lede">Every rules helper for one game of <i>Defenders of Hogwarts</i>, saved on this
      device after every change.</p>
  </header>
  <main>
    <noscript><p>These helpers need JavaScript.</p></noscript>
    <defenders-game persist="${TABLE_PERSIST_KEY}" keep-awake>
      ${widgets}
    </defenders-game>
  </main>
  <footer class="table-foot">
    <p id="offline-status"></p>
    <p><a href="../index.html">About these widgets</a> · ${pkg.name} ${pkg.version}, MIT licence. An
      unofficial fan project for MinaLima’s Defenders of Hogwarts, made without any link to MinaLima or
      Warner Bros., who have not approved it.</p>
  </footer>
</body>
</html>
`;
}
