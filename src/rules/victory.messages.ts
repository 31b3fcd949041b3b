/**
 * English of the victory rules (`checkVictory`, `victoryNeeds`, `canClaimShield`): the verdict's
 * reasons, what each side still needs, the names of what a Defence Shield claim needs, and the
 * messages for input no game can reach. `{house}` is a House's name in the message's language.
 */
export const victoryMessages = {
  'victory.reason.house-wins':
    '{house} is the first House with two Defence Shields and wins; the other Houses do not share the win.',
  'victory.reason.no-shield-yet': 'No House has a Defence Shield yet; a House needs two to win.',
  'victory.reason.one-shield': 'No House has two Defence Shields yet; the furthest along has one.',
  'victory.reason.location-card-due':
    'The marker is on the last space, so the Dark Arts Player must take the red Progress Token and the Location Card now, with a requirement of one pawn at the Location.',
  'victory.reason.earlier-tokens-taken':
    'By the last space the white and orange Progress Tokens have been taken as well, since each zone\u2019s token is taken before the marker leaves that zone: count them among the Dark Arts Player\u2019s tokens.',
  'victory.reason.dark-arts-wins': {
    one: 'The Dark Arts Player holds all three Progress Tokens and has {count} pawn at their Location, meeting the requirement of {requirement} set when the Location Card was taken.',
    other:
      'The Dark Arts Player holds all three Progress Tokens and has {count} pawns at their Location, meeting the requirement of {requirement} set when the Location Card was taken.',
  },
  'victory.reason.tokens-without-card':
    'The Dark Arts Player holds {count} of the {total} Progress Tokens and has no Location Card yet.',
  'victory.reason.pawns-short': {
    one: 'The Dark Arts Player has {count} pawn at their Location but needs {requirement}.',
    other: 'The Dark Arts Player has {count} pawns at their Location but needs {requirement}.',
  },
  'victory.reason.draw':
    'It is the final hand and every player is out of cards with no side having won, so the game is a draw.',
  'victory.reason.final-hand-goes-on':
    'The final hand goes on until a side wins or every player runs out of cards, which would be a draw.',
  'victory.reason.out-of-cards-early':
    'Running out of cards ends the game, in a draw, only in the final hand, once the marker is on the last space; the guide says nothing about running out before that.',
  'victory.reason.draw-only-in-final-hand':
    'A draw is only possible in the final hand, once the marker reaches the last space.',
  'victory.need.shields': {
    one: '{house} needs {count} more Defence Shield.',
    other: '{house} needs {count} more Defence Shields.',
  },
  'victory.need.card-now':
    'The Dark Arts Player must take the red Progress Token with the Location Card now (requirement one pawn), and then needs one pawn at the Location.',
  'victory.need.tokens': {
    one: 'The Dark Arts Player needs {count} more Progress Token, the last one bringing the Location Card, and then enough pawns at the Location.',
    other:
      'The Dark Arts Player needs {count} more Progress Tokens, the last one bringing the Location Card, and then enough pawns at the Location.',
  },
  'victory.need.pawns': {
    one: 'The Dark Arts Player needs {count} more pawn at the Location.',
    other: 'The Dark Arts Player needs {count} more pawns at the Location.',
  },
  /** What a Defence Shield claim needs, as a list item of `canClaimShield(...).missing`. */
  'victory.shield-needs.onShieldSpace': 'a House pawn on a Defence Shield Space',
  'victory.shield-needs.libraryBook': 'a Library Book',
  'victory.shield-needs.parchmentScroll': 'a Parchment Scroll',
  'victory.shield-needs.da-coin': 'a D.A. Coin',
  'victory.shield-needs.dark-detector': 'the Dark Detector',
  /** The item a Defence Shield pictures, as a name ("D.A. Coin"). */
  'victory.item.da-coin': 'D.A. Coin',
  'victory.item.dark-detector': 'Dark Detector',
  'victory.error.no-houses':
    'input.houses must list from 1 to 4 Houses (one per House Player); got an empty list',
  'victory.error.house-twice':
    'each House may appear only once in input.houses; {house} appears twice',
  'victory.error.two-winners':
    'only one House can reach two Defence Shields, because the game ends when the first one does; got {houses}',
  'victory.error.requirement':
    'input.darkArts.locationRequirement must be 1, 2, 3 or null (no Location Card yet); got {got}',
  'victory.error.requirement-one-before-final-hand':
    'a requirement of 1 is only set on the last path space, which starts the final hand, so with locationRequirement 1 input.finalHand must be true or left out; got finalHand false',
  'victory.error.requirement-without-tokens':
    'a Location Card requirement comes with the third Progress Token, so it needs progressTokens 3; got progressTokens {tokens} with requirement {requirement}',
  'victory.error.tokens-without-requirement':
    'the third Progress Token brings the Location Card, so with progressTokens 3 locationRequirement must be 1, 2 or 3; got null',
  'victory.error.both-sides':
    'only one side can have won, because the game ends at the first victory; got {house} at two Defence Shields and the Dark Arts victory at once',
} as const;
