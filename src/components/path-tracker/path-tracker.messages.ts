/**
 * English of `<defenders-path-tracker>`. `{zone}` is a zone colour word from the path catalogue
 * (`path.zone.*`, in the form a sentence uses it); `{colour}` a zone's name ("White"); `{pawns}`
 * is `narration.pawns`; `{reason}` a rules message; `{got}` the value received.
 */
export const pathTrackerMessages = {
  'path-tracker.title': 'Dark Arts path',
  'path-tracker.summary': 'Marker on space {space} of {total}, {zone} zone.',
  'path-tracker.summary-event': 'Marker on space {space} of {total}, {zone} zone (an Event Space).',
  'path-tracker.zone.white': 'White zone',
  'path-tracker.zone.orange': 'Orange zone',
  'path-tracker.zone.red': 'Red zone',
  'path-tracker.zone-range': '({first}–{last})',
  'path-tracker.space': 'Space {space}',
  'path-tracker.space-event': 'Event Space',
  'path-tracker.space-marker': 'the Dark Arts Marker is here',
  'path-tracker.legend-event': '★ Event Space',
  'path-tracker.legend-marker': 'Ringed: the marker',
  'path-tracker.tokens': 'Progress Tokens',
  'path-tracker.token-taken': '{colour}: taken',
  'path-tracker.token-not-taken': '{colour}: not taken',
  'path-tracker.unlocked': 'Dark Arts card effects unlocked',
  'path-tracker.card': 'Location Card',
  'path-tracker.card-not-taken': 'Not taken yet.',
  'path-tracker.card-taken': 'Taken: the Dark Arts Player needs {pawns} at their Location.',
  'path-tracker.final-hand': 'Final hand',
  'path-tracker.final-hand-draw':
    'The marker is on the last space. Everyone draws back up to five cards, and from now on nobody may Replenish (cards and draw spaces that let you draw still work).',
  'path-tracker.final-hand-result':
    'Reaching this space is not a result: play on until a side wins, or until everyone is out of cards, which is a draw.',
  'path-tracker.event-title': 'Event Space: {zone} event',
  'path-tracker.event-draw': 'Draw the top card of the {zone} Event Deck.',
  'path-tracker.event-houses': 'House Players resolve their part of it first, if they can.',
  'path-tracker.event-choice':
    'Then the Dark Arts Player picks one: the event effect or the {zone} Progress Token.',
  'path-tracker.use-effect': 'Use the event effect',
  'path-tracker.take-token': 'Take the {zone} Progress Token',
  'path-tracker.take-red-token': 'Take the red Progress Token (Location Card: {pawns})',
  'path-tracker.effect-not-allowed':
    'Not allowed: this is the last {zone} Event Space, so the {zone} Progress Token must be taken before the marker leaves the zone.',
  'path-tracker.effect-not-allowed-last':
    'Not allowed: on the last space the Location Card must be taken, with the red Progress Token.',
  'path-tracker.token-not-available': 'Not available: the {zone} Progress Token is already taken.',
  'path-tracker.discard': 'Discard the Event Card once it is resolved.',
  'path-tracker.advance': 'Advance the marker…',
  'path-tracker.blocked-event': 'Resolve the event first.',
  'path-tracker.blocked-end': 'The marker is on the last space and moves no further.',
  /** Inside a game, once this turn's checklist moved the marker; `{from}` and `{to}` are spaces. */
  'path-tracker.moved-this-turn': 'Moved this turn: space {from} → {to}.',
  'path-tracker.replenish-made':
    "Already made: this turn's Replenish moved the marker, and a Replenish moves it one space.",
  'path-tracker.undo': 'Undo last move',
  'path-tracker.last-move': 'Last move: {move}',
  'path-tracker.causes': 'Why does the marker move?',
  'path-tracker.history': 'Move history ({count})',
  'path-tracker.no-moves': 'No moves yet.',
  'path-tracker.restart-question':
    'Start the path again? This clears the marker, the tokens and the history.',
  'path-tracker.keep-playing': 'Keep playing',
  'path-tracker.restart-confirm': 'Yes, start again',
  'path-tracker.restart': 'Start the path again…',
  'path-tracker.move-problem': 'That move is not possible: {reason}.',
  'path-tracker.layout-problem':
    'The layout is not valid: {reason}. Showing the example layout instead.',
  'path-tracker.position-problem':
    'position must be a whole number from 0 (first space) to {last} (last space) for this layout; got {got}. The marker stays on the first space.',
  'path-tracker.game-problem':
    "The game's path could not be shown: {reason}. Showing this tracker's own path.",
} as const;
