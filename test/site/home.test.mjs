// The front door of the built site (`npm run build:site` first), as a newcomer meets it: what
// `npm start` prints, the home page's live widgets (tapped on a phone, searched by typing), the
// code to paste and the links below them, the guide cards' summaries and the favicon.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { scriptSnippet } from '../../dist/embed/snippets.js';
import { servedSite } from './helpers.mjs';

const GUIDES = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''));

const site = servedSite();

/** A page of the site in a fresh context; `phone` is a 390 px touch screen. */
async function open(path, { phone = false } = {}) {
  const context = await site.browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(site.url + path);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')].every(
      (node) => !node.localName.startsWith('defenders-') || customElements.get(node.localName),
    ),
  );
  return { page, errors, close: () => context.close() };
}

describe('npm start', () => {
  test('prints the addresses of the demo, the generator and the guides, and each one answers', async () => {
    const child = spawn(process.execPath, ['scripts/serve-site.mjs'], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      // What it prints once it listens (the last line names the table page), or after 20 s.
      let printed = '';
      child.stdout.on('data', (chunk) => (printed += chunk));
      const deadline = Date.now() + 20_000;
      while (
        !/table\/index\.html/.test(printed) &&
        Date.now() < deadline &&
        child.exitCode === null
      )
        await new Promise((resolve) => setTimeout(resolve, 100));
      const addresses = [...printed.matchAll(/http:\/\/\S+/g)].map(([url]) => url);
      for (const page of ['demo/index.html', 'demo/generator.html', 'docs/index.html'])
        assert.ok(
          addresses.some((url) => url.endsWith(`/${page}`)),
          `${page} in:\n${printed}`,
        );
      for (const url of addresses) {
        const response = await fetch(url.replace('//localhost:', '//127.0.0.1:'));
        assert.equal(response.status, 200, url);
      }
    } finally {
      child.kill();
    }
  });
});

describe('the home page', () => {
  test('runs a setup calculator that a tap on a phone changes', async () => {
    const { page, errors, close } = await open('index.html', { phone: true });
    try {
      await page.getByRole('region', { name: 'Setup for 3 players' }).waitFor();
      await page.getByRole('radio', { name: '4 players' }).tap();
      const setup = page.getByRole('region', { name: 'Setup for 4 players' });
      await setup.waitFor();
      assert.ok(await page.getByRole('radio', { name: '4 players' }).isChecked());
      const reserve = setup.locator('.figure', { hasText: 'In reserve' }).locator('dd');
      assert.equal(await reserve.textContent(), '2', 'four players keep two pawns in reserve');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `the page is ${width} px wide at 390 px`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('runs the FAQ, which narrows its answers to a typed question', async () => {
    const { page, errors, close } = await open('index.html');
    try {
      const faq = page.locator('defenders-faq');
      const count = faq.locator('[part="count"]');
      const before = await count.textContent();
      const everyAnswer = await faq.locator('[part="question"]').count();
      await faq.getByRole('searchbox').or(faq.getByRole('textbox')).first().click();
      await page.keyboard.type('two players');
      await page.waitForFunction(
        (previous) =>
          document.querySelector('defenders-faq').shadowRoot.querySelector('[part="count"]')
            .textContent !== previous,
        before,
      );
      const questions = await faq.locator('[part="question"]').allTextContents();
      assert.ok(
        questions.length > 0 && questions.length < everyAnswer,
        `${questions.length} of ${everyAnswer} answers`,
      );
      assert.ok(
        questions.some((question) => /two players/i.test(question)),
        questions.join(' | '),
      );
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test("shows its widgets in the page's colours", async () => {
    const { page, close } = await open('index.html');
    try {
      const colours = await page.evaluate(() => {
        const brand = getComputedStyle(document.documentElement).getPropertyValue('--brand');
        return [...document.querySelectorAll('.live-widgets > * > *')].map((widget) => ({
          tag: widget.localName,
          brand: brand.trim(),
          accent: getComputedStyle(widget).getPropertyValue('--defenders-accent').trim(),
        }));
      });
      assert.deepEqual(
        colours.map(({ tag }) => tag),
        ['defenders-setup-calculator', 'defenders-faq'],
      );
      for (const { tag, brand, accent } of colours) assert.equal(accent, brand, `${tag}'s accent`);
      // The selected player count is drawn in the page's brand colour.
      const [selected, brand] = await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--brand)';
        document.body.append(probe);
        const brandColour = getComputedStyle(probe).color;
        probe.remove();
        const root = document.querySelector('defenders-setup-calculator').shadowRoot;
        const chosen = root.querySelector('input:checked').closest('label');
        return [getComputedStyle(chosen).backgroundColor, brandColour];
      });
      assert.equal(selected, brand);
    } finally {
      await close();
    }
  });

  test('puts the code to paste and then the links below the widgets', async () => {
    const { page, close } = await open('index.html');
    try {
      const order = await page.evaluate(() => {
        const top = (node) => node.getBoundingClientRect().top + scrollY;
        const widgets = Math.max(
          ...[...document.querySelectorAll('.live-widgets > *')].map(
            (node) => top(node) + node.offsetHeight,
          ),
        );
        return {
          widgets,
          code: top(document.querySelector('main pre')),
          demo: top(document.querySelector('main .cards a[href="demo/index.html"]')),
          generator: top(document.querySelector('main a[href="demo/generator.html"]')),
        };
      });
      assert.ok(order.widgets < order.code, 'the code comes after the widgets');
      assert.ok(order.code < order.generator && order.code < order.demo, 'the links after it');
      const code = await page.locator('main pre').textContent();
      assert.equal(
        code,
        scriptSnippet('setup-calculator', { players: '3' }, { singleBundle: true }),
      );
    } finally {
      await close();
    }
  });
});

describe('the guide cards', () => {
  test('show a written summary of every guide: no table, code block, list or closing colon', async () => {
    const failures = [];
    for (const path of ['index.html', 'docs/index.html']) {
      const { page, close } = await open(path);
      const cards = await page.evaluate(() =>
        [...document.querySelectorAll('.cards li')]
          .filter((card) =>
            /docs\/[\w-]+\.html$|^[\w-]+\.html$/.test(
              card.querySelector('a')?.getAttribute('href') ?? '',
            ),
          )
          .map((card) => ({
            href: card.querySelector('a').getAttribute('href'),
            summary: card.querySelector('p')?.textContent.trim() ?? '',
            blocks: card.querySelectorAll('table, pre, ul, ol, p + p, p > a').length,
          })),
      );
      await close();
      const guides = cards.filter(({ href }) =>
        GUIDES.includes(href.replace(/^docs\//, '').replace(/\.html$/, '')),
      );
      assert.equal(guides.length, GUIDES.length, `${path}: a card per guide`);
      for (const { href, summary, blocks } of guides) {
        if (!/[a-z].*[.!?]$/.test(summary)) failures.push(`${path} ${href}: "${summary}"`);
        if (/[|`]|:$/.test(summary)) failures.push(`${path} ${href}: markup in "${summary}"`);
        if (blocks) failures.push(`${path} ${href}: ${blocks} blocks or links inside the card`);
      }
    }
    assert.deepEqual(failures, []);
  });
});

describe('the favicon', () => {
  test('every page of ours names an SVG icon that the site serves', async () => {
    const pages = [
      'index.html',
      'readme.html',
      'docs/index.html',
      'docs/development.html',
      'reference/index.html',
      'reference/defenders-faq.html',
      'demo/index.html',
      'demo/generator.html',
      'table/index.html',
    ];
    for (const path of pages) {
      const html = readFileSync(`site/${path}`, 'utf8');
      const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1];
      assert.ok(href, `${path}: no icon`);
      const response = await fetch(new URL(href, site.url + path));
      assert.equal(response.status, 200, `${path}: ${href}`);
      assert.match(response.headers.get('content-type') ?? '', /svg/);
      assert.match(await response.text(), /^<svg [^>]*viewBox/);
    }
  });
});
