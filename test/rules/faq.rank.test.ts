/**
 * How the FAQ search reads a player's question: the fields it weighs, typos, compounds, question
 * words, the new entries' facts, the topics, host entries ranked the same way, and the closest
 * entries when nothing matches. The relevance figures themselves are test/node/faq-relevance.test.mjs.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/locales/de.js';
import {
  FAQ,
  closestFaq,
  faqEntries,
  faqEntry,
  faqTerms,
  normaliseWord,
  searchFaq,
} from '../../src/rules/faq/search.js';
import { oneSlipApart } from '../../src/rules/faq/rank.js';
import { FAQ_TOPICS } from '../../src/rules/faq/topics.js';
import { searchLanguage } from '../../src/rules/faq/en.js';
import type { FaqEntry } from '../../src/rules/types.js';
import { RUNS } from './helpers.js';

const DE = { locale: 'de' };
const top = (query: string) => searchFaq(query)[0]?.id;
const topDe = (query: string) => searchFaq(query, undefined, DE)[0]?.id;

describe('searchFaq ranking', () => {
  it('weighs a question about the thing above a long answer that shares a filler word', () => {
    expect(top('how many shields to win')).to.equal('house-win');
    expect(top('how do I get a defence shield')).to.equal('claim-defence-shield');
    expect(top('can I draw cards in the final hand')).to.equal('final-hand');
  });

  it('finds an entry by its curated synonyms', () => {
    expect(top('tie')).to.equal('draw');
    expect(top('stalemate')).to.equal('draw');
    expect(topDe('Gleichstand')).to.equal('draw');
    expect(topDe('Unentschieden')).to.equal('draw');
  });

  it('reads the words players use for the game\u2019s own, for every entry, host entries too', () => {
    expect(top('how does the villain win')).to.equal('dark-arts-win');
    expect(top('game duration')).to.equal('game-length');
    expect(top('how long does a game take')).to.equal('game-length');
    expect(topDe('Remis')).to.equal('draw');
    expect(topDe('wie lange dauert ein Spiel')).to.equal('game-length');
    expect(top('can two players both be gryffindor')).to.be.oneOf(['same-house', 'two-players']);
    const host: FaqEntry = {
      id: 'house-rule-villain',
      question: 'Which house rules do we use for the Dark Arts?',
      answer: 'None.',
      pages: [20],
    };
    expect(searchFaq('villain house rules', [host])[0]?.id).to.equal('house-rule-villain');
  });

  it('finds nothing where half the words or more are ones no entry knows', () => {
    expect(searchFaq('can I play online')).to.deep.equal([]);
    expect(searchFaq('expansion')).to.deep.equal([]);
    expect(searchFaq('kann ich online spielen', undefined, DE)).to.deep.equal([]);
    // Or where the unknown words carry most of the query's weight: an unknown word counts as the
    // rarest ("sleeves" against the common "every" and "card"), and words of three letters count.
    expect(searchFaq('sleeves for every card')).to.deep.equal([]);
    expect(searchFaq('can we play the campaign with the house cards')).to.deep.equal([]);
    expect(searchFaq('is there an app')).to.deep.equal([]);
    // A known word misspelt is not unknown, and one unknown word among several known ones is heard.
    expect(top('loyalty trak')).to.be.oneOf(['advanced-acquire', 'house-pawns']);
    expect(top('what if the red token is never taken')).to.equal('progress-token-forced');
  });

  it('leans a question about the start of the game towards the setup entries', () => {
    expect(top('where do the defence shields go at the start')).to.equal('setup-main-board');
    expect(top('library books setup')).to.equal('setup-side-board');
    expect(topDe('wo kommen die Verteidigungsschilde zu Beginn hin')).to.equal('setup-main-board');
  });

  it('hears a question through its filler words, past forms and synonym compounds', () => {
    // "possible", "anything", "möglich" say nothing of the topic; "bought" is "buy".
    expect(top('is a tie possible')).to.equal('draw');
    expect(top('does anything happen on a normal path space')).to.equal('marker-moves');
    expect(top('where does the card I bought go')).to.equal('learn');
    expect(topDe('ist ein Gleichstand möglich')).to.equal('draw');
    // "Partie" stands for "Spiel", and "Reserve" (for "Vorrat") is the first part of "Reservefigur".
    expect(topDe('Dauer einer Partie')).to.equal('game-length');
    expect(topDe('Reservefigur')).to.be.oneOf([
      'dark-arts-pawns',
      'occupied-deployment-space',
      'dark-arts-explore',
    ]);
  });

  it('knows more words players use, and never reads a synonym as a typo of another word', () => {
    expect(top('my pawn fainted')).to.equal('stunned-pawns');
    expect(top('attack a house pawn')).to.equal('bump');
    expect(topDe('Figur ist ohnmächtig')).to.equal('stunned-pawns');
    // "Markt" is one letter from "Marker" (the Hogwarts-Marker), but it stands for the acquire rows.
    expect(topDe('Markt')).to.be.oneOf(['learn', 'advanced-acquire']);
  });

  it('reads D.A. and DA as the Dark Arts, and sets table talk aside', () => {
    expect(top('how does the D.A. player win')).to.equal('dark-arts-win');
    expect(top('how many DA pawns with 3 players')).to.equal('dark-arts-pawns');
    expect(top('hey guys quick question who goes first')).to.equal('first-player');
    expect(top('what can I do during my turn')).to.equal('house-actions');
    expect(top('what advances the dark arts track')).to.equal('marker-moves');
    // Player counts, ordinals and past forms the way players type them.
    expect(top('2p setup')).to.equal('two-players');
    expect(top('after my 2nd scroll')).to.equal('parchment-scroll');
    expect(top('how many ppl can play')).to.equal('how-many-players');
  });

  it('reads the table talk of the fifth round: counts, turn order, blocks, typos of synonyms', () => {
    expect(top('can six of us play')).to.equal('how-many-players');
    expect(topDe('geht das zu dritt')).to.equal('how-many-players');
    expect(top('which way does play go')).to.equal('turn-order');
    expect(topDe('wer ist als nächstes dran')).to.equal('turn-order');
    expect(top('why cant i learn')).to.equal('learn-protected-areas');
    expect(topDe('warum kann ich nicht lernen')).to.equal('learn-protected-areas');
    expect(top('how does the villian win')).to.equal('dark-arts-win');
    // "begin" is not "beginner", and "played" is not "play".
    expect(top('who begins')).to.equal('first-player');
    expect(top('what happens to the cards I played')).to.equal('end-turn');
    expect(topDe('wie steige ich auf der loyalitätsleiste auf')).to.equal('advanced-acquire');
    expect(topDe('ist das spiel für zehnjährige')).to.equal('game-length');
  });

  it('gives no confident answer to a question beyond the rules, but "cost" is a rules word', () => {
    expect(searchFaq('best strategy for the dark arts')).to.deep.equal([]);
    expect(searchFaq('what card sleeves fit')).to.deep.equal([]);
    expect(searchFaq('beste Taktik für die Häuser', undefined, DE)).to.deep.equal([]);
    expect(top('what does learning cost')).to.equal('learn');
  });

  it('gives no built-in answer where the guide is silent, though the words are rules words', () => {
    for (const query of [
      'can house players trade cards with each other',
      'what happens if the acquire deck runs out',
      'can I undo my last move',
      'how many cards are in the event deck',
      'what does the slytherin power do',
      'can i see the other players cards',
    ])
      expect(searchFaq(query), query).to.deep.equal([]);
    for (const query of [
      'was passiert wenn der erwerbsstapel leer ist',
      'dürfen hausspieler karten tauschen',
      // A compound beyond the rules is caught before it is split into "zeit" and "limit".
      'gibt es ein zeitlimit pro zug',
    ])
      expect(searchFaq(query, undefined, DE), query).to.deep.equal([]);
    // The same words where the guide does answer.
    expect(top('what if everyone runs out of cards')).to.equal('draw');
    expect(topDe('wenn allen die karten ausgehen')).to.equal('draw');
    expect(top('can the dark arts player leave the progress token')).to.equal(
      'progress-token-forced',
    );
    expect(top('do i have to show my location cards')).to.equal('parchment-scroll');
    expect(top('trade a token for another explore')).to.equal('hogwarts-tokens');
    // Closest entries are still offered, labelled as such by the widget.
    expect(closestFaq('what happens if the acquire deck runs out').length).to.be.above(0);
  });

  it('gives no answer to rules words around a topic the guide has not', () => {
    for (const query of [
      'what is the attack value of a death eater card',
      'what happens when a house reaches the end of the loyalty track',
      'can we mix in cards from another game',
      'how many victory points is a shield worth',
      'how many defence shields are there in total',
      'can the dark arts player see my hand',
    ])
      expect(searchFaq(query), query).to.deep.equal([]);
    for (const query of [
      'welchen angriffswert hat ein todesser',
      'was passiert am ende der loyalitätsleiste',
      'darf man karten aus einem anderen spiel dazumischen',
      'wie viele verteidigungsschilde gibt es insgesamt',
    ])
      expect(searchFaq(query, undefined, DE), query).to.deep.equal([]);
    // The same words where the guide does answer.
    expect(top('how many library books are revealed at the start')).to.equal('setup-side-board');
    expect(top('how do you advance on the loyalty track')).to.equal('advanced-acquire');
    expect(top('what happens when a dark arts pawn attacks a house pawn')).to.equal('bump');
    expect(topDe('wie rückt man auf der loyalitätsleiste vor')).to.equal('advanced-acquire');
  });

  it('gives no answer to the other topics the guide has not, however they are worded', () => {
    for (const query of [
      'how many spaces long is the path',
      'number of cards in the house acquire deck',
      'how many coins can a house hold',
      'how many d.a. coins are in the box',
      'do house pawns block each other',
      'can a house pawn move onto a deployment space',
      'is the main board optional',
      'how do i shuffle the cards better',
      'good opening for the houses',
      'is this game like hogwarts battle',
      'can the dark arts player take a defence shield',
      "can i look at the dark arts player's cards",
      'what happens when i draw my entire deck',
      'can the dark detector be used again',
    ])
      expect(searchFaq(query), query).to.deep.equal([]);
    for (const query of [
      'wie lang ist der pfad insgesamt',
      'wie viele münzen darf man haben',
      'darf eine hausfigur auf ein aufstellungsfeld ziehen',
      'was kostet die schachtel',
      'kann die dunkle seite einen verteidigungsschild bekommen',
      'dürfen die häuser handkarten zeigen',
      'dürfen wir nach dem sieg weiterspielen',
      'was sollte ein haus zuerst machen',
      'welchen verteidigungswert hat eine karte',
      'wie viele felder geht eine figur',
    ])
      expect(searchFaq(query, undefined, DE), query).to.deep.equal([]);
    // The same words where the guide does answer.
    expect(top('how many cards can i hold')).to.equal('hand-size');
    expect(top('how many spaces does the marker move')).to.equal('marker-moves');
    expect(top('how many movement points to bring in a reserve pawn')).to.equal(
      'dark-arts-explore',
    );
    expect(top('what is the point of the house markers')).to.equal('house-markers');
    expect(topDe('wie viele felder zieht der marker')).to.equal('marker-moves');
    expect(topDe('übrige häuser in die schachtel')).to.equal('setup-player-boards');
  });

  it('reads "on the board" and an "empty space" in the sense the question means', () => {
    // Pawns that start on the board are in play, not on a player's own board.
    expect(top('how many dark pawns start on the board')).to.equal('dark-arts-pawns');
    expect(top('bringing reserve pawns onto the board')).to.equal('dark-arts-explore');
    expect(top('what does each player put on their own board')).to.equal('setup-player-boards');
    // An empty space the marker lands on is an ordinary path space, not a Deployment Space.
    expect(top('what happens when the marker lands on an empty space')).to.equal('marker-moves');
    expect(topDe('was passiert wenn der marker auf einem leeren feld landet')).to.equal(
      'marker-moves',
    );
    expect(top('can i bring a pawn in on an empty deployment space')).to.equal(
      'occupied-deployment-space',
    );
    expect(topDe('leeres aufstellungsfeld')).to.equal('occupied-deployment-space');
  });

  it('answers the last space without a Location Card with the card forced there', () => {
    expect(top('marker hit last space, no location card yet')).to.equal('progress-token-forced');
    expect(top('marker reached the last space but the location card was not taken')).to.equal(
      'progress-token-forced',
    );
    expect(topDe('marker auf dem letzten feld, noch keine ortskarte')).to.equal(
      'progress-token-forced',
    );
    // The last space alone is still the final hand.
    expect(top('what happens on the last space')).to.equal('final-hand');
    expect(topDe('was passiert auf dem letzten feld')).to.equal('final-hand');
  });

  it('lets a host entry answer a question beyond the rules guide', () => {
    const host: FaqEntry = {
      id: 'house-rule-trading',
      question: 'May we trade cards with each other (our house rule)?',
      answer: 'Yes, once a turn.',
      pages: [17],
    };
    expect(
      searchFaq('can we trade cards with each other', [...FAQ, host]).map((entry) => entry.id),
    ).to.deep.equal(['house-rule-trading']);
  });

  it('reads the table talk of the sixth round: counts, two players, who starts, sides', () => {
    expect(top("we're four, does that work")).to.equal('how-many-players');
    expect(top('is it ok for just me and my brother')).to.equal('two-players');
    expect(topDe('zu zweit spielbar?')).to.equal('two-players');
    expect(top('who kicks off the game')).to.equal('first-player');
    expect(top('does the dark arts player go first')).to.equal('first-player');
    expect(topDe('wer legt los')).to.equal('first-player');
    expect(searchFaq('clockwise or counterclockwise').map((entry) => entry.id)).to.include(
      'turn-order',
    );
    expect(top('how does the villain move')).to.equal('dark-arts-explore');
    // Whether someone must take the Dark Arts role, not what the Dark Arts Player must do.
    expect(top('is a villain player required')).to.equal('everyone-a-house');
    expect(top('do we need a dark arts player')).to.equal('everyone-a-house');
    expect(topDe('muss einer böse sein')).to.equal('everyone-a-house');
    expect(topDe('niemand gewinnt')).to.equal('draw');
    expect(top('all our cards are gone and no one has won')).to.equal('draw');
    expect(top('can we still replenish after the marker hits the end')).to.equal('final-hand');
    // A three-letter part of a compound must be a word itself: "ausführen" is not "ausf" + "uhr".
    expect(faqTerms('muss ich den karteneffekt ausführen', DE)).to.include('ausfuhr');
  });

  it('reads "have to" and "need to" as "must"', () => {
    expect(top('does someone need to play the dark arts')).to.equal('everyone-a-house');
    expect(top('has to take the red token')).to.equal('progress-token-forced');
  });

  it('leans a "how many" question towards the answer that counts the thing asked about', () => {
    expect(top('how many shields do I need')).to.be.oneOf(['house-win', 'houses-win-together']);
    expect(topDe('wie viele Verteidigungsschilde braucht man')).to.be.oneOf([
      'house-win',
      'houses-win-together',
    ]);
  });

  it('reads the last part of a German compound and a prefixed verb', () => {
    expect(topDe('Zugende')).to.equal('end-turn');
  });

  it('forgives one typing slip in words of five letters or more, not in shorter ones', () => {
    expect(top('replensh')).to.match(/replenish/);
    expect(top('parchmnt scroll')).to.equal('parchment-scroll');
    expect(top('stalmate')).to.equal('draw');
    expect(topDe('Pergamentrole')).to.equal('parchment-scroll');
    expect(searchFaq('bupm')).to.deep.equal([]);
  });

  it('forgives a typing slip that breaks the ending normalising cuts', () => {
    // "bumpign" and "stunend" keep their broken endings: each is one slip from a text word with
    // an ending normalising cuts ("bump" + "ing", "stunn" + "ed").
    expect(top('bumpign')).to.equal('bump');
    expect(top('stunend pawns')).to.equal('stunned-pawns');
  });

  it('reads German compounds as their parts', () => {
    expect(topDe('Spielerzahl')).to.equal('how-many-players');
    expect(
      searchFaq('Schildfeld', undefined, DE)
        .slice(0, 3)
        .map((entry) => entry.id),
    ).to.include('claim-defence-shield');
  });

  it('reads a German compound only one part of which the entries know by that part', () => {
    expect(topDe('Startposition des Markers der Dunklen Künste')).to.equal('marker-start');
    expect(topDe('Kartenobergrenze Hand')).to.equal('hand-size');
    // The unknown part still counts as unknown: a compound beyond the rules gets no answer.
    expect(searchFaq('Erklärvideo', undefined, DE)).to.deep.equal([]);
    // A verb with a particle no entry uses is read as the verb: "hinstellen" as "stellen".
    expect(topDe('umgekippte Figuren wieder hinstellen')).to.equal('stunned-pawns');
  });

  it('reads a German topic named with "Regeln" as the topic, not cards against the rules', () => {
    expect(topDe('Lernen Regeln')).to.equal('learn');
    expect(topDe('Karte widerspricht der Regel')).to.equal('card-effects-override');
  });

  it('finds the Side Board setup for where the Dark Detector and the Scrolls start', () => {
    expect(top('where does the detector go at setup')).to.equal('setup-side-board');
  });

  it('reads a player count with houses named as who plays them, not the count', () => {
    expect(top('can five of us all be houses')).to.equal('everyone-a-house');
  });

  it('knows the German words of the eighth round: free, a side that begins', () => {
    expect(topDe('kostenlose Aktionen')).to.equal('house-actions');
    expect(topDe('beginnt die dunkle Seite')).to.equal('first-player');
  });

  it('reads "count" and "number" as question words, not as words of an entry', () => {
    expect(top('pawn count of a house')).to.equal('house-pawns');
    expect(top('number of pawns each house has')).to.equal('house-pawns');
  });

  it('reads question words: who asks for a person, how many for a number', () => {
    expect(top('who starts')).to.equal('first-player');
    expect(topDe('wer fängt an')).to.equal('first-player');
    expect(topDe('wer beginnt')).to.equal('first-player');
    expect(top('how many pawns does the dark arts player get')).to.equal('dark-arts-pawns');
    expect(topDe('wie viele Figuren hat jedes Haus')).to.equal('house-pawns');
  });

  it('answers the gaps players ran into', () => {
    expect(top('can I discard when I replenish')).to.equal('house-replenish');
    expect(top('can the dark arts player learn')).to.equal('dark-arts-no-learn');
    expect(top('loyalty track')).to.be.oneOf(['advanced-acquire', 'house-pawns']);
    expect(top('hand size')).to.equal('hand-size');
    expect(top('how do I end my turn')).to.equal('end-turn');
    expect(top('side board setup')).to.equal('setup-side-board');
  });

  it('ranks host entries the same way as the built-in ones', () => {
    const host: FaqEntry = {
      id: 'house-rule-tie',
      question: 'What is our house rule for a stalemate?',
      answer: 'We play one more round.',
      pages: [22],
    };
    const results = searchFaq('stalemate house rule', [...FAQ, host]);
    expect(results[0]?.id).to.equal('house-rule-tie');
    // The same question in the answer only ranks below a question naming it.
    const inAnswer: FaqEntry = {
      ...host,
      id: 'in-answer',
      question: 'Anything else?',
      answer: host.question,
    };
    const ranked = searchFaq('house rule stalemate', [inAnswer, host]).map((entry) => entry.id);
    expect(ranked).to.deep.equal(['house-rule-tie', 'in-answer']);
  });

  it('returns every entry once, whatever the query (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (query) => {
        const ids = searchFaq(query).map((entry) => entry.id);
        return new Set(ids).size === ids.length && ids.every((id) => faqEntry(id) !== undefined);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('oneSlipApart', () => {
  it('accepts one insertion, deletion, substitution or swap, and nothing more', () => {
    expect(oneSlipApart('replenish', 'replensh')).to.equal(true);
    expect(oneSlipApart('stalemate', 'stalemaet')).to.equal(true);
    expect(oneSlipApart('defence', 'defense')).to.equal(true);
    expect(oneSlipApart('token', 'tokens')).to.equal(true);
    expect(oneSlipApart('token', 'token')).to.equal(false);
    expect(oneSlipApart('token', 'tkoens')).to.equal(false);
    expect(oneSlipApart('shield', 'shelf')).to.equal(false);
  });
});

describe('closestFaq', () => {
  it('finds up to three near entries for a query searchFaq finds nothing for', () => {
    expect(searchFaq('stunnedxx pawnsxx')).to.deep.equal([]);
    const near = closestFaq('stunnedxx pawnsxx');
    expect(near.length).to.be.within(1, 3);
    expect(near.map((entry) => entry.id)).to.include('stunned-pawns');
    expect(closestFaq('')).to.deep.equal([]);
    expect(closestFaq('Pergamntrolen', undefined, DE)[0]?.id).to.equal('parchment-scroll');
  });

  it('offers what the known words find where most words are unknown, as closest only', () => {
    expect(searchFaq('how many players online')).to.deep.equal([]);
    expect(closestFaq('how many players online')[0]?.id).to.equal('how-many-players');
  });
});

describe('FAQ topics', () => {
  it('hold every entry exactly once, in FAQ order', () => {
    const ids = FAQ_TOPICS.flatMap((topic) => Object.keys(topic.entries));
    expect(ids).to.deep.equal(FAQ.map((entry) => entry.id));
  });

  it('every entry has one question, a German text and its pages', () => {
    const german = faqEntries(DE);
    FAQ.forEach((entry, index) => {
      expect(entry.question.match(/\?/g), entry.id).to.have.length(1);
      expect(entry.question.endsWith('?'), entry.id).to.equal(true);
      expect(german[index]?.question, entry.id).to.not.equal(entry.question);
      expect(german[index]?.answer, entry.id).to.not.equal(entry.answer);
      expect(entry.pages.length, entry.id).to.be.greaterThan(0);
    });
  });
});

describe('the new FAQ entries restate the guide', () => {
  /** [id, pages the guide cites, what the answer must say] */
  const facts: [string, number[], RegExp[]][] = [
    [
      'dark-arts-pawns',
      [6],
      [/Two more than there are players/, /seven with five/, /Four of them/],
    ],
    ['house-pawns', [6, 7], [/three of them go into the Great Hall/, /Loyalty Track/]],
    ['marker-start', [7], [/first space of the path/]],
    ['house-actions', [16, 17], [/Explore, Learn or Replenish/, /Free actions/]],
    ['explore', [16], [/in whichever order/, /every Bonus Space that you activate/]],
    ['learn', [17], [/outside the Protected Areas/, /discard one card/, /face down/]],
    ['advanced-acquire', [17], [/discard two cards/, /advances on the Loyalty Track/]],
    ['house-replenish', [17, 22], [/may discard cards first/, /until you hold five/, /one space/]],
    ['dark-arts-replenish', [20, 21], [/first stand their stunned pawns up/, /not part of/]],
    ['dark-arts-no-learn', [20, 21], [/^No\./, /Explore and Replenish/]],
    ['dark-arts-explore', [20, 21], [/unlocked/, /one movement point/]],
    ['end-turn', [17, 21], [/discard the cards you played/, /to your left/]],
    ['hand-size', [8, 9, 17, 20, 21], [/five Starter Cards/, /back up to five/]],
    ['stunned-pawns', [17, 20, 21], [/Replenish/]],
    ['house-win', [23], [/two Defence Shields/, /wins alone/]],
    ['same-house', [8, 9], [/^No\./, /nobody else/]],
    [
      'explore-second-card',
      [16],
      [/card effect lets you/, /after the first card is fully resolved/],
    ],
    ['token-same-turn', [17], [/^No\./, /earlier turn/]],
    ['several-bumps', [20], [/^No\./, /once a turn at most/]],
    ['house-markers', [8, 9, 20, 22], [/takes that House.s marker/, /gets its marker back/]],
    ['turn-order', [10, 17, 21], [/Dark Arts Player.s left starts/, /clockwise/]],
  ];
  for (const [id, pages, patterns] of facts) {
    it(`${id} (p. ${pages.join(', ')})`, () => {
      const entry = faqEntry(id);
      expect(entry, id).to.not.equal(undefined);
      expect(entry?.pages).to.deep.equal(pages);
      for (const pattern of patterns) expect(entry?.answer, id).to.match(pattern);
    });
  }
});

describe('searchFaq: the seventh round (heldOut8) readings', () => {
  const topsOf = (query: string, options = {}) =>
    searchFaq(query, undefined, options)
      .slice(0, 1)
      .map((entry) => entry.id);

  it('forgives a typing slip only after the same first letter', () => {
    expect(oneSlipApart('defence', 'defense')).to.equal(true);
    expect(oneSlipApart('power', 'lower')).to.equal(false);
    expect(top('stunnd pawns')).to.equal('stunned-pawns');
    expect(searchFaq('does gryffindor have special powers')).to.deep.equal([]);
  });

  it('gives a short stem its silent e back, and reads "-able" as the verb', () => {
    expect(normaliseWord('moving')).to.equal(normaliseWord('move'));
    expect(normaliseWord('moved')).to.equal(normaliseWord('moves'));
    expect(normaliseWord('taking')).to.equal(normaliseWord('take'));
    expect(normaliseWord('ending')).to.equal('end');
    expect(normaliseWord('playable')).to.equal(normaliseWord('play'));
    expect(top('is the game playable with 3')).to.equal('how-many-players');
  });

  it('reads "become" as naming no topic, so a rules question with it gets its answer', () => {
    // Unknown to every entry, "become" made half of these words unknown: no answer at all.
    expect(top('when do red cards become usable')).to.equal('card-colours-unlock');
    expect(top('when does orange become available')).to.equal('card-colours-unlock');
    expect(top('do the red effects become active later')).to.equal('card-colours-unlock');
  });

  it('skips filler words ("ungefähr", "etwa", "empfohlen", "appropriate")', () => {
    expect(topDe('Spieldauer etwa')).to.equal('game-length');
    expect(topDe('wie lange dauert es ungefähr')).to.equal('game-length');
    expect(topDe('Alter empfohlen')).to.equal('game-length');
    expect(top('what age is appropriate')).to.equal('game-length');
  });

  it('reads two main actions in one question as the choice of one main action', () => {
    expect(top('may I explore and then replenish on my turn')).to.equal('house-actions');
    expect(topDe('darf ich lernen und auffüllen in einem Zug')).to.equal('house-actions');
    // One action named twice is no choice between two.
    expect(top('explore and explore again')).to.not.equal('house-actions');
  });

  it('reads a player who starts as the first turn, and a piece that starts as its place', () => {
    expect(top('does the villain start')).to.equal('first-player');
    expect(top('which player begins')).to.be.oneOf(['first-player', 'turn-order']);
    expect(topDe('fängt Voldemort an')).to.equal('first-player');
    expect(topDe('beginnt ein Hausspieler')).to.be.oneOf(['first-player', 'turn-order']);
    expect(top('where does the dark arts marker start')).to.equal('marker-start');
  });

  it('reads a player count asked alone as whether the game takes that many', () => {
    expect(top('is four players fine')).to.equal('how-many-players');
    expect(topDe('sind drei Spieler ok')).to.equal('how-many-players');
    expect(topDe('fünf Spieler möglich')).to.equal('how-many-players');
    expect(topDe('ab wie vielen Mitspielern')).to.equal('how-many-players');
    expect(topDe('ab wie viel Jahren')).to.equal('game-length');
    // With a piece named, it asks about the pieces.
    expect(top('with 4 players how many pawns does the villain get')).to.equal('dark-arts-pawns');
    expect(topDe('wie viele Figuren bei vier Spielern')).to.equal('dark-arts-pawns');
  });

  it('reads six or more players as the maximum, and what blocks a Learn', () => {
    expect(top('we are seven people, is that ok')).to.equal('how-many-players');
    expect(topDe('wir sind sieben, geht das')).to.equal('how-many-players');
    expect(top('why am I not allowed to learn this turn')).to.equal('learn-protected-areas');
    expect(topDe('wer spielt nach mir')).to.be.oneOf(['turn-order', 'end-turn']);
  });

  it('leans a setup question towards the setup entries', () => {
    expect(top('hogwarts tokens during setup')).to.equal('setup-main-board');
    expect(top('setting up for 2 players')).to.equal('two-players');
    expect(topDe('Aufbau für zwei')).to.equal('two-players');
  });

  it('knows the words of the seventh round in both languages', () => {
    expect(topDe('Schriftrolle bekommen')).to.equal('parchment-scroll');
    expect(topDe('maximum an Handkarten')).to.equal('hand-size');
    expect(topDe('muss ich den ganzen Kartentext befolgen')).to.equal('card-effects-override');
    expect(top('deploying a reserve pawn, what does it cost')).to.be.oneOf([
      'dark-arts-explore',
      'occupied-deployment-space',
    ]);
    expect(top('can the dark arts player decline a progress token')).to.equal(
      'progress-token-forced',
    );
    expect(topDe('gewinnen die anderen Häuser auch')).to.equal('houses-win-together');
  });

  it('gives no built-in answer to the new kinds of questions the guide does not answer', () => {
    for (const query of [
      'how far can my pawn move',
      'how many spaces may a pawn walk',
      'time limit for a turn',
      'can a house pawn knock a dark arts pawn',
      'how many white event cards are in the deck',
    ])
      expect(searchFaq(query), query).to.deep.equal([]);
    for (const query of [
      'wie weit kann meine Figur ziehen',
      'wie lange darf mein Zug dauern',
      'darf eine Hausfigur einen Todesser schlagen',
      'wie viele Ortskarten gibt es',
    ])
      expect(searchFaq(query, undefined, DE), query).to.deep.equal([]);
    // The marker moves one space, and a hand holds five cards: those are answered.
    expect(top('how far does the dark arts marker move')).to.equal('marker-moves');
    expect(topDe('wie viele Karten gibt es auf der Hand')).to.equal('hand-size');
  });

  it('reads a house named with two players as the same house, moving and an effect as Explore', () => {
    expect(top('may 2 players both be hufflepuff')).to.equal('same-house');
    expect(topDe('dürfen beide Spieler Hufflepuff nehmen')).to.equal('same-house');
    expect(top('effect first, then movement: allowed?')).to.equal('explore');
    expect(top('may the villain use the effect before moving')).to.equal('dark-arts-explore');
    expect(topDe('darf ich den Effekt nach der Bewegung nutzen')).to.equal('explore');
  });

  it('reads "nobody" as the draw only where nobody wins', () => {
    expect(top('what if nobody has won')).to.equal('draw');
    expect(topDe('was wenn keiner gewinnt')).to.equal('draw');
    expect(top('the houses nobody plays, what about their pieces')).to.equal('setup-player-boards');
  });

  it('reads the Room of Requirement as one piece, no Location requirement', () => {
    expect(top('where does the room of requirement go')).to.equal('setup-main-board');
    expect(topDe('wohin kommt der Raum der Wünsche')).to.equal('setup-main-board');
    expect(searchFaq('what does the room of requirement do')).to.deep.equal([]);
  });

  it('reads a Replenish that moves the path with no side named as the House Players\u2019', () => {
    expect(topsOf('does a replenish advance the dark arts marker')).to.satisfy((ids: string[]) =>
      ['house-replenish', 'marker-moves'].includes(ids[0] ?? ''),
    );
    expect(top('does the dark arts player replenish move the marker')).to.equal(
      'dark-arts-replenish-marker',
    );
    expect(topDe('darf der böse Spieler beim Auffüllen abwerfen')).to.equal('dark-arts-replenish');
  });
});

describe('searchFaq: the ninth round (heldOut12) readings', () => {
  const ids = (query: string, options = {}) =>
    searchFaq(query, undefined, options).map((entry) => entry.id);

  it('reads "rules for" a thing and "… rules" as the thing, not as rules in general', () => {
    expect(top('bump rules')).to.equal('bump');
    expect(top('rules for 3 players')).to.equal('how-many-players');
  });

  it('reads "who plays after" as who is next, and "one on one" as two players', () => {
    expect(top('who goes after the villain')).to.equal('turn-order');
    expect(topDe('wer spielt weiter')).to.equal('turn-order');
    expect(top('one on one game')).to.equal('two-players');
    expect(top('1v1 setup')).to.equal('two-players');
  });

  it('reads whose turn it is as the turn order, and the Dark Arts side named as a subject', () => {
    expect(top("when is it voldemort's go")).to.equal('turn-order');
    expect(topDe('muss der Marker vorrücken wenn die Dunklen Künste auffüllen')).to.equal(
      'dark-arts-replenish-marker',
    );
  });

  it('reads a German particle verb in its zu-infinitive as the verb', () => {
    for (const [form, verb] of [
      ['abzuwerfen', 'abwerfen'],
      ['aufzufüllen', 'auffüllen'],
      ['einzusetzen', 'einsetzen'],
    ])
      expect(faqTerms(form!, DE), form).to.deep.equal(faqTerms(verb!, DE));
    expect(topDe('lohnt es sich zwei Karten abzuwerfen')).to.equal('advanced-acquire');
  });

  it('joins a German particle verb split in two', () => {
    expect(faqTerms('hausspieler füllt auf', DE)).to.include('auffull');
    expect(topDe('der hausspieler füllt auf')).to.equal('house-replenish');
  });

  it('reads a count in digits as a count, and what a piece is for as a kind of question', () => {
    expect(searchLanguage('en').isCount('90')).to.equal(true);
    expect(searchLanguage('en').isCount('1')).to.equal(false);
    expect(searchLanguage('en').asksFor('what are the tokens for')).to.include('purpose');
    expect(searchLanguage('en').asksFor('purpose of the house markers')).to.include('purpose');
    expect(searchLanguage('de').asksFor('wofür sind die Hausmarker')).to.include('purpose');
  });

  it('gives no answer where the guide is silent: setup time, two pawns on a space, the Room of Requirement, trading', () => {
    expect(ids('how long does the setup take')).to.deep.equal([]);
    expect(ids('set up time')).to.deep.equal([]);
    expect(ids('can two dark arts pawns stand on the same space')).to.deep.equal([]);
    expect(ids('does the room of requirement have a special effect')).to.deep.equal([]);
    expect(ids('wie lange dauert der Aufbau', DE)).to.deep.equal([]);
    expect(ids('zwei Figuren auf demselben Feld', DE)).to.deep.equal([]);
    expect(ids('Karten mit den anderen Häusern tauschen', DE)).to.deep.equal([]);
    // A House pawn on a space a Dark Arts pawn lands on is a bump, and the bump's entry says what
    // happens when several House pawns share that space.
    expect(top('two house pawns on one space and a dark pawn lands there')).to.equal('bump');
    expect(top('can two house pawns stand on the same space')).to.equal('bump');
    expect(topDe('dürfen zwei Hausfiguren auf einem Feld stehen')).to.equal('bump');
  });
});

describe('searchFaq: the eleventh round (heldOut14 and heldOut16) readings', () => {
  // The guide (p. 10): the House Player at the Dark Arts Player's left takes the first turn, then
  // play goes clockwise; the first House to two shields wins alone (p. 23).
  it('reads which side starts or is first as the first turn, and who goes last or second as the turn order', () => {
    expect(top('what team starts')).to.equal('first-player');
    expect(top('is the dark arts player first')).to.equal('first-player');
    expect(top('does voldemort play last')).to.equal('turn-order');
    expect(top('who goes second')).to.equal('turn-order');
    expect(top('can i play second card')).to.equal('explore-second-card');
    expect(topDe('ist Voldemort zuletzt dran')).to.equal('turn-order');
    expect(topDe('ist der Bösewicht als zweiter am Zug')).to.equal('turn-order');
  });

  it('reads several houses or all of us winning as winning together', () => {
    expect(top('can several houses win')).to.equal('houses-win-together');
    expect(top('do both of us win')).to.equal('houses-win-together');
    expect(topDe('können beide Häuser gewinnen')).to.equal('houses-win-together');
    expect(topDe('gewinnen alle Hausspieler')).to.equal('houses-win-together');
    // Two shields to win is the House win, not several winners.
    expect(top('how many shields to win')).to.equal('house-win');
  });

  it('reads the dark side, team or player as the Dark Arts', () => {
    expect(top('what does the dark team need to win')).to.equal('dark-arts-win');
    expect(searchLanguage('en').asksFor(searchLanguage('en').rephrase('the dark side'))).to.include(
      'dark-arts-side',
    );
  });

  // The guide (p. 20): after a bump the Dark Arts pawn goes to reserve.
  it('finds the bump by its noun and participle, where the pawn goes after it', () => {
    expect(top('after a bump where does the dark pawn go')).to.equal('bump');
    expect(topDe('wohin kommt die Figur nach dem Rauswurf')).to.equal('bump');
  });

  it('reads up to three words and "rules" or "steps" as the thing, and "… use", "for what" as what it is for', () => {
    expect(faqTerms('dark arts explore rules')).to.deep.equal(faqTerms('dark arts explore'));
    expect(faqTerms('house replenish steps')).to.deep.equal(faqTerms('house replenish'));
    const english = searchLanguage('en');
    expect(english.asksFor('house marker use')).to.include('purpose');
    expect(english.asksFor('the scroll is for what')).to.include('purpose');
  });

  // The guide (pp. 16, 17): a House Player chooses one main action; handing back a Hogwarts Token for
  // an extra Explore and claiming a Parchment Scroll are free actions on top.
  it('reads an action twice, or a free action with a main one, as what a turn holds', () => {
    expect(top('can i learn twice')).to.equal('house-actions');
    expect(top('can i replenish twice')).to.equal('house-actions');
    expect(top('can i explore two times')).to.equal('house-actions');
    expect(topDe('darf ich zweimal lernen')).to.equal('house-actions');
  });

  it('reads German "auslegen" and "belegen" as the setup', () => {
    expect(searchLanguage('de').asksFor('Ortskarten auslegen')).to.include('setup');
    expect(topDe('Erwerbsreihen belegen')).to.equal('setup-side-board');
  });

  // The guide (p. 7): the three Progress Tokens begin on their spaces with the Dark Arts Marker.
  it('finds where the Progress Tokens start by the entry on the marker\u2019s start', () => {
    expect(top('progress tokens initial spot')).to.equal('marker-start');
    expect(topDe('wo liegen die Fortschrittsmarker anfangs')).to.equal('marker-start');
  });

  it('finds an Event Space by the marker landing on one, and a Defence Shield by "Schutzschild"', () => {
    // The bump's keywords say "land on"; the marker landing on an event asks about the event.
    expect(top('what happens if the marker lands on an event')).to.equal('event-spaces');
    expect(top('marker landed on an event, what do we do')).to.equal('event-spaces');
    // Split in two, "Schutzschild" read "Schutz" as the Protected Areas' "Schutzzone".
    expect(topDe('wie bekommt man einen Schutzschild')).to.equal('claim-defence-shield');
  });

  it('reads how many House Players or Houses as the player count', () => {
    // "house players" named the House Players' win and Replenish before the count.
    expect(top('how many house players')).to.equal('how-many-players');
    expect(top('how many houses can play')).to.equal('how-many-players');
    expect(topDe('wie viele Hausspieler gibt es')).to.equal('how-many-players');
    expect(top('how many house pawns')).to.equal('house-pawns');
  });

  it('reads German "Anzahl" as asking for a number, as "number" is in English', () => {
    expect(faqTerms('Anzahl der Hausfiguren', DE)).to.deep.equal(faqTerms('Hausfiguren', DE));
    expect(topDe('Hausfiguren Anzahl')).to.equal('house-pawns');
    // A compound with "Anzahl" stays whole and is still found.
    expect(topDe('Handkartenanzahl')).to.equal('hand-size');
  });
});
