// Which failed browser test files run again (scripts/test/wtr-interrupted.mjs, scripts/test/browser.mjs):
// only those a browser left in the middle with no test failed. The sessions here have the shape
// Web Test Runner hands its reporters; the errors are the ones CI printed when WebKit's
// MiniBrowser went away during a file.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { classify } from '../../scripts/test/wtr-interrupted.mjs';

const DISCONNECTED = { message: 'Tests were interrupted because the browser disconnected.' };
const INVALID_SESSION = {
  message:
    'invalid session id: WebDriverError: invalid session id when running "execute/sync" with method "POST"',
};

function session({ passed = false, errors = [], tests = [], suites = [] }) {
  return {
    browser: { name: 'WebKit' },
    testFile: resolve('test/components/print.test.ts'),
    passed,
    errors,
    testResults: { tests, suites, errors: [] },
  };
}

test('a file the browser left, with no test failed, is interrupted and named relative to the project', () => {
  assert.deepEqual(classify([session({ errors: [DISCONNECTED, INVALID_SESSION] })]), [
    { engine: 'WebKit', file: 'test/components/print.test.ts', interrupted: true },
  ]);
});

test('a file the browser never opened (its navigation failed) is interrupted', () => {
  const notStarted = {
    message:
      'Browser tests did not start after 20000ms You can increase this timeout with the testsStartTimeout option. Check the browser logs or open the browser in debug mode for more information.',
  };
  assert.equal(classify([session({ errors: [notStarted] })])[0].interrupted, true);
});

test('a failed test makes the file a failure, even when the browser went away too', () => {
  const failed = { name: 'prints', passed: false, skipped: false };
  const [nested] = classify([
    session({ errors: [DISCONNECTED], suites: [{ name: 'cards', tests: [failed], suites: [] }] }),
  ]);
  assert.equal(nested.interrupted, false);
});

test('any other error makes the file a failure', () => {
  const [timeout] = classify([
    session({ errors: [DISCONNECTED, { message: 'Timed out stopping the browser page' }] }),
  ]);
  assert.equal(timeout.interrupted, false);
  const [silent] = classify([session({ errors: [] })]);
  assert.equal(silent.interrupted, false, 'a failed file with no error named is not retried');
});

test('passed files are not listed', () => {
  const passed = { name: 'prints', passed: true, skipped: false };
  assert.deepEqual(classify([session({ passed: true, tests: [passed] })]), []);
});
