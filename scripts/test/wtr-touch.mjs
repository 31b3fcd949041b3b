// Web Test Runner command `touch-tap`: one finger down and up at a point of the page, through the
// engine's own touch input (Chromium's Input.dispatchTouchEvent, Firefox's WebDriver BiDi touch
// pointer, WebDriver classic touch actions in WebKit), so the engine runs its real tap sequence:
// touchstart, pointerdown, focus, touchend, then the click it synthesises where the finger lifted.
export function touchTapPlugin() {
  return {
    name: 'touch-tap',
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch-tap') return undefined;
      const x = payload?.x;
      const y = payload?.y;
      if (!Number.isFinite(x) || !Number.isFinite(y)) {
        throw new Error('touch-tap takes { x: number, y: number } in CSS pixels of the viewport');
      }
      if (session.browser.type === 'puppeteer') {
        const page = session.browser.getPage(session.id);
        await page.touchscreen.tap(Math.round(x), Math.round(y));
        return true;
      }
      if (session.browser.type === 'webdriver') {
        // The launcher's driver manager switches to the session's window or frame first.
        await session.browser.driverManager.performActions(session.id, [
          {
            type: 'pointer',
            id: 'finger',
            parameters: { pointerType: 'touch' },
            actions: [
              { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) },
              { type: 'pointerDown', button: 0 },
              { type: 'pause', duration: 50 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ]);
        return true;
      }
      throw new Error(`touch-tap does not support ${session.browser.type} browsers`);
    },
  };
}

// Web Test Runner command `inner-viewport`: sizes the page's viewport to { width, height } CSS px.
// Chromium and Firefox set it directly; WebDriver (WebKit) can only size the window, so the window
// is sized, the inner size measured, and the window corrected by the difference (toolbars, borders).

/**
 * Per WebKit launcher: the window's size as the runner made it, whether a test file has sized it
 * since, and the resize that gives it back, while under way. Later files in a small window lose
 * WebKit's focus rings, so the size goes back when the file that changed it is done (`restore`),
 * and, if that did not happen, before the next test file starts (`windowRestored`).
 */
const windows = new WeakMap();

function windowOf(launcher) {
  if (!windows.has(launcher))
    windows.set(launcher, { original: null, sized: false, pending: null });
  return windows.get(launcher);
}

function giveBack(launcher) {
  const state = windowOf(launcher);
  // A launcher without a driver is starting a new MiniBrowser, whose window has its first size.
  if (state.sized && state.original !== null && launcher.driver) {
    const { width, height } = state.original;
    state.pending = launcher.driver.setWindowSize(width, height).catch((error) => {
      console.warn(`WebKit: the window did not get its size back: ${error?.message ?? error}`);
    });
  }
  state.sized = false;
  return state.pending;
}

/** Settles once `launcher`'s window has its size back: the WebKit launcher's start of a test file. */
export async function windowRestored(launcher) {
  if (!windows.has(launcher)) return;
  await windowOf(launcher).pending;
  await giveBack(launcher);
}

export function innerViewportPlugin() {
  return {
    name: 'inner-viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'inner-viewport') return undefined;
      const { width, height } = payload ?? {};
      if (!Number.isInteger(width) || !Number.isInteger(height)) {
        throw new Error('inner-viewport takes { width: number, height: number } in CSS pixels');
      }
      if (session.browser.type === 'puppeteer') {
        if (payload.restore) return true;
        await session.browser.getPage(session.id).setViewport({ width, height });
        return true;
      }
      if (session.browser.type === 'webdriver') {
        const { driver } = session.browser;
        const inner = () => driver.execute(() => [window.innerWidth, window.innerHeight]);
        const state = windowOf(session.browser);
        await state.pending;
        state.original ??= await driver.getWindowSize();
        if (payload.restore) {
          await giveBack(session.browser);
          return true;
        }
        state.sized = true;
        await driver.setWindowSize(width, height);
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const [innerWidth, innerHeight] = await inner();
          if (innerWidth === width && innerHeight === height) return true;
          const size = await driver.getWindowSize();
          await driver.setWindowSize(
            size.width + width - innerWidth,
            size.height + height - innerHeight,
          );
        }
        return true;
      }
      throw new Error(`inner-viewport does not support ${session.browser.type} browsers`);
    },
  };
}
