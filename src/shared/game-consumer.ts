import { ContextConsumer } from '@lit/context';
import type { ReactiveElement } from 'lit';
import { gameContext } from '../model/context.js';

/** The name of the update a change of the game asks for: `changed.has(GAME_UPDATE)` in `willUpdate`. */
export const GAME_UPDATE = '_game';

/**
 * A widget's link to the enclosing `<defenders-game>`: `value` is the game's context while the
 * widget is inside one, else `undefined`. Every change of the game updates the widget, as an
 * update named `GAME_UPDATE`, so that `willUpdate` sees it among the changed properties. The
 * widgets keep it in a field of that name.
 */
export function consumeGame<H extends ReactiveElement>(
  host: H,
): ContextConsumer<typeof gameContext, H> {
  return new ContextConsumer(host, {
    context: gameContext,
    subscribe: true,
    callback: () => host.requestUpdate(GAME_UPDATE),
  });
}
