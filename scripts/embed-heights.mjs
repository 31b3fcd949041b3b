// The iframe snippet's heights, measured on the built site's real embed page (dist/embed/) in
// Chromium: every option set of `measuredOptionSets()` in English and German, in a phone's column
// (358 px: a 390 px screen with 16 px margins) and a block theme's column (650 px on a 1,280 px
// screen), plus the FAQ's parts for any query. Writes site/demo/embed-heights.json, which the embed
// generator reads. A step of its own on a built site (`node scripts/embed-heights.mjs`), run by
// `npm test` once Chromium is installed: the site build itself needs no browser, and without the
// file the generator writes each widget's typical height.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, siteChromiumOrExit } from './test/find-browser.mjs';
import { serveSite } from './serve-site.mjs';

const snippets = await import('../dist/embed/snippets.js');
const { closestFaq, faqEntries, searchFaq, searchFaqStrong } =
  await import('../dist/rules/faq/search.js');
await import('../dist/locales/de.js');

const LANGUAGES = ['en', 'de'];

/** Waits until every element of ours on the page has rendered, then for two frames of layout. */
async function settle(page, tag) {
  await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
  await page.evaluate(async () => {
    const ours = [...document.querySelectorAll('*')].filter((el) =>
      el.localName.startsWith('defenders-'),
    );
    await Promise.all(ours.map((el) => el.updateComplete));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The page's height as the embed page posts it to its parent. */
const pageHeight = (page) =>
  page.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));

/**
 * Each answer row's share of the page (its height and the space to the next), in list order, and
 * the page's height, for the FAQ open in `page`.
 */
function faqRows(page) {
  return page.evaluate(() => {
    const faq = document.querySelector('defenders-faq');
    const rows = [...faq.shadowRoot.querySelectorAll('details[part~="entry"]')].map((row) =>
      row.getBoundingClientRect(),
    );
    const gap = rows.length > 1 ? rows[1].top - rows[0].bottom : 0;
    return {
      total: Math.ceil(document.documentElement.getBoundingClientRect().height),
      rows: rows.map((row, index) =>
        index + 1 < rows.length ? rows[index + 1].top - row.top : row.height + gap,
      ),
    };
  });
}

/** A query the FAQ finds nothing for but offers closest answers to, in `language`. */
function emptyQuery(language) {
  const candidates = ['quidditch', 'broomstick', 'dragon'];
  const found = candidates.find(
    (query) =>
      searchFaq(query, undefined, { locale: language }).length === 0 &&
      closestFaq(query, undefined, { locale: language }).length > 0,
  );
  if (!found) throw new Error(`embed-heights: no empty query with closest answers in ${language}`);
  return found;
}

/** A query whose weaker matches the FAQ folds, in `language`. */
function foldedQuery(language) {
  const candidates = [
    'what if i run out of cards',
    'was wenn ich keine karten mehr habe',
    'cards',
    'karten',
  ];
  const found = candidates.find((query) => {
    const { results, strong } = searchFaqStrong(query, undefined, { locale: language });
    return strong < results.length;
  });
  if (!found) throw new Error(`embed-heights: no query with folded matches in ${language}`);
  return found;
}

/** Loads the embed page for `query` at each column width and returns `measure(page)` per column. */
async function atColumns(page, url, widget, columns, measure) {
  await page.setViewportSize({ width: columns.phone, height: 900 });
  await page.goto(`${url}dist/embed/index.html?${widget.query}`);
  await settle(page, snippets.tagFor(widget.name));
  const phone = await measure(page);
  await page.setViewportSize({ width: columns.desktop, height: 900 });
  await settle(page, snippets.tagFor(widget.name));
  const desktop = await measure(page);
  return { phone, desktop };
}

/** Measures every option set and the FAQ's parts on the site in `out`; resolves with the table. */
export async function measureEmbedHeights(out, executablePath) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const columns = { ...snippets.MEASURED_COLUMNS };
  const server = await serveSite({ root: out, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
  });
  const table = { version: pkg.version, columns, languages: {} };
  try {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    for (const language of LANGUAGES) {
      const pages = {};
      for (const { widget, options } of snippets.measuredOptionSets()) {
        const query = snippets.embedQuery(widget, options, 'auto', null, language);
        pages[snippets.heightKey(widget, options)] = await atColumns(
          page,
          server.url,
          { name: widget, query },
          columns,
          pageHeight,
        );
      }

      const entries = faqEntries({ locale: language });
      const full = await atColumns(
        page,
        server.url,
        { name: 'faq', query: snippets.embedQuery('faq', {}, 'auto', null, language) },
        columns,
        faqRows,
      );
      const rows = {};
      for (const width of ['phone', 'desktop']) {
        if (full[width].rows.length !== entries.length)
          throw new Error(
            `embed-heights: the FAQ shows ${full[width].rows.length} answers, the rules core has ${entries.length}`,
          );
      }
      entries.forEach((entry, index) => {
        rows[entry.id] = { phone: full.phone.rows[index], desktop: full.desktop.rows[index] };
      });
      const rowsOf = (list, width) =>
        list.reduce((total, entry) => total + rows[entry.id][width], 0);
      const results = {
        phone: full.phone.total - rowsOf(entries, 'phone'),
        desktop: full.desktop.total - rowsOf(entries, 'desktop'),
      };

      const nothing = emptyQuery(language);
      const closest = closestFaq(nothing, undefined, { locale: language });
      const emptyPage = await atColumns(
        page,
        server.url,
        {
          name: 'faq',
          query: snippets.embedQuery('faq', { query: nothing }, 'auto', null, language),
        },
        columns,
        pageHeight,
      );
      const empty = {
        phone: emptyPage.phone - rowsOf(closest, 'phone'),
        desktop: emptyPage.desktop - rowsOf(closest, 'desktop'),
      };

      const folding = foldedQuery(language);
      const { strong: strongCount, results: foldedResults } = searchFaqStrong(folding, undefined, {
        locale: language,
      });
      const strongOnes = foldedResults.slice(0, strongCount);
      const foldedPage = await atColumns(
        page,
        server.url,
        {
          name: 'faq',
          query: snippets.embedQuery('faq', { query: folding }, 'auto', null, language),
        },
        columns,
        pageHeight,
      );
      const more = {
        phone: foldedPage.phone - results.phone - rowsOf(strongOnes, 'phone'),
        desktop: foldedPage.desktop - results.desktop - rowsOf(strongOnes, 'desktop'),
      };
      table.languages[language] = { pages, faq: { results, empty, rows, more } };
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return table;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = 'site';
  const executablePath = siteChromiumOrExit('embed-heights', 'dist/embed/index.html');
  const started = Date.now();
  const table = await measureEmbedHeights(out, executablePath);
  writeFileSync(join(out, 'demo/embed-heights.json'), `${JSON.stringify(table)}\n`);
  const count = Object.values(table.languages).reduce(
    (total, language) => total + Object.keys(language.pages).length,
    0,
  );
  console.log(
    `embed-heights: ${count} embed pages measured at ${table.columns.phone} and ${table.columns.desktop} px ` +
      `in ${((Date.now() - started) / 1000).toFixed(0)} s: site/demo/embed-heights.json`,
  );
}
