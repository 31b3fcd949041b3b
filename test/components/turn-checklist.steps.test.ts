import { expect } from '@open-wc/testing';
import { turnPlan } from '../../src/rules/turns.js';
import { ACTION_NAMES, SIDES } from '../../src/rules/constants.js';
import { turnActions } from '../../src/rules/turns.js';
import { groupSteps } from '../../src/components/turn-checklist/internal/steps.js';

describe('turn checklist: step groups', () => {
  it('keeps every step of every plan, in rule order, in runs under one heading each', () => {
    for (const side of SIDES) {
      for (const option of turnActions(side, { finalHand: false })) {
        const plan = turnPlan(side, option.id);
        const groups = groupSteps(plan);
        expect(groups.flatMap((group) => group.steps)).to.deep.equal([...plan.steps]);
        groups.forEach((group, index) =>
          expect(group.key, `${side} ${option.id}`).not.to.equal(groups[index - 1]?.key),
        );
        expect(groups[0]?.title).to.equal(`${ACTION_NAMES[option.id]}, step by step`);
      }
    }
  });

  it('puts free actions, bumps and the end of the turn under their own headings', () => {
    const groups = groupSteps(turnPlan('dark-arts', 'explore'));
    const titles = groups.map((group) => group.title);
    expect(titles).to.include('If your pawn bumps a House pawn');
    expect(titles.at(-1)).to.equal('End of turn');
    for (const group of groups) {
      if (group.key === 'bump')
        expect(group.steps.every((step) => step.id.startsWith('bump-'))).to.be.true;
      if (group.key === 'free')
        expect(group.steps.every((step) => step.id.startsWith('free-'))).to.be.true;
    }
  });
});
