// <defenders-game keep-awake>: the Screen Wake Lock with a stubbed navigator.wakeLock, so every
// engine runs the same cases (the real API differs by engine and refuses requests in test browsers).
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { DefendersGame } from '../../src/components/game/game.js';
import { wakeLockNote } from '../../src/components/game/wake-lock-controller.js';
import '../../src/components/game/game.js';
import { $, text } from '../helpers/dom.js';
import { captureWarnings } from '../helpers/events.js';

class StubSentinel extends EventTarget {
  readonly type = 'screen';
  released = false;
  onrelease = null;

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

/** A stand-in for `navigator.wakeLock`: grants every request unless told to refuse or wait. */
class StubWakeLock {
  readonly requests: string[] = [];
  readonly sentinels: StubSentinel[] = [];
  refusal: Error | null = null;
  /** While set, requests wait until `answer()`. */
  holding = false;
  private waiting: (() => void)[] = [];

  request(type: string): Promise<StubSentinel> {
    this.requests.push(type);
    const grant = (): StubSentinel => {
      if (this.refusal) throw this.refusal;
      const sentinel = new StubSentinel();
      this.sentinels.push(sentinel);
      return sentinel;
    };
    if (!this.holding) return Promise.resolve().then(grant);
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(grant);
  }

  answer(): void {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  get held(): StubSentinel[] {
    return this.sentinels.filter((sentinel) => !sentinel.released);
  }
}

let visibility: DocumentVisibilityState = 'visible';

function installWakeLock(api: unknown): void {
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: api });
}

async function setVisibility(state: DocumentVisibilityState): Promise<void> {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
  await settle();
}

/** Lets promise callbacks and the element's update run. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
}

const toggle = (el: DefendersGame) =>
  $(el, 'button[part="keep-awake"]') as HTMLButtonElement | null;
const note = (el: DefendersGame) => text($(el, '[part="keep-awake-note"]'));

async function game(
  template = html`<defenders-game keep-awake></defenders-game>`,
): Promise<DefendersGame> {
  const el = await fixture<DefendersGame>(template);
  await settle();
  await el.updateComplete;
  return el;
}

describe('<defenders-game keep-awake>', () => {
  let stub: StubWakeLock;
  let warnings: ReturnType<typeof captureWarnings>;

  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    stub = new StubWakeLock();
    installWakeLock(stub);
    warnings = captureWarnings();
  });

  afterEach(() => {
    warnings.restore();
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('holds a screen wake lock while the page shows, with a pressed "Keep screen on" toggle', async () => {
    const el = await game();
    expect(stub.requests).to.deep.equal(['screen']);
    expect(stub.held).to.have.length(1);
    expect(el.keepAwake).to.equal(true);
    const button = toggle(el)!;
    expect(text(button)).to.equal('Keep screen on');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(note(el)).to.equal(wakeLockNote('on'));
    await expect(el).to.be.accessible();
    expect(warnings.calls).to.deep.equal([]);
  });

  it('announces the toggle state politely, in words tied to the toggle', async () => {
    const el = await game();
    const region = $(el, '[part="keep-awake-note"]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(toggle(el)!.getAttribute('aria-describedby')).to.equal(region.id);
  });

  it('asks for nothing and shows no toggle without the attribute, or with keep-awake="false"', async () => {
    const plain = await game(html`<defenders-game></defenders-game>`);
    const off = await game(html`<defenders-game keep-awake="false"></defenders-game>`);
    expect(stub.requests).to.deep.equal([]);
    expect(toggle(plain)).to.equal(null);
    expect(toggle(off)).to.equal(null);
    expect(off.keepAwake).to.equal(false);
  });

  it('lets the lock go when the page is hidden and takes it again when it shows', async () => {
    const el = await game();
    const [first] = stub.sentinels;
    await setVisibility('hidden');
    expect(first!.released).to.equal(true);
    expect(stub.held).to.have.length(0);
    expect(note(el), 'nothing new to announce on hide').to.equal(wakeLockNote('on'));
    await setVisibility('visible');
    expect(stub.requests).to.have.length(2);
    expect(stub.held).to.have.length(1);
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('true');
    expect(note(el)).to.equal(wakeLockNote('on'));
  });

  it('waits for the page to show when it starts hidden', async () => {
    visibility = 'hidden';
    await game();
    expect(stub.requests).to.deep.equal([]);
    await setVisibility('visible');
    expect(stub.held).to.have.length(1);
  });

  it('switches off and on from the toggle, and stays off across hide and show', async () => {
    const el = await game();
    toggle(el)!.click();
    await el.updateComplete;
    expect(stub.held).to.have.length(0);
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('false');
    expect(note(el)).to.equal(wakeLockNote('off'));
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(stub.requests).to.have.length(1);
    toggle(el)!.click();
    await waitUntil(() => stub.held.length === 1, 'the toggle asks again');
    await el.updateComplete;
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('true');
    expect(note(el)).to.equal(wakeLockNote('on'));
  });

  it('says so in words when the browser refuses, warns once and lets the player try again', async () => {
    stub.refusal = new DOMException('Wake lock is not allowed here', 'NotAllowedError');
    const el = await game();
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('false');
    expect(note(el)).to.equal(wakeLockNote('refused'));
    expect(note(el)).to.match(/said no/);
    toggle(el)!.click();
    await settle();
    expect(stub.requests).to.have.length(2);
    expect(warnings.calls).to.have.length(1);
    expect(String(warnings.calls[0]![0])).to.match(/^<defenders-game>: .*NotAllowedError/);
    stub.refusal = null;
    toggle(el)!.click();
    await waitUntil(() => stub.held.length === 1);
    await el.updateComplete;
    expect(note(el)).to.equal(wakeLockNote('on'));
    await expect(el).to.be.accessible();
  });

  it('survives a request that throws instead of rejecting', async () => {
    installWakeLock({
      request() {
        throw new TypeError('broken wake lock');
      },
    });
    const el = await game();
    expect(note(el)).to.equal(wakeLockNote('refused'));
    expect(warnings.calls).to.have.length(1);
  });

  it('says the browser cannot keep the screen on where the API is missing, warning once', async () => {
    installWakeLock(undefined);
    const el = await game();
    const button = toggle(el)!;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(note(el)).to.equal(wakeLockNote('unsupported'));
    button.click();
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(note(el)).to.equal(wakeLockNote('unsupported'));
    expect(warnings.calls).to.have.length(1);
    expect(String(warnings.calls[0]![0])).to.match(/no Screen Wake Lock API/);
    await expect(el).to.be.accessible();
  });

  it('tells the player when the browser lets the lock go while the page shows', async () => {
    const el = await game();
    await stub.sentinels[0]!.release();
    await el.updateComplete;
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('false');
    expect(note(el)).to.equal(wakeLockNote('lost'));
    toggle(el)!.click();
    await waitUntil(() => stub.held.length === 1);
    await el.updateComplete;
    expect(note(el)).to.equal(wakeLockNote('on'));
  });

  it('lets the lock go when the attribute is removed, and takes it again when it is back', async () => {
    const el = await game();
    el.removeAttribute('keep-awake');
    await el.updateComplete;
    expect(stub.held).to.have.length(0);
    expect(toggle(el)).to.equal(null);
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(stub.requests).to.have.length(1);
    el.keepAwake = true;
    await waitUntil(() => stub.held.length === 1);
    await el.updateComplete;
    expect(toggle(el)!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('lets the lock go when the element leaves the page, and takes it again when it returns', async () => {
    const el = await game();
    const parent = el.parentNode!;
    el.remove();
    expect(stub.held).to.have.length(0);
    await setVisibility('hidden');
    await setVisibility('visible');
    expect(stub.requests, 'a removed game does not follow the page').to.have.length(1);
    parent.appendChild(el);
    await waitUntil(() => stub.held.length === 1);
  });

  it('lets a lock granted after the element left go at once', async () => {
    stub.holding = true;
    const el = await game();
    expect(stub.requests).to.have.length(1);
    el.remove();
    stub.answer();
    await settle();
    expect(stub.sentinels).to.have.length(1);
    expect(stub.held).to.have.length(0);
  });
});

describe("<defenders-game keep-awake> with the engine's own Screen Wake Lock", () => {
  // Headless Chromium and Firefox grant the lock; WebKitGTK's MiniBrowser has the API and
  // refuses every request (NotAllowedError). Either way the toggle says what happened.
  it('holds the lock where the engine grants it, and says so in words where it refuses', async () => {
    const warnings = captureWarnings();
    try {
      const el = await fixture<DefendersGame>(html`<defenders-game keep-awake></defenders-game>`);
      await waitUntil(() => note(el) !== '', 'the request is answered', { timeout: 5000 });
      const said = note(el);
      expect(said).to.be.oneOf([
        wakeLockNote('on'),
        wakeLockNote('refused'),
        wakeLockNote('unsupported'),
      ]);
      const pressed = toggle(el)!.getAttribute('aria-pressed');
      expect(pressed).to.equal(said === wakeLockNote('on') ? 'true' : 'false');
      expect(warnings.calls.length).to.equal(said === wakeLockNote('on') ? 0 : 1);
      el.remove();
    } finally {
      warnings.restore();
    }
  });
});
