// `npm run fuzz [-- --runs N]`: runs the rules core's property tests in headless Chromium (or ENGINES) with
// N fast-check runs per property (default 100,000; `npm test` uses 1,000 in Chromium and Node, 250 in Firefox and WebKit).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const flag = args.indexOf('--runs');
const runs = flag >= 0 ? args[flag + 1] : (process.env.FC_RUNS ?? '100000');
if (!/^[1-9]\d*$/.test(String(runs))) {
  console.error(`--runs must be a whole number above 0; got ${runs}`);
  process.exit(2);
}

const root = fileURLToPath(new URL('../..', import.meta.url));
// Chromium unless ENGINES names others: the property tests check the rules core, not the engine.
const engines = process.env.ENGINES || 'chromium';
const ensure = spawnSync(process.execPath, ['scripts/test/ensure-browser.mjs', engines], {
  cwd: root,
  stdio: 'inherit',
});
if (ensure.status !== 0) process.exit(ensure.status ?? 1);

console.log(`Rules property tests with ${Number(runs).toLocaleString('en')} runs per property…`);
const started = Date.now();
const result = spawnSync(
  'npx',
  ['--no-install', 'web-test-runner', '--config', 'scripts/test/fuzz.config.mjs'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ENGINES: engines, FC_RUNS: String(runs) },
  },
);
console.log(
  `Fuzz finished in ${((Date.now() - started) / 1000).toFixed(1)} s with exit code ${result.status}.`,
);
process.exit(result.status ?? 1);
