import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { FAQ, PLAYER_COUNTS, checkVictory, setupFor, turnActions, turnPlan } from '../../src/rules/index.js';
import type { Action, Side } from '../../src/rules/index.js';
import { RUNS, expectPages } from './helpers.js';

/** Pieces of rules text gathered from every function that returns some. */
function allTexts(): { text: string; pages: number[] }[] {
  const texts: { text: string; pages: number[] }[] = [];
  for (const players of PLAYER_COUNTS) texts.push(...setupFor(players).steps);
  const plans: [Side, Action][] = [['house', 'explore'], ['house', 'learn'], ['house', 'replenish'], ['dark-arts', 'explore'], ['dark-arts', 'replenish']];
  for (const [side, action] of plans) texts.push(...turnPlan(side, action).steps);
  for (const side of ['house', 'dark-arts'] as const) {
    for (const option of turnActions(side, { finalHand: true, pawnOutsideProtectedArea: false })) {
      texts.push({ text: option.reason ?? 'allowed', pages: option.pages });
    }
  }
  for (const entry of FAQ) texts.push({ text: `${entry.question} ${entry.answer}`, pages: entry.pages });
  return texts;
}

describe('rules texts', () => {
  it('are all non-empty with ascending pages', () => {
    for (const { text, pages } of allTexts()) {
      expect(text.trim()).to.not.equal('');
      expectPages(pages);
    }
  });

  it('cite only pages of the rulebook that the guide cites', () => {
    const cited = new Set([2, 3, 6, 7, 8, 9, 10, 11, 16, 17, 20, 21, 22, 23]);
    for (const { pages } of allTexts()) for (const page of pages) expect(cited.has(page), `page ${page}`).to.equal(true);
  });

  it('come with reasons for every verdict (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom<1 | 2 | 3>(1, 2, 3), fc.boolean(), (shields, tokens, requirement, finalHand) => {
        // Only inputs a game can reach: the final hand comes with all three tokens and the card, and
        // requirement 1 (set on the last space) only with the final hand.
        const progressTokens = finalHand ? 3 : tokens;
        const locationRequirement = progressTokens < 3 ? null : !finalHand && requirement === 1 ? 2 : requirement;
        const verdict = checkVictory({
          houses: [{ house: 'slytherin', shields }],
          darkArts: { progressTokens, locationRequirement, pawnsAtLocation: 0 },
          finalHand,
          everyoneOutOfCards: true,
        });
        return verdict.reasons.length > 0 && verdict.reasons.every((reason) => reason.text.length > 0 && reason.pages.length > 0);
      }),
      { numRuns: RUNS },
    );
  });
});
