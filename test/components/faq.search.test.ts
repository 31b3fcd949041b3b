import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { FAQ, searchFaq } from '../../src/rules/faq/search.js';
import type { FaqEntry } from '../../src/rules/types.js';
import {
  FaqSearch,
  MAX_HOST_ENTRIES,
  countText,
  highlightPieces,
  readHostEntries,
} from '../../src/components/faq/internal/search.js';
import { RUNS } from '../rules/helpers.js';

const hostEntry: FaqEntry = {
  id: 'table-talk',
  question: 'May we talk about our cards?',
  answer: 'Yes, freely.',
  pages: [6],
};

describe('FAQ search model', () => {
  it('marks the matched words of a search and keeps the text around them', () => {
    const pieces = highlightPieces('How many pawns go on the board?', 'pawns');
    expect(pieces).to.deep.equal([
      { text: 'How many ', match: false },
      { text: 'pawns', match: true },
      { text: ' go on the board?', match: false },
    ]);
  });

  it('gives the whole text back as one plain piece for an empty search', () => {
    expect(highlightPieces('Any text', '  ')).to.deep.equal([{ text: 'Any text', match: false }]);
  });

  it('always pieces the text back together exactly (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 20 }), (text, query) => {
        expect(
          highlightPieces(text, query)
            .map((piece) => piece.text)
            .join(''),
        ).to.equal(text);
      }),
      { numRuns: RUNS },
    );
  });

  it('accepts good host entries frozen, after the built-in ones', () => {
    const { entries, problems } = readHostEntries([hostEntry]);
    expect(problems).to.deep.equal([]);
    expect(entries).to.deep.equal([hostEntry]);
    expect(Object.isFrozen(entries[0])).to.equal(true);
    expect(Object.isFrozen(entries[0]!.pages)).to.equal(true);
  });

  it('reads no entries as none, and a non-list as one problem', () => {
    expect(readHostEntries(undefined)).to.deep.equal({ entries: [], problems: [] });
    expect(readHostEntries(null)).to.deep.equal({ entries: [], problems: [] });
    const { entries, problems } = readHostEntries({ id: 'x' });
    expect(entries).to.deep.equal([]);
    expect(problems.map(([key, message]) => [key, message('en')])).to.deep.equal([
      [
        'entries',
        'entries must be a list of { id, question, answer, pages } objects; got an object.',
      ],
    ]);
  });

  const bad: [string, unknown, RegExp][] = [
    ['a malformed entry', { id: 'x' }, /^entries item 2\b.*; that entry was left out/],
    [
      'an id with other characters',
      { ...hostEntry, id: 'a b' },
      /^entries item 2 was left out: its id must be letters/,
    ],
    [
      'an id the built-in answers use',
      { ...hostEntry, id: FAQ[0]!.id },
      /^entries item 2 was left out: the id ".+" is already used\.$/,
    ],
    [
      'an id used twice',
      hostEntry,
      /^entries item 2 was left out: the id "table-talk" is already used\.$/,
    ],
  ];
  for (const [name, entry, message] of bad) {
    it(`leaves out ${name}, numbering it from 1, and keeps the others`, () => {
      const { entries, problems } = readHostEntries([hostEntry, entry]);
      expect(entries.map((kept) => kept.id)).to.deep.equal(['table-talk']);
      expect(problems).to.have.length(1);
      expect(problems[0]![0]).to.equal('entries-1');
      expect(problems[0]![1]('en')).to.match(message);
    });
  }

  it(`keeps at most ${MAX_HOST_ENTRIES} host entries and says so`, () => {
    const many = Array.from({ length: MAX_HOST_ENTRIES + 2 }, (_, index) => ({
      ...hostEntry,
      id: `q${index}`,
    }));
    const { entries, problems } = readHostEntries(many);
    expect(entries).to.have.length(MAX_HOST_ENTRIES);
    expect(problems.map(([key, message]) => [key, message('en')])).to.deep.equal([
      [
        'entries-limit',
        `entries may hold up to ${MAX_HOST_ENTRIES} items; the rest were left out.`,
      ],
    ]);
  });

  it('searches the built-in and host entries, and returns the same array for the same search', () => {
    const search = new FaqSearch();
    const hosts = [hostEntry];
    const results = search.results('talk cards', hosts);
    expect(results).to.deep.equal(searchFaq('talk cards', [...FAQ, hostEntry]));
    expect(search.results('talk cards', hosts)).to.equal(results);
    expect(search.results('talk cards', [hostEntry])).not.to.equal(results);
    expect(search.results('', [])).to.deep.equal([...FAQ]);
  });

  it('counts the answers shown in words', () => {
    expect(countText('', 30, 30)).to.equal('All 30 answers');
    expect(countText('  ', 1, 1)).to.equal('All 1 answer');
    expect(countText('zzz', 0, 30)).to.equal('No answers match');
    expect(countText('pawns', 1, 30)).to.equal('1 answer matches');
    expect(countText('pawns', 3, 30)).to.equal('3 answers match');
  });
});
