// The site's page frame: where files land, the policy every page carries, Markdown as the site
// renders it, and the helpers every page builder writes with.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { SITE_CSP, githubSlug } from './shared.mjs';

export const OUT = 'site';
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

export const snippets = await import('../../dist/embed/snippets.js');
export const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

export const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${SITE_CSP}">`;

export const escape = (text) => snippets.escapeHtml(String(text ?? ''));
export const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(
  anchor,
  {
    slugify: githubSlug,
  },
);
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

export function write(path, text) {
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
export function page({ path, title, description, body, head = '' }) {
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

export function table(caption, headers, rows) {
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
export const inline = (text, root = '') =>
  text ? markdown.renderInline(String(text).replace(/\s*\n\s*/g, ' '), { root }) : '';
export const code = (text) => (text ? `<code>${escape(text)}</code>` : '');

export const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
