// One control per marker move, tapped by touch at 390 px as players do: inside a game the turn
// checklist's Replenish marker step ticks and moves the shared marker in one tap and one undoable
// change, the path tracker shows that move and warns before the same advance; outside a game
// nothing moves and the step says the players move the marker on the board.
import { expect, fixture, html } from '@open-wc/testing';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/index.js';
import '../../src/locales/de.js';
import { $, $$, text } from '../helpers/dom.js';
import { settle } from '../helpers/play.js';
import { inViewport, phoneViewport, restoreViewport, tapOnce } from '../helpers/tap.js';

/** The checklist's step that moves the Dark Arts Marker (its text in `words`). */
function markerStep(
  el: DefendersTurnChecklist,
  words = 'Dark Arts Marker forward',
): HTMLInputElement {
  const box = ($$(el, '[part="step"] input[type="checkbox"]') as HTMLInputElement[]).find((each) =>
    text(each.closest('label')).includes(words),
  );
  if (!box) throw new Error(`no marker step "${words}"`);
  return box;
}

function actionRadio(el: DefendersTurnChecklist, action: string): HTMLInputElement {
  return ($$(el, 'input[name="action"]') as HTMLInputElement[]).find(
    (input) => input.value === action,
  ) as HTMLInputElement;
}

const cause = (tracker: DefendersPathTracker, id: string) =>
  $(tracker, `button.cause[data-cause="${id}"]`) as HTMLButtonElement;

async function table(lang = 'en'): Promise<{
  game: DefendersGame;
  checklist: DefendersTurnChecklist;
  tracker: DefendersPathTracker;
}> {
  const game = await fixture<DefendersGame>(html`<defenders-game lang=${lang}>
    <defenders-turn-checklist></defenders-turn-checklist>
    <defenders-path-tracker></defenders-path-tracker>
  </defenders-game>`);
  await settle(game);
  const checklist = game.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
  const tracker = game.querySelector('defenders-path-tracker') as DefendersPathTracker;
  await settle(checklist, tracker);
  return { game, checklist, tracker };
}

describe('one control per marker move, by touch at 390 px', () => {
  before(() => phoneViewport(390, 844));
  after(() => restoreViewport());

  const tap = async (target: Element, ...roots: Element[]) => {
    await tapOnce(target, 'touch');
    await settle(...roots);
  };

  it('in a game, one tap on the Replenish marker step ticks it and moves the shared marker by one, with what the space means under the step', async () => {
    const { game, checklist, tracker } = await table();
    await tap(actionRadio(checklist, 'replenish'), game, checklist, tracker);
    const before = tracker.state.position;
    await tap(markerStep(checklist), game, checklist, tracker);
    expect(markerStep(checklist).checked, 'ticked by the one tap').to.be.true;
    expect(tracker.state.position, 'moved by the same tap').to.equal(before + 1);
    expect(game.state!.path.state.position).to.equal(before + 1);
    const note = markerStep(checklist).closest('li')!.querySelector('[part="marker-note"]')!;
    expect(text(note)).to.contain(`moved forward to space ${before + 2}`);
    expect(inViewport(note), 'the note shows where the player tapped').to.be.true;
    expect(text($(checklist, '[role="status"]'))).to.equal(text(note));
    await expect(checklist).to.be.accessible();
  });

  it('the tracker shows the move made this turn, and a second tap on its advance is warned about: the Replenish cause is not offered again', async () => {
    const { game, checklist, tracker } = await table();
    await tap(actionRadio(checklist, 'replenish'), game, checklist, tracker);
    await tap(markerStep(checklist), game, checklist, tracker);
    expect(text($(tracker, '.moved-this-turn'))).to.equal('Moved this turn: space 1 → 2.');
    await tap($(tracker, 'button.advance')!, game, tracker);
    const warning = $(tracker, '#replenish-made')!;
    expect(text(warning)).to.contain("Already made: this turn's Replenish moved the marker");
    expect(inViewport(warning), 'the warning shows by the button').to.be.true;
    expect(cause(tracker, 'house-replenish').disabled, 'the spent cause').to.be.true;
    expect(cause(tracker, 'house-replenish').getAttribute('aria-describedby')).to.equal(
      'replenish-made',
    );
    await tap(cause(tracker, 'all-house-markers'), game, tracker);
    expect(tracker.state.position, 'another cause the rules allow still moves it').to.equal(2);
    await expect(tracker).to.be.accessible();
  });

  it("the game's Undo takes back the tick and the move in one step", async () => {
    const { game, checklist, tracker } = await table();
    await tap(actionRadio(checklist, 'replenish'), game, checklist, tracker);
    await tap(markerStep(checklist), game, checklist, tracker);
    expect(tracker.state.position).to.equal(1);
    game.undo();
    await settle(game, checklist, tracker);
    expect(tracker.state.position, 'the move').to.equal(0);
    expect(markerStep(checklist).checked, 'and the tick').to.be.false;
    expect(checklist.plan?.action, 'one step back: the action stays chosen').to.equal('replenish');
    expect($(tracker, '.moved-this-turn')).to.be.null;
    await tap(markerStep(checklist), game, checklist, tracker);
    expect(tracker.state.position, 'the step moves the marker again').to.equal(1);
  });

  it('in German, the step, its note and the tracker say the same', async () => {
    const { game, checklist, tracker } = await table('de');
    await tap(actionRadio(checklist, 'replenish'), game, checklist, tracker);
    const step = markerStep(checklist, 'Marker der Dunklen Künste');
    expect(text($(checklist, '.marker-hint'))).to.contain('Wer diesen Schritt abhakt');
    await tap(step, game, checklist, tracker);
    expect(text($(checklist, '.marker-note'))).to.contain('Feld 2');
    expect(text($(tracker, '.moved-this-turn'))).to.equal('In diesem Zug gezogen: Feld 1 → 2.');
    await tap($(tracker, 'button.advance')!, game, tracker);
    expect(text($(tracker, '#replenish-made'))).to.contain('Schon geschehen');
  });

  it('outside a game, the tap only ticks, nothing moves, and the step says the players move the marker on the board', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div>
      <defenders-turn-checklist action="replenish"></defenders-turn-checklist>
      <defenders-path-tracker></defenders-path-tracker>
    </div>`);
    const checklist = wrapper.querySelector('defenders-turn-checklist') as DefendersTurnChecklist;
    const tracker = wrapper.querySelector('defenders-path-tracker') as DefendersPathTracker;
    await settle(checklist, tracker);
    const step = markerStep(checklist);
    expect(text(step.closest('li')!.querySelector('.marker-hint'))).to.equal(
      'Move the Dark Arts Marker on the board yourselves: this checklist does not keep track of the path.',
    );
    await tap(step, checklist, tracker);
    expect(markerStep(checklist).checked).to.be.true;
    expect(tracker.state.position, 'a tracker beside it, not in a game, stays put').to.equal(0);
    expect($(checklist, '.marker-note')).to.be.null;
    expect($(tracker, '.moved-this-turn')).to.be.null;
  });
});
