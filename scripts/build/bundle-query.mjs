// A bundle split into chunks, run as one module instance whatever query its address carries.
import { analyze } from 'eslint-scope';
import MagicString from 'magic-string';
import { dirname, posix } from 'node:path';
import { walkAst } from './ast.mjs';

/** The query of the address the running module was loaded from (`?ver=0.1.0`, or empty). */
const OWN_QUERY = 'new URL(import.meta.url).search';

/**
 * A module is one instance per address, query included: a page that loads the all-in-one bundle as
 * `defenders-widgets.js?ver=0.1.0` (WordPress) or `?v=2` (a blogger's cache-busting) would run a
 * second copy of it if its lazy chunk imported `../defenders-widgets.js` bare. So the entry passes
 * its own query to the chunks it imports (`import("./chunks/x.js" + query)`), and a chunk imports
 * the entry back with its own query, the same, by a top-level `await import(…)` in place of the
 * static import a specifier cannot compute.
 *
 * A static import is a live binding; the destructured `await import` copies each value once, when
 * the chunk runs. The build therefore stops when a binding a chunk takes from an entry is ever
 * assigned again after its declaration (an exported `let` that changes), which the copy would miss.
 */
export function bundleQuery() {
  return {
    name: 'bundle-query',
    renderDynamicImport({ targetChunk }) {
      // Only an import of a chunk of this output: an inlined or external one stays as it is.
      if (!targetChunk) return null;
      return { left: 'import(', right: `+${OWN_QUERY})` };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (chunk.isEntry) return null;
      const entries = new Set(
        Object.values(chunks)
          .filter((other) => other.isEntry)
          .map((other) => other.fileName),
      );
      const output = new MagicString(code);
      let changed = false;
      for (const node of this.parse(code).body) {
        if (node.type !== 'ImportDeclaration') continue;
        const target = posix.join(dirname(chunk.fileName), node.source.value);
        if (!entries.has(target)) continue;
        const source = `${code.slice(node.source.start, node.source.end)}+${OWN_QUERY}`;
        output.overwrite(node.start, node.end, `${importOf(node, source)};`);
        changed = true;
      }
      if (!changed) return null;
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        for (const [file, names] of Object.entries(chunk.importedBindings)) {
          const entry = bundle[file];
          if (entry?.type !== 'chunk' || !entry.isEntry) continue;
          for (const [name, problem] of changingExports(this.parse(entry.code), names))
            this.error(
              `bundle-query: ${chunk.fileName} takes "${name}" from ${file}, which ${problem}: ` +
                'the chunk copies it once, when it runs, and would miss a change. Export a function that reads it.',
            );
        }
      }
    },
  };
}

/** `node` (an import declaration) as a top-level `await import(source)`, destructured. */
function importOf(node, source) {
  const load = `await import(${source})`;
  if (node.specifiers.length === 0) return load;
  const namespace = node.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
  if (namespace) return `const ${namespace.local.name}=${load}`;
  const bindings = node.specifiers.map((specifier) => {
    const imported =
      specifier.type === 'ImportDefaultSpecifier' ? 'default' : exportName(specifier.imported);
    const key = /^[A-Za-z_$][\w$]*$/.test(imported) ? imported : JSON.stringify(imported);
    return imported === specifier.local.name ? key : `${key}:${specifier.local.name}`;
  });
  return `const{${bindings.join(',')}}=${load}`;
}

const exportName = (node) => (node.type === 'Identifier' ? node.name : node.value);

/**
 * Which of the exports `names` of a module (its `ast`) are not constant: pairs of the export's name
 * and what is wrong. An export is constant when its local binding is written only by its declaration.
 */
function changingExports(ast, names) {
  const locals = new Map();
  for (const node of ast.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    if (node.source) continue;
    for (const specifier of node.specifiers)
      locals.set(exportName(specifier.exported), specifier.local.name);
    const declaration = node.declaration;
    if (declaration?.id) locals.set(declaration.id.name, declaration.id.name);
    for (const declarator of declaration?.declarations ?? [])
      if (declarator.id.type === 'Identifier') locals.set(declarator.id.name, declarator.id.name);
  }
  // eslint-scope reads `range`, which rollup's parser leaves out.
  walkAst(ast, (node) => {
    node.range ??= [node.start, node.end];
  });
  const moduleScope = analyze(ast, { ecmaVersion: 2024, sourceType: 'module' }).globalScope
    .childScopes[0];
  const problems = [];
  for (const name of names) {
    const local = locals.get(name);
    const variable = local && moduleScope.set.get(local);
    if (!variable) {
      problems.push([name, 'does not declare it in its own code']);
      continue;
    }
    const writes = variable.references.filter(
      (reference) => reference.isWrite() && !reference.init,
    );
    if (writes.length > 0) problems.push([name, `assigns its binding "${local}" again`]);
  }
  return problems;
}
