import { describeValue, errorMessage } from '../rules/errors.js';
import { isPlayerCount } from '../rules/constants.js';
import { DEFAULT_LAYOUT, parseLayout } from '../rules/path.js';
import type { PlayerCount } from '../rules/types.js';

/**
 * Reading the attributes a host sets on `<defenders-game>`: each reader returns the value the game
 * uses and, for a bad value, the message the element shows (it then uses the default). Pure.
 */
export interface HostReading<T> {
  value: T;
  /** Why the attribute's value was not used, or `null` when it was. */
  problem: string | null;
}

/** The host's attributes that the game state follows, as it last followed them. */
export interface HostSnapshot {
  players: PlayerCount;
  rulebookUrl: string | null;
  /** The storage key in use (see `persistKey`). */
  persist: string;
  layout: string | null;
  pageOffset: number | null;
  spreads: boolean;
  pdfPage: unknown;
}

/** The host's attributes now, with the storage key read from `persist`. */
export function hostSnapshot(
  host: Omit<HostSnapshot, 'persist'> & { persist: unknown },
): HostSnapshot {
  const { players, rulebookUrl, layout, pageOffset, spreads, pdfPage } = host;
  return {
    players,
    rulebookUrl,
    layout,
    pageOffset,
    spreads,
    pdfPage,
    persist: persistKey(host.persist),
  };
}

/** What the host changed between two snapshots; the page mapping counts as one setting. */
export interface HostChanged {
  persist: boolean;
  players: boolean;
  layout: boolean;
  rulebookUrl: boolean;
  pageSettings: boolean;
}

export function hostChanged(before: HostSnapshot, after: HostSnapshot): HostChanged {
  return {
    persist: after.persist !== before.persist,
    players: after.players !== before.players,
    layout: after.layout !== before.layout,
    rulebookUrl: after.rulebookUrl !== before.rulebookUrl,
    // A bad offset is NaN each time: it is read again, so the message names the latest text.
    pageSettings:
      !Object.is(after.pageOffset, before.pageOffset) ||
      Number.isNaN(after.pageOffset) ||
      after.spreads !== before.spreads ||
      after.pdfPage !== before.pdfPage,
  };
}

export const DEFAULT_PLAYERS: PlayerCount = 4;

/** The storage key in use: the `persist` attribute trimmed, '' for none. */
export function persistKey(persist: unknown): string {
  return String(persist ?? '').trim();
}

/** `players` (unset means the default); `written` is the attribute text, shown in the message. */
export function readPlayers(
  players: number | null | undefined,
  written: string | null,
): HostReading<PlayerCount> {
  if (players == null || isPlayerCount(players))
    return { value: players ?? DEFAULT_PLAYERS, problem: null };
  return {
    value: DEFAULT_PLAYERS,
    problem: `players must be a whole number from 2 to 5 (the Dark Arts Player included); got ${describeValue(written ?? String(players))}. Using ${DEFAULT_PLAYERS}.`,
  };
}

function isWebAddress(value: string, baseURI: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value, baseURI).protocol);
  } catch {
    return false;
  }
}

/** `rulebook-url`: an http(s) address, relative ones read against `baseURI`; '' for none. */
export function readRulebookUrl(rulebookUrl: unknown, baseURI: string): HostReading<string> {
  const value = String(rulebookUrl ?? '').trim();
  if (!value) return { value: '', problem: null };
  if (isWebAddress(value, baseURI)) return { value, problem: null };
  return {
    value: '',
    problem: `rulebook-url must be a web address (http, https or a relative path); got ${describeValue(value)}. The rule references show page numbers without a link.`,
  };
}

/** `layout` in notation form, or `null` when none (or a bad one) is set. */
export function readLayout(layout: unknown): HostReading<string | null> {
  if (layout == null || String(layout).trim() === '') return { value: null, problem: null };
  try {
    return { value: parseLayout(String(layout)).notation, problem: null };
  } catch (error) {
    return {
      value: null,
      problem: `layout is not a valid path: ${errorMessage(error)}. Using the example layout ${describeValue(DEFAULT_LAYOUT)}.`,
    };
  }
}

/** The message shown when the page link holds a game that cannot be read. */
export function brokenLinkMessage(reason: string, persisting: boolean): string {
  return `The game in this page's link could not be read (${reason}), so it was left out and the table shows ${
    persisting ? 'the saved game or a new one' : 'a new game'
  }.`;
}

/** The console warning when a saved or linked game was on another layout than the host's. */
export function movedLayoutWarning(
  source: 'link' | 'saved game',
  from: string,
  to: string,
): string {
  return `the ${source} used another path layout (${from}); its players and Houses are kept and the path starts again on ${to}.`;
}
