// A Rollup plugin that drops, from a self-contained bundle, the English messages no code in it asks for.
import MagicString from 'magic-string';
import { walkAst } from './ast.mjs';
import { WHOLE_CATALOGUES, catalogueKeys, englishKeys, mayName } from './message-keys.mjs';

/**
 * The catalogue objects of a chunk's code (objects whose every key is a catalogue key), and its
 * texts: every string and template piece but those catalogues' keys.
 */
function readChunk(ast, keys) {
  const catalogues = [];
  const texts = new Set();
  const entryKeys = new Set();
  walkAst(ast, (node) => {
    if (node.type !== 'ObjectExpression' || node.properties.length === 0) return;
    const isCatalogue = node.properties.every(
      (property) =>
        property.type === 'Property' &&
        !property.computed &&
        property.key.type === 'Literal' &&
        keys.has(property.key.value),
    );
    if (!isCatalogue) return;
    catalogues.push(node);
    for (const property of node.properties) entryKeys.add(property.key);
  });
  walkAst(ast, (node) => {
    if (node.type === 'Literal' && typeof node.value === 'string' && !entryKeys.has(node))
      texts.add(node.value);
    else if (node.type === 'TemplateElement' && node.value.cooked) texts.add(node.value.cooked);
  });
  return { catalogues, texts };
}

/**
 * The texts of every chunk of one output, gathered: `add` takes a chunk's and resolves to all of
 * them once each of the `total` chunks has added its own. Rollup renders the chunks of an output
 * side by side (`renderChunk` of each at once), so every chunk waits for the others here.
 */
function gatherTexts(total) {
  const texts = new Set();
  let added = 0;
  let release;
  let fail;
  const all = new Promise((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  const timer = setTimeout(
    () => fail(new Error(`prune-catalogues: ${added} of ${total} chunks rendered together`)),
    120_000,
  );
  timer.unref?.();
  return {
    add(chunkTexts) {
      for (const text of chunkTexts) texts.add(text);
      added += 1;
      if (added === total) {
        clearTimeout(timer);
        release(texts);
      }
      return all;
    },
  };
}

/**
 * Drops the English catalogue entries that nothing in a self-contained bundle can ask for. The
 * catalogues are objects, so tree-shaking keeps all of an object's messages when one is used; a
 * widget bundle carries the whole name, error and path catalogues for a few of their texts. Only
 * English entries go: a translation module (`locales/*.js`) keeps every key, and `translate`
 * falls back to an English entry only for a key the code asks for. `whole` lists the keys that
 * stay whatever the code names.
 *
 * A bundle of several chunks (the all-in-one and its lazy FAQ chunk) is one bundle here: an entry
 * stays when the text of any of its chunks may name it, wherever the catalogue stands, as a
 * chunk's code asks for keys of the catalogues of the chunk it imports, and the reverse.
 */
export function pruneCatalogues({
  keys = englishKeys(),
  whole = WHOLE_CATALOGUES.flatMap(catalogueKeys),
} = {}) {
  let gathered = null;
  return {
    name: 'prune-catalogues',
    renderStart() {
      gathered = null;
    },
    async renderChunk(code, _chunk, _options, { chunks }) {
      const ast = this.parse(code);
      const { catalogues, texts: own } = readChunk(ast, keys);
      gathered ??= gatherTexts(Object.keys(chunks).length);
      const texts = await gathered.add(own);
      if (catalogues.length === 0) return null;
      const named = [...keys].filter((key) => [...texts].some((text) => mayName(text, key)));
      const used = new Set([...named, ...whole]);
      const output = new MagicString(code);
      let dropped = 0;
      for (const catalogue of catalogues) {
        const kept = catalogue.properties.filter((property) => used.has(property.key.value));
        if (kept.length === catalogue.properties.length) continue;
        dropped += catalogue.properties.length - kept.length;
        const body = kept.map((property) => code.slice(property.start, property.end)).join(',');
        output.overwrite(catalogue.start, catalogue.end, `{${body}}`);
      }
      if (dropped === 0) return null;
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
