// Message keys whose German text is deliberately the same as the English: proper names, and words
// German writes the same way. Every other key must read differently in German (test/i18n/de.test.ts).
export const SAME_IN_GERMAN: ReadonlySet<string> = new Set([
  'house.gryffindor',
  'house.hufflepuff',
  'house.ravenclaw',
  'house.slytherin',
  'zone.orange',
  // The jump link to the FAQ: German pages write "FAQ" too (the embed title is "Regel-FAQ").
  'game.jump.faq',
  // Two changes undone at once, joined by punctuation alone.
  'saved-game.change.joined',
]);
