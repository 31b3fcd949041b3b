// A German page and an English page with the same widgets (demo/de.html and demo/index.html,
// `npm run build:site` first): both work, the German one shows German and none of the English
// page's sentences, and the console stays quiet (a key missing from German would warn).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite } from './helpers.mjs';

const WIDGETS = [
  'defenders-setup-calculator',
  'defenders-turn-checklist',
  'defenders-path-tracker',
  'defenders-victory-checker',
  'defenders-faq',
];

const site = servedSite();

/** Opens a demo page with a fresh storage; notes console warnings and errors. */
async function open(path) {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  const said = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  await page.goto(`${site.url}${path}`);
  await page.waitForFunction(
    (tags) => tags.every((tag) => document.querySelector(tag)?.shadowRoot?.childElementCount),
    WIDGETS,
  );
  return { context, page, said };
}

/** The sentences (three words or more) each widget shows, through nested shadow roots. */
function sentences(page) {
  return page.evaluate((tags) => {
    const texts = {};
    const walk = (node, out) => {
      if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent);
      if (node.localName === 'style') return;
      if (node.shadowRoot) walk(node.shadowRoot, out);
      for (const child of node.childNodes) walk(child, out);
    };
    for (const tag of tags) {
      const out = [];
      walk(document.querySelector(tag).shadowRoot, out);
      texts[tag] = out
        .join('\n')
        .split(/[\n.:;!?]+/)
        .map((text) => text.replace(/\s+/g, ' ').trim())
        .filter((text) => text.split(' ').filter((word) => /\p{L}{2}/u.test(word)).length >= 3);
    }
    return texts;
  }, WIDGETS);
}

describe('the same widgets in German and in English', () => {
  test('the German page shows every widget in German, none of the English page’s sentences', async () => {
    const english = await open('demo/index.html');
    const german = await open('demo/de.html');
    try {
      const [englishTexts, germanTexts] = [
        await sentences(english.page),
        await sentences(german.page),
      ];
      for (const tag of WIDGETS) {
        assert.ok(germanTexts[tag].length > 0, `${tag}: no text`);
        const shared = germanTexts[tag].filter((text) => englishTexts[tag].includes(text));
        assert.deepEqual(shared, [], `${tag}: English sentences on the German page`);
      }
      const heading = await german.page.evaluate(
        () =>
          document.querySelector('defenders-setup-calculator').shadowRoot.querySelector('h2')
            .textContent,
      );
      assert.match(heading, /Spieler/);
      assert.deepEqual(german.said, [], 'console on the German page');
      assert.deepEqual(english.said, [], 'console on the English page');
    } finally {
      await english.context.close();
      await german.context.close();
    }
  });

  test('both pages work: a player count chosen changes the calculator and the game', async () => {
    for (const [path, label] of [
      ['demo/index.html', /3 players/],
      ['demo/de.html', /3 Spieler/],
    ]) {
      const { context, page } = await open(path);
      try {
        const calculator = page.locator('defenders-setup-calculator');
        await calculator.locator('input[type="radio"][value="3"]').check();
        await page.waitForFunction(
          () => document.querySelector('defenders-setup-calculator').plan.players === 3,
        );
        const heading = await calculator.locator('h2').textContent();
        assert.match(heading, label, `${path}: heading`);
        const gamePlayers = await page.evaluate(
          () => document.querySelector('defenders-game').state.players,
        );
        assert.equal(gamePlayers, 3, `${path}: the game follows`);
      } finally {
        await context.close();
      }
    }
  });
});
