import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { FAQ, faqTerms, matchRanges, searchFaq } from '../../src/rules.js';
import { faqEntry, normaliseWord } from '../../src/rules/faq/search.js';
import type { FaqEntry } from '../../src/rules.js';
import { RUNS, expectPages, expectRulesError, rejectsWithRulesError } from './helpers.js';

const top = (query: string) => searchFaq(query)[0]?.id;

describe('FAQ', () => {
  it('has at least twelve entries with unique kebab-case ids, texts and ascending pages', () => {
    expect(FAQ.length).to.be.at.least(12);
    expect(new Set(FAQ.map((entry) => entry.id)).size).to.equal(FAQ.length);
    for (const entry of FAQ) {
      expect(entry.id).to.match(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(entry.question).to.match(/\?$/);
      expect(entry.answer.length).to.be.greaterThan(20);
      expectPages(entry.pages);
    }
    expect(Object.isFrozen(FAQ)).to.equal(true);
  });

  const facts: [string, number[], RegExp[]][] = [
    ['how-many-players', [2, 3, 8, 9], [/Two to five/, /13/]],
    ['two-players', [6, 8, 9], [/four pawns/, /none in reserve/, /one person plays a House/]],
    ['everyone-a-house', [8, 9], [/^No/]],
    ['houses-win-together', [23], [/^No/, /two Defence Shields/]],
    ['game-length', [2, 3], [/90 minutes/, /13/]],
    ['first-player', [10], [/left/, /clockwise/]],
    ['first-game-dark-arts', [8, 9], [/rules best/]],
    ['card-effects-override', [16], [/priority/, /optional/]],
    ['protected-areas', [10, 20], [/four Protected Area/]],
    ['occupied-deployment-space', [20, 21], [/stunned/, /one movement point/]],
    ['learn-protected-areas', [17], [/outside the Protected Areas/]],
    [
      'dark-arts-replenish-marker',
      [20, 21, 22],
      [
        /without discarding/,
        /action itself leaves the marker where it is/,
        /holding every House Marker/,
      ],
    ],
    ['marker-moves', [22], [/Three things/, /Replenish action/, /event/, /every House Marker/]],
    ['event-spaces', [22], [/House Players do their part first/]],
    [
      'progress-token-forced',
      [22, 23],
      [
        /before the marker moves on/,
        /last white or orange Event Space/,
        /red token can wait/,
        /one pawn/,
      ],
    ],
    ['card-colours-unlock', [21], [/first orange/, /first red/]],
    [
      'location-card-requirement',
      [16, 22, 23],
      [/three pawns/, /two/, /one/, /does not lower it automatically/],
    ],
    ['dark-arts-win', [23], [/all three Progress Tokens/]],
    [
      'claim-defence-shield',
      [11, 23],
      [/Library Book/, /Parchment Scroll/, /D\.A\. Coin/, /Dark Detector/, /not enough/],
    ],
    ['final-hand', [22], [/five cards/, /nobody may Replenish/, /not a win or a draw/]],
    ['draw', [22, 23], [/final hand/, /runs out of cards/]],
    [
      'bump',
      [20, 22],
      [/Great Hall/, /reserve/, /resolve the event it lands on, if any/, /once a turn/],
    ],
    ['parchment-scroll', [17], [/two new Location Cards/, /draw none/]],
    ['hogwarts-tokens', [17], [/earlier turn/, /extra Explore/]],
  ];
  for (const [id, pages, patterns] of facts) {
    it(`answers "${id}" with its facts and pages`, () => {
      const entry = faqEntry(id);
      expect(entry, id).to.not.equal(undefined);
      expect(entry?.pages).to.deep.equal(pages);
      for (const pattern of patterns) expect(entry?.answer).to.match(pattern);
    });
  }

  it('looks entries up by id and rejects a non-string id', () => {
    expect(faqEntry('nope')).to.equal(undefined);
    expectRulesError(() => faqEntry(3 as unknown as string), 'faq-id');
  });
});

describe('searchFaq', () => {
  it('returns every entry, in order, for an empty or blank query', () => {
    expect(searchFaq('')).to.deep.equal([...FAQ]);
    expect(searchFaq('   \n\t')).to.deep.equal([...FAQ]);
    expect(searchFaq('')[0]).to.equal(FAQ[0]);
  });

  it('returns [] when nothing matches', () => {
    expect(searchFaq('xylophone quidditch')).to.deep.equal([]);
  });

  it('finds the two-player answer for "2 player", "two players" and "players 2"', () => {
    expect(top('2 player')).to.equal('two-players');
    expect(top('two players')).to.equal('two-players');
    expect(top('Players 2')).to.equal('two-players');
    expect(top('can we play with 2?')).to.equal('two-players');
  });

  it('ignores case, plurals and word order', () => {
    expect(top('DRAW')).to.equal('draw');
    expect(top('protected areas')).to.equal('protected-areas');
    expect(top('area protected')).to.equal('protected-areas');
    expect(top('shields claim')).to.equal('claim-defence-shield');
    expect(top('hogwarts token')).to.equal('hogwarts-tokens');
  });

  it('ranks a question match above an answer-only match', () => {
    const results = searchFaq('stunned');
    expect(results[0]?.id).to.equal('stunned-pawns');
    expect(results[1]?.id).to.equal('occupied-deployment-space');
    expect(results.map((entry) => entry.id)).to.include('dark-arts-replenish-marker');
  });

  it('puts the shield answer first for "shield", and finds the bump by name', () => {
    expect(top('shield')).to.equal('claim-defence-shield');
    expect(top('Defence Shields')).to.equal('claim-defence-shield');
    expect(top('bump')).to.equal('bump');
    expect(top('first game')).to.equal('first-game-dark-arts');
    expect(top('playing time')).to.equal('game-length');
  });

  it('finds typical table questions', () => {
    expect(top('who goes first')).to.equal('first-player');
    expect(top('how long')).to.equal('game-length');
    expect(top('replenish marker')).to.equal('dark-arts-replenish-marker');
    expect(top('learn protected')).to.equal('learn-protected-areas');
    expect(top('parchment scroll')).to.equal('parchment-scroll');
    expect(top('location pawns')).to.equal('location-card-requirement');
    expect(top('win together')).to.equal('houses-win-together');
    expect(top('card contradicts rule')).to.equal('card-effects-override');
  });

  it('ranks the entry with all three marker causes first for what moves the marker, and never claims one cause only', () => {
    for (const query of [
      'what moves the dark arts marker',
      'when does the marker move',
      'marker move',
      'What moves the marker?',
    ]) {
      expect(top(query), query).to.equal('marker-moves');
    }
    for (const entry of FAQ)
      expect(entry.answer, entry.id).to.not.match(/\bonly a House Player\u2019s Replenish\b/i);
  });

  it('matches the start of a longer word', () => {
    expect(searchFaq('replen').length).to.be.greaterThan(0);
  });

  it('searches host entries, and rejects bad entries', () => {
    const extra: FaqEntry[] = [
      {
        id: 'house-rule',
        question: 'Do we allow takebacks?',
        answer: 'Only before drawing.',
        pages: [],
      },
    ];
    expect(searchFaq('takebacks', extra).map((entry) => entry.id)).to.deep.equal(['house-rule']);
    expect(searchFaq('takeback', [...FAQ, ...extra])[0]?.id).to.equal('house-rule');
    expectRulesError(
      () => searchFaq('x', [{ id: '', question: 'q', answer: 'a', pages: [] }]),
      'faq-entries',
    );
    expectRulesError(
      () => searchFaq('x', [{ id: 'a', question: 'q', answer: 'a', pages: [3, 2] }]),
      'faq-entries',
    );
    expectRulesError(
      () => searchFaq('x', [{ id: 'a', question: 'q', answer: 'a', pages: [1.5] }]),
      'faq-entries',
    );
    expectRulesError(() => searchFaq('x', [null as unknown as FaqEntry]), 'faq-entries');
    expectRulesError(() => searchFaq('x', 'entries' as unknown as FaqEntry[]), 'faq-entries');
    expectRulesError(
      () =>
        searchFaq('', [{ id: 'a', question: 3, answer: 'a', pages: [] } as unknown as FaqEntry]),
      'faq-entries',
    );
  });

  it('checks every entry it did not build itself, frozen or not, even beside the built-in ones', () => {
    const first = FAQ[0] as FaqEntry;
    // A frozen copy of a built-in entry with pages out of order: not one the core built.
    const lookalike = Object.freeze({ ...first, pages: Object.freeze([9, 3]) }) as FaqEntry;
    for (const query of ['', 'pawns']) {
      expectRulesError(() => searchFaq(query, Object.freeze([...FAQ, lookalike])), 'faq-entries');
    }
    expect(searchFaq('', Object.freeze([...FAQ]))).to.deep.equal([...FAQ]);
  });

  it('rejects a query that is not a string', () => {
    for (const bad of [null, undefined, 2, {}, ['2']])
      expectRulesError(() => searchFaq(bad as string), 'faq-query');
  });

  it('does bounded work on a 10,000-character query: only its first 1,000 characters and 24 terms count', () => {
    const query = 'player shield draw '.repeat(530).slice(0, 10_000);
    expect(searchFaq(query).length).to.be.greaterThan(0);
    const distinct = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    expect(faqTerms(distinct)).to.have.length(24);
    expect(faqTerms(`${'x'.repeat(1000)} shield`)).to.deep.equal([`${'x'.repeat(1000)}`]);
  });

  it('returns only entries it was given, best first, never throwing for any string (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('2 player', 'draw', 'Shield', 'pawn'),
          fc.string({ unit: 'grapheme' }),
        ),
        (query) => {
          const results = searchFaq(query);
          expect(results.every((entry) => FAQ.includes(entry))).to.equal(true);
          expect(new Set(results).size).to.equal(results.length);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('throws only RulesError for garbage (property)', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.oneof(fc.anything(), fc.array(fc.anything())),
        (query, entries) => {
          return (
            rejectsWithRulesError(() => searchFaq(query as string, entries as FaqEntry[])) ||
            typeof query === 'string'
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('faqTerms and matchRanges', () => {
  it('normalises digits, case and plurals and drops common words', () => {
    expect(faqTerms('Can 2 Players play?')).to.deep.equal(['two', 'player', 'play']);
    expect(faqTerms('the')).to.deep.equal(['the']);
    expect(faqTerms('')).to.deep.equal([]);
    expect(normaliseWord('Houses')).to.equal(normaliseWord('house'));
    expect(normaliseWord('explored')).to.equal(normaliseWord('Explore'));
    expect(normaliseWord('Abilities')).to.equal('ability');
    expect(normaliseWord('13')).to.equal('thirteen');
  });

  it('gives the character ranges of matching words', () => {
    const text = 'Can you play with two players?';
    expect(matchRanges(text, '2 player')).to.deep.equal([
      [18, 21],
      [22, 29],
    ]);
    expect(matchRanges(text, '')).to.deep.equal([]);
    expect(matchRanges('Ages 13 and up', 'thirteen')).to.deep.equal([[5, 7]]);
  });

  it('rejects non-string arguments', () => {
    expectRulesError(() => faqTerms(5 as unknown as string), 'faq-query');
    expectRulesError(() => matchRanges(null as unknown as string, 'x'), 'faq-text');
    expectRulesError(() => normaliseWord(7 as unknown as string), 'faq-word');
  });

  it('gives ranges inside the text that cover matching words (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 20 }), (text, query) => {
        let previousEnd = 0;
        for (const [start, end] of matchRanges(text, query)) {
          if (!(start >= previousEnd && end > start && end <= text.length)) return false;
          previousEnd = end;
        }
        return true;
      }),
      { numRuns: RUNS },
    );
  });
});
