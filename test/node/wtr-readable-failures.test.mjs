// A failed assertion about a DOM node fails as a readable assertion in the browser test runner,
// instead of hanging its file for five minutes with no message (scripts/test/wtr-readable-failures.mjs).
// The probe is a real test file, run by Web Test Runner with this project's config in Chromium.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ENGINES } from '../../scripts/test/engines.mjs';
import { freePort } from '../../scripts/test/free-port.mjs';
import { isTestFile } from '../../scripts/test/wtr-readable-failures.mjs';

const PROBE = `import { expect } from '@open-wc/testing';
it('finds no note', () => {
  const note = document.createElement('p');
  note.className = 'houses-note';
  document.body.append(note);
  expect(note, 'the note is gone').to.equal(null);
});
`;

test('the root hook goes into test files only', () => {
  assert.equal(isTestFile('/test/components/faq.test.ts'), true);
  assert.equal(isTestFile('/test/react/widgets.test.tsx?wtr-session-id=1'), true);
  assert.equal(isTestFile('/src/components/faq/faq.ts'), false);
  assert.equal(isTestFile('/test/helpers/dom.ts'), false);
});

test('an assertion that a DOM node is null fails with its message, within a minute', async (t) => {
  if (ENGINES.chromium.missing().length > 0) {
    t.skip('Chromium is not installed (node scripts/test/ensure-browser.mjs chromium)');
    return;
  }
  const folder = join('node_modules', '.cache', `wtr-readable-probe-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'node-is-null.test.js');
  writeFileSync(file, PROBE);
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const port = String(await freePort());
  const child = spawn(
    'npx',
    ['--no-install', 'web-test-runner', '--port', port, '--static-logging', file],
    {
      env: { ...process.env, ENGINES: 'chromium', WTR_INTERRUPTED: '' },
      stdio: 'pipe',
      // Its own process group: a hung runner and its browser are stopped together.
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  const status = await new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  const seconds = (Date.now() - started) / 1000;
  assert.notEqual(status, 0, `the probe must fail:\n${output}`);
  assert.match(
    output,
    /the note is gone: expected/,
    `no assertion message after ${seconds} s:\n${output}`,
  );
  assert.match(output, /houses-note/, 'the node is named in the message');
  assert.doesNotMatch(output, /did not finish within/);
});
