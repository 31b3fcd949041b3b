// npm run test:platforms: the WordPress plugin on WordPress 6.1 and 6.8 and the Hugo theme
// component, as node:test files in test/platforms/ (one per host, run side by side), with
// test/platforms/services.mjs starting what they need on 127.0.0.1. Needs `npm run build` first.
// Here, once for all files: the Debian packages when missing, WordPress 6.8 from Debian 13's
// archive, and MariaDB, stopped again at the end if started here. PLATFORMS=hugo (or wordpress)
// runs the files of one of the two. With --prepare it only installs the packages and fetches
// WordPress 6.8, and needs no build: CI does that while `npm test` runs (.ci/run).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import {
  WORK,
  ZIP,
  ensureMariadb,
  ensurePackages,
  newerWordpress,
  stopAll,
  workFolder,
} from '../test/platforms/services.mjs';

if (process.argv.includes('--prepare')) {
  ensurePackages();
  newerWordpress();
  process.exit(0);
}
if (!existsSync(ZIP)) {
  console.error('dist/wordpress/defenders-rules-widgets.zip is missing: run npm run build first');
  process.exit(1);
}
const only = process.env.PLATFORMS ?? 'wordpress,hugo';
const files = readdirSync('test/platforms')
  .filter((file) => file.endsWith('.test.mjs'))
  .filter((file) => only.split(',').some((platform) => file.startsWith(platform)))
  .map((file) => `test/platforms/${file}`);
ensurePackages();
workFolder('.');
console.log(`work folder ${WORK}`);
if (only.includes('wordpress')) {
  newerWordpress();
  await ensureMariadb();
}
const child = spawn(
  process.execPath,
  ['--test', '--test-reporter=spec', `--test-concurrency=${files.length}`, ...files],
  {
    stdio: 'inherit',
  },
);
const code = await new Promise((done) => child.on('exit', (status) => done(status ?? 1)));
stopAll();
process.exitCode = code;
