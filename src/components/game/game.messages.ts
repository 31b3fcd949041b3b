/**
 * English of `<defenders-game>`: its toolbar (Undo, New game, Copy link, Keep screen on, the Jump
 * to links), the New game question, the announcements and the messages about a bad attribute or
 * link. `game.undo.title` is the Undo button's text while there is a change to undo.
 */
export const gameMessages = {
  'game.undo': 'Undo',
  'game.undo.title': 'Undo: {change}',
  'game.undo.nothing': 'Nothing to undo',
  'game.undo.done': 'Undid: {change}.',
  'game.jump': 'Jump to',
  'game.jump.setup': 'Setup',
  'game.jump.turn': 'Turn',
  'game.jump.path': 'Path',
  'game.jump.victory': 'Victory',
  'game.jump.faq': 'FAQ',
  'game.new-game': 'New game',
  'game.new-game.question':
    'Start a new game? The player count, the Houses and the Dark Arts path go back to the start. Undo brings this game back.',
  'game.new-game.cancel': 'Cancel',
  'game.new-game.confirm': 'Start a new game',
  'game.new-game.started': 'New game started. Undo brings the last one back.',
  'game.share': 'Copy link to this game',
  'game.share.copied': 'Link copied. Whoever opens it sees this table as it is now.',
  'game.share.manual': 'The link is in the address bar and in the box below; copy it from there.',
  'game.share.link-label': 'Link to this game',
  'game.share.opened': 'The game from this link is on the table.',
  'game.share.opened-over':
    'The game from this link is on the table ({link}). Undo brings back the game this browser had saved ({saved}).',
  'game.share.summary': '{players} players, marker on space {space}',
  'game.storage.failed':
    'Not saved: this browser would not store the game. Play on; it lasts while this page is open.',
  'game.keep-awake': 'Keep screen on',
  'game.keep-awake.on': 'On: the screen stays on while this page shows.',
  'game.keep-awake.off': 'Off: the screen dims and locks as usual.',
  'game.keep-awake.refused':
    'The browser said no (battery saving or a setting, perhaps). Press to try again.',
  'game.keep-awake.lost': 'The browser let the screen turn off. Press to try again.',
  'game.keep-awake.unsupported':
    'This browser cannot keep the screen on: set a longer screen timeout instead.',
  'game.keep-awake.insecure':
    'Only a secure (https) page can keep the screen on: set a longer screen timeout instead.',
  'game.problem.players':
    'players must be a whole number from 2 to 5 (the Dark Arts Player included); got {got}. Using {default}.',
  'game.problem.rulebook-url':
    'rulebook-url must be a web address (http, https or a relative path); got {got}. The rule references show page numbers without a link.',
  'game.problem.layout':
    'layout is not a valid path: {reason}. Using the example layout {example}.',
  'game.problem.link-saved':
    "The game in this page's link could not be read ({reason}), so it was left out and the table shows the saved game or a new one.",
  'game.problem.link-new':
    "The game in this page's link could not be read ({reason}), so it was left out and the table shows a new game.",
} as const;
