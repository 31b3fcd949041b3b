// A Rollup plugin that places a self-contained bundle's English catalogues and style sheets side by
// side, at its start, so that gzip finds their repeats.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import MagicString from 'magic-string';
import { englishCatalogues } from './message-keys.mjs';

/**
 * The modules that hold data only, under `root`, in the order the bundles place them: the English
 * catalogues (`*.messages.ts`, the translations in `locales/` excluded) by path, then the style
 * sheets, the shared ones first; or, with `stylesFirst`, the style sheets, then the catalogues.
 * Each is side-effect free: object literals of texts, and `css` literals, which the bundles take
 * for pure calls (rollup.config.mjs).
 *
 * Which comes first is measured per bundle. The catalogues written last stand nearest the code,
 * within gzip's window of the keys the code names: that takes 375 B off the all-in-one bundle,
 * whose FAQ entries stand in their own chunk. The widget bundles keep the catalogues first, which
 * takes up to 420 B off `faq.js` (whose code follows its FAQ entries best at the bundle's start)
 * and costs the others at most 75 B.
 */
export function dataModules(root = 'src', { stylesFirst = false } = {}) {
  const styles = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /(^|\.)styles\.ts$/.test(entry.name))
    .map((entry) => resolve(entry.parentPath, entry.name));
  const shared = resolve(root, 'shared');
  const byPath = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  const sharedFirst = (a, b) =>
    Number(!a.startsWith(shared)) - Number(!b.startsWith(shared)) || byPath(a, b);
  const catalogues = englishCatalogues(root);
  styles.sort(sharedFirst);
  return stylesFirst ? [...styles, ...catalogues] : [...catalogues, ...styles];
}

/**
 * Groups the data of a self-contained bundle. Rollup writes the modules in the order they run, so
 * each module's styles and texts stand beside its code, and a bundle of several widgets spreads
 * them over its whole length: gzip finds a repeat only within the 32 KiB before it, so the
 * `var(--_accent)` of one widget's styles or the "Dark Arts Player" of one catalogue did not
 * shorten the next one's. The entry module imports `modules` first, so they run and stand first,
 * in that order; the code after them is in its own order as before. An imported module that the
 * bundle does not otherwise use stays out of it, as none has side effects; moving a module with
 * none to the start changes nothing but where it is written.
 *
 * `lazy` maps a dynamically imported module that the bundle writes as a chunk of its own to the
 * data modules only it needs: the entry leaves those out (imported by the entry, they would stand
 * in the entry's chunk), and that module imports them first instead, so they stand at the start of
 * its chunk.
 */
export function groupData(modules = dataModules(), { lazy = {} } = {}) {
  const lazyModules = new Set(Object.values(lazy).flat());
  const importsOf = (list, id) =>
    list
      .filter((module) => module !== id)
      .map((module) => `import ${JSON.stringify(module)};\n`)
      .join('');
  return {
    name: 'group-data',
    transform(code, id) {
      let imports;
      if (Object.hasOwn(lazy, id)) imports = importsOf(lazy[id], id);
      else if (this.getModuleInfo(id)?.isEntry)
        imports = importsOf(
          modules.filter((module) => !lazyModules.has(module)),
          id,
        );
      else return null;
      const output = new MagicString(code);
      output.prepend(imports);
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
