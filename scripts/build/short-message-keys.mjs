// A Rollup plugin that gives the message keys of a self-contained bundle short ids, the same in
// every bundle of a build, while `registerTranslation` keeps taking the readable keys.
import { createHash } from 'node:crypto';
import { sep } from 'node:path';
import MagicString from 'magic-string';
import { walkAst } from './ast.mjs';
import { WHOLE_CATALOGUES, catalogueKeys, englishKeys, mayName } from './message-keys.mjs';

/**
 * The id of `key`: a hash of it (FNV-1a, its start mixed with `salt`) as three characters, a small
 * letter and two base-36 digits, so it is a bare object key. A hash rather than a numbering: the
 * bundles then need no list of keys to find an id (a list of every key would cost the all-in-one
 * bundle more than the short ids save), as the same function writes it at run time, and a key
 * keeps its id from build to build while the salt stays.
 */
export function keyId(key, salt) {
  return hashKey(key, (2166136261 ^ salt) | 0);
}

/** `keyId` with the salt mixed in already: the function the bundles carry, `seed` a constant. */
const hashKey = (key, seed) => {
  let hash = seed;
  for (let index = 0; index < key.length; index++)
    hash = Math.imul(hash ^ key.charCodeAt(index), 16777619);
  // 12960 is "a00" in base 36, 46655 "zzz".
  return (((hash >>> 0) % 33696) + 12960).toString(36);
};

/** The text every key matches: dotted segments. Any other text `bundleKey` leaves alone. */
const KEY_TEXT = /^[a-z][\w-]*(?:\.[\w-]+)+$/;

/**
 * How one build names its keys: every key gets an id, but those of the catalogues that travel as
 * data (a saved game holds them), which stay readable. The salt is the first that gives every
 * other key an id of its own.
 */
export function messageKeyScheme({
  keys = englishKeys(),
  kept = WHOLE_CATALOGUES.flatMap(catalogueKeys),
} = {}) {
  const keptStarts = [...new Set(kept.map((key) => key.slice(0, key.indexOf('.') + 1)))].sort();
  const isKept = (text) => keptStarts.some((start) => text.startsWith(start));
  for (const key of keys) {
    if (!KEY_TEXT.test(key)) throw new Error(`message keys: "${key}" is not dotted segments`);
    if (isKept(key) && !kept.includes(key))
      throw new Error(`message keys: ${key} starts like a kept catalogue (${keptStarts})`);
  }
  const named = [...keys].filter((key) => !isKept(key)).sort();
  let salt = 0;
  while (new Set(named.map((key) => keyId(key, salt))).size !== named.length) salt += 1;
  const scheme = `.${createHash('sha256')
    .update(JSON.stringify({ salt, keptStarts, keyId: keyId.toString() }))
    .digest('hex')
    .slice(0, 8)}`;
  return { salt, keptStarts, isKept, keys, named, scheme };
}

/**
 * This build's `src/i18n/keys.ts`: the scheme's name, and `bundleKey` writing a key's id with the
 * build's own hash and salt (`registerTranslation` turns readable keys into ids with it), and
 * `keyId`, through which the code asks for a key it completes at run time. An id (no dot) passes
 * `keyId` unchanged: terser may complete a key at build time (`` `side.${'house'}` ``), whose text
 * the bundle's rewrite then gives its id already.
 */
function keysModule({ salt, keptStarts, scheme }) {
  const kept = keptStarts.map((start) => start.replaceAll('.', '\\.')).join('|');
  const seed = (2166136261 ^ salt) | 0;
  return `
const hashKey = ${hashKey.toString()};
export const KEY_SCHEME = ${JSON.stringify(scheme)};
export const keyId = (key) => (key.includes('.') ? hashKey(key, ${seed}) : key);
export function bundleKey(key) {
  return ${KEY_TEXT}.test(key) && !/^(?:${kept})/.test(key) ? keyId(key) : key;
}
`;
}

/** An object key as short as JavaScript allows: bare when it is a name. */
const propertyKey = (id) => (/^[A-Za-z_$][\w$]*$/.test(id) ? id : JSON.stringify(id));

/**
 * Gives the message keys of a bundle their ids. Each module's code first: a key the code
 * completes at run time (`` `house.${house}` ``) is asked for through `keyId`. Then the
 * minified and pruned bundle: every key spelled out (the keys of its catalogues, the translations'
 * too, and the keys its code names) becomes its id. `src/i18n/keys.ts` is replaced by the build's
 * version. A text that may name a key the build cannot see through stops the build, as the bundle
 * would then ask for a key no catalogue has.
 */
export function shortMessageKeys(scheme = messageKeyScheme()) {
  const keysSource = `${sep}src${sep}i18n${sep}keys.ts`;
  const named = new Set(scheme.named);
  const startsKey = (text) =>
    !scheme.keys.has(text) && scheme.named.some((key) => mayName(text, key));
  return {
    name: 'short-message-keys',
    load: {
      order: 'pre',
      handler: (id) => (id.endsWith(keysSource) ? keysModule(scheme) : null),
    },
    transform(code, id) {
      if (!id.includes(`${sep}src${sep}`) || id.includes('node_modules') || id.endsWith(keysSource))
        return null;
      const ast = this.parse(code);
      const output = new MagicString(code);
      let wrapped = false;
      walkAst(ast, (node) => {
        if (node.type === 'Literal' && typeof node.value === 'string' && startsKey(node.value))
          this.error(`"${node.value}" starts a message key: write the key as a template literal`);
        if (node.type !== 'TemplateLiteral' || node.expressions.length === 0) return;
        const start = node.quasis[0].value.cooked;
        if (!startsKey(start)) return;
        output.appendLeft(node.start, '__keyId(').appendRight(node.end, ')');
        wrapped = true;
      });
      if (!wrapped) return null;
      output.prepend(`import { keyId as __keyId } from ${JSON.stringify(keysPath(id))};\n`);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
    renderChunk: {
      // After the catalogues are pruned: that step reads the readable keys.
      order: 'post',
      handler(code) {
        const ast = this.parse(code);
        const output = new MagicString(code);
        let changed = false;
        walkAst(ast, (node, parent) => {
          if (node.type === 'Literal' && typeof node.value === 'string') {
            if (!named.has(node.value)) return;
            const id = keyId(node.value, scheme.salt);
            const isKey = parent?.type === 'Property' && parent.key === node && !parent.computed;
            output.overwrite(node.start, node.end, isKey ? propertyKey(id) : JSON.stringify(id));
            changed = true;
          } else if (node.type === 'TemplateElement' && named.has(node.value.cooked)) {
            // A whole key written as a template without placeholders.
            if (parent.quasis.length === 1) {
              output.overwrite(node.start, node.end, keyId(node.value.cooked, scheme.salt));
              changed = true;
            }
          }
        });
        if (!changed) return null;
        return { code: output.toString(), map: output.generateMap({ hires: true }) };
      },
    },
  };
}

/** The path of `src/i18n/keys.ts` seen from the module `id` of the same `src/`. */
function keysPath(id) {
  const root = id.slice(0, id.lastIndexOf(`${sep}src${sep}`));
  return `${root}${sep}src${sep}i18n${sep}keys.ts`;
}
