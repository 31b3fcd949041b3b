/**
 * English of the turn rules: the steps of each turn plan, the reasons an action is not allowed and
 * the turn errors. A step shared by both sides, or told the same way to both, has one key; one
 * worded for one side has the side in its key.
 */
export const turnMessages = {
  'turns.step.card-effects':
    'If a card says something different from a general rule, follow the card. You may skip any card effect ' +
    'unless the card tells you it must be resolved.',
  'turns.step.free-hogwarts-token':
    'Free action: trade in a Hogwarts Token you picked up on a previous turn and take one more Explore action; ' +
    'the card you play for it must match the token\u2019s type.',
  'turns.step.free-parchment-scroll':
    'Free action: claim a Parchment Scroll by showing two of your Location Cards while your pawns stand in the ' +
    'areas they name, then put those two cards on the bottom of their deck.',
  'turns.step.free-scroll-replacement':
    'After your first Parchment Scroll, draw two new Location Cards to replace the ones you used. After your ' +
    'second, put back the Location Card you still hold and draw none.',
  'turns.step.end-of-turn':
    'End of turn: once your action and everything it set off are resolved, discard every card you played this ' +
    'turn; play then moves to whoever sits on your left.',
  'turns.step.house.explore-play-card':
    'Play one card from your hand and resolve its movement, its effect or both, in whichever order you prefer.',
  'turns.step.explore-finish-card':
    'Finish that card completely before a card effect lets you play another card.',
  'turns.step.explore-bonus-space': 'Also resolve every Bonus Space that you activate.',
  'turns.step.learn-pawn-outside':
    'Check first: at least one of your pawns has to be outside the Protected Areas, or you cannot Learn.',
  'turns.step.learn-acquire':
    'Discard one card to take either a face-up card from the Acquire row or the top card of the Acquire Deck.',
  'turns.step.learn-advanced-acquire':
    'Or discard two cards instead to take a card from the Advanced Acquire row and advance on the Loyalty Track.',
  'turns.step.learn-place-card':
    'Slide your new card face down onto your Draw Deck so it becomes the top card, then refill the row.',
  'turns.step.replenish-discard': 'If you like, discard any cards from your hand first.',
  'turns.step.replenish-draw': 'Draw cards until your hand holds five.',
  'turns.step.house.replenish-stand-pawns': 'Stand your stunned pawns back up.',
  'turns.step.replenish-advance-marker': 'Move the Dark Arts Marker forward one space on the path.',
  'turns.step.replenish-resolve-event':
    'If the marker lands on an Event Space, resolve that event before play goes on.',
  'turns.step.bump-choose-pawn':
    'Bump: when a Dark Arts pawn finishes its move on a space with House pawns, pick one of those House pawns.',
  'turns.step.bump-great-hall': 'Send the chosen House pawn back to the Great Hall.',
  'turns.step.bump-reserve': 'Your Dark Arts pawn that made the bump goes to your reserve.',
  'turns.step.bump-house-marker':
    'Take that House\u2019s House Marker, unless you hold it already.',
  'turns.step.bump-all-markers':
    'Once you hold the House Marker of every House in the game, the Dark Arts Marker moves forward one space ' +
    'and every House Marker goes back to its owner. If the marker lands on an Event Space, resolve that event.',
  'turns.step.bump-acquire':
    'Last, take two Dark Arts Acquire Cards. One becomes the top card of your Draw Deck; the other slides under ' +
    'the Acquire Deck. You do this only once per turn, however many pawns you bump.',
  'turns.step.dark-arts.explore-play-card':
    'Play one card from your hand and resolve its movement, its unlocked effect or both, in whichever order ' +
    'you prefer.',
  'turns.step.explore-unlocked-colours':
    'You may use a card\u2019s effect only once its colour is unlocked: white effects from the start, orange ones ' +
    'from the first orange space of the path, red ones from the first red space. Once unlocked, a colour stays ' +
    'unlocked.',
  'turns.step.explore-deploy-reserve':
    'You may spend one movement point to bring a reserve pawn onto an empty Deployment Space.',
  'turns.step.explore-occupied-deployment':
    'A Deployment Space holding any Dark Arts pawn, stunned or standing, counts as occupied.',
  'turns.step.explore-protected-areas':
    'The four Protected Area spaces are closed to your pawns: they can neither enter one nor pass through it.',
  'turns.step.dark-arts.replenish-stand-pawns': 'Start by standing your stunned pawns back up.',
  'turns.step.replenish-no-discard':
    'Discarding is not part of this action: keep every card you already hold.',
  'turns.step.replenish-marker-stays': 'Your Replenish leaves the Dark Arts Marker where it is.',
  'turns.reason.learn-pawn-outside':
    'To Learn, at least one of your pawns must stand outside the Protected Areas.',
  'turns.reason.final-hand':
    'The Dark Arts Marker is on the last space: this is the final hand, and nobody may Replenish any more.',
  'turns.error.dark-arts-learn':
    'action for the Dark Arts Player must be "explore" or "replenish" (the Dark Arts side cannot Learn); got {got}',
  'turns.error.dark-arts-action':
    'action for the Dark Arts Player must be one of "explore", "replenish"; got {got}',
} as const;

/** A message key of the turn rules. */
export type TurnMessageKey = keyof typeof turnMessages;
