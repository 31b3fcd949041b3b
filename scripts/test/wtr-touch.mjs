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
const windowSizes = new Map();
/** Per WebKit launcher, the window's restore in flight, if any. */
const restoring = new WeakMap();

/**
 * Settles once `launcher`'s window has its size back: the WebKit launcher waits for it before the
 * next test file starts, and the next `inner-viewport` waits for it too.
 */
export function windowRestored(launcher) {
  return restoring.get(launcher);
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
        // The window as the runner made it, to give back when a test file is done (`restore`):
        // later files in a small window lose WebKit's focus rings.
        await restoring.get(session.browser);
        if (!windowSizes.has(session.id)) windowSizes.set(session.id, await driver.getWindowSize());
        if (payload.restore) {
          const { width: w, height: h } = windowSizes.get(session.id);
          // Not awaited here: a page waits 20 s for a command's answer, and under CI's load one
          // answer came later than that, failing a page whose tests had all passed (the resize
          // itself takes well under a second). What comes next waits for it instead.
          restoring.set(
            session.browser,
            driver.setWindowSize(w, h).catch((error) => {
              console.warn(
                `WebKit: the window did not get its size back: ${error?.message ?? error}`,
              );
            }),
          );
          return true;
        }
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
