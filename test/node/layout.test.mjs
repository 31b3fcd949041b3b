// The shape of src/: one folder per element with one anatomy, and layers and files that point one
// way; and the rooms of scripts/: the test runner with its plugins and launchers in scripts/test/.
// docs/development.md ("Where things live") describes what these tests hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
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

/**
 * The cycles of a graph (a map from each node to the nodes it imports, each with an example of the
 * import): one per group of nodes that reach each other (Tarjan's strongly connected components),
 * written as a shortest way round it from its first node in sorted order, one example per step.
 */
function cyclesIn(edges) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    order.set(node, order.size);
    low.set(node, order.get(node));
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), order.get(next)));
      }
    }
    if (low.get(node) === order.get(node)) groups.push(stack.splice(stack.indexOf(node)));
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return groups
    .filter((group) => group.length > 1 || edges.get(group[0])?.has(group[0]))
    .map((group) => wayRound(edges, new Set(group)));
}

/** A shortest way from the first of `members` back to it, through `members` only. */
function wayRound(edges, members) {
  const [start] = [...members].sort();
  const cameFrom = new Map();
  let frontier = [start];
  for (;;) {
    const next = [];
    for (const node of frontier) {
      for (const target of edges.get(node)?.keys() ?? []) {
        if (target === start) {
          const way = [node];
          while (way[0] !== start) way.unshift(cameFrom.get(way[0]));
          const steps = way.map(
            (from, at) => `${from} (${edges.get(from).get(way[at + 1] ?? start)})`,
          );
          return `${steps.join(' ⇒ ')} ⇒ ${start}`;
        }
        if (members.has(target) && !cameFrom.has(target)) {
          cameFrom.set(target, node);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
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
  assert.deepEqual(cyclesIn(edges), ['a (a.ts → b) ⇒ b (b.ts → c) ⇒ c (c.ts → a) ⇒ a']);
  edges.get('c').delete('a');
  edges.get('c').set('c', 'c.ts → c');
  assert.deepEqual(cyclesIn(edges), ['c (c.ts → c) ⇒ c']);
});

/**
 * The graph between the source files under `root` (src/ by default): an edge for every relative
 * import of one file by another (`./b.js` is `b.ts`), type imports and re-exports included, with
 * the import's specifier.
 */
function fileGraph(root = SRC) {
  const files = filesIn(root).filter((path) => /\.tsx?$/.test(path));
  const edges = new Map();
  for (const file of files) {
    const targets = new Map();
    for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const path = relative(root, join(root, dirname(file), specifier)).replaceAll('\\', '/');
      const target = [path, path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx')].find(
        (candidate) => files.includes(candidate),
      );
      if (target !== undefined && !targets.has(target)) targets.set(target, specifier);
    }
    edges.set(file, targets);
  }
  return edges;
}

test('the files of src/ import each other one way: no cycle between files either, type imports included', () => {
  assert.deepEqual(cyclesIn(fileGraph()), []);
});

test('the file graph follows type imports and re-exports, and finds the cycle they make', () => {
  const folder = mkdtempSync(join(tmpdir(), 'layout-'));
  try {
    mkdirSync(join(folder, 'faq'));
    writeFileSync(join(folder, 'faq/contract.ts'), "import type { Kind } from './english.js';\n");
    writeFileSync(
      join(folder, 'faq/english.ts'),
      "export type Kind = 'a';\nexport { register } from './contract.js';\n",
    );
    writeFileSync(join(folder, 'search.ts'), "import { register } from './faq/english.js';\n");
    assert.deepEqual(cyclesIn(fileGraph(folder)), [
      'faq/contract.ts (./english.js) ⇒ faq/english.ts (./contract.js) ⇒ faq/contract.ts',
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
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
