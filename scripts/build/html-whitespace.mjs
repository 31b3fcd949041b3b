// A Rollup plugin that shortens the line breaks and indentation inside Lit `html` templates.
import MagicString from 'magic-string';
import { walkAst } from './ast.mjs';

/**
 * Every run of white space that holds a line break, inside the literal text of an `html` or `svg`
 * tagged template, becomes one space. A run of white space still separates what it separated
 * (so no two words join, unlike a full HTML minifier), and nothing the widgets render keeps white
 * space as written (no `<pre>`, no `white-space: pre`), where a line break and a space differ, so
 * the page looks and reads the same. A space rather than a line break, as spaces are the commoner
 * character of a bundle, which gzip writes in fewer bits. Runs after esbuild, on JavaScript: the
 * tag is still named `html` there.
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
        for (const quasi of node.quasi.quasis) {
          const raw = code.slice(quasi.start, quasi.end);
          const collapsed = raw.replace(/[ \t]*\n\s*/g, ' ');
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
