/**
 * Writing a game into a URL hash and reading it back: `#defenders=<base64url JSON>`, or
 * `#defenders-<key>=…` for a game with a `persist` key, so two games on one page keep separate
 * links. Other `&`-separated parts of the hash are kept. Pure functions; the element does the I/O.
 */
import { fail } from '../../../rules/validate.js';
import { savedGameMessages } from '../../../model/saved-game.messages.js';

/** Longest link value accepted, so a pasted giant URL cannot make the page work hard. */
export const MAX_SHARE_LENGTH = 20000;

export function shareParam(key: string): string {
  return key ? `defenders-${encodeURIComponent(key)}` : 'defenders';
}

export function encodeShare(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Parses a link value; throws a `RulesError` saying why when it is not base64url JSON. */
export function decodeShare(text: string): unknown {
  if (text.length > MAX_SHARE_LENGTH)
    fail('share-link', savedGameMessages, 'saved-game.error.link-too-long');
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    fail('share-link', savedGameMessages, 'saved-game.error.link-characters');
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return fail('share-link', savedGameMessages, 'saved-game.error.link-altered');
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('share-link', savedGameMessages, 'saved-game.error.link-altered');
  }
}

function hashParts(hash: string): string[] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body ? body.split('&') : [];
}

/** The raw value of `param` in `hash`, or `null` when the hash does not carry it. */
export function readHashParam(hash: string, param: string): string | null {
  for (const part of hashParts(hash)) {
    if (part.startsWith(`${param}=`)) return part.slice(param.length + 1);
  }
  return null;
}

/** `hash` with `param` set to `value` (or removed when `value` is `null`), other parts kept. */
export function withHashParam(hash: string, param: string, value: string | null): string {
  const parts = hashParts(hash).filter((part) => part !== param && !part.startsWith(`${param}=`));
  if (value !== null) parts.push(`${param}=${value}`);
  return parts.length ? `#${parts.join('&')}` : '';
}
