/**
 * English of the embed snippets and the iframe embed page: the widgets' titles, the fallback text a
 * snippet carries (the rules sentences in it come from the rules core), and the embed page's own
 * words.
 */
export const embedMessages = {
  'embed.title.setup-calculator': 'Setup calculator',
  'embed.title.turn-checklist': 'Turn checklist',
  'embed.title.path-tracker': 'Dark Arts path tracker',
  'embed.title.victory-checker': 'Victory checker',
  'embed.title.faq': 'Rules FAQ',
  'embed.title.game': 'Whole game helper',
  'embed.page': 'rulebook p. {page}',
  'embed.pages': 'rulebook pp. {pages}',
  'embed.list.or': '{first} or {last}',
  'embed.setup.heading': 'Setup for {players} players:',
  'embed.setup.sides': {
    one: '1 Dark Arts Player and {count} House Player.',
    other: '1 Dark Arts Player and {count} House Players.',
  },
  'embed.setup.pawns':
    'The Dark Arts Player has {pawns} pawns: {onBoard} on the Deployment Spaces and {reserve} in reserve{pages}.',
  'embed.turn.action': '{side}, {action} turn:',
  'embed.turn.side': '{side} turn:',
  'embed.turn.actions': 'take one main action: {actions}{pages}.',
  'embed.turn.closed': 'No {action}: {reason}',
  'embed.path.heading': 'Dark Arts path: space {space} of {spaces}.',
  'embed.victory.heading': 'How each side wins, from the start of a game:',
  'embed.victory.house': {
    one: 'Each House needs {count} more Defence Shield; the first House to have them wins, alone.',
    other:
      'Each House needs {count} more Defence Shields; the first House to have them wins, alone.',
  },
  'embed.faq.none': 'No rules question matches “{query}”.',
  'embed.faq.more': { one: '{count} weaker match', other: '{count} weaker matches' },
  'embed.game.heading': 'Game helper:',
  'embed.game.body': 'setup, turns, the Dark Arts path and victory, in one place.',
  'embed.page.heading': 'Defenders of Hogwarts rules',
  'embed.page.title': '{widget} · Defenders of Hogwarts rules',
  'embed.problem.players': 'players must be a whole number from 2 to 5; got {got}',
  'embed.problem.side': 'side must be "house" or "dark-arts"; got {got}',
  'embed.problem.action-closed':
    'action "{action}" is not possible with final-hand: {reason} Choose {allowed}, or leave final-hand off',
  'embed.problem.action': 'action for the {side} must be {allowed}; got {got}',
  'embed.problem.final-hand': 'final-hand must be "true" or "false"; got {got}',
  'embed.problem.boolean': '{name} must be "true" or "false"; got {got}',
  'embed.problem.persist':
    'persist must be a storage key of letters, digits, "-", "_" or "." (at most {count}), such as "game-night"; got {got}',
  'embed.problem.rulebook-url':
    'rulebook-url must be an http: or https: address of at most {count} characters; got {got}',
  'embed.problem.layout-length': 'layout must be at most {count} characters long',
  'embed.problem.position':
    'position must be a whole number from 0 to {last} for this layout; got {got}',
  'embed.problem.query-length': 'query must be at most {count} characters long',
  'embed.problem.accent':
    'accent must be a hex colour such as "#225588" or a CSS colour name; got {got}',
  'embed.problem.accent-unknown':
    'accent {got} is not a colour this browser knows; the default is used',
  'embed.problem.option': '{tag} has no option {got}: it takes {options}',
  'embed.problem.no-options': '{tag} has no option {got}: it takes none',
  'embed.problem.repeated': 'the parameter {got} is given more than once; the first value is used',
  'embed.problem.no-widget': 'Choose a widget with ?widget=…: {widgets}',
  'embed.problem.widget': 'widget must be one of {widgets}; got {got}',
  'embed.problem.theme': 'theme must be "auto", "light" or "dark"; got {got}',
  'embed.problem.lang': 'lang must be {allowed}; got {got}',
  'embed.problem.base':
    'your own address must start with https:// or http:// (or / on the same site), such as https://example.org/defenders/; got {got}',
  'embed.page.problems': {
    one: 'This embed has a problem:',
    other: 'This embed has some problems:',
  },
} as const;
