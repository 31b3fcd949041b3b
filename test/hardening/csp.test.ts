// Strict Content-Security-Policy: the fixture pages under test/hardening/fixtures/ are served with
// `default-src 'self'; script-src 'self'; style-src 'self'` (web-test-runner.config.mjs) and load
// the built CDN bundles (`npm run build` first; `npm test` does). A probe script from 'self' records
// every violation, error and console error inside the page.
import { expect } from '@open-wc/testing';
import { TAGS, expectSafe, settle, shadowElements } from './harness.js';

interface Record_ {
  violations: { directive: string; blockedURI: string; sample: string; source: string }[];
  errors: string[];
  consoleErrors: string[];
}

type FixtureWindow = Window & typeof globalThis & { __hardening?: Record_ };

const FIXTURES = '/test/hardening/fixtures';

async function open(page: string): Promise<{ frame: HTMLIFrameElement; win: FixtureWindow }> {
  const frame = document.createElement('iframe');
  frame.title = page;
  frame.width = '360';
  frame.height = '640';
  const loaded = new Promise<void>((resolve, reject) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => reject(new Error(`${page} did not load`)), {
      once: true,
    });
  });
  frame.src = `${FIXTURES}/${page}`;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as FixtureWindow;
  expect(win.__hardening, `${page}: the probe script ran (is the page served?)`).to.be.an('object');
  return { frame, win };
}

/** Waits for the given tags to be defined in the frame and every element in it to finish rendering. */
async function rendered(win: FixtureWindow, tags: string[]): Promise<Element[]> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`not defined in time: ${tags.join(', ')} (is dist/cdn built?)`)),
      8000,
    ),
  );
  await Promise.race([
    Promise.all(tags.map((tag) => win.customElements.whenDefined(tag))),
    timeout,
  ]);
  const elements = [...win.document.querySelectorAll(tags.join(','))];
  const errors: unknown[] = [];
  for (const element of elements) await settle(element, errors);
  expect(errors.map(String), 'update errors').to.deep.equal([]);
  return elements;
}

/** Clicks every enabled button in every widget once, then waits for the re-render. */
async function clickEverything(elements: Element[]): Promise<void> {
  for (const element of elements) {
    for (const node of shadowElements(element)) {
      if (node.localName === 'button' && !(node as HTMLButtonElement).disabled)
        (node as HTMLButtonElement).click();
    }
    await settle(element, []);
  }
}

async function quiet(): Promise<void> {
  // Violation events are queued as tasks; give them time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

describe('hardening: strict Content-Security-Policy', function () {
  this.timeout(30_000);

  it('the fixture pages really are served with the strict policy', async () => {
    const response = await fetch(`${FIXTURES}/csp-widgets.html`);
    expect(response.headers.get('content-security-policy')).to.equal(
      "default-src 'self'; script-src 'self'; style-src 'self'",
    );
  });

  it('catches an inline style: the control element causes a violation', async () => {
    const { frame, win } = await open('csp-control.html');
    frames.push(frame);
    await rendered(win, ['hardening-inline-style']);
    await quiet();
    const directives = win.__hardening!.violations.map((violation) => violation.directive);
    expect(directives, 'the control page must produce a style violation').to.include.oneOf([
      'style-src-attr',
      'style-src',
      'style-src-elem',
    ]);
  });

  it('renders every widget with zero violations, errors or console errors, also after clicking every button', async () => {
    const { frame, win } = await open('csp-widgets.html');
    frames.push(frame);
    const elements = await rendered(win, TAGS);
    const present = new Set(elements.map((element) => element.localName));
    for (const tag of TAGS) expect(present.has(tag), `${tag} on the CSP page`).to.equal(true);
    for (const element of elements) expectSafe(element, `<${element.localName}> under CSP`);
    // The FAQ's entries come from a chunk beside the bundle: a same-origin import 'self' allows.
    const faqs = elements.filter((element) => element.localName === 'defenders-faq') as Array<
      HTMLElement & { results: unknown[]; updateComplete: Promise<boolean> }
    >;
    expect(faqs).to.have.length(2);
    for (const faq of faqs) {
      expect(faq.results.length, 'a FAQ lists its answers under the CSP').to.be.greaterThan(0);
    }
    await clickEverything(elements);
    await quiet();
    const record = win.__hardening!;
    expect(record.violations, 'CSP violations').to.deep.equal([]);
    expect(record.errors, 'errors').to.deep.equal([]);
    expect(record.consoleErrors, 'console errors').to.deep.equal([]);
  });

  it('loads the all-in-one bundle twice plus a single-widget bundle without an error', async () => {
    const { frame, win } = await open('csp-double.html');
    frames.push(frame);
    const elements = await rendered(win, [
      'defenders-setup-calculator',
      'defenders-faq',
      'defenders-path-tracker',
    ]);
    expect(elements).to.have.length(3);
    for (const element of elements) expectSafe(element, `<${element.localName}> double-loaded`);
    // All three scripts ran (modules at distinct URLs evaluate separately) and the first definition won.
    const scripts = win.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname + new URL(entry.name).search)
      .filter((path) => path.startsWith('/dist/cdn/'));
    expect(scripts).to.include.members([
      '/dist/cdn/defenders-widgets.js',
      '/dist/cdn/defenders-widgets.js?copy=2',
      '/dist/cdn/setup-calculator.js',
    ]);
    await quiet();
    const record = win.__hardening!;
    expect(record.errors, 'errors').to.deep.equal([]);
    expect(record.consoleErrors, 'console errors').to.deep.equal([]);
    expect(record.violations, 'CSP violations').to.deep.equal([]);
  });
});
