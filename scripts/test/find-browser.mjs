// Finds a Chrome or Chromium the usual way: CHROME_PATH first, then the common install paths.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

export function findBrowser() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path));
}

/**
 * Features a test or benchmark turns off. Chromium 156 loads its address bar's popup as a web page
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own for every new window, and every page
 * Playwright opens is a new window: 0.6 to 0.9 s of a core each time, beside the page under test on
 * a two-core machine. A reader's browser does it once per window, not once per page. Puppeteer
 * (Web Test Runner's Chromium) turns off the same two features itself and merges its list with
 * ours; Playwright does not, and Chromium keeps only the last `--disable-features`, so the list also
 * carries Playwright's own (playwright-core's `chromiumSwitches`). `test/node/chromium-args.test.mjs`
 * checks both.
 */
export const CHROMIUM_DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  // Playwright's.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Flags for a headless Chromium on a locked-down machine: root needs --no-sandbox, and with no
 * network the background services would only fail.
 */
export const CHROMIUM_ARGS = [
  `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * The Chromium a script that works on the built site runs (`rtl-screenshots`, `embed-heights`):
 * exits with a message naming `script` when `site/` lacks `builtFile` or no Chromium is found.
 */
export function siteChromiumOrExit(script, builtFile) {
  if (!existsSync(join('site', builtFile))) {
    console.error(`${script}: site/ is not built; run \`npm run build:site\` first.`);
    process.exit(1);
  }
  const executablePath = findBrowser();
  if (!executablePath) {
    console.error(
      `${script}: no Chromium found (set CHROME_PATH, or run \`node scripts/test/ensure-browser.mjs chromium\`).`,
    );
    process.exit(1);
  }
  return executablePath;
}
