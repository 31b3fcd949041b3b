/**
 * How the FAQ search reads English, by the contract of language.ts: case is folded, plural and
 * simple inflection endings are cut, digits and number words become one term, and words too common
 * to tell questions apart are set aside. English rules serve every language without its own
 * (`searchLanguage`). The English word tables are in en.words.ts; German's rules and tables are in
 * de.ts, which the German language module registers. Pure; used by search.ts.
 */

import {
  joinAbbreviations,
  kindsBy,
  registeredSearchLanguage,
  type SearchLanguage,
} from './language.js';
import {
  ENGLISH_BEYOND_PHRASES,
  ENGLISH_BEYOND_RULES,
  ENGLISH_IRREGULAR,
  ENGLISH_NUMBERS,
  ENGLISH_STOP_WORDS,
} from './en.words.js';

const ENGLISH_KINDS = kindsBy([
  [/\b(?:how\s+(?:many|much|big|large)|numbers?)\b|(?<!player\s)\bcount\b(?!\s+as\b)/i, 'number'],
  [/\bwho(?:se|m)?\b/i, 'person'],
  [/\bwhere\b/i, 'place'],
  [/\bwhen\b/i, 'time'],
  [/\bhow\s+long\b/i, 'duration'],
  [
    /\b(?:set(?:ting)?[\s-]*up|setup|at\s+the\s+(?:start|beginning)|(?:start|beginning)\s+of\s+the\s+game|before\s+(?:the\s+)?game|before\s+(?:play|playing|we\s+start|starting)\b)/i,
    'setup',
  ],
  // "Where do the coins go?", "where do I put the tokens?": where a piece is placed.
  [
    /\bwhere\s+(?:do|does|should)\s+(?:i\s+put|we\s+put|the\s+[\w\s]+\s+(?:go|start|begin)|[\w\s]+\s+(?:start|begin))\b/i,
    'setup',
  ],
  // Which side a question is about: the Dark Arts Player (not the Dark Arts Marker) or a House.
  [
    /\bdark\s+arts?\s+(?:player|side|turn|explore|replenish|actions?|pawns?)\b|\bplay(?:s|ing)?\s+(?:the\s+)?dark\s+arts\b|\b(?:villain|voldemort|baddie)\b|\b(?:bad|evil)\s+(?:guy|player|side)\b/i,
    'dark-arts-side',
  ],
  [/\bhouse\s+player|\bas\s+a\s+house\b|\bhouse\s+(?:turn|replenish|actions?)\b/i, 'house-side'],
  // Who plays the Dark Arts, as a role: "must someone be the villain", "do we need a dark arts
  // player".
  [
    /\brole\b|\b(?:be|play|playing)\s+(?:the\s+)?(?:dark\s+arts|villain|voldemort|(?:bad|evil|dark)\s+(?:guy|side|one))\b|\b(?:everyone|everybody|all\s+of\s+us)\s+(?:be|play)\s+(?:a\s+)?houses?\b|\b(?:dark\s+arts|villain)\s+player\s+(?:required|needed|necessary)\b|\bneed\s+(?:a|the)\s+(?:dark\s+arts|villain)\s+player\b|\bmust\s+be\s+dark\s+arts\b/i,
    'role',
  ],
  // What a piece is for: "what are the tokens for", "purpose of the house markers", "what's the
  // point of the scrolls", "hogwarts token use", "trade in a token for what".
  [
    /\bwhat\s+(?:is|are|s)\s+(?:the\s+)?[\w\s-]+?\s+for\s*\??\s*$|\b(?:purpose|point|use)\s+of\b|\b(?:for\s+what|what\s+for|use)\s*\??\s*$|\bwhat\s+(?:is|are)\s+[\w\s-]+\s+good\s+for\b/i,
    'purpose',
  ],
]);

/**
 * A short stem that lost its silent "e" to "-ing" or "-ed" gets it back ("moving" and "moved" as
 * "move", "taking" as "take"), so that it meets the verb itself; a stem ending in
 * two consonants ("ending") or a vowel ("going") stays as it is.
 */
function restoreE(stem: string): string {
  return /^[^aeiou][aeiou][^aeiouwxy]$/.test(stem) ? `${stem}e` : stem;
}

function normaliseEnglish(word: string): string {
  let token = word.toLowerCase().replace(/\u2019|'/g, '');
  if (Object.hasOwn(ENGLISH_NUMBERS, token)) return ENGLISH_NUMBERS[token] as string;
  // The cards played this turn are those discarded at its end: "played" stays apart from "play".
  if (token === 'played') return token;
  if (Object.hasOwn(ENGLISH_IRREGULAR, token)) token = ENGLISH_IRREGULAR[token] as string;
  // "playable": what can be done, read as the verb ("play").
  if (token.length > 6 && token.endsWith('able')) return token.slice(0, -4);
  if (token.length > 4 && token.endsWith('ies')) token = `${token.slice(0, -3)}y`;
  else if (token.length > 4 && (token.endsWith('ing') || token.endsWith('ed')))
    token = restoreE(token.slice(0, token.endsWith('ed') ? -2 : -3));
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
  // A silent final "e" goes too, so "explore", "explored" and "exploring" meet.
  if (token.length > 4 && token.endsWith('e') && !token.endsWith('ee')) token = token.slice(0, -1);
  return token;
}

const ENGLISH_COUNTS = new Set(
  Object.values(ENGLISH_NUMBERS).filter((word) => word !== 'zero' && word !== 'one'),
);

const english: SearchLanguage = {
  normalise: normaliseEnglish,
  // A term also finds the start of a longer word ("replen" in "Replenish"), but a verb not the
  // one who does it ("begin" is not "beginner": "who begins" asks who takes the first turn).
  matches: (term, word) =>
    word === term || (term.length >= 4 && word.startsWith(term) && word !== `${term}ner`),
  stopWords: new Set(ENGLISH_STOP_WORDS.map(normaliseEnglish)),
  beyondRules: new Set(ENGLISH_BEYOND_RULES.map(normaliseEnglish)),
  asksBeyondRules: (text) => ENGLISH_BEYOND_PHRASES.some((pattern) => pattern.test(text)),
  asksFor: ENGLISH_KINDS,
  // "2p" and "4 p" are the players' short form for a player count, and so are "six of us" and
  // "play with 6"; "why can't I" asks what blocks it, "which way" asks for the direction of play,
  // "my go" is a turn, and a pawn that ends or stops on another lands on it.
  rephrase: (text) =>
    text
      // "rules for 2 players", "2p rules": the rules of that thing, read as the thing itself
      // ("rules" alone would lean towards the entry about cards against the rules); so are
      // "dark arts explore rules" and "… steps".
      .replace(/^\s*(?:what\s+are\s+)?(?:the\s+)?rules?\s+(?:for|of|on|about|with)\s+(?=\S)/i, '')
      .replace(/^\s*((?:[\w']+\s+){1,3})(?:rules?|steps)\s*\??\s*$/i, '$1')
      .replace(
        /\b(?:have|has|need|needs)\s+to\b|\b(?:is|are|am)\s+(?:\w+\s+)?forced\s+to\b/gi,
        'must',
      )
      .replace(/\b(\d+)\s?p\b/gi, '$1 players')
      // "one on one", "1v1", "head to head": two players.
      .replace(
        /\b(?:one\s+(?:on|vs|versus|against)\s+one|1\s*(?:v|vs|on)\s*1|head\s+to\s+head)\b/gi,
        'two players',
      )
      .replace(/\b(\w+)\s+of\s+us\b/gi, '$1 players')
      // "we're four", "there are 5 of us": a player count; "me and my brother": two players.
      .replace(
        /\b(?:we\s+are|we.re|there\s+are)\s+(two|three|four|five|six|seven|eight|[2-8])\b/gi,
        '$1 players',
      )
      .replace(
        /\b(?:me|i)\s+and\s+my\s+(?!pawns?\b|cards?\b|tokens?\b|pieces?\b|house\b)\w+/gi,
        'two players',
      )
      // The last space with the Location Card not yet taken asks whether the card is forced on
      // the Dark Arts Player there ("marker hit last space, no location card yet").
      .replace(
        /^(?=[^.?!]*\blast\s+(?:path\s+)?space\b)(?=[^.?!]*\b(?:no|not|never|without|yet|\w+n[\u2019']?t)\b)[^.?!]*\b(?:location\s+card|red\s+(?:progress\s+)?token)s?\b/i,
        '$& forced red progress token',
      )
      // Pawns that start or stand "on the board" are in play, not on a player's own board: the
      // words name no board ("how many dark pawns start on the board").
      .replace(
        /\b((?:pawns?|figures?|pieces?)\s+(?:\w+\s+){0,2}(?:start|starts|begin|begins|stand|stands|are))\s+on\s+the\s+board\b/gi,
        '$1',
      )
      // An "empty" or "blank" space where no pawn, reserve or Deployment Space is named is a path
      // space with nothing on it: an ordinary one ("the marker lands on an empty space").
      .replace(
        /^(?![^.?!]*\b(?:deploy\w*|reserve|pawns?|figures?|pieces?|bring\w*)\b)([^.?!]*\b)(?:empty|blank)(?=\s+(?:path\s+)?(?:space|square|spot)s?\b)/i,
        '$1ordinary',
      )
      // "who kicks off" asks who starts.
      .replace(/\bkick(?:s|ed)?\s+off\b/gi, 'starts')
      // "is the villain the one who starts": the first turn.
      .replace(/\b(?:the\s+one\s+)?who\s+(?:starts?|begins?)\b/gi, '$& first turn')
      // "go first" is the first turn; "no one" is nobody; the marker "hitting the end" reaches
      // the last space.
      .replace(
        /\b(?:go|goes|going|play|plays)\s+first\b|\bfirst\s+to\s+(?:play|go|move)\b/gi,
        'first turn',
      )
      // A player who starts or begins ("does voldemort start", "which house player begins")
      // takes the first turn; a piece that starts ("where do the pawns start") starts somewhere.
      .replace(
        /\b(?:players?|voldemort|villain|baddie|dark\s+arts(?!\s+(?:marker|pawns?|tokens?)))\s+(?:starts?|begins?)\b/gi,
        '$& first turn',
      )
      // "which house starts", "is the villain first": the first turn; "does the villain go last",
      // "who plays second" (not "play second card"): where a player stands in the order of turns
      // (the guide: from the Dark Arts Player's left, clockwise).
      .replace(
        /\b(?:which|what)\s+(?:house|player|side|team)\s+(?:starts?|begins?)\b|\b(?:player|house|side|villain|voldemort)\s+first\s*\??$/gi,
        '$& first turn',
      )
      .replace(
        /\b(?:go(?:es)?|play(?:s)?)\s+(?:last|second|third|fourth|fifth)\b(?!\s+(?!(?:in|or|and|then|after|before|each|every)\b)\w)|\blast\s+to\s+(?:play|go)\b/gi,
        '$& turn order',
      )
      // "can two houses both win", "do we all win": whether houses win together.
      .replace(
        /\b(?:(?:both|all)\s+(?:of\s+(?:us|them)\s+|(?:the\s+)?(?:houses?|house\s+players|players|teams?)\s+)?|(?:two|several|multiple|more\s+than\s+one)\s+(?:houses|house\s+players|teams)\s+(?:both\s+|all\s+)?)(?:win|wins|winners?)\b/gi,
        '$& together',
      )
      // "the dark side", "the dark player": the Dark Arts.
      .replace(/\bdark\s+(side|player|team)\b/gi, 'dark arts $1')
      .replace(/\bno\s+one\b/gi, 'nobody')
      // Nobody winning is a draw; nobody picking a house is not.
      .replace(/\bnobody\s+(?:\w+\s+){0,2}(?:win|wins|won|winning|winner)\b/gi, 'draw')
      .replace(
        /\bmarker\s+(?:hits?|reach(?:es)?|gets?\s+to|is\s+at)\s+the\s+end\b/gi,
        'marker reaches the last space',
      )
      .replace(
        /\bplay(?:able)?\s+with\s+(\d+|two|three|four|five|six|seven|eight)\s*\??$/i,
        '$1 players',
      )
      .replace(
        /\b(three|four|five|six|seven|eight|[3-8])\s+(?:players?|people)\b/gi,
        '$1 player count',
      )
      // A player count asked about alone, with no piece or houses named ("is three players
      // ok"), asks whether the game takes that many; with houses ("can five of us all be
      // houses") it asks who plays them.
      .replace(
        /^(?![^.?!]*\b(?:pawns?|figures?|pieces?|meeples?|cards?|shields?|tokens?|markers?|reserve|houses)\b)[^.?!]*\bplayer\s+count\b/i,
        '$& minimum maximum',
      )
      // Six or more players are beyond the most the game takes: a question of the maximum.
      .replace(/\b(?:six|seven|eight|[6-8])\s+player\s+count\b/gi, '$& maximum')
      .replace(
        /\bwhy\s+(?:cant|can.t|cannot|can\s+not|(?:am\s+i|are\s+we|is\s+\w+)\s+not\s+allowed\s+to)\b/gi,
        'blocked',
      )
      // "who plays after the dark arts player": who is next, whoever is named.
      .replace(
        /\bwho\s+(?:plays|goes|is|comes|moves)\s+(?:after|next\s+after)\b/gi,
        'who is next turn',
      )
      .replace(/\bwhich\s+way\b/gi, 'direction')
      .replace(/\b(?:my|your|his|her|their|our|\w+['\u2019]s)\s+go\b/gi, 'my turn')
      // "when is it the villain's turn", "when does the dark arts player go": where a player
      // stands in the order of turns.
      .replace(
        /\bwhen\s+(?:is|does)\s+(?:it\s+)?(?:\w+\s+){0,6}(?:turn|go)\b(?!\s+(?:over|end))/gi,
        '$& turn order',
      )
      .replace(/\b(?:ends?|stops?|stopped|ended)\s+(?:up\s+)?on\b/gi, 'lands on')
      // A house named with two players or twice ("can two people be slytherin") asks whether
      // two may play the same house.
      .replace(
        /^(?=[^.?!]*\b(?:two|2|both|twice)\b)[^.?!]*\b(?:gryffindor|hufflepuff|ravenclaw|slytherin)\b/i,
        '$& same house',
      )
      // Moving and a card's effect in one question ask in what order an Explore resolves them.
      .replace(
        /^(?![^.?!]*\bmarker\b)[^.?!]*\b(?:mov\w*|walk\w*)\b[^.?!]*\beffects?\b|^(?![^.?!]*\bmarker\b)[^.?!]*\beffects?\b[^.?!]*\b(?:mov\w*|movement)\b/i,
        '$& explore',
      )
      // A question whether a Replenish moves the marker or the path, no side named ("does
      // replenishing move the path"), is about the House Players': theirs moves it, the Dark Arts
      // Player's does not.
      .replace(
        /^(?![^.?!]*\b(?:villain|voldemort|baddie|house|dark\s+arts?\s+(?:player|side|turn|replenish\w*)|as\s+(?:the\s+)?dark\s+arts|dark\s+arts\s+replenish\w*)\b)(?=[^.?!]*\b(?:marker|path|track)\b)(?=[^.?!]*\b(?:mov\w*|advanc\w*|push\w*|forward)\b)(?=[^.?!]*\breplenish)[^.?!]*/i,
        '$& house player',
      )
      // An action twice ("explore twice in one turn") or a free action with a main one ("claim a
      // scroll and explore") asks what a turn holds: one main action, free actions on top.
      .replace(
        /\b(?:explor\w*|learn\w*|replenish\w*)\s+(?:twice|two\s+times)\b|\bclaim\w*\s+(?:\w+\s+){0,3}(?:and|then|plus)\s+(?:also\s+)?(?:explor|learn|replenish)\w*/gi,
        '$& main action',
      )
      // Two of the main actions in one question ("explore and learn in one turn", "learn then
      // replenish") ask whether a turn holds both: the choice of one main action.
      .replace(
        /\b(explor\w*|learn\w*|replenish\w*)\s+(?:and|or|plus|then|&|\+)\s+(?:also\s+|then\s+)?(explor\w*|learn\w*|replenish\w*)\b/gi,
        (both, first: string, second: string) =>
          first.slice(0, 4).toLowerCase() === second.slice(0, 4).toLowerCase()
            ? both
            : `${both} main action`,
      ),
  // The Room of Requirement is one piece, read as one word, so that it is no "requirement" of a
  // Location Card.
  spell: (text) =>
    joinAbbreviations(text).replace(
      /\broom\s+of\s+(?:the\s+)?requirements?\b/gi,
      'roomofrequirement',
    ),
  // A count in digits beyond the number words ("90 minutes") is a count too.
  isCount: (word) => ENGLISH_COUNTS.has(word) || (/^\d+$/.test(word) && Number(word) > 1),
  endings: ['', 'e', 's', 'es', 'ed', 'ing'],
};

/** The language of `locale` (a canonical BCP 47 tag) whose rules are registered, or "en". */
export function searchLanguageKey(locale: string): string {
  const [base = ''] = locale.split('-');
  return registeredSearchLanguage(base) === undefined ? 'en' : base;
}

/**
 * The reading rules for `locale`: those registered for its language, else English's, which serve
 * every language without its own.
 */
export function searchLanguage(locale: string): SearchLanguage {
  return registeredSearchLanguage(searchLanguageKey(locale)) ?? english;
}
