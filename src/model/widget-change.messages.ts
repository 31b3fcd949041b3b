/**
 * English names of the changes widgets make to a game's own states, for the game's Undo ("Undid:
 * setup step 3 ticked."). `{house}`, `{side}` and `{action}` hold ids, written as names in the
 * language shown.
 */
export const widgetChangeMessages = {
  'change.setup-ticked': 'setup step {step} ticked',
  'change.setup-unticked': 'setup step {step} unticked',
  'change.setup-cleared': 'setup ticks cleared',
  'change.turn-side': "{side}'s turn chosen",
  'change.turn-action': '{action} chosen',
  'change.turn-dropped': '{action} no longer chosen',
  'change.turn-ticked': 'turn step {step} ticked',
  'change.turn-unticked': 'turn step {step} unticked',
  'change.turn-next': 'next turn started',
  'change.victory-in-play': '{house} in play',
  'change.victory-out-of-play': '{house} out of play',
  'change.victory-shields': '{house} Defence Shields set to {value}',
  'change.victory-tokens': 'Progress Tokens set to {value}',
  'change.victory-requirement': 'Location Card requirement set to {value}',
  'change.victory-requirement-cleared': 'Location Card requirement cleared',
  'change.victory-pawns': 'pawns at the Location set to {value}',
  'change.victory-final-hand-on': 'final hand ticked',
  'change.victory-final-hand-off': 'final hand unticked',
  'change.victory-out-of-cards-on': 'everyone out of cards ticked',
  'change.victory-out-of-cards-off': 'everyone out of cards unticked',
  'change.victory-other': 'victory inputs changed',
  'change.victory-follow': 'victory checker set to follow the game again',
} as const;
