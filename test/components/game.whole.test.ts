// A whole 3-player game played by touch on a 390 × 844 phone, as players at the table play it
// (issue #25, "Done when"): the page holds a <defenders-game> like the demo's and the generator's
// whole-game snippet, with `persist`. The players set 3 players and tick the setup, play six rounds
// of turns in the turn checklist (the House Players in seating order, then the Dark Arts Player),
// move the Dark Arts Marker through every zone with the checklist's marker steps and the tracker,
// resolve the events, take the Progress Tokens and the Location Card, record Defence Shields until a
// House wins, undo the last three changes, reload the page, and finish the game on the reloaded
// page. After every tap the test checks that the tap did what the rules say on the first try and
// that what it changed shows inside the viewport. Every rules expectation below cites the rulebook
// pages the rules guide gives for it.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import { $, $$, text } from '../helpers/dom.js';
import { textBesideCitations } from '../helpers/citations.js';
import { isWithin } from '../helpers/keys.js';
import { settle } from '../helpers/play.js';
import { inViewport, phoneViewport, restoreViewport, tapOnce } from '../helpers/tap.js';

const PHONE = { width: 390, height: 844 };
const KEY = `whole-game-${Date.now()}`;

/**
 * The guide page: a game around the four widgets and the FAQ, each under its own heading, as the
 * demo has them (its prose cut to a line), saved under a key as the generator's snippet does,
 * with a rulebook address: the citations are links then, and the keyboard tip that once swallowed
 * the first tap after a tick (#25 §1) shows beside the steps.
 */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Our game night</title>
<script type="module" src="${new URL('/src/index.ts', location.href).href}"></script></head>
<body><main><h1>Our game night</h1>
<defenders-game persist="${KEY}" rulebook-url="https://rules.example/defenders-rulebook.pdf">
  <p>Our helpers share one table: the player count, the turn and the path.</p>
  <h2>Setting up</h2>
  <defenders-setup-calculator></defenders-setup-calculator>
  <h2>Taking turns</h2>
  <defenders-turn-checklist></defenders-turn-checklist>
  <h2>The Dark Arts path</h2>
  <defenders-path-tracker></defenders-path-tracker>
  <h2>How the game ends</h2>
  <defenders-victory-checker></defenders-victory-checker>
  <h2>Questions at the table</h2>
  <defenders-faq></defenders-faq>
</defenders-game></main></body></html>`;

interface Page {
  view: Window;
  game: DefendersGame;
  setup: DefendersSetupCalculator;
  turn: DefendersTurnChecklist;
  path: DefendersPathTracker;
  victory: DefendersVictoryChecker;
}

const frame = document.createElement('iframe');
let page: Page;
let taps = 0;

/** Waits for the page in the frame to load and every widget on it to render. */
async function pageLoaded(load: Promise<unknown>): Promise<Page> {
  await load;
  const view = frame.contentWindow!;
  await view.customElements.whenDefined('defenders-victory-checker');
  const doc = view.document;
  const found = {
    view,
    game: doc.querySelector('defenders-game')!,
    setup: doc.querySelector('defenders-setup-calculator')!,
    turn: doc.querySelector('defenders-turn-checklist')!,
    path: doc.querySelector('defenders-path-tracker')!,
    victory: doc.querySelector('defenders-victory-checker')!,
  };
  await settle(found.game);
  return found;
}

const loadEvent = () =>
  new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));

/**
 * Whether `shown` is where the player sees it: inside the viewport, and not under the game's
 * toolbar stuck at the top (unless it is in that toolbar).
 */
function inSight(shown: Element): boolean {
  if (!inViewport(shown)) return false;
  const toolbar = $(page.game, '[part="toolbar"]')!;
  if (isWithin(shown, toolbar)) return true;
  return shown.getBoundingClientRect().top > toolbar.getBoundingClientRect().bottom - 1;
}

/**
 * One tap by touch on `target`, counted. `result` is what the tap changed, where the player looks
 * for it: it must show inside the 390 × 844 viewport, below the stuck toolbar, once the page has
 * reacted.
 */
async function tap(target: Element, result: () => Element | null, what: string): Promise<void> {
  await tapOnce(target, 'touch');
  taps += 1;
  await settle(page.game);
  const shown = result();
  expect(shown, `${what}: its result is on the page`).to.not.equal(null);
  if (!inSight(shown!)) {
    const box = shown!.getBoundingClientRect();
    console.log(`out of sight: ${what}: top ${box.top} bottom ${box.bottom}`);
    await shot(`fail-${taps}`);
  }
  expect(inSight(shown!), `${what}: "${text(shown).slice(0, 60)}" in sight`).to.be.true;
}

/** What the game's Undo button says it will undo. */
const undoLabel = () => text($(page.game, '[part="undo"]'));
const undoButton = () => $(page.game, '[part="undo"]')!;
const toolbarStatus = () => $(page.game, '.toolbar [role="status"]');

async function shot(name: string): Promise<void> {
  await executeServerCommand('screenshot', { name });
}

// ---- the setup calculator

const playerRadio = (count: number) =>
  $$(page.setup, 'input[type="radio"]').find(
    (radio) => (radio as HTMLInputElement).value === String(count),
  )!;
const setupBoxes = () => $$(page.setup, '.step input[type="checkbox"]') as HTMLInputElement[];

// ---- the turn checklist

const whose = () => text($(page.turn, '[part="whose"] .whose-line'));
const actionRadio = (action: string) =>
  $(page.turn, `input[name="action"][value="${action}"]`) as HTMLInputElement;
const stepBox = (id: string) => {
  const index = page.turn.plan!.steps.findIndex((step) => step.id === id);
  expect(index, `the plan has step ${id}`).to.be.at.least(0);
  return $$(page.turn, '[part="step"] input[type="checkbox"]')[index] as HTMLInputElement;
};
const markerNote = () => $(page.turn, '[part="marker-note"]');
const turnStatus = () => $(page.turn, '[part="status"]');

// ---- the path tracker

const position = () => page.game.state!.path.state.position;
const pathState = () => page.game.state!.path.state;
const eventButton = (choice: 'effect' | 'token') =>
  $(page.path, `[part="event"] button.${choice}`) as HTMLButtonElement;
const pathStatus = () => $(page.path, '[part="status"]');

// ---- the victory checker

const verdict = () => $(page.victory, '[part="outcome"]');
const shieldsMore = (house: string) =>
  $(page.victory, `button[aria-label="One more Defence Shield for ${house}"]`)!;

// ---- what the players do, each checked after its tap

/** Next turn: the checklist hands the turn on and names whose it is now, with the round. */
async function nextTurn(expected: string): Promise<void> {
  await tap($(page.turn, '[part="next"]')!, turnStatus, `Next turn (${expected})`);
  expect(whose()).to.equal(expected);
  const [name, round] = expected.split(' Round ');
  expect(text(turnStatus())).to.equal(
    `Ticks cleared. ${name}, round ${round}: choose a main action.`,
  );
  expect(undoLabel()).to.equal('Undo: next turn started');
}

/** Chooses the main action; its steps show right under the choices. */
async function choose(action: string): Promise<void> {
  await tap(actionRadio(action), () => $(page.turn, '[part="step"]'), `${whose()}: ${action}`);
  expect(page.turn.plan?.action, 'the action chosen').to.equal(action);
}

/** Ticks a step that moves nothing. */
async function tick(id: string): Promise<void> {
  const box = stepBox(id);
  await tap(box, () => stepBox(id), `${whose()}: step ${id}`);
  expect(stepBox(id).checked, `${id} ticked`).to.be.true;
}

/**
 * Ticks the step that moves the Dark Arts Marker (a House's Replenish, pp. 17, 22, or the bump
 * that collects every House Marker, p. 20): one tap ticks it and moves the shared marker one
 * space, and the note under the step says where it landed and what follows.
 */
async function moveMarker(id: string, words: string[] = []): Promise<void> {
  const from = position();
  await tap(stepBox(id), markerNote, `${whose()}: marker step ${id}`);
  expect(position(), 'the marker moved one space with the tick').to.equal(from + 1);
  expect(stepBox(id).checked, 'the marker step is ticked').to.be.true;
  const note = textBesideCitations(markerNote());
  expect(note).to.contain(`space ${from + 2} of 16`);
  for (const each of words) expect(note).to.contain(each);
  expect(text(turnStatus()), 'announced politely').to.equal(note);
  expect(undoLabel()).to.equal(`Undo: marker moved to space ${from + 2}`);
  expect(text($(page.path, '.moved-this-turn'))).to.equal(
    `Moved this turn: space ${from + 1} → ${from + 2}.`,
  );
}

/** The Dark Arts Player resolves the pending event in the tracker: its effect or the zone's token. */
async function decide(choice: 'effect' | 'token', words: string): Promise<void> {
  const zone = pathState().pending?.zone;
  expect(zone, 'an event waits for the choice').to.be.a('string');
  await tap(eventButton(choice), pathStatus, `the ${zone} event: ${choice}`);
  expect(pathState().pending, 'the event is resolved').to.equal(null);
  expect(text(pathStatus())).to.contain(words);
}

/** One more Defence Shield for `house` in the victory checker; the verdict shows above it. */
async function shield(house: string, headline: string): Promise<void> {
  await tap(shieldsMore(house), verdict, `a Defence Shield for ${house}`);
  expect(text(verdict())).to.equal(headline);
}

describe('a whole 3-player game by touch on a 390 × 844 phone', () => {
  before(async () => {
    await phoneViewport(PHONE.width, PHONE.height);
    frame.title = 'the guide page with our game';
    Object.assign(frame.style, {
      position: 'fixed',
      top: '0',
      left: '0',
      width: `${PHONE.width}px`,
      height: `${PHONE.height}px`,
      border: '0',
    });
    const load = loadEvent();
    frame.srcdoc = PAGE;
    document.body.append(frame);
    page = await pageLoaded(load);
  });

  // One game: once a part fails, the parts after it would only report that failure again.
  let failed = false;
  beforeEach(function () {
    if (failed) this.skip();
  });
  afterEach(function () {
    if (this.currentTest?.state === 'failed') failed = true;
    // On Lit's development build (npm run test:lit-dev) the page in the frame records its own
    // warnings, which the suite's hook on the test page does not see.
    const issued = (page.view as Window & { litIssuedWarnings?: Set<string> }).litIssuedWarnings;
    const warnings = [...(issued ?? [])].filter((warning) => !warning.includes('dev-mode'));
    expect(warnings, 'Lit warned on the page').to.deep.equal([]);
  });

  after(async () => {
    frame.remove();
    localStorage.removeItem(`${STORAGE_PREFIX}${KEY}`);
    console.log(`whole game: ${taps} taps`);
    await restoreViewport();
  });

  it('sets up for 3 players: one Dark Arts Player, two House Players, five Dark Arts pawns (pp. 6, 8, 9)', async () => {
    const height = page.view.document.documentElement.scrollHeight;
    console.log(`whole-game page at ${PHONE.width} px: ${height} px tall before play`);
    await tap(playerRadio(3), () => $(page.setup, '[part="figures"]'), 'choosing 3 players');
    expect(page.game.state!.players).to.equal(3);
    // p. 6: pawns = players + 2, four on the Deployment Spaces, the rest in reserve.
    expect(page.setup.plan).to.include({
      housePlayers: 2,
      darkArtsPlayers: 1,
      pawns: 5,
      onBoard: 4,
      reserve: 1,
    });
    expect(undoLabel()).to.equal('Undo: players set to 3');
    for (const [index, box] of setupBoxes().entries()) {
      await tap(box, () => box, `setup step ${index + 1}`);
      expect(box.checked, `setup step ${index + 1} ticked`).to.be.true;
      expect(undoLabel()).to.equal(`Undo: setup step ${index + 1} ticked`);
    }
    expect(page.game.state!.setupTicks).to.have.length(page.setup.plan.steps.length);
    await shot('01-setup');
  });

  it('round 1: Gryffindor, then Hufflepuff, then the Dark Arts Player (p. 10); each Replenish moves the marker (pp. 17, 22), the bump that collects every House Marker too (p. 20)', async function () {
    this.timeout(120000);
    // p. 10: the House Player to the Dark Arts Player's left goes first, then clockwise.
    expect(whose()).to.equal("Gryffindor's turn Round 1");
    await choose('replenish');
    await tick('replenish-discard');
    await tick('replenish-draw');
    await tick('replenish-stand-pawns');
    await moveMarker('replenish-advance-marker');
    await tick('end-of-turn');
    await shot('02-gryffindor-replenished');
    await nextTurn("Hufflepuff's turn Round 1");
    await choose('replenish');
    // p. 22: an Event Space: draw the white Event Card; the Dark Arts Player then chooses.
    await moveMarker('replenish-advance-marker', [
      'Event Space: draw the top white Event Card',
      'then the Dark Arts Player chooses its effect or the white Progress Token',
    ]);
    await shot('03-white-event');
    await decide('effect', 'white event effect');
    await nextTurn("Dark Arts Player's turn Round 1");
    expect(page.turn.side).to.equal('dark-arts');
    await choose('explore');
    await tick('explore-play-card');
    await tick('bump-house-marker');
    // p. 20: holding every House Marker moves the marker one space; the markers go back.
    await moveMarker('bump-all-markers', ['Give every House Marker back to its owner.']);
    await tick('end-of-turn');
    await nextTurn("Gryffindor's turn Round 2");
  });
  it('round 2: the last white Event Space forces the white token (p. 22), orange effects unlock on the first orange space (p. 21), an event moves the marker on (p. 22)', async function () {
    this.timeout(120000);
    await choose('replenish');
    await moveMarker('replenish-advance-marker', [
      'Event Space: draw the top white Event Card',
      "then the Dark Arts Player must take the white Progress Token, as this is the zone's last Event Space",
    ]);
    // p. 22: the zone's Progress Token must be taken before the marker enters the next zone.
    expect(eventButton('effect').disabled, 'no effect on the last white Event Space').to.be.true;
    await decide('token', 'white Progress Token');
    expect(pathState().tokens.white).to.be.true;
    await nextTurn("Hufflepuff's turn Round 2");
    await choose('replenish');
    await moveMarker('replenish-advance-marker', [
      'Orange Dark Arts card effects are now unlocked, and the white Event Deck is no longer used.',
    ]);
    // p. 21: orange card effects unlock at the first orange space.
    expect(page.path.info.unlocked).to.deep.equal(['white', 'orange']);
    await nextTurn("Dark Arts Player's turn Round 2");
    await choose('explore');
    await moveMarker('bump-all-markers', [
      'Give every House Marker back to its owner.',
      'Event Space: draw the top orange Event Card',
      'then the Dark Arts Player chooses its effect or the orange Progress Token',
    ]);
    await decide('effect', 'orange event effect');
    // p. 22: an event may tell the players to move the marker on; the tracker takes that cause.
    await tap(
      $(page.path, 'button.advance')!,
      () => $(page.path, '#causes'),
      'Advance the marker…',
    );
    await tap(
      $(page.path, 'button.cause[data-cause="event"]')!,
      pathStatus,
      'an Event Card moves the marker',
    );
    expect(position()).to.equal(7);
    expect(text(pathStatus())).to.contain('An Event Card said so');
    expect(undoLabel()).to.equal('Undo: marker moved to space 8');
    await nextTurn("Gryffindor's turn Round 3");
  });

  it("round 3: the last orange Event Space forces the orange token (p. 22); the Dark Arts Player's Replenish leaves the marker where it is (pp. 20–22)", async function () {
    this.timeout(120000);
    await choose('replenish');
    await moveMarker('replenish-advance-marker', [
      'Event Space: draw the top orange Event Card',
      "then the Dark Arts Player must take the orange Progress Token, as this is the zone's last Event Space",
    ]);
    expect(eventButton('effect').disabled, 'no effect on the last orange Event Space').to.be.true;
    await decide('token', 'orange Progress Token');
    expect(pathState().tokens).to.include({ white: true, orange: true });
    await nextTurn("Hufflepuff's turn Round 3");
    await choose('replenish');
    await moveMarker('replenish-advance-marker');
    await nextTurn("Dark Arts Player's turn Round 3");
    await choose('replenish');
    await tick('replenish-stand-pawns');
    await tick('replenish-draw');
    await tick('replenish-marker-stays');
    expect(position(), 'the Dark Arts Replenish moves no marker').to.equal(9);
    await tick('end-of-turn');
    await nextTurn("Gryffindor's turn Round 4");
  });

  it('round 4: red effects unlock on the first red space (p. 21), the first red event may leave the token (p. 22), and the first Defence Shield wins nothing yet (p. 23)', async function () {
    this.timeout(120000);
    await choose('replenish');
    await moveMarker('replenish-advance-marker', [
      'Red Dark Arts card effects are now unlocked, and the orange Event Deck is no longer used.',
    ]);
    expect(page.path.info.unlocked).to.deep.equal(['white', 'orange', 'red']);
    // pp. 11, 23: Gryffindor trades in the items on a Defence Shield Space.
    await shield('Gryffindor', 'No winner yet');
    expect(undoLabel()).to.equal('Undo: Gryffindor Defence Shields set to 1');
    await nextTurn("Hufflepuff's turn Round 4");
    await choose('replenish');
    await moveMarker('replenish-advance-marker', [
      'Event Space: draw the top red Event Card',
      'then the Dark Arts Player chooses its effect or the red Progress Token',
    ]);
    await decide('effect', 'red event effect');
    expect(pathState().tokens.red).to.be.false;
    await nextTurn("Dark Arts Player's turn Round 4");
    await choose('explore');
    await moveMarker('bump-all-markers', ['Give every House Marker back to its owner.']);
    await nextTurn("Gryffindor's turn Round 5");
  });

  it('round 5: the red token at the next red Event Space brings the Location Card with a requirement of two pawns (pp. 22, 23); the last space starts the final hand and keeps that requirement (p. 22)', async function () {
    this.timeout(120000);
    await choose('replenish');
    await moveMarker('replenish-advance-marker', [
      'Event Space: draw the top red Event Card',
      'then the Dark Arts Player chooses its effect or the red Progress Token',
    ]);
    await shot('04-red-event');
    await decide('token', 'Location Card');
    expect(pathState().locationRequirement).to.equal(2);
    expect(text($(page.path, '[part="facts"]'))).to.contain(
      'Taken: the Dark Arts Player needs 2 Dark Arts pawns at their Location.',
    );
    // The victory checker follows the game: three tokens and the requirement of two (p. 23),
    // with no pawn at the Location yet, so no winner.
    expect(page.victory.verdict.outcome).to.equal('none');
    expect(text($(page.victory, '#tokens .visually-hidden'))).to.equal('3 Progress Tokens held');
    expect(($(page.victory, 'input[name="requirement"][value="2"]') as HTMLInputElement).checked).to
      .be.true;
    await nextTurn("Hufflepuff's turn Round 5");
    await choose('replenish');
    await moveMarker('replenish-advance-marker');
    await shield('Hufflepuff', 'No winner yet');
    await nextTurn("Dark Arts Player's turn Round 5");
    await choose('explore');
    await tick('explore-play-card');
    await moveMarker('bump-all-markers', [
      'Give every House Marker back to its owner.',
      'nobody may Replenish again',
      'does not win or end the game',
    ]);
    expect(page.path.info.finalHand).to.be.true;
    expect(pathState().locationRequirement, 'later movement does not lower it').to.equal(2);
    await shot('05-final-hand');
    await nextTurn("Gryffindor's turn Round 6");
  });

  it('round 6: in the final hand nobody may Replenish (p. 22); the first House to two Defence Shields wins (p. 23)', async function () {
    this.timeout(120000);
    expect(actionRadio('replenish').disabled, 'no Replenish in the final hand').to.be.true;
    await choose('explore');
    await shield('Gryffindor', 'Gryffindor wins');
    expect(page.victory.verdict).to.include({ outcome: 'house', winner: 'gryffindor' });
    await shot('06-gryffindor-wins');
  });

  it('undoes the last three changes from the toolbar, each the change it names', async function () {
    this.timeout(60000);
    expect(undoLabel()).to.equal('Undo: Gryffindor Defence Shields set to 2');
    await tap(undoButton(), verdict, 'Undo the second shield');
    expect(text(toolbarStatus())).to.equal('Undid: Gryffindor Defence Shields set to 2.');
    expect(text(verdict())).to.equal('No winner yet');
    expect(text(toolbarStatus())).to.equal('Undid: Gryffindor Defence Shields set to 2.');
    expect(undoLabel()).to.equal('Undo: Explore chosen');
    await tap(undoButton(), toolbarStatus, 'Undo Explore');
    expect(text(toolbarStatus())).to.equal('Undid: Explore chosen.');
    expect(page.turn.plan, 'no action chosen').to.equal(null);
    expect(undoLabel()).to.equal('Undo: next turn started');
    await tap(undoButton(), toolbarStatus, 'Undo Next turn');
    expect(text(toolbarStatus())).to.equal('Undid: next turn started.');
    expect(whose()).to.equal("Dark Arts Player's turn Round 5");
    expect(page.turn.plan?.action).to.equal('explore');
    await shot('07-undone');
  });
  it('comes back exactly as it was after a real reload of the page (persist)', async function () {
    this.timeout(60000);
    const before = {
      state: JSON.stringify(page.game.state),
      undo: undoLabel(),
      whose: whose(),
      ticked: setupBoxes().map((box) => box.checked),
      turnTicks: $$(page.turn, '[part="step"] input[type="checkbox"]').map(
        (box) => (box as HTMLInputElement).checked,
      ),
      summary: text($(page.path, '.summary')),
      facts: text($(page.path, '[part="facts"]')),
      verdict: text(verdict()),
      shields: $$(page.victory, '[part="houses"] output').map((each) => text(each)),
    };
    const old = page.game;
    const load = loadEvent();
    page.view.location.reload();
    page = await pageLoaded(load);
    expect(page.game, 'a new page').to.not.equal(old);
    expect(JSON.stringify(page.game.state), 'the saved game').to.equal(before.state);
    expect(undoLabel()).to.equal(before.undo);
    expect(whose()).to.equal("Dark Arts Player's turn Round 5");
    expect(setupBoxes().map((box) => box.checked)).to.deep.equal(before.ticked);
    expect(
      $$(page.turn, '[part="step"] input[type="checkbox"]').map(
        (box) => (box as HTMLInputElement).checked,
      ),
    ).to.deep.equal(before.turnTicks);
    expect(text($(page.path, '.summary'))).to.equal(before.summary);
    expect(text($(page.path, '.summary'))).to.equal('Marker on space 16 of 16, red zone.');
    expect(text($(page.path, '[part="facts"]'))).to.equal(before.facts);
    expect(text(verdict())).to.equal(before.verdict);
    expect($$(page.victory, '[part="houses"] output').map((each) => text(each))).to.deep.equal(
      before.shields,
    );
    expect(page.game.state!.players).to.equal(3);
    expect(pathState()).to.deep.include({
      position: 15,
      tokens: { white: true, orange: true, red: true },
      locationRequirement: 2,
    });
    await shot('08-reloaded');
  });

  it('plays on after the reload until Gryffindor wins with its second Defence Shield (p. 23)', async function () {
    this.timeout(60000);
    await nextTurn("Gryffindor's turn Round 6");
    expect(actionRadio('replenish').disabled, 'still no Replenish in the final hand (p. 22)').to.be
      .true;
    await choose('explore');
    await tick('explore-play-card');
    await shield('Gryffindor', 'Gryffindor wins');
    expect(page.victory.verdict).to.include({ outcome: 'house', winner: 'gryffindor' });
    const height = page.view.document.documentElement.scrollHeight;
    console.log(`whole-game page at ${PHONE.width} px: ${height} px tall at the win`);
    expect(taps, 'taps in the whole game, each one the first try').to.equal(82);
    await shot('09-won-after-reload');
  });
});
