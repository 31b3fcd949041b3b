import type { LocaleOptions } from '../i18n/messages.js';
import { localeOf, translate } from '../i18n/translate.js';
import type {
  Action,
  ActionOption,
  House,
  Pages,
  RuleStep,
  Side,
  TurnContext,
  TurnPlan,
} from './types.js';
import { HOUSES, SIDES } from './constants.js';
import { received } from './errors.js';
import { turnMessages, type TurnMessageKey } from './turns.messages.js';
import {
  fail,
  freezeDeep,
  optionalBoolean,
  readField,
  requireArray,
  requireInteger,
  requireOneOf,
  requireRecord,
} from './validate.js';

/**
 * One step of a turn plan before it is told in a language: its id and its pages. Its message in
 * `turnMessages` is `turns.step.<id>`, or the side's own `turns.step.<side>.<id>` when `sided`:
 * only `tell` spells the keys, so a bundle that needs the steps' ids alone (`turnStepIds`) keeps
 * none of their texts.
 */
interface StepRule {
  readonly id: string;
  readonly sided?: true;
  readonly pages: Pages;
}

/** A step whose message key is its id. */
function rule(id: string & keyof StepKeys, pages: Pages): StepRule {
  return { id, pages };
}

/** A step each side is told in its own words: `turns.step.house.<id>`, `turns.step.dark-arts.<id>`. */
function sidedRule(id: string & keyof SidedStepKeys, pages: Pages): StepRule {
  return { id, sided: true, pages };
}

/** Step ids whose message is `turns.step.<id>`. */
type StepKeys = {
  [key in TurnMessageKey as key extends `turns.step.${infer id}` ? id : never]: true;
};

/** Step ids with a message of each side's, `turns.step.<side>.<id>`. */
type SidedStepKeys = {
  [
    key in TurnMessageKey as key extends `turns.step.house.${infer id}`
      ? `turns.step.dark-arts.${id}` extends TurnMessageKey
        ? id
        : never
      : never
  ]: true;
};

/** A card that contradicts a general rule wins; its effects are optional unless it says otherwise (p. 16). */
const CARD_EFFECTS_STEP = rule('card-effects', [16]);

const HOUSE_FREE_ACTIONS: StepRule[] = [
  rule('free-hogwarts-token', [17]),
  rule('free-parchment-scroll', [17]),
  rule('free-scroll-replacement', [17]),
];

function endOfTurn(side: Side): StepRule {
  return rule('end-of-turn', side === 'house' ? [17] : [21]);
}

const HOUSE_MAIN_STEPS: Record<Action, StepRule[]> = {
  explore: [
    sidedRule('explore-play-card', [16]),
    rule('explore-finish-card', [16]),
    rule('explore-bonus-space', [16]),
    CARD_EFFECTS_STEP,
  ],
  learn: [
    rule('learn-pawn-outside', [17]),
    rule('learn-acquire', [17]),
    rule('learn-advanced-acquire', [17]),
    rule('learn-place-card', [17]),
    CARD_EFFECTS_STEP,
  ],
  replenish: [
    rule('replenish-discard', [17]),
    rule('replenish-draw', [17]),
    sidedRule('replenish-stand-pawns', [17]),
    rule('replenish-advance-marker', [17, 22]),
    rule('replenish-resolve-event', [22]),
  ],
};

const BUMP_STEPS: StepRule[] = [
  rule('bump-choose-pawn', [20]),
  rule('bump-great-hall', [20]),
  rule('bump-reserve', [20]),
  rule('bump-house-marker', [20]),
  rule('bump-all-markers', [20, 22]),
  rule('bump-acquire', [20]),
];

const DARK_ARTS_MAIN_STEPS: Partial<Record<Action, StepRule[]>> = {
  explore: [
    sidedRule('explore-play-card', [20, 21]),
    rule('explore-unlocked-colours', [21]),
    CARD_EFFECTS_STEP,
    rule('explore-deploy-reserve', [20, 21]),
    rule('explore-occupied-deployment', [20, 21]),
    rule('explore-protected-areas', [10, 20]),
    ...BUMP_STEPS,
  ],
  replenish: [
    sidedRule('replenish-stand-pawns', [20, 21]),
    rule('replenish-draw', [20, 21]),
    rule('replenish-no-discard', [20, 21]),
    rule('replenish-marker-stays', [22]),
  ],
};

/** The steps of `side` told in `locale`, each with a copy of its pages. */
function tell(steps: readonly StepRule[], side: Side, locale: string): RuleStep[] {
  return steps.map(({ id, sided, pages }) => ({
    id,
    text: translate(
      turnMessages,
      locale,
      (sided ? `turns.step.${side}.${id}` : `turns.step.${id}`) as TurnMessageKey,
    ),
    pages: [...pages],
  }));
}

function readContext(context: unknown): TurnContext {
  if (context === undefined) return {};
  const record = requireRecord(context, 'context', 'turn-context');
  const finalHand = optionalBoolean(
    readField(record, 'finalHand', 'context.finalHand', 'turn-context'),
    'context.finalHand',
    'turn-context',
  );
  const pawnOutsideProtectedArea = optionalBoolean(
    readField(
      record,
      'pawnOutsideProtectedArea',
      'context.pawnOutsideProtectedArea',
      'turn-context',
    ),
    'context.pawnOutsideProtectedArea',
    'turn-context',
  );
  return { finalHand, pawnOutsideProtectedArea };
}

/**
 * The main actions open to `side` right now. House Players have Explore, Learn and Replenish;
 * the Dark Arts Player has Explore and Replenish. `reason` explains every action that is not allowed,
 * in `options.locale` (English by default).
 * Leaving `pawnOutsideProtectedArea` out means "not known", which allows Learn.
 */
export function turnActions(
  side: Side,
  context?: TurnContext,
  options: LocaleOptions = {},
): ActionOption[] {
  const checkedSide = requireOneOf(side, SIDES, 'side', 'side');
  const { finalHand, pawnOutsideProtectedArea } = readContext(context);
  const locale = localeOf(options);
  const reason = (key: TurnMessageKey) => translate(turnMessages, locale, key);
  const actions: ActionOption[] = [];
  if (checkedSide === 'house') {
    actions.push({ id: 'explore', allowed: true, pages: [16] });
    actions.push(
      pawnOutsideProtectedArea === false
        ? {
            id: 'learn',
            allowed: false,
            reason: reason('turns.reason.learn-pawn-outside'),
            pages: [17],
          }
        : { id: 'learn', allowed: true, pages: [17] },
    );
    actions.push(
      finalHand === true
        ? {
            id: 'replenish',
            allowed: false,
            reason: reason('turns.reason.final-hand'),
            pages: [17, 22],
          }
        : { id: 'replenish', allowed: true, pages: [17, 22] },
    );
  } else {
    actions.push({ id: 'explore', allowed: true, pages: [20, 21] });
    actions.push(
      finalHand === true
        ? {
            id: 'replenish',
            allowed: false,
            reason: reason('turns.reason.final-hand'),
            pages: [20, 21, 22],
          }
        : { id: 'replenish', allowed: true, pages: [20, 21, 22] },
    );
  }
  return freezeDeep(actions);
}

/** `side` and `action` checked as `turnPlan` checks them, with the steps of that turn in rule order. */
function turnRules(side: Side, action: Action): { side: Side; action: Action; steps: StepRule[] } {
  const checkedSide = requireOneOf(side, SIDES, 'side', 'side');
  if (checkedSide === 'house') {
    const checkedAction = requireOneOf(
      action,
      ['explore', 'learn', 'replenish'] as const,
      'action',
      'action',
    );
    return {
      side: checkedSide,
      action: checkedAction,
      steps: [...HOUSE_MAIN_STEPS[checkedAction], ...HOUSE_FREE_ACTIONS, endOfTurn('house')],
    };
  }
  if (action !== 'explore' && action !== 'replenish') {
    fail(
      'action',
      turnMessages,
      action === 'learn' ? 'turns.error.dark-arts-learn' : 'turns.error.dark-arts-action',
      { got: received(action) },
    );
  }
  const main = DARK_ARTS_MAIN_STEPS[action] ?? [];
  return { side: checkedSide, action, steps: [...main, endOfTurn('dark-arts')] };
}

/**
 * The steps of one turn of `side` taking `action`, in rule order, ending with the end-of-turn step,
 * told in `options.locale` (English by default). House plans include the free actions. `learn` is
 * not a Dark Arts action and throws `RulesError`.
 */
export function turnPlan(side: Side, action: Action, options: LocaleOptions = {}): TurnPlan {
  // The side is checked before the options, and they before the action, as they always were.
  requireOneOf(side, SIDES, 'side', 'side');
  const locale = localeOf(options);
  const rules = turnRules(side, action);
  const replenish = rules.side === 'house' && rules.action === 'replenish';
  return freezeDeep({
    side: rules.side,
    action: rules.action,
    steps: tell(rules.steps, rules.side, locale),
    advancesMarker: replenish,
    mayDiscard: replenish,
  });
}

/**
 * The ids of `turnPlan(side, action).steps`, in the same order, told in no language: what a saved
 * turn's ticks are checked against. Throws `RulesError` as `turnPlan` does.
 */
export function turnStepIds(side: Side, action: Action): string[] {
  return turnRules(side, action).steps.map((step) => step.id);
}

/** One seat in the turn order: a House Player's, or the Dark Arts Player's. */
export type Seat =
  { readonly side: 'house'; readonly house: House } | { readonly side: 'dark-arts' };

/** The rulebook pages of the turn order: the House Player to the Dark Arts Player's left first, then clockwise. */
export const TURN_ORDER_PAGES: Pages = Object.freeze([10]);

/**
 * The seats in turn order, from the Houses in play listed as they sit clockwise from the Dark Arts
 * Player's left (p. 10): each House in that order, then the Dark Arts Player, who sits to the left
 * of the last House; then the first House again.
 */
export function turnOrder(housesFromLeft: readonly House[]): readonly Seat[] {
  const name = 'the Houses from the left';
  const houses = requireArray(housesFromLeft, name, HOUSES.length, 'turn-context').map((house) =>
    requireOneOf(house, HOUSES, name, 'turn-context'),
  );
  return Object.freeze([
    ...houses.map((house) => Object.freeze({ side: 'house' as const, house })),
    Object.freeze({ side: 'dark-arts' as const }),
  ]);
}

/** The turn after seat `seat` of round `round` in an order of `seats` seats: the next seat, or the first of the next round. */
export function nextSeat(
  seat: number,
  round: number,
  seats: number,
): { readonly seat: number; readonly round: number } {
  const count = requireInteger(seats, 'the seats', 2, HOUSES.length + 1, 'turn-context');
  const at = requireInteger(seat, 'the seat', 0, count - 1, 'turn-context');
  const now = requireInteger(round, 'the round', 1, Number.MAX_SAFE_INTEGER - 1, 'turn-context');
  const next = at + 1;
  return next >= count ? { seat: 0, round: now + 1 } : { seat: next, round: now };
}
