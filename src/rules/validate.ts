import type { Messages, Params } from '../i18n/messages.js';
import { RulesError, received } from './errors.js';
import type { RulesErrorCode } from './errors.js';
import { errorMessages } from './errors.messages.js';

/**
 * Throws the core's only error type, with a message of `english` (the calling module's
 * catalogue) that can be shown in any registered language.
 */
export function fail<English extends Messages>(
  code: RulesErrorCode,
  english: English,
  key: keyof English & string,
  params?: Params,
): never {
  throw new RulesError(code, { english, key, params });
}

function failGeneral(code: RulesErrorCode, key: keyof typeof errorMessages, params: Params): never {
  return fail(code, errorMessages, key, params);
}

/**
 * Reads one field of a host-supplied object. Hosts may hand us anything (proxies, getters that
 * throw), so a failing read becomes a `RulesError` instead of leaking another error type.
 */
export function readField(
  record: object,
  key: string,
  name: string,
  code: RulesErrorCode,
): unknown {
  try {
    return (record as Record<string, unknown>)[key];
  } catch {
    return failGeneral(code, 'error.unreadable', { name });
  }
}

/** A plain object (not null, not a list, not a function). */
export function requireRecord(value: unknown, name: string, code: RulesErrorCode): object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    failGeneral(code, 'error.object', { name, got: received(value) });
  }
  return value;
}

export function requireBoolean(value: unknown, name: string, code: RulesErrorCode): boolean {
  if (typeof value !== 'boolean')
    failGeneral(code, 'error.boolean', { name, got: received(value) });
  return value;
}

export function optionalBoolean(
  value: unknown,
  name: string,
  code: RulesErrorCode,
): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') {
    failGeneral(code, 'error.optional-boolean', { name, got: received(value) });
  }
  return value;
}

export function requireInteger(
  value: unknown,
  name: string,
  min: number,
  max: number,
  code: RulesErrorCode,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    failGeneral(code, 'error.integer', { name, min, max, got: received(value) });
  }
  return value;
}

export function requireOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  name: string,
  code: RulesErrorCode,
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    const list = allowed.map((item) => `"${item}"`).join(', ');
    failGeneral(code, 'error.one-of', { name, allowed: list, got: received(value) });
  }
  return value as T;
}

export function requireString(value: unknown, name: string, code: RulesErrorCode): string {
  if (typeof value !== 'string') failGeneral(code, 'error.string', { name, got: received(value) });
  return value;
}

/** Reads a host-supplied list without trusting its prototype or its length. */
export function requireArray(
  value: unknown,
  name: string,
  maxLength: number,
  code: RulesErrorCode,
): unknown[] {
  if (!Array.isArray(value)) failGeneral(code, 'error.list', { name, got: received(value) });
  let length: number;
  try {
    length = value.length;
  } catch {
    return failGeneral(code, 'error.unreadable', { name });
  }
  if (length > maxLength)
    failGeneral(code, 'error.list-length', { name, count: maxLength, length });
  const items: unknown[] = [];
  for (let index = 0; index < length; index += 1) {
    try {
      items.push(value[index]);
    } catch {
      failGeneral(code, 'error.list-item', { name, position: index + 1 });
    }
  }
  return items;
}

/** Deep-freezes plain data the core hands out, so callers cannot corrupt shared values. */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
  }
  return value;
}
