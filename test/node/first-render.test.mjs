// No rules computation before the first render (#27): nothing an element constructs or imports
// calls into the rules core, the shared model, the i18n engine or an element's internal/ modules
// at field time, in a constructor or at import time. Those answers are built when first used: a
// page may hold widgets that never render (hidden, never connected), and the first answer may
// need the element's language, which is known only once it is in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The folders whose functions compute: what a field initialiser must not call. */
const computing = (path) =>
  /^(rules|model|i18n)\//.test(path) || /^rules\.ts$/.test(path) || /\/internal\//.test(path);

/** Each module-level name a file imports, with the src/-relative path of its module. */
function importedNames(file, source) {
  const names = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    const path = relative(SRC, join(dirname(file), specifier)).replace(/\.js$/, '.ts');
    const { name, namedBindings } = statement.importClause;
    if (name) names.set(name.text, path);
    if (namedBindings && ts.isNamedImports(namedBindings))
      for (const element of namedBindings.elements) names.set(element.name.text, path);
  }
  return names;
}

const deferred = (node) =>
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessor(node) ||
  ts.isSetAccessor(node) ||
  ts.isClassDeclaration(node) ||
  ts.isClassExpression(node);

/**
 * The calls that run when `node` is evaluated (not those inside a function it creates), followed
 * into the file's own functions and the class's own methods (`this.method()`), written as
 * `callee (module)` for each that reaches a computing module.
 */
function eagerCalls(node, context, seen = new Set()) {
  const found = [];
  const visit = (child) => {
    if (deferred(child)) return;
    if (ts.isCallExpression(child) || ts.isNewExpression(child)) {
      const callee = child.expression;
      if (ts.isIdentifier(callee)) {
        const path = context.imports.get(callee.text);
        if (path && computing(path) && ts.isCallExpression(child))
          found.push(`${callee.text}() from ${path}`);
        const local = context.functions.get(callee.text);
        if (local && !seen.has(local)) {
          seen.add(local);
          found.push(
            ...eagerCalls(local.body, context, seen).map((call) => `${callee.text} → ${call}`),
          );
        }
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        callee.expression.kind === ts.SyntaxKind.ThisKeyword &&
        context.methods
      ) {
        const method = context.methods.get(callee.name.text);
        if (method?.body && !seen.has(method)) {
          seen.add(method);
          found.push(
            ...eagerCalls(method.body, context, seen).map(
              (call) => `this.${callee.name.text} → ${call}`,
            ),
          );
        }
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Every place in `file` that computes before a first render, as `file:line what`. */
export function earlyComputations(file, text = readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imports = importedNames(file, source);
  const functions = new Map();
  for (const statement of source.statements)
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      functions.set(statement.name.text, statement);
  const problems = [];
  const report = (node, what, calls) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const call of calls) problems.push(`${relative(SRC, file)}:${line} ${what} calls ${call}`);
  };
  const visitClass = (declaration) => {
    const className = declaration.name?.text ?? '(class)';
    const methods = new Map();
    for (const member of declaration.members)
      if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name))
        methods.set(member.name.text, member);
    const context = { imports, functions, methods };
    for (const member of declaration.members) {
      if (ts.isPropertyDeclaration(member) && member.initializer)
        report(
          member,
          `${className}.${member.name.getText()}'s initialiser`,
          eagerCalls(member.initializer, context),
        );
      if (ts.isConstructorDeclaration(member) && member.body)
        report(member, `${className}'s constructor`, eagerCalls(member.body, context));
    }
  };
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement)) visitClass(statement);
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (declaration.initializer)
          report(
            declaration,
            `the module-level ${declaration.name.getText()}`,
            eagerCalls(declaration.initializer, { imports, functions }),
          );
  }
  return problems;
}

/** The element code: every module of an element folder but its internal/ ones, and src/shared/. */
const elementFiles = () =>
  ['components', 'shared'].flatMap((folder) =>
    readdirSync(join(SRC, folder), { recursive: true })
      .map((file) => join(SRC, folder, String(file)))
      .filter((file) => file.endsWith('.ts') && !/[\\/]internal[\\/]/.test(file)),
  );

test('no element, controller or shared module calls the rules, the model, the i18n engine or internal/ before a first render', () => {
  const files = elementFiles();
  assert.ok(files.length > 30, `found the element code (${files.length} files)`);
  assert.deepEqual(
    files.flatMap((file) => earlyComputations(file)),
    [],
  );
});

test('the check finds a computation in a field initialiser, a constructor, a helper and at import time', () => {
  const file = join(SRC, 'components/victory-checker/victory-checker.ts');
  const problems = earlyComputations(
    file,
    `import { defaultForm } from './internal/form.js';
    import { setupFor } from '../../rules/setup.js';
    import { LocaleController } from '../../shared/locale.js';
    const PLAN = setupFor(4);
    const later = () => setupFor(3);
    function blank() { return { form: defaultForm() }; }
    class Example {
      private _form = defaultForm();
      private _blank = blank();
      private _own = this._start();
      private readonly _locale = new LocaleController(this);
      private readonly _lazy = () => defaultForm();
      constructor() { this._plan = setupFor(2); }
      private _start() { return setupFor(5); }
      get plan() { return setupFor(4); }
    }`,
  );
  assert.deepEqual(
    problems.map((problem) => problem.replace(/^.*?:\d+ /, '')),
    [
      'the module-level PLAN calls setupFor() from rules/setup.ts',
      "Example._form's initialiser calls defaultForm() from components/victory-checker/internal/form.ts",
      "Example._blank's initialiser calls blank → defaultForm() from components/victory-checker/internal/form.ts",
      "Example._own's initialiser calls this._start → setupFor() from rules/setup.ts",
      "Example's constructor calls setupFor() from rules/setup.ts",
    ],
  );
});
