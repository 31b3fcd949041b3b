// The README's two commands on a fresh machine with no browser: `npm test` installs its browsers
// (scripts/test/ensure-browser.mjs) before any step drives one, and `npm start` never needs one. Read
// from package.json: each script is split into its `&&` steps, `npm run` steps are expanded, and a
// step drives a browser when it is Web Test Runner or a Node script or test folder that imports,
// directly or through its own modules, a browser driver (playwright-core, puppeteer).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import semver from 'semver';

const ROOT = resolve(import.meta.dirname, '../..');
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const SCRIPTS = PKG.scripts;
const DRIVERS = /^(playwright-core|playwright|puppeteer|puppeteer-core|@web\/test-runner[\w-]*)$/;
const ENSURE = 'scripts/test/ensure-browser.mjs';

/**
 * The steps of `script`, with every `npm run`/`npm test` step replaced by that script's steps, and
 * every `run-s`/`run-p` step (npm-run-all2) by the steps of the scripts it names. The scripts of one
 * `run-p` run side by side, so an install step among them comes after all of their steps here: it
 * does not precede its siblings.
 */
function stepsOf(name, scripts = SCRIPTS, seen = []) {
  assert.ok(name in scripts, `no npm script "${name}"`);
  assert.ok(!seen.includes(name), `npm scripts call each other in a loop: ${seen.join(' → ')}`);
  const inner = (called) => stepsOf(called, scripts, [...seen, name]);
  return (
    scripts[name]
      .split(/&&|\|\||;/)
      // A step's variables and priority (`nice -n 10`) do not change what it runs.
      .map((step) =>
        step
          .trim()
          .replace(/^(\w+=\S*\s+)+/, '')
          .replace(/^nice\s+(-n\s*)?-?\d+\s+/, ''),
      )
      .flatMap((step) => {
        const called = /^npm (?:run(?:-script)? ([\w:-]+)|(test|start))\b/.exec(step);
        if (called) return inner(called[1] ?? called[2]);
        const all = /^(?:npx\s+)?run-(s|p)\s+(.*)$/.exec(step);
        if (!all) return [step];
        const names = all[2].split(/\s+/).filter((word) => word && !word.startsWith('-'));
        const steps = names.flatMap(inner);
        if (all[1] === 's') return steps;
        const install = (each) => each.includes(ENSURE);
        return [...steps.filter((each) => !install(each)), ...steps.filter(install)];
      })
  );
}

/** Relative and bare imports of one module. */
function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

/** True when `file` or a module of ours it imports loads a browser driver or starts the test runner. */
function loadsDriver(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  if (/['"]web-test-runner['"]/.test(readFileSync(file, 'utf8'))) return true;
  return importsOf(file).some((specifier) => {
    if (DRIVERS.test(specifier)) return true;
    if (!specifier.startsWith('.')) return false;
    const target = resolve(dirname(file), specifier);
    return /\.m?js$/.test(target) && existsSync(target) && loadsDriver(target, seen);
  });
}

const filesUnder = (folder) =>
  readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile() && /\.m?js$/.test(path));

/** Does this step drive a browser? */
function drivesBrowser(step) {
  if (/^(npx\s+)?(web-test-runner|wtr)\b/.test(step)) return true;
  const node = /^node\s+(?:--test\s+)?([^\s]+)/.exec(step);
  if (!node) return false;
  const target = join(ROOT, node[1]);
  if (!existsSync(target)) return false;
  const files = statSync(target).isDirectory() ? filesUnder(target) : [target];
  return files.some((file) => loadsDriver(file));
}

/** The steps of `name` that drive a browser before the first browser install step. */
function browserStepsBeforeInstall(name, scripts = SCRIPTS) {
  const steps = stepsOf(name, scripts);
  const install = steps.findIndex((step) => step === `node ${ENSURE}`);
  return steps.slice(0, install === -1 ? steps.length : install).filter(drivesBrowser);
}

test('npm test installs every browser engine before any step drives a browser', () => {
  const steps = stepsOf('test');
  // Beside the lint, type check and build, which need no browser: counted after them here.
  assert.ok(steps.includes(`node ${ENSURE}`), 'npm test installs the browsers');
  assert.deepEqual(browserStepsBeforeInstall('test'), []);
  assert.ok(steps.some(drivesBrowser), 'npm test has browser steps at all');
});

test('npm start needs no browser: none of its steps drives or installs one', () => {
  const steps = stepsOf('start');
  assert.deepEqual(steps.filter(drivesBrowser), []);
  assert.ok(!steps.some((step) => step.includes(ENSURE)), 'npm start installs no browser');
});

test('the order check finds a browser step that runs before the install step', () => {
  const scripts = {
    test: 'npm run build && node scripts/rtl-screenshots.mjs && npm run test:site',
    build: 'node scripts/build.mjs',
    'test:site': `node ${ENSURE} && node --test test/site/`,
  };
  assert.deepEqual(browserStepsBeforeInstall('test', scripts), [
    'node scripts/rtl-screenshots.mjs',
  ]);
  assert.deepEqual(
    browserStepsBeforeInstall('test', { test: `FOO=1 web-test-runner && node ${ENSURE}` }),
    ['web-test-runner'],
  );
  const sideBySide = {
    test: 'run-p --aggregate-output install site',
    install: `node ${ENSURE}`,
    site: 'node --test test/site/',
  };
  assert.deepEqual(browserStepsBeforeInstall('test', sideBySide), ['node --test test/site/']);
  assert.deepEqual(
    browserStepsBeforeInstall('test', { ...sideBySide, test: 'run-s install site' }),
    [],
  );
});

test('a step is a browser step through the modules it imports', () => {
  assert.ok(drivesBrowser('node --test test/site/'), 'the site tests (through helpers.mjs)');
  assert.ok(drivesBrowser('node scripts/rtl-screenshots.mjs'));
  assert.ok(
    drivesBrowser('node scripts/test/browser.mjs'),
    'the browser tests, through the runner it starts',
  );
  assert.ok(!drivesBrowser('node scripts/site/build.mjs'), 'the site build');
  assert.ok(!drivesBrowser('node scripts/serve-site.mjs'));
  assert.ok(!drivesBrowser('npx tsc -p tsconfig.json --noEmit'));
});

test('.ci/run installs nothing itself: it runs the README commands, which do', () => {
  const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
  assert.doesNotMatch(ci, /apt-get|apt install|dnf|brew /, 'no package install in .ci/run');
  assert.match(ci, /^PUPPETEER_SKIP_DOWNLOAD=1 npm ci\b/m);
  assert.match(ci, /^(step )?npm test( 2>&1 \| stamped)?$/m);
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  assert.match(readme.split('\n## ')[0], /npm (install|ci) && npm test/);
});

/** Every locked package's own Node.js range. */
const LOCKED_RANGES = Object.entries(
  JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')).packages,
)
  .filter(([path, entry]) => path && typeof entry.engines?.node === 'string')
  .map(([path, entry]) => [path.replace(/^.*node_modules\//, ''), entry.engines.node]);
/** The test tools that ask for Node 22 and run on 20 all the same (the README says so). */
const ASK_FOR_22 = /^(@web\/|puppeteer|@puppeteer\/)/;

/** The locked packages whose own range refuses `version`. */
const refusing = (version) =>
  LOCKED_RANGES.filter(([, range]) => !semver.satisfies(version, range)).map(([name]) => name);

test('the Node.js versions of engines are the oldest of each line that every locked tool accepts', () => {
  const lines = PKG.engines.node.split('||').map((part) => semver.minVersion(part.trim()));
  assert.ok(semver.satisfies(process.version, PKG.engines.node), `${process.version} is admitted`);
  for (const oldest of lines) {
    const refused = refusing(oldest.version);
    const expected = oldest.major < 22 ? refused.filter((name) => ASK_FOR_22.test(name)) : [];
    assert.deepEqual(refused, expected, `tools refusing Node ${oldest.version}`);
    if (oldest.patch > 0) {
      const older = `${oldest.major}.${oldest.minor}.${oldest.patch - 1}`;
      assert.ok(refusing(older).length > expected.length, `Node ${older} would do as well`);
    }
  }
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n## ')[0];
  for (const oldest of lines) assert.ok(readme.includes(oldest.version), `README names ${oldest}`);
  const warned = refusing(lines[0].version).length;
  assert.match(readme, new RegExp(`\\(${warned} packages\\)`), 'the README counts the warnings');
});

test('devEngines names the Node.js to develop with: the lines of engines where no locked tool asks for more', () => {
  const { runtime } = PKG.devEngines;
  assert.equal(runtime.name, 'node');
  const admitted = PKG.engines.node
    .split('||')
    .map((part) => part.trim())
    .filter((part) => refusing(semver.minVersion(part).version).length === 0);
  assert.deepEqual(
    runtime.version.split('||').map((part) => part.trim()),
    admitted,
    'the engines lines every tool accepts',
  );
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n## ')[0];
  const develop = /Develop with \*\*Node\.js ([\d.]+) or newer\*\*/.exec(readme);
  assert.equal(develop?.[1], semver.minVersion(admitted[0]).version, 'the README leads with it');
  assert.match(readme, /`devEngines`/);
});
