import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  MAX_SHARE_LENGTH,
  decodeShare,
  encodeShare,
  readHashParam,
  shareParam,
  withHashParam,
} from '../../src/components/game/internal/share-link.js';
import { RUNS } from '../rules/helpers.js';

describe('share links', () => {
  it('round-trip any JSON value through base64url (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = encodeShare(value);
        expect(text).to.match(/^[A-Za-z0-9_-]*$/);
        expect(decodeShare(text)).to.deep.equal(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps text outside ASCII intact', () => {
    expect(decodeShare(encodeShare({ name: 'Hufflepuff – Dachs 🦡' }))).to.deep.equal({
      name: 'Hufflepuff – Dachs 🦡',
    });
  });

  const damaged: [string, string, RegExp][] = [
    ['characters outside base64url', 'abc+/=', /characters it should not/],
    ['a cut-short value', encodeShare({ players: 3 }).slice(0, -3), /cut short or altered/],
    ['valid base64 that is not JSON', btoa('not json').replace(/=+$/, ''), /cut short or altered/],
    [
      'bytes that are not UTF-8',
      btoa('\xff\xfe').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
      /cut short or altered/,
    ],
    ['a single character', 'A', /cut short or altered/],
    ['a giant value', 'A'.repeat(MAX_SHARE_LENGTH + 1), /too long/],
  ];
  for (const [name, text, message] of damaged) {
    it(`rejects ${name}, saying why`, () => {
      expect(() => decodeShare(text)).to.throw(message);
    });
  }

  it('throws only Errors with a message for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        try {
          decodeShare(text);
        } catch (error) {
          expect(error).to.be.instanceOf(Error);
          expect((error as Error).message).to.not.equal('');
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hash parameters', () => {
  it('names the parameter after the persist key, encoded', () => {
    expect(shareParam('')).to.equal('defenders');
    expect(shareParam('guide 1&2')).to.equal('defenders-guide%201%262');
  });

  it('sets, reads and removes one parameter, keeping the others in order (property)', () => {
    const part = fc.stringMatching(/^[a-z]{1,6}=[A-Za-z0-9_-]{0,8}$/);
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 4 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
        (others, value) => {
          const foreign = others.filter((each) => !each.startsWith('defenders='));
          const hash = foreign.length ? `#${foreign.join('&')}` : '';
          const set = withHashParam(hash, 'defenders', value);
          expect(readHashParam(set, 'defenders')).to.equal(value);
          expect(set.slice(1).split('&').slice(0, foreign.length)).to.deep.equal(foreign);
          const removed = withHashParam(set, 'defenders', null);
          expect(readHashParam(removed, 'defenders')).to.equal(null);
          expect(removed).to.equal(hash);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('replaces an earlier value and reads nothing from an empty hash', () => {
    expect(withHashParam('#a=1&defenders=old', 'defenders', 'new')).to.equal('#a=1&defenders=new');
    expect(readHashParam('', 'defenders')).to.equal(null);
    expect(readHashParam('#defenders-key=1', 'defenders')).to.equal(null);
  });
});
