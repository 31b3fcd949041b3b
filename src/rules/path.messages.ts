/**
 * English of the rules core's Dark Arts path (src/rules/path.ts): layout and state errors, what
 * moves the marker, and the notes `describePath` gives.
 *
 * Placeholders: `{zone}` (also `{before}`, `{earlier}`, `{later}`, `{pending}`) is a zone's colour
 * word as it stands inside a sentence, from `path.zone.*`: a translation gives the form its
 * sentences need there (German writes them all as "der weißen Zone", so it gives "weißen").
 * `{colours}` lists the colours open, from `path.colour.*`. `{got}` is the value received;
 * `{space}`, `{position}`, `{last}`, `{count}` are numbers.
 */
export const pathMessages = {
  'path.zone.white': 'white',
  'path.zone.orange': 'orange',
  'path.zone.red': 'red',
  'path.colour.white': 'white',
  'path.colour.orange': 'orange',
  'path.colour.red': 'red',

  'path.layout.letters':
    'w, o, r (an ordinary space of the white, orange or red zone) and W, O, R (an Event Space of that zone)',
  'path.error.layout-length': {
    one: 'layout may have at most {max} spaces; got {count} character',
    other: 'layout may have at most {max} spaces; got {count} characters',
  },
  'path.error.layout-length-more': 'layout may have at most {max} spaces; got more',
  'path.error.layout-letter':
    'layout space {space} (character {character}) is {got}; the allowed letters are {letters}',
  'path.error.layout-empty':
    'layout must have at least one space for each zone, using the letters {letters}; got no spaces',
  'path.error.layout-first-event':
    'layout space 1 is where the Dark Arts Marker starts, so it must be an ordinary white space (w); got {got}',
  'path.error.layout-order':
    'layout zones must run white, then orange, then red; space {space} ({letter}) is {zone} but comes after a {before} space',
  'path.error.layout-zone-missing': 'layout must have at least one {zone} space; got none',
  'path.error.layout-zone-no-event':
    'layout must have at least one {zone} Event Space ({letter}); got none',
  'path.error.layout-red-events':
    'layout must have at least two red Event Spaces (R) before the last space; got {count}',
  'path.error.layout-notation':
    'layout must come from parseLayout (an object with a notation string); got notation {got}',
  'path.error.layout-spaces':
    'layout.spaces must match layout.notation; use parseLayout to build a layout',
  'path.error.layout-space':
    'layout.spaces item {position} does not match layout.notation; use parseLayout to build a layout',
  'path.error.position':
    'position must be a whole number from 0 to {last} for this layout; got {got}',
  'path.error.requirement-position':
    'the Location Card comes with the red Progress Token, taken only on a red Event Space (R) or the last space; space {space} is neither',
  'path.error.state-position':
    'state.position must be a whole number from 0 to {last} for this layout; got {got}',
  'path.error.state-requirement': 'state.locationRequirement must be 1, 2, 3 or null; got {got}',
  'path.error.inconsistent': 'state does not fit the layout: {detail}',
  'path.inconsistent.token-missing':
    'the marker is in the {zone} zone, so the {earlier} Progress Token must already be taken',
  'path.inconsistent.token-early':
    'the {later} Progress Token cannot be taken while the marker is still in the {zone} zone',
  'path.inconsistent.pending-not-event':
    'an event is pending but space {space} is not an Event Space',
  'path.inconsistent.pending-zone':
    'the pending event is {pending} but space {space} is in the {zone} zone',
  'path.inconsistent.token-passed':
    'the marker has passed the last {zone} Event Space, so the {zone} Progress Token must be taken',
  'path.inconsistent.red-with-card':
    'the red Progress Token and the Location Card requirement go together: both set or neither',
  'path.inconsistent.last-space':
    'the marker is on the last space, so the red Progress Token (with the Location Card) must be taken',
  'path.inconsistent.requirement-early':
    'a requirement of {requirement} cannot have been set before space {space}',
  'path.inconsistent.token-while-waiting':
    'the {zone} Progress Token cannot already be taken while the first {zone} event reached still waits',
  'path.inconsistent.requirement-waiting':
    'a requirement of {requirement} is set by resolving the event of space {space}, so that event cannot still be waiting',
  'path.error.event-pending':
    'the {zone} event on this space must be resolved (decide "effect" or "token") before the marker moves again',
  'path.error.path-end':
    'the marker is already on the last space of the path and cannot move further',
  'path.error.no-event-pending':
    'there is no event to resolve: decide is only allowed right after the marker lands on an Event Space',
  'path.error.token-taken': 'the {zone} Progress Token is already taken; choose "effect"',
  'path.error.token-forced':
    'this is the last {zone} Event Space and the {zone} Progress Token is still there; it must be taken ("token") before the marker leaves the zone',
  'path.error.token-forced-last':
    'this is the last space of the path and the red Progress Token is still there; it must be taken now ("token"), and the Location Card with it, at one pawn',

  // What moves the marker (pp. 16, 17, 20, 22).
  'path.cause.house-replenish': 'A House Player took the Replenish action.',
  'path.cause.event': 'An event told the Dark Arts Marker to move.',
  'path.cause.all-house-markers':
    'The Dark Arts Player gathered the House Marker of every House, then gave them back.',
  'path.causes-note':
    'Each of these moves the marker one space. A card effect that says otherwise takes priority over this general rule.',

  // describePath (pp. 21-23).
  'path.note.zone':
    'The marker is in the {zone} zone, so Dark Arts card effects of these colours are open: {colours}.',
  'path.note.event':
    'Event Space: draw the top card of the {zone} Event Deck. House Players carry out their part first if they can; then the Dark Arts Player picks the event effect or, if it is still there, the zone\u2019s Progress Token. Discard the Event Card when done.',
  'path.note.must-take':
    'This is the last {zone} Event Space, so the {zone} Progress Token has to be taken now, before the marker moves into the next zone.',
  'path.note.must-take-last':
    'This is the last space and the Location Card is not taken yet: once the House Players have done their part, the Dark Arts Player must take the red Progress Token, and the Location Card with it, at one pawn. On an event they choose the event effect or the Progress Token, and here the Location Card is required, so the token is their choice and the effect goes unused.',
  'path.note.token-taken':
    'The {zone} Progress Token is already taken, so the Dark Arts Player uses the event effect.',
  'path.note.red-take': {
    one: 'Taking the red Progress Token here brings the Location Card with it, at {count} pawn on the Dark Arts Player Location.',
    other:
      'Taking the red Progress Token here brings the Location Card with it, at {count} pawns on the Dark Arts Player Location.',
  },
  'path.note.red-hold-first':
    'Holding off until the next red Event Space brings that down to two; if it is still not taken by the last space, it is forced on the Dark Arts Player there, at one.',
  'path.note.red-later':
    'The rules set three pawns at the first red Event Space, two at the next one and one at the last space, and say nothing about a third red Event Space; this tracker counts two here as well.',
  'path.note.red-hold-second':
    'If you wait: the rules say nothing about a third red Event Space (this tracker counts two there too), and the last space forces the card on you at one pawn.',
  'path.note.red-hold-last':
    'Holding off leaves the card to be forced on the Dark Arts Player at the last space, at one pawn.',
  'path.note.card-taken': {
    one: 'The Location Card is taken with a requirement of {count} pawn; moving further along the path does not lower it automatically.',
    other:
      'The Location Card is taken with a requirement of {count} pawns; moving further along the path does not lower it automatically.',
  },
  'path.note.final-hand':
    'Final hand: the marker is on the last space. Everyone draws back up to five cards, and nobody may Replenish again (card effects and draw spaces still let players draw). Play on until a side wins or everyone runs out of cards, which is a draw. Reaching this space is not a result by itself.',
} as const;
