// The one AST walker of the build plugins: they read Rollup's ESTree (`this.parse(code)`).

/** Calls `visit(node, parent)` on every node of an ESTree `node`, parents before children. */
export function walkAst(node, visit, parent = null) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walkAst(child, visit, node);
    else if (value && typeof value === 'object') walkAst(value, visit, node);
  }
}
