import { ACTION_NAMES } from '../rules/constants.js';
import type { RuleStep, TurnPlan } from '../rules/types.js';

/** How the plan's steps are grouped on screen; the core gives one ordered list. */
export interface StepGroup {
  key: 'main' | 'free' | 'bump' | 'end';
  title: string;
  steps: RuleStep[];
}

function groupOf(step: RuleStep): StepGroup['key'] {
  if (step.id === 'end-of-turn') return 'end';
  if (step.id.startsWith('free-')) return 'free';
  if (step.id.startsWith('bump-')) return 'bump';
  return 'main';
}

/** The plan's steps in order, in runs of the same group, each run with its heading. */
export function groupSteps(plan: TurnPlan): StepGroup[] {
  const titles = {
    main: `${ACTION_NAMES[plan.action]}, step by step`,
    free: 'Free actions (optional)',
    bump: 'If your pawn bumps a House pawn',
    end: 'End of turn',
  };
  const groups: StepGroup[] = [];
  for (const step of plan.steps) {
    const key = groupOf(step);
    const last = groups.at(-1);
    if (last && last.key === key) last.steps.push(step);
    else groups.push({ key, title: titles[key], steps: [step] });
  }
  return groups;
}
