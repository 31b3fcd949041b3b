import { html, nothing, type TemplateResult } from 'lit';
import type { GameState } from '../../model/context.js';
import { decodeGame, encodeGame } from './internal/game-state.js';
import type { gameMessages } from './game.messages.js';
import {
  decodeShare,
  encodeShare,
  readHashParam,
  shareParam,
  withHashParam,
} from './internal/share-link.js';
import type { TableGame } from './internal/reconcile.js';

/**
 * What the page link holds for a game: `game` when it holds a readable one, `broken` (the error
 * saying why) when it holds one that cannot be read, neither when it holds none or the address is
 * unreadable.
 */
export interface LinkReading {
  game?: TableGame;
  broken?: unknown;
}

function pageUrl(hash: string): string {
  return `${location.href.split('#')[0]}${hash}`;
}

/**
 * Keeps a game in the page's address (`#defenders=…`, or `#defenders-<key>=…` with a `persist`
 * key): reads it on load, rewrites it after each move once it is active, removes it for a new game.
 * The address is replaced, never pushed, so moves do not fill the back button's history. The game
 * follows a link pasted into the open page through a `HashChangeController` of its own.
 */
export class GameLinkController {
  /** True once the page link carries this game, so later moves keep it current. */
  active = false;

  /** The game the page link holds under `key`; a readable one makes the link active. */
  read(key: string): LinkReading {
    let raw: string | null;
    try {
      raw = readHashParam(location.hash, shareParam(key));
    } catch {
      // A sandboxed frame's address may be unreadable: nothing to restore, nothing to say.
      return {};
    }
    if (raw === null) return {};
    try {
      const game = decodeGame(decodeShare(raw));
      this.active = true;
      return { game };
    } catch (error) {
      return { broken: error };
    }
  }

  /** Puts `state` into the page link under `key` and returns the full URL. */
  write(state: GameState, key: string): string {
    const url = pageUrl(
      withHashParam(location.hash, shareParam(key), encodeShare(encodeGame(state))),
    );
    try {
      history.replaceState(history.state, '', url);
    } catch {
      // A sandboxed frame may refuse; the link can still be copied.
    }
    return url;
  }

  /**
   * Puts `state` into the page link, makes it active and copies it: returns the message to announce
   * and, when the clipboard cannot be used, the link to show for copying by hand ('' otherwise).
   */
  async copy(
    state: GameState,
    key: string,
  ): Promise<{ status: keyof typeof gameMessages; manualLink: string }> {
    const url = this.write(state, key);
    this.active = true;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      return { status: 'game.share.copied', manualLink: '' };
    } catch {
      return { status: 'game.share.manual', manualLink: url };
    }
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

/** The page link to copy by hand, where copying failed; nothing when there is none. */
export function manualLinkBox(link: string, label: string): TemplateResult | typeof nothing {
  if (!link) return nothing;
  return html`<div class="link" part="link">
    <label for="link">${label}</label>
    <input
      id="link"
      type="text"
      readonly
      .value=${link}
      @focus=${(event: FocusEvent) => (event.target as HTMLInputElement).select()}
    />
  </div>`;
}
