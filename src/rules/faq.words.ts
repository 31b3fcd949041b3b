/**
 * How the FAQ search reads words, per language: case and, in German, umlauts and ß are folded,
 * plural and simple inflection endings are cut, digits and number words become one term, and
 * words too common to tell questions apart are set aside. English rules serve every language but
 * German. The word tables are in faq.words.en.ts and faq.words.de.ts; this module holds the
 * reading rules that use them. Pure; used by faq.ts.
 */

import {
  ENGLISH_BEYOND_PHRASES,
  ENGLISH_BEYOND_RULES,
  ENGLISH_IRREGULAR,
  ENGLISH_NUMBERS,
  ENGLISH_STOP_WORDS,
} from './faq.words.en.js';
import {
  GERMAN_BEYOND_PHRASES,
  GERMAN_BEYOND_RULES,
  GERMAN_JOINS,
  GERMAN_NUMBERS,
  GERMAN_PREFIXES,
  GERMAN_SHORT_PREFIXES,
  GERMAN_STOP_WORDS,
  GERMAN_STRONG,
  GERMAN_SUFFIXES,
} from './faq.words.de.js';

/**
 * What a question asks for, by its question word, or that it asks about the setup ("at the
 * start", "Aufbau"): a question can ask for several ("where do the shields go at the start").
 */
export type QuestionKind =
  'person' | 'place' | 'time' | 'duration' | 'number' | 'setup' | 'dark-arts-side' | 'house-side';

function kindsBy(patterns: readonly [RegExp, QuestionKind][]) {
  return (text: string): QuestionKind[] =>
    patterns.filter(([pattern]) => pattern.test(text)).map(([, kind]) => kind);
}

const ENGLISH_KINDS = kindsBy([
  [/\b(?:how\s+many|how\s+much|number\s+of)\b/i, 'number'],
  [/\bwho(?:se|m)?\b/i, 'person'],
  [/\bwhere\b/i, 'place'],
  [/\bwhen\b/i, 'time'],
  [/\bhow\s+long\b/i, 'duration'],
  [
    /\b(?:set(?:ting)?[\s-]*up|setup|at\s+the\s+(?:start|beginning)|(?:start|beginning)\s+of\s+the\s+game|before\s+(?:the\s+)?game)/i,
    'setup',
  ],
  // "Where do the coins go?", "where do I put the tokens?": where a piece is placed.
  [/\bwhere\s+(?:do|does|should)\s+(?:i\s+put|we\s+put|the\s+[\w\s]+\s+(?:go|start))\b/i, 'setup'],
  // Which side a question is about: the Dark Arts Player (not the Dark Arts Marker) or a House.
  [
    /\bdark\s+arts?\s+(?:player|side|turn|explore|replenish|actions?|pawns?)\b|\bplay(?:s|ing)?\s+(?:the\s+)?dark\s+arts\b|\b(?:villain|voldemort)\b/i,
    'dark-arts-side',
  ],
  [/\bhouse\s+player|\bas\s+a\s+house\b|\bhouse\s+(?:turn|replenish|actions?)\b/i, 'house-side'],
]);

const GERMAN_KINDS = kindsBy([
  [/(?:^|[^\p{L}])(?:wie\s*viele?|anzahl)(?![\p{L}])/iu, 'number'],
  [/(?:^|[^\p{L}])(?:wer|wem|wen)(?![\p{L}])/iu, 'person'],
  [/(?:^|[^\p{L}])(?:wo|wohin|woher)(?![\p{L}])/iu, 'place'],
  [/(?:^|[^\p{L}])wann(?![\p{L}])/iu, 'time'],
  [/(?:^|[^\p{L}])wie\s+lange?(?![\p{L}])/iu, 'duration'],
  [
    /aufbau|aufgebaut|vorbereitung|(?:^|[^\p{L}])(?:zu\s+beginn|am\s+anfang|anfangs)(?![\p{L}])|spielbeginn/iu,
    'setup',
  ],
  [
    /(?:spieler|figur(?:en)?)\s+der\s+dunklen\s+künste|dunklen\s+künste\s+spielen|dunklen?\s+(?:seite|spieler)|(?:auffüllen|erkunden|zug)\s+der\s+dunklen\s+künste|voldemort|bösewicht|todesser/iu,
    'dark-arts-side',
  ],
  [/hausspieler|als\s+haus(?![\p{L}])|eines\s+hausspielers/iu, 'house-side'],
]);

/** The reading rules of one language. */
export interface SearchLanguage {
  /** The form a word is compared in ("Players" → "player", "Häuser" → "haus"). */
  normalise(word: string): string;
  /** Whether the query term `term` finds the text word `word` (both normalised). */
  matches(term: string, word: string): boolean;
  /** Normalised words dropped from a query that has other words. */
  readonly stopWords: ReadonlySet<string>;
  /**
   * Normalised words of questions beyond the rules (strategy, price, expansions, apps, sleeves):
   * a query holding one gets no confident answer.
   */
  readonly beyondRules: ReadonlySet<string>;
  /**
   * Whether a query asks beyond the rules by what it asks, though its words are rules words ("what
   * if the deck runs out", "can I show my cards to another house"): no confident answer either.
   */
  asksBeyondRules(text: string): boolean;
  /**
   * What a text asks for, read from its question words: a person ("who", "wer"), a place
   * ("where", "wo"), a time ("when", "wann"), a duration ("how long", "wie lange"), a number
   * ("how many", "wie viele"), the setup ("at the start", "Aufbau"); none for anything else.
   */
  asksFor(text: string): QuestionKind[];
  /** The query with phrases read as the one word they mean ("have to" as "must"). */
  rephrase(text: string): string;
  /**
   * Any text (query or entry) with its spellings evened out before it is split into words:
   * "D.A." as the one word "DA"; in German the adverb "da" set aside ("Wofür sind sie da?"), so
   * that "DA" stands only for the abbreviation.
   */
  spell(text: string): string;
  /** Whether a normalised word is a count above one ("two", "vier"), for answers to "how many". */
  isCount(word: string): boolean;
  /**
   * A compound read as two words that `known` accepts, with a joining "s", "n" or "en" dropped
   * ("spielerzahl" → ["spiel", "zahl"]); undefined when it is not one. German only.
   */
  splitCompound?(word: string, known: (part: string) => boolean): string[] | undefined;
}

function normaliseEnglish(word: string): string {
  let token = word.toLowerCase().replace(/\u2019|'/g, '');
  if (Object.hasOwn(ENGLISH_NUMBERS, token)) return ENGLISH_NUMBERS[token] as string;
  // The cards played this turn are those discarded at its end: "played" stays apart from "play".
  if (token === 'played') return token;
  if (Object.hasOwn(ENGLISH_IRREGULAR, token)) token = ENGLISH_IRREGULAR[token] as string;
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
  // A silent final "e" goes too, so "explore", "explored" and "exploring" meet.
  if (token.length > 4 && token.endsWith('e') && !token.endsWith('ee')) token = token.slice(0, -1);
  return token;
}

/** Dotted capitals ("D.A.") as one word ("DA"). */
function joinAbbreviations(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(\p{L})\.(\p{L})\.?(?![\p{L}\p{N}])/gu, '$1$2');
}

const ENGLISH_COUNTS = new Set(
  Object.values(ENGLISH_NUMBERS).filter((word) => word !== 'zero' && word !== 'one'),
);

const GERMAN_NUMBER_WORDS = new Set(Object.values(GERMAN_NUMBERS));

/**
 * A German word folded for comparison: lower case, ß as "ss", umlauts and other accents as their
 * base letter, and the spellings "ae", "oe", "ue" (typed where a keyboard has no umlauts) read as
 * "a", "o", "u": "Weiß", "weiss", "Münze" and "Muenze" meet.
 */
function foldGerman(word: string): string {
  return word
    .toLowerCase()
    .replace(/\u2019|'/g, '')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/**
 * A verb form read as its stem, or undefined: a strong form ("gezogen", "abgeworfen" as "abwerf")
 * or a weak participle ("gespielt", "aufgedeckt" as "aufdeck"), also with an adjective's ending
 * ("die gezogene Karte", "gekaufte").
 */
function germanVerb(token: string): string | undefined {
  for (const prefix of [...GERMAN_PREFIXES, ...GERMAN_SHORT_PREFIXES]) {
    if (!token.startsWith(prefix)) continue;
    const rest = token.slice(prefix.length);
    for (const ending of ['', 'e', 'en', 'er', 'es', 'em']) {
      if (ending !== '' && !rest.endsWith(ending)) continue;
      const form = rest.slice(0, rest.length - ending.length);
      if (Object.hasOwn(GERMAN_STRONG, form) && (ending === '' || form.startsWith('ge')))
        return `${prefix}${GERMAN_STRONG[form] as string}`;
      if (form.length >= 6 && form.startsWith('ge') && form.endsWith('t'))
        return `${prefix}${form.slice(2, -1)}`;
    }
  }
  return undefined;
}

/**
 * A rough German stem: the endings of plurals and cases are cut ("Figuren" → "figur", "Felder" →
 * "feld", "Ereignisse" → "ereignis", "Regeln" → "regel"). It is crude on purpose, the same cut for
 * the query and the text, so it needs only to be consistent, not grammatical ("Spieler" and
 * "Spiel" meet).
 */
function normaliseGerman(word: string): string {
  const token = foldGerman(word);
  if (Object.hasOwn(GERMAN_NUMBERS, token)) return GERMAN_NUMBERS[token] as string;
  if (GERMAN_NUMBER_WORDS.has(token)) return token;
  const verb = germanVerb(token);
  if (verb !== undefined) return verb;
  // "spielbar", "machbar": what can be done, read as the verb ("spiel").
  if (token.length > 6 && token.endsWith('bar')) return cutGerman(token.slice(0, -3));
  const stem = cutGerman(token);
  // A weak verb's "-t" ("verdrängt", "betäubt", "spielt") goes too, after a consonant.
  return stem.length > 5 && /[^aeiouyt]t$/.test(stem) ? stem.slice(0, -1) : stem;
}

function cutGerman(token: string): string {
  const { length } = token;
  if (length > 6 && token.endsWith('nissen')) return token.slice(0, -3);
  if (length > 5 && token.endsWith('nisse')) return token.slice(0, -2);
  if (length > 5 && /(?:ern|ers|ens)$/.test(token)) return token.slice(0, -3);
  if (length > 5 && token.endsWith('els')) return token.slice(0, -1);
  if (length > 4 && /(?:en|er|es|em)$/.test(token)) return token.slice(0, -2);
  if (length > 4 && token.endsWith('eln')) return token.slice(0, -1);
  // Verbs: "startet" and "ziehst" meet "starten" and "ziehen".
  if (length > 5 && /(?:et|st)$/.test(token)) return token.slice(0, -2);
  if (length > 3 && token.endsWith('e')) return token.slice(0, -1);
  return token;
}

const GERMAN_COUNTS = new Set(
  Object.values(GERMAN_NUMBERS).filter((word) => word !== 'null' && word !== 'eins'),
);

/** The shortest part a compound is split into. */
const COMPOUND_PART_MIN = 3;

function splitGerman(word: string, known: (part: string) => boolean): string[] | undefined {
  for (let cut = word.length - COMPOUND_PART_MIN; cut >= COMPOUND_PART_MIN; cut -= 1) {
    if (GERMAN_SUFFIXES.has(word.slice(cut))) continue;
    const tail = normaliseGerman(word.slice(cut));
    if (!known(tail)) continue;
    const head = word.slice(0, cut);
    for (const join of GERMAN_JOINS) {
      if (!head.endsWith(join) || head.length - join.length < COMPOUND_PART_MIN) continue;
      const first = normaliseGerman(head.slice(0, head.length - join.length));
      if (known(first)) return [first, tail];
    }
  }
  return undefined;
}

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
      .replace(/\b(?:have|has|need|needs)\s+to\b/gi, 'must')
      .replace(/\b(\d+)\s?p\b/gi, '$1 players')
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
      // "who kicks off" asks who starts.
      .replace(/\bkick(?:s|ed)?\s+off\b/gi, 'starts')
      // "go first" is the first turn; "no one" is nobody; the marker "hitting the end" reaches
      // the last space.
      .replace(/\b(?:go|goes|going|play|plays)\s+first\b/gi, 'first turn')
      .replace(/\bno\s+one\b/gi, 'nobody')
      .replace(
        /\bmarker\s+(?:hits?|reach(?:es)?|gets?\s+to|is\s+at)\s+the\s+end\b/gi,
        'marker reaches the last space',
      )
      .replace(/\bplay\s+with\s+(\d+|two|three|four|five|six|seven|eight)\s*\??$/i, '$1 players')
      .replace(
        /\b(three|four|five|six|seven|eight|[3-8])\s+(?:players?|people)\b/gi,
        '$1 player count',
      )
      .replace(/\bwhy\s+(?:cant|can.t|cannot|can\s+not)\b/gi, 'blocked')
      .replace(/\bwhich\s+way\b/gi, 'direction')
      .replace(/\b(?:my|your|their)\s+go\b/gi, 'my turn')
      .replace(/\b(?:ends?|stops?|stopped|ended)\s+(?:up\s+)?on\b/gi, 'lands on'),
  spell: joinAbbreviations,
  isCount: (word) => ENGLISH_COUNTS.has(word),
};

let german: SearchLanguage | undefined;

/** German's rules, built on first use. */
function germanLanguage(): SearchLanguage {
  return (german ??= {
    normalise: normaliseGerman,
    // German joins words into compounds: "Schild" is found in "Verteidigungsschild" and "Marker"
    // in "Fortschrittsmarker", so a term of four letters or more finds any word containing it.
    // A shorter one finds a word ending in it, the last part of a compound or a prefixed verb:
    // "end" in "Zugende" and "beendest".
    matches: (term, word) =>
      word === term ||
      (term.length >= 4 && word.includes(term)) ||
      (term.length === 3 && word.endsWith(term)),
    stopWords: new Set(GERMAN_STOP_WORDS.map(normaliseGerman)),
    beyondRules: new Set(GERMAN_BEYOND_RULES.map(normaliseGerman)),
    asksBeyondRules: (text) => GERMAN_BEYOND_PHRASES.some((pattern) => pattern.test(text)),
    asksFor: GERMAN_KINDS,
    // "zehnjährige" asks about the age, in years; "warum kann ich nicht" asks what blocks it.
    rephrase: (text) =>
      text
        .replace(/jährige?[nrs]?(?![\p{L}])/giu, ' jahre')
        .replace(/warum\s+(?:kann|darf)\s+(?:ich|man|er|sie)\s+nicht(?![\p{L}])/giu, 'gesperrt')
        // "wir sind vier": a player count; "ich und mein Bruder": two players; "wer legt los":
        // who starts.
        .replace(
          /(?<![\p{L}])wir\s+sind\s+(drei|vier|fünf|sechs|sieben|acht|[3-8])(?![\p{L}])/giu,
          '$1 Spielerzahl',
        )
        .replace(
          /(?<![\p{L}])ich\s+und\s+mein(?:e|en)?\s+(?!figur|karte|marker|haus)\p{L}+/giu,
          'zwei Spieler',
        )
        .replace(/(?<![\p{L}])(?:legt|lege|legst)\s+los(?![\p{L}])|loslegen/giu, 'beginnt')
        .replace(/(?<![\p{L}])fängt\s+(?:\p{L}+\s+){0,3}an(?![\p{L}])/giu, 'beginnt')
        .replace(
          /(?<![\p{L}])zu\s+(dritt|viert|fünft|sechst|siebt)(?![\p{L}])/giu,
          '$1 Spielerzahl',
        )
        .replace(/(?<![\p{L}])zu\s+zweit(?![\p{L}])/giu, 'zwei Spieler'),
    spell: (text) =>
      joinAbbreviations(text).replace(/(?<![\p{L}\p{N}])[Dd]a(?![\p{L}\p{N}-])/gu, ' '),
    isCount: (word) => GERMAN_COUNTS.has(word),
    splitCompound: splitGerman,
  });
}

/** The reading rules for `locale` (a canonical BCP 47 tag): German's for German, else English's. */
export function searchLanguage(locale: string): SearchLanguage {
  return locale === 'de' || locale.startsWith('de-') ? germanLanguage() : english;
}

/** The language name caches key by. */
export function searchLanguageKey(locale: string): 'de' | 'en' {
  return searchLanguage(locale) === english ? 'en' : 'de';
}
