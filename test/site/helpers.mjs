// What the site tests share: the browser they drive and the axe check they run on its pages.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from '../../scripts/test/find-browser.mjs';
import { serveSite } from '../../scripts/serve-site.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Where the tests mount the site: a sub-path, as a static host serving it from a folder would. */
export const BASE = '/some/path/';

/**
 * The WCAG 2.0, 2.1 and 2.2 A and AA rules: what Storybook's own pages are held to. axe's
 * best-practice rules (a main landmark, all content in landmarks) judge the page structure, which
 * there is Storybook's, not ours; every page of ours passes all rules.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Chromium as the tests run it (Playwright adds its own headless flag). */
export const chromiumOptions = () => ({
  executablePath: findBrowser(),
  args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
});

export const launchChromium = () => chromium.launch(chromiumOptions());

/**
 * The built site served at `BASE` on 127.0.0.1 and one Chromium, for the whole test file: call at
 * its top level. `check` runs first, for what else the file needs built. Read `url` (the site's
 * address, ending in `/`) and `browser` inside the tests.
 */
export function servedSite({ check } = {}) {
  const served = { server: undefined, browser: undefined };
  before(async () => {
    assert.ok(existsSync('site/index.html'), 'site/ is built (npm run build:site)');
    check?.();
    served.server = await serveSite({ base: BASE, port: 0, host: '127.0.0.1' });
    served.browser = await launchChromium();
  });
  after(async () => {
    await served.browser?.close();
    await served.server?.close();
  });
  return {
    get url() {
      return served.server.url;
    },
    get browser() {
      return served.browser;
    },
  };
}

/** axe's violations on the page's document, one line each: `rule: selector, selector`. */
export async function axeViolations(page, { tags } = {}) {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (runOnly) => globalThis.axe.run(document, { resultTypes: ['violations'], runOnly }),
    tags ? { type: 'tag', values: tags } : undefined,
  );
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
