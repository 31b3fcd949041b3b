import { SOURCE_LOCALE, translate } from '../../../i18n/translate.js';
import { actionName } from '../../../rules/names.js';
import type { RuleStep, TurnPlan } from '../../../rules/types.js';
import { turnChecklistMessages } from '../turn-checklist.messages.js';

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

/** The plan's steps in order, in runs of the same group, each run with its heading in `locale`. */
export function groupSteps(plan: TurnPlan, locale: string = SOURCE_LOCALE): StepGroup[] {
  const title = (key: StepGroup['key']) =>
    translate(turnChecklistMessages, locale, `turn-checklist.group.${key}`, {
      action: (language) => actionName(plan.action, language),
    });
  const groups: StepGroup[] = [];
  for (const step of plan.steps) {
    const key = groupOf(step);
    const last = groups.at(-1);
    if (last && last.key === key) last.steps.push(step);
    else groups.push({ key, title: title(key), steps: [step] });
  }
  return groups;
}
