// Teaches the manifest analyzer our guarded registration: `defineElement('defenders-x', Class)`
// gives the class its tag name and the module a custom-element definition, as
// `customElements.define` would.
function guardedDefinitions() {
  return {
    name: 'defenders-guarded-definitions',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || node.expression.getText() !== 'defineElement') return;
      const [tagArgument, classArgument] = node.arguments;
      if (!tagArgument || !classArgument || !ts.isStringLiteral(tagArgument)) return;
      const tagName = tagArgument.text;
      const className = classArgument.getText();
      const declaration = moduleDoc.declarations?.find((item) => item.name === className);
      if (declaration) {
        declaration.tagName = tagName;
        declaration.customElement = true;
      }
      moduleDoc.exports ??= [];
      if (!moduleDoc.exports.some((item) => item.kind === 'custom-element-definition' && item.name === tagName)) {
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name: className, module: moduleDoc.path },
        });
      }
    },
  };
}

export default {
  globs: ['src/components/*.ts'],
  exclude: ['src/components/*.styles.ts'],
  outdir: '.',
  litelement: true,
  plugins: [guardedDefinitions()],
};
