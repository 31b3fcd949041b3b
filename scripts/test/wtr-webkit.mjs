// Web Test Runner launcher for WebKit: WebKitGTK's MiniBrowser, driven by WebKitWebDriver on a
// private Xvfb display. The launcher starts both servers when the run starts and stops them
// when it ends, so `web-test-runner` alone is enough; MiniBrowser has no headless mode.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { findMiniBrowser, findWebKitDriver, findXvfb } from './engines.mjs';
import { windowRestored } from './wtr-touch.mjs';

const children = new Set();

/** Children die with the runner, even when it exits without stopping its browsers. */
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  children.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-2000);
  });
  child.on('exit', () => children.delete(child));
  child.lastErrors = () => errors;
  return child;
}

export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

/**
 * What MiniBrowser (started by WebKitWebDriver, whose environment it inherits) runs with. On Xvfb
 * there is no GPU: accelerated compositing renders every frame through Mesa's software OpenGL.
 * Without it WebKit paints layers on the CPU directly, and the WebKit pass took about 45% less
 * time (game.whole.test.ts 28.5 s → 12.6 s, measured alternately on one machine). Layout, events
 * and the DOM are the same; what differs is how pixels reach the screen.
 */
export const MINIBROWSER_ENV = { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };

/** Starts Xvfb on the first free display it finds and resolves with that display (`:N`). */
export function startXvfb() {
  // -displayfd: Xvfb picks a free display number and writes it to that file descriptor.
  const xvfb = start(
    findXvfb(),
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Xvfb did not start: ${xvfb.lastErrors()}`)),
      10000,
    );
    xvfb.stdio[3].on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) {
        clearTimeout(timer);
        resolve({ xvfb, display: `:${output.trim()}` });
      }
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${xvfb.lastErrors()}`)));
  });
}

export async function waitForDriver(port, driver) {
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}: ${driver.lastErrors()}`);
}

export class WebKitLauncher extends WebdriverLauncher {
  constructor(options) {
    super(options);
    this.webkitOptions = options;
    this.name = 'WebKit';
  }

  async initialize(config) {
    const { xvfb, display } = await startXvfb();
    this.display = display;
    this.servers = [undefined, xvfb];
    await this.startDriver();
    await super.initialize(config);
    this.name = 'WebKit';
  }

  /**
   * A test file starts in a live browser. When MiniBrowser closed or crashed during the file
   * before (its WebDriver session is gone: "invalid session id"), that file fails as interrupted,
   * and without this every later file would fail the same way. So the session is checked, and a
   * dead one replaced by a new MiniBrowser, before each file.
   */
  async startSession(id, url) {
    // A test file that sized the window gave its size back (scripts/test/wtr-touch.mjs).
    await windowRestored(this);
    if (this.driver && !(await this.sessionAlive())) await this.replaceSession();
    await this.ensureManagerInitialized();
    // The runner waits for the page to report, not for the navigation, so it is not awaited. But
    // the library's own queueStartSession leaves its rejection unhandled, and Node turns that into
    // an uncaught exception that stops the whole runner with exit status 1. CI saw it when a
    // session was deleted while a navigation was in flight ("WebDriverRequestError: This operation
    // was aborted when running "url""). Caught here, it costs that one file: the page never
    // reports, the runner fails the file as not started, and scripts/test/browser.mjs runs it again.
    this.driverManager.startSession(id, url).catch((error) => {
      console.warn(
        `WebKit: opening ${url} failed (${error?.message ?? error}); the runner goes on, and the file runs again in a new MiniBrowser if it did not start.`,
      );
    });
  }

  async sessionAlive() {
    try {
      await this.driver.getTitle();
      return true;
    } catch {
      return false;
    }
  }

  async replaceSession() {
    const [driver] = this.servers;
    const driverExited = driver.exitCode !== null || driver.signalCode !== null;
    console.warn(
      `WebKit: the browser's WebDriver session ended (MiniBrowser closed or crashed${
        driverExited ? `, and WebKitWebDriver exited: ${driver.lastErrors()}` : ''
      }); the next test files run in a new MiniBrowser.`,
    );
    if (this.pendingHeartbeat != null) clearInterval(this.pendingHeartbeat);
    await this.driver.deleteSession().catch(() => {});
    this.driver = undefined;
    this.driverManager = undefined;
    if (driverExited) await this.startDriver();
  }

  async startDriver() {
    const port = await freePort();
    const driver = start(findWebKitDriver(), [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: this.display, ...MINIBROWSER_ENV },
    });
    this.servers[0] = driver;
    await waitForDriver(port, driver);
    this.webkitOptions.port = port;
  }

  async stop() {
    await super.stop();
    for (const server of this.servers ?? []) await stop(server);
  }
}

export function webkitLauncher() {
  return new WebKitLauncher({
    hostname: '127.0.0.1',
    port: 0,
    path: '/',
    logLevel: 'error',
    capabilities: {
      // WebKitWebDriver speaks classic WebDriver only; without this the session is refused.
      'wdio:enforceWebDriverClassic': true,
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: findMiniBrowser(),
        args: ['--automation'],
      },
    },
  });
}
