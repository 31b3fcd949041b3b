/**
 * How the FAQ search reads words, per language: case and, in German, umlauts and ß are folded,
 * plural and simple inflection endings are cut, digits and number words become one term, and
 * words too common to tell questions apart are set aside. English rules serve every language but
 * German. Pure; used by faq.ts.
 */

/**
 * What a question asks for, by its question word, or that it asks about the setup ("at the
 * start", "Aufbau"): a question can ask for several ("where do the shields go at the start").
 */
export type QuestionKind = 'person' | 'place' | 'time' | 'duration' | 'number' | 'setup';

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

const ENGLISH_NUMBERS: Readonly<Record<string, string>> = {
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

/** Irregular past forms players type ("the card I bought"), read as the verb itself. */
const ENGLISH_IRREGULAR: Readonly<Record<string, string>> = {
  bought: 'buy',
  took: 'take',
  taken: 'take',
  drew: 'draw',
  drawn: 'draw',
  went: 'go',
  gone: 'go',
  stood: 'stand',
  began: 'begin',
  begun: 'begin',
  chose: 'choose',
  chosen: 'choose',
  lost: 'lose',
  won: 'win',
  gave: 'give',
  given: 'give',
  kept: 'keep',
  held: 'hold',
  ran: 'run',
  made: 'make',
  paid: 'pay',
  spent: 'spend',
  sent: 'send',
  brought: 'bring',
  threw: 'throw',
  thrown: 'throw',
  dealt: 'deal',
  laid: 'lay',
  hid: 'hide',
  hidden: 'hide',
  // Ordinals as players type them ("after my 2nd scroll").
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
};

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

/** Words of the talk at a table that say nothing about the rules ("hey guys, quick question"). */
const ENGLISH_FILLER = [
  'again',
  'also',
  'basically',
  'because',
  'could',
  'currently',
  'during',
  'even',
  'exactly',
  'gonna',
  'guy',
  'hey',
  'hi',
  'im',
  'ive',
  'like',
  'may',
  'might',
  'our',
  'please',
  'pls',
  'question',
  'quick',
  'recommended',
  'suggested',
  'stuff',
  'supposed',
  'they',
  'thing',
  'uh',
  'um',
  'us',
  'wait',
  'wanna',
  'youre',
];

/** Words of questions the rules do not answer: play advice, the product, variants, accessories. */
const ENGLISH_BEYOND_RULES = [
  'strategy',
  'strategies',
  'tactic',
  'tips',
  'price',
  'expansion',
  'app',
  'online',
  'bot',
  'ai',
  'automa',
  'designer',
  'designed',
  'sleeves',
  'storage',
  'store',
  'promo',
  'timer',
  'swap',
];

const ENGLISH_STOP_WORDS = [
  ...ENGLISH_FILLER,
  'a',
  'about',
  'actually',
  'allowed',
  'am',
  'an',
  'and',
  'any',
  'anything',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'cant',
  'didnt',
  'do',
  'doesnt',
  'dont',
  'does',
  'did',
  'for',
  'from',
  'get',
  'go',
  'gets',
  'got',
  'had',
  'happen',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'is',
  'isnt',
  'it',
  'its',
  'just',
  'many',
  'me',
  'much',
  'my',
  'need',
  'of',
  'ok',
  'okay',
  'on',
  'or',
  'possible',
  'really',
  'should',
  'something',
  'so',
  'still',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'this',
  'to',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'wont',
  'would',
  'you',
  'your',
];

const ENGLISH_COUNTS = new Set(
  Object.values(ENGLISH_NUMBERS).filter((word) => word !== 'zero' && word !== 'one'),
);

/** Numbers as German words, folded like every German word ("fünf" → "funf"). */
const GERMAN_NUMBERS: Readonly<Record<string, string>> = {
  '0': 'null',
  '1': 'eins',
  '2': 'zwei',
  '3': 'drei',
  '4': 'vier',
  '5': 'funf',
  '6': 'sechs',
  '7': 'sieben',
  '8': 'acht',
  '9': 'neun',
  '10': 'zehn',
  '11': 'elf',
  '12': 'zwolf',
  '13': 'dreizehn',
  zwo: 'zwei',
  // "zu zweit", "zu dritt": how many play.
  zweit: 'zwei',
  dritt: 'drei',
  viert: 'vier',
  funft: 'funf',
  sechst: 'sechs',
  siebt: 'sieben',
};
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
 * Past and present forms of the strong verbs players use at the table, folded, read as the stem
 * the infinitive is cut to ("gezogen", "zog" and "zieht" as "zieh", the stem of "ziehen").
 */
const GERMAN_STRONG: Readonly<Record<string, string>> = {
  zog: 'zieh',
  zogen: 'zieh',
  gezogen: 'zieh',
  zieht: 'zieh',
  nahm: 'nehm',
  nahmen: 'nehm',
  genommen: 'nehm',
  nimm: 'nehm',
  nimmt: 'nehm',
  nimmst: 'nehm',
  warf: 'werf',
  warfen: 'werf',
  geworfen: 'werf',
  wirf: 'werf',
  wirft: 'werf',
  wirfst: 'werf',
  gegeben: 'geb',
  stand: 'steh',
  standen: 'steh',
  gestanden: 'steh',
  steht: 'steh',
  kam: 'komm',
  kamen: 'komm',
  gekommen: 'komm',
  kommt: 'komm',
  bekam: 'bekomm',
  bekamen: 'bekomm',
  gewann: 'gewinn',
  gewonnen: 'gewinn',
  gewinnt: 'gewinn',
  verlor: 'verlier',
  verloren: 'verlier',
  lag: 'lieg',
  gelegen: 'lieg',
  liegt: 'lieg',
  begann: 'beginn',
  begonnen: 'beginn',
  beginnt: 'beginn',
  ging: 'geh',
  gegangen: 'geh',
  hielt: 'halt',
  gehalten: 'halt',
  lief: 'lauf',
  gelaufen: 'lauf',
  lauft: 'lauf',
  traf: 'treff',
  getroffen: 'treff',
  trifft: 'treff',
  schlug: 'schlag',
  geschlagen: 'schlag',
  sah: 'seh',
  gesehen: 'seh',
  sieht: 'seh',
  fing: 'fang',
  gefangen: 'fang',
  fangt: 'fang',
  blieb: 'bleib',
  geblieben: 'bleib',
  bleibt: 'bleib',
  schob: 'schieb',
  geschoben: 'schieb',
  fand: 'find',
  gefunden: 'find',
  gebracht: 'bring',
  brachte: 'bring',
  getan: 'tun',
};

/** Separable prefixes a participle keeps in front of its "ge" ("ab-ge-worfen"), longest first. */
const GERMAN_PREFIXES = [
  'zusammen',
  'zuruck',
  'runter',
  'weiter',
  'raus',
  'rein',
  'nach',
  'hoch',
  'auf',
  'aus',
  'ein',
  'los',
  'mit',
  'vor',
  'weg',
];
const GERMAN_SHORT_PREFIXES = ['ab', 'an', 'um', 'zu', ''];

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

/** Words of the talk at a table that say nothing about the rules ("hey, wer fängt denn an"). */
const GERMAN_FILLER = [
  'bitte',
  'diese',
  'dieser',
  'dieses',
  'doch',
  'eben',
  'einfach',
  'euch',
  'frage',
  'genau',
  'gerade',
  'halt',
  'hey',
  'hier',
  'hin',
  'ja',
  'kriege',
  'kriegen',
  'kriegst',
  'kriegt',
  'kurz',
  'macht',
  'machen',
  'mache',
  'ne',
  'sollen',
  'tun',
  'tut',
  'uns',
  'unser',
  'was',
  'welchen',
  'welchem',
  'weshalb',
  'wohl',
  'würde',
  'könnte',
  'überhaupt',
];

/** Words of questions the rules do not answer: play advice, the product, variants, accessories. */
const GERMAN_BEYOND_RULES = [
  'strategie',
  'taktik',
  'tipps',
  'preis',
  'erweiterung',
  'app',
  'online',
  'onlineversion',
  'bot',
  'ki',
  'autor',
  'erfinder',
  'erfunden',
  'hüllen',
  'sortieren',
  'zeitlimit',
  'promokarten',
];

const GERMAN_STOP_WORDS = [
  ...GERMAN_FILLER,
  'der',
  'die',
  'das',
  'den',
  'dem',
  'des',
  'ein',
  'eine',
  'einen',
  'einem',
  'einer',
  'eines',
  'und',
  'oder',
  'aber',
  'ist',
  'sind',
  'bin',
  'bist',
  'wie',

  'wer',
  'wen',
  'wem',
  'wann',
  'wo',
  'warum',
  'wieso',
  'welche',
  'welcher',
  'welches',
  'kann',
  'kannst',
  'können',
  'darf',
  'darfst',
  'dürfen',
  'soll',
  'sollte',
  'ich',
  'du',
  'er',
  'sie',
  'es',
  'wir',
  'ihr',
  'man',
  'mich',
  'dich',
  'mir',
  'dir',
  'mein',
  'meine',
  'dein',
  'deine',
  'sein',
  'seine',
  'ihre',
  'mit',
  'auf',
  'in',
  'im',
  'an',
  'am',
  'zu',
  'zum',
  'zur',
  'von',
  'vom',
  'für',
  'bei',
  'aus',
  'nach',
  'über',
  'dass',
  'wenn',
  'ob',
  'nicht',
  'nur',
  'auch',
  'noch',
  'so',
  'als',
  'um',
  'sich',
  'hat',
  'haben',
  'hast',
  'wird',
  'werden',
  'gibt',
  'alle',
  'jede',
  'jeder',
  'viele',
  'viel',
  'wieviele',
  'braucht',
  'brauche',
  'brauchen',
  'bekommt',
  'bekomme',
  'bekommen',
  'passiert',
  'geht',
  'mal',
  'denn',
  'dann',
  'schon',
  'eigentlich',
  'möglich',
  'erlaubt',
  'etwas',
  'irgendwas',
  'wirklich',
  'okay',
  'jetzt',
];

const GERMAN_COUNTS = new Set(
  Object.values(GERMAN_NUMBERS).filter((word) => word !== 'null' && word !== 'eins'),
);

/** Letters that join the parts of a German compound ("Fortschritt-s-marker"), longest first. */
const GERMAN_JOINS = ['en', 's', 'n', ''];
/** The shortest part a compound is split into. */
const COMPOUND_PART_MIN = 3;

/** Endings that make a word of another ("Erweiterung"), never the last part of a compound. */
const GERMAN_SUFFIXES = new Set(['ung', 'heit', 'keit', 'schaft', 'lich', 'isch', 'bar']);

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
  // A term also finds the start of a longer word ("replen" in "Replenish").
  matches: (term, word) => word === term || (term.length >= 4 && word.startsWith(term)),
  stopWords: new Set(ENGLISH_STOP_WORDS.map(normaliseEnglish)),
  beyondRules: new Set(ENGLISH_BEYOND_RULES.map(normaliseEnglish)),
  asksFor: ENGLISH_KINDS,
  // "2p" and "4 p" are the players' short form for a player count, and so are "six of us" and
  // "play with 6"; "why can't I" asks what blocks it, "which way" asks for the direction of play,
  // "my go" is a turn, and a pawn that ends or stops on another lands on it.
  rephrase: (text) =>
    text
      .replace(/\b(?:have|has|need|needs)\s+to\b/gi, 'must')
      .replace(/\b(\d+)\s?p\b/gi, '$1 players')
      .replace(/\b(\w+)\s+of\s+us\b/gi, '$1 players')
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
    asksFor: GERMAN_KINDS,
    // "zehnjährige" asks about the age, in years; "warum kann ich nicht" asks what blocks it.
    rephrase: (text) =>
      text
        .replace(/jährige?[nrs]?(?![\p{L}])/giu, ' jahre')
        .replace(/warum\s+(?:kann|darf)\s+(?:ich|man|er|sie)\s+nicht(?![\p{L}])/giu, 'gesperrt')
        .replace(
          /(?<![\p{L}])zu\s+(dritt|viert|fünft|sechst|siebt)(?![\p{L}])/giu,
          '$1 Spielerzahl',
        ),
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
