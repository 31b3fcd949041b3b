import fc from 'fast-check';

/** One zone's letters: `length` spaces, at least `minEvents` of them Event Spaces. */
function zoneLetters(letter: string, minEvents: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: Math.max(1, minEvents), maxLength })
    .filter((events) => events.filter(Boolean).length >= minEvents)
    .map((events) => events.map((event) => (event ? letter.toUpperCase() : letter)).join(''));
}

/**
 * Valid layout notation: an ordinary first space, then white, orange and red zones, red with two
 * Event Spaces before its last space.
 */
export const layoutNotation: fc.Arbitrary<string> = fc
  .tuple(
    zoneLetters('w', 1, 6),
    zoneLetters('o', 1, 6),
    zoneLetters('r', 2, 6),
    fc.constantFrom('r', 'R'),
  )
  .map(([white, orange, red, last]) => `w${white}${orange}${red}${last}`);

/** The same notation with white space sprinkled in, which `parseLayout` must ignore. */
export const spacedLayout: fc.Arbitrary<{ notation: string; text: string }> = layoutNotation.chain(
  (notation) =>
    fc
      .array(fc.constantFrom('', ' ', '\n', '\t', '  '), {
        minLength: notation.length + 1,
        maxLength: notation.length + 1,
      })
      .map((gaps) => ({
        notation,
        text: gaps.map((gap, index) => gap + (notation[index] ?? '')).join(''),
      })),
);
