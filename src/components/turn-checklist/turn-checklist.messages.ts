/**
 * English of `<defenders-turn-checklist>`: its headings, labels, announcements, messages about bad
 * attributes and the notes under the marker step. `{side}` and `{action}` are names from the rules core (in the
 * reader's language); `{got}` is a received value; `{allowed}` lists attribute values as written.
 */
export const turnChecklistMessages = {
  'turn-checklist.title': 'Your turn',
  'turn-checklist.sides': 'Whose turn is it?',
  'turn-checklist.actions': 'Choose one main action',
  'turn-checklist.pawn-outside': 'At least one of my pawns stands outside the Protected Areas',
  'turn-checklist.final-hand': 'Final hand (the Dark Arts Marker is on the last space)',
  'turn-checklist.final-hand-in-game':
    'Final hand: the Dark Arts Marker is on the last space of the path.',
  'turn-checklist.group.main': '{action}, step by step',
  'turn-checklist.group.free': 'Free actions (optional)',
  'turn-checklist.group.bump': 'If your pawn bumps a House pawn',
  'turn-checklist.group.end': 'End of turn',
  'turn-checklist.progress': {
    one: '{done} of {count} step ticked',
    other: '{done} of {count} steps ticked',
  },
  'turn-checklist.next': 'Next turn',
  /** Inside a game: whose turn the shared turn order says it is. */
  'turn-checklist.whose.house': "{house}'s turn",
  'turn-checklist.whose.dark-arts': "Dark Arts Player's turn",
  'turn-checklist.round': 'Round {round}',
  'turn-checklist.seating.summary': 'Seating',
  'turn-checklist.seating.intro':
    "The House Player on the Dark Arts Player's left plays first; from there, play goes on clockwise around the table.",
  /** `{seat}`: 1 for the seat on the Dark Arts Player's left, then clockwise. */
  'turn-checklist.seating.seat': 'Seat {seat} from the left',
  /** After a House taken from another seat: `{house}` moved from the seat chosen to seat `{seat}`. */
  'turn-checklist.seating.moved': '{house} moved to seat {seat}.',
  'turn-checklist.announce.handed-on':
    'Ticks cleared. {whose}, round {round}: choose a main action.',
  'turn-checklist.announce.side': "{side}'s turn: choose a main action.",
  'turn-checklist.announce.action': {
    one: '{action} chosen: {count} step to tick.',
    other: '{action} chosen: {count} steps to tick.',
  },
  'turn-checklist.announce.dropped':
    '{action} is unavailable now and no longer chosen. {reason} Choose another main action.',
  'turn-checklist.announce.ticked':
    'Every step is ticked: your turn is over. Press "Next turn" for the next player.',
  'turn-checklist.announce.next': 'Ticks cleared. Next player: choose a main action.',
  'turn-checklist.problem.side':
    'side must be "house" or "dark-arts"; got {got}. Showing the House Player\'s turn.',
  'turn-checklist.problem.action':
    'action must be one of {allowed} for the {side}; got {got}. Choose an action below.',
  /** Under the marker step inside a game, before it is ticked. */
  'turn-checklist.marker.in-game':
    "Ticking this step moves the Dark Arts Marker on the game's path.",
  /** Under the marker step outside a game. */
  'turn-checklist.marker.by-hand':
    'Move the Dark Arts Marker on the board yourselves: this checklist does not keep track of the path.',
  'turn-checklist.marker.keep-tick':
    'The marker stays where this step moved it: the path has moved on since. Take the later moves back on the path first.',
} as const;
