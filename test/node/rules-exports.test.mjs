// `defenders-rules-widgets/rules` exports exactly what docs/rules-core.md documents in its export
// table (`npm run build` first): nothing public by accident, nothing documented that is missing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import * as rules from '../../dist/rules.js';

/** The names in the first column of the `| export | what it gives |` table. */
function documentedExports() {
  const text = readFileSync(new URL('../../docs/rules-core.md', import.meta.url), 'utf8');
  const start = text.indexOf('| export | what it gives |');
  assert.notEqual(start, -1, 'docs/rules-core.md has no export table');
  const rows = text.slice(start).split('\n').slice(2);
  const names = [];
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const firstCell = row.split('|')[1];
    for (const match of firstCell.matchAll(/`([A-Za-z_$][\w$]*)/g)) names.push(match[1]);
  }
  return names;
}

test('the rules entry exports exactly the documented names', () => {
  const documented = documentedExports();
  assert.equal(new Set(documented).size, documented.length, 'a name is documented twice');
  assert.deepEqual(Object.keys(rules).sort(), [...documented].sort());
});

test('code inside the package imports rules from their modules, never through the public entry', () => {
  const src = new URL('../../src/', import.meta.url);
  const offenders = readdirSync(src, { recursive: true })
    .filter((file) => file.endsWith('.ts') && file !== 'rules.ts')
    .filter((file) => /from '(\.\.?\/)+rules\.js'/.test(readFileSync(new URL(file, src), 'utf8')));
  assert.deepEqual(offenders, []);
});
