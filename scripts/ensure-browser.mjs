// Makes sure the browser tests have a Chrome or Chromium before they start.
// On Debian or Ubuntu, as root, with none present, installs Debian's chromium; elsewhere says how to get one.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { findBrowser } from './find-browser.mjs';

if (!findBrowser()) {
  const debianLike = existsSync('/etc/debian_version');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (debianLike && root) {
    console.log("No Chrome or Chromium found: installing Debian's chromium (about 20 s)");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!findBrowser()) {
    console.error(
      'No Chrome or Chromium found: install one (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH to its executable.',
    );
    process.exit(1);
  }
}
