// THE list of widgets (src/widgets.ts) for Node tools: the build configs, .size-limit.mjs and the
// Node tests. esbuild strips the types; the list itself has no imports, so it runs as it is.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const source = readFileSync(new URL('../src/widgets.ts', import.meta.url), 'utf8');
const { code } = transformSync(source, {
  loader: 'ts',
  format: 'esm',
  sourcefile: 'src/widgets.ts',
});
const loaded = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** @type {readonly { name: string, tag: string, className: string, embed: boolean }[]} */
export const WIDGETS = loaded.WIDGETS;

/** The element module of a widget, e.g. `src/components/faq/faq.ts`. */
export const widgetSource = (name) => `src/components/${name}/${name}.ts`;

/** The built npm module of a widget without its ending, e.g. `./dist/components/faq/faq`. */
export const widgetModule = (name) => `./dist/components/${name}/${name}`;
