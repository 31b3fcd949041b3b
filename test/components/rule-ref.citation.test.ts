import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  MAX_PAGE,
  citationPieces,
  parsePages,
  safeUrl,
  spokenPages,
} from '../../src/components/rule-ref/internal/citation.js';
import { RUNS } from '../rules/helpers.js';
import '../../src/locales/de.js';

describe('rule reference citations', () => {
  it('reads pages, lists and ranges into ascending distinct pages', () => {
    expect(parsePages('6')).to.deep.equal([6]);
    expect(parsePages(' 23, 22 ,22')).to.deep.equal([22, 23]);
    expect(parsePages('22-24')).to.deep.equal([22, 23, 24]);
    expect(parsePages('8\u20139, 2')).to.deep.equal([2, 8, 9]);
    expect(parsePages('')).to.deep.equal([]);
  });

  for (const bad of ['abc', '0', '6,x', '-3', '2.5', '1000', ',', '23-22', '1-99', '22--23']) {
    it(`rejects ${JSON.stringify(bad)}`, () => {
      expect(parsePages(bad)).to.equal(null);
    });
  }

  it('reads back any list of pages it writes (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: MAX_PAGE }), { minLength: 1, maxLength: 12 }),
        (pages) => {
          expect(parsePages(pages.join(','))).to.deep.equal([...pages].sort((a, b) => a - b));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('writes one page, ranges and lists the way the rulebook is cited', () => {
    expect(citationPieces([])).to.deep.equal(['Rulebook']);
    expect(citationPieces([6])).to.deep.equal(['Rulebook p. 6']);
    expect(citationPieces([22, 23])).to.deep.equal(['Rulebook pp. 22\u201323']);
    expect(citationPieces([2, 3, 8, 9, 12])).to.deep.equal([
      'Rulebook pp. 2\u20133',
      '8\u20139',
      '12',
    ]);
  });

  it('spells the pages out for a screen reader', () => {
    expect(spokenPages([6])).to.equal('Rulebook page 6');
    expect(spokenPages([22, 23])).to.equal('Rulebook pages 22 to 23');
    expect(spokenPages([2, 3, 8])).to.equal('Rulebook pages 2 to 3, 8');
  });

  it('writes and spells citations in German with the same printed pages', () => {
    expect(citationPieces([], 'de')).to.deep.equal(['engl. Regelheft']);
    expect(citationPieces([6], 'de')).to.deep.equal(['engl. Regelheft S. 6']);
    expect(citationPieces([2, 3, 8, 9, 12], 'de-AT')).to.deep.equal([
      'engl. Regelheft S. 2\u20133',
      '8\u20139',
      '12',
    ]);
    expect(spokenPages([6], 'de')).to.equal('englisches Regelheft, Seite 6');
    expect(spokenPages([2, 3, 8], 'de')).to.equal('englisches Regelheft, Seiten 2 bis 3, 8');
    expect(citationPieces([22, 23])).to.deep.equal(['Rulebook pp. 22\u201323']);
  });

  it('links only http and https addresses', () => {
    expect(safeUrl('https://example.com/r.pdf')?.href).to.equal('https://example.com/r.pdf');
    expect(safeUrl('rules.pdf')?.protocol).to.equal(location.protocol);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com/r.pdf',
      'https://',
    ]) {
      expect(safeUrl(bad), bad).to.equal(null);
    }
  });
});
