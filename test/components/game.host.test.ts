import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DEFAULT_LAYOUT, parseLayout } from '../../src/rules/path.js';
import { DEFAULT_PLAYERS } from '../../src/rules/constants.js';
import {
  hostChanged,
  brokenLinkMessage,
  movedLayoutWarning,
  persistKey,
  readLayout,
  readPlayers,
  readRulebookUrl,
} from '../../src/components/game/internal/host.js';
import { RUNS } from '../rules/helpers.js';

const base = 'https://guide.example/pages/game.html';

describe('<defenders-game> host attributes', () => {
  it('trims the persist key and reads a missing one as no key', () => {
    expect(persistKey('  table-1 ')).to.equal('table-1');
    expect(persistKey(null)).to.equal('');
    expect(persistKey(undefined)).to.equal('');
  });

  it('takes 2 to 5 players, and unset as the default', () => {
    for (const players of [2, 3, 4, 5] as const)
      expect(readPlayers(players, String(players))).to.deep.equal({
        value: players,
        problem: null,
      });
    expect(readPlayers(null, null)).to.deep.equal({ value: DEFAULT_PLAYERS, problem: null });
    expect(readPlayers(undefined, null)).to.deep.equal({ value: DEFAULT_PLAYERS, problem: null });
  });

  it('uses the default for any other number, quoting what the host wrote (property)', () => {
    fc.assert(
      fc.property(
        fc.double().filter((n) => ![2, 3, 4, 5].includes(n)),
        (players) => {
          const { value, problem } = readPlayers(players, `${players}`);
          expect(value).to.equal(DEFAULT_PLAYERS);
          expect(problem?.('en')).to.match(
            /^players must be a whole number from 2 to 5 .*; got ".*"\. Using 4\.$/,
          );
        },
      ),
      { numRuns: RUNS },
    );
    expect(readPlayers(Number.NaN, '0x3').problem?.('en')).to.contain('got "0x3"');
  });

  it('accepts http, https and relative rulebook addresses, and nothing else', () => {
    expect(readRulebookUrl(' rules.pdf ', base)).to.deep.equal({
      value: 'rules.pdf',
      problem: null,
    });
    expect(readRulebookUrl('https://example.com/r.pdf', base).problem).to.equal(null);
    expect(readRulebookUrl('', base)).to.deep.equal({ value: '', problem: null });
    expect(readRulebookUrl(null, base)).to.deep.equal({ value: '', problem: null });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com/r.pdf',
      'http://[bad',
    ]) {
      const { value, problem } = readRulebookUrl(bad, base);
      expect(value, bad).to.equal('');
      expect(problem?.('en'), bad).to.match(
        /^rulebook-url must be a web address \(http, https or a relative path\); got /,
      );
    }
  });

  it('reads a layout into its notation, and an empty one as none', () => {
    expect(readLayout(DEFAULT_LAYOUT)).to.deep.equal({
      value: parseLayout(DEFAULT_LAYOUT).notation,
      problem: null,
    });
    expect(readLayout('  ')).to.deep.equal({ value: null, problem: null });
    expect(readLayout(null)).to.deep.equal({ value: null, problem: null });
  });

  it("names the rules core's reason for a bad layout and the example used instead", () => {
    const { value, problem } = readLayout('xyz');
    expect(value).to.equal(null);
    expect(problem?.('en')).to.match(
      /^layout is not a valid path: .+\. Using the example layout ".+"\.$/,
    );
  });

  it('says what the table shows instead of a broken link', () => {
    const tooLong = new Error('the link is too long');
    expect(brokenLinkMessage(tooLong, true)('en')).to.equal(
      "The game in this page's link could not be read (the link is too long), so it was left out and the table shows the saved game or a new one.",
    );
    expect(brokenLinkMessage(tooLong, false)('en')).to.match(/the table shows a new game\.$/);
  });

  it('warns which layout a saved game or link used and where the path starts again', () => {
    expect(movedLayoutWarning('link', 'wWw oOo rRr', 'wwWwW oOoOo rRrRrr')).to.equal(
      'the link used another path layout (wWw oOo rRr); its players and Houses are kept and the path starts again on wwWwW oOoOo rRrRrr.',
    );
    expect(movedLayoutWarning('saved game', 'a', 'b')).to.match(/^the saved game used/);
  });
});

describe('<defenders-game> host changes', () => {
  const before = {
    players: 4,
    rulebookUrl: null,
    persist: '',
    layout: null,
    pageOffset: null,
    spreads: false,
    pdfPage: null,
  } as const;
  const none = {
    persist: false,
    players: false,
    layout: false,
    rulebookUrl: false,
    pageSettings: false,
  };

  it('sees no change between equal snapshots', () => {
    expect(hostChanged(before, { ...before })).to.deep.equal(none);
  });

  it('names each attribute that changed, the page mapping as one setting', () => {
    expect(hostChanged(before, { ...before, players: 3, persist: 'k' })).to.deep.equal({
      ...none,
      players: true,
      persist: true,
    });
    expect(hostChanged(before, { ...before, layout: 'wWw', rulebookUrl: 'r.pdf' })).to.deep.equal({
      ...none,
      layout: true,
      rulebookUrl: true,
    });
    expect(hostChanged(before, { ...before, pageOffset: 2 }).pageSettings).to.equal(true);
    expect(hostChanged(before, { ...before, spreads: true }).pageSettings).to.equal(true);
    expect(
      hostChanged(before, { ...before, pdfPage: (page: number) => page }).pageSettings,
    ).to.equal(true);
  });

  it('reads a bad page offset again every time, so its message follows the latest text', () => {
    const bad = { ...before, pageOffset: Number.NaN };
    expect(hostChanged(bad, { ...bad }).pageSettings).to.equal(true);
  });
});
