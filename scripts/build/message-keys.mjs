// What a message key is, for every build plugin: where the English catalogues are, which keys they
// hold, and which text of the code may name a key.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The English catalogues under `root` (`*.messages.ts`, the translations in `locales/` excluded),
 * as absolute paths sorted by path.
 */
export function englishCatalogues(root = 'src') {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(root, 'locales')) walk(path);
      } else if (entry.name.endsWith('.messages.ts')) {
        found.push(resolve(path));
      }
    }
  };
  walk(root);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The keys of one catalogue file: each line that starts with a quoted key and a colon. */
export function catalogueKeys(path) {
  return [...readFileSync(path, 'utf8').matchAll(/^\s*'([a-z][\w.-]*\.[\w.-]+)':/gm)].map(
    ([, key]) => key,
  );
}

/** Every key of the English catalogues. */
export function englishKeys(root = 'src') {
  return new Set(englishCatalogues(root).flatMap(catalogueKeys));
}

/**
 * Catalogues whose keys travel as data, so no bundle can tell which it will be asked for: the
 * words of a widget's change come from another bundle's widget (and from a saved game) to the
 * game's Undo, which also checks a saved key against the catalogue.
 */
export const WHOLE_CATALOGUES = ['src/model/widget-change.messages.ts'];

/** The start of a key: segments joined by dots, ending in a dot, or in a hyphen after a dot. */
const KEY_START = /^[a-z][\w-]*(?:\.[\w-]+)*\.$|^[a-z][\w-]*(?:\.[\w-]+)+-$/;

/**
 * Whether a text of the code may name `key`: the key itself, or the start of a key that the code
 * completes at run time (`` `house.${house}` ``, `"side." + side`): a string with a dot in it,
 * ending in a dot or a hyphen, that the key begins with. (A bare `"path"` or `"victory-checker"`
 * is a widget's name, not the start of a key.)
 */
export function mayName(text, key) {
  if (text === key) return true;
  return KEY_START.test(text) && key.startsWith(text);
}
