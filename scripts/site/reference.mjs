// The element reference, one page per element from the manifest, and the Storybook it links to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  OUT,
  code,
  escape,
  inline,
  kilobytes,
  markdown,
  page,
  pkg,
  snippets,
  table,
} from './shell.mjs';

const { setupFor } = await import('../../dist/rules.js');
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));

export function buildStorybook() {
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

export const ELEMENTS = manifest.modules
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

export function referencePage(element, storybookDocs, sizes) {
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

export function referenceIndex() {
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
