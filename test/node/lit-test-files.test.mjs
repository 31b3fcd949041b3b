// The development-build pass runs only the files that build can change (scripts/lit-test-files.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { litTestFiles } from '../../scripts/lit-test-files.mjs';

const files = await litTestFiles('test/**/*.test.{ts,tsx}');

test('an element test, which imports the element and so Lit, is in the pass', () => {
  assert.ok(files.includes('test/components/setup-calculator.test.ts'));
  assert.ok(files.includes('test/react/react.test.tsx'));
});

test('a test that loads the sources into a frame by URL is in the pass', () => {
  assert.ok(files.includes('test/components/phone.test.ts'));
  assert.ok(files.includes('test/components/game.tabs.test.ts'));
});

test('tests of the rules core and of the built bundles are not repeated', () => {
  for (const file of [
    'test/rules/path.test.ts',
    'test/rules/faq.test.ts',
    'test/embed/cdn.test.ts',
  ]) {
    assert.ok(!files.includes(file), file);
  }
});
