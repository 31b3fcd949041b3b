// Every English catalogue of the package, for the tests that compare translations against it.
// A module that adds a catalogue (src/**/*.messages.ts) adds it here and to src/i18n/translation.ts.
import type { Message, Messages } from '../../src/i18n/messages.js';
import { errorMessages } from '../../src/rules/errors.messages.js';
import { nameMessages } from '../../src/rules/names.messages.js';
import { gameMessages } from '../../src/components/game.messages.js';
import { savedGameMessages } from '../../src/game/game.messages.js';
import { embedMessages } from '../../src/embed/snippets.messages.js';

export const ENGLISH_CATALOGUES: readonly Messages[] = [
  errorMessages,
  nameMessages,
  gameMessages,
  savedGameMessages,
  embedMessages,
];

/** All English messages, key to message. */
export function englishMessages(): Record<string, Message> {
  return Object.assign({}, ...ENGLISH_CATALOGUES) as Record<string, Message>;
}

/** The texts of a message: the string, or each plural form. */
export function formsOf(message: Message): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}
