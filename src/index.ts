// The game first: it must be defined before the widgets inside it upgrade and ask for its context.
export { DefendersGame } from './components/game.js';
export { DefendersSetupCalculator } from './components/setup-calculator.js';
export { DefendersTurnChecklist } from './components/turn-checklist.js';
export type { TurnChecklistChange } from './components/turn-checklist.js';
export { DefendersPathTracker } from './components/path-tracker.js';
export type { PathTrackerChange } from './components/path-tracker.js';
export { DefendersVictoryChecker } from './components/victory-checker.js';
export { DefendersFaq } from './components/faq.js';
export { DefendersRuleRef } from './components/rule-ref.js';
export type { DefendersChangeEvent, DefendersChangeDetail } from './shared/events.js';
export type { SetupCalculatorChange } from './components/setup-calculator.js';
export type { VictoryCheckerChange } from './components/victory-checker.js';
export type { GameChange } from './components/game.js';
export type { FaqChange } from './components/faq.js';
export type { GameState, GameContextValue } from './shared/context.js';
export type { PdfPageFunction, PageSettings } from './shared/pdf-pages.js';
export { VERSION } from './shared/version.js';
