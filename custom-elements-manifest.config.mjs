import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { WIDGETS, widgetSource } from './scripts/widgets.mjs';

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
      if (
        !moduleDoc.exports.some(
          (item) => item.kind === 'custom-element-definition' && item.name === tagName,
        )
      ) {
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name: className, module: moduleDoc.path },
        });
      }
    },
  };
}

/** A member hosts may not use: TypeScript `private`/`protected`, `#private`, `_`-prefixed, or tagged `@internal`. */
export function isInternalMember(member) {
  return (
    member.privacy === 'private' ||
    member.privacy === 'protected' ||
    /^[_#]/.test(member.name) ||
    /@internal\b/.test(member.description ?? '')
  );
}

/**
 * Internal base classes, as hosts see them. `ChangeElement` (src/shared/change-element.ts) is the
 * widgets' empty generic base: it only types the `defenders-change` listeners and adds nothing at
 * run time, so the element is the LitElement it extends.
 */
const INTERNAL_BASES = {
  ChangeElement: { name: 'LitElement', package: 'lit' },
};

// The published manifest lists only what hosts can use: the reference pages, the editor data and
// Storybook's controls all read it, so private state left here would show up in all three.
function publicApiOnly() {
  return {
    name: 'defenders-public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const moduleDoc of customElementsManifest.modules ?? []) {
        for (const declaration of moduleDoc.declarations ?? []) {
          const base = INTERNAL_BASES[declaration.superclass?.name];
          if (base) declaration.superclass = { ...base };
          if (declaration.members)
            declaration.members = declaration.members.filter((member) => !isInternalMember(member));
          if (declaration.attributes) {
            declaration.attributes = declaration.attributes.filter(
              (attribute) => !/^[_#]/.test(attribute.fieldName ?? ''),
            );
          }
        }
      }
    },
  };
}

// Editor completion for guide writers, from the same (public-only) manifest: VS Code custom data
// and JetBrains web-types, both shipped at the package root.
const editorData = {
  outdir: '.',
  descriptionSrc: 'description',
  hideLogs: true,
  // Custom properties get their own completion entries (CSS data, web-types' css section); listed
  // again in each element's hover, the plugins would print "(default: undefined)" after each.
  hideCssPropertiesDocs: true,
};

export default {
  // The element modules of THE list (src/widgets.ts); helper modules beside them are not analysed.
  globs: WIDGETS.map((widget) => widgetSource(widget.name)),
  outdir: '.',
  litelement: true,
  plugins: [
    guardedDefinitions(),
    publicApiOnly(),
    customElementVsCodePlugin({
      ...editorData,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
    }),
    customElementJetBrainsPlugin({
      ...editorData,
      webTypesFileName: 'web-types.json',
      packageJson: false,
    }),
  ],
};
