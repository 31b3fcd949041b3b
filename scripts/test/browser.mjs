// `npm run test:browser`: Web Test Runner over every browser test file, most of them a few to a
// page (scripts/test/test-files.mjs), or over the files named on the command line, each on a page
// of its own, in the engines ENGINES names. Without ENGINES (and LIT_BUILD) it is the whole
// pass: every engine once, two at a time, in two lanes side by side. One lane runs WebKit, the
// slowest engine, the other Firefox; then each lane takes the next part of the pages in Chromium
// until none is left, so the lane that ends first does most of them and neither waits for the other. Firefox and WebKit run Lit's production build, the build users get;
// Chromium runs Lit's development build, which runs the same tests and also fails a test after
// which Lit warns (scripts/test/wtr-lit-dev.mjs), so Lit's warnings are checked without a fourth pass. A lane's output is printed when each of its runs ends.
// When a run fails only because a browser went away in the middle of some files (no test in them
// failed: scripts/test/wtr-interrupted.mjs), those files run once more, each engine in a new browser,
// and the run's result is theirs. It says so, by file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { ENGINES, ENGINE_NAMES } from './engines.mjs';
import { browserTestPages } from './test-files.mjs';
import { freePort } from './free-port.mjs';

/**
 * How much lower the priority of a yielding run is. WebKit is the slowest engine and slower still
 * on a busy machine (its largest page took 20 s alone and 140 s beside the other runs), so in
 * the whole pass it runs first and everything else yields to it: Firefox, Chromium, and in
 * `npm test` the Node and site tests (`npm run test:beside`).
 */
const YIELD = 10;

const folder = mkdtempSync(join(tmpdir(), 'defenders-wtr-'));
let reports = 0;

/**
 * One runner over `files` with `env`: its exit status and the files a browser left. With
 * `buffered`, its output is held and printed in one piece when it ends, under `title`; with
 * `yielding`, it runs at a lower priority (`nice`), so that a run beside it is served first.
 */
async function run(env, files, { buffered = false, title = '', yielding = false } = {}) {
  reports += 1;
  const report = join(folder, `run-${reports}.json`);
  // Two runners side by side cannot share the default port, 8000.
  const port = buffered ? ['--port', String(await freePort())] : [];
  const runner = ['npx', '--no-install', 'web-test-runner', ...port, ...files];
  const command = yielding ? ['nice', '-n', String(YIELD), ...runner] : runner;
  const child = spawn(command[0], command.slice(1), {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env, WTR_INTERRUPTED: report },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      if (buffered) process.stdout.write(`\n${title}\n\n${Buffer.concat(output)}`);
      if (signal) console.error(`The test runner was stopped by ${signal}.`);
      let failed = null;
      try {
        failed = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        // The runner stopped before its reporters did: nothing to run again, but say so.
        console.error(
          `${title || 'The test runner'} stopped before its report (exit status ${status}${signal ? `, ${signal}` : ''}).`,
        );
      }
      resolve({ status: status ?? 1, failed });
    });
  });
}

/** The engine name ENGINES takes for a browser's label (Chromium → chromium). */
function engineOf(label) {
  return ENGINE_NAMES.find((name) => ENGINES[name].label === label);
}

/**
 * One run, and once more for the files a browser left: its exit status. A runner that stopped
 * before its report (it went away itself: once in CI the WebKit runner ended 48 files in, with no
 * error printed) runs again, once, whole.
 */
async function runAndRetry(env, files, options) {
  let { status, failed } = await run(env, files, options);
  if (failed === null && status !== 0) {
    console.warn(`\nRunning ${options?.title ?? 'the browser tests'} once more, whole.\n`);
    ({ status, failed } = await run(env, files, {
      ...options,
      title: `${options?.title ?? ''} (again, whole)`,
    }));
  }
  failed ??= [];
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
      const again = await run(
        { ...env, ENGINES: engine },
        sessions.map((session) => session.file),
        { ...options, title: `${options?.title ?? ''} (again)` },
      );
      if (again.status !== 0) status = again.status;
    }
  }
  return status;
}

/**
 * A lane: `first`, then the next run of `shared` while one is left (runs are taken from the front
 * of the list by whichever lane is free). Each run is `{ files, yielding, name, ...env }`. Its
 * worst exit status.
 */
async function lane(first, shared, options) {
  let status = 0;
  for (let next = first; next; next = shared.shift()) {
    const { files, yielding, name = '', ...env } = next;
    const title = `Browser tests: ${env.ENGINES}, Lit's ${env.LIT_BUILD ?? 'production'} build${name}`;
    const result = await runAndRetry(env, files, { ...options, yielding, title });
    if (result !== 0) status = result;
  }
  return status;
}

const files = process.argv.slice(2);
let statuses;
if (process.env.ENGINES || process.env.LIT_BUILD) {
  statuses = [await runAndRetry({}, files)];
} else {
  // The files named (globs expanded), or every page of test files (scripts/test/test-files.mjs).
  const all =
    files.length > 0 ? globSync(files).sort() : browserTestPages().map((page) => page.path);
  /**
   * The whole pass: WebKit (the slowest) in one lane, Firefox in the other (two cores, one browser
   * per lane); then Chromium, on the build that reports Lit's warnings, in four parts (every fourth
   * page) that the lanes take as they come free. How far each lane gets before then depends on the
   * machine: a part is small enough that the lanes end close together, and large enough that the
   * runner's start (a few seconds) is paid only four times.
   */
  const PARTS = 4;
  const chromium = Array.from({ length: PARTS }, (_, part) => ({
    ENGINES: 'chromium',
    LIT_BUILD: 'development',
    files: all.filter((_, index) => index % PARTS === part),
    yielding: true,
    name: `, part ${part + 1} of ${PARTS} of the pages`,
  })).filter((part) => part.files.length > 0);
  const own = [
    { ENGINES: 'webkit', files: all, yielding: false },
    { ENGINES: 'firefox', files: all, yielding: true },
  ];
  console.log(
    `Browser tests in two lanes side by side: WebKit in one, Firefox in the other, then Chromium in ${chromium.length} parts taken by the lane that is free. Each run's output follows when it ends.`,
  );
  statuses = await Promise.all(own.map((first) => lane(first, chromium, { buffered: true })));
}
rmSync(folder, { recursive: true, force: true });
process.exit(statuses.find((status) => status !== 0) ?? 0);
