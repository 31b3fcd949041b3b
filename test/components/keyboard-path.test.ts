// The Dark Arts path and the game played by keyboard alone, in every engine: real key presses
// (Tab, Shift+Tab, Space, Enter, Escape), never .click(). After every action the focus sits on a
// visible control inside the widget (it never falls back to the page), and the widget's polite live
// region says what happened.
import { expect, html } from '@open-wc/testing';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/game/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersGame } from '../../src/components/game/game.js';
import { DEFAULT_LAYOUT, initialPath, parseLayout } from '../../src/rules.js';
import { RESTART_SENTENCE } from '../../src/model/narration.js';
import { $, $$, text } from '../helpers/dom.js';
import { SPACE, isWithin, pressTogether } from '../helpers/keys.js';
import { act, describeNode, focusedIn, onPage, settle } from '../helpers/play.js';

type Updating = HTMLElement & { updateComplete: Promise<unknown> };

const layout = parseLayout(DEFAULT_LAYOUT);
const RULEBOOK = 'https://example.com/rulebook.pdf';
const CAUSES = [
  'A House Player replenished',
  'An Event Card said so',
  'All House Markers collected',
];

/** Focus is on a visible control inside `widget` whose text includes `name`. */
function expectFocusOn(widget: HTMLElement, name: string): Element {
  const focused = focusedIn(widget);
  expect(text(focused), 'focused control').to.contain(name);
  return focused;
}

function announced(widget: HTMLElement): string {
  return text($(widget, '[role="status"]'));
}

/**
 * With focus on "Advance the marker…": opens the options, Tabs to the cause (the options come right
 * after their trigger) and presses `key` on it.
 */
async function advanceBy(
  tracker: DefendersPathTracker,
  cause: number,
  key: string,
  ...also: Updating[]
): Promise<void> {
  const trigger = expectFocusOn(tracker, 'Advance the marker');
  await act('Enter', tracker, ...also);
  expectFocusOn(tracker, 'Advance the marker');
  expect(trigger.getAttribute('aria-expanded')).to.equal('true');
  for (let index = 0; index <= cause; index += 1) {
    await act('Tab', tracker);
    expectFocusOn(tracker, CAUSES[index]!);
  }
  await act(key, tracker, ...also);
}

/** The tracker at the start of the path, focus on its Advance button. */
async function freshTracker(): Promise<DefendersPathTracker> {
  const tracker = await onPage<DefendersPathTracker>(
    html`<defenders-path-tracker></defenders-path-tracker>`,
    'defenders-path-tracker',
  );
  await act('Tab', tracker);
  expectFocusOn(tracker, 'Advance the marker');
  return tracker;
}

describe('keyboard-only play', () => {
  describe('<defenders-path-tracker>', () => {
    it('advances five times and resolves one event with its effect, one with the Progress Token, focus always on the next control', async () => {
      const tracker = await freshTracker();

      await advanceBy(tracker, 0, 'Enter');
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('A House Player replenished').and.contain('space 2');

      // Space 3 is an Event Space: the panel's first choice takes the focus.
      await advanceBy(tracker, 1, SPACE);
      expect(tracker.state.pending).to.deep.equal({ zone: 'white' });
      expectFocusOn(tracker, 'Use the event effect');
      expect(announced(tracker)).to.contain('Event Space: draw the top white Event Card');

      await act('Enter', tracker);
      expect(tracker.state.pending).to.equal(null);
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('used the white event effect');

      await advanceBy(tracker, 2, 'Enter');
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('space 4').and.contain('Give every House Marker back');

      // The zone's last Event Space: the effect is not allowed, so the token is the first choice open.
      await advanceBy(tracker, 0, SPACE);
      expect(tracker.info.mustTakeToken).to.be.true;
      expectFocusOn(tracker, 'Take the white Progress Token');
      expect(announced(tracker)).to.contain('must take the white Progress Token');

      await act(SPACE, tracker);
      expect(tracker.state.tokens.white).to.be.true;
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('took the white Progress Token');

      await advanceBy(tracker, 1, 'Enter');
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('space 6').and.contain('Orange Dark Arts card effects');
      expect(tracker.state.position).to.equal(5);
    });

    it('puts the cause options right after "Advance the marker…" once a move exists, and Escape closes them onto it', async () => {
      const tracker = await freshTracker();
      await advanceBy(tracker, 0, 'Enter');
      expectFocusOn(tracker, 'Advance the marker');
      await act('Enter', tracker);
      await act('Tab', tracker);
      expectFocusOn(tracker, CAUSES[0]!);
      await act('Escape', tracker);
      expect($$(tracker, 'button.cause'), 'options closed').to.have.length(0);
      const trigger = expectFocusOn(tracker, 'Advance the marker');
      expect(trigger.getAttribute('aria-expanded')).to.equal('false');
      // Escape on the trigger itself closes the open options too.
      await act(SPACE, tracker);
      expect(trigger.getAttribute('aria-expanded')).to.equal('true');
      await act('Escape', tracker);
      expect(trigger.getAttribute('aria-expanded')).to.equal('false');
      expectFocusOn(tracker, 'Advance the marker');
      // With the options closed, the next stop is Undo.
      await act('Tab', tracker);
      expectFocusOn(tracker, 'Undo last move');
      expect(tracker.state.position, 'nothing undone').to.equal(1);
    });

    it('undoes every move by keyboard, across event choices, and hands focus to Advance when the history is empty', async () => {
      const tracker = await freshTracker();
      await advanceBy(tracker, 0, 'Enter');
      await advanceBy(tracker, 0, 'Enter');
      expectFocusOn(tracker, 'Use the event effect');
      await act('Enter', tracker);
      expectFocusOn(tracker, 'Advance the marker');
      await act('Tab', tracker);
      expectFocusOn(tracker, 'Undo last move');

      await act('Enter', tracker);
      expect(tracker.state.pending, 'the event waits again').to.deep.equal({ zone: 'white' });
      expectFocusOn(tracker, 'Undo last move');
      expect(announced(tracker)).to.contain('Undone: Space 3: white event effect used');

      await act(SPACE, tracker);
      expectFocusOn(tracker, 'Undo last move');
      expect(announced(tracker)).to.contain('Undone: Space 3: a House Player replenished');

      await act('Enter', tracker);
      expect(tracker.state).to.deep.equal(initialPath(layout));
      expect(($(tracker, 'button.undo') as HTMLButtonElement).disabled).to.be.true;
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('Undone: Space 2').and.contain('space 1');
    });

    it('starts the path again by keyboard: the confirmation takes focus, and each way out returns it to the trigger', async () => {
      const tracker = await freshTracker();
      await advanceBy(tracker, 2, 'Enter');
      await act('Tab', tracker);
      expectFocusOn(tracker, 'Undo last move');
      await act('Tab', tracker);
      expectFocusOn(tracker, 'Move history (1)');
      await act('Enter', tracker);
      expect(($(tracker, 'details') as HTMLDetailsElement).open).to.be.true;
      await act('Tab', tracker);
      expectFocusOn(tracker, 'Start the path again');

      await act('Enter', tracker);
      expectFocusOn(tracker, 'Keep playing');
      await act('Escape', tracker);
      expect($$(tracker, '.restart-confirm'), 'Escape closes the confirmation').to.have.length(0);
      expectFocusOn(tracker, 'Start the path again');

      await act(SPACE, tracker);
      expectFocusOn(tracker, 'Keep playing');
      await act('Enter', tracker);
      expectFocusOn(tracker, 'Start the path again');
      expect(tracker.state.position, 'kept playing').to.equal(1);

      await act('Enter', tracker);
      await act('Tab', tracker);
      expectFocusOn(tracker, 'Yes, start again');
      await act('Enter', tracker);
      expect(tracker.state).to.deep.equal(initialPath(layout));
      expectFocusOn(tracker, 'Start the path again');
      expect(announced(tracker)).to.equal(RESTART_SENTENCE);
      // Back up the page: the path's controls, in order, no stop skipped.
      await pressTogether('Shift', 'Tab');
      expectFocusOn(tracker, 'Move history (0)');
      await pressTogether('Shift', 'Tab');
      expectFocusOn(tracker, 'Advance the marker');
    });
  });

  describe('inside <defenders-game>', () => {
    /** A game holding a tracker, the focus Tabbed through the game's toolbar to the tracker. */
    async function gameWithTracker(): Promise<{
      game: DefendersGame;
      tracker: DefendersPathTracker;
    }> {
      const game = await onPage<DefendersGame>(
        html`<defenders-game rulebook-url=${RULEBOOK}>
          <defenders-path-tracker></defenders-path-tracker>
        </defenders-game>`,
        'defenders-game',
      );
      const tracker = game.querySelector('defenders-path-tracker') as DefendersPathTracker;
      await act('Tab', game);
      expectFocusOn(game, 'Undo');
      await act('Tab', game);
      expectFocusOn(game, 'New game');
      await act('Tab', game);
      return { game, tracker };
    }

    it('names the event by its heading alone and puts the choices before the citation', async () => {
      const { game, tracker } = await gameWithTracker();
      await advanceBy(tracker, 0, 'Enter', game);
      await advanceBy(tracker, 0, 'Enter', game);
      const choice = expectFocusOn(tracker, 'Use the event effect');
      const panel = $(tracker, '[part="event"]') as HTMLElement;
      const heading = tracker.shadowRoot!.getElementById(
        panel.getAttribute('aria-labelledby') as string,
      ) as HTMLElement;
      expect(heading.localName).to.equal('h3');
      expect(
        [...heading.querySelectorAll('.ref, a')].map(describeNode),
        'no citation in the heading',
      ).to.deep.equal([]);
      expect(text(heading)).to.equal('Event Space: white event');
      expect(isWithin(choice, panel)).to.be.true;

      await act('Tab', game);
      expectFocusOn(tracker, 'Take the white Progress Token');
      await act('Tab', game);
      const citation = expectFocusOn(tracker, 'Rulebook p. 22');
      expect(citation.localName).to.equal('a');
      expect(isWithin(citation, panel), 'the citation stays in the event panel').to.be.true;
      await act('Tab', game);
      expectFocusOn(tracker, 'Undo last move');
    });

    it('plays the shared path and starts a new game by keyboard', async () => {
      const { game, tracker } = await gameWithTracker();
      await advanceBy(tracker, 0, 'Enter', game);
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('space 2');
      await advanceBy(tracker, 2, SPACE, game);
      expectFocusOn(tracker, 'Use the event effect');
      await act('Tab', game);
      await act('Enter', game);
      expect(game.state!.path.state.tokens.white).to.be.true;
      expectFocusOn(tracker, 'Advance the marker');
      expect(announced(tracker)).to.contain('took the white Progress Token');

      await pressTogether('Shift', 'Tab');
      await settle(game);
      expectFocusOn(game, 'New game');
      await act('Enter', game);
      expectFocusOn(game, 'Cancel');
      await act('Escape', game);
      expectFocusOn(game, 'New game');
      expect(game.state!.path.state.position, 'the game goes on').to.equal(2);

      // Escape on the trigger, with the confirmation open, cancels too.
      await act(SPACE, game);
      expectFocusOn(game, 'Cancel');
      await pressTogether('Shift', 'Tab');
      await settle(game);
      const trigger = expectFocusOn(game, 'New game');
      expect(trigger.getAttribute('aria-expanded')).to.equal('true');
      await act('Escape', game);
      expect(trigger.getAttribute('aria-expanded')).to.equal('false');
      expectFocusOn(game, 'New game');

      await act('Enter', game);
      expectFocusOn(game, 'Cancel');
      await act('Tab', game);
      expectFocusOn(game, 'Start a new game');
      await act('Enter', game);
      expectFocusOn(game, 'New game');
      expect(announced(game)).to.equal('New game started. Undo brings the last one back.');
      expect(game.state!.path.history).to.have.length(0);
      expect(tracker.state).to.deep.equal(initialPath(layout));
      await pressTogether('Shift', 'Tab');
      await settle(game);
      const undo = expectFocusOn(game, 'Undo');
      expect(undo.getAttribute('aria-disabled')).to.equal('false');
      // Undo by keyboard: the last game comes back, in the tracker too, and the focus stays.
      await act('Enter', game, tracker);
      expect(announced(game)).to.equal('Undid: new game started.');
      expect(tracker.state!.position).to.equal(2);
      expect(tracker.state!.tokens.white).to.be.true;
      expectFocusOn(game, 'Undo');
      await act('Tab', game);
      expectFocusOn(game, 'New game');
      await act('Tab', game);
      expectFocusOn(tracker, 'Advance the marker');
    });
  });
});
