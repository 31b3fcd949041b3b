// The WebKit launcher (scripts/test/wtr-webkit.mjs) opens each test file without stopping the runner
// when the navigation fails. Web Test Runner's own session manager leaves that navigation's
// rejection unhandled, and Node then stops the whole runner: CI lost a WebKit pass that way
// ("WebDriverRequestError: This operation was aborted when running "url""). The launcher is
// driven here with the library's real session manager over a stand-in WebDriver client.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { WebKitLauncher } from '../../scripts/test/wtr-webkit.mjs';

const require = createRequire(import.meta.url);
// Not among the package's exports: found beside its entry point.
const { SessionManager } = require(
  join(dirname(require.resolve('@web/test-runner-webdriver')), 'SessionManager.js'),
);

const ABORTED = Object.assign(new Error('This operation was aborted when running "url"'), {
  name: 'WebDriverRequestError',
});

function launcherWith(driver) {
  const launcher = new WebKitLauncher({ capabilities: { browserName: 'MiniBrowser' } });
  const config = { concurrency: 1, coverage: false };
  launcher.config = config;
  launcher.driver = driver;
  launcher.driverManager = new SessionManager(config, driver, false);
  return launcher;
}

/** Runs `body` and collects the rejections nobody handled meanwhile, and the warnings. */
async function watch(body) {
  const unhandled = [];
  const warnings = [];
  const onRejection = (reason) => unhandled.push(reason);
  const warn = console.warn;
  process.on('unhandledRejection', onRejection);
  console.warn = (...args) => warnings.push(args.join(' '));
  try {
    await body();
    // Unhandled rejections are reported after the microtasks of the turn that made them.
    await delay(50);
  } finally {
    process.off('unhandledRejection', onRejection);
    console.warn = warn;
  }
  return { unhandled, warnings };
}

test('a navigation that fails leaves the runner going, with a warning naming the file', async () => {
  const driver = {
    getTitle: async () => '',
    navigateTo: async () => {
      throw ABORTED;
    },
  };
  const launcher = launcherWith(driver);
  const url = 'http://127.0.0.1:8000/test/components/faq.test.ts?wtr-session-id=a';
  const { unhandled, warnings } = await watch(() => launcher.startSession('a', url));
  assert.deepEqual(unhandled, []);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /faq\.test\.ts/);
  assert.match(warnings[0], /This operation was aborted/);
  // The runner still knows the file, so it can fail it as not started.
  assert.equal(launcher.isActive('a'), true);
});

test('a navigation that works opens the file and warns nothing', async () => {
  const opened = [];
  const driver = { getTitle: async () => '', navigateTo: async (url) => opened.push(url) };
  const launcher = launcherWith(driver);
  const { unhandled, warnings } = await watch(() => launcher.startSession('b', 'http://x/b'));
  assert.deepEqual(unhandled, []);
  assert.deepEqual(warnings, []);
  assert.deepEqual(opened, ['http://x/b']);
  assert.equal(await launcher.getBrowserUrl('b'), 'http://x/b');
});
