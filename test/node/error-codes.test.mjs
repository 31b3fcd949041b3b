// Every RulesError code the README and docs/ name ("code `…`") is one the rules core throws: a code
// in the `RulesErrorCode` union of src/rules/errors.ts. (The docs once promised a
// `victory-final-hand-tokens` rejection that the core never made.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const union = readFileSync('src/rules/errors.ts', 'utf8').match(
  /export type RulesErrorCode =([\s\S]*?);/,
);
const CODES = new Set([...(union?.[1] ?? '').matchAll(/\|\s*'([a-z0-9-]+)'/g)].map((m) => m[1]));

const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Each code a text names as "code `…`" or "codes `…`, `…`". */
function namedCodes(text) {
  return [...text.matchAll(/\bcodes?\s+((?:`[a-z0-9-]+`(?:,\s*|\s+(?:and|or)\s+)?)+)/g)].flatMap(
    (match) => [...match[1].matchAll(/`([a-z0-9-]+)`/g)].map((code) => code[1]),
  );
}

test('the list of codes is read from the core', () => {
  assert.ok(CODES.size > 40, [...CODES].join(', '));
  assert.ok(CODES.has('victory-requirement-one-before-final-hand'));
  assert.ok(CODES.has('token-forced'));
});

test('the check finds a code the core does not have', () => {
  const named = namedCodes('They reject it (code `victory-final-hand-tokens`: the white …)');
  assert.deepEqual(named, ['victory-final-hand-tokens']);
  assert.equal(CODES.has(named[0]), false);
  assert.deepEqual(namedCodes('codes `players`, `side` and `action`'), [
    'players',
    'side',
    'action',
  ]);
});

test('every error code the README and docs/ name is thrown by the rules core', () => {
  const unknown = DOCS.flatMap((file) =>
    namedCodes(readFileSync(file, 'utf8'))
      .filter((code) => !CODES.has(code))
      .map((code) => `${file}: ${code}`),
  );
  assert.deepEqual(unknown, []);
});
