// A local ESLint rule for what the build assumes about member names: terser shortens the `_name`
// members of our classes in the self-contained bundles (scripts/build/private-names.mjs), which is
// safe because only `this` reaches them, and saves bytes only for members named so.

const nameOf = (node) =>
  node.key?.type === 'Identifier' && !node.computed ? node.key.name : undefined;

/** @type {import('eslint').Rule.RuleModule} */
export const privateNames = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'TypeScript `private` members start with `_`, and a `_name` member is private or protected',
    },
    messages: {
      unmarked:
        'private member "{{name}}" must start with "_": the bundles shorten `_name` members only',
      public:
        '"{{name}}" starts with "_", which the bundles shorten: declare it private or protected, or rename it',
    },
    schema: [],
  },
  create(context) {
    const check = (node, name, at = node.key) => {
      if (name === undefined) return;
      if (node.accessibility === 'private' && !name.startsWith('_'))
        context.report({ node: at, messageId: 'unmarked', data: { name } });
      if (node.accessibility === 'public' && name.startsWith('_'))
        context.report({ node: at, messageId: 'public', data: { name } });
    };
    return {
      'MethodDefinition, PropertyDefinition, TSAbstractMethodDefinition, TSAbstractPropertyDefinition, AccessorProperty':
        (node) => check(node, nameOf(node)),
      TSParameterProperty: (node) => {
        const parameter =
          node.parameter.type === 'AssignmentPattern' ? node.parameter.left : node.parameter;
        if (parameter.type === 'Identifier') check(node, parameter.name, parameter);
      },
    };
  },
};

export default { rules: { 'private-names': privateNames } };
