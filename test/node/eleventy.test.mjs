// defenders-rules-widgets/eleventy with Eleventy 3 from npm (npm run build first): a site with a
// Nunjucks, a Liquid and a Markdown page is built in a temporary folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Eleventy from '@11ty/eleventy';
import defenders from 'defenders-rules-widgets/eleventy';

const AFTER = 'This sentence comes after the widgets.';
let folder;

async function build(name, pages, options) {
  const input = join(folder, name, 'input');
  const output = join(folder, name, 'output');
  mkdirSync(input, { recursive: true });
  for (const [file, text] of Object.entries(pages)) writeFileSync(join(input, file), text);
  const eleventy = new Eleventy(input, output, {
    quietMode: true,
    config(eleventyConfig) {
      eleventyConfig.addPlugin(defenders, options);
    },
  });
  await eleventy.write();
  return (file) => readFileSync(join(output, file), 'utf8');
}

before(() => {
  folder = mkdtempSync(join(tmpdir(), 'defenders-eleventy-'));
});
after(() => rmSync(folder, { recursive: true, force: true }));

test('the shortcode writes the element with its fallback in Nunjucks, Liquid and Markdown, and the files are copied', async () => {
  const read = await build('en', {
    'nunjucks.njk': `{% defenders "setup-calculator", players=3 %}\n<p>${AFTER}</p>\n`,
    'liquid.liquid': `{% defenders "turn-checklist" "side=dark-arts" %}\n<p>${AFTER}</p>\n`,
    'markdown.md': `Before.\n\n{% defenders "rule-ref" "pages=22,23" %}\n\n${AFTER}\n`,
  });
  const nunjucks = read('nunjucks/index.html');
  assert.match(
    nunjucks,
    /<defenders-setup-calculator players="3"><span class="defenders-fallback-line"><strong>Setup for 3 players:<\/strong>[^<]*5 pawns/,
  );
  assert.match(
    read('liquid/index.html'),
    /<defenders-turn-checklist side="dark-arts"><span[^>]*><strong>Dark Arts Player turn:/,
  );
  assert.match(
    read('markdown/index.html'),
    /<defenders-rule-ref pages="22,23">rulebook pp\. 22, 23<\/defenders-rule-ref>/,
  );
  for (const page of ['nunjucks', 'liquid', 'markdown']) {
    const html = read(`${page}/index.html`);
    assert.equal(html.match(/<script type="module"/g)?.length, 1, page);
    assert.match(html, /src="\/defenders-rules-widgets\/dist\/cdn\/defenders-widgets\.js"/);
    assert.ok(html.includes(AFTER));
  }
  const copied = join(folder, 'en/output/defenders-rules-widgets/dist');
  assert.ok(existsSync(join(copied, 'cdn/defenders-widgets.js')));
  assert.ok(existsSync(join(copied, 'cdn/setup-calculator.js')));
  assert.ok(existsSync(join(copied, 'cdn/locales/de.js')));
  // The FAQ chunk the all-in-one bundle imports from beside it.
  for (const chunk of readdirSync(new URL('../../dist/cdn/chunks/', import.meta.url)).filter(
    (name) => name.endsWith('.js'),
  ))
    assert.ok(existsSync(join(copied, 'cdn/chunks', chunk)), chunk);
  assert.ok(existsSync(join(copied, 'defenders-widgets.css')));
});

test('the scripts go in once per page however many widgets it shows, and a game holds the widgets it names', async () => {
  const read = await build('game', {
    'game.njk':
      `{% defenders "game", players=3, widgets="setup-calculator,victory-checker" %}\n` +
      `{% defenders "faq", query="draw" %}\n<p>${AFTER}</p>\n`,
  });
  const html = read('game/index.html');
  assert.equal(html.match(/<script type="module"/g)?.length, 1);
  assert.equal(html.match(/<link rel="stylesheet"/g)?.length, 1);
  assert.match(
    html,
    /<defenders-game players="3"><defenders-setup-calculator><span[^>]*><strong>Setup for 3 players:[\s\S]*<\/defenders-setup-calculator><defenders-victory-checker>[\s\S]*<\/defenders-victory-checker><\/defenders-game>/,
  );
  assert.match(html, /<defenders-faq query="draw">/);
});

test('German: the fallback in German and the German module; a CDN base copies nothing', async () => {
  const read = await build(
    'de',
    { 'seite.njk': `{% defenders "setup-calculator", players=3 %}\n` },
    { language: 'de', base: 'https://cdn.example/defenders-rules-widgets@1/' },
  );
  const html = read('seite/index.html');
  assert.match(html, /<strong>Aufbau für 3 Spieler:<\/strong>/);
  assert.match(
    html,
    /src="https:\/\/cdn\.example\/defenders-rules-widgets@1\/dist\/cdn\/locales\/de\.js"/,
  );
  assert.ok(!existsSync(join(folder, 'de/output/defenders-rules-widgets')));
});

test('a bad widget name or value shows a message naming what is allowed, and never throws', async () => {
  const read = await build('bad', {
    'bad.njk': `{% defenders "setup-calculatr" %}{% defenders "setup-calculator", players=9 %}\n`,
  });
  const html = read('bad/index.html');
  assert.match(
    html,
    /role="alert">defenders shortcode: widget must be one of setup-calculator, [^<]*; got &quot;setup-calculatr&quot;/,
  );
  // The element shows its own message for players="9"; the fallback names the widget only.
  assert.match(
    html,
    /<defenders-setup-calculator players="9"><span class="defenders-fallback-line"><strong>Setup calculator<\/strong>/,
  );
});

test('a name an object inherits (constructor, __proto__, toString, hasOwnProperty) is an unknown widget, also in widgets="…", and the build goes on', async () => {
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
  const read = await build('prototype', {
    'names.njk':
      names.map((name) => `{% defenders "${name}" %}`).join('\n') +
      `\n{% defenders "game", widgets="constructor,setup-calculator,__proto__,toString" %}\n<p>${AFTER}</p>\n`,
  });
  const html = read('names/index.html');
  for (const name of names)
    assert.match(
      html,
      new RegExp(
        `role="alert">defenders shortcode: widget must be one of [^<]*; got &quot;${name}&quot;`,
      ),
      name,
    );
  assert.match(
    html,
    /<defenders-game><defenders-setup-calculator><span[^>]*>[\s\S]*<\/defenders-setup-calculator><\/defenders-game>/,
  );
  assert.ok(html.includes(AFTER));
});

test('the paired defendersGame wraps its widgets and the Markdown between them, in Markdown, Nunjucks and Liquid', async () => {
  const read = await build('paired', {
    'markdown.md':
      `Before.\n\n{% defendersGame "players=3" %}\n{% defenders "setup-calculator" %}\n\n` +
      `Between, with **bold** Markdown.\n\n{% defenders "victory-checker" %}\n{% enddefendersGame %}\n\n${AFTER}\n`,
    'nunjucks.njk':
      `{% defendersGame players=3, persist="night" %}{% defenders "setup-calculator" %}` +
      `<p>Between.</p>{% defenders "victory-checker" %}{% enddefendersGame %}\n<p>${AFTER}</p>\n`,
    'liquid.liquid': `{% defendersGame "players=2" %}{% defenders "setup-calculator" "players=4" %}{% enddefendersGame %}\n`,
  });
  const markdown = read('markdown/index.html');
  assert.match(
    markdown,
    /<script [^>]*><\/script><defenders-game players="3">\s*<p><defenders-setup-calculator><span[^>]*><strong>Setup for 3 players:[\s\S]*<\/defenders-setup-calculator><\/p>\s*<p>Between, with <strong>bold<\/strong> Markdown\.<\/p>\s*<p><defenders-victory-checker>[\s\S]*<\/defenders-victory-checker><\/p>\s*<\/defenders-game>\s*<p>This sentence comes after/,
  );
  assert.equal(markdown.match(/<script type="module"/g)?.length, 1);
  const nunjucks = read('nunjucks/index.html');
  assert.match(
    nunjucks,
    /<\/script><defenders-game players="3" persist="night">\s*<defenders-setup-calculator><span[^>]*><strong>Setup for 3 players:[\s\S]*<p>Between\.<\/p><defenders-victory-checker>[\s\S]*<\/defenders-game>/,
  );
  // A calculator's own players stay its own.
  assert.match(
    read('liquid/index.html'),
    /<defenders-game players="2">\s*<defenders-setup-calculator players="4"><span[^>]*><strong>Setup for 4 players:/,
  );
});
