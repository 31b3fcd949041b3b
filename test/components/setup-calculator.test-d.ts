// Type test, checked by `npm run typecheck` (never run): a setup calculator's `defenders-change`
// listener gets the `SetupPlan` shown, and `players` is a player count.
import type {
  DefendersSetupCalculator,
  SetupCalculatorChange,
} from '../../src/components/setup-calculator/setup-calculator.js';
import type { PlayerCount, SetupPlan } from '../../src/rules/types.js';

export function listen(calculator: DefendersSetupCalculator): void {
  calculator.addEventListener('defenders-change', (event) => {
    const plan: SetupPlan = event.detail;
    const players: PlayerCount = event.detail.players;
    const detail: SetupCalculatorChange = plan;
    // @ts-expect-error a setup plan carries no verdict
    void event.detail.verdict;
    void [players, detail];
  });
  const shown: PlayerCount = calculator.players;
  calculator.players = 3;
  // @ts-expect-error players is 2 to 5
  calculator.players = 6;
  void shown;
}
