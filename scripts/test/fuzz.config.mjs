// `npm run fuzz`: the rules core's property tests with many more fast-check runs than `npm test`.
// The tests read `globalThis.FC_RUNS` (test/rules/helpers.ts); this config sets it in the test page.
import base from '../../web-test-runner.config.mjs';

const runs = Number(process.env.FC_RUNS ?? 100_000);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`FC_RUNS must be a whole number above 0; got ${process.env.FC_RUNS}`);
const hour = 60 * 60 * 1000;

export default {
  ...base,
  files: process.env.FUZZ_FILES ? process.env.FUZZ_FILES.split(',') : ['test/rules/**/*.test.ts'],
  concurrency: 1,
  testsFinishTimeout: 2 * hour,
  testFramework: { config: { timeout: hour } },
  testRunnerHtml: (testFramework) => `<!doctype html>
<html>
  <body>
    <script>globalThis.FC_RUNS = ${runs};</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
