// The built scripts that the build, the packagers and the benchmark list, copy and measure.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The names of the `.js` files directly in `folder` (no source maps, no subfolders), sorted. */
export function scriptsIn(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .sort();
}

/** Copies the `.js` files directly in `source` into `target`, made when missing. */
export function copyScripts(source, target) {
  mkdirSync(target, { recursive: true });
  for (const name of scriptsIn(source)) cpSync(join(source, name), join(target, name));
}
