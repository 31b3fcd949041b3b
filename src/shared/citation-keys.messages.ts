/** English tips of the keyboard access to citations (src/shared/citation-keys.ts). */
export const citationKeyMessages = {
  /** `{forward}` and `{back}` are arrows pointing along the reader's lines. */
  'citation-keys.steps':
    'Keys: {forward} from a step to its rulebook page, {back} back to its box.',
  'citation-keys.group': 'Keys: ↓ and ↑ move between these rulebook pages.',
} as const;
