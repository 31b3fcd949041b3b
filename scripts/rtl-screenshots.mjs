// Right-to-left pictures for the element reference: each reference page's live example, laid out
// under dir="rtl" in Chromium, saved as site/reference/images/<tag>-rtl.png. Called by
// scripts/build-site.mjs once the site is written; without a Chromium (CHROME_PATH, or the usual
// install paths) it takes none and says so, and the reference pages go without the picture.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './find-browser.mjs';
import { serveSite } from './serve-site.mjs';

/** A phone-sized page, where most readers at the table see the widgets. */
const VIEWPORT = { width: 420, height: 900 };

/**
 * Takes one picture per tag from `out`/reference/<tag>.html. Resolves to the tags pictured, an
 * empty list when no browser was found.
 */
export async function rtlScreenshots(out, tags) {
  const executablePath = findBrowser();
  if (!executablePath) {
    console.warn(
      'build-site: no Chromium found (set CHROME_PATH); the reference pages go without right-to-left pictures.',
    );
    return [];
  }
  mkdirSync(join(out, 'reference/images'), { recursive: true });
  const server = await serveSite({ root: out, port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce' });
    for (const tag of tags) {
      await page.goto(`${server.url}reference/${tag}.html`);
      const example = page.locator('.example').first();
      await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
      await example.evaluate(async (box) => {
        box.dir = 'rtl';
        const widgets = [...box.querySelectorAll('*')].filter((el) =>
          el.localName.startsWith('defenders-'),
        );
        await Promise.all(widgets.map((el) => el.updateComplete));
      });
      await example.screenshot({
        path: join(out, `reference/images/${tag}-rtl.png`),
        animations: 'disabled',
      });
    }
    return tags;
  } finally {
    await browser.close();
    await server.close();
  }
}
