// The three browser engines the tests run in, where each one lives on the machine, and which
// Debian packages bring it. `ENGINES=firefox` (or `chromium,webkit`, …) narrows a run.
import { existsSync } from 'node:fs';
import { findBrowser } from './find-browser.mjs';

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'];

const firefoxCandidates = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** WebKitGTK's test browser: Debian puts it under the multiarch library folder. */
const miniBrowserCandidates = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];

function firstExisting(fromEnv, candidates) {
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path));
}

export const findFirefox = () => firstExisting(process.env.FIREFOX_PATH, firefoxCandidates);
export const findMiniBrowser = () =>
  firstExisting(process.env.MINIBROWSER_PATH, miniBrowserCandidates);
export const findWebKitDriver = () => firstExisting(undefined, ['/usr/bin/WebKitWebDriver']);
export const findXvfb = () => firstExisting(undefined, ['/usr/bin/Xvfb']);

/**
 * Per engine: the Debian packages that provide it and what is still missing on this machine.
 * `missing()` returns human-readable names of absent programs (empty when ready).
 */
export const ENGINES = {
  chromium: {
    label: 'Chromium',
    debianPackages: ['chromium'],
    missing: () => (findBrowser() ? [] : ['Chrome or Chromium (or set CHROME_PATH)']),
  },
  firefox: {
    label: 'Firefox',
    debianPackages: ['firefox-esr'],
    missing: () => (findFirefox() ? [] : ['Firefox (or set FIREFOX_PATH)']),
  },
  webkit: {
    label: 'WebKit',
    debianPackages: ['webkit2gtk-driver', 'xvfb'],
    missing: () =>
      [
        [findWebKitDriver(), 'WebKitWebDriver'],
        [findMiniBrowser(), 'MiniBrowser (WebKitGTK, or set MINIBROWSER_PATH)'],
        [findXvfb(), 'Xvfb'],
      ]
        .filter(([path]) => !path)
        .map(([, name]) => name),
  },
};

/** The engines named in `ENGINES` (comma-separated), or all three. Unknown names stop the run. */
export function selectedEngines(value = process.env.ENGINES) {
  if (!value || !value.trim()) return [...ENGINE_NAMES];
  const names = value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !ENGINE_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `ENGINES names ${unknown.join(', ')}; use any of ${ENGINE_NAMES.join(', ')}, comma-separated.`,
    );
  }
  return ENGINE_NAMES.filter((name) => names.includes(name));
}
