// The embed-code generator page as the site has it (site/demo/generator.html): the form drives the
// snippet and the preview, the copy button confirms in a polite status, and the code loads the
// smallest bundle that works. Needs `npm run build:site` (the page loads the site's dist/).
import { expect, waitUntil } from '@open-wc/testing';
import {
  ALL_IN_ONE_BUNDLE,
  bundleFor,
  fallbackText,
  iframeSnippet,
  scriptSnippet,
  type EmbedHeights,
} from '../../src/embed/snippets.js';
import { removeFrames, settled } from './frames.js';
import { choose, openGenerator, pick, tick } from './generator-page.js';

function scriptSrc(snippet: string): string {
  return new DOMParser()
    .parseFromString(snippet, 'text/html')
    .querySelector('script[type="module"]')!
    .getAttribute('src')!;
}

/** Gzip bytes per file, as the site build measured them (test/site checks them against the real files). */
async function siteSizes(): Promise<Record<string, number>> {
  const sizes: { GZIP_BYTES: Record<string, number> } = await import(
    /* @vite-ignore */ `${'/site/demo/bundle-sizes.js'}`
  );
  return sizes.GZIP_BYTES;
}

/** The stated size is the sum of these files' gzip sizes, in bytes (`data-bytes`) and in KB in the text. */
async function expectStatedSize(doc: Document, files: string[]): Promise<number> {
  const sizes = await siteSizes();
  const size = doc.getElementById('size') as HTMLElement;
  const stated = Number(size.dataset.bytes);
  for (const file of files) {
    expect(sizes[file], file).to.be.above(100);
    expect((await fetch(`/site/${file}`)).status, `${file} is on the site`).to.equal(200);
  }
  expect(stated).to.equal(files.reduce((sum, file) => sum + sizes[file]!, 0));
  expect(size.textContent)
    .to.contain(`${(stated / 1000).toFixed(1)} KB`)
    .and.match(/gzip/);
  return stated;
}

describe('embed-code generator page', () => {
  afterEach(removeFrames);

  it('writes the script snippet of the chosen widget and options, fallback included, and previews it', async () => {
    const { frame, doc } = await openGenerator();
    choose(doc, 'players', '3');
    expect(doc.getElementById('snippet')!.textContent).to.equal(
      scriptSnippet('setup-calculator', { players: '3' }, { singleBundle: true }),
    );
    const [preview] = await settled(frame, 'defenders-setup-calculator');
    expect(preview!.getAttribute('players')).to.equal('3');

    choose(doc, 'widget', 'faq');
    const snippet = doc.getElementById('snippet')!.textContent!;
    expect(snippet).to.contain('<defenders-faq>').and.contain('<details>');
    const pasted = new DOMParser()
      .parseFromString(snippet, 'text/html')
      .querySelector('defenders-faq')!;
    expect(pasted.textContent!.replace(/\s+/g, '')).to.equal(
      fallbackText('faq').replace(/\s+/g, ''),
    );
    expect(
      (doc.querySelector('[data-option="players"]') as HTMLElement).hidden,
      'players field hidden for the FAQ',
    ).to.equal(true);
  });

  it('writes German when German is chosen: both script tags, lang="de", German text, a German preview', async () => {
    // The page registered German (its script tag); this window needs it too, to build the expected code.
    await import('../../src/locales/de.js');
    const { frame, doc } = await openGenerator();
    const select = doc.getElementById('language') as HTMLSelectElement;
    expect(select.labels![0]!.textContent).to.contain('Language of the widget');
    expect(select.value).to.equal('en');
    choose(doc, 'players', '3');
    choose(doc, 'language', 'de');
    const snippet = doc.getElementById('snippet')!.textContent!;
    expect(snippet).to.equal(
      scriptSnippet('setup-calculator', { players: '3' }, { singleBundle: true, language: 'de' }),
    );
    const pasted = new DOMParser().parseFromString(snippet, 'text/html');
    expect(
      [...pasted.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src')!.replace(/^.*\/dist\//, 'dist/'),
      ),
    ).to.deep.equal(['dist/cdn/setup-calculator.js', 'dist/cdn/locales/de.js']);
    expect(pasted.querySelector('defenders-setup-calculator')!.textContent).to.contain(
      'Aufbau für 3 Spieler:',
    );
    await expectStatedSize(doc, [
      'dist/cdn/setup-calculator.js',
      'dist/cdn/locales/de.js',
      'dist/defenders-widgets.css',
    ]);
    const [preview] = await settled(frame, 'defenders-setup-calculator');
    expect(preview!.lang).to.equal('de');

    pick(doc, 'kind', 'iframe');
    const code = doc.getElementById('snippet')!.textContent!;
    expect(code).to.contain('lang=de');
  });

  it('loads only the chosen widget’s bundle when it is alone on the page, and states its download size', async () => {
    const { doc } = await openGenerator();
    choose(doc, 'widget', 'turn-checklist');
    const snippet = doc.getElementById('snippet')!.textContent!;
    expect(scriptSrc(snippet)).to.match(/\/dist\/cdn\/turn-checklist\.js$/);
    expect(snippet).to.not.contain(ALL_IN_ONE_BUNDLE);
    await expectStatedSize(doc, ['dist/cdn/turn-checklist.js', 'dist/defenders-widgets.css']);
  });

  it('loads the all-in-one bundle when the page will hold more widgets, and states its size', async () => {
    const { doc } = await openGenerator();
    choose(doc, 'widget', 'faq');
    const single = Number((doc.getElementById('size') as HTMLElement).dataset.bytes);
    tick(doc, 'more', true);
    const snippet = doc.getElementById('snippet')!.textContent!;
    expect(scriptSrc(snippet)).to.match(/\/dist\/cdn\/defenders-widgets\.js$/);
    expect(snippet).to.equal(scriptSnippet('faq', {}, { singleBundle: false }));
    // A FAQ in the all-in-one bundle also loads its answers and search, a chunk beside it.
    const sizes = await siteSizes();
    const chunk = Object.keys(sizes).find((file) => file.startsWith('dist/cdn/chunks/faq-search-'));
    expect(chunk, 'the FAQ chunk is measured').to.be.a('string');
    const all = await expectStatedSize(doc, [
      ALL_IN_ONE_BUNDLE,
      chunk!,
      'dist/defenders-widgets.css',
    ]);
    expect(all).to.be.above(single);
    expect(doc.getElementById('more-hint')!.textContent).to.match(/every widget/);
  });

  it('loads the all-in-one bundle for a whole game section, whatever the box says', async () => {
    const { doc } = await openGenerator();
    choose(doc, 'widget', 'game');
    const more = doc.getElementById('more') as HTMLInputElement;
    expect(more.checked).to.equal(false);
    expect(more.disabled).to.equal(true);
    expect(bundleFor('game')).to.equal(ALL_IN_ONE_BUNDLE);
    expect(scriptSrc(doc.getElementById('snippet')!.textContent!)).to.match(
      /\/dist\/cdn\/defenders-widgets\.js$/,
    );
    await expectStatedSize(doc, [ALL_IN_ONE_BUNDLE, 'dist/defenders-widgets.css']);
  });

  it('points the iframe code at the embed page of this site, which exists, and states its size', async () => {
    const { doc } = await openGenerator();
    pick(doc, 'kind', 'iframe');
    const snippet = doc.getElementById('snippet')!.textContent!;
    const embedUrl = new URL('/site/dist/embed/', location.href).href;
    // The heights measured after the site build (null before: typical heights).
    const measured = (await (
      await fetch('/site/demo/embed-heights.json')
    ).json()) as EmbedHeights | null;
    const heights = measured ?? undefined;
    expect(snippet).to.equal(
      iframeSnippet('setup-calculator', { players: '4' }, { embedUrl, heights }),
    );
    expect(snippet).not.to.match(/style=/);
    expect(doc.getElementById('height-note')!.textContent).to.match(
      heights ? /measured for these options/ : /built without measuring/,
    );
    const src = new DOMParser()
      .parseFromString(snippet, 'text/html')
      .querySelector('iframe')!
      .getAttribute('src')!;
    const response = await fetch(src);
    expect(response.status).to.equal(200);
    expect(await response.text()).to.contain('embed.js');
    await expectStatedSize(doc, [
      'dist/embed/index.html',
      'dist/embed/embed.js',
      'dist/embed/embed.css',
    ]);
  });

  it('shows a bad option as an alert and leaves it out of the code', async () => {
    const { doc } = await openGenerator();
    choose(doc, 'widget', 'path-tracker');
    const layout = doc.getElementById('layout') as HTMLInputElement;
    layout.value = 'xyz';
    layout.dispatchEvent(new Event('input', { bubbles: true }));
    const problems = doc.getElementById('problems')!;
    expect(problems.hidden).to.equal(false);
    expect(problems.getAttribute('role')).to.equal('alert');
    expect(problems.textContent).to.match(/layout|letter|space/i);
    expect(doc.getElementById('snippet')!.textContent).to.not.contain('xyz');
  });

  it('confirms a copy in a polite status next to the button', async () => {
    const { doc } = await openGenerator();
    const status = doc.getElementById('copy-status')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.getAttribute('aria-live')).to.equal('polite');
    expect(status.textContent).to.equal('');
    (doc.getElementById('copy') as HTMLButtonElement).click();
    // Copied, or (no clipboard permission in a test frame) the code is selected with a hint.
    await waitUntil(() => status.textContent !== '', 'no confirmation after Copy');
    expect(status.textContent).to.match(/^(Copied to the clipboard\.|Selected: press Ctrl\+C)/);
  });

  it('puts the code before the preview, in the reading order and on screen', async () => {
    const { doc } = await openGenerator();
    const code = doc.querySelector('.code')!;
    const preview = doc.querySelector('.preview')!;
    expect(code.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(
      0,
    );
    expect(code.getBoundingClientRect().top).to.be.below(preview.getBoundingClientRect().top);
  });

  it('fits a 360 px wide screen without sideways scrolling', async () => {
    const { doc } = await openGenerator(360);
    expect(doc.documentElement.scrollWidth).to.be.at.most(360);
  });
});
