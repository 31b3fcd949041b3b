// `npm run test:browser`: Web Test Runner over every browser test file (or the files named on
// the command line), in the engines ENGINES names. Without ENGINES (and LIT_BUILD) it is the whole
// pass, in two runs: Firefox and WebKit side by side on Lit's production build, the build users
// get; then Chromium on Lit's development build, which runs the same tests and also fails a test
// after which Lit warns (scripts/wtr-lit-dev.mjs). Each test thus runs once per engine, and the
// warnings Lit prints only in development are checked in the same pass, not in a fourth one.
// When a run fails only because a browser went away in the middle of some files (no test in them
// failed: scripts/wtr-interrupted.mjs), those files run once more, each engine in a new browser,
// and the run's result is theirs. It says so, by file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES, ENGINE_NAMES } from './engines.mjs';

const folder = mkdtempSync(join(tmpdir(), 'defenders-wtr-'));

function run(env, files = []) {
  const report = join(folder, `run-${Date.now()}.json`);
  const { status, signal } = spawnSync('npx', ['--no-install', 'web-test-runner', ...files], {
    stdio: 'inherit',
    env: { ...process.env, ...env, WTR_INTERRUPTED: report },
  });
  if (signal) console.error(`The test runner was stopped by ${signal}.`);
  let failed = [];
  try {
    failed = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    // the runner stopped before its reporters did: nothing to run again
  }
  return { status: status ?? 1, failed };
}

/** The engine name ENGINES takes for a browser's label (Chromium → chromium). */
function engineOf(label) {
  return ENGINE_NAMES.find((name) => ENGINES[name].label === label);
}

/** One run, and once more for the files a browser left: its exit status. */
function runAndRetry(env, files) {
  const { status: first, failed } = run(env, files);
  let status = first;
  const interrupted = failed.filter((session) => session.interrupted);
  if (status !== 0 && failed.length > 0 && interrupted.length === failed.length) {
    const byEngine = new Map();
    for (const session of interrupted) {
      const engine = engineOf(session.engine);
      byEngine.set(engine, [...(byEngine.get(engine) ?? []), session]);
    }
    console.warn(
      `\nA browser went away during ${interrupted.length} test file(s), with no test failed in them:\n` +
        interrupted.map(({ engine, file }) => `  ${engine}: ${file}`).join('\n') +
        '\nRunning them once more, in a new browser.\n',
    );
    status = 0;
    for (const [engine, sessions] of byEngine) {
      const again = run(
        { ...env, ENGINES: engine },
        sessions.map((session) => session.file),
      );
      if (again.status !== 0) status = again.status;
    }
  }
  return status;
}

/** The whole pass: every engine once, Chromium on the build that reports Lit's warnings. */
const WHOLE_PASS = [
  { ENGINES: 'firefox,webkit' },
  { ENGINES: 'chromium', LIT_BUILD: 'development' },
];
const runs = process.env.ENGINES || process.env.LIT_BUILD ? [{}] : WHOLE_PASS;
let status = 0;
for (const env of runs) {
  if (runs.length > 1)
    console.log(`\nBrowser tests: ${env.ENGINES}, Lit's ${env.LIT_BUILD ?? 'production'} build\n`);
  const result = runAndRetry(env, process.argv.slice(2));
  if (result !== 0) status = result;
}
rmSync(folder, { recursive: true, force: true });
process.exit(status);
