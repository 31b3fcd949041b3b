// Type test, checked by `npm run typecheck` (never run): a victory checker's `defenders-change`
// listener gets a `VictoryCheckerChange`.
import type {
  DefendersVictoryChecker,
  VictoryCheckerChange,
} from '../../src/components/victory-checker/victory-checker.js';
import type { Verdict, VictoryInput } from '../../src/rules/types.js';

export function listen(checker: DefendersVictoryChecker): void {
  checker.addEventListener('defenders-change', (event) => {
    const detail: VictoryCheckerChange = event.detail;
    const input: VictoryInput = event.detail.input;
    const verdict: Verdict = event.detail.verdict;
    const ok: boolean = event.detail.shieldClaim.ok;
    // @ts-expect-error a victory checker's change has no player count
    void event.detail.players;
    void [detail, input, verdict, ok];
  });
  checker.addEventListener('click', (event) => {
    const x: number = event.clientX;
    void x;
  });
  checker.removeEventListener('defenders-change', (event) => void event.detail.verdict.outcome);
}
