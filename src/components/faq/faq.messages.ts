/**
 * English of `<defenders-faq>`: its heading, search box, count line, the button under a search's
 * strong matches, empty state (with the closest answers and the topics to browse by), link buttons and
 * the messages about bad `query` and `entries` values. The questions and answers themselves are
 * the rules core's (faq.messages.ts); a host's own entries are shown as the host wrote them.
 */
export const faqWidgetMessages = {
  'faq-widget.title': 'Rules questions',
  'faq-widget.search': 'Search the answers',
  'faq-widget.loading': 'Loading the answers\u2026',
  'faq-widget.count.all': { one: 'All {count} answer', other: 'All {count} answers' },
  'faq-widget.count.none': 'No answers match',
  'faq-widget.count.some': { one: '{count} answer matches', other: '{count} answers match' },
  'faq-widget.empty':
    'Nothing in these answers matches “{query}”, and the rules guide they follow may not cover it.',
  'faq-widget.empty.hint': 'Try fewer words, or other ones such as “pawns”, “draw” or “first”.',
  'faq-widget.clear': 'Clear the search',
  'faq-widget.closest': 'Closest answers',
  'faq-widget.more': 'To find more, clear the search or browse the answers by topic.',
  'faq-widget.topics': 'Browse by topic',
  'faq-widget.topic.players': 'Players and roles',
  'faq-widget.topic.setup': 'Setup',
  'faq-widget.topic.house-turn': 'A House Player\u2019s turn',
  'faq-widget.topic.dark-arts-turn': 'The Dark Arts Player\u2019s turn',
  'faq-widget.topic.path': 'The Dark Arts path',
  'faq-widget.topic.end': 'How the game ends',
  'faq-widget.count.topic': {
    one: '{count} answer on \u201c{topic}\u201d',
    other: '{count} answers on \u201c{topic}\u201d',
  },
  'faq-widget.show-all': 'Show every answer',
  'faq-widget.unfold': { one: 'Show {count} weaker match', other: 'Show {count} weaker matches' },
  'faq-widget.copy': 'Copy link',
  'faq-widget.copied': 'Link copied',
  'faq-widget.copy.failed':
    'The link could not be copied automatically; it is shown below the answer to copy by hand.',
  'faq-widget.fallback': 'Link to this answer (copy it by hand)',
  'faq-widget.error.query': 'query must be text; got {got}. Showing every answer.',
  'faq-widget.error.entries':
    'entries must be a list of { id, question, answer, pages } objects; got {got}.',
  'faq-widget.error.entry':
    '{reason}; that entry was left out (each needs an id, a question, an answer and pages).',
  'faq-widget.error.entry-id':
    'entries item {position} was left out: its id must be letters, digits, "-" or "_" (up to 80); got {got}.',
  'faq-widget.error.entry-id-taken':
    'entries item {position} was left out: the id {id} is already used.',
  'faq-widget.error.load':
    'The answers could not be loaded. Check the connection and reload the page; a site that serves this widget\u2019s bundle must serve the chunks/ folder beside it too.',
  'faq-widget.error.entries-limit': 'entries may hold up to {count} items; the rest were left out.',
} as const;
