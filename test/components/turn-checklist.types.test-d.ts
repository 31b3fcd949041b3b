// Checked by `npm run typecheck`, never run: the typed `defenders-change` and attribute domains of
// <defenders-turn-checklist>.
import type {
  DefendersTurnChecklist,
  TurnChecklistChange,
} from '../../src/components/turn-checklist/turn-checklist.js';
import type { Action, Side, TurnPlan } from '../../src/rules/types.js';

export function listensTyped(checklist: DefendersTurnChecklist): void {
  checklist.addEventListener('defenders-change', (event) => {
    const plan: TurnPlan | null = event.detail;
    const action: Action | undefined = event.detail?.action;
    // @ts-expect-error the detail is the plan shown, or null before an action is chosen
    const players: unknown = event.detail?.players;
    void [plan, action, players];
  });
  const detail: TurnChecklistChange = null;
  void detail;
}

export function attributeDomains(checklist: DefendersTurnChecklist): void {
  const side: Side = checklist.side;
  checklist.action = 'learn';
  checklist.action = null;
  // @ts-expect-error `side` is a Side
  checklist.side = 'slytherin';
  // @ts-expect-error `action` is an Action or null
  checklist.action = 'fly';
  void side;
}

export function inTheEventMap(element: HTMLElement): void {
  element.addEventListener('defenders-change', (event) => {
    // Any element's listener sees the union of every widget's detail, this one's included.
    const detail: typeof event.detail = null satisfies TurnChecklistChange;
    void [event, detail];
  });
}
