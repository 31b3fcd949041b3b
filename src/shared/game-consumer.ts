import { ContextEvent, type ContextType } from '@lit/context';
import type { ReactiveController, ReactiveElement } from 'lit';
import { gameContext } from '../model/context.js';
import { attachContextRoot } from './context-root.js';

/**
 * The name of the update a change of the game asks for: `changed.has(GAME_UPDATE)` in `willUpdate`.
 * No member of a widget has this name, so the `_game` field stays free for the bundles to shorten.
 */
export const GAME_UPDATE = 'game';

/** A widget's link to the enclosing `<defenders-game>` (see `consumeGame`). */
export interface GameLink extends ReactiveController {
  /** The game's context while the widget is inside one, else `undefined`. */
  readonly value: ContextType<typeof gameContext>;
}

/**
 * A widget's link to the enclosing `<defenders-game>`: `value` is the game's context while the
 * widget is inside one, else `undefined`. Every change of the game updates the widget, as an
 * update named `GAME_UPDATE`, so that `willUpdate` sees it among the changed properties.
 *
 * A subscribing consumer of the context protocol, as `@lit/context`'s `ContextConsumer` with
 * `subscribe: true`, in fewer bytes: it asks on every connection, keeps the value a provider
 * gives, and when another provider answers (the widget moved to another game) it unsubscribes
 * from the one before; on disconnection it unsubscribes and keeps the last value.
 */
export function consumeGame(host: ReactiveElement): GameLink {
  let unsubscribe: (() => void) | undefined;
  const link: { value: GameLink['value'] } & ReactiveController = {
    value: undefined,
    hostConnected() {
      // The root listens first, so that a request no game answers yet is kept for the game.
      attachContextRoot(host.ownerDocument);
      host.dispatchEvent(new ContextEvent(gameContext, host, provided, true));
    },
    hostDisconnected() {
      unsubscribe?.();
      unsubscribe = undefined;
    },
  };
  // One function for the link's whole life: the context root keeps a request once per callback.
  function provided(value: GameLink['value'], dispose?: () => void): void {
    if (unsubscribe !== dispose) unsubscribe?.();
    unsubscribe = dispose;
    link.value = value;
    // An old value no widget member holds: Lit compares it with `host[GAME_UPDATE]`, undefined.
    host.requestUpdate(GAME_UPDATE, null);
  }
  host.addController(link);
  return link;
}
