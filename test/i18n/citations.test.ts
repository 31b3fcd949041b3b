/**
 * Every rules hint an element shows carries its rulebook pages: in the element's template (as the
 * dev server serves it, compiled), the paragraph that shows a `*.hint` or `*-hint` message also holds a `<defenders-rule-ref>`. The
 * rules core's own texts (steps, notes, reasons, FAQ answers) carry their pages by construction
 * (test/rules/texts.test.ts); these hints are the rules sentences the elements word themselves.
 */
import { expect } from '@open-wc/testing';
import { englishMessages } from '../helpers/catalogue.js';

/** The templates that show messages, read as the dev server serves them. */
const TEMPLATES = [
  'victory-checker/templates.ts',
  'victory-checker/victory-checker.ts',
  'path-tracker/templates.ts',
  'path-tracker/path-tracker.ts',
  'turn-checklist/templates.ts',
  'turn-checklist/turn-checklist.ts',
  'setup-calculator/setup-calculator.ts',
  'faq/faq.ts',
];

/** Hints that state no rule, each with why. */
const NOT_RULES: Record<string, string> = {
  'faq-widget.empty.hint': 'a tip for the search box: other words to type',
};

const HINT_KEY = /^[a-z-]+\.(?:[a-z-]+\.)*(?:[a-z-]+-)?hint$/;

async function source(path: string): Promise<string> {
  const url = new URL(`../../src/components/${path}`, import.meta.url);
  return (await fetch(url)).text();
}

/** The hints of `text` shown without a rule reference in their paragraph, as `key in file`. */
function uncited(text: string, file: string, keys: string[]): string[] {
  return keys.flatMap((key) =>
    [...text.matchAll(new RegExp(`['"]${key.replace(/\./g, '\\.')}['"]`, 'g'))]
      .map((match) => text.slice(match.index, text.indexOf('</p>', match.index)))
      .filter((paragraph) => !paragraph.includes('<defenders-rule-ref'))
      .map(() => `${key} in ${file}`),
  );
}

describe('rules hints', () => {
  const hints = Object.keys(englishMessages()).filter(
    (key) => HINT_KEY.test(key) && !(key in NOT_RULES),
  );

  it('are found: the victory checker shows three', () => {
    expect(hints).to.include.members([
      'victory-checker.houses.hint',
      'victory-checker.requirement.hint',
      'victory-checker.end.out-of-cards-hint',
    ]);
  });

  it('finds a hint shown without its pages', () => {
    const template = '<p class="hint">${say(\'victory-checker.houses.hint\')}</p>';
    expect(uncited(template, 'sample', ['victory-checker.houses.hint'])).to.have.length(1);
    const cited = template.replace(
      '</p>',
      '<defenders-rule-ref pages="23"></defenders-rule-ref></p>',
    );
    expect(uncited(cited, 'sample', ['victory-checker.houses.hint'])).to.deep.equal([]);
  });

  it('each carry their rulebook pages where an element shows them', async () => {
    const shownUncited: string[] = [];
    let shown = 0;
    for (const file of TEMPLATES) {
      const text = await source(file);
      shown += hints.filter((key) => text.includes(`'${key}'`) || text.includes(`"${key}"`)).length;
      shownUncited.push(...uncited(text, file, hints));
    }
    expect(shown, 'hints found in the templates').to.be.at.least(3);
    expect(shownUncited).to.deep.equal([]);
  });
});
