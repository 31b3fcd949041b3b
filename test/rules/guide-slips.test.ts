/**
 * Sentences of the texts that once said more, less or otherwise than the rules guide, each held
 * against the guide's own sentence on its pages, in English and German: the claim the guide does
 * not make must be gone from every text a player reads, and the text that replaced it must say
 * what the guide says.
 */
import { expect } from '@open-wc/testing';
import { de } from '../../src/locales/de.js';
import { englishMessages, formsOf } from '../helpers/catalogue.js';
import type { Message } from '../../src/i18n/messages.js';

type Catalogue = Record<string, Message>;

const ENGLISH = englishMessages();
const GERMAN = de as Catalogue;

/**
 * Every text of a catalogue a player reads, with its key. The search's keywords and synonyms are
 * read by the search and never shown: they hold the words players type, "land on" among them.
 */
function shown(catalogue: Catalogue): [string, string][] {
  return Object.entries(catalogue)
    .filter(([key]) => !key.endsWith('.keywords') && key !== 'faq.search.synonyms')
    .flatMap(([key, message]) => formsOf(message).map((text): [string, string] => [key, text]));
}

function text(catalogue: Catalogue, key: string): string {
  const message = catalogue[key];
  expect(message, key).to.not.equal(undefined);
  return formsOf(message as Message).join(' ');
}

/** The keys whose shown text matches `pattern`. */
function saying(catalogue: Catalogue, pattern: RegExp): string[] {
  return shown(catalogue)
    .filter(([, each]) => pattern.test(each))
    .map(([key]) => key);
}

describe('what the guide does not say', () => {
  it('invents nothing about running out of cards before the final hand (pp. 22, 23)', () => {
    const early = /(?:Earlier|before that)[^.]*Replenish|(?:Vorher|vorher)[^.]*Auffüllen/;
    expect(saying(ENGLISH, early)).to.deep.equal([]);
    expect(saying(GERMAN, early)).to.deep.equal([]);
    for (const key of [
      'victory-checker.end.out-of-cards-hint',
      'victory.reason.out-of-cards-early',
    ]) {
      expect(text(ENGLISH, key), key).to.match(/says nothing/);
      expect(text(GERMAN, key), key).to.match(/sagt (?:er|der Leitfaden) nichts/);
    }
  });

  it('bumps only a Dark Arts pawn that ends its move on a House pawn (p. 20)', () => {
    expect(saying(ENGLISH, /lands? on a House pawn/i)).to.deep.equal([]);
    expect(saying(GERMAN, /auf einer Hausfigur landet/)).to.deep.equal([]);
    expect(text(ENGLISH, 'faq.bump.question')).to.contain('finishes its move on a House pawn');
    expect(text(GERMAN, 'faq.bump.question')).to.contain('ihren Zug auf einer Hausfigur beendet');
  });

  it('gives the Dark Arts Player no turn "in between" the Houses (p. 10)', () => {
    expect(saying(ENGLISH, /in between/i)).to.deep.equal([]);
    expect(saying(GERMAN, /dazwischen/i)).to.deep.equal([]);
    expect(text(ENGLISH, 'faq.turn-order.answer')).to.contain('clockwise');
    expect(text(GERMAN, 'faq.turn-order.answer')).to.contain('Uhrzeigersinn');
  });

  it('puts the Progress Tokens on their spaces, not on the first path space (p. 7)', () => {
    expect(text(ENGLISH, 'faq.marker-start.answer')).to.not.match(/begin there too/);
    expect(text(GERMAN, 'faq.marker-start.answer')).to.not.match(/Auch die drei[^.]*dort/);
    expect(text(ENGLISH, 'faq.marker-start.answer')).to.contain('on their spaces');
    expect(text(GERMAN, 'faq.marker-start.answer')).to.contain('auf ihre Felder');
  });

  it('says the requirement does not drop automatically, not that it is fixed (pp. 22, 23)', () => {
    const keys = [
      'faq.location-card-requirement.answer',
      'victory-checker.requirement.hint',
      'path.note.card-taken',
    ];
    for (const key of keys) {
      expect(text(ENGLISH, key), key)
        .to.contain('automatically')
        .and.not.match(/\bfixed\b/);
      expect(text(GERMAN, key), key)
        .to.contain('nicht automatisch')
        .and.not.match(/steht fest|ändern daran nichts/);
    }
  });

  it('lets the Dark Arts Player use movement and/or effect, not both (pp. 20, 21)', () => {
    expect(text(ENGLISH, 'faq.dark-arts-explore.answer')).to.match(/its effect[^.]* or both/);
    expect(text(GERMAN, 'faq.dark-arts-explore.answer')).to.match(/ihren Effekt[^.]* oder beides/);
  });

  it('names a way to advance on the Loyalty Track and to stand pawns up, not the only way (pp. 17, 20, 21)', () => {
    for (const key of ['faq.advanced-acquire.answer', 'faq.stunned-pawns.answer']) {
      expect(text(ENGLISH, key), key).to.match(/^The guide names/);
      expect(text(GERMAN, key), key).to.match(/^Der Leitfaden nennt/);
    }
  });

  it('returns a Parchment Scroll\u2019s cards under their own deck, in German too (p. 17)', () => {
    expect(saying(GERMAN, /unter den Ortsstapel/)).to.deep.equal([]);
    expect(text(GERMAN, 'faq.parchment-scroll.answer')).to.contain('unter ihren Stapel');
  });

  it('says why the token is the choice on the last space, as the guide has it (pp. 22, 23)', () => {
    const english = text(ENGLISH, 'path.note.must-take-last');
    expect(english).to.not.contain('That is their choice');
    expect(english).to.match(/event effect or the Progress Token[^.]*required/);
    const german = text(GERMAN, 'path.note.must-take-last');
    expect(german).to.match(/Ereigniseffekt oder den Fortschrittsmarker[^.]*Pflicht/);
  });

  it('does not tell players inside a game that they have not chosen their Houses yet', () => {
    expect(text(ENGLISH, 'victory-checker.houses.assumed-game')).to.not.match(/until you choose/);
    expect(text(GERMAN, 'victory-checker.houses.assumed-game')).to.not.match(/bis du wählst/);
  });
});
