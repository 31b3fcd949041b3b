// Counts the Tab stops of the fan-guide demo (demo/index.html, after `npm run build`): Tab from the
// top of the page to its end in Chromium, each stop filed under the widget it lands in (the
// innermost `defenders-*` element but `<defenders-rule-ref>` and `<defenders-game>`), and the
// rulebook links among them. `node scripts/tab-stops.mjs` prints a table; `--json` prints JSON.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findBrowser } from './test/find-browser.mjs';
import { serveSite } from './serve-site.mjs';

/** Stops a page is allowed before the count gives up (a focus trap would never end). */
const LIMIT = 400;

const server = await serveSite({ root: '.', port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}demo/index.html`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForFunction(() => customElements.get('defenders-game') !== undefined);
  await page.evaluate(async () => {
    const elements = [...document.querySelectorAll('*')].filter((el) =>
      el.localName.startsWith('defenders-'),
    );
    await Promise.all(elements.map((el) => el.updateComplete));
  });

  const stops = [];
  for (let index = 0; index < LIMIT; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      if (!active || active === document.body) return null;
      let widget = 'page';
      let ruleRef = false;
      for (
        let node = active;
        node;
        node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)
      ) {
        if (!(node instanceof Element)) continue;
        // A citation: a rule reference, or the link of one a widget writes (`.ref`).
        if (node.localName === 'defenders-rule-ref' || node.matches('.ref > a')) ruleRef = true;
        else if (
          node.localName.startsWith('defenders-') &&
          node.localName !== 'defenders-game' &&
          widget === 'page'
        )
          widget = node.localName;
      }
      if (widget === 'page' && active.closest?.('defenders-game') && !ruleRef)
        widget = 'defenders-game';
      window.tabStopsSeen ??= new WeakSet();
      const again = window.tabStopsSeen.has(active);
      window.tabStopsSeen.add(active);
      return {
        again,
        widget,
        ruleRef,
        label: `${active.localName} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}`,
      };
    });
    // Past the last stop, focus leaves for the browser's own UI or wraps to the first one.
    if (stop === null || stop.again) break;
    delete stop.again;
    stops.push(stop);
  }

  const byWidget = new Map();
  for (const stop of stops) {
    const entry = byWidget.get(stop.widget) ?? { stops: 0, ruleRefs: 0 };
    entry.stops += 1;
    if (stop.ruleRef) entry.ruleRefs += 1;
    byWidget.set(stop.widget, entry);
  }
  const total = { stops: stops.length, ruleRefs: stops.filter((stop) => stop.ruleRef).length };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ total, byWidget: Object.fromEntries(byWidget), stops }, null, 2));
  } else {
    console.log('where'.padEnd(30), 'stops', 'rulebook links');
    for (const [widget, entry] of byWidget)
      console.log(
        widget.padEnd(30),
        String(entry.stops).padStart(5),
        String(entry.ruleRefs).padStart(14),
      );
    console.log(
      'whole page'.padEnd(30),
      String(total.stops).padStart(5),
      String(total.ruleRefs).padStart(14),
    );
  }
} finally {
  await browser.close();
  await server.close();
}
