/**
 * English of the rules FAQ: every question and answer (keys `faq.<id>.question` and
 * `faq.<id>.answer`, the ids of `FAQ`), the search keywords of each entry (`faq.<id>.keywords`:
 * the words and synonyms players use for it, comma separated, read by the search and never shown),
 * and the messages about bad search input. The answers restate the rules guide in our own words;
 * their pages are kept beside the ids in topics.ts.
 */
export const faqMessages = {
  'faq.how-many-players.question': 'How many players can play?',
  'faq.how-many-players.answer':
    'Two to five people can play, from age 13 up. One of them always plays the Dark Arts side and every other player picks a different Hogwarts house, so there are one to four House Players.',
  'faq.how-many-players.keywords':
    'player count, number of players, people, headcount, participants, minimum, maximum, min, max, fewest, least, upper limit, lower limit, group size, enough players, too many, party size, how many house players, how many houses',
  'faq.two-players.question': 'Can you play with two players?',
  'faq.two-players.answer':
    'Yes: one person plays a House and the other plays the Dark Arts. The Dark Arts Player then has four pawns, all of them on the Deployment Spaces and none in reserve. Everything else is set up as usual; when you read the official setup, count House Players (one here) apart from the total number of players.',
  'faq.two-players.keywords':
    'two player, pair, duel, head to head, just two, couple, setup for two, one on one, 1v1',
  'faq.everyone-a-house.question': 'Can everyone play a House?',
  'faq.everyone-a-house.answer':
    'No. Someone has to take the Dark Arts role in every game; the rest each choose a different Hogwarts house.',
  'faq.everyone-a-house.keywords':
    'everybody plays a house, everyone a house, all houses, all of us houses, houses only, only houses, without dark arts, no dark arts player, nobody plays dark arts, leave out the dark arts, skip the villain, someone must be dark arts, need a dark arts player, dark arts role required, mandatory role, all heroes',
  'faq.same-house.question': 'Can two players play the same House?',
  'faq.same-house.answer':
    'No. Every House Player picks a house that nobody else at the table has taken.',
  'faq.same-house.keywords':
    'same house, both, duplicate, double, twice, two of one house, share a house, pick a house, choose house, one house each, different houses, unique house, already taken, house taken, copy, identical, only once, each house once',
  'faq.game-length.question': 'How long does a game take, and what age is it for?',
  'faq.game-length.answer':
    'The listed playing time is 90 minutes, for two to five players aged 13 and older.',
  'faq.game-length.keywords':
    'playing time, minutes, hour, how long, length, duration, time, quick, short, age, minimum age, years old, kids, children, age rating, suitable, family, teenager, teens, thirteen, age group, play time',
  'faq.first-game-dark-arts.question': 'Who should play the Dark Arts in a first game?',
  'faq.first-game-dark-arts.answer':
    'Whoever at the table knows the rules best should take the Dark Arts role.',
  'faq.first-game-dark-arts.keywords':
    'beginner, new players, newbies, novices, first time, first game, first play, teach, explain, experienced, veteran, knows the rules best, rules expert, recommend, suggestion, best choice, pick the villain, who should be dark arts',
  'faq.dark-arts-pawns.question': 'How many pawns does the Dark Arts Player get?',
  'faq.dark-arts-pawns.answer':
    'Two more than there are players: four with two players, five with three, six with four and seven with five. Four of them start on the Deployment Spaces; the others (none, one, two or three) wait in reserve.',
  'faq.dark-arts-pawns.keywords':
    'dark pawns, villain pawns, dark figures, pawn count, number of pawns, reserve, reserve pawns, in reserve, spare pawns, deployment, deployment spaces, starting pawns, two more than the players, setup, start',
  'faq.house-pawns.question': 'How many pawns does each House have?',
  'faq.house-pawns.answer':
    'Four. At setup three of them go into the Great Hall, and the fourth begins where the Loyalty Track starts.',
  'faq.house-pawns.keywords':
    'house pawns, pawns per house, house figures, pieces per house, my pawns, my figures, great hall, loyalty track, fourth pawn, three in the great hall, setup, start',
  'faq.setup-main-board.question': 'How is the Main Board set up?',
  'faq.setup-main-board.answer':
    'Put it in the middle of the table. Shuffle the Defence Shields and give each shield space one, face up; the seven Hogwarts Tokens go on the spaces marked for them, and each House puts three of its pawns in the Great Hall. The D.A. Coins and the Room of Requirement piece wait beside the board.',
  'faq.setup-main-board.keywords':
    'setup, set up, start, beginning, main board, centre of the table, defence shields, shields face up, shield spaces, hogwarts tokens, great hall, coins, room of requirement, big board',
  'faq.setup-side-board.question': 'How is the Side Board set up?',
  'faq.setup-side-board.answer':
    'It goes above the Main Board. Reveal two books from the shuffled Library Book Deck, and fill the Acquire Row and the Advanced Acquire Row with two cards each from the shuffled House Acquire Deck. The Dark Arts Marker begins on the path\u2019s first space, while the three Progress Tokens, the Dark Detector and the Parchment Scrolls go on their spaces, every House sets its fourth pawn where the Loyalty Track begins, and the two Location Decks, each shuffled by itself, go on theirs.',
  'faq.setup-side-board.keywords':
    'setup, set up, start, beginning, side board, second board, above the main board, library books revealed, acquire rows, deal two cards, progress tokens, scrolls, location decks, shuffle separately, loyalty track, detector',
  'faq.marker-start.question': 'Where does the Dark Arts Marker start?',
  'faq.marker-start.answer':
    'On the first space of the path, on the Side Board. The three Progress Tokens go on their spaces.',
  'faq.marker-start.keywords':
    'marker start, starting space, first space, path start, beginning of the path, initial position, start position, setup, progress',
  'faq.setup-player-boards.question': 'What does each player set up on their own board?',
  'faq.setup-player-boards.answer':
    'Everyone shuffles their Starter Deck on their board. A House holds on to its House Marker and takes three House Location Cards. As for the Dark Arts Player, they shuffle their Acquire Deck, keep the reserve pawns close and shuffle each of the three Event Decks (white, orange, red) on its own. Then all draw five Starter Cards, and the pieces of houses nobody plays go back in the box.',
  'faq.setup-player-boards.keywords':
    'setup, set up, start, beginning, player board, own board, personal board, player mat, starter deck, shuffle the starter deck, starting hand, five starter cards, location cards, event decks, house marker, unused houses, leftover components, box, put away, houses nobody picked, houses nobody plays, draw location cards',
  'faq.first-player.question': 'Who takes the first turn?',
  'faq.first-player.answer':
    'The House Player sitting at the Dark Arts Player\u2019s left goes first, and from there turns go clockwise around the table.',
  'faq.first-player.keywords':
    'start, starts, start player, starting player, first turn, first move, first go, begins, goes first, plays first, opens the game, leads, seat to the left, first turn at the start of the game',
  'faq.house-actions.question': 'What can a House Player do on a turn?',
  'faq.house-actions.answer':
    'Choose one main action: Explore, Learn or Replenish. Free actions can come on top of it: handing back a Hogwarts Token for an extra Explore, or claiming a Parchment Scroll.',
  'faq.house-actions.keywords':
    'options, main action, choices, choose one, one action, actions per turn, house turn, free actions, menu of actions, three actions, turn, my turn',
  'faq.explore.question': 'How does a House Player\u2019s Explore work?',
  'faq.explore.answer':
    'Play one card and carry out its movement, its effect or both, in whichever order you like. Finish that card before a card effect lets you play another, and resolve every Bonus Space that you activate.',
  'faq.explore.keywords':
    'explore, explore action, move, movement, moving pawns, walk, play a card, play card, card effect, either order, movement or effect first, bonus space, bonus, order',
  'faq.explore-second-card.question': 'Can I play a second card while Exploring?',
  'faq.explore-second-card.answer':
    'Only when a card effect lets you, and only after the first card is fully resolved.',
  'faq.explore-second-card.keywords':
    'second card, two cards, another card, more cards, extra card, additional card, play again, several cards, follow-up card, one card at a time',
  'faq.learn.question': 'How does Learn work?',
  'faq.learn.answer':
    'You need a pawn standing outside the Protected Areas. Then discard one card to take a face-up card from the Acquire Row or the top card of the Acquire Deck. The new card is placed face down onto your Draw Deck, and the row is refilled.',
  'faq.learn.keywords':
    'learn, learn action, buy, acquire, purchase, gain a card, new card, deck building, improve my deck, acquire row, acquire deck, draw deck, face down, refill the row, discard one, cost, price, acquired card, where the new card goes',
  'faq.advanced-acquire.question': 'How do you advance on the Loyalty Track?',
  'faq.advanced-acquire.answer':
    'The guide names one way, in Learn: discard two cards instead of one to take a card from the Advanced Acquire Row, and your House advances on the Loyalty Track.',
  'faq.advanced-acquire.keywords':
    'loyalty, loyalty track, advance, move up, climb, progress on loyalty, advanced acquire, upgrade, cost, discard two',
  'faq.learn-protected-areas.question': 'Can I Learn when all my pawns are in Protected Areas?',
  'faq.learn-protected-areas.answer':
    'No. The Learn action needs at least one of your pawns standing outside the Protected Areas.',
  'faq.learn-protected-areas.keywords':
    'learn blocked, cannot learn, not allowed to learn, protected, pawns safe, pawn outside, learn requirement, learn condition, need a pawn outside',
  'faq.house-replenish.question': 'What does a House Player\u2019s Replenish do?',
  'faq.house-replenish.answer':
    'You may discard cards first, if you want to. Then draw until you hold five, stand your stunned pawns back up and move the Dark Arts Marker forward by one space, resolving the event it brings, if there is one.',
  'faq.house-replenish.keywords':
    'replenish, replenish action, house replenish, refill, refill hand, draw, draw up, discard, throw away, get rid of cards, dump, toss, stand up',
  'faq.hogwarts-tokens.question': 'What are Hogwarts Tokens for?',
  'faq.hogwarts-tokens.answer':
    'As a free action, give back a Hogwarts Token that you picked up on an earlier turn. In exchange you get an extra Explore action, played with a card whose type matches the token.',
  'faq.hogwarts-tokens.keywords':
    'token, tokens, extra explore, second explore, explore again, free action, return a token, give back, hand in, cash in, matching card type, card type',
  'faq.token-same-turn.question': 'Can I use a Hogwarts Token on the turn I pick it up?',
  'faq.token-same-turn.answer':
    'No. Only a token you picked up on an earlier turn can be handed back for the extra Explore.',
  'faq.token-same-turn.keywords':
    'right away, same turn, this turn, immediately, at once, just picked up, just got, just collected, earlier turn, previous turn, new token, straight away, wait a turn',
  'faq.parchment-scroll.question': 'How do you claim a Parchment Scroll?',
  'faq.parchment-scroll.answer':
    'As a free action, show two of your Location Cards while your pawns stand in the areas they name, then put those cards under their deck. After your first Scroll you draw two new Location Cards; after your second you return your last Location Card and draw none.',
  'faq.parchment-scroll.keywords':
    'parchment scroll, parchment, scroll, scrolls, claim scroll, get a scroll, earn, collect, location cards, reveal two location cards, show location cards, bottom of the deck, replacement cards, second scroll, free action',
  'faq.end-turn.question': 'How do you end a turn?',
  'faq.end-turn.answer':
    'Once your main action and everything it set off are resolved, discard the cards you played this turn, and play passes to your left.',
  'faq.end-turn.keywords':
    'finish turn, end of turn, wrap up, close out, pass, pass play, hand over, next player, played cards, discard played cards, clean up, cards I played, after my turn, turn is over, player on my left',
  'faq.turn-order.question': 'In what order do the players take their turns?',
  'faq.turn-order.answer':
    'The House Player sitting at the Dark Arts Player\u2019s left starts. From then on each player, on finishing a turn, hands play to their left, so the turns go clockwise around the table, the Dark Arts Player\u2019s among them.',
  'faq.turn-order.keywords':
    'turn order, order of play, whose turn, who is next, plays next, next turn, clockwise, direction, left, around the table, sequence, rotation, in between, seating',
  'faq.hand-size.question': 'How many cards are in a hand?',
  'faq.hand-size.answer':
    'Everyone starts with five Starter Cards drawn at setup, and a Replenish, on either side, draws you back up to five.',
  'faq.hand-size.keywords':
    'hand, hand size, cards in hand, hand limit, card limit, hold, keep, hand of cards, starting hand, five cards, size of hand, max hand, maximum hand',
  'faq.stunned-pawns.question': 'How do stunned pawns get back up?',
  'faq.stunned-pawns.answer':
    'The guide names Replenish: a House Player stands their stunned pawns up as part of it, and the Dark Arts Player does so first, before drawing.',
  'faq.stunned-pawns.keywords':
    'stunned, stun, stand up, get up, knocked down, knocked over, lying down, fallen, tipped over, recover, wake up, revive, back on their feet, unstun',
  'faq.card-effects-override.question': 'What if a card contradicts a general rule?',
  'faq.card-effects-override.answer':
    'The card takes priority over the general rule. Card effects are also optional: you may skip one unless the card says it must be resolved.',
  'faq.card-effects-override.keywords':
    'card vs rules, card text, rulebook, conflict, contradiction, contradicts, disagree, overrides, priority, precedence, trumps, exception, optional effects, optional, may skip, must resolve, have to use an effect, ignore part of a card, do what the card says',
  'faq.dark-arts-no-learn.question': 'Can the Dark Arts Player Learn?',
  'faq.dark-arts-no-learn.answer':
    'No. On each turn the Dark Arts Player chooses between two actions only, Explore and Replenish; Learn belongs to the House Players.',
  'faq.dark-arts-no-learn.keywords':
    'dark arts actions, dark arts turn, choices, options, two actions, only explore and replenish, dark arts buy, dark arts acquire, dark arts new cards',
  'faq.dark-arts-explore.question': 'How does the Dark Arts Player Explore?',
  'faq.dark-arts-explore.answer':
    'They play a card and use its movement, its effect (if that colour is unlocked) or both, in either order. Bringing a pawn from reserve onto a free Deployment Space spends one movement point.',
  'faq.dark-arts-explore.keywords':
    'dark arts movement, reserve pawn, from reserve, deployment, movement point, unlocked, bring in, bring on, deploy, deploy a pawn, enter the board, cost',
  'faq.protected-areas.question': 'Can Dark Arts pawns enter the Protected Areas?',
  'faq.protected-areas.answer':
    'No. All four Protected Area spaces are closed to Dark Arts pawns: they may not enter one, and they may not pass through one either.',
  'faq.protected-areas.keywords':
    'safe zone, safe space, protected space, protected area, enter, go into, pass through, move through, cross, walk through, blocked, forbidden, off limits, four spaces',
  'faq.occupied-deployment-space.question':
    'Is a Deployment Space with a stunned Dark Arts pawn occupied?',
  'faq.occupied-deployment-space.answer':
    'Yes. Any Dark Arts pawn on a Deployment Space, stunned or not, makes it occupied. It costs one movement point to bring a reserve pawn onto an empty Deployment Space.',
  'faq.occupied-deployment-space.keywords':
    'blocked, deployment, deployment space, occupied, taken, full, free space, empty space, reserve pawn, still counts',
  'faq.dark-arts-replenish.question': 'What does the Dark Arts Player\u2019s Replenish do?',
  'faq.dark-arts-replenish.answer':
    'They first stand their stunned pawns up, then draw back to five cards. Discarding is not part of this action.',
  'faq.dark-arts-replenish.keywords':
    'replenish, dark arts replenish, draw, refill, stand up, keep cards',
  'faq.dark-arts-replenish-marker.question':
    'Does the Dark Arts Replenish move the Dark Arts Marker?',
  'faq.dark-arts-replenish-marker.answer':
    'No. In that action the Dark Arts Player stands their stunned pawns up and draws back to five cards, without discarding, and the action itself leaves the marker where it is. The marker can still move on a Dark Arts turn: when a bump leaves the Dark Arts Player holding every House Marker, it advances one space.',
  'faq.dark-arts-replenish-marker.keywords': 'dark arts replenish, path, stays put',
  'faq.bump.question':
    'What happens when a Dark Arts pawn finishes its move on a House pawn (a bump)?',
  'faq.bump.answer':
    'If several House pawns are there, the Dark Arts Player picks one. That House pawn returns to the Great Hall, the Dark Arts pawn goes to reserve, and the Dark Arts Player takes that House\u2019s House Marker unless they hold it already. With every House Marker in hand, the Dark Arts Marker moves one space (resolve the event it lands on, if any) and the House Markers go back to their owners. Finally they draw two Dark Arts Acquire Cards, keep one on top of their Draw Deck and put the other under the Acquire Deck, at most once a turn.',
  'faq.bump.keywords':
    'bump, knock, capture, hit, send back, send home, great hall, land on, kick out, house marker, take a house marker, house pawns sharing a space, several on the same space, bumped pawn, after a bump',
  'faq.several-bumps.question': 'Does the Dark Arts Player draw cards for every bump in a turn?',
  'faq.several-bumps.answer':
    'No. The Dark Arts Player draws the two Dark Arts Acquire Cards once a turn at most, however many bumps they make.',
  'faq.several-bumps.keywords':
    'multiple, several, twice, double, each time, once per turn, again, more than one, limit, extra cards, more cards',
  'faq.house-markers.question': 'What are the House Markers for?',
  'faq.house-markers.answer':
    'Every House starts the game with its own House Marker. When a Dark Arts pawn bumps a House pawn, the Dark Arts Player takes that House\u2019s marker, unless they have it already. Once they hold the marker of every House in the game, the Dark Arts Marker moves forward one space and each House gets its marker back.',
  'faq.house-markers.keywords':
    'house marker, house markers, all markers, every house marker, collect markers, take a marker, steal a marker, markers back, return markers',
  'faq.marker-moves.question': 'When does the Dark Arts Marker move?',
  'faq.marker-moves.answer':
    'Three things move the marker forward one space: a House Player\u2019s Replenish action, an event that tells it to move, and the Dark Arts Player collecting every House Marker. If it stops on an ordinary path space, there is nothing to resolve.',
  'faq.marker-moves.keywords':
    'path, advance, move marker, marker moves, path moves, forward, progress along the path, triggers, house markers, ordinary space',
  'faq.event-spaces.question': 'What happens on an Event Space?',
  'faq.event-spaces.answer':
    'Draw the Event Card on top of the deck for the colour of that space. The House Players do their part first, if they can; then the Dark Arts Player picks one: what the card does, or the Progress Token of the zone, as long as it has not been taken. The card is then discarded, and a zone\u2019s Event Deck goes unused once the marker has left that zone.',
  'faq.event-spaces.keywords':
    'event, event card, event deck, event space, lands on an event, stops on an event, draw an event, resolve event, effect or progress token, colour, zone, white, orange, red, houses resolve first',
  'faq.progress-token-forced.question':
    'Can the Dark Arts Player skip a zone\u2019s Progress Token?',
  'faq.progress-token-forced.answer':
    'Only for a while. The token of a zone has to be taken before the marker moves on into the next zone, so on the last white or orange Event Space, a token still in place is the only choice. The red token can wait: on reaching the last path space the Dark Arts Player has to take it, with the Location Card at one pawn.',
  'faq.progress-token-forced.keywords':
    'progress token, skip, forced, must take, red token, zone token, next zone, leave the token, decline, refuse, pass up',
  'faq.card-colours-unlock.question':
    'When can the Dark Arts Player use orange and red card effects?',
  'faq.card-colours-unlock.answer':
    'White effects work from the start. Orange ones open up once the marker reaches the first orange path space, red ones once it reaches the first red space, and colours already open stay open.',
  'faq.card-colours-unlock.keywords':
    'unlock, locked, orange cards, red cards, white cards, colours, color, effects available, orange effects, red effects, activate',
  'faq.location-card-requirement.question':
    'How many pawns does the Dark Arts Player need at the Location?',
  'faq.location-card-requirement.answer':
    'It depends on when the final Progress Token and its Location Card were taken: three pawns at the first red Event Space, two at the next red Event Space, and one if the card is forced on them at the last path space. The number set when the card is taken stays: moving further does not lower it automatically.',
  'faq.location-card-requirement.keywords':
    'location requirement, requirement, reduce, lower, pawns needed, three two one, location card, red event space, first red space, next red space, goes down later, fixed, locked in',
  'faq.final-hand.question': 'What happens when the Dark Arts Marker reaches the last space?',
  'faq.final-hand.answer':
    'The final hand starts: every player draws back up to five cards, and nobody may Replenish after that, though card effects and draw spaces can still give cards. Play goes on until a side wins or the game is drawn; arriving on the last space is not a win or a draw in itself.',
  'faq.final-hand.keywords':
    'last space, end of path, final round, last round, end game, endgame, final hand, last hand, no more replenish, marker at the end',
  'faq.draw.question': 'Can the game end in a draw?',
  'faq.draw.answer':
    'Yes, but only in the final hand: once the marker is on the last space, the game is drawn if every player runs out of cards before either side meets its victory condition.',
  'faq.draw.keywords':
    'draw, tie, tied, stalemate, even, nobody wins, no winner, deadlock, out of cards, run out of cards',
  'faq.house-win.question': 'How does a House Player win?',
  'faq.house-win.answer':
    'By being the first one to gather two Defence Shields. That House wins alone; nobody shares the win.',
  'faq.house-win.keywords':
    'house victory, shields, win, win condition, two shields, house wins, shields needed, win as a house, first to two shields, defence shields',
  'faq.houses-win-together.question': 'Do House Players win together?',
  'faq.houses-win-together.answer':
    'No. The House that is first to gather two Defence Shields wins on its own; the other Houses get no share of that win.',
  'faq.houses-win-together.keywords':
    'team, cooperative, co-op, share, victory, together, alliance, other houses, the others, win too, shared win, team up, all houses win',
  'faq.dark-arts-win.question': 'How does the Dark Arts Player win?',
  'faq.dark-arts-win.answer':
    'By holding all three Progress Tokens while at least as many Dark Arts pawns as the Location Card requires (three, two or one) stand on the Dark Arts Player Location.',
  'faq.dark-arts-win.keywords':
    'dark arts victory wins, win condition, dark arts wins, villain wins, all three progress tokens, progress tokens, pawns on the location',
  'faq.claim-defence-shield.question': 'How do you claim a Defence Shield?',
  'faq.claim-defence-shield.answer':
    'With a House pawn standing on a Defence Shield Space, trade in three things: a Parchment Scroll, a Library Book, and whichever item that shield pictures (the Dark Detector or a D.A. Coin). Just owning the items is not enough.',
  'faq.claim-defence-shield.keywords':
    'shield, defence shield, defense shield, claim, get shield, earn a shield, trade, trade in, items, library book, coin, detector, shield space, cost of a shield',
  // Words players use for the game's own, read by the search and never shown: "alias, alias =
  // the words it stands for", groups split by ";".
  'faq.search.synonyms':
    'villain, baddie, evil, bad, voldemort, DA = dark arts; hero = house; people, ppl, folks, person, gamer, somebody, someone, anybody, anyone, friend, mate, buddy, brother, sister, wife, husband, partner, girlfriend, boyfriend, nephew, niece, son, daughter = player; neither = draw; climb, rise = advance; need, needed, require, required, necessary = must; unstun, wake = stand up stunned; goal, objective, aim, lose, loss = win; market, shop = acquire row; buy, purchase = learn; attack, kill = bump; unconscious, faint, fainted, ko = stunned; heal, revive = stand up; death, eater = dark arts; normal, regular, plain = ordinary; direction, counterclockwise, anticlockwise = clockwise; duration, length, minute, hour, playtime = long time; tie, tied, stalemate, remis = draw; safe, safety = protected; square, spot, field, tile = space; victory, winner, winning, won, beat = win; finish, over, done = end; figure, piece, meeple = pawn; pile, stack = deck; round = turn; decrease, drop, less = lower; old, young, younger, youngest, years, kid, child, rating, rated = age; solo, alone = player minimum; walk, step, travel = move; track, tracker = path; chain, combo = another card; join = play; must, mandatory, compulsory, obligatory = optional; gryffindor, hufflepuff, ravenclaw, slytherin = house',
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
