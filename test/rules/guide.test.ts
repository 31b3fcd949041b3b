/**
 * The rules guide, sentence by sentence: each game fact it states is found where the core keeps
 * it, with the pages the guide cites for it. A fact restated in two places (a turn step and an FAQ
 * answer) must cite the same pages in both.
 */
import { expect } from '@open-wc/testing';
import {
  ADVANCE_CAUSE_RULES,
  FAQ,
  GAME_FACTS,
  TWO_PLAYER_NOTE,
  describePath,
  parseLayout,
  pathStateAt,
  setupFor,
  turnActions,
  turnPlan,
} from '../../src/rules.js';
import { faqEntry } from '../../src/rules/faq/search.js';
import type { Action, RuleStep, Side } from '../../src/rules.js';

function step(side: Side, action: Action, id: string): RuleStep {
  const found = turnPlan(side, action).steps.find((each) => each.id === id);
  expect(found, `${side}/${action}/${id}`).to.not.equal(undefined);
  return found as RuleStep;
}

function setupStep(id: string): RuleStep {
  const found = setupFor(4).steps.find((each) => each.id === id);
  expect(found, id).to.not.equal(undefined);
  return found as RuleStep;
}

function answer(id: string): { text: string; pages: readonly number[] } {
  const entry = faqEntry(id);
  expect(entry, id).to.not.equal(undefined);
  return { text: `${entry?.question} ${entry?.answer}`, pages: entry?.pages ?? [] };
}

/** [what the guide says, where the core keeps it, pages the guide cites, patterns the text must show] */
const facts: [string, () => { text: string; pages: readonly number[] }, number[], RegExp[]][] = [
  // Quick answer
  [
    '2-5 players, ages 13+, 90 minutes',
    () => ({ text: JSON.stringify(GAME_FACTS), pages: GAME_FACTS.pages }),
    [2, 3],
    [/"minPlayers":2/, /"maxPlayers":5/, /"minAge":13/, /"playingMinutes":90/],
  ],
  [
    'one Dark Arts Player faces 1-4 House Players',
    () => answer('how-many-players'),
    [2, 3, 8, 9],
    [/Two to five/, /13/, /one to four House Players/],
  ],
  // What is it / roles
  [
    'one player must take the Dark Arts role, the others different houses',
    () => setupStep('roles'),
    [8, 9],
    [/always the Dark Arts Player/, /different Hogwarts house/],
  ],
  [
    'a first game: the player who knows the rules best plays the Dark Arts',
    () => answer('first-game-dark-arts'),
    [8, 9],
    [/knows the rules best/],
  ],
  // Setup by player count
  [
    'Dark Arts pawns: players + 2, four on the Deployment Spaces, rest in reserve',
    () => setupStep('dark-arts-pawns'),
    [6],
    [
      /6 pawns/,
      /player count plus two/,
      /4 of them start on the Deployment Spaces/,
      /2 wait in reserve/,
    ],
  ],
  [
    'main board: shields face up, seven Hogwarts Tokens, three pawns in the Great Hall, Room of Requirement and D.A. Coins',
    () => setupStep('main-board'),
    [6],
    [
      /Defence Shields/,
      /face up/,
      /seven Hogwarts Tokens/,
      /three of its pawns in the Great Hall/,
      /Room of Requirement/,
      /D\.A\. Coins/,
    ],
  ],
  [
    'side board: two books, two cards per Acquire row, marker on the first space, tokens, Dark Detector, Scrolls, fourth pawn on the Loyalty Track, two Location Decks',
    () => setupStep('side-board'),
    [7],
    [
      /above the Main Board/,
      /turn two books/,
      /two\s+cards each/,
      /Dark Arts Marker begins on the first space/,
      /three Progress Tokens/,
      /Dark Detector/,
      /Scrolls/,
      /fourth pawn/,
      /Loyalty Track/,
      /two Location Decks/,
    ],
  ],
  [
    'players: Starter Deck, House Marker, three House Location Cards, Dark Arts Acquire Deck, reserve, three Event Decks, five Starter Cards, unused pieces boxed',
    () => setupStep('player-setup'),
    [8, 9],
    [
      /Starter Deck/,
      /House Marker/,
      /three House Location Cards/,
      /Acquire Deck/,
      /reserve pawns/,
      /white, orange and red/,
      /five Starter Cards/,
      /back\s+in the box/,
    ],
  ],
  [
    'the House Player left of the Dark Arts Player starts, then clockwise',
    () => setupStep('first-turn'),
    [10],
    [/left/, /clockwise/],
  ],
  // Two players (no page printed in the guide; the pawn figures are p. 6)
  [
    'two players: one House, one Dark Arts, four pawns all on the board',
    () => TWO_PLAYER_NOTE,
    [6, 8, 9],
    [/one person plays a House/, /four pawns/, /none in reserve/, /count House Players/],
  ],
  // House turn
  [
    'House Explore: play a card, movement and/or effect in either order',
    () => step('house', 'explore', 'explore-play-card'),
    [16],
    [/movement, its effect or both/, /whichever order/],
  ],
  [
    'House Explore: finish the card before playing another through an effect',
    () => step('house', 'explore', 'explore-finish-card'),
    [16],
    [/Finish that card/],
  ],
  [
    'House Explore: resolve an activated Bonus Space',
    () => step('house', 'explore', 'explore-bonus-space'),
    [16],
    [/Bonus Space/],
  ],
  [
    'Learn needs a pawn outside the Protected Areas',
    () => step('house', 'learn', 'learn-pawn-outside'),
    [17],
    [/outside the Protected Areas/],
  ],
  [
    'Learn: discard one for a face-up Acquire row card or the top Acquire Deck card',
    () => step('house', 'learn', 'learn-acquire'),
    [17],
    [/Discard one card/, /face-up card from the Acquire row/, /top card of the Acquire Deck/],
  ],
  [
    'Learn: discard two for an Advanced Acquire card and a Loyalty Track step',
    () => step('house', 'learn', 'learn-advanced-acquire'),
    [17],
    [/discard two cards/, /Advanced Acquire row/, /Loyalty Track/],
  ],
  [
    'Learn: the new card goes face down on top of the Draw Deck, then refill the row',
    () => step('house', 'learn', 'learn-place-card'),
    [17],
    [/face down/, /Draw Deck/, /top card/, /refill the row/],
  ],
  [
    'House Replenish: may discard',
    () => step('house', 'replenish', 'replenish-discard'),
    [17],
    [/If you like, discard/],
  ],
  [
    'House Replenish: draw to five',
    () => step('house', 'replenish', 'replenish-draw'),
    [17],
    [/five/],
  ],
  [
    'House Replenish: stand stunned pawns up',
    () => step('house', 'replenish', 'replenish-stand-pawns'),
    [17],
    [/stunned pawns/],
  ],
  [
    'House Replenish: then advance the marker one space',
    () => step('house', 'replenish', 'replenish-advance-marker'),
    [17, 22],
    [/forward one space/],
  ],
  [
    'House Replenish: resolve the resulting event, if any',
    () => step('house', 'replenish', 'replenish-resolve-event'),
    [22],
    [/Event Space/, /resolve that event/],
  ],
  [
    'free action: a Hogwarts Token from an earlier turn for an extra Explore with a matching card',
    () => step('house', 'learn', 'free-hogwarts-token'),
    [17],
    [/Hogwarts Token/, /previous turn/, /one more Explore/, /match/],
  ],
  [
    'free action: a Parchment Scroll for two Location Cards with pawns in their areas, cards to the bottom',
    () => step('house', 'replenish', 'free-parchment-scroll'),
    [17],
    [
      /Parchment Scroll/,
      /two of your Location Cards/,
      /pawns stand in the/,
      /bottom of their deck/,
    ],
  ],
  [
    'Scrolls: two replacements after the first, none after the second',
    () => step('house', 'explore', 'free-scroll-replacement'),
    [17],
    [/first Parchment Scroll, draw two/, /second, put back the Location Card/, /draw none/],
  ],
  // Dark Arts turn
  [
    'Dark Arts Explore: movement and/or unlocked effect in either order',
    () => step('dark-arts', 'explore', 'explore-play-card'),
    [20, 21],
    [/unlocked effect/, /whichever order/],
  ],
  [
    'a reserve pawn onto an empty Deployment Space costs one movement point',
    () => step('dark-arts', 'explore', 'explore-deploy-reserve'),
    [20, 21],
    [/one movement point/, /reserve pawn/, /empty Deployment Space/],
  ],
  [
    'a Deployment Space with a Dark Arts pawn, even stunned, is occupied',
    () => step('dark-arts', 'explore', 'explore-occupied-deployment'),
    [20, 21],
    [/stunned or standing/, /occupied/],
  ],
  [
    'Dark Arts Replenish: stand pawns up first',
    () => step('dark-arts', 'replenish', 'replenish-stand-pawns'),
    [20, 21],
    [/Start by standing/],
  ],
  [
    'Dark Arts Replenish: then draw to five',
    () => step('dark-arts', 'replenish', 'replenish-draw'),
    [20, 21],
    [/five/],
  ],
  [
    'Dark Arts Replenish: no discarding',
    () => step('dark-arts', 'replenish', 'replenish-no-discard'),
    [20, 21],
    [/not part of this action/],
  ],
  [
    'Dark Arts Replenish: the marker does not move',
    () => step('dark-arts', 'replenish', 'replenish-marker-stays'),
    [22],
    [/leaves the Dark Arts Marker where it is/],
  ],
  [
    'bump: choose one House pawn when several are there',
    () => step('dark-arts', 'explore', 'bump-choose-pawn'),
    [20],
    [/pick one of those House pawns/],
  ],
  [
    'bump: the House pawn goes to the Great Hall',
    () => step('dark-arts', 'explore', 'bump-great-hall'),
    [20],
    [/Great Hall/],
  ],
  [
    'bump: the Dark Arts pawn goes to reserve',
    () => step('dark-arts', 'explore', 'bump-reserve'),
    [20],
    [/reserve/],
  ],
  [
    'bump: take that House Marker unless already held',
    () => step('dark-arts', 'explore', 'bump-house-marker'),
    [20],
    [/House Marker/, /unless you hold it already/],
  ],
  [
    'bump: every House Marker advances the path and the markers go back',
    () => step('dark-arts', 'explore', 'bump-all-markers'),
    [20, 22],
    [/every House/, /forward one space/, /goes back to its owner/],
  ],
  [
    'bump: two Acquire Cards, one on the Draw Deck, one under the Acquire Deck, once a turn',
    () => step('dark-arts', 'explore', 'bump-acquire'),
    [20],
    [
      /two Dark Arts Acquire Cards/,
      /top card of your Draw Deck/,
      /under\s+the Acquire Deck/,
      /only once per turn/,
    ],
  ],
  // End of turn
  [
    'House end of turn: discard played cards, play passes left',
    () => step('house', 'explore', 'end-of-turn'),
    [17],
    [/discard every card you played/, /left/],
  ],
  [
    'Dark Arts end of turn: the same, p. 21',
    () => step('dark-arts', 'replenish', 'end-of-turn'),
    [21],
    [/discard every card you played/, /left/],
  ],
  // Dark Arts path
  [
    'the marker moves on a House Replenish, an event, or every House Marker',
    () => answer('marker-moves'),
    [22],
    [
      /House Player\u2019s Replenish action/,
      /event that tells it to move/,
      /every House Marker/,
      /nothing to resolve/,
    ],
  ],
  [
    'cause: a House Replenish',
    () => ADVANCE_CAUSE_RULES['house-replenish'],
    [17, 22],
    [/Replenish/],
  ],
  ['cause: an event', () => ADVANCE_CAUSE_RULES.event, [22], [/event/]],
  [
    'cause: every House Marker, then given back',
    () => ADVANCE_CAUSE_RULES['all-house-markers'],
    [20, 22],
    [/every House/, /gave them back/],
  ],
  [
    'Event Space: colour deck, House Players first, effect or token, discard, deck unused after the zone',
    () => answer('event-spaces'),
    [22],
    [
      /colour of that space/,
      /House Players do their part first/,
      /what the card does, or the Progress Token of the zone/,
      /discarded/,
      /goes unused once the marker has left/,
    ],
  ],
  [
    'a zone\u2019s token must be taken before the next zone',
    () => answer('progress-token-forced'),
    [22, 23],
    [/before the marker moves on into the next zone/, /red token can wait/],
  ],
  [
    'card colours: white from the start, orange and red at their first space, and they stay',
    () => answer('card-colours-unlock'),
    [21],
    [
      /White effects work from the start/,
      /first orange path space/,
      /first red space/,
      /stay open/,
    ],
  ],
  [
    'Dark Arts Explore only uses unlocked colours',
    () => step('dark-arts', 'explore', 'explore-unlocked-colours'),
    [21],
    [
      /effect only once its colour is unlocked/,
      /white effects from the start/,
      /first orange space/,
      /stays unlocked/,
    ],
  ],
  [
    'the Location Card: 3 at the first red Event Space, 2 at the next, 1 forced at the last space, not lowered automatically',
    () => answer('location-card-requirement'),
    [16, 22, 23],
    [
      /three pawns at the first red/,
      /two at the next red Event Space/,
      /one if the card is forced/,
      /does not lower it/,
    ],
  ],
  // End of the game
  [
    'the first House at two Defence Shields wins alone',
    () => answer('houses-win-together'),
    [23],
    [/first to gather two Defence Shields/, /no share/],
  ],
  [
    'the Dark Arts win: all three tokens and the required pawns at once',
    () => answer('dark-arts-win'),
    [23],
    [/all three Progress Tokens/, /three, two or one/, /Dark Arts Player Location/],
  ],
  [
    'a draw: in the final hand, everyone out of cards before anyone wins',
    () => answer('draw'),
    [22, 23],
    [/only in the final hand/, /runs out of cards/, /before either side/],
  ],
  [
    'the final hand: draw up to five, no more Replenish, card effects and draw spaces excepted, not a result by itself',
    () => answer('final-hand'),
    [22],
    [
      /draws back up to five/,
      /nobody may Replenish/,
      /card effects and draw spaces/,
      /not a win or a draw in itself/,
    ],
  ],
  // First-game checklist
  [
    'a Defence Shield: on the space, trade a Library Book, a Parchment Scroll and the pictured item; owning them is not enough',
    () => answer('claim-defence-shield'),
    [11, 23],
    [
      /standing on a Defence Shield Space/,
      /trade in/,
      /Parchment Scroll/,
      /Library/,
      /Dark Detector or a D\.A\. Coin/,
      /not enough/,
    ],
  ],
  [
    'Dark Arts pawns never enter or cross the four Protected Area spaces',
    () => step('dark-arts', 'explore', 'explore-protected-areas'),
    [10, 20],
    [/four Protected Area spaces/, /neither enter one nor pass through it/],
  ],
  [
    'card effects beat general rules and are optional unless they say otherwise',
    () => step('house', 'explore', 'card-effects'),
    [16],
    [/follow the card/, /skip any card effect/, /unless the card tells you/],
  ],
];

describe('the rules guide, fact by fact', () => {
  for (const [fact, where, pages, patterns] of facts) {
    it(`${fact} (p. ${pages.join(', ')})`, () => {
      const { text, pages: cited } = where();
      expect([...cited], fact).to.deep.equal(pages);
      for (const pattern of patterns) expect(text, fact).to.match(pattern);
    });
  }

  it('final hand: Replenish is refused on both sides with the final-hand page (p. 22)', () => {
    for (const side of ['house', 'dark-arts'] as const) {
      const replenish = turnActions(side, { finalHand: true }).find(
        (option) => option.id === 'replenish',
      );
      expect(replenish?.allowed).to.equal(false);
      expect(replenish?.pages).to.include(22);
    }
    const layout = parseLayout('wWoOrRrRr');
    const notes = describePath(layout, pathStateAt(layout, 8));
    const finalNote = notes.find((note) => /Final hand/.test(note.text));
    expect(finalNote?.text)
      .to.match(/five cards/)
      .and.match(/card effects and draw spaces/)
      .and.match(/not a result by itself/);
  });

  /** The same ruling told as a turn step and as an FAQ answer cites the same pages in both. */
  const restated: [string, () => readonly number[], string][] = [
    [
      'card effects',
      () => step('dark-arts', 'explore', 'card-effects').pages,
      'card-effects-override',
    ],
    [
      'Protected Areas',
      () => step('dark-arts', 'explore', 'explore-protected-areas').pages,
      'protected-areas',
    ],
    [
      'occupied Deployment Space',
      () => step('dark-arts', 'explore', 'explore-occupied-deployment').pages,
      'occupied-deployment-space',
    ],
    [
      'Learn needs a pawn outside',
      () => step('house', 'learn', 'learn-pawn-outside').pages,
      'learn-protected-areas',
    ],
    [
      'Hogwarts Token',
      () => step('house', 'explore', 'free-hogwarts-token').pages,
      'hogwarts-tokens',
    ],
    [
      'Parchment Scroll',
      () => step('house', 'explore', 'free-parchment-scroll').pages,
      'parchment-scroll',
    ],
    [
      'bump',
      () =>
        turnPlan('dark-arts', 'explore')
          .steps.filter((each) => each.id.startsWith('bump-'))
          .flatMap((each) => each.pages)
          .filter((page, index, all) => all.indexOf(page) === index)
          .sort((a, b) => a - b),
      'bump',
    ],
    ['first turn', () => setupStep('first-turn').pages, 'first-player'],
    ['first-game advice', () => setupStep('roles').pages, 'first-game-dark-arts'],
    ['two players', () => TWO_PLAYER_NOTE.pages, 'two-players'],
  ];
  for (const [name, stepPages, faqId] of restated) {
    it(`cites the same pages for "${name}" in the turn or setup step and in the FAQ`, () => {
      expect(faqEntry(faqId)?.pages).to.deep.equal([...stepPages()]);
    });
  }

  it('keeps each FAQ question distinct', () => {
    const questions = FAQ.map((entry) => entry.question.toLowerCase());
    expect(new Set(questions).size).to.equal(questions.length);
  });
});
