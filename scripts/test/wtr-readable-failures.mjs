// A failed assertion about a DOM node (`expect($(el, '.note')).to.equal(null)`) must fail as a
// readable assertion. Web Test Runner 1.0 sends each failure's `actual` and `expected` to Node
// through `structuredClone`, which cannot copy a node: the page throws a DataCloneError, the report
// never arrives, and the file hangs until testsFinishTimeout (5 minutes here) with no message
// (modernweb-dev/web#2967, open-wc/open-wc#2880). Each test file gets a root hook that swaps a value
// that cannot be copied for a short text naming it, before the runner collects the results.

const ROOT_HOOK = `
;afterEach(function keepFailuresReadable() {
  const error = this.currentTest && this.currentTest.err;
  if (!error || typeof error !== 'object') return;
  const named = (value) => {
    try {
      if (typeof Node !== 'undefined' && value instanceof Node) {
        const markup = value instanceof Element ? value.outerHTML : value.nodeName;
        return markup.length > 200 ? markup.slice(0, 200) + '…' : markup;
      }
      return String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  };
  for (const key of ['actual', 'expected']) {
    if (!(key in error)) continue;
    try {
      structuredClone(error[key]);
    } catch {
      error[key] = named(error[key]);
    }
  }
});
`;

/** Whether `path` (as the test server serves it) is a browser test file. */
export const isTestFile = (path) => /\.test\.(?:js|ts|tsx)$/.test(path.split('?')[0]);

export function readableFailuresPlugin() {
  return {
    name: 'readable-failures',
    transform(context) {
      if (!isTestFile(context.path)) return undefined;
      return { body: `${context.body}${ROOT_HOOK}` };
    },
  };
}
