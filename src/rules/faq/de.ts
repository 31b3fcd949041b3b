/**
 * How the FAQ search reads German: its word tables (number words, strong verb forms and participle
 * prefixes, the talk of a table, the words of questions beyond the rules, the words too common to
 * tell questions apart, the joins and endings of compounds) and the rules that use them
 * (`germanSearch`). Only the German language module imports it and registers `germanSearch`, so
 * the English bundles carry none of it. Pure.
 */

import { joinAbbreviations, kindsBy, type SearchLanguage } from './language.js';

/** Numbers as German words, folded like every German word ("fünf" → "funf"). */
export const GERMAN_NUMBERS: Readonly<Record<string, string>> = {
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

/**
 * Past and present forms of the strong verbs players use at the table, folded, read as the stem
 * the infinitive is cut to ("gezogen", "zog" and "zieht" as "zieh", the stem of "ziehen").
 */
export const GERMAN_STRONG: Readonly<Record<string, string>> = {
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
export const GERMAN_PREFIXES = [
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

export const GERMAN_SHORT_PREFIXES = ['ab', 'an', 'um', 'zu', ''];

/** Words of the talk at a table that say nothing about the rules ("hey, wer fängt denn an"). */
const GERMAN_FILLER = [
  'bitte',
  'ca',
  'circa',
  'diese',
  'dieser',
  'dieses',
  'doch',
  'eben',
  'einfach',
  'empfohlen',
  'empfiehlt',
  'geeignet',
  'etwa',
  'euch',
  'frage',
  'genau',
  'gerade',
  'gut',
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
  'nun',
  'sollen',
  'ungefähr',
  'tun',
  'tut',
  'uns',
  'unser',
  'was',
  'welchen',
  'welchem',
  'weshalb',
  'wodurch',
  'wofür',
  'woher',
  'wohin',
  'wohl',
  'womit',
  'wozu',
  'würde',
  'könnte',
  'überhaupt',
];

/** Words of questions the rules do not answer: play advice, the product, variants, accessories. */
export const GERMAN_BEYOND_RULES = [
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
  'zeitbegrenzung',
  'promokarten',
];

/**
 * Questions beyond the rules by what they ask (as ENGLISH_BEYOND_PHRASES): a deck or a row running
 * out, giving, showing or trading between players, taking a move back, the product, directions the
 * guide does not describe, looking through a deck, bluffing.
 */
export const GERMAN_BEYOND_PHRASES = [
  /(?:stapel|deck|reihe|bücher)\p{L}*[^.?!]*(?:leer(?!\p{L})|ausgeh|gehen\s+aus|geht\s+aus|aufgebraucht)/iu,
  /(?:geben|gebe|gibst|zeigen|zeige|zeigst|tauschen|tausche|tauscht|leihen|schenken)[^.?!]*(?:einander|gegenseitig)|(?:einander|gegenseitig|anderen?\s+(?:haus|häuser|spieler|mitspieler)|mitspieler)\p{L}*[^.?!]*(?:geben|zeigen|tauschen|leihen|schenken)|(?:^|\s)sich\s+(?:\p{L}+\s+){0,3}(?:zeigen|geben|tauschen|leihen)|(?:spieler|häuser)\p{L}*\s+(?:\p{L}+\s+){0,3}tauschen|handkarten\s+(?:\p{L}+\s+)?(?:zeigen|sehen)/iu,
  /rückgängig|zurücknehmen|zurückzunehmen|fehler|vertan(?!\p{L})/iu,
  /was\s+(?:ist|liegt|gehört)\s+(?:alles\s+)?in\s+der\s+(?:schachtel|box)|wie\s+groß\s+ist\s+die\s+(?:schachtel|box)|(?:schachtel|box)\s+(?:\p{L}+\s+)?(?:einräumen|kostet)|in\s+die\s+(?:schachtel|box)\s+ein(?!\p{L})|inhalt|lieferumfang|sprache|übersetz|englisch|kaputt|beschädigt|ersatzteil|verlorene[nrs]?\s+(?:karte|figur|teil)/iu,
  /rückwärts|diagonal/iu,
  /durch(?:sehen|suchen|schauen|gucken)|stapel\p{L}*\s+(?:\p{L}+\s+){0,2}(?:an)?(?:sehen|schauen|gucken)/iu,
  /bluff|hausregel|variante/iu,
  /wie\s*viele\s+\p{L}*(?:karten|felder)\s+(?:hat|haben|sind\s+(?:im|in|auf)|liegen\s+(?:im|in))\s+(?:der|die|das|dem|den)?\s*\p{L}*(?:stapel|deck|pfad|leiste|spiel|schachtel)|wie\s*viele\s+\p{L}*(?:karten|felder)\s+gibt\s+es(?![^?.!]*(?:hand|zieh))|wie\s+lang\s+ist\s+der\s+pfad/iu,
  // How far a pawn may move, how long a turn may take, a House pawn bumping a Dark Arts pawn.
  /wie\s+weit(?![^?.!]*marker)|wie\s*viele\s+felder\s+(?:darf|kann|darfst|kannst|dürfen|können|zieht|ziehen|geht|gehen)(?![^?.!]*marker)|wie\s*viele\s+[\p{L}-]*(?:marker|münzen|bücher)\s+(?:darf|kann)\s+(?:ich|man)\s+(?:halten|haben|besitzen)/iu,
  /wie\s+lange\s+(?:darf|kann|soll|dauert)\s+(?:ein|jeder|mein|dein|der)\s+(?:einzelne\s+)?zug/iu,
  // How long the setup takes; two pawns sharing a space, House pawns left to the bump's entry (as
  // in English).
  /wie\s+lange\s+(?:dauert|braucht)\s+(?:man\s+(?:für\s+)?)?(?:das|der|den)\s+aufbau|aufbauzeit|aufbaudauer/iu,
  /zwei\s+(?![^.?!]*haus)(?:\p{L}+\s+){0,2}\p{L}*(?:figuren|steine)(?![^.?!]*(?:aufstellungsfeld|land|verdräng))[^.?!]*(?:einem|dasselbe|demselben|gleichen|selben)\s+feld(?!\p{L})/iu,
  /haus(?:figur|spieler)\p{L}*\s+(?:\p{L}+\s+){0,2}(?:todesser|dunkl\p{L}*|voldemort|bösewicht)\p{L}*\s+(?:\p{L}+\s+){0,2}(?:schlagen|verdrängen|rauswerfen|angreifen)/iu,
  /hausfigur\p{L}*\s+(?:\p{L}+\s+){0,3}aufstellungsfeld/iu,
  /wie\s+betäub|wird\s+(?:\p{L}+\s+){0,3}betäubt(?!\p{L})|was\s+betäubt/iu,
  /(?:gryffindor|hufflepuff|ravenclaw|slytherin)\p{L}*\s+(?:\p{L}+\s+){0,2}(?:besonders|fähigkeit|kraft)|(?:fähigkeit|kraft)\p{L}*\s+(?:von\s+)?(?:gryffindor|hufflepuff|ravenclaw|slytherin)/iu,
  /wie\s+(?:bekomme|bekommt|kriege|kriegt|erhalte|erhält|sammle|sammelt|hole|holt)\s+(?:ich|man|du)\s+(?:\p{L}+\s+)?(?:da-?\s*münze|münze|bibliotheksbuch|buch|detektor|dunkeldetektor|hogwarts-?marker)/iu,
  /(?:wozu|wofür|was\s+(?:macht|bringt|kann))[^?]*raum\s+der\s+wünsche|raums?\s+der\s+wünsche[^?.!]*(?:fähigkeit|kraft|effekt|wirkung)|(?:fähigkeit|kraft|effekt|wirkung)[^?.!]*raums?\s+der\s+wünsche/iu,
  /(?:karten|hand)\s+(?:der|des|von|eines|meiner|meines)\s+(?:\p{L}+\s+){0,3}(?:sehen|anschauen|ansehen|anguck)|geheim/iu,
  /(?:im|während\s+des)\s+zug(?:es)?\s+(?:eines|des|der)\s+ander|außer\s*der\s+reihe|unterbrech/iu,
  /(?:spieler|jemand|einer)\s+(?:\p{L}+\s+){0,2}(?:aufhört|aussteigt|aufhören\s+muss)|mittendrin/iu,
  /(?:ablage|abwurf)\p{L}*\s+(?:\p{L}+\s+){0,2}(?:neu\s+)?(?:gemischt|mischen)|neu\s+mischen|wieder\s+mischen/iu,
  /ohne\s+(?:den|das|die|einen)?\s*\p{L}*(?:spielplan|plan|karten|stapel)(?!\p{L})|hintergrundgeschichte|geschichte\s+des\s+spiel|wie\s*viele\s+(?:züge|runden)/iu,
  // Rules words around a topic the guide has not (as in English): a card's values or points, the
  // far end of the Loyalty Track, another game's cards, how many books or shields there are, a
  // player seeing another's hand, the Dark Arts Player claiming a shield.
  /(?:angriffs|verteidigungs|kampf|stärke|schadens)wert|siegpunkt|punktzahl|punkte\s+(?:zählen|zählt|sammeln)/iu,
  /(?:ende|spitze|maximum)\s+(?:der|auf\s+der)\s+loyalitätsleiste|(?:aus|von)\s+(?:einem\s+)?anderen\s+spiel|untermisch|dazumisch|wie\s*viele\s+\p{L}*(?:bücher|münzen|schilde)\s+(?:gibt\s+es|insgesamt)/iu,
  /(?:meine|deine|unsere|eure)\s+(?:\p{L}+\s+)?(?:karten|hand)\s+(?:\p{L}+\s+)?(?:sehen|ansehen|anschauen)|dunkle\p{L}*\s+(?:seite|spieler\p{L}*)\s+(?:\p{L}+\s+){0,2}\p{L}*schild\p{L}*\s+(?:holen|nehmen|bekommen)/iu,
  // The price, play advice, and play after a win.
  /was\s+kostet\s+(?:das|dieses|die)\s+(?:spiel|schachtel|box)|wie\s+teuer|beste[nrs]?\s+(?:\p{L}+\s+)?(?:zug|eröffnung|karte|taktik|strategie)|was\s+sollte\s+(?:\p{L}+\s+){0,4}zuerst|weiterspielen|nach\s+(?:einem|dem)\s+sieg/iu,
];

export const GERMAN_STOP_WORDS = [
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

/** Letters that join the parts of a German compound ("Fortschritt-s-marker"), longest first. */
export const GERMAN_JOINS = ['en', 's', 'n', ''];

/** Endings that make a word of another ("Erweiterung"), never the last part of a compound. */
export const GERMAN_SUFFIXES = new Set(['ung', 'heit', 'keit', 'schaft', 'lich', 'isch', 'bar']);

const GERMAN_KINDS = kindsBy([
  [/(?:^|[^\p{L}])(?:wie\s*viele?|anzahl)(?![\p{L}])/iu, 'number'],
  [/(?:^|[^\p{L}])(?:wer|wem|wen)(?![\p{L}])/iu, 'person'],
  [/(?:^|[^\p{L}])(?:wo|wohin|woher)(?![\p{L}])/iu, 'place'],
  [/(?:^|[^\p{L}])wann(?![\p{L}])/iu, 'time'],
  [/(?:^|[^\p{L}])wie\s+lange?(?![\p{L}])/iu, 'duration'],
  // "Erwerbsreihe auslegen", "Schildfelder belegen": laying pieces out is the setup.
  [
    /aufbau|aufgebaut|vorbereitung|(?:aus|be)legen(?![\p{L}])|ausgelegt|(?:^|[^\p{L}])(?:zu\s+beginn|am\s+anfang|anfangs|vor\s+dem\s+spiel)(?![\p{L}])|spielbeginn/iu,
    'setup',
  ],
  // "Wohin kommen die Schilde?", "wo kommt der Detektor hin?": where a piece is placed.
  [
    /(?:^|[^\p{L}])(?:wohin\s+(?:kommt|kommen|gehört|gehören|lege|legen|stelle|stellen)|wo\s+(?:kommt|kommen)\s+(?:\p{L}+\s+){1,3}hin)(?![\p{L}])/iu,
    'setup',
  ],
  [
    /(?:spieler|figur(?:en)?)\s+der\s+dunklen\s+künste|dunklen\s+künste\s+spielen|dunklen?\s+(?:seite|spieler)|böse[nr]?\s+(?:seite|spieler)|(?:auffüllen|erkunden|zug)\s+der\s+dunklen\s+künste|dunklen\s+künste\s+(?:auffüllen|füllen|erkunden)|voldemort|bösewicht|todesser/iu,
    'dark-arts-side',
  ],
  [/hausspieler|als\s+haus(?![\p{L}])|eines\s+hausspielers/iu, 'house-side'],
  // What a piece is for: "wofür sind die Hogwarts-Marker", "Zweck der Hausmarker".
  [/(?:^|[^\p{L}])(?:wofür|wozu|zweck|sinn\s+(?:der|des|von))(?![\p{L}])/iu, 'purpose'],
  [
    /(?<!\p{L})rolle|böse\s+sein|(?:jeder|alle)\s+(?:ein\s+)?haus(?:spieler)?\s+sein|(?:einen?|den)\s+bösen|dunklen?\s+künste\s+(?:sein|spielen|nötig)|(?:brauchen|braucht)\s+(?:wir|man)\s+(?:\p{L}+\s+)?(?:einen\s+)?(?:spieler\s+(?:der|für\s+die)\s+dunklen|dunklen?[\s-]+künste[\s-]*spieler|bösen)|voldemort\s+(?:sein|spielen)|spielt\s+voldemort/iu,
    'role',
  ],
]);

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
  // A particle verb's "zu" infinitive ("abzuwerfen", "aufzufüllen") is read as the verb.
  const token = foldGerman(word).replace(
    /^(ab|an|auf|aus|ein|mit|nach|vor|weg|zuruck|weiter|raus|rein|hoch|los|um)zu(?=\p{L}{3,}en$)/u,
    '$1',
  );
  if (Object.hasOwn(GERMAN_NUMBERS, token)) return GERMAN_NUMBERS[token] as string;
  if (GERMAN_NUMBER_WORDS.has(token)) return token;
  // The cards played this turn are those discarded at its end (as English "played"): "gespielte
  // Karten" stays apart from "spielen".
  if (/^gespielt(?:e[nmrs]?)?$/.test(token)) return 'gespielt';
  // A beginner is no beginning ("Anfänger" is not "Anfang"), as English "beginner" is not "begin".
  if (/^anfanger(?:in|innen|n|s)?$/.test(token)) return 'anfanger';
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

/** The shortest part, known or not, of a compound only one part of which is known. */
const LOOSE_PART_MIN = 4;

function splitGerman(
  word: string,
  known: (part: string, exact?: boolean) => boolean,
  loose = false,
): string[] | undefined {
  return (
    splitInTwo(word, known, false) ??
    (loose ? (particleVerb(word, known) ?? splitInTwo(word, known, true)) : undefined)
  );
}

/**
 * A verb with a particle the entries do not use ("hinstellen") read as the verb they do
 * ("stellen", as in "aufstellen").
 */
function particleVerb(
  word: string,
  known: (part: string, exact?: boolean) => boolean,
): string[] | undefined {
  for (const particle of [...GERMAN_PREFIXES, 'hin', 'her', 'ab', 'an', 'um']) {
    if (!word.startsWith(particle)) continue;
    const verb = normaliseGerman(word.slice(particle.length));
    if (verb.length >= LOOSE_PART_MIN && known(verb, true)) return [verb];
  }
  return undefined;
}

/**
 * The compound in two parts both of which `known` accepts or, `either`, only one of which it
 * accepts as a word itself: its known part tells what is asked about, and the other still counts
 * as a word no entry knows, so that a compound beyond the rules ("Erklärvideo") stays unanswered.
 */
function splitInTwo(
  word: string,
  known: (part: string, exact?: boolean) => boolean,
  either: boolean,
): string[] | undefined {
  const least = either ? LOOSE_PART_MIN : COMPOUND_PART_MIN;
  for (let cut = word.length - least; cut >= least; cut -= 1) {
    if (GERMAN_SUFFIXES.has(word.slice(cut))) continue;
    const tail = normaliseGerman(word.slice(cut));
    const tailKnown = known(tail, either);
    if (!tailKnown && !either) continue;
    const head = word.slice(0, cut);
    for (const join of GERMAN_JOINS) {
      if (!head.endsWith(join) || head.length - join.length < least) continue;
      const first = normaliseGerman(head.slice(0, head.length - join.length));
      const firstKnown = known(first, either);
      if (either ? firstKnown !== tailKnown : firstKnown) return [first, tail];
    }
  }
  return undefined;
}

/** German's reading rules, registered by src/locales/de.ts. */
export const germanSearch: SearchLanguage = {
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
      // "Verdrängen Regeln": a topic named with "Regeln" asks about the topic, not about rules
      // in general (the entry on cards against the rules).
      .replace(/^\s*((?:[\p{L}-]+\s+){1,2})regeln?\s*\??\s*$/iu, '$1')
      .replace(/jährige?[nrs]?(?![\p{L}])/giu, ' jahre')
      // The last space with the Location Card not yet taken asks whether the card is forced (as in
      // English: "Marker auf dem letzten Feld, noch keine Ortskarte").
      .replace(
        /^(?=[^.?!]*(?:letzte[mns]?\s+(?:pfad)?feld|ende\s+des\s+pfad))(?=[^.?!]*(?<![\p{L}])(?:kein\p{L}*|nicht|nie|ohne|noch)(?![\p{L}]))[^.?!]*(?:ortskarte|rote[nrs]?\s+(?:fortschritts)?marker)/iu,
        '$& erzwungen roter Fortschrittsmarker',
      )
      // A "leeres Feld" where no pawn, reserve or Deployment Space is named is a path space with
      // nothing on it: an ordinary one ("der Marker landet auf einem leeren Feld").
      .replace(
        /^(?![^.?!]*(?:aufstell|vorrat|figur))([^.?!]*?)(?<![\p{L}])leer(?:e[mnrs]?)?(?=\s+(?:pfad)?feld)/iu,
        '$1gewöhnliches',
      )
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
      .replace(/(?<![\p{L}])fängt\s+((?:\p{L}+\s+){0,3})an(?![\p{L}])/giu, 'beginnt $1')
      // A particle verb split in two ("füllt … auf", "wirfst du Karten ab", "rückt der Marker
      // vor") is read joined, as the verb of the rules ("auffüllt", "abwirfst", "vorrückt").
      .replace(
        /(?<![\p{L}])((?:füll|wirf|werf|stell|rück|zieh|geb|gib|schließ|schliess|leg|deck|nehm|nimm)\p{L}{0,3})\s+((?:\p{L}+\s+){0,3}?)(auf|ab|vor|nach|zurück|weiter)(?=\s*$|\s*[?.!,]|\s+(?:was|wie|wann|wo|wer|wenn|und|oder|dann)(?![\p{L}]))/giu,
        '$3$1 $2',
      )
      // A player who begins ("fängt der Bösewicht an", "beginnt ein Hausspieler") takes the first
      // turn; a piece that begins ("wo beginnt der Marker") starts somewhere.
      .replace(
        /(?<![\p{L}])(?:(?:beginnt|startet)\s+(?:der|die|ein|eine)?\s*(?:\p{L}+\s+)?(?:\p{L}*spieler|voldemort|bösewicht|böse|seite)|(?:\p{L}*spieler|voldemort|bösewicht|böse|seite)\s+(?:beginnt|startet))(?![\p{L}])/giu,
        '$& erster Zug',
      )
      .replace(
        /(?<![\p{L}])zu\s+(dritt|viert|fünft|sechst|siebt|acht)(?![\p{L}])/giu,
        '$1 Spielerzahl',
      )
      .replace(
        /(?<![\p{L}])(drei|vier|fünf|sechs|sieben|acht|[3-8])\s+(?:spieler|spielern|leute|leuten|personen)(?![\p{L}])/giu,
        '$1 Spielerzahl',
      )
      // "geht es los": the game starts, which says nothing of what is asked ("ab wie vielen
      // Spielern geht es los").
      .replace(/(?<![\p{L}])geht\s+(?:es|das)\s+los(?![\p{L}])/giu, ' ')
      // "ab wie vielen Spielern": from how many, a count like any other.
      .replace(/(?<![\p{L}])ab\s+(?=wie\s*viel)/giu, '')
      // A player count asked about alone, with no piece named ("sind drei Spieler ok"), asks
      // whether the game takes that many.
      .replace(
        /^(?![^.?!]*(?:figur|karte|schild|marker|vorrat|reserve))[^.?!]*spielerzahl/iu,
        '$& mindestens höchstens',
      )
      // Six or more players are beyond the most the game takes: a question of the maximum.
      .replace(
        /(?<![\p{L}])(?:sechs|sieben|acht|sechst|siebt|[6-8])\s+Spielerzahl/giu,
        '$& höchstens',
      )
      .replace(/(?<![\p{L}])zu\s+zweit(?![\p{L}])/giu, 'zwei Spieler')
      // Nobody winning is a draw; nobody playing a house is not.
      .replace(
        /(?<![\p{L}])(?:niemand|keiner)\s+(?:\p{L}+\s+){0,2}(?:gewinnt|gewonnen|siegt)(?![\p{L}])/giu,
        'unentschieden',
      )
      // "wer spielt weiter", "wer macht weiter": who plays next.
      .replace(
        /(?<![\p{L}])wer\s+(?:spielt|macht)\s+weiter(?![\p{L}])/giu,
        'wer ist als nächstes dran',
      )
      // "wann kommt der Bösewicht dran": where a player stands in the order of turns.
      .replace(
        /(?<![\p{L}])wann\s+(?:kommt|ist)\s+(?:\p{L}+\s+){1,4}(?:dran|an\s+der\s+reihe)(?![\p{L}])/giu,
        '$& Reihenfolge',
      )
      // "Anzahl der Hausfiguren": asking for a number, read as "wie viele" is (a compound such
      // as "Handkartenanzahl" stays whole).
      .replace(/(?<![\p{L}])anzahl(?:\s+(?:der|an|von))?(?![\p{L}])/giu, 'wie viele')
      // "ist der Bösewicht als letzter dran": where a player stands in the order of turns.
      .replace(
        /(?<![\p{L}])(?:als\s+(?:letzte|zweite|dritte|vierte|fünfte)[rs]?|zuletzt)\s+(?:dran|am\s+zug|an\s+der\s+reihe)(?![\p{L}])/giu,
        '$& Reihenfolge',
      )
      // "können zwei Häuser gewinnen", "gewinnen alle": whether houses win together.
      .replace(
        /(?<![\p{L}])(?:(?:zwei|mehrere|beide|alle)\s+(?:häuser|hausspieler|spieler|teams?)\s+(?:\p{L}+\s+)?(?:gewinnen|siegen)|(?:gewinnen|siegen)\s+(?:\p{L}+\s+)?(?:beide|alle|mehrere))(?![\p{L}])/giu,
        '$& gemeinsam',
      )
      // "links herum": the direction of play, as "linksherum"; "wenn ich dran bin": on my turn.
      .replace(/(?<![\p{L}])(links|rechts)\s+herum(?![\p{L}])/giu, '$1herum')
      .replace(
        /(?<![\p{L}])wenn\s+ich\s+(?:dran|an\s+der\s+reihe)\s+bin(?![\p{L}])/giu,
        'in meinem Zug Aktionen',
      )
      // "wer kommt nach mir": who plays next.
      .replace(
        /(?<![\p{L}])(?:kommt|ist|spielt|folgt)\s+nach\s+(?:mir|dir|ihm|ihr|uns|euch)(?![\p{L}])/giu,
        '$& als nächstes dran',
      )
      // A house named with two players or twice ("dürfen zwei Leute Ravenclaw sein") asks whether
      // two may play the same house.
      .replace(
        /^(?=[^.?!]*(?<![\p{L}])(?:zwei|2|beide|zweimal|doppelt)(?![\p{L}]))[^.?!]*(?:gryffindor|hufflepuff|ravenclaw|slytherin)/iu,
        '$& dasselbe Haus',
      )
      // Moving and a card's effect in one question ask in what order an Explore resolves them.
      .replace(
        /^(?![^.?!]*marker)[^.?!]*beweg\p{L}*[^.?!]*effekt\p{L}*|^(?![^.?!]*marker)[^.?!]*effekt\p{L}*[^.?!]*beweg\p{L}*/iu,
        '$& Erkunden',
      )
      // A question whether a Replenish moves the marker or the path, no side named ("bewegt
      // Auffüllen den Pfad"), is about the House Players': theirs moves it, the Dark Arts Player's
      // does not.
      .replace(
        /^(?![^.?!]*(?:voldemort|bösewicht|böse|todesser|haus|dunkl\p{L}*\s+(?:spieler|seite)|(?:spieler|auffüllen)\s+der\s+dunklen|dunklen\s+künste\s+auffüll))(?=[^.?!]*(?:marker|pfad|leiste))(?=[^.?!]*(?:beweg|rück|vorwärts|weiter))(?=[^.?!]*auffüll)[^.?!]*/iu,
        '$& Hausspieler',
      )
      // An action twice ("zweimal erkunden") or a free action with a main one ("Rolle einlösen
      // und erkunden") asks what a turn holds: one main action, free actions on top.
      .replace(
        /(?<![\p{L}])(?:(?:zweimal|doppelt)\s+(?:erkund|lern|auffüll)|(?:einlös|beanspruch)\p{L}*\s+(?:und|dann)\s+(?:erkund|lern|auffüll))\p{L}*/giu,
        '$& Hauptaktion',
      )
      // Two main actions in one question ("erkunden und lernen im selben Zug") ask whether a
      // turn holds both: the choice of one main action.
      .replace(
        /(?<![\p{L}])(erkund\p{L}*|lern\p{L}*|auffüll\p{L}*)\s+(?:und|oder|plus|dann|&|\+)\s+(?:auch\s+|dann\s+|noch\s+)?(erkund\p{L}*|lern\p{L}*|auffüll\p{L}*)/giu,
        (both, first: string, second: string) =>
          first.slice(0, 4).toLowerCase() === second.slice(0, 4).toLowerCase()
            ? both
            : `${both} Hauptaktion`,
      ),
  // The Room of Requirement is one piece, read as one word ("Raum der Wünsche", "Raums").
  spell: (text) =>
    joinAbbreviations(text)
      .replace(/(?<![\p{L}\p{N}])[Dd]a(?![\p{L}\p{N}-])/gu, ' ')
      .replace(/(?<![\p{L}])raums?\s+der\s+wünsche(?![\p{L}])/giu, 'raumderwünsche'),
  isCount: (word) => GERMAN_COUNTS.has(word) || (/^\d+$/.test(word) && Number(word) > 1),
  endings: [''],
  splitCompound: splitGerman,
};
