// The home page: two live widgets, the code to paste, and where everything is.
import { cardSummary } from './guides.mjs';
import { ELEMENTS } from './reference.mjs';
import { escape, inline, kilobytes, page, pkg, snippets } from './shell.mjs';

/** The two widgets the home page runs, with the text they show before their script has run. */
const HOME_WIDGETS = [
  { widget: 'setup-calculator', options: { players: '3' } },
  { widget: 'faq', options: {} },
];

export function home(list, sizes, download) {
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
