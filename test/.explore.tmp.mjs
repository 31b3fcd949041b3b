import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from '../scripts/find-browser.mjs';
import { serveSite } from '../scripts/serve-site.mjs';
const server = await serveSite({ base: '/', port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS.filter((a) => !a.startsWith('--headless')) });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
await page.goto(server.url + 'demo/index.html');
await page.waitForTimeout(1500);
const faq = page.locator('defenders-faq').first();
await faq.scrollIntoViewIfNeeded();
const qs = process.argv.slice(2);
let i = 0;
for (const q of qs) {
  const box = faq.locator('input[type=search]');
  await box.tap();
  await box.fill('');
  await box.pressSequentially(q, { delay: 10 });
  await page.waitForTimeout(400);
  const first = await faq.locator('details summary').first().textContent().catch(() => '(none)');
  const status = await faq.locator('[role=status]').allTextContents();
  console.log(JSON.stringify(q), '→', first?.trim(), '|', status.join(' / ').trim().slice(0, 120));
  await faq.screenshot({ path: `/tmp/explore/faq${i++}.png` });
}
await browser.close(); await server.close();
