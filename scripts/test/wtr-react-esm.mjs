// A Web Test Runner plugin that serves React 19 (published as CommonJS only) to the browser
// as ES modules, for test/react/. One esbuild bundle holds react, react-dom and the JSX
// runtime, so every import shares one React; each specifier is a small module re-exporting
// its part of that bundle.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';

const SPECIFIERS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
];
const PREFIX = '/__react-esm/';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The named exports of each specifier, read in a child process (React patches the console on load). */
function exportNames() {
  const script = `console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(SPECIFIERS)}.map((s) => [s, Object.keys(require(s))]))))`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'development' },
    }),
  );
}

export function reactEsm() {
  let bundle;
  let names;
  return {
    name: 'react-esm',
    resolveImport({ source }) {
      if (SPECIFIERS.includes(source)) return `${PREFIX}${source.replace('/', '__')}.js`;
      return undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      const name = context.path.slice(PREFIX.length, -'.js'.length);
      if (name === 'bundle') {
        bundle ??= build({
          stdin: {
            contents:
              SPECIFIERS.map(
                (specifier, index) => `import * as m${index} from '${specifier}';`,
              ).join('\n') +
              `\nexport const modules = { ${SPECIFIERS.map((specifier, index) => `'${specifier}': m${index}`).join(', ')} };`,
            resolveDir: process.cwd(),
          },
          bundle: true,
          format: 'esm',
          write: false,
          target: 'es2022',
          define: { 'process.env.NODE_ENV': '"development"' },
          logLevel: 'silent',
        }).then((result) => result.outputFiles[0].text);
        return { body: await bundle, type: 'js' };
      }
      const specifier = name.replace('__', '/');
      if (!SPECIFIERS.includes(specifier)) return undefined;
      names ??= exportNames();
      const keys = names[specifier].filter((key) => key !== 'default' && IDENTIFIER.test(key));
      const body =
        `import { modules } from '${PREFIX}bundle.js';\n` +
        `const m = modules[${JSON.stringify(specifier)}];\n` +
        `export default m.default ?? m;\n` +
        (keys.length ? `export const { ${keys.join(', ')} } = m;\n` : '');
      return { body, type: 'js' };
    },
  };
}
