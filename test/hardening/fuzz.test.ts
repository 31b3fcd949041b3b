// Element fuzz: every element, every public attribute, hostile values and random strings. After each
// value the element must still render its base part, throw nothing, run no injected script, link
// nowhere dangerous, and keep a valid model. Then the object properties (`entries`, `input`).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { checkVictory, type VictoryInput } from '../../src/rules.js';
import '../../src/index.js';
import {
  ErrorTrap,
  FLAG,
  HOSTILE_STRINGS,
  MODEL_CHECKS,
  TAGS,
  WarnCounter,
  attributesFor,
  expectSafe,
  injectedRuns,
  loadManifest,
  manifestAttributes,
  settle,
  shadowElements,
  show,
} from './harness.js';

/** Random strings per attribute; raise with `globalThis.FUZZ_RUNS` for a deeper run. */
const RANDOM_RUNS: number = (() => {
  const override = (globalThis as { FUZZ_RUNS?: unknown }).FUZZ_RUNS;
  return typeof override === 'number' && Number.isInteger(override) && override > 0 ? override : 60;
})();

const randomString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...'wWoOrR ,0123456789-.e'.split('')), maxLength: 30 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc
    .constantFrom(...HOSTILE_STRINGS)
    .chain((hostile) => fc.string({ maxLength: 8 }).map((tail) => hostile + tail)),
);

const trap = new ErrorTrap();
const warnings = new WarnCounter();
let container: HTMLElement;
let attributes: Map<string, string[]>;

before(async () => {
  const manifest = manifestAttributes(await loadManifest());
  attributes = new Map(TAGS.map((tag) => [tag, attributesFor(tag, manifest)]));
});

beforeEach(() => {
  (window as unknown as Record<string, unknown>)[FLAG] = 0;
  container = document.createElement('div');
  document.body.append(container);
  trap.install();
  warnings.install();
});

afterEach(() => {
  warnings.remove();
  trap.remove();
  container.remove();
});

async function create(tag: string): Promise<HTMLElement> {
  const element = document.createElement(tag);
  container.append(element);
  await settle(element, trap.errors);
  return element;
}

/** All checks after one hostile input; `label` names the element, attribute and value. */
async function check(element: HTMLElement, label: string): Promise<void> {
  await settle(element, trap.errors);
  expect(trap.errors.map(String), `${label}: errors`).to.deep.equal([]);
  expectSafe(element, label);
  MODEL_CHECKS[element.localName]?.(element as unknown as Record<string, unknown>, label);
}

/** Lets any injected <img onerror> or <svg onload> fire before the flag is read. */
async function expectNoInjectedScript(label: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(injectedRuns(), `${label}: an injected script ran`).to.equal(0);
  expect(
    (Object.prototype as Record<string, unknown>).polluted,
    'Object.prototype polluted',
  ).to.equal(undefined);
}

describe('hardening: every element, every public attribute, hostile values', function () {
  this.timeout(120_000);

  it('knows every element of the contract and its attributes', () => {
    for (const tag of TAGS) expect(customElements.get(tag), tag).to.be.a('function');
    expect(attributes.get('defenders-path-tracker')).to.include.members(['layout', 'position']);
  });

  for (const tag of TAGS) {
    describe(`<${tag}>`, () => {
      it('renders its base part with a valid model and no attributes', async () => {
        const element = await create(tag);
        await check(element, `<${tag}>`);
        expect(warnings.messages, 'no warnings with no attributes').to.deep.equal([]);
      });

      it('survives every hostile value on every attribute', async () => {
        const element = await create(tag);
        for (const name of attributes.get(tag) ?? []) {
          for (const value of HOSTILE_STRINGS) {
            element.setAttribute(name, value);
            await check(element, `<${tag} ${name}=${show(value)}>`);
          }
          element.removeAttribute(name);
          await check(element, `<${tag}> after removing ${name}`);
        }
        await expectNoInjectedScript(`<${tag}>`);
      });

      it('survives random strings from fast-check on every attribute', async () => {
        const element = await create(tag);
        for (const name of attributes.get(tag) ?? []) {
          await fc.assert(
            fc.asyncProperty(randomString, async (value) => {
              element.setAttribute(name, value);
              await check(element, `<${tag} ${name}=${show(value)}>`);
            }),
            { numRuns: RANDOM_RUNS },
          );
          element.removeAttribute(name);
          await check(element, `<${tag}> after removing ${name}`);
        }
        await expectNoInjectedScript(`<${tag}>`);
      });

      it('warns once per message: repeating the same bad value adds no warnings', async () => {
        const element = await create(tag);
        for (const name of attributes.get(tag) ?? []) {
          const values = ['bogus', '-1', 'x'.repeat(10_000), '<b>x</b>'];
          for (const value of values) {
            element.setAttribute(name, value);
            await check(element, `<${tag} ${name}=${show(value)}>`);
            element.removeAttribute(name);
            await settle(element, trap.errors);
          }
          const afterFirstRound = warnings.messages.length;
          for (let round = 0; round < 5; round += 1) {
            for (const value of values) {
              element.setAttribute(name, value);
              await settle(element, trap.errors);
              element.removeAttribute(name);
              await settle(element, trap.errors);
            }
          }
          expect(
            warnings.messages.slice(afterFirstRound),
            `<${tag} ${name}>: new warnings after repeating the same values`,
          ).to.deep.equal([]);
        }
        // One or two warnings per distinct bad value at most, never one per update.
        expect(warnings.messages.length).to.be.at.most(2 * 4 * (attributes.get(tag)?.length ?? 0));
        for (const message of warnings.messages)
          expect(message.length, 'warning length').to.be.below(2_000);
      });
    });
  }
});

const markupQuestion = `<img src=x onerror="window.${FLAG}=1">Is this markup shown as text?`;

/** Hostile `entries` for <defenders-faq>: wrong types, bad fields, pollution, huge and circular lists. */
function hostileEntries(): unknown[] {
  const valid = (id: string) => ({
    id,
    question: `Question ${id}?`,
    answer: `Answer ${id}.`,
    pages: [1, 2],
  });
  const circular: Record<string, unknown> = valid('circular');
  circular.self = circular;
  const nullProto = Object.assign(Object.create(null) as object, valid('null-proto'));
  return [
    null,
    undefined,
    42,
    Number.NaN,
    'entries',
    `<script>window.${FLAG}=1</script>`,
    {},
    { length: 3 },
    [],
    [null],
    [undefined],
    [42],
    ['a string'],
    [{}],
    [[]],
    [{ id: '', question: '', answer: '', pages: [] }],
    [{ id: 'x', question: '   ', answer: 'a', pages: [1] }],
    [{ id: 'x', question: 'q?', answer: 'a', pages: 'seven' }],
    [{ id: 'x', question: 'q?', answer: 'a', pages: [Number.NaN] }],
    [{ id: 'x', question: 'q?', answer: 'a', pages: [-1] }],
    [{ id: 'x', question: 'q?', answer: 'a', pages: [1.5] }],
    [{ id: 'x', question: 'q?', answer: 'a', pages: [1e308] }],
    [{ id: 'x', question: 'q?', answer: 'a', pages: [3, 2] }],
    [{ id: 5, question: 5, answer: {}, pages: [1] }],
    [
      {
        id: '__proto__',
        question: markupQuestion,
        answer: `<script>window.${FLAG}=1</script>`,
        pages: [1],
      },
    ],
    [
      {
        id: 'link',
        question: `javascript:window.${FLAG}=1`,
        answer: `javascript:window.${FLAG}=1`,
        pages: [1],
      },
    ],
    JSON.parse(
      '[{"__proto__": {"polluted": true}, "id": "p", "question": "q?", "answer": "a", "pages": [1]}]',
    ),
    JSON.parse('{"__proto__": {"polluted": true}}'),
    [nullProto],
    [valid('same'), valid('same'), valid('same')],
    [circular],
    Object.freeze([Object.freeze(valid('frozen'))]),
    // eslint-disable-next-line no-sparse-arrays
    [, valid('sparse')],
    [{ ...valid('huge'), question: 'q'.repeat(10_000), answer: 'a '.repeat(10_000) }],
    [{ ...valid('surrogates'), question: '\ud800?', answer: '\udfff \u{1F9D9}' }],
    Array.from({ length: 2_000 }, (_, index) => valid(`bulk-${index}`)),
    Array.from({ length: 10_001 }, (_, index) => valid(`over-${index}`)),
    [valid('after-all-that')],
  ];
}

const validVictory: VictoryInput = {
  houses: [
    { house: 'gryffindor', shields: 1 },
    { house: 'ravenclaw', shields: 2 },
  ],
  darkArts: { progressTokens: 2, locationRequirement: null, pawnsAtLocation: 0 },
};

/** Hostile `input` for <defenders-victory-checker>. */
function hostileVictoryInputs(): unknown[] {
  const darkArts = { progressTokens: 0, locationRequirement: null, pawnsAtLocation: 0 };
  const house = (name: unknown, shields: unknown) => ({
    houses: [{ house: name, shields }],
    darkArts,
  });
  const circular: Record<string, unknown> = { ...house('gryffindor', 1) };
  circular.self = circular;
  return [
    null,
    undefined,
    0,
    'house',
    [],
    {},
    { houses: null, darkArts: null },
    { houses: 'gryffindor', darkArts: 'yes' },
    { houses: [], darkArts },
    house('__proto__', 1),
    house('constructor', 1),
    house(`<img src=x onerror="window.${FLAG}=1">`, 1),
    house('gryffindor', Number.NaN),
    house('gryffindor', -1),
    house('gryffindor', 1.5),
    house('gryffindor', 1e308),
    house('gryffindor', Number.POSITIVE_INFINITY),
    house('gryffindor', '2'),
    house('gryffindor', null),
    {
      houses: [
        { house: 'gryffindor', shields: 2 },
        { house: 'hufflepuff', shields: 2 },
      ],
      darkArts,
    },
    {
      houses: [
        { house: 'gryffindor', shields: 1 },
        { house: 'gryffindor', shields: 0 },
      ],
      darkArts,
    },
    {
      houses: [{ house: 'slytherin', shields: 0 }],
      darkArts: { progressTokens: 1, locationRequirement: 2, pawnsAtLocation: 0 },
    },
    {
      houses: [{ house: 'slytherin', shields: 0 }],
      darkArts: { progressTokens: 3, locationRequirement: 0, pawnsAtLocation: 1e9 },
    },
    {
      houses: [{ house: 'slytherin', shields: 0 }],
      darkArts: { progressTokens: -3, locationRequirement: 3, pawnsAtLocation: -1 },
    },
    { ...validVictory, finalHand: 'yes', everyoneOutOfCards: 1 },
    { ...validVictory, finalHand: true },
    {
      ...validVictory,
      darkArts: { progressTokens: 3, locationRequirement: 1, pawnsAtLocation: 0 },
      finalHand: false,
    },
    JSON.parse(
      '{"__proto__": {"polluted": true}, "houses": [{"house": "gryffindor", "shields": 1}]}',
    ),
    Object.assign(Object.create(null) as object, validVictory),
    circular,
    {
      houses: Array.from({ length: 10_000 }, () => ({ house: 'gryffindor', shields: 0 })),
      darkArts,
    },
    Object.freeze({ ...validVictory }),
  ];
}

describe('hardening: object properties with hostile objects', function () {
  this.timeout(120_000);

  it('<defenders-faq>.entries', async () => {
    const element = await create('defenders-faq');
    const faq = element as HTMLElement & { entries: unknown; results: { id: string }[] };
    for (const entries of hostileEntries()) {
      const label = `<defenders-faq>.entries = ${show(entries)}`;
      faq.entries = entries;
      await check(element, label);
    }
    // The last value was valid: its entry is searchable and shown.
    expect(faq.results.map((entry) => entry.id)).to.include('after-all-that');
    // Markup in a host entry shows as text.
    faq.entries = [
      { id: 'markup', question: markupQuestion, answer: '<b>not bold</b>', pages: [1] },
    ];
    await check(element, '<defenders-faq> markup entry');
    expect(faq.results.map((entry) => entry.id)).to.include('markup');
    const text = shadowElements(element)
      .map((node) => node.textContent ?? '')
      .join(' ');
    expect(text, 'markup entry shown as text').to.contain('<img src=x onerror=');
    expect(
      shadowElements(element).some((node) => node.localName === 'img' || node.localName === 'b'),
    ).to.equal(false);
    await expectNoInjectedScript('<defenders-faq>.entries');
  });

  it('<defenders-victory-checker>.input', async () => {
    const element = await create('defenders-victory-checker');
    const checker = element as HTMLElement & { input: unknown; verdict: { outcome: string } };
    for (const input of hostileVictoryInputs()) {
      checker.input = input;
      await check(element, `<defenders-victory-checker>.input = ${show(input)}`);
    }
    // Still working: a valid input gives the core's verdict.
    checker.input = validVictory;
    await check(element, '<defenders-victory-checker> valid input');
    expect(checker.verdict.outcome).to.equal(checkVictory(validVictory).outcome);
    await expectNoInjectedScript('<defenders-victory-checker>.input');
  });
});
