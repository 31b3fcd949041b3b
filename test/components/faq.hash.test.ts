import { expect } from '@open-wc/testing';
import { ID_PREFIX, entryForHash, entryUrl } from '../../src/components/faq/hash-controller.js';

const ids = new Set(['pawns', 'faq-like', 'draw']);

describe('FAQ deep links', () => {
  it('finds an entry by #faq-<id> or by its bare id', () => {
    expect(entryForHash('#faq-pawns', ids)).to.deep.equal({ id: 'pawns', found: true });
    expect(entryForHash('#draw', ids)).to.deep.equal({ id: 'draw', found: true });
    expect(entryForHash('faq-draw', ids)).to.deep.equal({ id: 'draw', found: true });
  });

  it('prefers the prefixed reading, and falls back to the whole fragment as an id', () => {
    expect(entryForHash('#faq-like', ids)).to.deep.equal({ id: 'faq-like', found: true });
  });

  it('decodes the fragment first', () => {
    expect(entryForHash('#faq-%70awns', ids)).to.deep.equal({ id: 'pawns', found: true });
  });

  it('reports an unknown id as not found yet, so later entries may hold it', () => {
    expect(entryForHash('#faq-later', ids)).to.deep.equal({ id: 'faq-later', found: false });
    expect(entryForHash('#section-2', ids)).to.deep.equal({ id: 'section-2', found: false });
  });

  it('ignores an empty or undecodable fragment', () => {
    expect(entryForHash('', ids)).to.equal(null);
    expect(entryForHash('#', ids)).to.equal(null);
    expect(entryForHash('#%E0%A4%A', ids)).to.equal(null);
  });

  it("links to an entry on the same page, replacing the page's own fragment", () => {
    expect(entryUrl('https://guide.example/rules?x=1#top', 'pawns')).to.equal(
      `https://guide.example/rules?x=1#${ID_PREFIX}pawns`,
    );
  });
});
