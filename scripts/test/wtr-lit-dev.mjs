// `LIT_BUILD=development`: the suite runs on Lit's development build, which warns (once per
// message) about binding and update mistakes that the production build hides. Lit records every
// warning it issued in `globalThis.litIssuedWarnings`; each test file gets a root hook that fails
// the test after which a new one appears (a failed root hook stops that file). Only the dev-mode banner itself is expected.

/** Whether this run uses Lit's development build. */
export const litDevelopmentBuild = process.env.LIT_BUILD === 'development';

const ROOT_HOOK = `
;afterEach(function failOnLitWarnings() {
  const issued = [...(globalThis.litIssuedWarnings ?? [])].filter(
    (warning) => warning !== 'dev-mode' && !String(warning).includes('lit.dev/msg/dev-mode'),
  );
  const known = (globalThis.__litWarningsSeen ??= new Set());
  const fresh = issued.filter((warning) => !known.has(warning));
  for (const warning of fresh) known.add(warning);
  if (fresh.length > 0) {
    throw new Error('Lit warned in development mode:\\n' + fresh.join('\\n'));
  }
});
`;

export function litDevWarningsPlugin() {
  return {
    name: 'lit-dev-warnings',
    transform(context) {
      if (!litDevelopmentBuild || !/\/test\/.+\.test\.tsx?$/.test(context.path)) return undefined;
      return { body: `${context.body}${ROOT_HOOK}` };
    },
  };
}
