// The FAQ says the rules guide's facts in its own words: no question or answer shares seven or
// more consecutive words with the guide (../shared/source/000_65c470f3cef3aa98.txt, found in a
// folder above the repository). Reads the built rules core (`npm run build` first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAQ } from '../../dist/rules.js';

const GUIDE = join('shared', 'source', '000_65c470f3cef3aa98.txt');
const RUN = 7;

function findGuide() {
  let folder = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  for (;;) {
    const candidate = join(folder, GUIDE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

const words = (text) =>
  text
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every run of RUN consecutive words of `text` that `runs` holds. */
export function copiedRuns(text, runs) {
  const list = words(text);
  const copied = [];
  for (let at = 0; at + RUN <= list.length; at += 1) {
    const run = list.slice(at, at + RUN).join(' ');
    if (runs.has(run)) copied.push(run);
  }
  return copied;
}

const guidePath = findGuide();

test(
  guidePath === undefined
    ? 'FAQ texts copy no seven-word run of the guide (skipped: the guide is not beside this checkout)'
    : 'FAQ texts copy no seven-word run of the guide',
  { skip: guidePath === undefined },
  () => {
    const guide = words(readFileSync(guidePath, 'utf8'));
    const runs = new Set();
    for (let at = 0; at + RUN <= guide.length; at += 1)
      runs.add(guide.slice(at, at + RUN).join(' '));
    // The check can fail: a sentence of the guide itself is caught.
    assert.notDeepEqual(
      copiedRuns('Put four on the Deployment Spaces and keep the rest in reserve.', runs),
      [],
    );
    const found = FAQ.flatMap((entry) =>
      ['question', 'answer'].flatMap((part) =>
        copiedRuns(entry[part], runs).map((run) => `${entry.id} ${part}: "${run}"`),
      ),
    );
    assert.deepEqual(found, []);
  },
);
