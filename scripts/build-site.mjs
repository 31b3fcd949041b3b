// `npm run build:site`: the package's static site in site/, after `npm run build`.
//
// Plain files with relative links only, so any static host serves it from any folder:
//   index.html          home: two live widgets, the code to paste, and where everything is
//   favicon.svg         the site's icon (the table page's shield)
//   demo/               the fan-guide demo, the themed demo and the embed-code generator
//   reference/          one page per element, generated here from custom-elements.json
//   docs/               the guides, rendered from docs/*.md
//   storybook/          the built Storybook (stories and a docs page per element)
//   table/              the table page: every widget in one game, installable, works offline
//                       (scripts/build-table.mjs)
//   dist/               the package's built files: the bundles, the iframe embed page, the CSS
//   downloads/          the files to upload for self-hosting, zipped, with their SHA-256 checksum
// Every page of ours carries a Content-Security-Policy without 'unsafe-inline'. No step here needs a
// browser (`npm start` runs on a machine without one); the reference pages' right-to-left pictures
// are a later step, scripts/rtl-screenshots.mjs, which `npm test` runs once Chromium is installed.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { zipSync } from 'fflate';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { SITE_CSP, githubSlug } from './site-shared.mjs';
import { scriptsIn } from './files.mjs';
import { buildTable } from './build-table.mjs';
import { iconSvg } from './table-icons.mjs';

const OUT = 'site';
const DIST_NEEDED = [
  'dist/cdn/defenders-widgets.js',
  'dist/embed/index.html',
  'dist/embed/snippets.js',
  'custom-elements.json',
];
for (const file of DIST_NEEDED) {
  if (!existsSync(file)) {
    console.error(
      `build-site: ${file} is missing; run \`npm run build\` first (or \`npm run build:site\`, which does).`,
    );
    process.exit(1);
  }
}

const snippets = await import('../dist/embed/snippets.js');
const { setupFor } = await import('../dist/rules.js');
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${SITE_CSP}">`;

const escape = (text) => snippets.escapeHtml(String(text ?? ''));
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(anchor, {
  slugify: githubSlug,
});
// Links keep working on the site: `styling.md#parts` becomes `styling.html#parts`, the README is
// readme.html, and the README's http://localhost:8000/ addresses (what `npm start` serves) turn relative.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = tokens[index].attrGet('href') ?? '';
  tokens[index].attrSet('href', siteHref(href, env?.root ?? ''));
  return defaultLinkOpen(tokens, index, options, env, self);
};

// Table alignment becomes a class: markdown-it writes it as a style attribute, which the CSP refuses.
markdown.core.ruler.push('alignment-classes', (state) => {
  for (const token of state.tokens) {
    const align = /text-align:(\w+)/.exec(token.attrGet?.('style') ?? '')?.[1];
    if (!align) continue;
    token.attrs = token.attrs.filter(([name]) => name !== 'style');
    token.attrJoin('class', `align-${align}`);
  }
});

/** A Markdown link as the site has it; `root` leads from the page to the site's top folder. */
function siteHref(href, root) {
  if (href.startsWith('http://localhost:8000/'))
    return root + href.slice('http://localhost:8000/'.length);
  if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
  const [path, hash] = href.split('#');
  let target = path;
  if (/(^|\/)README\.md$/.test(path)) target = path.replace(/README\.md$/, 'readme.html');
  else if (path.endsWith('.md')) target = path.replace(/\.md$/, '.html');
  else if (path === 'LICENSE') target = 'LICENSE.txt';
  return hash === undefined ? target : `${target}#${hash}`;
}

function write(path, text) {
  mkdirSync(dirname(join(OUT, path)), { recursive: true });
  writeFileSync(join(OUT, path), text);
}

// ---------------------------------------------------------------------------------------------
// Page frame

const NAV = [
  ['index.html', 'Home'],
  ['readme.html', 'README'],
  ['demo/index.html', 'Demo'],
  ['demo/generator.html', 'Embed generator'],
  ['table/index.html', 'At the table'],
  ['reference/index.html', 'Reference'],
  ['docs/index.html', 'Guides'],
  ['storybook/index.html', 'Storybook'],
];

/** A page of ours; `path` is where it lands under site/, which sets its relative links. */
function page({ path, title, description, body, head = '' }) {
  const root = '../'.repeat(path.split('/').length - 1);
  const current = NAV.find(
    ([href]) =>
      href === path ||
      (path.startsWith('reference/') && href === 'reference/index.html') ||
      (path.startsWith('docs/') && href === 'docs/index.html'),
  );
  const nav = NAV.map(
    ([href, label]) =>
      `<li><a href="${root}${href}"${current?.[0] === href ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  ${CSP_META}
  <meta name="color-scheme" content="light dark">
  <title>${escape(title)} · ${pkg.name}</title>
  <meta name="description" content="${escape(description)}">
  <link rel="icon" href="${root}favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="${root}site.css">
${head}</head>
<body>
  <a class="skip-link" href="#main">Skip to the content</a>
  <header class="site-top">
    <a class="site-name" href="${root}index.html">${pkg.name}</a>
    <nav aria-label="Site"><ul>${nav}</ul></nav>
  </header>
  <main id="main" class="site-main">
${body}
  </main>
  <footer class="site-foot">
    <p>${pkg.name} ${pkg.version}, MIT licence. An unofficial fan project for MinaLima’s Defenders of Hogwarts,
      made without any link to MinaLima or Warner Bros., who have not approved it. Rules facts cite the printed rulebook pages.</p>
  </footer>
</body>
</html>
`;
}

function table(caption, headers, rows) {
  if (rows.length === 0) return '';
  const head = headers.map((header) => `<th scope="col">${escape(header)}</th>`).join('');
  const body = rows
    .map(
      (cells) =>
        `<tr>${cells.map((cell, index) => `<td data-label="${escape(headers[index])}">${cell}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return `<div class="table-wrap"><table><caption class="meta">${escape(caption)}</caption><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></div>`;
}

/** One line of Markdown as HTML; `root` leads from the page it goes on to the site's top folder. */
const inline = (text, root = '') =>
  text ? markdown.renderInline(String(text).replace(/\s*\n\s*/g, ' '), { root }) : '';
const code = (text) => (text ? `<code>${escape(text)}</code>` : '');

// ---------------------------------------------------------------------------------------------
// Files of the package, and their download sizes

function copyPackageFiles() {
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
function measureSizes() {
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

const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

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
function selfHostZip() {
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

function copyDemos(sizes, download) {
  cpSync('demo', join(OUT, 'demo'), { recursive: true });
  for (const name of readdirSync('demo').filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(join('demo', name), 'utf8');
    write(`demo/${name}`, withIcon(withPolicy(html)));
  }
  write(
    'demo/bundle-sizes.js',
    `// Written by scripts/build-site.mjs: gzip bytes (level 9) of the package's files, measured at build time.\n` +
      `export const GZIP_BYTES = Object.freeze(${JSON.stringify(sizes, null, 2)});\n`,
  );
  // Measured by scripts/embed-heights.mjs once a browser is there; until then, none (the
  // generator then writes typical heights and says so).
  write('demo/embed-heights.json', 'null\n');
  write(
    'demo/self-host.js',
    `// Written by scripts/build-site.mjs: the zip of the files to upload, its SHA-256 and what it holds.\n` +
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

// ---------------------------------------------------------------------------------------------
// Storybook

function buildStorybook() {
  const { status } = spawnSync(
    'npx',
    ['--no-install', 'storybook', 'build', '--quiet', '-o', join(OUT, 'storybook')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (status !== 0) {
    console.error(`build-site: storybook build failed (exit ${status})`);
    process.exit(status ?? 1);
  }
  const index = JSON.parse(readFileSync(join(OUT, 'storybook/index.json'), 'utf8'));
  /** widget file name (e.g. `faq`) -> the id of its docs page */
  const docs = {};
  for (const entry of Object.values(index.entries)) {
    const widget = /\/stories\/([\w-]+)\.stories\.ts$/.exec(entry.importPath)?.[1];
    if (entry.type === 'docs' && widget) docs[widget] = entry.id;
  }
  return docs;
}

// ---------------------------------------------------------------------------------------------
// The element reference, from the manifest

const ELEMENTS = manifest.modules
  .flatMap((moduleDoc) =>
    (moduleDoc.declarations ?? [])
      .filter((item) => item.customElement)
      .map((item) => ({ ...item, modulePath: moduleDoc.path })),
  )
  .sort((a, b) => a.tagName.localeCompare(b.tagName));

const widgetOf = (element) => element.tagName.replace(/^defenders-/, '');

/** The live example: what the element shows with no attributes (the game with the widgets it shares). */
function liveExample(element, citedPages) {
  const widget = widgetOf(element);
  if (widget === 'game') {
    const children = snippets.GAME_CHILDREN.map(
      (child) => `  <${snippets.tagFor(child)}></${snippets.tagFor(child)}>`,
    ).join('\n');
    return `<defenders-game>\n${children}\n</defenders-game>`;
  }
  if (widget === 'rule-ref')
    return `<p>Dark Arts pawns at setup: <defenders-rule-ref pages="${citedPages}"></defenders-rule-ref></p>`;
  return `<${element.tagName}></${element.tagName}>`;
}

/** What a blogger pastes for this element alone: the smallest bundle that runs it. */
function pasteSnippet(element, citedPages) {
  const widget = widgetOf(element);
  if (snippets.isEmbedWidget(widget))
    return snippets.scriptSnippet(widget, {}, { singleBundle: true });
  return [
    `<script type="module" src="${escape(snippets.cdnUrl(`dist/cdn/${widget}.js`))}"></script>`,
    `<defenders-rule-ref pages="${citedPages}"></defenders-rule-ref>`,
  ].join('\n');
}

function attributeDefault(element, attribute) {
  const field = element.members?.find((member) => member.name === attribute.fieldName);
  const value = /^[A-Z_]+$/.test(attribute.default ?? '')
    ? field?.default
    : (attribute.default ?? field?.default);
  return value;
}

function referencePage(element, storybookDocs, sizes) {
  const widget = widgetOf(element);
  const citedPages = (
    setupFor(4).steps.find((step) => step.id === 'dark-arts-pawns') ?? setupFor(4).steps[0]
  ).pages.join(',');
  const bundle = snippets.isEmbedWidget(widget)
    ? snippets.bundleFor(widget)
    : `dist/cdn/${widget}.js`;
  const attributes = element.attributes ?? [];
  const attributeFields = new Set(attributes.map((attribute) => attribute.fieldName));
  const fields = (element.members ?? []).filter((member) => member.kind === 'field');
  const methods = (element.members ?? []).filter((member) => member.kind === 'method');
  const storybookId = storybookDocs[widget];

  const sections = [
    `<h1><code>&lt;${escape(element.tagName)}&gt;</code></h1>`,
    `<p class="lede">${inline(element.summary)}</p>`,
    markdown.render(element.description ?? ''),
    `<ul class="meta">
  <li>Class <code>${escape(element.name)}</code>; npm: <code>import '${pkg.name}/${widget}.js';</code></li>
  <li>Blog bundle <code>${escape(bundle)}</code>: ${kilobytes(sizes[bundle])} gzip</li>
  ${storybookId ? `<li><a href="../storybook/index.html?path=/docs/${escape(storybookId)}">Stories and docs in Storybook</a></li>` : ''}
</ul>`,
    `<h2 id="example">Live example</h2>
<div class="example">
${liveExample(element, citedPages)}
</div>`,
    `<h2 id="paste">Paste into a page</h2>
<p>The smallest code that runs this element on its own: the stylesheet for the text shown before the
  script runs, the bundle and the element. For other options and for pages with several widgets, use the
  <a href="../demo/generator.html">embed generator</a>.</p>
<pre tabindex="0" aria-label="Code for &lt;${escape(element.tagName)}&gt;"><code>${escape(pasteSnippet(element, citedPages))}</code></pre>`,
    `<h2 id="attributes">Attributes</h2>`,
    attributes.length
      ? table(
          `Attributes of <${element.tagName}>`,
          ['Attribute', 'Property', 'Type', 'Default', 'Description'],
          attributes.map((attribute) => [
            code(attribute.name),
            code(attribute.fieldName),
            code(attribute.type?.text),
            code(attributeDefault(element, attribute)),
            inline(attribute.description),
          ]),
        )
      : '<p>None: the element is set up through its properties.</p>',
    `<h2 id="properties">Properties</h2>`,
    table(
      `Properties of <${element.tagName}>`,
      ['Property', 'Type', 'Access', 'Description'],
      fields.map((field) => [
        code(field.name),
        code(field.type?.text),
        field.readonly
          ? 'read-only'
          : attributeFields.has(field.name)
            ? `read/write, attribute <code>${escape(field.attribute ?? '')}</code>`
            : 'read/write',
        inline(field.description),
      ]),
    ),
    methods.length
      ? `<h2 id="methods">Methods</h2>\n${table(
          `Methods of <${element.tagName}>`,
          ['Method', 'Returns', 'Description'],
          methods.map((method) => [
            code(
              `${method.name}(${(method.parameters ?? []).map((parameter) => `${parameter.name}: ${parameter.type?.text ?? 'unknown'}`).join(', ')})`,
            ),
            code(method.return?.type?.text ?? 'void'),
            inline(method.description),
          ]),
        )}`
      : '',
    `<h2 id="events">Events</h2>`,
    element.events?.length
      ? table(
          `Events of <${element.tagName}>`,
          ['Event', 'Type', 'Description'],
          element.events.map((event) => [
            code(event.name),
            code(event.type?.text),
            inline(event.description),
          ]),
        ) +
        '<p>Every event bubbles and crosses shadow roots (<code>composed</code>), and fires only on a user action.</p>'
      : '<p>None: the element only shows what its attributes say.</p>',
    element.slots?.length
      ? `<h2 id="slots">Slots</h2>\n${table(
          `Slots of <${element.tagName}>`,
          ['Slot', 'Description'],
          element.slots.map((slot) => [
            slot.name ? code(slot.name) : '(default)',
            inline(slot.description),
          ]),
        )}`
      : '',
    `<h2 id="parts">CSS parts</h2>`,
    table(
      `Parts of <${element.tagName}>, for ::part()`,
      ['Part', 'Description'],
      (element.cssParts ?? []).map((part) => [code(part.name), inline(part.description)]),
    ),
    `<h2 id="custom-properties">CSS custom properties</h2>`,
    table(
      `Custom properties read by <${element.tagName}>`,
      ['Property', 'Description'],
      (element.cssProperties ?? []).map((property) => [
        code(property.name),
        inline(property.description),
      ]),
    ),
  ];
  const script = `  <script type="module" src="../${bundle}"></script>\n  <link rel="stylesheet" href="../dist/defenders-widgets.css">\n`;
  return page({
    path: `reference/${element.tagName}.html`,
    title: `<${element.tagName}>`,
    description: element.summary ?? element.tagName,
    head: script,
    body: sections.filter(Boolean).join('\n'),
  });
}

function referenceIndex() {
  const items = ELEMENTS.map(
    (element) =>
      `<li><a href="${element.tagName}.html"><code>&lt;${escape(element.tagName)}&gt;</code></a><p>${inline(element.summary)}</p></li>`,
  ).join('\n');
  return page({
    path: 'reference/index.html',
    title: 'Element reference',
    description:
      'Attributes, properties, events, parts and custom properties of every defenders-rules-widgets element.',
    body: `<h1>Element reference</h1>
<p class="lede">Every element of the package, generated from its <code>custom-elements.json</code> when the
  site was built: attributes, properties, events with their detail types, parts, custom properties, a live
  example and the code to paste.</p>
<ul class="cards">
${items}
</ul>
<p>The same manifest feeds <a href="../storybook/index.html">Storybook</a> and the editor completion files
  (<code>vscode.html-custom-data.json</code>, <code>web-types.json</code>) shipped in the package.</p>`,
  });
}

// ---------------------------------------------------------------------------------------------
// Guides, from docs/*.md

function guides() {
  if (!existsSync('docs')) return [];
  return readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const source = readFileSync(join('docs', name), 'utf8');
      const title = /^#\s+(.+)$/m.exec(source)?.[1]?.replace(/`/g, '') ?? name;
      const summary = guideSummary(source);
      if (!summary)
        console.warn(
          `build-site: docs/${name} opens with no paragraph of prose under its title; its guide card has no summary.`,
        );
      return { name: name.replace(/\.md$/, ''), title, summary, source };
    });
}

/** The most characters a guide's card takes in sentences after its first. */
const SUMMARY_LENGTH = 200;

/**
 * A guide's card text: the first sentence of the paragraph right under its title, and further
 * ones while they fit in `SUMMARY_LENGTH` characters, stopping before a sentence that ends in a
 * colon (it leads into a list, a table or code the card does not show). Empty when the guide
 * opens with anything else.
 */
function guideSummary(source) {
  const tokens = markdown.parse(source, {});
  const title = tokens.findIndex((token) => token.type === 'heading_open' && token.tag === 'h1');
  const opening = tokens[title + 3];
  if (title === -1 || opening?.type !== 'paragraph_open') return '';
  const sentences = tokens[title + 4].content.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+/);
  const summary = [];
  for (const sentence of sentences) {
    if (sentence.endsWith(':')) break;
    // A card reads at a glance: whole sentences, the first one however long.
    if (summary.length > 0 && [...summary, sentence].join(' ').length > SUMMARY_LENGTH) break;
    summary.push(sentence);
  }
  return summary.join(' ');
}

/** A guide's summary as a card shows it: inline Markdown without links (the card is the link). */
const cardSummary = (guide) =>
  guide.summary ? `<p>${inline(guide.summary).replace(/<\/?a\b[^>]*>/g, '')}</p>` : '';

function guidePage(guide) {
  return page({
    path: `docs/${guide.name}.html`,
    title: guide.title,
    description: markdown
      .renderInline(guide.summary || guide.title)
      .replace(/<[^>]+>/g, '')
      .slice(0, 200),
    body: markdown.render(guide.source, { root: '../' }),
  });
}

/** The README, as the site's page for newcomers (its links to docs/ and the site made relative). */
function readmePage() {
  return page({
    path: 'readme.html',
    title: 'README',
    description: pkg.description,
    body: markdown.render(readFileSync('README.md', 'utf8'), { root: '' }),
  });
}

function guideIndex(list) {
  return page({
    path: 'docs/index.html',
    title: 'Guides',
    description:
      'Guides to embedding, styling, frameworks, the rules core, size and accessibility.',
    body: `<h1>Guides</h1>
<ul class="cards">
${list.map((guide) => `<li><a href="${guide.name}.html">${escape(guide.title)}</a>${cardSummary(guide)}</li>`).join('\n')}
</ul>`,
  });
}

// ---------------------------------------------------------------------------------------------
// Home

/** The two widgets the home page runs, with the text they show before their script has run. */
const HOME_WIDGETS = [
  { widget: 'setup-calculator', options: { players: '3' } },
  { widget: 'faq', options: {} },
];

function home(list, sizes, download) {
  const smallest = Math.min(
    ...Object.entries(sizes)
      .filter(([file]) => /^dist\/cdn\/(?!defenders-widgets)[\w-]+\.js$/.test(file))
      .map(([, bytes]) => bytes),
  );
  const live = HOME_WIDGETS.map(
    ({ widget, options }) =>
      `  <div class="live-widget">\n${snippets.elementSnippet(widget, options).replace(/^/gm, '    ')}\n  </div>`,
  ).join('\n');
  const [first] = HOME_WIDGETS;
  const paste = snippets.scriptSnippet(first.widget, first.options, { singleBundle: true });
  return page({
    path: 'index.html',
    title: 'Rules widgets for Defenders of Hogwarts',
    description: pkg.description,
    head: `  <link rel="stylesheet" href="dist/defenders-widgets.css">
  <script type="module" src="${snippets.ALL_IN_ONE_BUNDLE}"></script>
`,
    body: `<h1>Rules widgets for <i>Defenders of Hogwarts</i></h1>
<p class="lede">${escape(pkg.description)}</p>
<h2 id="live">Two of them, live</h2>
<p>These are the package's own elements, running on this page in its colours: pick a player count,
  or search the questions. Every rule they state cites its rulebook page.</p>
<div class="live-widgets">
${live}
</div>
<h2 id="paste">Put one on your page</h2>
<p>One stylesheet, one <code>&lt;script type="module"&gt;</code> and one element, pasted into any HTML: a
  blog post, a fan site, a React, Vue or Astro app. The text inside the element is what readers see
  before the script runs, and what they keep without JavaScript.</p>
<pre tabindex="0" aria-label="Code for the setup calculator"><code>${escape(paste)}</code></pre>
<p>The <a href="demo/generator.html">embed-code generator</a> writes this for any widget and its options,
  from ${kilobytes(smallest)} gzip for one widget.</p>
<h2 id="try">Demos</h2>
<ul class="cards">
  <li><a href="demo/index.html">Fan-guide demo</a><p>A guide page with every widget sharing one game.</p></li>
  <li><a href="demo/themed.html">Themed demo</a><p>The same widgets restyled with custom properties and parts.</p></li>
  <li><a href="demo/generator.html">Embed-code generator</a><p>Pick a widget, preview it, copy the code: ${kilobytes(smallest)} gzip and up.</p></li>
  <li><a href="table/index.html">At the table</a><p>Every widget in one game for a phone on the table: saved on the device, installable, works without a network.</p></li>
</ul>
<h2 id="reference">Reference</h2>
<ul class="cards">
${ELEMENTS.map((element) => `  <li><a href="reference/${element.tagName}.html"><code>&lt;${escape(element.tagName)}&gt;</code></a><p>${inline(element.summary)}</p></li>`).join('\n')}
  <li><a href="storybook/index.html">Storybook</a><p>Every story, and a docs page per element.</p></li>
</ul>
<h2 id="guides">Guides</h2>
<ul class="cards">
${list.map((guide) => `  <li><a href="docs/${guide.name}.html">${escape(guide.title)}</a>${cardSummary(guide)}</li>`).join('\n')}
</ul>
<h2 id="files">Hosting files yourself</h2>
<p>Everything on this site is a static file. The bundles are under <a href="dist/cdn/defenders-widgets.js"><code>dist/cdn/</code></a>
  and the iframe embed page is <a href="dist/embed/index.html?widget=setup-calculator"><code>dist/embed/</code></a>.</p>
<p>To serve them from your own site, <a href="${download.zip}" download>download the files to upload</a>
  (version ${escape(download.version)}, ${kilobytes(download.bytes)}, ${download.files.length} files in one folder,
  <code>${escape(download.folder)}/</code>). SHA-256: <code class="checksum">${download.sha256}</code>
  (also in <a href="${download.zip}.sha256">${escape(download.zip.slice(download.zip.lastIndexOf('/') + 1))}.sha256</a>).
  Upload the folder, then give its address to the <a href="demo/generator.html">generator</a> as
  <i>My own site</i>; <a href="docs/self-hosting.html">Self-hosting</a> says how on each host.</p>`,
  });
}

// ---------------------------------------------------------------------------------------------

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const storybookDocs = buildStorybook();
copyPackageFiles();
const sizes = measureSizes();
const download = selfHostZip();
copyDemos(sizes, download);
cpSync('website/site.css', join(OUT, 'site.css'));
// The site's icon: the table page's shield (scripts/table-icons.mjs), drawn by us.
write('favicon.svg', iconSvg());
// Static hosts that run Jekyll (GitHub Pages) would drop Storybook's underscore folders without it.
write('.nojekyll', '');
for (const element of ELEMENTS)
  write(`reference/${element.tagName}.html`, referencePage(element, storybookDocs, sizes));
write('reference/index.html', referenceIndex());
const list = guides();
for (const guide of list) write(`docs/${guide.name}.html`, guidePage(guide));
write('docs/index.html', guideIndex(list));
write('index.html', home(list, sizes, download));
write('readme.html', readmePage());
cpSync('LICENSE', join(OUT, 'LICENSE.txt'));
buildTable({ out: OUT, pkg });

const widgetBundles = Object.entries(sizes).filter(([file]) =>
  /^dist\/cdn\/(?!defenders-widgets)[\w-]+\.js$/.test(file),
);
console.log(
  `site/: ${ELEMENTS.length + list.length + 7} pages of ours and Storybook; one widget's bundle ` +
    `${kilobytes(Math.min(...widgetBundles.map(([, bytes]) => bytes)))} to ${kilobytes(Math.max(...widgetBundles.map(([, bytes]) => bytes)))}, ` +
    `all-in-one ${kilobytes(sizes[snippets.ALL_IN_ONE_BUNDLE])} gzip`,
);
