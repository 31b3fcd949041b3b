// The FAQ search on the questions players type (test/rules/faq-benchmark.json), through the built
// rules core (`npm run build` first): in each language at least 95% of the questions get an answer
// to them first, and every question gets one among the first three. The held-out questions are
// measured by `npm run bench` (every held-out set), not held to a top-1 bar here: they keep the
// figures honest. No question of any set that the guide does not answer gets a confident answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchFaq } from '../../dist/rules.js';
import '../../dist/locales/de.js';
import { BENCHMARK, SETS, measure } from '../../bench/faq-relevance.mjs';

const TOP_1 = 0.95;

/** The fewest questions each held-out set holds, English and German, so none shrinks unnoticed. */
const MINIMUM_SIZES = {
  heldOut: [24, 16],
  heldOut2: [60, 40],
  heldOut3: [80, 50],
  heldOut4: [120, 85],
  heldOut5: [110, 80],
  heldOut6: [135, 90],
  heldOut7: [50, 30],
  heldOut8: [135, 90],
  heldOut9: [60, 40],
  heldOut10: [130, 90],
  heldOut11: [88, 63],
  heldOut12: [145, 100],
  heldOut13: [100, 70],
  heldOut14: [120, 75],
  heldOut15: [125, 115],
  heldOut16: [95, 94],
  heldOut17: [136, 83],
  heldOut18: [44, 36],
};

for (const locale of ['en', 'de']) {
  const questions = BENCHMARK.dev[locale];

  test(`${locale}: the benchmark is large enough and names only existing entries`, async () => {
    const { faqEntries } = await import('../../dist/rules.js');
    const ids = new Set(faqEntries({ locale }).map((entry) => entry.id));
    assert.ok(questions.length >= (locale === 'en' ? 120 : 80), `${questions.length} questions`);
    assert.deepEqual(
      Object.keys(BENCHMARK).filter((key) => key !== 'about'),
      SETS,
      'bench/faq-relevance.mjs measures every set of the benchmark',
    );
    for (const [set, [english, german]] of Object.entries(MINIMUM_SIZES)) {
      const size = BENCHMARK[set][locale].length;
      assert.ok(size >= (locale === 'en' ? english : german), `${set}: ${size} questions`);
    }
    // The first two held-out sets pair every question with an entry; the third and later ones also
    // hold questions the rules guide does not answer (no entry).
    const heldOut = [...BENCHMARK.heldOut[locale], ...BENCHMARK.heldOut2[locale]];
    for (const [question, wanted] of [...questions, ...heldOut]) {
      assert.ok(wanted.length > 0, question);
      for (const id of wanted) assert.ok(ids.has(id), `${question}: no entry ${id}`);
    }
    for (const set of SETS.slice(3))
      for (const [question, wanted] of BENCHMARK[set][locale])
        for (const id of wanted) assert.ok(ids.has(id), `${question}: no entry ${id}`);
  });

  test(`${locale}: the first answer answers at least 95% of the questions`, () => {
    const { top1, misses } = measure(searchFaq, questions, locale);
    const listed = misses.map((miss) => `${miss.question} → ${miss.got[0] ?? 'nothing'}`);
    assert.ok(top1 >= TOP_1, `top-1 ${(top1 * 100).toFixed(1)}%; missed:\n${listed.join('\n')}`);
  });

  test(`${locale}: no question the guide does not answer gets a confident answer, in any set`, () => {
    const answered = SETS.flatMap((set) =>
      measure(searchFaq, BENCHMARK[set][locale], locale)
        .misses.filter((miss) => miss.want.length === 0)
        .map((miss) => `${set}: ${miss.question} → ${miss.got[0]}`),
    );
    assert.deepEqual(answered, []);
  });

  test(`${locale}: every question has an answer among the first three`, () => {
    const { misses } = measure(searchFaq, questions, locale);
    const beyond = misses.filter((miss) => miss.rank === 0 || miss.rank > 3);
    assert.deepEqual(
      beyond.map((miss) => `${miss.question} (rank ${miss.rank || 'none'})`),
      [],
    );
  });
}
