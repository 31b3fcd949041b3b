import type { Action, ActionOption, RuleStep, Side, TurnContext, TurnPlan } from './types.js';
import { SIDES } from './constants.js';
import {
  fail,
  freezeDeep,
  optionalBoolean,
  readField,
  requireOneOf,
  requireRecord,
} from './validate.js';

/** A card that contradicts a general rule wins; its effects are optional unless it says otherwise (p. 16). */
const CARD_EFFECTS_STEP: RuleStep = {
  id: 'card-effects',
  text:
    'If a card says something different from a general rule, follow the card. You may skip any card effect ' +
    'unless the card tells you it must be resolved.',
  pages: [16],
};

const HOUSE_FREE_ACTIONS: RuleStep[] = [
  {
    id: 'free-hogwarts-token',
    text:
      'Free action: trade in a Hogwarts Token you picked up on a previous turn and take one more Explore action; ' +
      'the card you play for it must match the token\u2019s type.',
    pages: [17],
  },
  {
    id: 'free-parchment-scroll',
    text:
      'Free action: claim a Parchment Scroll by showing two of your Location Cards while your pawns stand in the ' +
      'areas they name, then put those two cards on the bottom of their deck.',
    pages: [17],
  },
  {
    id: 'free-scroll-replacement',
    text:
      'After your first Parchment Scroll, draw two new Location Cards to replace the ones you used. After your ' +
      'second, put back the Location Card you still hold and draw none.',
    pages: [17],
  },
];

function endOfTurn(side: Side): RuleStep {
  return {
    id: 'end-of-turn',
    text:
      'End of turn: once your action and everything it set off are resolved, discard every card you played this ' +
      'turn; play then moves to whoever sits on your left.',
    pages: side === 'house' ? [17] : [21],
  };
}

const HOUSE_MAIN_STEPS: Record<Action, RuleStep[]> = {
  explore: [
    {
      id: 'explore-play-card',
      text: 'Play one card from your hand and resolve its movement, its effect or both, in whichever order you prefer.',
      pages: [16],
    },
    {
      id: 'explore-finish-card',
      text: 'Finish that card completely before a card effect lets you play another card.',
      pages: [16],
    },
    {
      id: 'explore-bonus-space',
      text: 'Also resolve every Bonus Space that you activate.',
      pages: [16],
    },
    CARD_EFFECTS_STEP,
  ],
  learn: [
    {
      id: 'learn-pawn-outside',
      text: 'Check first: at least one of your pawns has to be outside the Protected Areas, or you cannot Learn.',
      pages: [17],
    },
    {
      id: 'learn-acquire',
      text: 'Discard one card to take either a face-up card from the Acquire row or the top card of the Acquire Deck.',
      pages: [17],
    },
    {
      id: 'learn-advanced-acquire',
      text: 'Or discard two cards instead to take a card from the Advanced Acquire row and advance on the Loyalty Track.',
      pages: [17],
    },
    {
      id: 'learn-place-card',
      text: 'Slide your new card face down onto your Draw Deck so it becomes the top card, then refill the row.',
      pages: [17],
    },
    CARD_EFFECTS_STEP,
  ],
  replenish: [
    {
      id: 'replenish-discard',
      text: 'If you like, discard any cards from your hand first.',
      pages: [17],
    },
    {
      id: 'replenish-draw',
      text: 'Draw cards until your hand holds five.',
      pages: [17],
    },
    {
      id: 'replenish-stand-pawns',
      text: 'Stand your stunned pawns back up.',
      pages: [17],
    },
    {
      id: 'replenish-advance-marker',
      text: 'Move the Dark Arts Marker forward one space on the path.',
      pages: [17, 22],
    },
    {
      id: 'replenish-resolve-event',
      text: 'If the marker lands on an Event Space, resolve that event before play goes on.',
      pages: [22],
    },
  ],
};

const BUMP_STEPS: RuleStep[] = [
  {
    id: 'bump-choose-pawn',
    text: 'Bump: when a Dark Arts pawn finishes its move on a space with House pawns, pick one of those House pawns.',
    pages: [20],
  },
  {
    id: 'bump-great-hall',
    text: 'Send the chosen House pawn back to the Great Hall.',
    pages: [20],
  },
  {
    id: 'bump-reserve',
    text: 'Your Dark Arts pawn that made the bump goes to your reserve.',
    pages: [20],
  },
  {
    id: 'bump-house-marker',
    text: 'Take that House\u2019s House Marker, unless you hold it already.',
    pages: [20],
  },
  {
    id: 'bump-all-markers',
    text:
      'Once you hold the House Marker of every House in the game, the Dark Arts Marker moves forward one space ' +
      'and every House Marker goes back to its owner. If the marker lands on an Event Space, resolve that event.',
    pages: [20, 22],
  },
  {
    id: 'bump-acquire',
    text:
      'Last, take two Dark Arts Acquire Cards. One becomes the top card of your Draw Deck; the other slides under ' +
      'the Acquire Deck. You do this only once per turn, however many pawns you bump.',
    pages: [20],
  },
];

const DARK_ARTS_MAIN_STEPS: Partial<Record<Action, RuleStep[]>> = {
  explore: [
    {
      id: 'explore-play-card',
      text:
        'Play one card from your hand and resolve its movement, its unlocked effect or both, in whichever order ' +
        'you prefer.',
      pages: [20, 21],
    },
    {
      id: 'explore-unlocked-colours',
      text:
        'You may use a card\u2019s effect only once its colour is unlocked: white effects from the start, orange ones ' +
        'from the first orange space of the path, red ones from the first red space. Once unlocked, a colour stays ' +
        'unlocked.',
      pages: [21],
    },
    CARD_EFFECTS_STEP,
    {
      id: 'explore-deploy-reserve',
      text: 'You may spend one movement point to bring a reserve pawn onto an empty Deployment Space.',
      pages: [20, 21],
    },
    {
      id: 'explore-occupied-deployment',
      text: 'A Deployment Space holding any Dark Arts pawn, stunned or standing, counts as occupied.',
      pages: [20, 21],
    },
    {
      id: 'explore-protected-areas',
      text: 'The four Protected Area spaces are closed to your pawns: they can neither enter one nor pass through it.',
      pages: [10, 20],
    },
    ...BUMP_STEPS,
  ],
  replenish: [
    {
      id: 'replenish-stand-pawns',
      text: 'Start by standing your stunned pawns back up.',
      pages: [20, 21],
    },
    {
      id: 'replenish-draw',
      text: 'Draw cards until your hand holds five.',
      pages: [20, 21],
    },
    {
      id: 'replenish-no-discard',
      text: 'Discarding is not part of this action: keep every card you already hold.',
      pages: [20, 21],
    },
    {
      id: 'replenish-marker-stays',
      text: 'Your Replenish leaves the Dark Arts Marker where it is.',
      pages: [22],
    },
  ],
};

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

const FINAL_HAND_REASON =
  'The Dark Arts Marker is on the last space: this is the final hand, and nobody may Replenish any more.';

/**
 * The main actions open to `side` right now. House Players have Explore, Learn and Replenish;
 * the Dark Arts Player has Explore and Replenish. `reason` explains every action that is not allowed.
 * Leaving `pawnOutsideProtectedArea` out means "not known", which allows Learn.
 */
export function turnActions(side: Side, context?: TurnContext): ActionOption[] {
  const checkedSide = requireOneOf(side, SIDES, 'side', 'side');
  const { finalHand, pawnOutsideProtectedArea } = readContext(context);
  const options: ActionOption[] = [];
  if (checkedSide === 'house') {
    options.push({ id: 'explore', allowed: true, pages: [16] });
    options.push(
      pawnOutsideProtectedArea === false
        ? {
            id: 'learn',
            allowed: false,
            reason: 'To Learn, at least one of your pawns must stand outside the Protected Areas.',
            pages: [17],
          }
        : { id: 'learn', allowed: true, pages: [17] },
    );
    options.push(
      finalHand === true
        ? { id: 'replenish', allowed: false, reason: FINAL_HAND_REASON, pages: [17, 22] }
        : { id: 'replenish', allowed: true, pages: [17, 22] },
    );
  } else {
    options.push({ id: 'explore', allowed: true, pages: [20, 21] });
    options.push(
      finalHand === true
        ? { id: 'replenish', allowed: false, reason: FINAL_HAND_REASON, pages: [20, 21, 22] }
        : { id: 'replenish', allowed: true, pages: [20, 21, 22] },
    );
  }
  return freezeDeep(options);
}

/**
 * The steps of one turn of `side` taking `action`, in rule order, ending with the end-of-turn step.
 * House plans include the free actions. `learn` is not a Dark Arts action and throws `RulesError`.
 */
export function turnPlan(side: Side, action: Action): TurnPlan {
  const checkedSide = requireOneOf(side, SIDES, 'side', 'side');
  if (checkedSide === 'house') {
    const checkedAction = requireOneOf(
      action,
      ['explore', 'learn', 'replenish'] as const,
      'action',
      'action',
    );
    return freezeDeep({
      side: checkedSide,
      action: checkedAction,
      steps: [...HOUSE_MAIN_STEPS[checkedAction], ...HOUSE_FREE_ACTIONS, endOfTurn('house')].map(
        (step) => ({
          ...step,
          pages: [...step.pages],
        }),
      ),
      advancesMarker: checkedAction === 'replenish',
      mayDiscard: checkedAction === 'replenish',
    });
  }
  if (action === 'learn') {
    fail(
      'action',
      'action for the Dark Arts Player must be "explore" or "replenish" (the Dark Arts side cannot Learn); got "learn"',
    );
  }
  const checkedAction = requireOneOf(
    action,
    ['explore', 'replenish'] as const,
    'action for the Dark Arts Player',
    'action',
  );
  const main = DARK_ARTS_MAIN_STEPS[checkedAction] ?? [];
  return freezeDeep({
    side: checkedSide,
    action: checkedAction,
    steps: [...main, endOfTurn('dark-arts')].map((step) => ({ ...step, pages: [...step.pages] })),
    advancesMarker: false,
    mayDiscard: false,
  });
}
