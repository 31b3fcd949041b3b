/**
 * English of every sentence the widgets say about a move on the Dark Arts path
 * (src/model/narration.ts). `{zone}` and `{before}` are zone colour words from the path catalogue
 * (`path.zone.*`, in the form a sentence uses them); `{colour}` is a zone's name ("Orange");
 * `{pawns}` is `narration.pawns`; `{cause}` one of the cause texts; `{space}` and `{total}` numbers.
 */
export const narrationMessages = {
  'narration.cause.house-replenish': 'A House Player replenished',
  'narration.cause.event': 'An Event Card said so',
  'narration.cause.all-house-markers': 'All House Markers collected',
  'narration.cause-in-sentence.house-replenish': 'a House Player replenished',
  'narration.cause-in-sentence.event': 'an Event Card said so',
  'narration.cause-in-sentence.all-house-markers': 'all House Markers collected',
  'narration.pawns': { one: '{count} Dark Arts pawn', other: '{count} Dark Arts pawns' },
  'narration.zone-change':
    '{colour} Dark Arts card effects are now unlocked, and the {before} Event Deck is no longer used.',
  'narration.give-markers-back': 'Give every House Marker back to its owner.',
  'narration.final-hand':
    'Final hand: the marker is on the last space, so the final hand begins. Everyone draws back up to five cards and nobody may Replenish again. Reaching this space does not win or end the game: play on.',
  'narration.forced-red':
    'On the last space the Dark Arts Player must take the red Progress Token with the Location Card: {pawns} needed.',
  'narration.event.effect-only':
    'Event Space: draw the top {zone} Event Card. House Players carry out their part first if they can; then the Dark Arts Player uses its effect (the {zone} Progress Token is already taken).',
  'narration.event.token-only':
    "Event Space: draw the top {zone} Event Card. House Players carry out their part first if they can; then the Dark Arts Player must take the {zone} Progress Token, as this is the zone's last Event Space.",
  'narration.event.card-last':
    'Event Space: draw the top red Event Card. House Players carry out their part first if they can; then, on this last space, the Dark Arts Player must take the red Progress Token and the Location Card with it ({pawns} needed), which is their choice for this event.',
  'narration.event.choose':
    'Event Space: draw the top {zone} Event Card. House Players carry out their part first if they can; then the Dark Arts Player chooses its effect or the {zone} Progress Token.',
  'narration.advance':
    '{cause}: the Dark Arts Marker moved forward to space {space} of {total}, in the {zone} zone.',
  'narration.decision.effect': 'The Dark Arts Player used the {zone} event effect.',
  'narration.decision.token': 'The Dark Arts Player took the {zone} Progress Token.',
  'narration.decision.card':
    'Location Card taken: {pawns} needed at the Dark Arts Player Location.',
  'narration.history.advance': 'Space {space}: {cause}',
  'narration.history.advance-card':
    'Space {space}: {cause}; red Progress Token taken with the Location Card ({pawns})',
  'narration.history.effect': 'Space {space}: {zone} event effect used',
  'narration.history.token': 'Space {space}: {zone} Progress Token taken',
  'narration.history.red-token':
    'Space {space}: red Progress Token taken with the Location Card ({pawns})',
  'narration.summary.advance': 'marker moved to space {space}',
  'narration.summary.effect': '{zone} event effect used on space {space}',
  'narration.summary.token': '{zone} Progress Token taken on space {space}',
  'narration.undo': 'Undone: {move}. The marker is on space {space}.',
  'narration.undo-waiting': "The {zone} event there waits for the Dark Arts Player's choice again.",
  'narration.restart': 'The path starts again: the marker is on the first space, no tokens taken.',
  'narration.session-undone': 'Last move undone. The marker is on space {space}.',
  'narration.session-updated': 'The path was updated. The marker is on space {space}.',
  'narration.marker.waits':
    "The Dark Arts Marker cannot move yet: the {zone} event on its space still waits for the Dark Arts Player's choice. Resolve it on the path, then tick the step again.",
  'narration.marker.did-not-move': 'The Dark Arts Marker did not move: {reason}.',
  'narration.marker.move-undone':
    'That marker move was undone on the path. Tick the step again when the marker should move.',
} as const;
