// The shape of src/: one folder per element with one anatomy, and layers that point one way; and
// the rooms of scripts/: the test runner with its plugins and launchers in scripts/test/.
// docs/development.md ("Where things live") describes what these tests hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGETS } from '../../scripts/widgets.mjs';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const COMPONENTS = join(SRC, 'components');

/** Every file below `folder`, as paths relative to it with forward slashes. */
const filesIn = (folder) =>
  readdirSync(folder, { recursive: true })
    .map((file) => String(file).replaceAll('\\', '/'))
    .filter((file) => statSync(join(folder, file)).isFile());

/** The module specifiers a source file imports or re-exports, type imports included. */
function importsOf(source) {
  const found = [];
  const pattern = /(?:^|\n)\s*(?:import|export)\b[^'";]*?(?:from\s*)?['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]);
  for (const match of source.matchAll(/declare module ['"]([^'"]+)['"]/g)) found.push(match[1]);
  return found;
}

/** Why a file in an element's folder has no place in the anatomy, or null when it has one. */
function misplaced(name, file) {
  if ([`${name}.ts`, `${name}.styles.ts`, `${name}.messages.ts`, 'templates.ts'].includes(file))
    return null;
  if (/^[a-z][a-z-]*-controller\.ts$/.test(file)) return null;
  if (/^internal\/[a-z][a-z-]*\.ts$/.test(file)) return null;
  return 'not part of the anatomy (<element>.ts, .styles.ts, .messages.ts, templates.ts, *-controller.ts, internal/*.ts)';
}

test('src/components/ holds one folder per element of THE list, and nothing else', () => {
  const entries = readdirSync(COMPONENTS).sort();
  assert.deepEqual(entries, WIDGETS.map((widget) => widget.name).sort());
  for (const entry of entries) assert.ok(statSync(join(COMPONENTS, entry)).isDirectory(), entry);
});

test('every element folder has its three files and follows the anatomy', () => {
  const problems = [];
  for (const { name } of WIDGETS) {
    const files = filesIn(join(COMPONENTS, name));
    for (const needed of [`${name}.ts`, `${name}.styles.ts`, `${name}.messages.ts`])
      if (!files.includes(needed)) problems.push(`${name}/${needed} is missing`);
    for (const file of files) {
      const why = misplaced(name, file);
      if (why) problems.push(`${name}/${file}: ${why}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('nothing under an internal/ folder imports lit, so it runs in Node', () => {
  const offenders = [];
  for (const { name } of WIDGETS) {
    const folder = join(COMPONENTS, name);
    for (const file of filesIn(folder).filter((path) => path.startsWith('internal/'))) {
      const lit = importsOf(readFileSync(join(folder, file), 'utf8')).filter(
        (specifier) => specifier === 'lit' || /^(lit|@lit)\//.test(specifier),
      );
      if (lit.length) offenders.push(`${name}/${file} imports ${lit.join(', ')}`);
    }
  }
  assert.deepEqual(offenders, []);
});

/**
 * The graph between top-level parts of src/: a folder (`rules`, `model`, …) or a file at the top
 * (`index.ts`), with an edge for every relative import from one part into another.
 */
function partGraph() {
  const partOf = (path) => relative(SRC, path).split(/[\\/]/)[0];
  const edges = new Map();
  for (const file of filesIn(SRC).filter((path) => /\.tsx?$/.test(path))) {
    const from = join(SRC, file);
    for (const specifier of importsOf(readFileSync(from, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = normalize(join(dirname(from), specifier));
      const [a, b] = [partOf(from), partOf(target)];
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Map());
      if (!edges.get(a).has(b)) edges.get(a).set(b, `${file} → ${specifier}`);
    }
  }
  return edges;
}

/** Every cycle in the graph, each written as its parts and one import per step. */
function cyclesIn(edges) {
  const cycles = [];
  const seen = new Set();
  for (const start of edges.keys()) {
    const walk = (part, trail) => {
      for (const [next, example] of edges.get(part) ?? []) {
        const step = [...trail, { part, example }];
        if (next === start) {
          const key = step
            .map((s) => s.part)
            .sort()
            .join(',');
          if (!seen.has(key)) {
            seen.add(key);
            cycles.push(step.map((s) => `${s.part} (${s.example})`).join(' ⇒ ') + ` ⇒ ${start}`);
          }
        } else if (!trail.some((s) => s.part === next) && next !== part) {
          walk(next, step);
        }
      }
    };
    walk(start, []);
  }
  return cycles;
}

test('the top-level folders of src/ import each other one way: no cycle, type imports included', () => {
  assert.deepEqual(cyclesIn(partGraph()), []);
});

test('the cycle check finds a cycle when there is one', () => {
  const edges = new Map([
    ['a', new Map([['b', 'a.ts → b']])],
    ['b', new Map([['c', 'b.ts → c']])],
    ['c', new Map([['a', 'c.ts → a']])],
  ]);
  assert.equal(cyclesIn(edges).length, 1);
});

test('the shared model imports neither shared/ nor components/, and i18n/ imports nothing above it', () => {
  const edges = partGraph();
  assert.deepEqual(
    [...(edges.get('model')?.keys() ?? [])].filter((part) =>
      ['shared', 'components'].includes(part),
    ),
    [],
  );
  assert.deepEqual([...(edges.get('i18n')?.keys() ?? [])], []);
});

test('every English catalogue has one German file at the same path under src/locales/de/, and no other', () => {
  const english = filesIn(SRC)
    .filter((path) => path.endsWith('.messages.ts') && !path.startsWith('locales/'))
    .sort();
  const german = filesIn(join(SRC, 'locales/de')).sort();
  assert.deepEqual(german, english);
});

const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url));
const TEST_TOOLING = join(SCRIPTS, 'test');
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Why a file outside scripts/test/ belongs in it (it is test tooling), or null when it does not. */
function testTooling(source) {
  if (/['"]@web\/test-runner[\w-]*['"]|['"]web-test-runner['"]/.test(source))
    return 'starts or extends Web Test Runner';
  if (/from ['"][^'"]*web-test-runner\.config\.mjs['"]/.test(source))
    return 'extends the browser-test configuration';
  return null;
}

test('the test runner and its plugins and launchers live in scripts/test/, and it imports no other script', () => {
  const problems = [];
  for (const file of filesIn(SCRIPTS).filter((path) => path.endsWith('.mjs'))) {
    const path = join(SCRIPTS, file);
    const source = readFileSync(path, 'utf8');
    if (file.startsWith('test/')) {
      for (const specifier of importsOf(source).filter((each) => /^\..*\.m?js$/.test(each))) {
        const target = normalize(join(dirname(path), specifier));
        if (target.startsWith(SCRIPTS) && !target.startsWith(TEST_TOOLING))
          problems.push(`scripts/${file} imports ${specifier}, outside scripts/test/`);
      }
    } else if (testTooling(source)) {
      problems.push(`scripts/${file} ${testTooling(source)}: it belongs in scripts/test/`);
    }
  }
  const config = readFileSync(join(ROOT, 'web-test-runner.config.mjs'), 'utf8');
  for (const specifier of importsOf(config).filter((each) => each.startsWith('./scripts/')))
    if (!specifier.startsWith('./scripts/test/'))
      problems.push(`web-test-runner.config.mjs imports ${specifier}, outside scripts/test/`);
  assert.deepEqual(problems, []);
});

test('the test-tooling check finds a Web Test Runner plugin outside scripts/test/', () => {
  assert.ok(testTooling("import { WebdriverLauncher } from '@web/test-runner-webdriver';"));
  assert.ok(testTooling("spawn('npx', ['--no-install', 'web-test-runner'])"));
  assert.ok(testTooling("import base from '../web-test-runner.config.mjs';"));
  assert.equal(testTooling("import { rollup } from 'rollup';"), null);
});

test('the Rollup plugins live in scripts/build/, with one AST walker and one definition of a message key', () => {
  const SCRIPTS = fileURLToPath(new URL('../../scripts/', import.meta.url));
  const BUILD = join(SCRIPTS, 'build');
  assert.deepEqual(
    readdirSync(SCRIPTS).filter((name) => /^rollup-/.test(name)),
    [],
    'no plugin outside scripts/build/',
  );
  const problems = [];
  for (const file of filesIn(BUILD)) {
    const source = readFileSync(join(BUILD, file), 'utf8');
    if (file !== 'ast.mjs' && /Object\.values\(node\)/.test(source))
      problems.push(`${file} walks an AST itself: use walkAst from ast.mjs`);
    if (file !== 'message-keys.mjs' && /messages\\?\.ts['"`]\)/.test(source))
      problems.push(`${file} finds catalogues itself: use message-keys.mjs`);
  }
  assert.deepEqual(problems, []);
});
