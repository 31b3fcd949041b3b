/** Every `RulesError.code`: stable names for programs, one per kind of bad input. */
export type RulesErrorCode =
  // a value of the wrong kind or out of range
  | 'players'
  | 'side'
  | 'action'
  | 'turn-context'
  | 'cause'
  | 'choice'
  | 'zone'
  // the path layout
  | 'layout-type'
  | 'layout-length'
  | 'layout-letter'
  | 'layout-empty'
  | 'layout-first-event'
  | 'layout-order'
  | 'layout-zone-missing'
  | 'layout-zone-no-event'
  | 'layout-red-events'
  | 'layout-mismatch'
  // path states and moves
  | 'state-type'
  | 'state-position'
  | 'state-inconsistent'
  | 'requirement-position'
  | 'event-pending'
  | 'path-end'
  | 'no-event-pending'
  | 'token-taken'
  | 'token-forced'
  // victory and shields
  | 'victory-input'
  | 'victory-houses'
  | 'victory-house-twice'
  | 'victory-shields'
  | 'victory-two-winners'
  | 'victory-dark-arts'
  | 'victory-tokens'
  | 'victory-requirement'
  | 'victory-requirement-one-before-final-hand'
  | 'victory-requirement-without-tokens'
  | 'victory-tokens-without-requirement'
  | 'victory-pawns'
  | 'victory-both-sides'
  | 'shield-input'
  // the FAQ
  | 'faq-query'
  | 'faq-entries'
  | 'faq-word'
  | 'faq-text'
  | 'faq-id'
  // saved and shared games (the game layer)
  | 'houses'
  | 'session-type'
  | 'session-move'
  | 'session-moves'
  | 'session-history'
  | 'widget-state';

/**
 * The only error the rules core throws for bad input. `code` is stable for programs;
 * `message` tells a person what is allowed and what was given.
 */
export class RulesError extends Error {
  readonly code: RulesErrorCode;

  constructor(code: RulesErrorCode, message: string) {
    super(message);
    this.name = 'RulesError';
    this.code = code;
  }
}

/** Shows a received value safely and briefly inside an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value == null)
    return String(value);
  if (Array.isArray(value)) return 'a list';
  const kind = typeof value;
  return kind === 'object' || kind === 'undefined' ? `an ${kind}` : `a ${kind}`;
}

/** The message of anything thrown: an `Error`'s message, or the value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
