/**
 * The German glossary of docs/languages.md holds in every German text: one term per piece, no bare
 * "Marker" (the game has four), citations that say the pages are the English rulebook's, and colour
 * lists that read as one list.
 */
import { expect } from '@open-wc/testing';
import { de } from '../../src/locales/de.js';
import { describePath, parseLayout, pathStateAt } from '../../src/rules.js';
import { formsOf } from '../helpers/catalogue.js';
import type { Message } from '../../src/i18n/messages.js';

/**
 * Every German text a reader sees, the FAQ's included, each with its key. The FAQ search's own
 * words (the keywords `faq.<id>.keywords` and the synonyms `faq.search.synonyms`) are left out:
 * the search reads them and never shows them, and they hold the words players type, "Marker"
 * alone and the ruled-out names among them. So are the error texts' names for a JavaScript value
 * (`value.*`, "ein Wert vom Typ number"), which name no piece of the game.
 */
function germanTexts(): [string, string][] {
  return Object.entries(de as Record<string, Message>)
    .filter(
      ([key]) =>
        !key.endsWith('.keywords') && key !== 'faq.search.synonyms' && !key.startsWith('value.'),
    )
    .flatMap(([key, message]) => formsOf(message).map((text): [string, string] => [key, text]));
}

/** "Marker" alone, or in a compound that does not say which marker it is. */
const BARE_MARKER = /(?<![\p{L}-])Marker\p{L}*(?!\p{L})(?! der Dunklen Künste)/gu;

/** "Regelheft S." without saying it is the English one. */
const UNNAMED_RULEBOOK = /(?<!engl\. )Regelheft S\./gu;

interface GlossaryRow {
  english: string;
  german: string[];
  not: string[];
}

/** The glossary table of docs/languages.md. */
async function glossary(): Promise<GlossaryRow[]> {
  const text = await (await fetch(new URL('../../docs/languages.md', import.meta.url))).text();
  const section = text.split('### German glossary')[1] ?? '';
  const italics = (cell: string) =>
    [...cell.matchAll(/\*([^*]+)\*/g)].map((match) => match[1] as string);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, english = '', german = '', not = '']) => ({
      english,
      german: italics(german),
      // "Marker alone" and "Regelheft S. alone" are the two patterns above, not plain words.
      not: italics(not).filter((word) => word !== 'Marker' && word !== 'Regelheft S.'),
    }));
}

/** Each use in `texts` of a word that a row of the glossary rules out, with its key. */
function ruledOut(rows: GlossaryRow[], texts: [string, string][]): string[] {
  return rows.flatMap((row) =>
    row.not.flatMap((word) =>
      texts
        .filter(([, text]) => new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}])`, 'u').test(text))
        .map(([key]) => `${key}: "${word}" (${row.english}: ${row.german.join(', ')})`),
    ),
  );
}

function matches(pattern: RegExp, texts: [string, string][]): string[] {
  return texts.flatMap(([key, text]) =>
    [...text.matchAll(pattern)].map((match) => `${key}: "${match[0]}" in "${text}"`),
  );
}

describe('the German glossary', () => {
  it('is a table in docs/languages.md with one German term per row', async () => {
    const rows = await glossary();
    expect(rows.length).to.be.greaterThan(20);
    for (const row of rows) expect(row.german, row.english).to.not.be.empty;
    expect(rows.find((row) => row.english === 'Parchment Scroll')?.not).to.include('Schriftrollen');
  });

  it('finds a bare "Marker", an unnamed rulebook and a second term for one piece', async () => {
    const sample: [string, string][] = [
      ['a', 'Der Marker steht auf dem letzten Feld.'],
      ['b', 'Dieser Markerzug wurde rückgängig gemacht.'],
      [
        'c',
        'Der Marker der Dunklen Künste zieht; der Hausmarker und der Fortschrittsmarker bleiben.',
      ],
      ['d', 'Regelheft S. 22'],
      ['e', 'engl. Regelheft S. 22'],
    ];
    expect(matches(BARE_MARKER, sample)).to.have.length(2);
    expect(matches(UNNAMED_RULEBOOK, sample)).to.have.length(1);
    const scroll = (await glossary()).find((row) => row.english === 'Parchment Scroll');
    const setupBefore = 'die drei Fortschrittsmarker, der Dunkeldetektor und die Schriftrollen';
    expect(scroll?.not.some((word) => setupBefore.includes(word))).to.be.true;
  });

  it('rules out the card type\u2019s "Typ" and the event effect\u2019s "Wirkung der Karte"', async () => {
    const rows = await glossary();
    const before: [string, string][] = [
      ['faq.hogwarts-tokens.answer', 'mit einer Karte, deren Typ zum Hogwarts-Marker passt.'],
      ['faq.event-spaces.answer', 'die Wirkung der Karte oder den Fortschrittsmarker der Zone'],
    ];
    expect(ruledOut(rows, before)).to.have.length(2);
    expect(rows.find((row) => row.german.includes('Art'))?.not).to.include('Typ');
    expect(rows.find((row) => row.german.includes('Ereigniseffekt'))?.not).to.include(
      'Wirkung der Karte',
    );
  });

  it('never says "Marker" without naming which of the four it is', () => {
    expect(matches(BARE_MARKER, germanTexts())).to.deep.equal([]);
  });

  it('uses one term per piece: no word the glossary rules out', async () => {
    expect(ruledOut(await glossary(), germanTexts())).to.deep.equal([]);
  });

  it('cites the pages as the English rulebook\u2019s', () => {
    expect(matches(UNNAMED_RULEBOOK, germanTexts())).to.deep.equal([]);
    expect(de['rule-ref.citation']).to.equal('engl. Regelheft S. {first}');
  });

  it('lists the open card colours as one list', () => {
    const layout = parseLayout('wW oO rRRr');
    const red = describePath(layout, pathStateAt(layout, 5), { locale: 'de' })[0]?.text;
    expect(red).to.contain('Weiß, Orange und Rot').and.not.contain('Weiß und Orange und Rot');
    const orange = describePath(layout, pathStateAt(layout, 3), { locale: 'de' })[0]?.text;
    expect(orange).to.contain('Weiß und Orange.');
  });
});
