// Makes sure the browser tests have their engines before they start: Chromium, Firefox and WebKit
// (or those named as arguments, or in ENGINES). On Debian or Ubuntu, as root, installs the
// missing Debian packages (chromium, firefox-esr, webkit2gtk-driver, xvfb); elsewhere says what
// to install. Xvfb and WebKitWebDriver are started by the test run itself, not here.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { ENGINES, selectedEngines } from './engines.mjs';

const wanted = selectedEngines(process.argv.slice(2).join(',') || undefined);
const lacking = () => wanted.filter((name) => ENGINES[name].missing().length > 0);

if (lacking().length > 0) {
  const debianLike = existsSync('/etc/debian_version');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (debianLike && root) {
    const packages = lacking().flatMap((name) => ENGINES[name].debianPackages);
    console.log(
      `Installing Debian's ${packages.join(', ')} for the browser tests (about a minute)`,
    );
    aptInstall(packages, { update: true });
  }
  const still = lacking();
  if (still.length > 0) {
    for (const name of still) {
      console.error(
        `${ENGINES[name].label}: missing ${ENGINES[name].missing().join(', ')}. ` +
          `Debian/Ubuntu: apt-get install ${ENGINES[name].debianPackages.join(' ')}.`,
      );
    }
    console.error('Or run fewer engines, e.g. ENGINES=chromium npm run test:browser.');
    process.exit(1);
  }
}
