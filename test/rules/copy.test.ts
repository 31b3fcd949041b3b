/**
 * No text a reader sees copies the rules guide: no run of seven consecutive words shared with it
 * (test/helpers/guide-copy.mjs). Checked on what is shown, with the numbers filled in: every text the
 * rules core and the path narration return for every valid input, in English, and every English
 * catalogue message as written. The site's pages are checked in test/node/copy.test.mjs.
 */
import { expect } from '@open-wc/testing';
import {
  ADVANCE_CAUSES,
  ADVANCE_CAUSES_NOTE,
  ADVANCE_CAUSE_RULES,
  DEFAULT_LAYOUT,
  FAQ,
  HOUSES,
  PLAYER_COUNTS,
  SHIELD_ITEMS,
  TWO_PLAYER_NOTE,
  advance,
  canClaimShield,
  checkVictory,
  decide,
  describePath,
  initialPath,
  parseLayout,
  pathStateAt,
  setupFor,
  turnActions,
  turnPlan,
  victoryNeeds,
} from '../../src/rules.js';
import type {
  EventChoice,
  House,
  LocationRequirement,
  PathLayout,
  PathState,
  VictoryInput,
} from '../../src/rules.js';
import {
  eventPromptSentence,
  historyLabel,
  narrateMove,
  narrateUndo,
} from '../../src/model/narration.js';
import type { PathMove } from '../../src/model/path-session.js';
import { COPY_RUN, copiedRuns } from '../helpers/guide-copy.mjs';
import { englishMessages, formsOf } from '../helpers/catalogue.js';

let guide: Set<string>;

before(async () => {
  const response = await fetch(new URL('../fixtures/guide-runs.json', import.meta.url));
  const data = (await response.json()) as { words: number; hashes: string[] };
  expect(data.words).to.equal(COPY_RUN);
  guide = new Set(data.hashes);
});

/** Each copied run, named by where the text came from. */
function copies(texts: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [where, text] of texts) {
    for (const run of copiedRuns(text, guide)) found.push(`${where}: "${run}"`);
  }
  return [...new Set(found)];
}

function* setupTexts(): Generator<[string, string]> {
  for (const players of PLAYER_COUNTS) {
    for (const step of setupFor(players).steps)
      yield [`setupFor(${players}) ${step.id}`, step.text];
  }
  yield ['TWO_PLAYER_NOTE', TWO_PLAYER_NOTE.text];
}

function* turnTexts(): Generator<[string, string]> {
  for (const side of ['house', 'dark-arts'] as const) {
    for (const finalHand of [false, true]) {
      for (const pawnOutsideProtectedArea of [false, true]) {
        for (const option of turnActions(side, { finalHand, pawnOutsideProtectedArea })) {
          if (option.reason) yield [`turnActions(${side}) ${option.id}`, option.reason];
        }
      }
    }
    const actions =
      side === 'house'
        ? (['explore', 'learn', 'replenish'] as const)
        : (['explore', 'replenish'] as const);
    for (const action of actions) {
      for (const step of turnPlan(side, action).steps) {
        yield [`turnPlan(${side}, ${action}) ${step.id}`, step.text];
      }
    }
  }
}

const MOVES: PathMove[] = [
  ...ADVANCE_CAUSES.map((cause): PathMove => ({ kind: 'advance', cause })),
  ...(['effect', 'token'] as EventChoice[]).map((choice): PathMove => ({ kind: 'decide', choice })),
];

function tryMove(layout: PathLayout, state: PathState, move: PathMove): PathState | null {
  try {
    return move.kind === 'advance'
      ? advance(layout, state, move.cause)
      : decide(layout, state, move.choice);
  } catch {
    return null;
  }
}

/** Every path state reachable from the start and from each `position`, with every move out of it. */
function* pathTexts(notation: string): Generator<[string, string]> {
  const layout = parseLayout(notation);
  const starts = [
    initialPath(layout),
    ...layout.spaces.map((_, index) => pathStateAt(layout, index)),
  ];
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const state = queue.pop() as PathState;
    const key = JSON.stringify(state);
    if (seen.has(key)) continue;
    seen.add(key);
    const where = `${notation} at ${state.position}`;
    for (const note of describePath(layout, state)) yield [`describePath ${where}`, note.text];
    if (state.pending) yield [`eventPromptSentence ${where}`, eventPromptSentence(layout, state)];
    for (const move of MOVES) {
      const after = tryMove(layout, state, move);
      if (after === null) continue;
      const entry = { move, before: state };
      yield [
        `narrateMove ${where} ${JSON.stringify(move)}`,
        narrateMove(layout, move, state, after),
      ];
      yield [`historyLabel ${where}`, historyLabel(layout, entry)];
      yield [`narrateUndo ${where}`, narrateUndo(layout, entry)];
      queue.push(after);
    }
  }
  for (const cause of ADVANCE_CAUSES)
    yield [`ADVANCE_CAUSE_RULES ${cause}`, ADVANCE_CAUSE_RULES[cause].text];
  yield ['ADVANCE_CAUSES_NOTE', ADVANCE_CAUSES_NOTE.text];
}

function victoryInputs(): VictoryInput[] {
  const inputs: VictoryInput[] = [];
  const tables: House[][] = [[HOUSES[0] as House], HOUSES.slice(0, 2) as House[]];
  const shieldSets = (count: number): number[][] =>
    count === 1
      ? [[0], [1], [2]]
      : [
          [0, 0],
          [1, 0],
          [1, 1],
          [2, 1],
          [0, 2],
        ];
  for (const houses of tables) {
    for (const shields of shieldSets(houses.length)) {
      for (const progressTokens of [0, 1, 2, 3]) {
        for (const locationRequirement of [null, 1, 2, 3] as (LocationRequirement | null)[]) {
          for (const pawnsAtLocation of [0, 1, 2, 3, 7]) {
            for (const finalHand of [undefined, false, true]) {
              for (const everyoneOutOfCards of [false, true]) {
                inputs.push({
                  houses: houses.map((house, index) => ({ house, shields: shields[index] ?? 0 })),
                  darkArts: { progressTokens, locationRequirement, pawnsAtLocation },
                  ...(finalHand === undefined ? {} : { finalHand }),
                  everyoneOutOfCards,
                });
              }
            }
          }
        }
      }
    }
  }
  return inputs;
}

function* victoryTexts(): Generator<[string, string]> {
  let valid = 0;
  for (const input of victoryInputs()) {
    let verdict;
    try {
      verdict = checkVictory(input);
    } catch {
      continue; // input no game can reach: its RulesError is an error message, checked as a catalogue text
    }
    valid += 1;
    const where = JSON.stringify(input);
    for (const reason of verdict.reasons) yield [`checkVictory ${where}`, reason.text];
    for (const need of victoryNeeds(input)) yield [`victoryNeeds ${where}`, need.text];
  }
  expect(valid, 'valid victory inputs checked').to.be.greaterThan(100);
  const flags = [false, true];
  for (const onShieldSpace of flags)
    for (const libraryBook of flags)
      for (const parchmentScroll of flags)
        for (const daCoin of flags)
          for (const darkDetector of flags)
            for (const shieldNeeds of SHIELD_ITEMS) {
              const claim = canClaimShield({
                onShieldSpace,
                libraryBook,
                parchmentScroll,
                daCoin,
                darkDetector,
                shieldNeeds,
              });
              yield [`canClaimShield ${shieldNeeds}`, claim.missing.join(', ')];
            }
}

describe('no text copies the rules guide (seven words or more)', () => {
  it('the check finds a copied run, with the numbers filled in, and lets our own words pass', () => {
    // The two-player pawn sentence as it was: "give the dark arts player 4 pawns" is the guide's.
    expect(
      copiedRuns('Give the Dark Arts Player 4 pawns (the player count plus two).', guide),
    ).to.deep.equal(['give the dark arts player 4 pawns']);
    expect(
      copiedRuns('All 4 start on the Deployment Spaces; none are left over.', guide),
    ).to.include('all 4 start on the deployment spaces');
    expect(copiedRuns('Defenders of Hogwarts: rules & setup guide', guide)).to.have.length(1);
    expect(
      copiedRuns('The Dark Arts Player gets 4 pawns (the player count plus two).', guide),
    ).to.deep.equal([]);
  });

  it('in the setup plan for every player count and the two-player note', () => {
    expect(copies(setupTexts())).to.deep.equal([]);
  });

  it('in every turn plan and every reason an action is closed', () => {
    expect(copies(turnTexts())).to.deep.equal([]);
  });

  it('in every path note and narration, for every state reachable on several layouts', () => {
    for (const notation of [DEFAULT_LAYOUT, 'wW oO rRRr', 'wW oO rRRR', 'wwWwW oOoO rRrRrRR']) {
      expect(copies(pathTexts(notation)), notation).to.deep.equal([]);
    }
  });

  it('in every verdict, need and Defence Shield claim for the inputs a game can reach', () => {
    expect(copies(victoryTexts())).to.deep.equal([]);
  });

  it('in every FAQ entry, its question read with its answer', () => {
    expect(
      copies(FAQ.map((entry) => [`FAQ ${entry.id}`, `${entry.question} ${entry.answer}`])),
    ).to.deep.equal([]);
  });

  it('in every English catalogue message, as written', () => {
    const texts = Object.entries(englishMessages()).flatMap(([key, message]) =>
      formsOf(message).map((text): [string, string] => [key, text]),
    );
    expect(texts.length).to.be.greaterThan(300);
    expect(copies(texts)).to.deep.equal([]);
  });
});
