// Every Chromium the tests and the benchmark start takes the flags of scripts/test/find-browser.mjs.
// Two of their promises can break with an update of something else: Chromium can rename the
// features that load its address bar's popup into every new window, and Playwright can add to its
// own `--disable-features` list, which ours replaces.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/test/find-browser.mjs';

const featuresOf = (arg) => arg.slice('--disable-features='.length).split(',');

test('a new window loads no address-bar popup, and Playwright keeps its own disabled features', async () => {
  const executablePath = findBrowser();
  assert.ok(executablePath, 'no Chromium: run `node scripts/test/ensure-browser.mjs chromium`');
  const server = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS });
  try {
    const lists = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='))
      .map(featuresOf);
    assert.equal(lists.length, 2, 'expected Playwright’s --disable-features and ours');
    const [playwrights, ours] = lists;
    assert.deepEqual(
      playwrights.filter((name) => !ours.includes(name)),
      [],
      'Chromium keeps only the last --disable-features: add these to CHROMIUM_DISABLED_FEATURES',
    );

    const browser = await chromium.connect(server.wsEndpoint());
    const context = await browser.newContext();
    for (const text of ['one', 'two']) {
      const page = await context.newPage();
      await page.goto(`data:text/html,<p>${text}</p>`);
    }
    // The popup's page is made shortly after its window.
    await delay(1500);
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    assert.deepEqual(
      targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox')),
      [],
      'Chromium loads its address bar’s popup into every window: find the features that now do it',
    );
    await browser.close();
  } finally {
    await server.close();
  }
});
