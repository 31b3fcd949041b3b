// The whole-game snippet is table-ready: it can carry `persist` (with a key made from the post's
// name), `share`, `keep-awake`, the rulebook address and a FAQ inside the game, in every kind of
// code (script tag, iframe address, React); bad values are named and left out.
import { expect } from '@open-wc/testing';
import {
  checkOptions,
  elementSnippet,
  embedPageUrl,
  parseEmbedQuery,
  persistKeyFrom,
  reactSnippet,
  scriptSnippet,
} from '../../src/embed/snippets.js';
import '../../src/locales/de.js';

const TABLE_READY = {
  players: '3',
  persist: 'game-night',
  share: true,
  'keep-awake': true,
  'rulebook-url': 'https://rulebook.test/defenders.pdf',
  faq: true,
} as const;

function gameIn(html: string): Element {
  return new DOMParser()
    .parseFromString(`<!doctype html><body>${html}`, 'text/html')
    .querySelector('defenders-game')!;
}

describe('the whole-game snippet', () => {
  it('carries persist, share, keep-awake and the rulebook address on the game', () => {
    const game = gameIn(scriptSnippet('game', TABLE_READY));
    expect(game.getAttribute('players')).to.equal('3');
    expect(game.getAttribute('persist')).to.equal('game-night');
    expect(game.getAttribute('share')).to.equal('');
    expect(game.getAttribute('keep-awake')).to.equal('');
    expect(game.getAttribute('rulebook-url')).to.equal('https://rulebook.test/defenders.pdf');
    expect(game.hasAttribute('faq'), 'the FAQ is content, not an attribute').to.equal(false);
  });

  it('puts the FAQ inside the game, after the other widgets, with its text version', () => {
    const game = gameIn(elementSnippet('game', TABLE_READY));
    expect([...game.children].map((child) => child.localName)).to.deep.equal([
      'defenders-setup-calculator',
      'defenders-turn-checklist',
      'defenders-path-tracker',
      'defenders-victory-checker',
      'defenders-faq',
    ]);
    expect(game.querySelector('defenders-faq')!.textContent).to.contain('?');
    const without = gameIn(elementSnippet('game', { ...TABLE_READY, faq: 'false' } as never));
    expect(without.querySelector('defenders-faq')).to.equal(null);
  });

  it('writes none of them when they are left off', () => {
    const game = gameIn(elementSnippet('game', { players: '4' }));
    for (const name of ['persist', 'share', 'keep-awake', 'rulebook-url'])
      expect(game.hasAttribute(name), name).to.equal(false);
    expect(game.querySelector('defenders-faq')).to.equal(null);
  });

  it('asks the embed page for the same game, which reads it back', () => {
    const url = new URL(embedPageUrl('game', TABLE_READY, { embedUrl: 'https://embed.test/' }));
    const read = parseEmbedQuery(url.search);
    expect(read.problems).to.deep.equal([]);
    expect(read.options).to.deep.equal({ ...TABLE_READY });
  });

  it('writes them into the React snippet, with the FAQ inside', () => {
    const code = reactSnippet('game', TABLE_READY);
    expect(code).to.contain('persist="game-night"');
    expect(code).to.contain(' share').and.contain(' keep-awake');
    expect(code).to.contain('rulebook-url={"https://rulebook.test/defenders.pdf"}');
    expect(code).to.contain('<defenders-faq>');
    expect(code).to.not.match(/ faq[ =>]/);
  });

  it('names a bad key, address or switch and leaves it out', () => {
    const { options, problems } = checkOptions('game', {
      persist: 'my game!',
      'rulebook-url': 'javascript:alert(1)',
      share: 'maybe',
      'keep-awake': 'true',
    });
    expect(options).to.deep.equal({ 'keep-awake': true });
    expect(problems).to.have.length(3);
    expect(problems[0]).to.match(/^persist must be a storage key/);
    expect(problems.join(' ')).to.contain('rulebook-url must be an http: or https: address');
    expect(problems.join(' ')).to.contain('share must be "true" or "false"; got "maybe"');
    const german = checkOptions('game', { persist: 'ä b' }, { locale: 'de' }).problems;
    expect(german[0]).to.match(/^persist muss ein Speicherschlüssel/);
  });

  it('makes a storage key from a post’s name', () => {
    expect(persistKeyFrom('Our first game night!')).to.equal('our-first-game-night');
    expect(persistKeyFrom('  Spieleabend: Größe & Mäuse  ')).to.equal('spieleabend-grosse-mause');
    expect(persistKeyFrom('***')).to.equal('');
    expect(persistKeyFrom('x'.repeat(100))).to.have.length(60);
    for (const name of ['Our first game night!', 'Spieleabend: Größe', 'a'.repeat(80) + ' b']) {
      const key = persistKeyFrom(name);
      expect(checkOptions('game', { persist: key }).problems, key).to.deep.equal([]);
    }
  });
});
