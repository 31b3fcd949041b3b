import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  MAX_PAGE_OFFSET,
  arithmeticPdfPage,
  mappingKey,
  pdfPageFor,
  readPageSettings,
  resolvePageMapping,
  samePageSettings,
} from '../../src/model/pdf-pages.js';
import type {
  PageInputs,
  PageMapping,
  PageSettings,
  PdfPageFunction,
} from '../../src/model/pdf-pages.js';
import { RUNS } from '../rules/helpers.js';

const printedPage = fc.integer({ min: 1, max: 999 });
const offset = fc.integer({ min: -MAX_PAGE_OFFSET, max: MAX_PAGE_OFFSET });
const arithmetic = (offset: number, spreads: boolean): PageMapping => ({
  offset,
  spreads,
  pdfPage: null,
});
const withFunction = (pdfPage: PdfPageFunction): PageMapping => ({
  offset: 0,
  spreads: false,
  pdfPage,
});
const pageOf = (printed: number, mapping: PageMapping) => pdfPageFor(printed, mapping).page;
const inputs = (overrides: Partial<PageInputs>): PageInputs => ({
  pageOffset: null,
  writtenOffset: null,
  spreads: false,
  writtenSpreads: null,
  pdfPage: null,
  ...overrides,
});
/** The offset values an attribute or property may hold that are accepted. */
const isGoodOffset = (value: unknown) =>
  value == null ||
  (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_PAGE_OFFSET);

describe('printed page to PDF page', () => {
  it('is the printed page with no settings', () => {
    expect(resolvePageMapping({})).to.deep.equal(arithmetic(0, false));
    fc.assert(
      fc.property(printedPage, (printed) => pageOf(printed, resolvePageMapping({})) === printed),
      { numRuns: RUNS },
    );
  });

  it('adds the offset, which may be negative', () => {
    expect(pageOf(22, arithmetic(2, false))).to.equal(24);
    expect(pageOf(22, arithmetic(-1, false))).to.equal(21);
    fc.assert(
      fc.property(printedPage, offset, (printed, offset) => {
        const result = pdfPageFor(printed, arithmetic(offset, false));
        return printed + offset >= 1 ? result.page === printed + offset : result.page === null;
      }),
      { numRuns: RUNS },
    );
  });

  it('with spreads puts printed page 1 alone on PDF page 1 and two printed pages on each later one', () => {
    const spreads = arithmetic(0, true);
    expect([1, 2, 3, 4, 5, 22, 23].map((printed) => pageOf(printed, spreads))).to.deep.equal([
      1, 2, 2, 3, 3, 12, 12,
    ]);
    // The guide cites printed pages up to 23 and was checked against a 17-page PDF: spreads fit.
    expect(pageOf(23, spreads)).to.be.at.most(17);
    expect(pageOf(22, arithmetic(1, true)), 'spreads and offset together').to.equal(13);
  });

  it('with spreads, pages 2k and 2k + 1 share one PDF page, the next pair the next one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 498 }),
        fc.integer({ min: 0, max: MAX_PAGE_OFFSET }),
        (k, offset) => {
          const mapping = arithmetic(offset, true);
          const page = pageOf(2 * k, mapping);
          return (
            page !== null &&
            pageOf(2 * k + 1, mapping) === page &&
            pageOf(2 * k + 2, mapping) === page + 1
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('with or without spreads never goes back as the printed page grows', () => {
    fc.assert(
      fc.property(printedPage, printedPage, offset, fc.boolean(), (a, b, offset, spreads) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return arithmeticPdfPage(low, offset, spreads) <= arithmeticPdfPage(high, offset, spreads);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives no page, with the reason, when an offset goes below PDF page 1', () => {
    const result = pdfPageFor(2, arithmetic(-5, false));
    expect(result.page).to.equal(null);
    expect(result.problem).to.contain('page-offset -5 gave -3 for printed page 2');
    expect(pdfPageFor(3, arithmetic(-2, true)).problem).to.contain(
      'page-offset -2 with spreads gave 0',
    );
  });

  it('uses a pdfPage function as it is', () => {
    const mapping = withFunction((printed) => (printed <= 10 ? printed + 1 : printed + 3));
    expect(pageOf(6, mapping)).to.equal(7);
    expect(pageOf(22, mapping)).to.equal(25);
  });

  it('gives no page, never an exception, when a pdfPage function throws or returns no whole page from 1', () => {
    const thrower = withFunction(() => {
      throw new Error('no such page');
    });
    expect(pdfPageFor(22, thrower)).to.deep.equal({
      page: null,
      problem: 'pdfPage(22) threw (no such page)',
    });
    for (const [value, shown] of [
      [11.5, '11.5'],
      [0, '0'],
      [-3, '-3'],
      [NaN, 'NaN'],
      ['12', '"12"'],
      [undefined, 'undefined'],
    ] as const) {
      const result = pdfPageFor(
        22,
        withFunction(() => value as unknown as number),
      );
      expect(result.page, String(value)).to.equal(null);
      expect(result.problem).to.equal(
        `pdfPage(22) returned ${shown} for printed page 22, not a whole PDF page number from 1`,
      );
    }
    fc.assert(
      fc.property(printedPage, fc.anything(), fc.boolean(), (printed, value, throws) => {
        const result = pdfPageFor(
          printed,
          withFunction(() => {
            if (throws) throw value;
            return value as number;
          }),
        );
        if (result.page === null)
          return (
            typeof result.problem === 'string' && result.problem.startsWith(`pdfPage(${printed})`)
          );
        return (
          !throws && result.page === value && Number.isInteger(result.page) && result.page >= 1
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('keys a mapping by its function, else by offset and spreads, to warn once per mapping', () => {
    const mapping = (printed: number) => printed;
    expect(mappingKey(withFunction(mapping))).to.equal(mapping);
    expect(mappingKey(arithmetic(1, true))).to.equal(
      mappingKey(resolvePageMapping({ offset: 1, spreads: true })),
    );
    expect(mappingKey(arithmetic(1, true))).to.not.equal(mappingKey(arithmetic(1, false)));
  });
});

describe('which page settings win', () => {
  const hostFunction = (printed: number) => printed + 100;
  const gameFunction = (printed: number) => printed + 200;

  it('follows the game when the element sets nothing', () => {
    expect(resolvePageMapping({}, { offset: 2, spreads: true, pdfPage: null })).to.deep.equal(
      arithmetic(2, true),
    );
    expect(
      resolvePageMapping({}, { offset: 2, spreads: false, pdfPage: gameFunction }).pdfPage,
    ).to.equal(gameFunction);
  });

  it("takes the element's own setting over the game's, one by one", () => {
    const game: PageSettings = { offset: 2, spreads: true, pdfPage: null };
    expect(resolvePageMapping({ offset: -1 }, game), 'own offset, game spreads').to.deep.equal(
      arithmetic(-1, true),
    );
    expect(resolvePageMapping({ offset: 0 }, game), 'an own 0 is set too').to.deep.equal(
      arithmetic(0, true),
    );
    expect(resolvePageMapping({ spreads: true }, { offset: 3 })).to.deep.equal(arithmetic(3, true));
    expect(resolvePageMapping({ pdfPage: hostFunction }, game).pdfPage).to.equal(hostFunction);
  });

  it("lets an element's own offset or spreads replace the game's pdfPage, and its own pdfPage win over everything", () => {
    fc.assert(
      fc.property(
        fc.option(offset, { nil: null }),
        fc.boolean(),
        fc.option(offset, { nil: null }),
        fc.boolean(),
        fc.boolean(),
        (ownOffset, ownSpreads, gameOffset, gameSpreads, gameHasFunction) => {
          const game: PageSettings = {
            offset: gameOffset,
            spreads: gameSpreads,
            pdfPage: gameHasFunction ? gameFunction : null,
          };
          const own = { offset: ownOffset, spreads: ownSpreads };
          if (resolvePageMapping({ ...own, pdfPage: hostFunction }, game).pdfPage !== hostFunction)
            return false;
          const mapping = resolvePageMapping(own, game);
          const ownSetsSomething = ownOffset !== null || ownSpreads;
          const expectedFunction = !ownSetsSomething && gameHasFunction ? gameFunction : null;
          return (
            mapping.pdfPage === expectedFunction &&
            mapping.offset === (ownOffset ?? gameOffset ?? 0) &&
            mapping.spreads === (ownSpreads || gameSpreads)
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('checking page settings', () => {
  it('sets nothing when given nothing', () => {
    expect(readPageSettings(inputs({}))).to.deep.equal({
      settings: { offset: null, spreads: false, pdfPage: null },
      problems: { 'page-offset': null, spreads: null, pdfPage: null },
    });
  });

  it('accepts every whole offset from -999 to 999, with one zero', () => {
    fc.assert(
      fc.property(offset, (value) => {
        const { settings, problems } = readPageSettings(
          inputs({ pageOffset: value, writtenOffset: String(value) }),
        );
        return settings.offset === value && problems['page-offset'] === null;
      }),
      { numRuns: RUNS },
    );
    expect(Object.is(readPageSettings(inputs({ pageOffset: -0 })).settings.offset, 0)).to.equal(
      true,
    );
  });

  it('refuses any other offset with a message naming what is allowed, and keeps the other settings', () => {
    const mapping = (printed: number) => printed;
    fc.assert(
      fc.property(
        fc.anything().filter((value) => !isGoodOffset(value)),
        fc.boolean(),
        (value, spreads) => {
          const { settings, problems } = readPageSettings(
            inputs({ pageOffset: value, spreads, pdfPage: mapping }),
          );
          return (
            settings.offset === null &&
            settings.spreads === spreads &&
            settings.pdfPage === mapping &&
            problems['page-offset']!('en').startsWith(
              'page-offset must be a whole number from -999 to 999',
            )
          );
        },
      ),
      { numRuns: RUNS },
    );
    for (const [value, written] of [
      [NaN, 'two'],
      [NaN, '1e3'],
      [2.5, '2.5'],
      [1000, '1000'],
    ] as const) {
      const { problems } = readPageSettings(inputs({ pageOffset: value, writtenOffset: written }));
      expect(problems['page-offset']?.('en'), 'names what the host wrote').to.contain(
        `got "${written}", so it is ignored`,
      );
    }
    const stale = readPageSettings(inputs({ pageOffset: 1.5, writtenOffset: '2' }));
    expect(
      stale.problems['page-offset']?.('en'),
      'a property set after the attribute: the value in effect',
    ).to.contain('got 1.5');
  });

  it('reads spreads="false" as off and says how to write it', () => {
    const { settings, problems } = readPageSettings(
      inputs({ pageOffset: 1, writtenOffset: '1', spreads: false, writtenSpreads: ' False ' }),
    );
    expect(settings).to.deep.equal({ offset: 1, spreads: false, pdfPage: null });
    expect(problems.spreads?.('en')).to.contain('left out');
    expect(
      readPageSettings(inputs({ spreads: true, writtenSpreads: '' })).problems.spreads,
    ).to.equal(null);
  });

  it('takes a function or nothing for pdfPage; anything else is refused and ignored', () => {
    const mapping = (printed: number) => printed;
    expect(readPageSettings(inputs({ pdfPage: mapping })).settings.pdfPage).to.equal(mapping);
    expect(readPageSettings(inputs({ pdfPage: undefined })).settings.pdfPage).to.equal(null);
    const notFunction = readPageSettings(inputs({ pdfPage: 12, spreads: true }));
    expect(notFunction.settings).to.deep.equal({ offset: null, spreads: true, pdfPage: null });
    expect(notFunction.problems.pdfPage?.('en'))
      .to.contain('must be a function')
      .and.contain('got 12');
  });

  it('compares settings by value, treating unset and null alike', () => {
    const mapping = (printed: number) => printed;
    expect(samePageSettings({}, { offset: null, spreads: false, pdfPage: null })).to.equal(true);
    expect(
      samePageSettings(
        { offset: 1, pdfPage: mapping },
        { offset: 1, spreads: false, pdfPage: mapping },
      ),
    ).to.equal(true);
    expect(samePageSettings({ offset: 1 }, { offset: 2 })).to.equal(false);
    expect(samePageSettings({ spreads: true }, {})).to.equal(false);
    expect(
      samePageSettings({ pdfPage: mapping }, { pdfPage: (printed: number) => printed }),
    ).to.equal(false);
  });
});
