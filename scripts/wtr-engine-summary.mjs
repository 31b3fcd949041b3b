// Web Test Runner reporter: at the end of a run, the tests each engine ran, passed and failed,
// and every test an engine did not run (skipped), by file and title. A test that cannot run in
// an engine is skipped there with the reason in its title, so this list says why.

function collect(results, prefix, into) {
  for (const test of results?.tests ?? []) into.push({ name: `${prefix}${test.name}`, test });
  for (const suite of results?.suites ?? []) collect(suite, `${prefix}${suite.name} > `, into);
  return into;
}

export function engineSummaryReporter() {
  return {
    stop({ sessions }) {
      const engines = new Map();
      for (const session of sessions) {
        const engine = session.browser.name;
        const entry = engines.get(engine) ?? { files: 0, passed: 0, failed: 0, skipped: [] };
        entry.files += 1;
        for (const { name, test } of collect(session.testResults, '', [])) {
          if (test.skipped)
            entry.skipped.push(`${session.testFile.replace(/^.*?\/test\//, 'test/')}: ${name}`);
          else if (test.passed) entry.passed += 1;
          else entry.failed += 1;
        }
        engines.set(engine, entry);
      }
      const lines = ['', 'Tests per engine:'];
      for (const [engine, { files, passed, failed, skipped }] of engines) {
        lines.push(
          `  ${engine}: ${files} files, ${passed} passed, ${failed} failed, ${skipped.length} not run`,
        );
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
