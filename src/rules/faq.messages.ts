/**
 * English of the rules FAQ: every question and answer (keys `faq.<id>.question` and
 * `faq.<id>.answer`, the ids of `FAQ`) and the messages about bad search input. The answers
 * restate the rules guide in our own words; their pages are kept beside the ids in faq.ts.
 */
export const faqMessages = {
  'faq.how-many-players.question': 'How many players can play?',
  'faq.how-many-players.answer':
    'Two to five people can play, from age 13 up. One of them always plays the Dark Arts side and every other player picks a different Hogwarts house, so there are one to four House Players.',
  'faq.two-players.question': 'Can you play with two players?',
  'faq.two-players.answer':
    'Yes: one person plays a House and the other plays the Dark Arts. The Dark Arts Player then has four pawns, all of them on the Deployment Spaces and none in reserve. Everything else is set up as usual; when you read the official setup, count House Players (one here) apart from the total number of players.',
  'faq.everyone-a-house.question': 'Can everyone play a House?',
  'faq.everyone-a-house.answer':
    'No. Someone has to take the Dark Arts role in every game; the rest each choose a different Hogwarts house.',
  'faq.houses-win-together.question': 'Do House Players win together?',
  'faq.houses-win-together.answer':
    'No. The House that is first to gather two Defence Shields wins on its own; the other Houses get no share of that win.',
  'faq.game-length.question': 'How long does a game take, and what age is it for?',
  'faq.game-length.answer':
    'The listed playing time is 90 minutes, for two to five players aged 13 and older.',
  'faq.first-player.question': 'Who takes the first turn?',
  'faq.first-player.answer':
    'The House Player sitting at the Dark Arts Player\u2019s left goes first, and from there turns go clockwise around the table.',
  'faq.first-game-dark-arts.question': 'Who should play the Dark Arts in a first game?',
  'faq.first-game-dark-arts.answer':
    'Whoever at the table knows the rules best should take the Dark Arts role.',
  'faq.card-effects-override.question': 'What if a card contradicts a general rule?',
  'faq.card-effects-override.answer':
    'The card takes priority over the general rule. Card effects are also optional: you may skip one unless the card says it must be resolved.',
  'faq.protected-areas.question': 'Can Dark Arts pawns enter the Protected Areas?',
  'faq.protected-areas.answer':
    'No. All four Protected Area spaces are closed to Dark Arts pawns: they may not enter one, and they may not pass through one either.',
  'faq.occupied-deployment-space.question':
    'Is a Deployment Space with a stunned Dark Arts pawn occupied?',
  'faq.occupied-deployment-space.answer':
    'Yes. Any Dark Arts pawn on a Deployment Space, stunned or not, makes it occupied. It costs one movement point to bring a reserve pawn onto an empty Deployment Space.',
  'faq.learn-protected-areas.question': 'Can I Learn when all my pawns are in Protected Areas?',
  'faq.learn-protected-areas.answer':
    'No. The Learn action needs at least one of your pawns standing outside the Protected Areas.',
  'faq.dark-arts-replenish-marker.question':
    'Does the Dark Arts Replenish move the Dark Arts Marker?',
  'faq.dark-arts-replenish-marker.answer':
    'No. In that action the Dark Arts Player stands their stunned pawns up and draws back to five cards, without discarding, and the action itself leaves the marker where it is. The marker can still move on a Dark Arts turn: when a bump leaves the Dark Arts Player holding every House Marker, it advances one space.',
  'faq.marker-moves.question': 'When does the Dark Arts Marker move?',
  'faq.marker-moves.answer':
    'Three things move the marker forward one space: a House Player\u2019s Replenish action, an event that tells it to move, and the Dark Arts Player collecting every House Marker. If it stops on an ordinary path space, there is nothing to resolve.',
  'faq.event-spaces.question': 'What happens on an Event Space?',
  'faq.event-spaces.answer':
    'Draw the top Event Card of the colour of that space. The House Players do their part first, if they can; then the Dark Arts Player picks one: what the card does, or the Progress Token of the zone, as long as it has not been taken. The card is then discarded, and a zone\u2019s Event Deck goes unused once the marker has left that zone.',
  'faq.progress-token-forced.question':
    'Can the Dark Arts Player skip a zone\u2019s Progress Token?',
  'faq.progress-token-forced.answer':
    'Only for a while. The token of a zone has to be taken before the marker moves on into the next zone, so on the last white or orange Event Space, a token still in place is the only choice. The red token can wait: on reaching the last path space the Dark Arts Player has to take it, with the Location Card at one pawn.',
  'faq.card-colours-unlock.question':
    'When can the Dark Arts Player use orange and red card effects?',
  'faq.card-colours-unlock.answer':
    'White effects work from the start. Orange ones open up once the marker reaches the first orange path space, red ones once it reaches the first red space, and colours already open stay open.',
  'faq.location-card-requirement.question':
    'How many pawns does the Dark Arts Player need at the Location?',
  'faq.location-card-requirement.answer':
    'It depends on when the final Progress Token and its Location Card were taken: three pawns at the first red Event Space, two at the next red Event Space, and one if the card is forced on them at the last path space. The number is fixed when the card is taken; moving further does not lower it.',
  'faq.dark-arts-win.question': 'How does the Dark Arts Player win?',
  'faq.dark-arts-win.answer':
    'By holding all three Progress Tokens while at least as many Dark Arts pawns as the Location Card requires (three, two or one) stand on the Dark Arts Player Location.',
  'faq.claim-defence-shield.question': 'How do you claim a Defence Shield?',
  'faq.claim-defence-shield.answer':
    'With a House pawn standing on a Defence Shield Space, trade in three things: a Parchment Scroll, a Library Book, and whichever item that shield pictures (the Dark Detector or a D.A. Coin). Just owning the items is not enough.',
  'faq.final-hand.question': 'What happens when the Dark Arts Marker reaches the last space?',
  'faq.final-hand.answer':
    'The final hand starts: every player draws back up to five cards, and nobody may Replenish after that, though card effects and draw spaces can still give cards. Play goes on until a side wins or the game is drawn; arriving on the last space is not a win or a draw in itself.',
  'faq.draw.question': 'Can the game end in a draw?',
  'faq.draw.answer':
    'Yes, but only in the final hand: once the marker is on the last space, the game is drawn if every player runs out of cards before either side meets its victory condition.',
  'faq.bump.question': 'What happens when a Dark Arts pawn lands on a House pawn (a bump)?',
  'faq.bump.answer':
    'If several House pawns are there, the Dark Arts Player picks one. That House pawn returns to the Great Hall, the Dark Arts pawn goes to reserve, and the Dark Arts Player takes that House\u2019s House Marker unless they hold it already. With every House Marker in hand, the Dark Arts Marker moves one space (resolve the event it lands on, if any) and the House Markers go back to their owners. Finally they draw two Dark Arts Acquire Cards, keep one on top of their Draw Deck and put the other under the Acquire Deck, at most once a turn.',
  'faq.parchment-scroll.question': 'How do you claim a Parchment Scroll?',
  'faq.parchment-scroll.answer':
    'As a free action, show two of your Location Cards while your pawns stand in the areas they name, then put those cards under their deck. After your first Scroll you draw two new Location Cards; after your second you return your last Location Card and draw none.',
  'faq.hogwarts-tokens.question': 'What are Hogwarts Tokens for?',
  'faq.hogwarts-tokens.answer':
    'As a free action, give back a Hogwarts Token that you picked up on an earlier turn. In exchange you get an extra Explore action, played with a card whose type matches the token.',
  'faq.error.word': 'word must be a string; got {got}',
  'faq.error.query': 'query must be a string; got {got}',
  'faq.error.text': 'text must be a string; got {got}',
  'faq.error.id': 'id must be a string; got {got}',
  'faq.error.entry-object': 'entries item {position} must be an object; got {got}',
  'faq.error.entry-unreadable': 'entries item {position}.{field} could not be read',
  'faq.error.entry-text': 'entries item {position}.{field} must be a non-empty string; got {got}',
  'faq.error.entry-pages-list':
    'entries item {position}.pages must be a list of page numbers; got {got}',
  'faq.error.entry-pages-length': {
    one: 'entries item {position}.pages may hold at most {count} page; got {length}',
    other: 'entries item {position}.pages may hold at most {count} pages; got {length}',
  },
  'faq.error.entry-page':
    'entries item {position}.pages must hold whole page numbers from 1 to {max}; got {got}',
  'faq.error.entry-pages-order':
    'entries item {position}.pages must be in ascending order without repeats; got {pages}',
} as const;
