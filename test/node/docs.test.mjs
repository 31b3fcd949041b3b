// The README and docs/*.md against the code (`npm run build:site` first): every HTML snippet is what
// the snippet builder writes for the same options, every link resolves, and the README stays short.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import {
  ALL_IN_ONE_BUNDLE,
  PARENT_LISTENER_SNIPPET,
  WIDGET_OPTIONS,
  cdnUrl,
  checkOptions,
  elementSnippet,
  iframeSnippet,
  isEmbedWidget,
  parseEmbedQuery,
  scriptSnippet,
} from '../../dist/embed/snippets.js';
import { VERSION } from '../../dist/shared/version.js';
// German snippets in the docs are checked against the builder's German, which needs the translation.
import '../../dist/locales/de.js';
import { githubSlug } from '../../scripts/site/shared.mjs';

const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** The records the pages link to: their links are checked, their old snippets are not. */
const HISTORY = readdirSync('docs/history')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/history/${name}`);
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const ELEMENTS = new Map(
  manifest.modules.flatMap((moduleDoc) =>
    (moduleDoc.declarations ?? [])
      .filter((item) => item.customElement)
      .map((item) => [item.tagName, item]),
  ),
);
const GLOBAL_ATTRIBUTES = new Set([
  'id',
  'class',
  'lang',
  'dir',
  'style',
  'hidden',
  'slot',
  'title',
]);
const CDN_FILES = new Set(
  ['dist/cdn', 'dist/cdn/locales'].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.js'))
      .map((name) => `${folder}/${name}`),
  ),
);
/** The language a snippet's element is written in: its `lang`, English without one. */
const languageOf = (attributes) => (typeof attributes.lang === 'string' ? attributes.lang : 'en');

/** The fenced blocks of one language in a Markdown text, with the line each starts on. */
function fencedBlocks(text, language) {
  const blocks = [];
  const pattern = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  for (const match of text.matchAll(pattern))
    blocks.push({
      code: match[1].replace(/\n$/, ''),
      line: text.slice(0, match.index).split('\n').length,
    });
  return blocks;
}

const unescapeHtml = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const squash = (text) => text.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
const withoutBlankLines = (text) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');

function attributesOf(openTag) {
  const attributes = {};
  for (const match of openTag.matchAll(/\s([a-z][\w-]*)(?:="([^"]*)")?/g))
    attributes[match[1]] = match[2] === undefined ? true : unescapeHtml(match[2]);
  return attributes;
}

/** A CDN address of this package as the builder writes it: which CDN, which file. */
function cdnFile(url) {
  for (const cdn of ['jsdelivr', 'unpkg']) {
    const prefix = cdnUrl('', cdn, VERSION);
    if (url.startsWith(prefix)) return { cdn, file: url.slice(prefix.length) };
  }
  return null;
}

/** theme and accent as the builder writes them into `style`. */
function lookOf(style) {
  const theme = /color-scheme: (light|dark)/.exec(style ?? '')?.[1] ?? 'auto';
  const accent = /--defenders-accent: ([^;]+)/.exec(style ?? '')?.[1]?.trim() ?? null;
  return { theme, accent };
}

/** What is wrong with one HTML snippet; an empty list when the builder would write the same. */
export function checkHtmlSnippet(raw) {
  const problems = [];
  const code = raw.replace(/<!--[\s\S]*?-->/g, '');

  const stylesheets = [...code.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  for (const href of stylesheets) {
    const found = cdnFile(href);
    if (!found || found.file !== 'dist/defenders-widgets.css')
      problems.push(`stylesheet ${href} is not ${cdnUrl('dist/defenders-widgets.css')}`);
  }
  const scripts = [...code.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map(
    (match) => match[1],
  );
  for (const src of scripts) {
    const found = cdnFile(src);
    if (!found || !CDN_FILES.has(found.file))
      problems.push(`script ${src} is no bundle of version ${VERSION}`);
  }
  for (const match of code.matchAll(/<script(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g)) {
    if (match[0] !== PARENT_LISTENER_SNIPPET)
      problems.push(
        'an inline script that is not the iframe height listener (put page code in a js block)',
      );
  }

  const frames = [
    ...code.matchAll(/<iframe\s+class="defenders-embed"\s+src="([^"]+)"[\s\S]*?<\/iframe>/g),
  ];
  if (frames.length !== (code.match(/<iframe/g) ?? []).length)
    problems.push('an iframe not written like the builder’s');
  for (const match of frames) {
    const src = unescapeHtml(match[1]);
    const request = parseEmbedQuery(src.slice(src.indexOf('?')));
    if (!request.widget || request.problems.length) {
      problems.push(`iframe ${src}: ${request.problems.join('; ')}`);
      continue;
    }
    const expected = iframeSnippet(request.widget, request.options, {
      embedUrl: src.slice(0, src.indexOf('?')),
      theme: request.theme,
      accent: request.accent,
      language: request.language,
    });
    if (squash(match[0]) !== squash(expected))
      problems.push(`iframe differs from the builder's:\n${expected}`);
  }

  const elements = [...code.matchAll(/<(defenders-[a-z-]+)((?:\s[^>]*)?)>/g)];
  for (const [openTag, tag, attributeText] of elements) {
    const element = ELEMENTS.get(tag);
    if (!element) {
      problems.push(`<${tag}> is no element of the package`);
      continue;
    }
    const attributes = attributesOf(attributeText);
    const known = new Set((element.attributes ?? []).map((attribute) => attribute.name));
    for (const name of Object.keys(attributes)) {
      if (!known.has(name) && !GLOBAL_ATTRIBUTES.has(name))
        problems.push(`<${tag}> has no attribute ${name}`);
    }
    const widget = tag.replace(/^defenders-/, '');
    if (!isEmbedWidget(widget)) continue;
    const raw = {};
    for (const name of WIDGET_OPTIONS[widget])
      if (attributes[name] !== undefined)
        raw[name] = attributes[name] === true ? 'true' : attributes[name];
    const { options, problems: optionProblems } = checkOptions(widget, raw);
    problems.push(...optionProblems.map((problem) => `<${tag}>: ${problem}`));

    // An element with text inside carries a fallback: it must be the builder's, word for word.
    const start = code.indexOf(openTag);
    const end = code.indexOf(`</${tag}>`, start);
    const inner = code.slice(start + openTag.length, end);
    if (widget !== 'game' && inner.trim() !== '') {
      const expected = elementSnippet(widget, options, {
        ...lookOf(attributes.style),
        language: languageOf(attributes),
      });
      if (code.slice(start, end + tag.length + 3) !== expected)
        problems.push(`<${tag}> fallback differs from the builder's:\n${expected}`);
    }
  }

  // A whole paste (stylesheet, the bundle's script and a language module's, one element) is exactly
  // what the generator writes.
  const bundles = scripts.filter((src) => !cdnFile(src)?.file.startsWith('dist/cdn/locales/'));
  if (stylesheets.length === 1 && bundles.length === 1 && elements.length === 1) {
    const [, tag, attributeText] = elements[0];
    const widget = tag.replace(/^defenders-/, '');
    const found = cdnFile(bundles[0]);
    if (isEmbedWidget(widget) && found) {
      const attributes = attributesOf(attributeText);
      const raw = {};
      for (const name of WIDGET_OPTIONS[widget])
        if (attributes[name] !== undefined)
          raw[name] = attributes[name] === true ? 'true' : attributes[name];
      const settings = {
        ...lookOf(attributes.style),
        cdn: found.cdn,
        singleBundle: found.file !== ALL_IN_ONE_BUNDLE,
        language: languageOf(attributes),
      };
      const expected = scriptSnippet(widget, checkOptions(widget, raw).options, settings);
      if (withoutBlankLines(code) !== withoutBlankLines(expected))
        problems.push(`the paste differs from the generator's:\n${expected}`);
    }
  }
  return problems;
}

test('every HTML snippet in the README and docs/ is what the snippet builder writes', () => {
  const failures = [];
  let count = 0;
  for (const file of DOCS) {
    for (const block of fencedBlocks(readFileSync(file, 'utf8'), 'html')) {
      count += 1;
      failures.push(
        ...checkHtmlSnippet(block.code).map((problem) => `${file}:${block.line}: ${problem}`),
      );
    }
  }
  assert.ok(count >= 10, `found ${count} HTML snippets`);
  assert.deepEqual(failures, []);
});

test('the snippet check catches drift: a changed fallback, a stale version, an unknown attribute', () => {
  const paste = scriptSnippet('setup-calculator', { players: '3' }, { singleBundle: true });
  assert.deepEqual(checkHtmlSnippet(paste), []);
  assert.notDeepEqual(
    checkHtmlSnippet(
      paste.replace(/has (\d+) pawns/, (_, pawns) => `has ${Number(pawns) + 1} pawns`),
    ),
    [],
  );
  assert.notDeepEqual(checkHtmlSnippet(paste.replaceAll(`@${VERSION}/`, '@0.0.1/')), []);
  assert.notDeepEqual(checkHtmlSnippet('<defenders-faq colour="red"></defenders-faq>'), []);
  assert.notDeepEqual(
    checkHtmlSnippet('<defenders-setup-calculator players="7"></defenders-setup-calculator>'),
    [],
  );
  const frame = iframeSnippet('faq', { query: 'draw' }, { embedUrl: 'https://example.org/embed/' });
  assert.deepEqual(checkHtmlSnippet(frame), []);
  assert.notDeepEqual(checkHtmlSnippet(frame.replace('height="', 'height="9')), []);
});

test('the snippet check reads German snippets: the module, lang="de" and the German fallback', () => {
  const paste = scriptSnippet(
    'setup-calculator',
    { players: '3' },
    { singleBundle: true, language: 'de' },
  );
  assert.match(paste, /dist\/cdn\/locales\/de\.js/);
  assert.deepEqual(checkHtmlSnippet(paste), []);
  // English words in a German element, the module left out, or German text without lang="de".
  assert.notDeepEqual(checkHtmlSnippet(paste.replace('Aufbau für', 'Setup for')), []);
  assert.notDeepEqual(
    checkHtmlSnippet(paste.replace(/<script[^\n]*locales\/de\.js[^\n]*\n/, '')),
    [],
  );
  assert.notDeepEqual(checkHtmlSnippet(paste.replace(' lang="de"', '')), []);
  const frame = iframeSnippet('faq', {}, { language: 'de', embedUrl: 'https://example.org/e/' });
  assert.deepEqual(checkHtmlSnippet(frame), []);
  assert.notDeepEqual(checkHtmlSnippet(frame.replace('Regel-FAQ', 'Rules FAQ')), []);
});

/** Heading ids of a Markdown file, as GitHub and the site make them. */
function anchorsOf(path) {
  const text = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
  const anchors = new Set();
  const counts = new Map();
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = githubSlug(match[1].replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    const seen = counts.get(slug) ?? 0;
    anchors.add(seen ? `${slug}-${seen}` : slug);
    counts.set(slug, seen + 1);
  }
  return anchors;
}

test('every link in the README and docs/ resolves', () => {
  const failures = [];
  for (const file of [...DOCS, ...HISTORY]) {
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const href = match[1];
      if (/^https?:\/\/localhost:8000\//.test(href)) {
        // A page of the site `npm start` serves.
        const path =
          href
            .replace(/^https?:\/\/localhost:8000\//, '')
            .replace(/#.*$/, '')
            .replace(/\?.*$/, '') || 'index.html';
        const file2 = join('site', path.endsWith('/') ? `${path}index.html` : path);
        if (!existsSync(file2)) failures.push(`${file}: ${href} is not on the built site`);
        continue;
      }
      if (/^[a-z]+:/i.test(href)) continue;
      const [path, hash] = href.split('#');
      const target = path === '' ? file : normalize(join(dirname(file), path));
      // docs/ links may point at a page only the site has (the generated reference).
      const siteTarget = file.startsWith('docs/')
        ? normalize(join('site', dirname(file), path))
        : null;
      if (!existsSync(target) && !(siteTarget && existsSync(siteTarget))) {
        failures.push(`${file}: ${href} does not exist`);
        continue;
      }
      if (hash && existsSync(target) && target.endsWith('.md') && !anchorsOf(target).has(hash))
        failures.push(`${file}: ${href} has no heading #${hash}`);
    }
  }
  assert.deepEqual(failures, []);
});

test('the README is at most 15 KB and starts with the two commands', () => {
  const size = statSync('README.md').size;
  assert.ok(size <= 15 * 1024, `README.md is ${size} bytes`);
  const readme = readFileSync('README.md', 'utf8');
  const firstBlock = fencedBlocks(readme, 'sh')[0];
  assert.ok(firstBlock && firstBlock.line < 6, 'a shell block right under the title');
  assert.match(firstBlock.code, /npm install && npm start/);
  assert.match(firstBlock.code, /npm install && npm test/);
});
