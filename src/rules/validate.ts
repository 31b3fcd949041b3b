import { RulesError, describeValue } from './errors.js';
import type { RulesErrorCode } from './errors.js';

/** Throws the core's only error type. */
export function fail(code: RulesErrorCode, message: string): never {
  throw new RulesError(code, message);
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
    return fail(code, `${name} could not be read`);
  }
}

/** A plain object (not null, not a list, not a function). */
export function requireRecord(value: unknown, name: string, code: RulesErrorCode): object {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(code, `${name} must be an object; got ${describeValue(value)}`);
  }
  return value;
}

export function requireBoolean(value: unknown, name: string, code: RulesErrorCode): boolean {
  if (typeof value !== 'boolean')
    fail(code, `${name} must be true or false; got ${describeValue(value)}`);
  return value;
}

export function optionalBoolean(
  value: unknown,
  name: string,
  code: RulesErrorCode,
): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') {
    fail(code, `${name} must be true, false or left out; got ${describeValue(value)}`);
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
    fail(code, `${name} must be a whole number from ${min} to ${max}; got ${describeValue(value)}`);
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
    fail(code, `${name} must be one of ${list}; got ${describeValue(value)}`);
  }
  return value as T;
}

export function requireString(value: unknown, name: string, code: RulesErrorCode): string {
  if (typeof value !== 'string')
    fail(code, `${name} must be a string; got ${describeValue(value)}`);
  return value;
}

/** Reads a host-supplied list without trusting its prototype or its length. */
export function requireArray(
  value: unknown,
  name: string,
  maxLength: number,
  code: RulesErrorCode,
): unknown[] {
  if (!Array.isArray(value)) fail(code, `${name} must be a list; got ${describeValue(value)}`);
  let length: number;
  try {
    length = value.length;
  } catch {
    return fail(code, `${name} could not be read`);
  }
  if (length > maxLength) fail(code, `${name} may hold at most ${maxLength} items; got ${length}`);
  const items: unknown[] = [];
  for (let index = 0; index < length; index += 1) {
    try {
      items.push(value[index]);
    } catch {
      fail(code, `${name} item ${index + 1} could not be read`);
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

/** English word for small counts, so sentences read "two more" rather than "2 more". */
export function numberWord(count: number): string {
  const words = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
  ];
  return words[count] ?? String(count);
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
