/**
 * Every rules sentence an element words itself carries its rulebook pages: in the element's
 * template (as the dev server serves it, compiled), the paragraph, note or list that shows it also
 * holds a citation (`cite(pages)`, src/components/rule-ref/templates.ts). Those sentences are the `*.hint` texts, what the victory checker
 * says to change when its inputs clash, the path tracker's and the narration's sentences that state
 * a rule, and a few of other catalogues (OTHER_RULES); every other text of the path tracker's, the
 * narration's and the fixes' catalogues is named below with why it states none. The
 * rules core's own texts (steps, notes, reasons, FAQ answers) carry their pages by construction
 * (test/rules/texts.test.ts).
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

/** Catalogues whose every text is either a rules sentence or named in NOT_RULES. */
const SORTED = /^(?:victory-checker\.fix|path-tracker|narration)\./;

/** Texts that state no rule, each with why. */
const NOT_RULES: [RegExp, string][] = [
  [/^faq-widget\.empty\.hint$/, 'a tip for the search box: other words to type'],
  [
    /^path-tracker\.(?:title|summary(?:-event)?|zone\.\w+|zone-range|space(?:-event|-marker)?|legend-\w+|tokens|token-(?:not-)?taken|unlocked|card|card-not-taken|final-hand|event-title|use-effect|take-(?:red-)?token|advance|undo|last-move|causes|history|no-moves|moved-this-turn)$/,
    'a heading, a label, or where the marker and the tokens are',
  ],
  [/^path-tracker\.(?:restart(?:-question|-confirm)?|keep-playing)$/, 'starting the tracker again'],
  [
    /^path-tracker\.(?:token-not-available|blocked-event|blocked-end)$/,
    'why a control is off: a token already taken, the event still open, no space beyond the last',
  ],
  [/^path-tracker\.[a-z-]+-problem$/, 'a message about bad input'],
  [
    /^narration\.(?:cause(?:-in-sentence)?\.[a-z-]+|pawns|advance|decision\.(?:effect|token)|history\.[a-z-]+|summary\.[a-z-]+|undo|undo-waiting|restart|session-undone|session-updated)$/,
    'what moved, was chosen or taken, or was undone: the record of the game, not a rule',
  ],
  [
    /^narration\.marker\.(?:waits|did-not-move|move-undone)$/,
    "the checklist's marker step: the path waits, refused or took back a move",
  ],
];

const HINT_KEY = /^[a-z-]+\.(?:[a-z-]+\.)*(?:[a-z-]+-)?hint$/;

/** Rules sentences of other catalogues: the turn order, the pawns one may have, claiming a shield. */
const OTHER_RULES = [
  'turn-checklist.seating.intro',
  'victory-checker.pawns.cap',
  'victory-checker.shield.not-enough',
];

/**
 * Rules sentences that a template shows through a value rather than by key: the template, and the
 * expression that shows them there.
 */
const SHOWN_THROUGH: [RegExp, string, string][] = [
  [/^victory-checker\.fix\./, 'victory-checker/victory-checker.ts', '${fix '],
  [/^path-tracker\.event-choice$/, 'path-tracker/templates.ts', '${panel.choice}'],
  [/^path-tracker\.effect-not-allowed(?:-last)?$/, 'path-tracker/templates.ts', '${effectReason}'],
  [/^narration\./, 'path-tracker/path-tracker.ts', '${this._announcement?.(locale)'],
  [/^narration\./, 'path-tracker/path-tracker.ts', '${this._elsewhere(locale)}'],
  [/^narration\./, 'turn-checklist/templates.ts', '${marker.note}'],
];

async function source(path: string): Promise<string> {
  const url = new URL(`../../src/components/${path}`, import.meta.url);
  return (await fetch(url)).text();
}

const notRule = (key: string) => NOT_RULES.some(([pattern]) => pattern.test(key));

/**
 * The block of `text` from `at`: to the end of the paragraph, the note (`span`) or the list (a
 * list is cited once, at its end) it stands in, whichever closes first.
 */
function blockFrom(text: string, at: number): string {
  const ends = ['</p>', '</span>', '</ol>', '</ul>']
    .map((end) => text.indexOf(end, at))
    .filter((end) => end !== -1);
  return text.slice(at, ends.length > 0 ? Math.min(...ends) : undefined);
}

/** How a template writes a citation: `cite(pages)` (rule-ref/templates.ts, `Cite`). */
const CITED = 'cite(';

/** The places in `text` showing `shown` (a quoted key or an expression) without a citation. */
function uncited(text: string, file: string, shown: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf(shown); at !== -1; at = text.indexOf(shown, at + 1))
    if (!blockFrom(text, at).includes(CITED)) found.push(`${shown} in ${file}`);
  return found;
}

describe('rules sentences', () => {
  const keys = Object.keys(englishMessages());
  const rules = keys.filter(
    (key) => (HINT_KEY.test(key) || SORTED.test(key) || OTHER_RULES.includes(key)) && !notRule(key),
  );

  it('are found: the hints, the fixes, the path tracker and the narration', () => {
    expect(rules).to.include.members([
      'victory-checker.houses.hint',
      'victory-checker.requirement.hint',
      'victory-checker.end.out-of-cards-hint',
      'victory-checker.fix.victory-two-winners',
      'path-tracker.final-hand-draw',
      'path-tracker.event-houses',
      'narration.final-hand',
      'narration.zone-change',
      ...OTHER_RULES,
    ]);
    expect(rules).not.to.include('path-tracker.undo');
  });

  it('are each said where a template shows them, by key or through a value', async () => {
    const texts = await Promise.all(TEMPLATES.map(source));
    const unshown = rules.filter(
      (key) =>
        !texts.some((text) => text.includes(`'${key}'`) || text.includes(`"${key}"`)) &&
        !SHOWN_THROUGH.some(([pattern]) => pattern.test(key)),
    );
    expect(unshown).to.deep.equal([]);
  });

  it('finds a sentence shown without its pages', () => {
    const template = '<p class="hint">${say(\'victory-checker.houses.hint\')}</p>';
    expect(uncited(template, 'sample', "'victory-checker.houses.hint'")).to.have.length(1);
    const cited = template.replace('</p>', '${cite([23])}</p>');
    expect(uncited(cited, 'sample', "'victory-checker.houses.hint'")).to.deep.equal([]);
    // A list is cited once, at its end; a note (a span) holds its own citation.
    const list = "<ol><li>${text('a')}</li><li>${text('b')} ${cite([22])}</li></ol>";
    expect(uncited(list, 'sample', "'a'")).to.deep.equal([]);
    const note = '<span class="reason">${effectReason}</span> ${cite([22])}';
    expect(uncited(note, 'sample', '${effectReason}')).to.have.length(1);
  });

  it('each carry their rulebook pages where an element shows them', async () => {
    const shownUncited: string[] = [];
    let shown = 0;
    for (const file of TEMPLATES) {
      const text = await source(file);
      for (const key of rules)
        for (const quoted of [`'${key}'`, `"${key}"`]) {
          if (text.includes(quoted)) shown += 1;
          shownUncited.push(...uncited(text, file, quoted));
        }
    }
    for (const [, file, expression] of SHOWN_THROUGH) {
      const text = await source(file);
      expect(text.includes(expression), `${file} shows ${expression}`).to.equal(true);
      shownUncited.push(...uncited(text, file, expression));
    }
    expect(shown, 'rules sentences found in the templates by key').to.be.at.least(11);
    expect(shownUncited).to.deep.equal([]);
  });
});
