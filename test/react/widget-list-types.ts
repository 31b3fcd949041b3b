// Type test (checked by `tsc -p tsconfig.test.json`, never run): THE list of widgets
// (src/widgets.ts) agrees with the JSX types, the tag map and the main entry's classes.
import type { DefendersJsxElements } from '../../src/react.js';
import type * as main from '../../src/index.js';
import type { EmbedWidget, Widget, WidgetName, WidgetTag } from '../../src/widgets.js';
import type { EmbedWidget as SnippetWidget } from '../../src/embed/snippets.js';

/** `true` only when A and B are the same type (not merely assignable either way). */
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(check: Equal<A, B>): Equal<A, B> => check;

// src/react.ts types exactly the list's tags: none missing, none extra.
export const jsxTags = same<keyof DefendersJsxElements, WidgetTag>(true);

// Each entry's className is the class the main entry exports, and its tag is that class's tag.
type ClassOf<W extends Widget> = W['className'] extends keyof typeof main
  ? (typeof main)[W['className']] extends abstract new (...args: never[]) => infer Instance
    ? Instance
    : never
  : never;
type ListedTagMap = { [W in Widget as W['tag']]: ClassOf<W> };
export const tagMap = same<ListedTagMap, Pick<HTMLElementTagNameMap, WidgetTag>>(true);

// A tag is `defenders-<name>`.
export const tagsFromNames = same<WidgetTag, `defenders-${WidgetName}`>(true);

// The snippet builder's widgets are the list's `embed` ones.
export const snippetWidgets = same<SnippetWidget, EmbedWidget>(true);
export const notEmbedded = same<Exclude<WidgetName, EmbedWidget>, 'rule-ref'>(true);

// @ts-expect-error the check is real: a missing tag fails
export const wrong = same<keyof DefendersJsxElements, Exclude<WidgetTag, 'defenders-faq'>>(true);
