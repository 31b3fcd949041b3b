// The FAQ search measured on the questions players type (test/rules/faq-benchmark.json): per
// language, top-1 (the first answer is one that answers), top-3 and the mean reciprocal rank.
// Used by bench.mjs (`npm run bench`) and test/node/faq-relevance.test.mjs, with the rules core of
// dist/ or any other build handed in.
import { readFileSync } from 'node:fs';

export const BENCHMARK = JSON.parse(
  readFileSync(new URL('../test/rules/faq-benchmark.json', import.meta.url), 'utf8'),
);

/**
 * The figures of one set of questions (`[question, ids][]`) in `locale`. A question paired with no
 * entry is one the rules guide does not answer: it is left out of top-1, top-3 and MRR and counted
 * in `silent`, with `silentAnswered` those that still got a confident answer (a non-empty result).
 */
export function measure(searchFaq, questions, locale) {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  let silent = 0;
  let silentAnswered = 0;
  const misses = [];
  for (const [question, ids] of questions) {
    const results = searchFaq(question, undefined, { locale }).map((entry) => entry.id);
    if (ids.length === 0) {
      silent += 1;
      if (results.length > 0) {
        silentAnswered += 1;
        misses.push({ question, want: [], got: results.slice(0, 3), rank: 0 });
      }
      continue;
    }
    const rank = results.findIndex((id) => ids.includes(id)) + 1;
    if (rank === 1) top1 += 1;
    if (rank >= 1 && rank <= 3) top3 += 1;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ question, want: ids, got: results.slice(0, 3), rank });
  }
  const count = questions.length - silent;
  return {
    count,
    top1: top1 / count,
    top3: top3 / count,
    mrr: reciprocal / count,
    silent,
    silentAnswered,
    misses,
  };
}

/** The sets of the benchmark, in the order they were written. */
export const SETS = [
  'dev',
  'heldOut',
  'heldOut2',
  'heldOut3',
  'heldOut4',
  'heldOut5',
  'heldOut6',
  'heldOut7',
  'heldOut8',
  'heldOut9',
  'heldOut10',
  'heldOut11',
  'heldOut12',
  'heldOut13',
  'heldOut14',
  'heldOut15',
  'heldOut16',
  'heldOut17',
  'heldOut18',
];

/** Every set and language of the benchmark. */
export function measureAll(searchFaq) {
  const figures = {};
  for (const set of SETS) {
    figures[set] = {};
    for (const locale of ['en', 'de'])
      figures[set][locale] = measure(searchFaq, BENCHMARK[set][locale], locale);
  }
  return figures;
}

const percent = (value) => `${(value * 100).toFixed(1)}%`;

/** The figures as table rows. */
export function relevanceRows(figures) {
  const rows = [];
  for (const [set, languages] of Object.entries(figures)) {
    for (const [
      locale,
      { count, top1, top3, mrr, silent = 0, silentAnswered = 0 },
    ] of Object.entries(languages))
      rows.push({
        set,
        locale,
        questions: count,
        top1: percent(top1),
        top3: percent(top3),
        mrr: mrr.toFixed(3),
        silent: silent === 0 ? '' : `${silentAnswered} of ${silent}`,
      });
  }
  return rows;
}

/**
 * The same questions ranked by MiniSearch (BM25+, prefix and fuzzy matching, field boosts) over
 * the same entries, keywords and word normalisation, for comparison: a `searchFaq`-shaped function.
 */
export function miniSearchRanker(MiniSearch, { faqEntries, normaliseWord, keywords }) {
  const engines = new Map();
  const engineFor = (locale) => {
    if (engines.has(locale)) return engines.get(locale);
    const entries = faqEntries({ locale });
    const engine = new MiniSearch({
      fields: ['question', 'keywords', 'answer'],
      storeFields: ['id'],
      processTerm: (term) => normaliseWord(term, { locale }),
      searchOptions: {
        boost: { question: 3, keywords: 3, answer: 0.5 },
        prefix: true,
        fuzzy: 0.2,
      },
    });
    engine.addAll(entries.map((entry) => ({ ...entry, keywords: keywords(entry.id, locale) })));
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const ranked = { engine, byId };
    engines.set(locale, ranked);
    return ranked;
  };
  return (query, _entries, { locale }) => {
    const { engine, byId } = engineFor(locale);
    return engine.search(query).map((hit) => byId.get(hit.id));
  };
}
