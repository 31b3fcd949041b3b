import { readFileSync } from 'node:fs';
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

const SHARED_OPTIONS = 'src/shared/attributes.ts';

/**
 * The property options that elements take by name from src/shared/attributes.ts
 * (`players: numberAttribute`, `pageOffset: pageOffsetProperty`): the analyzer reads only an
 * object literal written in the element (and crashes on a spread there), so it would list such a
 * property under its field name and without `reflects`. This reads each exported options object
 * of that module, spreads of its other objects included, and gives the element's member and
 * attribute the options' `attribute` (else Lit's default, the lowercased field name) and
 * `reflect`.
 */
function sharedPropertyOptions() {
  let shared;
  const readShared = (ts) => {
    if (shared) return shared;
    const source = ts.createSourceFile(
      SHARED_OPTIONS,
      readFileSync(SHARED_OPTIONS, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const literals = new Map();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations)
        if (declaration.initializer && ts.isObjectLiteralExpression(declaration.initializer))
          literals.set(declaration.name.getText(), declaration.initializer);
    }
    const optionsOf = (literal) => {
      const options = {};
      for (const property of literal.properties) {
        if (ts.isSpreadAssignment(property) && literals.has(property.expression.getText()))
          Object.assign(options, optionsOf(literals.get(property.expression.getText())));
        else if (ts.isPropertyAssignment(property)) {
          const value = property.initializer;
          const name = property.name.getText();
          if (ts.isStringLiteral(value)) options[name] = value.text;
          else if (value.kind === ts.SyntaxKind.TrueKeyword) options[name] = true;
          else if (value.kind === ts.SyntaxKind.FalseKeyword) options[name] = false;
        }
      }
      return options;
    };
    shared = new Map([...literals].map(([name, literal]) => [name, optionsOf(literal)]));
    return shared;
  };
  const fixes = [];
  return {
    name: 'defenders-shared-property-options',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const properties = node.members.find(
        (member) =>
          ts.isPropertyDeclaration(member) &&
          member.name.getText() === 'properties' &&
          member.initializer &&
          ts.isObjectLiteralExpression(member.initializer),
      );
      for (const property of properties?.initializer.properties ?? []) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.initializer)) continue;
        const options = readShared(ts).get(property.initializer.text);
        if (!options || options.attribute === false) continue;
        const field = property.name.getText();
        fixes.push({
          moduleDoc,
          className: node.name.text,
          field,
          attribute:
            typeof options.attribute === 'string' ? options.attribute : field.toLowerCase(),
          reflects: options.reflect === true,
        });
      }
    },
    moduleLinkPhase({ moduleDoc }) {
      for (const fix of fixes.filter((each) => each.moduleDoc === moduleDoc)) {
        const declaration = moduleDoc.declarations?.find((item) => item.name === fix.className);
        const member = declaration?.members?.find((item) => item.name === fix.field);
        if (member) {
          member.attribute = fix.attribute;
          if (fix.reflects) member.reflects = true;
        }
        const attribute = declaration?.attributes?.find((item) => item.fieldName === fix.field);
        if (attribute) attribute.name = fix.attribute;
      }
    },
  };
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
    sharedPropertyOptions(),
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
