// The demo pages link no placeholder rulebook: their citations are plain page numbers until a site
// owner sets a real `rulebook-url`, and their text says so rather than naming a placeholder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const DEMOS = ['demo/index.html', 'demo/de.html', 'demo/themed.html'];

for (const page of DEMOS) {
  test(`${page} sets no placeholder rulebook address and mentions none`, () => {
    const source = readFileSync(page, 'utf8');
    assert.doesNotMatch(source, /rulebook-url="/, 'no element on the demo links a rulebook');
    assert.doesNotMatch(source, /example\.(com|org|net)/i);
    assert.doesNotMatch(source, /placeholder/i);
  });
}
