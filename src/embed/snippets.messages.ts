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
  'embed.victory.house': '{need}; the first House to have them wins, alone.',
  'embed.faq.none': 'No rules question matches “{query}”.',
  'embed.game.heading': 'Game helper:',
  'embed.game.body': 'setup, turns, the Dark Arts path and victory, in one place.',
  'embed.page.heading': 'Defenders of Hogwarts rules',
  'embed.page.title': '{widget} · Defenders of Hogwarts rules',
  'embed.page.problems': {
    one: 'This embed has a problem:',
    other: 'This embed has some problems:',
  },
} as const;
