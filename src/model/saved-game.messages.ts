/**
 * English of the saved game (src/model/, src/components/game/internal/): what is wrong with a saved game, a shared link or a path
 * session, and the words naming a change in the undo history ("players set to 4").
 */
export const savedGameMessages = {
  'saved-game.error.houses': {
    one: 'houses must list {count} different House (from {allowed}) for {players} players; got {got}',
    other:
      'houses must list {count} different Houses (from {allowed}) for {players} players; got {got}',
  },
  'saved-game.error.not-a-game': 'it is {got}, not a saved game',
  'saved-game.error.other-writer': 'it was not written by <defenders-game>',
  'saved-game.error.version': 'it uses format version {got}, and this version reads {version}',
  'saved-game.error.link-too-long': 'the link is too long',
  'saved-game.error.link-characters': 'the link contains characters it should not',
  'saved-game.error.link-altered': 'the link is cut short or altered',
  'saved-game.error.session-move':
    'path move {position} must be an advance with a cause or a decide with a choice',
  'saved-game.error.saved-path': 'a saved path must be an object with layout, start and moves',
  'saved-game.error.saved-moves': {
    one: 'a saved path must list at most {count} move',
    other: 'a saved path must list at most {count} moves',
  },
  'saved-game.error.session-type':
    'a path session must be an object with layout, state and history',
  'saved-game.error.session-history-list': 'a path session must have a history list',
  'saved-game.error.session-history': 'the path history does not lead to the path state',
  'saved-game.change.players': 'players set to {players}',
  'saved-game.change.houses': 'Houses set to {houses}',
  'saved-game.change.joined': '{first}; {second}',
  'saved-game.change.taken-back': '{move} taken back',
  'saved-game.change.path-restarted': 'path started again',
  'saved-game.change.path-changed': 'path changed, marker on space {space}',
  'saved-game.change.new-game': 'new game started',
  'saved-game.change.link-opened': 'game from a link opened',
} as const;
