// A browser that dies in the middle of a test file (seen once in CI: WebKitGTK's MiniBrowser
// dropped its WebDriver session during test/components/print.test.ts) fails that file without a
// single failed test. This reporter writes, for the run, the files whose only failure was such an
// interruption, by engine, to the file named by WTR_INTERRUPTED; scripts/test/browser.mjs runs
// those files once more in a new browser. A file with any failed test, or any other error, is a
// failure and is never run again.

import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * What the test runner and the WebDriver client say when the browser, not a test, went away, or
 * never opened the file (scripts/test/wtr-webkit.mjs: a navigation that failed).
 */
const INTERRUPTED =
  /browser disconnected|invalid session id|browser was closed|target closed|session closed|browser did not start|browser tests did not start/i;

function failedTests(results) {
  const own = (results?.tests ?? []).filter((test) => !test.passed && !test.skipped).length;
  return own + (results?.suites ?? []).reduce((sum, suite) => sum + failedTests(suite), 0);
}

/**
 * The failed sessions of a run, each `{ engine, file, interrupted }`: interrupted when no test
 * failed and every error is one of the browser going away.
 */
export function classify(sessions) {
  return sessions
    .filter((session) => !session.passed)
    .map((session) => {
      const errors = [...(session.errors ?? []), ...(session.testResults?.errors ?? [])];
      const interrupted =
        failedTests(session.testResults) === 0 &&
        errors.length > 0 &&
        errors.every((error) => INTERRUPTED.test(error?.message ?? ''));
      return {
        engine: session.browser.name,
        file: relative(process.cwd(), session.testFile),
        interrupted,
      };
    });
}

export function interruptedFilesReporter(path = process.env.WTR_INTERRUPTED) {
  return {
    stop({ sessions }) {
      if (path) writeFileSync(path, JSON.stringify(classify(sessions), null, 2));
    },
  };
}
