// One-script paste: the self-contained bundles of dist/cdn/ on plain static pages.
// Needs `npm run build` first (npm test does it).
import { expect } from '@open-wc/testing';
import {
  TAGS,
  WIDGET_NAMES,
  basePart,
  frameWindow,
  loadFrame,
  removeFrames,
  settled,
  whenDefined,
} from './frames.js';
import { VERSION } from '../../src/shared/version.js';

const FIXTURES = '/test/embed/fixtures';

describe('CDN bundles on a plain HTML page', () => {
  afterEach(removeFrames);

  it('dist/cdn/defenders-widgets.js upgrades every element of a pasted page and renders its base part', async () => {
    const frame = await loadFrame(`${FIXTURES}/paste.html`);
    const win = frameWindow(frame);
    for (const tag of TAGS) {
      const [element] = await settled(frame, tag);
      expect(element, tag).to.be.instanceOf(win.customElements.get(tag)!);
      const base = basePart(element!);
      expect(base, `${tag} renders part="base"`).to.exist;
      expect(base!.getClientRects().length, `${tag} base is laid out`).to.be.greaterThan(0);
    }
    const calculator = frame.contentDocument!.querySelector('defenders-setup-calculator')!;
    expect(calculator.plan.pawns, 'the players attribute reaches the widget').to.equal(5);
    expect(win.__errors).to.deep.equal([]);
    expect(win.__warnings).to.deep.equal([]);
  });

  for (const name of WIDGET_NAMES) {
    it(`dist/cdn/${name}.js alone registers and renders <defenders-${name}>`, async () => {
      const tag = `defenders-${name}`;
      const frame = await loadFrame({
        srcdoc:
          `<!doctype html><html lang="en"><title>${name}</title><script src="${FIXTURES}/capture.js"></script>` +
          `<script type="module" src="/dist/cdn/${name}.js"></script><${tag}></${tag}>`,
      });
      const [element] = await settled(frame, tag);
      expect(basePart(element!), `${tag} base part`).to.exist;
      expect(frameWindow(frame).__errors).to.deep.equal([]);
    });
  }

  it('loads the same bundle twice and a one-widget bundle on one page without an error or a warning', async () => {
    const frame = await loadFrame(`${FIXTURES}/twice.html`);
    const win = frameWindow(frame);
    // Both copies of the big bundle ran (distinct URLs), then the one-widget bundle.
    const scripts = win.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname + new URL(entry.name).search);
    expect(scripts).to.include.members([
      '/dist/cdn/defenders-widgets.js',
      '/dist/cdn/defenders-widgets.js?second-copy',
      '/dist/cdn/setup-calculator.js',
    ]);
    for (const element of await settled(frame, 'defenders-setup-calculator'))
      expect(basePart(element)).to.exist;
    const [faq] = await settled(frame, 'defenders-faq');
    expect(basePart(faq!)).to.exist;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(win.__errors).to.deep.equal([]);
    expect(win.__warnings).to.deep.equal([]);
  });

  describe('the FAQ of the all-in-one bundle, loaded beside it', () => {
    /** An answer of the built-in FAQ, in English: the bundle leaves every entry to its chunk. */
    const ANSWER = 'Two to five people can play, from age 13 up.';

    /** A page of `body` with the capture script and `bundle` (the all-in-one by default). */
    const page = (body: string, bundle = '/dist/cdn/defenders-widgets.js') => ({
      srcdoc:
        `<!doctype html><html lang="en"><title>FAQ</title><script src="${FIXTURES}/capture.js"></script>` +
        `<script type="module" src="${bundle}"></script>${body}`,
    });

    /** The paths of the chunks a page requested, once each request was made. */
    const chunkRequests = (frame: HTMLIFrameElement) =>
      frameWindow(frame)
        .performance.getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.includes('/chunks/'));

    it('the bundle holds no FAQ entry: its answers come in a chunk', async () => {
      const bundle = await (await fetch('/dist/cdn/defenders-widgets.js')).text();
      expect(bundle).not.to.contain(ANSWER);
      const chunk = /import\("(\.\/chunks\/[\w.-]+\.js)"\s*\+/.exec(bundle)?.[1];
      expect(chunk, 'the bundle imports a chunk by a relative path').to.be.a('string');
      const text = await (
        await fetch(new URL(chunk!, new URL('/dist/cdn/', location.href)))
      ).text();
      expect(text).to.contain(ANSWER);
    });

    /** The addresses of the all-in-one bundle a page requested, query included. */
    const bundleRequests = (frame: HTMLIFrameElement) =>
      frameWindow(frame)
        .performance.getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname === '/dist/cdn/defenders-widgets.js')
        .map((url) => url.pathname + url.search);

    // A module is one per address, query included: WordPress loads the bundle with ?ver=<version>,
    // bloggers add ?v=2 to bust caches, and the chunk must import that same copy back.
    for (const query of ['', '?v=2'])
      it(`a pasted FAQ (the bundle loaded as defenders-widgets.js${query}) loads its chunk and the bundle once each, shows the entries and finds the answer to a typed question`, async () => {
        const frame = await loadFrame(
          page(
            '<defenders-faq></defenders-faq><defenders-faq query="draw"></defenders-faq>',
            `/dist/cdn/defenders-widgets.js${query}`,
          ),
        );
        const [faq, second] = await settled(frame, 'defenders-faq');
        const entries = faq!.shadowRoot!.querySelectorAll('[part~="entry"]');
        expect(entries.length, 'every answer is listed').to.equal(faq!.results.length);
        expect(entries.length).to.be.greaterThan(40);
        expect(second!.results[0]!.id).to.equal('draw');
        const input = faq!.shadowRoot!.querySelector<HTMLInputElement>('input[type="search"]')!;
        input.value = 'how many people can play this game';
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        await faq!.updateComplete;
        expect(faq!.results[0]!.id).to.equal('how-many-players');
        const first = faq!.shadowRoot!.querySelector('[part~="entry"]')!;
        expect(first.textContent).to.contain('How many players can play?');
        first.querySelector('summary')!.click();
        await faq!.updateComplete;
        expect(first.querySelector('[part~="answer"]')!.textContent).to.contain(ANSWER);
        expect(chunkRequests(frame), 'one chunk, once per page').to.have.length(1);
        expect(bundleRequests(frame), 'one copy of the bundle').to.deep.equal([
          `/dist/cdn/defenders-widgets.js${query}`,
        ]);
        expect(frameWindow(frame).__errors).to.deep.equal([]);
        expect(frameWindow(frame).__warnings).to.deep.equal([]);
      });

    it('a page with no FAQ requests no chunk', async () => {
      const frame = await loadFrame(
        page(
          '<defenders-setup-calculator></defenders-setup-calculator><defenders-game></defenders-game>',
        ),
      );
      const [calculator] = await settled(frame, 'defenders-setup-calculator');
      expect(basePart(calculator!)).to.exist;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(chunkRequests(frame)).to.deep.equal([]);
      expect(frameWindow(frame).__errors).to.deep.equal([]);
    });

    it('a FAQ whose chunk cannot load says so in an alert, warns once and throws nothing', async () => {
      const frame = await loadFrame(
        page('<defenders-faq></defenders-faq>', '/without-chunks/dist/cdn/defenders-widgets.js'),
      );
      const win = frameWindow(frame);
      const [faq] = await settled(frame, 'defenders-faq');
      const alert = faq!.shadowRoot!.querySelector('[role="alert"]');
      expect(alert, 'an alert').to.exist;
      expect(alert!.textContent).to.contain('could not be loaded');
      expect(faq!.shadowRoot!.querySelector('h2')!.textContent).to.equal('Rules questions');
      expect(faq!.results).to.deep.equal([]);
      expect(win.__warnings).to.have.length(1);
      expect(win.__warnings![0]).to.contain('could not be loaded');
      expect(win.__errors).to.deep.equal([]);
    });
  });

  it('warns once in the console when another version registered an element first, and keeps working', async () => {
    const frame = await loadFrame(`${FIXTURES}/other-version.html`);
    const win = frameWindow(frame);
    const [calculator] = await settled(frame, 'defenders-setup-calculator');
    expect(basePart(calculator!)).to.exist;
    await whenDefined(frame, 'defenders-faq');
    const versionWarnings = win.__warnings!.filter((warning) => warning.includes('defenders-faq'));
    expect(versionWarnings).to.have.length(1);
    expect(versionWarnings[0]).to.contain('0.0.1').and.contain(VERSION);
    expect(win.__errors).to.deep.equal([]);
  });
});
