// A Rollup plugin that shortens the line breaks and indentation inside Lit `html` templates.
import MagicString from 'magic-string';
import { walkAst } from './ast.mjs';

/** The white space between a quoted attribute and the end of its tag: `<path d="…" />`. */
const TAG_END_AFTER_QUOTE = /(?<=")\s+(?=\/?>)/g;
/**
 * A line break before a tag's `>`, as a formatter writes a long tag: no text starts a line with `>`.
 * Not before `/>`: after an unquoted binding, `/` would join the bound value.
 */
const TAG_END_ON_ITS_LINE = /[ \t]*\n\s*(?=>)/g;

/** The end of a self-closing tag, and the white space before it. */
const VOID_END = /\s*\/>/g;
/** HTML's void elements, whose `/>` means no more than `>`. */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
/** Whether the last tag opened in `html` (a template's text so far) is a void element. */
const isVoid = (html) => VOID.has(/<([a-z][\w-]*)(?![\s\S]*<[a-z])/i.exec(html)?.[1]);

/**
 * Every run of white space that holds a line break, inside the literal text of an `html` or `svg`
 * tagged template, becomes one space. A run of white space still separates what it separated
 * (so no two words join, unlike a full HTML minifier), and nothing the widgets render keeps white
 * space as written (no `<pre>`, no `white-space: pre`), where a line break and a space differ, so
 * the page looks and reads the same. A space rather than a line break, as spaces are the commoner
 * character of a bundle, which gzip writes in fewer bits. White space before the end of a tag
 * separates nothing and goes, and a void element's `/>` (`<input … />`) is its `>`. Runs after
 * esbuild, on JavaScript: the tag is still named `html` there.
 */
export function collapseTemplateLineBreaks() {
  return {
    name: 'collapse-template-line-breaks',
    transform(code, id) {
      if (!/\.ts$/.test(id) || !code.includes('html`')) return null;
      const ast = this.parse(code);
      const text = new MagicString(code);
      let changed = false;
      walkAst(ast, (node) => {
        if (
          node.type !== 'TaggedTemplateExpression' ||
          node.tag.type !== 'Identifier' ||
          (node.tag.name !== 'html' && node.tag.name !== 'svg')
        )
          return;
        let before = '';
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          const collapsed = raw
            .replace(VOID_END, (end, at) => (isVoid(before + raw.slice(0, at)) ? '>' : end))
            .replace(TAG_END_AFTER_QUOTE, '')
            .replace(TAG_END_ON_ITS_LINE, '')
            .replace(/[ \t]*\n\s*/g, ' ');
          before += `${raw}\0`;
          if (collapsed !== raw) {
            text.overwrite(quasi.start, quasi.end, collapsed);
            changed = true;
          }
        }
      });
      return changed ? { code: text.toString(), map: text.generateMap({ hires: true }) } : null;
    },
  };
}
