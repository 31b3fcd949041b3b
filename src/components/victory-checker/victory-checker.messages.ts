/**
 * English texts of `<defenders-victory-checker>` (the element, its form model and its templates).
 * The verdict's reasons, the needs and the shield helper's missing items come from the rules core
 * (src/rules/victory.messages.ts). `{house}` is a House's name in the message's language.
 */
export const victoryCheckerMessages = {
  'victory-checker.heading': 'Who has won?',
  'victory-checker.error.input': 'The input property was not used: {message}',
  'victory-checker.alert.clash': 'These inputs cannot all be true in one game.',
  'victory-checker.alert.rules-check': 'Rules check: {message}',
  'victory-checker.game-note.following':
    'The Houses in play, the Progress Tokens, the requirement and the final hand follow the game.',
  'victory-checker.game-note.taken': 'Set here, not from the game: {fields}.',
  'victory-checker.game-note.follow-again': 'Follow the game again',
  'victory-checker.status.following-again':
    'The Houses in play, the Progress Tokens, the requirement and the final hand follow the game again.',
  'victory-checker.taken.houses': 'the Houses in play',
  'victory-checker.taken.path': 'the Progress Tokens and requirement',
  'victory-checker.taken.final-hand': 'the final hand',
  'victory-checker.headline.error': 'Check the inputs',
  'victory-checker.headline.house': '{house} wins',
  'victory-checker.headline.a-house': 'A House wins',
  'victory-checker.headline.dark-arts': 'The Dark Arts Player wins',
  'victory-checker.headline.draw': 'Draw',
  'victory-checker.headline.none': 'No winner yet',
  'victory-checker.verdict.change-inputs':
    'Change the inputs the alert names to get a verdict; everything you entered is kept as it was.',
  'victory-checker.verdict.why': 'Why',
  'victory-checker.verdict.still-needed': 'Still needed',
  'victory-checker.verdict.explain': 'Why',
  'victory-checker.verdict.explain-needs': 'Why, and what is still needed',
  /** What to change for each `RulesError.code` the form can run into, in the words of the form. */
  'victory-checker.fix.victory-houses':
    'Tick at least one House: every game has one to four House Players.',
  'victory-checker.fix.victory-two-winners':
    'Only one House can hold two Defence Shields, because the game ends the moment the first House gets its second. Take a shield away from one of them.',
  'victory-checker.fix.victory-requirement-without-tokens':
    'The Location Card comes with the third Progress Token, so a requirement needs all three tokens. Set the tokens to 3, or the requirement to "None yet".',
  'victory-checker.fix.victory-tokens-without-requirement':
    'Taking the third Progress Token also gives the Dark Arts Player the Location Card. Choose its requirement: 3, 2 or 1 pawns.',
  'victory-checker.fix.victory-requirement-one-before-final-hand':
    "A requirement of 1 is only set on the last path space, which starts the final hand. Tick 'The Dark Arts Marker is on the last space', or choose 3 or 2.",
  'victory-checker.fix.victory-both-sides':
    'A House with two Defence Shields and a Dark Arts win cannot both have happened, because the game ends at the first win. Lower the shields or the pawns at the Location.',
  'victory-checker.houses.legend': 'Houses in play and their Defence Shields',
  /** `{houses}`: the Houses ticked until the players choose, as a list ("Gryffindor and Hufflepuff"). */
  'victory-checker.houses.assumed': 'Ticked until you choose: {houses}.',
  'victory-checker.houses.assumed-game': 'Ticked as the game has them: {houses}.',
  'victory-checker.houses.hint':
    'Tick each House in play (one to four); the first to two Defence Shields wins.',
  'victory-checker.shields.label': '{house} Defence Shields',
  'victory-checker.shields.less': 'One Defence Shield fewer for {house}',
  'victory-checker.shields.more': 'One more Defence Shield for {house}',
  'victory-checker.shields.say': {
    one: '{house}: {count} Defence Shield',
    other: '{house}: {count} Defence Shields',
  },
  'victory-checker.dark-arts.legend': 'Dark Arts Player',
  'victory-checker.tokens.label': 'Progress Tokens held',
  'victory-checker.tokens.less': 'One Progress Token fewer',
  'victory-checker.tokens.more': 'One more Progress Token',
  'victory-checker.tokens.say': {
    one: '{count} Progress Token held',
    other: '{count} Progress Tokens held',
  },
  'victory-checker.requirement.legend': 'Location Card requirement',
  'victory-checker.requirement.none': 'None yet',
  /** A requirement choice: `{count}` pawns, `{where}` the card was taken (one of the three below). */
  'victory-checker.requirement.choice': {
    one: '{count} pawn: {where}',
    other: '{count} pawns: {where}',
  },
  'victory-checker.requirement.where-3': 'card taken at the first red Event Space',
  'victory-checker.requirement.where-2': 'card taken at the next red Event Space',
  'victory-checker.requirement.where-1': 'card taken on the last path space',
  'victory-checker.requirement.hint':
    'The Location Card comes with the third Progress Token, so a requirement can only be chosen with all three. Later moves do not lower it automatically.',
  'victory-checker.pawns.label': 'Pawns at the Dark Arts Player Location',
  'victory-checker.pawns.less': 'One pawn fewer at the Location',
  'victory-checker.pawns.more': 'One more pawn at the Location',
  'victory-checker.pawns.say': {
    one: '{count} pawn at the Dark Arts Player Location',
    other: '{count} pawns at the Dark Arts Player Location',
  },
  /** `{count}` players at the table; `{pawns}` the Dark Arts Player's pawns (always 4 or more). */
  'victory-checker.pawns.cap': {
    one: 'With {count} player the Dark Arts Player has {pawns} pawns in all, so at most {pawns} can stand at the Location.',
    other:
      'With {count} players the Dark Arts Player has {pawns} pawns in all, so at most {pawns} can stand at the Location.',
  },
  'victory-checker.end.legend': 'End of the game',
  'victory-checker.end.final-hand': 'The Dark Arts Marker is on the last space (final hand)',
  'victory-checker.end.out-of-cards': 'Everyone is out of cards',
  'victory-checker.end.out-of-cards-hint':
    'On the last space, all out of cards before a win is a draw; the guide says nothing about earlier.',
  'victory-checker.shield.summary': 'Can this Defence Shield be claimed?',
  'victory-checker.shield.on-space': 'A House pawn stands on the Defence Shield Space',
  'victory-checker.shield.library-book': 'The House holds a Library Book',
  'victory-checker.shield.parchment-scroll': 'The House holds a Parchment Scroll',
  'victory-checker.shield.pictures': 'The shield pictures',
  'victory-checker.shield.holds-da-coin': 'The House holds a D.A. Coin',
  'victory-checker.shield.holds-dark-detector': 'The House holds the Dark Detector',
  'victory-checker.shield.can-claim': 'Can claim:',
  'victory-checker.shield.trade-in-da-coin':
    'trade in the Library Book, the Parchment Scroll and the D.A. Coin now to take this shield.',
  'victory-checker.shield.trade-in-dark-detector':
    'trade in the Library Book, the Parchment Scroll and the Dark Detector now to take this shield.',
  'victory-checker.shield.cannot-claim': 'Cannot claim yet.',
  'victory-checker.shield.missing': 'Missing:',
  'victory-checker.shield.not-enough':
    "Holding the items is not enough: a House pawn has to be on the shield's space and trade them in there.",
} as const;
