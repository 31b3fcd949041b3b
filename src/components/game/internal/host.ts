import type { LocalText, Params } from '../../../i18n/messages.js';
import { localText } from '../../../i18n/translate.js';
import { describeValue, errorText, received } from '../../../rules/errors.js';
import { DEFAULT_PLAYERS, isPlayerCount } from '../../../rules/constants.js';
import { DEFAULT_LAYOUT, parseLayout } from '../../../rules/path.js';
import type { PlayerCount } from '../../../rules/types.js';
import {
  readPageSettings,
  type PageSettings,
  type PdfPageFunction,
} from '../../../model/pdf-pages.js';
import { gameMessages } from '../game.messages.js';
import { onHostLayout, type TableGame } from './reconcile.js';

function message(key: keyof typeof gameMessages, params: Params): LocalText {
  return localText(gameMessages, key, params);
}

/**
 * Reading the attributes a host sets on `<defenders-game>`: each reader returns the value the game
 * uses and, for a bad value, the message the element shows (it then uses the default). Pure.
 */
export interface HostReading<T> {
  value: T;
  /** Why the attribute's value was not used, in any language, or `null` when it was. */
  problem: LocalText | null;
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
    problem: message('game.problem.players', {
      got: received(written ?? String(players)),
      default: DEFAULT_PLAYERS,
    }),
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
    problem: message('game.problem.rulebook-url', { got: received(value) }),
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
      problem: message('game.problem.layout', {
        reason: errorText(error),
        example: describeValue(DEFAULT_LAYOUT),
      }),
    };
  }
}

/** The message shown when the page link holds a game that cannot be read (`error` says why). */
export function brokenLinkMessage(error: unknown, persisting: boolean): LocalText {
  return message(persisting ? 'game.problem.link-saved' : 'game.problem.link-new', {
    reason: errorText(error),
  });
}

/** The console warning when a saved or linked game was on another layout than the host's. */
export function movedLayoutWarning(
  source: 'link' | 'saved game',
  from: string,
  to: string,
): string {
  return `the ${source} used another path layout (${from}); its players and Houses are kept and the path starts again on ${to}.`;
}

/** The page mapping attributes of a game, as the element holds them. */
export interface PageHost {
  pageOffset: number | null;
  spreads: boolean;
  pdfPage: PdfPageFunction | null;
  getAttribute(name: string): string | null;
}

/**
 * The page mapping the host set, and a reading per setting whose bad value shows a message (the
 * setting then counts as unset). The messages are those of the shared page-mapping module.
 */
export function readPages(host: PageHost): {
  settings: PageSettings;
  problems: [string, HostReading<null>][];
} {
  const { settings, problems } = readPageSettings({
    pageOffset: host.pageOffset,
    writtenOffset: host.getAttribute('page-offset'),
    spreads: host.spreads,
    writtenSpreads: host.getAttribute('spreads'),
    pdfPage: host.pdfPage,
  });
  return {
    settings,
    problems: Object.entries(problems).map(([name, problem]) => [
      name,
      { value: null, problem: problem ? (locale) => `${problem(locale)}.` : null },
    ]),
  };
}

/**
 * A saved or linked game moved onto the host's `layout` (none: kept as it is), with one console
 * warning from `host` when it was on another.
 */
export function placeOnLayout(
  host: HTMLElement,
  saved: TableGame,
  source: 'link' | 'saved game',
  layout: string | null,
): TableGame {
  const { game, moved } = onHostLayout(saved, layout);
  if (moved)
    console.warn(
      `<${host.localName}>: ${movedLayoutWarning(source, saved.path.layout, layout ?? '')}`,
    );
  return game;
}
