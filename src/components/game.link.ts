import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameState } from '../shared/context.js';
import { decodeGame, encodeGame } from '../game/game-state.js';
import { decodeShare, encodeShare, readHashParam, shareParam, withHashParam } from '../game/share-link.js';
import type { TableGame } from '../game/reconcile.js';

/** What the page link holds for a game. */
export type LinkReading =
  | { kind: 'none' }
  | { kind: 'game'; game: TableGame }
  | { kind: 'broken'; reason: string }
  /** The page's address could not be read at all (a sandboxed frame): nothing to say. */
  | { kind: 'unavailable' };

function pageUrl(hash: string): string {
  return `${location.href.split('#')[0]}${hash}`;
}

/**
 * Keeps a game in the page's address (`#defenders=…`, or `#defenders-<key>=…` with a `persist`
 * key): reads it on load, rewrites it after each move once it is active, removes it for a new game.
 * The address is replaced, never pushed, so moves do not fill the back button's history.
 */
export class GameLinkController implements ReactiveController {
  /** True once the page link carries this game, so later moves keep it current. */
  active = false;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The game the page link holds under `key`; a readable one makes the link active. */
  read(key: string): LinkReading {
    let raw: string | null;
    try {
      raw = readHashParam(location.hash, shareParam(key));
    } catch {
      return { kind: 'unavailable' };
    }
    if (raw === null) return { kind: 'none' };
    try {
      const game = decodeGame(decodeShare(raw));
      this.active = true;
      return { kind: 'game', game };
    } catch (error) {
      return { kind: 'broken', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Puts `state` into the page link under `key` and returns the full URL. */
  write(state: GameState, key: string): string {
    const url = pageUrl(withHashParam(location.hash, shareParam(key), encodeShare(encodeGame(state))));
    try {
      history.replaceState(history.state, '', url);
    } catch {
      // A sandboxed frame may refuse; the link can still be copied.
    }
    return url;
  }

  /** Takes the game under `key` out of the page link; later moves no longer write it. */
  remove(key: string): void {
    this.active = false;
    const param = shareParam(key);
    if (readHashParam(location.hash, param) === null) return;
    try {
      history.replaceState(history.state, '', pageUrl(withHashParam(location.hash, param, null)));
    } catch {
      // Nothing to undo: the old link just stays in the address bar.
    }
  }
}
