// `defenders-rules-widgets/rules` exports exactly what docs/rules-core.md documents in its export
// table (`npm run build` first): nothing public by accident, nothing documented that is missing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as rules from '../../dist/rules/index.js';

/**
 * Internal helpers the elements still import through the rules entry. Not documented, not public;
 * they leave the entry (and this list) once the elements import them from their modules.
 */
const INTERNAL_STILL_EXPORTED = [
  'describeValue',
  'faqEntry',
  'normaliseWord',
  'requireLayout',
  'zoneName',
];

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

test('the rules entry exports exactly the documented names (plus the internal ones on their way out)', () => {
  const documented = documentedExports();
  assert.equal(new Set(documented).size, documented.length, 'a name is documented twice');
  assert.deepEqual(Object.keys(rules).sort(), [...documented, ...INTERNAL_STILL_EXPORTED].sort());
});

test('no internal helper is documented', () => {
  const documented = new Set(documentedExports());
  assert.deepEqual(
    INTERNAL_STILL_EXPORTED.filter((name) => documented.has(name)),
    [],
  );
});
