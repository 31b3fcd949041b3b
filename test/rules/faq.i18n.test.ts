import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/locales/de.js';
import {
  FAQ,
  checkFaqEntry,
  faqEntries,
  faqEntry,
  faqTerms,
  matchRanges,
  normaliseWord,
  searchFaq,
} from '../../src/rules/faq/search.js';
import { TWO_PLAYER_PAGES, TWO_PLAYER_TEXT } from '../../src/rules/setup.js';
import { faqWidgetMessages } from '../../src/components/faq/faq.messages.js';
import { translate } from '../../src/i18n/translate.js';
import { RulesError } from '../../src/rules/errors.js';
import { registerTranslation } from '../../src/locales/translation.js';
import { RUNS, expectRulesError } from './helpers.js';
import { captureWarnings } from '../helpers/events.js';

const DE = { locale: 'de' };
const topDe = (query: string) => searchFaq(query, undefined, DE)[0]?.id;
const idsDe = (query: string) => searchFaq(query, undefined, DE).map((entry) => entry.id);

describe('the FAQ in a language', () => {
  it('is English by default and for a language without a translation, as FAQ itself', () => {
    expect(faqEntries()).to.equal(FAQ);
    expect(faqEntries({ locale: 'en' })).to.equal(FAQ);
    expect(faqEntries({ locale: 'fr' }).map((entry) => entry.question)).to.deep.equal(
      FAQ.map((entry) => entry.question),
    );
    expect(faqEntries(null as never)).to.equal(FAQ);
  });

  it('gives every question and answer in German, with the ids, order and pages of FAQ', () => {
    const german = faqEntries(DE);
    expect(german.map((entry) => entry.id)).to.deep.equal(FAQ.map((entry) => entry.id));
    german.forEach((entry, index) => {
      const english = FAQ[index]!;
      expect(entry.pages, entry.id).to.deep.equal(english.pages);
      expect(entry.question, entry.id).to.not.equal(english.question);
      expect(entry.question, entry.id).to.match(/\?$/);
      expect(entry.answer, entry.id).to.not.equal(english.answer);
    });
    expect(Object.isFrozen(german) && Object.isFrozen(german[0])).to.equal(true);
    expect(faqEntries(DE), 'the same list while its texts stay the same').to.equal(german);
    expect(faqEntries({ locale: 'de-AT' })[0]!.question).to.equal(german[0]!.question);
    expect(faqEntry('draw', DE)?.question).to.equal('Kann das Spiel unentschieden enden?');
  });

  it('restates the same facts in German (numbers, terms of the glossary)', () => {
    const facts: [string, RegExp[]][] = [
      ['how-many-players', [/Zwei bis fünf/, /13/, /einen bis vier Hausspieler/]],
      ['two-players', [/vier Figuren/, /keine im Vorrat/, /Aufstellungsfeldern/]],
      ['houses-win-together', [/^Nein/, /zwei Verteidigungsschilde/]],
      ['game-length', [/90 Minuten/, /13/]],
      ['first-player', [/links/, /Uhrzeigersinn/]],
      ['turn-order', [/links vom Spieler der Dunklen Künste/, /Uhrzeigersinn/]],
      ['occupied-deployment-space', [/betäubt/, /einen Bewegungspunkt/]],
      ['marker-moves', [/Drei Dinge/, /Auffüllen/, /Ereignis/, /alle Hausmarker/]],
      ['location-card-requirement', [/drei Figuren/, /zwei/, /eine/, /senkt sie nicht/]],
      ['claim-defence-shield', [/Pergamentrolle/, /Bibliotheksbuch/, /Dunkeldetektor/, /DA-Münze/]],
      ['final-hand', [/fünf Karten/, /niemand mehr/, /weder Sieg noch Unentschieden/]],
      ['bump', [/Große Halle/, /Vorrat/, /höchstens einmal pro Zug/]],
    ];
    for (const [id, patterns] of facts) {
      const entry = faqEntry(id, DE);
      for (const pattern of patterns) expect(entry?.answer, id).to.match(pattern);
    }
  });

  it('keeps the two-player answer the same as the setup note, in English', () => {
    const entry = faqEntry('two-players');
    expect(entry?.answer).to.equal(TWO_PLAYER_TEXT);
    expect(entry?.pages).to.deep.equal([...TWO_PLAYER_PAGES]);
  });

  it('builds a new list when a translation registered later changes a text', () => {
    // A partial translation: every other key shows English, with a console warning each.
    const warnings = captureWarnings();
    try {
      changesText();
    } finally {
      warnings.restore();
    }
    expect(warnings.calls.length).to.be.greaterThan(0);
  });

  function changesText(): void {
    registerTranslation('qfa', { 'faq.draw.question': 'Gleichstand?' } as never, {
      partial: true,
    });
    const before = faqEntries({ locale: 'qfa' });
    expect(before.find((entry) => entry.id === 'draw')?.question).to.equal('Gleichstand?');
    registerTranslation('qfa', { 'faq.draw.question': 'Remis?' } as never, { partial: true });
    const after = faqEntries({ locale: 'qfa' });
    expect(after).to.not.equal(before);
    expect(after.find((entry) => entry.id === 'draw')?.question).to.equal('Remis?');
  }
});

describe('searchFaq in German', () => {
  it('searches the German FAQ by default with { locale: "de" }, and English without it', () => {
    const german = faqEntries(DE);
    expect(searchFaq('', undefined, DE)).to.deep.equal([...german]);
    expect(searchFaq('Unentschieden', undefined, DE).every((e) => german.includes(e))).to.equal(
      true,
    );
    expect(searchFaq('Unentschieden')).to.deep.equal([]);
    expect(searchFaq('draw')[0]?.id).to.equal('draw');
  });

  it('finds the two-player answer for "zwei Spieler", "2 Spieler" and "Spieler 2"', () => {
    expect(topDe('zwei Spieler')).to.equal('two-players');
    expect(topDe('2 Spieler')).to.equal('two-players');
    expect(topDe('Spieler 2')).to.equal('two-players');
    expect(topDe('Können wir zu zweit, mit 2 Spielern, spielen?')).to.equal('two-players');
  });

  it('folds umlauts and ß: "weiss" finds "weiß", "Muenze" and "Munze" find "Münze"', () => {
    expect(idsDe('weiss')).to.include('card-colours-unlock');
    expect(idsDe('WEISSE')).to.deep.equal(idsDe('weiße'));
    expect(topDe('Muenze')).to.equal('claim-defence-shield');
    expect(topDe('Munze')).to.equal('claim-defence-shield');
    expect(idsDe('grosse halle').slice(0, 3)).to.include.members(['bump', 'house-pawns']);
    expect(matchRanges('Weiße Effekte', 'weiss', DE)).to.deep.equal([[0, 5]]);
  });

  it('treats German plural and case endings alike', () => {
    for (const [one, many] of [
      ['Figur', 'Figuren'],
      ['Haus', 'Häuser'],
      ['Feld', 'Felder'],
      ['Ereignis', 'Ereignisse'],
      ['Regel', 'Regeln'],
      ['Karte', 'Karten'],
      ['Zug', 'Züge'],
    ]) {
      expect(normaliseWord(many!, DE), many).to.equal(normaliseWord(one!, DE));
    }
    expect(normaliseWord('Haeuser', DE)).to.equal(normaliseWord('Haus', DE));
    expect(idsDe('Figur')).to.deep.equal(idsDe('Figuren'));
  });

  it('reads past participles and strong verb forms as their verb', () => {
    for (const [form, verb] of [
      ['gezogen', 'ziehen'],
      ['zog', 'ziehen'],
      ['zieht', 'ziehen'],
      ['genommen', 'nehmen'],
      ['nimmt', 'nehmen'],
      ['abgeworfen', 'abwerfen'],
      ['abgeworfene', 'abwerfen'],
      ['aufgedeckt', 'aufdecken'],
      ['gekaufte', 'kaufen'],
      ['verdrängt', 'verdrängen'],
      ['betäubte', 'betäuben'],
      ['gewonnen', 'gewinnen'],
    ]) {
      expect(normaliseWord(form!, DE), form).to.equal(normaliseWord(verb!, DE));
    }
    // The cards played this turn are those discarded at its end, as English "played": "gespielt"
    // stays apart from "spielen". And a beginner is no beginning.
    expect(normaliseWord('gespielten', DE)).to.equal(normaliseWord('gespielt', DE));
    expect(normaliseWord('gespielt', DE)).to.not.equal(normaliseWord('spielen', DE));
    expect(normaliseWord('Anfänger', DE)).to.not.equal(normaliseWord('Anfang', DE));
    expect(topDe('Anfänger')).to.equal('first-game-dark-arts');
    expect(topDe('was passiert mit der verdrängten hausfigur')).to.equal('bump');
    expect(topDe('wohin kommt die gekaufte karte')).to.equal('learn');
  });

  it('reads DA and D.A. as the Dark Arts, and the adverb "da" as nothing', () => {
    expect(topDe('wie gewinnt DA')).to.equal('dark-arts-win');
    expect(topDe('darf DA lernen')).to.equal('dark-arts-no-learn');
    // "wofür" is a question word, as "wozu" and "wohin" are: it names nothing asked about.
    expect(faqTerms('wofür sind die DA-Münzen da', DE)).to.deep.equal(['da', 'munz']);
    // "Erweiterung" is no compound of "erweiter" and "ung": nothing answers it.
    expect(searchFaq('gibt es eine Erweiterung', undefined, DE)).to.deep.equal([]);
  });

  it('finds a word inside German compounds and marks the whole compound', () => {
    expect(topDe('Schild')).to.equal('claim-defence-shield');
    expect(idsDe('Schild')).to.include('houses-win-together');
    const question = faqEntry('claim-defence-shield', DE)!.question;
    const [range] = matchRanges(question, 'Schilde', DE);
    expect(question.slice(...range!)).to.equal('Verteidigungsschild');
  });

  it('finds typical German table questions', () => {
    expect(topDe('Unentschieden')).to.equal('draw');
    expect(topDe('wer beginnt')).to.equal('first-player');
    expect(topDe('Spieldauer')).to.equal('game-length');
    expect(topDe('Verdrängen')).to.equal('bump');
    expect(topDe('Pergamentrollen')).to.equal('parchment-scroll');
    expect(topDe('Hogwarts-Marker')).to.equal('hogwarts-tokens');
    expect(topDe('Lernen geschützte Bereiche')).to.equal('learn-protected-areas');
    expect(topDe('wann bewegt sich der Marker')).to.equal('marker-moves');
    expect(topDe('Ortskarte Figuren')).to.equal('location-card-requirement');
  });

  it('drops common German words and maps digits to German number words', () => {
    expect(faqTerms('Können 2 Spieler mitspielen?', DE)).to.deep.equal([
      'zwei',
      'spiel',
      'mitspiel',
    ]);
    expect(faqTerms('fünf', DE)).to.deep.equal(faqTerms('5', DE));
    expect(faqTerms('die', DE)).to.deep.equal(['die']);
    expect(matchRanges('ab 13 Jahren', 'dreizehn', DE)).to.deep.equal([[3, 5]]);
  });

  it('finds the words the empty state suggests, in English and in German', () => {
    const suggested = (locale: string) =>
      [
        ...translate(faqWidgetMessages, locale, 'faq-widget.empty.hint').matchAll(
          /[“„]([^”“]+)[”“]/g,
        ),
      ].map((match) => match[1]!);
    expect(suggested('en')).to.have.length(3);
    expect(suggested('de')).to.have.length(3);
    for (const word of suggested('en')) expect(searchFaq(word), word).to.not.be.empty;
    for (const word of suggested('de'))
      expect(searchFaq(word, undefined, DE), word).to.not.be.empty;
  });

  it('returns only German entries, never throwing for any string (property)', () => {
    const german = faqEntries(DE);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('zwei Spieler', 'weiß', 'Schilde', 'ÄÖÜß')),
        (query) => {
          const results = searchFaq(query, undefined, DE);
          expect(results.every((entry) => german.includes(entry))).to.equal(true);
          expect(new Set(results).size).to.equal(results.length);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('FAQ errors in German', () => {
  it('say what is allowed in German through messageIn, and in English as message', () => {
    const query = expectRulesError(() => searchFaq(7 as unknown as string), 'faq-query');
    expect(query.message).to.equal('query must be a string; got 7');
    expect(query.messageIn('de')).to.equal('query muss ein Text sein; erhalten: 7');
    const entry = expectRulesError(
      () => searchFaq('x', [{ id: 'a', question: 'q', answer: 'a', pages: [3, 2] }]),
      'faq-entries',
    );
    expect(entry.message).to.equal(
      'entries item 1.pages must be in ascending order without repeats; got 3, 2',
    );
    expect(entry.messageIn('de')).to.equal(
      'pages von Eintrag 1 in entries muss aufsteigend und ohne Wiederholung sein; erhalten: 3, 2',
    );
    const word = expectRulesError(() => normaliseWord([] as never, DE), 'faq-word');
    expect(word.messageIn('de')).to.equal('word muss ein Text sein; erhalten: eine Liste');
  });

  it('name the position of a host entry checked alone', () => {
    const error = expectRulesError(() => checkFaqEntry({ id: 'x' }, 7), 'faq-entries');
    expect(error.message).to.equal(
      'entries item 7.question must be a non-empty string; got undefined',
    );
    expect(error.messageIn('de')).to.equal(
      'question von Eintrag 7 in entries muss ein nicht leerer Text sein; erhalten: nichts (undefined)',
    );
    expect(checkFaqEntry({ id: 'a', question: 'q', answer: 'b', pages: [1] })).to.deep.equal({
      id: 'a',
      question: 'q',
      answer: 'b',
      pages: [1],
    });
    expect(() => checkFaqEntry({}, 0)).to.throw(RulesError);
  });
});
