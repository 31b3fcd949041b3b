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
