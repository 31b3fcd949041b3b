// THE list of widgets (src/widgets.ts) for Node tools: the build configs, .size-limit.mjs and the
// Node tests.
import { loadList } from './ts-list.mjs';

const loaded = await loadList('src/widgets.ts');

/** @type {readonly { name: string, tag: string, className: string, embed: boolean }[]} */
export const WIDGETS = loaded.WIDGETS;

/** The element module of a widget, e.g. `src/components/faq/faq.ts`. */
export const widgetSource = (name) => `src/components/${name}/${name}.ts`;

/** The built npm module of a widget without its ending, e.g. `./dist/components/faq/faq`. */
export const widgetModule = (name) => `./dist/components/${name}/${name}`;
