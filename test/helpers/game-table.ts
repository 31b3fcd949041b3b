// A <defenders-game> holding every widget that keeps a state in it, two of each kind (so a change
// made in one is checked in the other), and how the tests read and change those widgets.
import { fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { STORAGE_PREFIX } from '../../src/shared/storage.js';
import type { DefendersGame } from '../../src/components/game/game.js';
import type { DefendersPathTracker } from '../../src/components/path-tracker/path-tracker.js';
import type { DefendersSetupCalculator } from '../../src/components/setup-calculator/setup-calculator.js';
import type { DefendersTurnChecklist } from '../../src/components/turn-checklist/turn-checklist.js';
import type { DefendersVictoryChecker } from '../../src/components/victory-checker/victory-checker.js';
import '../../src/components/game/game.js';
import '../../src/components/setup-calculator/setup-calculator.js';
import '../../src/components/path-tracker/path-tracker.js';
import '../../src/components/turn-checklist/turn-checklist.js';
import '../../src/components/victory-checker/victory-checker.js';
import { $, $$, text } from './dom.js';
import { settle } from './play.js';

let keyCounter = 0;
export const freshKey = () => `undo-widgets-${Date.now()}-${++keyCounter}`;

export interface Table {
  game: DefendersGame;
  calculators: DefendersSetupCalculator[];
  checklists: DefendersTurnChecklist[];
  checkers: DefendersVictoryChecker[];
  tracker: DefendersPathTracker;
}

/** Every widget kind twice, or (`setupOnly`) just the two setup calculators. */
function table(persist: string, setupOnly: boolean): TemplateResult {
  if (setupOnly)
    return html`<defenders-game persist=${persist}>
      <defenders-setup-calculator></defenders-setup-calculator>
      <defenders-setup-calculator></defenders-setup-calculator>
    </defenders-game>`;
  return html`<defenders-game persist=${persist}>
    <defenders-setup-calculator></defenders-setup-calculator>
    <defenders-setup-calculator></defenders-setup-calculator>
    <defenders-turn-checklist></defenders-turn-checklist>
    <defenders-turn-checklist></defenders-turn-checklist>
    <defenders-victory-checker></defenders-victory-checker>
    <defenders-victory-checker></defenders-victory-checker>
    <defenders-path-tracker></defenders-path-tracker>
  </defenders-game>`;
}

export async function open(persist = '', setupOnly = false): Promise<Table> {
  const game = await fixture<DefendersGame>(table(persist, setupOnly));
  await settle(game);
  return {
    game,
    calculators: [...game.querySelectorAll('defenders-setup-calculator')],
    checklists: [...game.querySelectorAll('defenders-turn-checklist')],
    checkers: [...game.querySelectorAll('defenders-victory-checker')],
    tracker: game.querySelector('defenders-path-tracker')!,
  };
}

export async function click(game: DefendersGame, control: HTMLElement): Promise<void> {
  control.click();
  await settle(game);
}

export const status = (game: DefendersGame) => text($(game, '.toolbar [role="status"]'));
export const undoButton = (game: DefendersGame) => $(game, '[part="undo"]') as HTMLButtonElement;
export const setupBoxes = (el: DefendersSetupCalculator) =>
  $$(el, '.step input[type="checkbox"]') as HTMLInputElement[];
export const setupTicked = (el: DefendersSetupCalculator) =>
  setupBoxes(el)
    .map((box) => (box.checked ? 1 : 0))
    .join('');
export const sideRadio = (el: DefendersTurnChecklist, side: string) =>
  $(el, `input[name="side"][value="${side}"]`) as HTMLInputElement;
export const actionRadio = (el: DefendersTurnChecklist, action: string) =>
  $(el, `input[name="action"][value="${action}"]`) as HTMLInputElement;
export const stepBoxes = (el: DefendersTurnChecklist) =>
  $$(el, '[part="step"] input[type="checkbox"]') as HTMLInputElement[];
/** What a turn checklist shows: side, chosen action, and which of its steps are ticked. */
export const turnShown = (el: DefendersTurnChecklist) => ({
  side: el.side,
  action: el.plan?.action ?? null,
  ticked: stepBoxes(el)
    .map((box) => (box.checked ? 1 : 0))
    .join(''),
});
export const labelled = (el: HTMLElement, label: string) =>
  $(el, `button[aria-label="${label}"]`) as HTMLButtonElement;

/** Undoes the last change from the toolbar's button and returns what it announced. */
export async function undoByButton(game: DefendersGame): Promise<string> {
  await click(game, undoButton(game));
  return status(game);
}

/** Removes what the tests saved. */
export function clearSaved(): void {
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(`${STORAGE_PREFIX}undo-widgets-`)) localStorage.removeItem(key);
  }
}
