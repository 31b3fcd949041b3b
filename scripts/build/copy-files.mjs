// A tiny Rollup plugin that puts static files (CSS, HTML) next to a build's output, unchanged.
import { readFileSync } from 'node:fs';

/** @param {Record<string, string>} files output file name (relative to the output dir) -> source path */
export function copyFiles(files) {
  return {
    name: 'copy-files',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
      }
    },
  };
}
