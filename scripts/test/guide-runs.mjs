// Writes test/fixtures/guide-runs.json: a hash of every run of seven consecutive words of the rules
// guide, so the copy checks (test/rules/copy.test.ts, test/node/copy.test.mjs) work on a fresh clone
// without the guide's text in the repository. Run it again when the guide changes:
//   node scripts/test/guide-runs.mjs [path/to/guide.txt]
// The default path is the guide beside the project: ../shared/source/000_65c470f3cef3aa98.txt.
import { readFileSync, writeFileSync } from 'node:fs';
import { COPY_RUN, textRunHashes } from '../../test/helpers/guide-copy.mjs';

export const GUIDE_PATH = '../shared/source/000_65c470f3cef3aa98.txt';
export const RUNS_FILE = 'test/fixtures/guide-runs.json';

export function guideRuns(path = GUIDE_PATH) {
  return {
    about: `Hashes (64-bit FNV-1a, test/helpers/guide-copy.mjs) of every run of ${COPY_RUN} consecutive words of the rules guide ${path.split('/').at(-1)}; written by scripts/test/guide-runs.mjs`,
    words: COPY_RUN,
    hashes: textRunHashes(readFileSync(path, 'utf8')),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2] ?? GUIDE_PATH;
  const data = guideRuns(path);
  writeFileSync(RUNS_FILE, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`${RUNS_FILE}: ${data.hashes.length} runs of ${COPY_RUN} words from ${path}`);
}
