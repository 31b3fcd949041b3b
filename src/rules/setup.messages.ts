/** English texts of the setup plan (src/rules/setup.ts): its steps and the two-player note. */
export const setupMessages = {
  'setup.step.roles': {
    one:
      'Choose roles: one player is always the Dark Arts Player and the other player takes one Hogwarts house. ' +
      'In a first game, hand the Dark Arts role to whoever knows the rules best.',
    other:
      'Choose roles: one player is always the Dark Arts Player and the other {count} players each take a ' +
      'different Hogwarts house. In a first game, hand the Dark Arts role to whoever knows the rules best.',
  },
  'setup.step.dark-arts-pawns': {
    one:
      'The Dark Arts Player gets {pawns} pawns (the player count plus two). {onBoard} of them start on the ' +
      'Deployment Spaces; the other {count} waits in reserve.',
    other:
      'The Dark Arts Player gets {pawns} pawns (the player count plus two). {onBoard} of them start on the ' +
      'Deployment Spaces; the other {count} wait in reserve.',
  },
  'setup.step.dark-arts-pawns.no-reserve':
    'The Dark Arts Player gets {pawns} pawns (the player count plus two), and every one of the {onBoard} ' +
    'begins on a Deployment Space; none are left over for the reserve.',
  'setup.step.main-board':
    'Main Board: lay it in the middle of the table. Shuffle the Defence Shields and turn one face up on every ' +
    'shield space, then put each of the seven Hogwarts Tokens on the space marked for it. Every House starts ' +
    'three of its pawns in the Great Hall. Have the D.A. Coins and the Room of Requirement piece ready beside ' +
    'the board.',
  'setup.step.side-board':
    'Side Board: it goes just above the Main Board. Give the Library Book Deck a shuffle and turn two books face ' +
    'up. Shuffle the House Acquire Deck next, then fill the Acquire row and the Advanced Acquire row with two ' +
    'cards each. The Dark Arts Marker begins on the first space of the path, while the three Progress Tokens, ' +
    'the Dark Detector and the Scrolls all go on their spaces. Every House stands its fourth pawn at ' +
    'the beginning of the Loyalty Track. Last, shuffle each of the two Location Decks on its own and set both ' +
    'on their spaces.',
  'setup.step.player-setup':
    'Players: everyone shuffles their own Starter Deck and places it on their board. A House holds on to its ' +
    'House Marker and takes three House Location Cards. For the Dark Arts Player: shuffle their Acquire Deck, ' +
    'keep the reserve pawns within reach, and shuffle the three Event Decks (white, orange and red) into ' +
    'separate piles. Next, each player draws five Starter Cards. Pieces for any house nobody picked go back ' +
    'in the box.',
  'setup.step.first-turn':
    'The House Player sitting on the Dark Arts Player\u2019s left goes first; turns then pass clockwise around the table.',
  'setup.two-player':
    'Yes: one person plays a House and the other plays the Dark Arts. The Dark Arts Player then has four pawns, ' +
    'all of them on the Deployment Spaces and none in reserve. Everything else is set up as usual; when you read ' +
    'the official setup, count House Players (one here) apart from the total number of players.',
} as const;
