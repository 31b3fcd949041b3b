// Right-to-left pictures for the element reference: each reference page's live example, laid out
// under dir="rtl" in Chromium, saved as site/reference/images/<tag>-rtl.png and shown on its page.
// A step of its own, run on a built site (`node scripts/rtl-screenshots.mjs`): `npm test` runs it
// after `scripts/test/ensure-browser.mjs` has installed Chromium. The site build itself needs no
// browser, so `npm start` works on a machine without one; its reference pages go without the
// pictures.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, siteChromiumOrExit } from './test/find-browser.mjs';
import { serveSite } from './serve-site.mjs';

/** A phone-sized page, where most readers at the table see the widgets. */
const VIEWPORT = { width: 420, height: 900 };

/** Takes one picture per tag from `out`/reference/<tag>.html; resolves once all are saved. */
export async function rtlScreenshots(out, tags, executablePath) {
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
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Puts the right-to-left picture of `tag` into its reference page, before the paste section. */
export function addRtlPicture(out, tag) {
  const file = join(out, `reference/${tag}.html`);
  const html = readFileSync(file, 'utf8');
  if (html.includes('<h2 id="right-to-left">')) return;
  const image = readFileSync(join(out, `reference/images/${tag}-rtl.png`));
  // A PNG's width and height are the two big-endian words after its 16-byte header.
  const [width, height] = [image.readUInt32BE(16), image.readUInt32BE(20)];
  const section = `<h2 id="right-to-left">Right to left</h2>
<figure class="rtl-shot">
  <img src="images/${tag}-rtl.png" width="${width}" height="${height}" loading="lazy"
    alt="The live example of &lt;${tag}&gt; laid out right to left in a phone-sized window.">
  <figcaption>The live example above under <code>dir="rtl"</code>, as on an Arabic or Hebrew page, at phone
    width. The layout mirrors; the text stays English until a translation for the page's language is
    registered (see <a href="../readme.html#languages">Languages</a>).</figcaption>
</figure>
`;
  writeFileSync(file, html.replace('<h2 id="paste">', `${section}<h2 id="paste">`));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = 'site';
  const executablePath = siteChromiumOrExit('rtl-screenshots', 'reference/index.html');
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const tags = manifest.modules
    .flatMap((moduleDoc) => moduleDoc.declarations ?? [])
    .filter((item) => item.customElement)
    .map((item) => item.tagName)
    .sort();
  await rtlScreenshots(out, tags, executablePath);
  for (const tag of tags) addRtlPicture(out, tag);
  console.log(`rtl-screenshots: ${tags.length} right-to-left pictures on the reference pages`);
}
