// The published manifest and the editor data generated from it (`npm run build` first): only the
// public API, and every element, attribute and event in both editors' files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const readJson = (path) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const manifest = readJson('custom-elements.json');
const elements = manifest.modules.flatMap((moduleDoc) =>
  (moduleDoc.declarations ?? []).filter((item) => item.customElement),
);

/** Names the component sources declare `private` or `protected` (fields, accessors and methods). */
function nonPublicNamesInSource() {
  const names = new Set();
  const folder = new URL('../../src/components/', import.meta.url);
  for (const file of readdirSync(folder, { recursive: true }).filter((name) =>
    name.endsWith('.ts'),
  )) {
    const source = readFileSync(new URL(file, folder), 'utf8');
    for (const match of source.matchAll(
      /^\s*(?:@\w+\([^)]*\)\s*)?(?:private|protected)\s+(?:static\s+)?(?:readonly\s+)?(?:get\s+|set\s+|async\s+)?([\w$#]+)/gm,
    )) {
      names.add(match[1]);
    }
  }
  return names;
}

test('the manifest lists the seven elements, each with its public model property', () => {
  const byTag = Object.fromEntries(elements.map((element) => [element.tagName, element]));
  assert.deepEqual(Object.keys(byTag).sort(), [
    'defenders-faq',
    'defenders-game',
    'defenders-path-tracker',
    'defenders-rule-ref',
    'defenders-setup-calculator',
    'defenders-turn-checklist',
    'defenders-victory-checker',
  ]);
  const expected = {
    'defenders-setup-calculator': ['players', 'plan'],
    'defenders-turn-checklist': ['side', 'action', 'finalHand', 'plan'],
    'defenders-path-tracker': ['layout', 'position', 'state', 'info'],
    'defenders-victory-checker': ['input', 'verdict'],
    'defenders-faq': ['query', 'entries', 'results'],
    'defenders-rule-ref': ['pages', 'rulebookUrl'],
    'defenders-game': [
      'players',
      'layout',
      'rulebookUrl',
      'persist',
      'share',
      'keepAwake',
      'state',
    ],
  };
  for (const [tag, members] of Object.entries(expected)) {
    const names = byTag[tag].members.map((member) => member.name);
    for (const name of members) assert.ok(names.includes(name), `${tag} lists its public ${name}`);
  }
});

test('no private, protected or _-prefixed member reaches the manifest', () => {
  const hidden = nonPublicNamesInSource();
  assert.ok(
    hidden.size > 20,
    `the component sources declare private state (found ${hidden.size} names)`,
  );
  const leaks = [];
  for (const element of elements) {
    for (const member of element.members ?? []) {
      if (
        member.privacy === 'private' ||
        member.privacy === 'protected' ||
        /^[_#]/.test(member.name) ||
        hidden.has(member.name)
      ) {
        leaks.push(
          `${element.tagName}: ${member.name}${member.privacy ? ` (${member.privacy})` : ''}`,
        );
      }
    }
    for (const attribute of element.attributes ?? []) {
      if (/^[_#]/.test(attribute.fieldName ?? ''))
        leaks.push(`${element.tagName}: attribute of ${attribute.fieldName}`);
    }
  }
  assert.deepEqual(leaks, []);
});

test("every superclass in the manifest is a package's class or one the manifest describes, never an internal one", () => {
  const described = new Set(
    manifest.modules.flatMap((moduleDoc) =>
      (moduleDoc.declarations ?? []).map((item) => `${moduleDoc.path}#${item.name}`),
    ),
  );
  const internal = elements
    .map((element) => ({ tag: element.tagName, superclass: element.superclass }))
    .filter(
      ({ superclass }) =>
        !superclass?.package &&
        !described.has(`${String(superclass?.module).replace(/^\//, '')}#${superclass?.name}`),
    );
  assert.deepEqual(internal, []);
  assert.deepEqual(
    [
      ...new Set(
        elements.map((element) => `${element.superclass.name} from ${element.superclass.package}`),
      ),
    ],
    ['LitElement from lit'],
  );
});

test('properties declared with shared options keep their attribute names and reflection', () => {
  const byTag = Object.fromEntries(elements.map((element) => [element.tagName, element]));
  const reflected = (tag) =>
    Object.fromEntries(
      byTag[tag].members
        .filter((member) => member.attribute)
        .map((member) => [
          member.name,
          `${member.attribute}${member.reflects ? ' (reflects)' : ''}`,
        ]),
    );
  for (const tag of ['defenders-rule-ref', 'defenders-game']) {
    const members = reflected(tag);
    assert.equal(members.rulebookUrl, 'rulebook-url (reflects)', tag);
    assert.equal(members.pageOffset, 'page-offset (reflects)', tag);
    assert.equal(members.spreads, 'spreads (reflects)', tag);
    const attributes = byTag[tag].attributes.map((attribute) => attribute.name);
    for (const name of ['rulebook-url', 'page-offset', 'spreads'])
      assert.ok(attributes.includes(name), `${tag} lists ${name}`);
  }
  assert.equal(reflected('defenders-game').players, 'players (reflects)');
  assert.equal(reflected('defenders-path-tracker').position, 'position (reflects)');
});

test('every event in the manifest names its detail type', () => {
  for (const element of elements) {
    for (const event of element.events ?? []) {
      assert.match(event.type?.text ?? '', /^CustomEvent<.+>$/, `${element.tagName} ${event.name}`);
    }
  }
});

test('VS Code custom data and JetBrains web-types hold every element, attribute and event', () => {
  const vscode = readJson('vscode.html-custom-data.json');
  const webTypes = readJson('web-types.json');
  const jetbrainsElements = webTypes.contributions.html.elements;
  assert.equal(elements.length, 7);
  for (const element of elements) {
    const vsTag = vscode.tags.find((tag) => tag.name === element.tagName);
    const jbTag = jetbrainsElements.find((tag) => tag.name === element.tagName);
    assert.ok(vsTag, `VS Code data has <${element.tagName}>`);
    assert.ok(jbTag, `web-types has <${element.tagName}>`);
    for (const attribute of element.attributes ?? []) {
      assert.ok(
        vsTag.attributes.some((item) => item.name === attribute.name),
        `VS Code: ${element.tagName} [${attribute.name}]`,
      );
      assert.ok(
        jbTag.attributes.some((item) => item.name === attribute.name),
        `web-types: ${element.tagName} [${attribute.name}]`,
      );
    }
    for (const event of element.events ?? []) {
      // VS Code's HTML data has no event list: the plugin documents events in the element's description.
      assert.match(
        vsTag.description,
        new RegExp(`\\*\\*${event.name}\\*\\*`),
        `VS Code: ${element.tagName} ${event.name}`,
      );
      assert.ok(
        (jbTag.js?.events ?? jbTag.events ?? []).some((item) => item.name === event.name),
        `web-types: ${element.tagName} ${event.name}`,
      );
    }
  }
});

test('every custom property in the manifest has CSS completion in both editors', () => {
  const vscodeCss = readJson('vscode.css-custom-data.json').properties.map(
    (property) => property.name,
  );
  const jetbrainsCss = readJson('web-types.json').contributions.css.properties.map(
    (property) => property.name,
  );
  const names = new Set(
    elements.flatMap((element) => (element.cssProperties ?? []).map((property) => property.name)),
  );
  assert.ok(names.size >= 10, `the manifest lists ${names.size} custom properties`);
  for (const name of names) {
    assert.ok(vscodeCss.includes(name), `VS Code CSS data: ${name}`);
    assert.ok(jetbrainsCss.includes(name), `web-types: ${name}`);
  }
});

test('package.json points JetBrains at web-types.json and ships both editor files', () => {
  const pkg = readJson('package.json');
  assert.equal(pkg['web-types'], './web-types.json');
  for (const file of [
    'vscode.html-custom-data.json',
    'vscode.css-custom-data.json',
    'web-types.json',
  ]) {
    assert.ok(pkg.files.includes(file), `${file} is in "files"`);
  }
  assert.equal(readJson('web-types.json').name, pkg.name);
});
