// The guides, rendered from docs/*.md, the history pages they link (docs/history/*.md), and the
// README as the site's readme page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { escape, inline, markdown, page, pkg } from './shell.mjs';

/** The pages of `folder` (docs/ for the guides, docs/history/ for the records they link). */
export function guides(folder = 'docs') {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const source = readFileSync(join(folder, name), 'utf8');
      const title = /^#\s+(.+)$/m.exec(source)?.[1]?.replace(/`/g, '') ?? name;
      const summary = guideSummary(source);
      if (!summary && folder === 'docs')
        console.warn(
          `build-site: docs/${name} opens with no paragraph of prose under its title; its guide card has no summary.`,
        );
      return { folder, name: name.replace(/\.md$/, ''), title, summary, source };
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
export const cardSummary = (guide) =>
  guide.summary ? `<p>${inline(guide.summary).replace(/<\/?a\b[^>]*>/g, '')}</p>` : '';

export function guidePage(guide) {
  const path = `${guide.folder}/${guide.name}.html`;
  return page({
    path,
    title: guide.title,
    description: markdown
      .renderInline(guide.summary || guide.title)
      .replace(/<[^>]+>/g, '')
      .slice(0, 200),
    body: markdown.render(guide.source, { root: '../'.repeat(path.split('/').length - 1) }),
  });
}

/** The README, as the site's page for newcomers (its links to docs/ and the site made relative). */
export function readmePage() {
  return page({
    path: 'readme.html',
    title: 'README',
    description: pkg.description,
    body: markdown.render(readFileSync('README.md', 'utf8'), { root: '' }),
  });
}

export function guideIndex(list) {
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
