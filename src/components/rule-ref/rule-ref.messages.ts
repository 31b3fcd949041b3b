/**
 * English texts of `<defenders-rule-ref>` (its element and internal/citation.ts). The page
 * numbers they carry are always the printed pages of the English rulebook.
 */
export const ruleRefMessages = {
  /** A citation without pages. */
  'rule-ref.rulebook': 'Rulebook',
  /** The first piece of a citation: its first page or range (`{first}`); more pieces may follow. */
  'rule-ref.citation': { one: 'Rulebook p. {first}', other: 'Rulebook pp. {first}' },
  /** What a screen reader hears for a citation that is not a link. */
  'rule-ref.spoken': { one: 'Rulebook page {pages}', other: 'Rulebook pages {pages}' },
  /** A range of pages, read out. */
  'rule-ref.spoken-range': '{first} to {last}',
  /** Said after the citation of a link. */
  'rule-ref.opens-at': '(opens the rulebook at page {page} in a new tab)',
  'rule-ref.opens': '(opens the rulebook in a new tab)',
  'rule-ref.error.pages':
    'pages must be whole page numbers from 1 to {max} separated by commas, or ranges, such as "22,23" or "22-23"; got {got}',
  'rule-ref.error.rulebook-url':
    'rulebook-url must be an http: or https: address; got {got}, so the citation is not linked',
} as const;
