// Checked by `npm run typecheck`, never run: the typed `defenders-change` of <defenders-path-tracker>.
import type {
  DefendersPathTracker,
  PathTrackerChange,
} from '../../src/components/path-tracker/path-tracker.js';
import type { LocationRequirement, PathState } from '../../src/rules/types.js';

export function listensTyped(tracker: DefendersPathTracker): void {
  tracker.addEventListener('defenders-change', (event) => {
    const state: PathState = event.detail;
    const position: number = event.detail.position;
    const requirement: LocationRequirement | null = event.detail.locationRequirement;
    // @ts-expect-error the detail is the PathState, which has no `plan`
    const plan: unknown = event.detail.plan;
    void [state, position, requirement, plan];
  });
  tracker.removeEventListener('defenders-change', (event) => void event.detail.tokens.red);
  const detail: PathTrackerChange = tracker.state;
  void detail;
}
