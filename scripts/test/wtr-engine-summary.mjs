// Web Test Runner reporter: at the end of a run, the tests each engine ran, passed and failed,
// its slowest pages (where CI time goes), and every test an engine did not run (skipped), by file
// and title. A test that cannot run in an engine is skipped there with the reason in its title, so
// this list says why.
import { relative } from 'node:path';
import { PAGES_FOLDER } from './test-files.mjs';

function collect(results, prefix, into) {
  for (const test of results?.tests ?? []) into.push({ name: `${prefix}${test.name}`, test });
  for (const suite of results?.suites ?? []) collect(suite, `${prefix}${suite.name} > `, into);
  return into;
}

/** How many of the slowest pages the summary names per engine. */
const SLOWEST = 8;

export function engineSummaryReporter() {
  return {
    stop({ sessions }) {
      const engines = new Map();
      for (const session of sessions) {
        const engine = session.browser.name;
        const entry = engines.get(engine) ?? {
          files: 0,
          passed: 0,
          failed: 0,
          skipped: [],
          times: [],
        };
        entry.files += 1;
        // A shared page (scripts/test/test-files.mjs) by its name: `page components-3`.
        const file = relative(process.cwd(), session.testFile)
          .replace(`${PAGES_FOLDER}/`, 'page ')
          .replace(/\.test\.js$/, '');
        const tests = collect(session.testResults, '', []);
        const time = tests.reduce((sum, { test }) => sum + (test.duration ?? 0), 0);
        entry.times.push([file, time]);
        for (const { name, test } of tests) {
          if (test.skipped) entry.skipped.push(`${file}: ${name}`);
          else if (test.passed) entry.passed += 1;
          else entry.failed += 1;
        }
        engines.set(engine, entry);
      }
      const lines = ['', 'Tests per engine:'];
      for (const [engine, { files, passed, failed, skipped }] of engines) {
        lines.push(
          `  ${engine}: ${files} pages, ${passed} passed, ${failed} failed, ${skipped.length} not run`,
        );
      }
      lines.push('', `Slowest pages per engine (their tests' time, seconds):`);
      for (const [engine, { times }] of engines) {
        const total = times.reduce((sum, [, time]) => sum + time, 0);
        const slowest = times
          .sort((a, b) => b[1] - a[1])
          .slice(0, SLOWEST)
          .map(([file, time]) => `${file} ${(time / 1000).toFixed(1)}`);
        lines.push(`  ${engine} (${(total / 1000).toFixed(0)} in all): ${slowest.join(', ')}`);
      }
      const notRun = [...engines].filter(([, entry]) => entry.skipped.length > 0);
      if (notRun.length > 0) {
        lines.push('', 'Not run, and why:');
        for (const [engine, { skipped }] of notRun) {
          for (const test of skipped) lines.push(`  ${engine}: ${test}`);
        }
      }
      console.log(lines.join('\n'));
    },
  };
}
