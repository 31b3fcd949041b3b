import type { FaqEntry } from './types.js';
import { describeValue } from './errors.js';
import { fail, freezeDeep, readField, requireArray, requireRecord } from './validate.js';
import { TWO_PLAYER_PAGES, TWO_PLAYER_TEXT } from './setup.js';

/** Answers to the questions people ask at the table, each citing the rulebook pages. */
export const FAQ: readonly FaqEntry[] = /* @__PURE__ */ freezeDeep([
  {
    id: 'how-many-players',
    question: 'How many players can play?',
    answer:
      'Two to five people can play, from age 13 up. One of them always plays the Dark Arts side and every other ' +
      'player picks a different Hogwarts house, so there are one to four House Players.',
    pages: [2, 3, 8, 9],
  },
  {
    id: 'two-players',
    question: 'Can you play with two players?',
    answer: TWO_PLAYER_TEXT,
    pages: TWO_PLAYER_PAGES,
  },
  {
    id: 'everyone-a-house',
    question: 'Can everyone play a House?',
    answer:
      'No. Someone has to take the Dark Arts role in every game; the rest each choose a different Hogwarts house.',
    pages: [8, 9],
  },
  {
    id: 'houses-win-together',
    question: 'Do House Players win together?',
    answer:
      'No. The House that is first to gather two Defence Shields wins on its own; the other Houses get no share of ' +
      'that win.',
    pages: [23],
  },
  {
    id: 'game-length',
    question: 'How long does a game take, and what age is it for?',
    answer: 'The listed playing time is 90 minutes, for two to five players aged 13 and older.',
    pages: [2, 3],
  },
  {
    id: 'first-player',
    question: 'Who takes the first turn?',
    answer:
      'The House Player sitting at the Dark Arts Player\u2019s left goes first, and from there turns go clockwise ' +
      'around the table.',
    pages: [10],
  },
  {
    id: 'first-game-dark-arts',
    question: 'Who should play the Dark Arts in a first game?',
    answer: 'Whoever at the table knows the rules best should take the Dark Arts role.',
    pages: [8, 9],
  },
  {
    id: 'card-effects-override',
    question: 'What if a card contradicts a general rule?',
    answer:
      'The card takes priority over the general rule. Card effects are also optional: you may skip one unless the ' +
      'card says it must be resolved.',
    pages: [16],
  },
  {
    id: 'protected-areas',
    question: 'Can Dark Arts pawns enter the Protected Areas?',
    answer:
      'No. All four Protected Area spaces are closed to Dark Arts pawns: they may not enter one, and they may not ' +
      'pass through one either.',
    pages: [10, 20],
  },
  {
    id: 'occupied-deployment-space',
    question: 'Is a Deployment Space with a stunned Dark Arts pawn occupied?',
    answer:
      'Yes. Any Dark Arts pawn on a Deployment Space, stunned or not, makes it occupied. It costs one movement ' +
      'point to bring a reserve pawn onto an empty Deployment Space.',
    pages: [20, 21],
  },
  {
    id: 'learn-protected-areas',
    question: 'Can I Learn when all my pawns are in Protected Areas?',
    answer:
      'No. The Learn action needs at least one of your pawns standing outside the Protected Areas.',
    pages: [17],
  },
  {
    id: 'dark-arts-replenish-marker',
    question: 'Does the Dark Arts Replenish move the Dark Arts Marker?',
    answer:
      'No. In that action the Dark Arts Player stands their stunned pawns up and draws back to five cards, without ' +
      'discarding, and the action itself leaves the marker where it is. The marker can still move on a Dark Arts ' +
      'turn: when a bump leaves the Dark Arts Player holding every House Marker, it advances one space.',
    pages: [20, 21, 22],
  },
  {
    id: 'marker-moves',
    question: 'When does the Dark Arts Marker move?',
    answer:
      'Three things move the marker forward one space: a House Player\u2019s Replenish action, an event that tells ' +
      'it to move, and the Dark Arts Player collecting every House Marker. If it stops on an ordinary path space, ' +
      'there is nothing to resolve.',
    pages: [22],
  },
  {
    id: 'event-spaces',
    question: 'What happens on an Event Space?',
    answer:
      'Draw the top Event Card of the colour of that space. The House Players do their part first, if they can; ' +
      'then the Dark Arts Player picks one: what the card does, or the Progress Token of the zone, as long as it ' +
      'has not been taken. The card is then discarded, and a zone\u2019s Event Deck goes unused once the marker has ' +
      'left that zone.',
    pages: [22],
  },
  {
    id: 'progress-token-forced',
    question: 'Can the Dark Arts Player skip a zone\u2019s Progress Token?',
    answer:
      'Only for a while. The token of a zone has to be taken before the marker moves on into the next zone, so on ' +
      'the last white or orange Event Space, a token still in place is the only choice. The red token can wait: ' +
      'on reaching the last path space the Dark Arts Player has to take it, with the Location Card at one pawn.',
    pages: [22, 23],
  },
  {
    id: 'card-colours-unlock',
    question: 'When can the Dark Arts Player use orange and red card effects?',
    answer:
      'White effects work from the start. Orange ones open up once the marker reaches the first orange path space, ' +
      'red ones once it reaches the first red space, and colours already open stay open.',
    pages: [21],
  },
  {
    id: 'location-card-requirement',
    question: 'How many pawns does the Dark Arts Player need at the Location?',
    answer:
      'It depends on when the final Progress Token and its Location Card were taken: three pawns at the first red ' +
      'Event Space, two at the next red Event Space, and one if the card is forced on them at the last path space. ' +
      'The number is fixed when the card is taken; moving further does not lower it.',
    pages: [22, 23],
  },
  {
    id: 'dark-arts-win',
    question: 'How does the Dark Arts Player win?',
    answer:
      'By holding all three Progress Tokens while at least as many Dark Arts pawns as the Location Card requires ' +
      '(three, two or one) stand on the Dark Arts Player Location.',
    pages: [23],
  },
  {
    id: 'claim-defence-shield',
    question: 'How do you claim a Defence Shield?',
    answer:
      'With a House pawn standing on a Defence Shield Space, trade in three things: a Parchment Scroll, a Library ' +
      'Book, and whichever item that shield pictures (the Dark Detector or a D.A. Coin). Just owning the items is ' +
      'not enough.',
    pages: [11, 23],
  },
  {
    id: 'final-hand',
    question: 'What happens when the Dark Arts Marker reaches the last space?',
    answer:
      'The final hand starts: every player draws back up to five cards, and nobody may Replenish after that, though ' +
      'card effects and draw spaces can still give cards. Play goes on until a side wins or the game is drawn; ' +
      'arriving on the last space is not a win or a draw in itself.',
    pages: [22],
  },
  {
    id: 'draw',
    question: 'Can the game end in a draw?',
    answer:
      'Yes, but only in the final hand: once the marker is on the last space, the game is drawn if every player ' +
      'runs out of cards before either side meets its victory condition.',
    pages: [22, 23],
  },
  {
    id: 'bump',
    question: 'What happens when a Dark Arts pawn lands on a House pawn (a bump)?',
    answer:
      'If several House pawns are there, the Dark Arts Player picks one. That House pawn returns to the Great Hall, ' +
      'the Dark Arts pawn goes to reserve, and the Dark Arts Player takes that House\u2019s House Marker unless they ' +
      'hold it already. With every House Marker in hand, the Dark Arts Marker moves one space (resolve the event it ' +
      'lands on, if any) and the House Markers go back to their owners. ' +
      'Finally they draw two Dark Arts Acquire Cards, keep one on top of their Draw Deck and put the other under the ' +
      'Acquire Deck, at most once a turn.',
    pages: [20, 22],
  },
  {
    id: 'parchment-scroll',
    question: 'How do you claim a Parchment Scroll?',
    answer:
      'As a free action, show two of your Location Cards while your pawns stand in the areas they name, then put ' +
      'those cards under their deck. After your first Scroll you draw two new Location Cards; after your second you ' +
      'return your last Location Card and draw none.',
    pages: [17],
  },
  {
    id: 'hogwarts-tokens',
    question: 'What are Hogwarts Tokens for?',
    answer:
      'As a free action, give back a Hogwarts Token that you picked up on an earlier turn. In exchange you get an ' +
      'extra Explore action, played with a card whose type matches the token.',
    pages: [17],
  },
]);

const NUMBER_WORDS: Record<string, string> = {
  '0': 'zero',
  '1': 'one',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  '10': 'ten',
  '11': 'eleven',
  '12': 'twelve',
  '13': 'thirteen',
};

/** Words too common to tell entries apart; dropped from queries unless nothing else is left. */
const STOP_WORD_LIST = [
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'so',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'this',
  'to',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
];

/** Longest query part looked at, so a huge query costs bounded work. */
const MAX_QUERY_CHARS = 1000;
const MAX_QUERY_TERMS = 24;
const WORD = /[\p{L}\p{N}]+/gu;

/** Reduces a word to a form shared by its plural and simple inflections ("players" -> "player"). */
export function normaliseWord(word: string): string {
  if (typeof word !== 'string')
    fail('faq-word', `word must be a string; got ${describeValue(word)}`);
  let token = word.toLowerCase().replace(/\u2019|'/g, '');
  if (Object.hasOwn(NUMBER_WORDS, token)) return NUMBER_WORDS[token] as string;
  if (token.length > 4 && token.endsWith('ies')) token = `${token.slice(0, -3)}y`;
  else if (token.length > 4 && token.endsWith('ing')) token = token.slice(0, -3);
  else if (token.length > 4 && token.endsWith('ed')) token = token.slice(0, -2);
  else if (token.length > 3 && token.endsWith('oes')) token = token.slice(0, -2);
  else if (
    token.length > 4 &&
    (token.endsWith('ches') || token.endsWith('shes') || token.endsWith('sses'))
  )
    token = token.slice(0, -2);
  else if (
    token.length > 3 &&
    token.endsWith('s') &&
    !token.endsWith('ss') &&
    !token.endsWith('us') &&
    !token.endsWith('is')
  ) {
    token = token.slice(0, -1);
  }
  return token;
}

const STOP_WORDS = new Set(STOP_WORD_LIST.map(normaliseWord));

function words(text: string): string[] {
  return (text.replace(/[\u2019']/g, '').match(WORD) ?? []).map(normaliseWord);
}

function requireQuery(query: unknown): string {
  if (typeof query !== 'string')
    fail('faq-query', `query must be a string; got ${describeValue(query)}`);
  return query;
}

/**
 * The normalised search terms of a query, in order and without repeats, e.g. for highlighting:
 * "2 Players" gives ["two", "player"]. Common words are dropped unless the query has nothing else.
 */
export function faqTerms(query: string): string[] {
  const text = requireQuery(query).slice(0, MAX_QUERY_CHARS);
  const all = [...new Set(words(text))];
  const meaningful = all.filter((term) => !STOP_WORDS.has(term));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_TERMS);
}

function termMatches(term: string, word: string): boolean {
  return word === term || (term.length >= 4 && word.startsWith(term));
}

/**
 * Where the query's terms occur in `text`, as [start, end) character ranges in order, so a widget
 * can mark the matches. A term also matches the start of a longer word ("replen" in "Replenish").
 */
export function matchRanges(text: string, query: string): [number, number][] {
  if (typeof text !== 'string')
    fail('faq-text', `text must be a string; got ${describeValue(text)}`);
  const terms = faqTerms(query);
  if (terms.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[\u2019'][\p{L}\p{N}]+)*/gu)) {
    const word = normaliseWord(match[0]);
    if (terms.some((term) => termMatches(term, word)))
      ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

const PAGE_LIMIT = 1000;

function readEntries(entries: unknown): FaqEntry[] {
  const list = requireArray(entries, 'entries', 10_000, 'faq-entries');
  return list.map((entry, index) => {
    const name = `entries item ${index + 1}`;
    const record = requireRecord(entry, name, 'faq-entries');
    const text = (key: string): string => {
      const value = readField(record, key, `${name}.${key}`, 'faq-entries');
      if (typeof value !== 'string' || value.trim() === '') {
        fail(
          'faq-entries',
          `${name}.${key} must be a non-empty string; got ${describeValue(value)}`,
        );
      }
      return value;
    };
    const id = text('id');
    const question = text('question');
    const answer = text('answer');
    const pagesList = requireArray(
      readField(record, 'pages', `${name}.pages`, 'faq-entries'),
      `${name}.pages`,
      100,
      'faq-entries',
    );
    const pages = pagesList.map((page) => {
      if (typeof page !== 'number' || !Number.isInteger(page) || page < 1 || page > PAGE_LIMIT) {
        fail(
          'faq-entries',
          `${name}.pages must hold whole page numbers from 1 to ${PAGE_LIMIT}; got ${describeValue(page)}`,
        );
      }
      return page;
    });
    pages.forEach((page, pageIndex) => {
      if (pageIndex > 0 && page <= (pages[pageIndex - 1] as number)) {
        fail(
          'faq-entries',
          `${name}.pages must be in ascending order without repeats; got ${pages.join(', ')}`,
        );
      }
    });
    return { id, question, answer, pages };
  });
}

const QUESTION_WEIGHT = 3;
const ANSWER_WEIGHT = 1;

interface IndexedEntry {
  entry: FaqEntry;
  question: string[];
  answer: string[];
  /** The question's meaningful words, each once. */
  questionTerms: string[];
}

const indexCache = new WeakMap<object, IndexedEntry>();

function indexed(entry: FaqEntry, original: unknown): IndexedEntry {
  const cacheable = typeof original === 'object' && original !== null && Object.isFrozen(original);
  const cached = cacheable ? indexCache.get(original) : undefined;
  if (cached !== undefined) return cached;
  const question = words(entry.question);
  const questionTerms = [...new Set(question.filter((word) => !STOP_WORDS.has(word)))];
  const built = { entry, question, answer: words(entry.answer), questionTerms };
  if (cacheable) indexCache.set(original, built);
  return built;
}

interface Score {
  /** Query terms found anywhere in the entry. */
  matched: number;
  /**
   * Share of the question's meaningful words that the query names, each word weighted by how rare it
   * is among the entries: a question that is mostly the query is the one asked, and an extra common
   * word ("Dark Arts") costs less than an extra telling one ("Replenish").
   */
  focus: number;
  /** Terms found, a term in the question counting more than one in the answer. */
  weight: number;
}

/** How many entries use each word, for weighting; kept for frozen entry lists such as the built-in FAQ. */
type WordCounts = Map<string, number>;
const countsCache = new WeakMap<object, WordCounts>();

function wordCounts(items: readonly IndexedEntry[], originals: readonly unknown[]): WordCounts {
  const cached = Object.isFrozen(originals) ? countsCache.get(originals) : undefined;
  if (cached !== undefined) return cached;
  const counts: WordCounts = new Map();
  for (const item of items) {
    for (const word of new Set([...item.question, ...item.answer]))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  if (Object.isFrozen(originals)) countsCache.set(originals, counts);
  return counts;
}

function score(item: IndexedEntry, terms: string[], counts: WordCounts, total: number): Score {
  let weight = 0;
  let matched = 0;
  for (const term of terms) {
    const inQuestion = item.question.some((word) => termMatches(term, word));
    const inAnswer = item.answer.some((word) => termMatches(term, word));
    if (inQuestion) weight += QUESTION_WEIGHT;
    if (inAnswer) weight += ANSWER_WEIGHT;
    if (inQuestion || inAnswer) matched += 1;
  }
  let named = 0;
  let all = 0;
  for (const word of item.questionTerms) {
    const rarity = Math.log(1 + total / (counts.get(word) ?? 1));
    all += rarity;
    if (terms.some((term) => termMatches(term, word))) named += rarity;
  }
  return { matched, focus: all === 0 ? 0 : named / all, weight };
}

/**
 * Entries ranked by relevance to `query`, best first: first by how many query terms an entry holds,
 * then by how much of its question the query names, then with a term in the question counting more
 * than one in the answer. Case, plurals, word order and digits versus number words
 * ("2" and "two") do not matter. An empty query returns every entry in order; no match returns [].
 */
export function searchFaq(query: string, entries: readonly FaqEntry[] = FAQ): FaqEntry[] {
  const text = requireQuery(query);
  const originals = requireArray(entries, 'entries', 10_000, 'faq-entries');
  const checked = readEntries(originals);
  // Frozen entries (the built-in FAQ) come back as themselves; anything else as a checked copy.
  const result = (index: number): FaqEntry => {
    const original = originals[index];
    return typeof original === 'object' && original !== null && Object.isFrozen(original)
      ? (original as FaqEntry)
      : (checked[index] as FaqEntry);
  };
  if (text.trim() === '') return checked.map((_, index) => result(index));
  const terms = faqTerms(text);
  if (terms.length === 0) return [];
  const items = checked.map((entry, index) => indexed(entry, originals[index]));
  const counts = wordCounts(items, originals);
  return (
    items
      .map((item, index) => ({ index, score: score(item, terms, counts, items.length) }))
      .filter((item) => item.score.matched > 0)
      // Entries that cover more of the query's terms come first, whatever the weights.
      .sort(
        (a, b) =>
          b.score.matched - a.score.matched ||
          b.score.focus - a.score.focus ||
          b.score.weight - a.score.weight ||
          a.index - b.index,
      )
      .map((item) => result(item.index))
  );
}

/** Looks an FAQ entry up by its id; undefined when there is none. */
export function faqEntry(id: string): FaqEntry | undefined {
  if (typeof id !== 'string') fail('faq-id', `id must be a string; got ${describeValue(id)}`);
  return FAQ.find((entry) => entry.id === id);
}
