/** English texts of `<defenders-setup-calculator>` (its element and internal/players.ts). */
export const setupCalculatorMessages = {
  'setup-calculator.title': {
    one: 'Setup for {count} player',
    other: 'Setup for {count} players',
  },
  'setup-calculator.players-legend': 'Players at the table (Dark Arts Player included)',
  'setup-calculator.players-option': { one: '{count} player', other: '{count} players' },
  'setup-calculator.house-players': { one: 'House Player', other: 'House Players' },
  'setup-calculator.pawns': 'Dark Arts pawns',
  'setup-calculator.on-board': 'On the Deployment Spaces',
  'setup-calculator.reserve': 'In reserve',
  'setup-calculator.summary': {
    one:
      '{players} players: {count} House Player, {darkArts} Dark Arts Player with {pawns} pawns, ' +
      '{onBoard} on the Deployment Spaces and {reserve} in reserve.',
    other:
      '{players} players: {count} House Players, {darkArts} Dark Arts Player with {pawns} pawns, ' +
      '{onBoard} on the Deployment Spaces and {reserve} in reserve.',
  },
  'setup-calculator.pawn-counts': 'Pawn counts:',
  'setup-calculator.table-caption': 'Every player count (always one Dark Arts Player)',
  'setup-calculator.column.total': 'Total',
  'setup-calculator.column.house': 'House',
  'setup-calculator.column.pawns': 'Pawns',
  'setup-calculator.column.start': 'Start',
  'setup-calculator.column.reserve': 'Reserve',
  'setup-calculator.chosen-row': '(chosen)',
  'setup-calculator.table-key':
    "Total: everyone at the table. House: House Players. Pawns: the Dark Arts Player's pawns. " +
    'Start: those on the Deployment Spaces at the start. Reserve: the rest.',
  'setup-calculator.two-player-title': 'Playing with two',
  'setup-calculator.first-turn-title': 'Who goes first',
  'setup-calculator.checklist-title': 'Setup checklist',
  'setup-calculator.step-number': 'Step {number}:',
  'setup-calculator.progress': {
    one: '{done} of {count} step done',
    other: '{done} of {count} steps done',
  },
  'setup-calculator.clear': 'Clear ticks',
  'setup-calculator.error.players': {
    one: 'players must be a whole number from {min} to {max}; got {got}. Showing {count} player.',
    other:
      'players must be a whole number from {min} to {max}; got {got}. Showing {count} players.',
  },
  /** Inside a game, once every setup step is ticked: whose turn the game starts with. */
  'setup-calculator.next.house': "Setup is done. Next: {house}'s turn, round {round}.",
  'setup-calculator.next.dark-arts':
    "Setup is done. Next: the Dark Arts Player's turn, round {round}.",
  /** The link from there to the game's turn checklist. */
  'setup-calculator.next.go': 'Go to the turn checklist',
} as const;
