// Every element of the public contract, by its module name and its tag.

export const WIDGET_NAMES = [
  'setup-calculator',
  'turn-checklist',
  'path-tracker',
  'victory-checker',
  'faq',
  'rule-ref',
  'game',
] as const;

export const TAGS = WIDGET_NAMES.map((name) => `defenders-${name}` as const);
