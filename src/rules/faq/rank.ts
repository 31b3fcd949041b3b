/**
 * How the FAQ search ranks entries: BM25 over three fields (the question, the curated keywords and
 * the answer), each with its own weight, so an entry whose question or keywords name the asked
 * thing beats a long answer that only shares a word with the query. A query word also finds
 * longer forms of itself, words one typing slip away (words of five letters or more), and, in
 * German, the parts of compounds. Pure; used by search.ts.
 */
import type { QuestionKind, SearchLanguage } from './language.js';

/** The words of one entry, normalised, per field. */
export interface RankDocument {
  question: readonly string[];
  keywords: readonly string[];
  answer: readonly string[];
  /** Whether the answer gives a count (a number other than one), for "how many" questions. */
  counts: boolean;
  /** What the entry asks for, by its question words ("Who …?" a person) and keywords ("setup"). */
  asks: readonly QuestionKind[];
}

type Field = 'question' | 'keywords' | 'answer';
const FIELDS: readonly Field[] = ['question', 'keywords', 'answer'];

/** A word in the question counts three times one in the answer; a keyword nearly as much. */
const FIELD_WEIGHT: Readonly<Record<Field, number>> = {
  question: 3,
  keywords: 3,
  answer: 0.5,
};
/** BM25's saturation and length normalisation, per field. */
const K1 = 2;
const LENGTH_NORMALISATION: Readonly<Record<Field, number>> = {
  question: 0.75,
  keywords: 0.5,
  answer: 0.75,
};

/** How strongly a text word stands for a query word. */
const EXACT = 1;
const LONGER_FORM = 0.7;
const ONE_SLIP = 0.6;
/** Typos are forgiven in words of this length or more. */
const SLIP_MIN_LENGTH = 5;
/** A query word this long that no entry knows means that the entries do not cover the question. */
const UNKNOWN_MIN_LENGTH = 3;
/**
 * The share of a query's rarity-weighted words that, unknown to every entry, makes it one the
 * entries do not cover: an unknown word weighs as much as a word no entry holds.
 */
const UNKNOWN_SHARE = 0.7;
/**
 * A "how many" question leans towards answers that give a count, most towards one that counts the
 * thing asked about ("two Defence Shields" for "how many shields").
 */
const COUNT_BOOST = 2;
const COUNT_HINT = 1.3;
/** How far after a count the counted word may stand ("five Starter Cards"). */
const COUNT_REACH = 2;

/** Whether a count in the document's question or answer stands just before a word the query names. */
function countsAsked(
  document: RankDocument,
  named: ReadonlyMap<string, number>,
  language: SearchLanguage,
): boolean {
  return [document.question, document.answer].some((words) =>
    words.some(
      (word, at) =>
        language.isCount(word) &&
        words.slice(at + 1, at + 1 + COUNT_REACH).some((next) => named.has(next)),
    ),
  );
}
/**
 * How much more an entry scores when the query names all of its question's telling words: the
 * entry asked about, rather than one that mentions the words in passing.
 */
const FOCUS_WEIGHT = 0.5;
/**
 * A query asking "who", "where", "when" or "how many", or about the setup, leans towards entries
 * asking the same, for each kind they share.
 */
const KIND_BOOST = 1.3;
/**
 * A question about the setup ("hogwarts tokens at setup", "Ortskarten beim Aufbau") leans further
 * towards the setup entries: the piece it names has an entry of its own about its use in play.
 */
const SETUP_BOOST = 1.6;
const SIDES: readonly [QuestionKind, QuestionKind][] = [
  ['house-side', 'dark-arts-side'],
  ['dark-arts-side', 'house-side'],
];

/**
 * Where a word stands in one document: the document's place in the list and how often the word
 * stands in each field (question, keywords, answer; the question's words counted once each).
 */
interface Posting {
  at: number;
  counts: readonly [number, number, number];
}

/**
 * The prepared list: its documents, how many use each word, the mean field lengths, and for each
 * word the documents that hold it, so that a query reads only the documents holding its words.
 */
export interface RankIndex {
  documents: readonly RankDocument[];
  /** Word → the number of documents that hold it in any field. */
  frequency: ReadonlyMap<string, number>;
  averageLength: Readonly<Record<Field, number>>;
  /** Word → the documents holding it, in document order. */
  postings: ReadonlyMap<string, readonly Posting[]>;
  /**
   * Each document's question words, each once: a question that names a word twice ("the Dark Arts
   * Replenish … the Dark Arts Marker") is not more about it.
   */
  questions: readonly (readonly string[])[];
}

export function buildIndex(documents: readonly RankDocument[]): RankIndex {
  const frequency = new Map<string, number>();
  const postings = new Map<string, Posting[]>();
  const totals: Record<Field, number> = { question: 0, keywords: 0, answer: 0 };
  const questions = documents.map((document, at) => {
    const question = [...new Set(document.question)];
    const counts = new Map<string, [number, number, number]>();
    FIELDS.forEach((field, place) => {
      totals[field] += document[field].length;
      for (const word of field === 'question' ? question : document[field]) {
        let count = counts.get(word);
        if (count === undefined) {
          count = [0, 0, 0];
          counts.set(word, count);
        }
        count[place] += 1;
      }
    });
    for (const [word, count] of counts) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      let list = postings.get(word);
      if (list === undefined) {
        list = [];
        postings.set(word, list);
      }
      list.push({ at, counts: count });
    }
    return question;
  });
  const count = Math.max(documents.length, 1);
  const averageLength = {
    question: Math.max(totals.question / count, 1),
    keywords: Math.max(totals.keywords / count, 1),
    answer: Math.max(totals.answer / count, 1),
  };
  return { documents, frequency, averageLength, postings, questions };
}

/**
 * Whether `a` and `b` are one insertion, deletion, substitution or swap of neighbours apart, after
 * the same first letter: a player rarely mistypes the first letter of a word, and a word that
 * differs there is most often another word ("power" is not "lower", "time" not "lime").
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0]) return false;
  const lengthGap = a.length - b.length;
  if (Math.abs(lengthGap) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (lengthGap === 0) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return (
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2)
    );
  }
  const [longer, shorter] = lengthGap > 0 ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** A word that players use for another ("villain" for the Dark Arts), normalised both sides. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

/** How strongly a synonym's words stand for the query word. */
const SYNONYM = 0.8;

/** The text words a query word stands for, each with its strength, its synonyms' words included. */
function wordsFor(
  term: string,
  frequency: ReadonlyMap<string, number>,
  language: SearchLanguage,
  synonyms: Synonyms,
): Map<string, number> {
  // A word the synonyms know is no typing slip of another ("Markt" is not "Marker").
  const found = ownWordsFor(term, frequency, language, synonyms.has(term));
  // A word one typing slip away from a synonym ("villian") stands for what the synonym does.
  let targets = synonyms.get(term);
  if (targets === undefined && found.size === 0 && term.length >= SLIP_MIN_LENGTH)
    for (const [alias, aliasTargets] of synonyms)
      if (oneSlipApart(term, alias)) targets = aliasTargets;
  for (const other of targets ?? [])
    for (const [word, strength] of ownWordsFor(other, frequency, language, false))
      found.set(word, Math.max(found.get(word) ?? 0, SYNONYM * strength));
  return found;
}

/**
 * The text words `term` stands for. A slip is looked for against the text words with the endings
 * that normalising cuts as well, since a slip can break the ending that is cut: "bumpng" and
 * "stunend" keep theirs, and are one slip from "bump" + "ing" and "stunn" + "ed".
 */
function ownWordsFor(
  term: string,
  frequency: ReadonlyMap<string, number>,
  language: SearchLanguage,
  known: boolean,
): Map<string, number> {
  const found = new Map<string, number>();
  if (frequency.has(term)) found.set(term, EXACT);
  for (const word of frequency.keys()) {
    if (word === term) continue;
    if (language.matches(term, word)) found.set(word, LONGER_FORM);
    else if (
      !known &&
      !frequency.has(term) &&
      term.length >= SLIP_MIN_LENGTH &&
      word.length >= SLIP_MIN_LENGTH - 1 &&
      language.endings.some((ending) => oneSlipApart(term, word + ending))
    )
      found.set(word, ONE_SLIP);
  }
  return found;
}

/**
 * A German compound the entries do not use, read as its parts where both are words the entries
 * know or synonyms of them ("Spielerzahl" as "spiel" and "zahl", "Zugende" as "zug" and "end",
 * "Reservefigur" as "reserv", which stands for "Vorrat", and "figur"); where only one part is
 * (and the whole finds no word, not even one slip away), as both parts, the other one unknown
 * ("Startposition" as "start" and "position"); otherwise the word itself. `finds` tells whether a
 * term finds any text word.
 */
function partsOf(
  term: string,
  frequency: ReadonlyMap<string, number>,
  language: SearchLanguage,
  synonyms: Synonyms,
  finds: (term: string) => boolean,
): string[] {
  if (language.splitCompound === undefined || frequency.has(term) || synonyms.has(term))
    return [term];
  // A part of three letters must be a word itself ("zug" in "Zugende"), not the end of some
  // other word ("ung", "erf"), and no part is a word too common to tell entries apart ("und");
  // `exact` asks for a word itself, not only found inside longer ones.
  const known = (part: string, exact?: boolean) =>
    !language.stopWords.has(part) &&
    (frequency.has(part) ||
      synonyms.has(part) ||
      (!exact &&
        part.length > 3 &&
        [...frequency.keys()].some((word) => language.matches(part, word))));
  // Only one part known is enough where the whole finds no word, not even one slip away.
  return language.splitCompound(term, known, !finds(term)) ?? [term];
}

/** The bonus, per field weight, for two query words that stand side by side in a field as well. */
const PAIR_WEIGHT = 0.15;

/**
 * The text words a query term stands for, with their strengths, and the documents holding any of
 * them, each with the strength found per field (a word's strength times how often it stands there).
 */
interface TermWords {
  words: ReadonlyMap<string, number>;
  holders: ReadonlyMap<number, readonly [number, number, number]>;
}

function holdersOf(
  index: RankIndex,
  words: ReadonlyMap<string, number>,
): Map<number, [number, number, number]> {
  const holders = new Map<number, [number, number, number]>();
  for (const [word, strength] of words) {
    for (const { at, counts } of index.postings.get(word) ?? []) {
      let found = holders.get(at);
      if (found === undefined) {
        found = [0, 0, 0];
        holders.set(at, found);
      }
      found[0] += strength * counts[0];
      found[1] += strength * counts[1];
      found[2] += strength * counts[2];
    }
  }
  return holders;
}

/**
 * Adds to each score where two neighbouring query terms also stand side by side, in the same order,
 * in a field (stop words skipped on both sides): "event space" is about Event Spaces, while an
 * answer with "event" and "space" far apart is less likely to be. Only the documents holding both
 * terms of a pair are read.
 */
function addPairs(
  index: RankIndex,
  found: readonly TermWords[],
  language: SearchLanguage,
  scores: number[],
): void {
  const candidates = new Set<number>();
  for (let pair = 0; pair + 1 < found.length; pair += 1) {
    const [first, second] = [found[pair], found[pair + 1]];
    if (first === undefined || second === undefined) continue;
    for (const at of first.holders.keys()) if (second.holders.has(at)) candidates.add(at);
  }
  for (const at of candidates) {
    const document = index.documents[at];
    if (document === undefined) continue;
    let bonus = 0;
    for (const field of FIELDS) {
      const meaningful = document[field].filter((word) => !language.stopWords.has(word));
      for (let pair = 0; pair + 1 < found.length; pair += 1) {
        const [first, second] = [found[pair]?.words, found[pair + 1]?.words];
        if (first === undefined || second === undefined) continue;
        const together = meaningful.some(
          (word, place) => first.has(word) && second.has(meaningful[place + 1] ?? ''),
        );
        if (together) bonus += PAIR_WEIGHT * FIELD_WEIGHT[field];
      }
    }
    scores[at] = (scores[at] ?? 0) + bonus;
  }
}

/**
 * The score of each document for the query terms (normalised, stop words gone), in document order;
 * 0 where nothing matches. `asks` is what the query asks for, by its question words. `strict`
 * scores nothing for a query half of whose words no entry knows.
 */
export function rank(
  index: RankIndex,
  terms: readonly string[],
  language: SearchLanguage,
  asks: readonly QuestionKind[],
  synonyms: Synonyms = new Map(),
  strict = true,
): number[] {
  const { documents, frequency, averageLength } = index;
  const total = documents.length;
  const scores = documents.map(() => 0);
  // Where half the query's words or more are ones no entry knows, even misspelt or as a synonym
  // ("can I play online", "expansion"), or where those words carry most of its weight (a word no
  // entry knows counts as the rarest word: "sleeves for every card"), it asks about something
  // the entries do not cover: no match, rather than an answer found through its other words.
  // Each term's words and the documents holding them, read once per query.
  const read = new Map<string, TermWords>();
  const wordsOf = (term: string): TermWords => {
    let found = read.get(term);
    if (found === undefined) {
      const words = wordsFor(term, frequency, language, synonyms);
      found = { words, holders: holdersOf(index, words) };
      read.set(term, found);
    }
    return found;
  };
  const finds = (term: string) => wordsOf(term).words.size > 0;
  const expanded = [
    ...new Set(terms.flatMap((term) => partsOf(term, frequency, language, synonyms, finds))),
  ];
  const unknown = expanded.filter(
    (term) =>
      term.length >= UNKNOWN_MIN_LENGTH &&
      !language.isCount(term) &&
      wordsOf(term).words.size === 0 &&
      ![...frequency.keys()].some((word) => oneSlipApart(term, word)),
  );
  /** BM25's rarity of a term by the documents holding any word it stands for; most when none. */
  const rarityOf = ({ holders }: TermWords) =>
    Math.log(1 + (total - holders.size + 0.5) / (holders.size + 0.5));
  // A compound beyond the rules ("Zeitlimit") is found whole, before it is split.
  if (strict && [...terms, ...expanded].some((term) => language.beyondRules.has(term)))
    return scores;
  if (strict && unknown.length > 0) {
    const weightOf = (term: string) => rarityOf(wordsOf(term));
    const all = expanded.reduce((sum, term) => sum + weightOf(term), 0);
    const lost = unknown.reduce((sum, term) => sum + weightOf(term), 0);
    if (unknown.length * 2 >= expanded.length || lost >= UNKNOWN_SHARE * all) return scores;
  }
  /** Every text word some term stands for, with its strongest strength. */
  const named = new Map<string, number>();
  for (const term of expanded) {
    const found = wordsOf(term);
    if (found.words.size === 0) continue;
    for (const [word, strength] of found.words)
      named.set(word, Math.max(strength, named.get(word) ?? 0));
    const rarity = rarityOf(found);
    for (const [at, strengths] of found.holders) {
      const document = documents[at];
      if (document === undefined) continue;
      let weighted = 0;
      FIELDS.forEach((field, place) => {
        const strength = strengths[place] ?? 0;
        if (strength === 0) return;
        const b = LENGTH_NORMALISATION[field];
        const length = document[field].length / averageLength[field];
        weighted += (FIELD_WEIGHT[field] * strength) / (1 - b + b * length);
      });
      if (weighted > 0) scores[at] = (scores[at] ?? 0) + (rarity * weighted) / (K1 + weighted);
    }
  }
  const wordRarity = (word: string) => {
    const holders = frequency.get(word) ?? 1;
    return Math.log(1 + (total - holders + 0.5) / (holders + 0.5));
  };
  addPairs(index, expanded.map(wordsOf), language, scores);
  // Only a document that scored can score more.
  documents.forEach((document, at) => {
    if (scores[at] === 0) return;
    let all = 0;
    let covered = 0;
    for (const word of index.questions[at] ?? []) {
      if (language.stopWords.has(word)) continue;
      const rarity = wordRarity(word);
      all += rarity;
      covered += rarity * (named.get(word) ?? 0);
    }
    const focus = all === 0 ? 0 : covered / all;
    let factor = 1 + FOCUS_WEIGHT * focus;
    if (asks.includes('number') && document.counts)
      factor *= countsAsked(document, named, language) ? COUNT_BOOST : COUNT_HINT;
    for (const kind of asks)
      if (document.asks.includes(kind)) factor *= kind === 'setup' ? SETUP_BOOST : KIND_BOOST;
    // A question about one side leans away from the entries about the other side alone.
    for (const [side, other] of SIDES)
      if (
        asks.includes(side) &&
        !asks.includes(other) &&
        document.asks.includes(other) &&
        !document.asks.includes(side)
      )
        factor /= KIND_BOOST;
    scores[at] = (scores[at] ?? 0) * factor;
  });
  return scores;
}
