import type { PropertyValues, ReactiveController, ReactiveElement } from 'lit';
import type { GameContextValue } from '../model/context.js';
import type { GameLink } from './game-consumer.js';

/** A widget's one rule for following the game (see `gameFollower`). */
export interface GameFollower extends ReactiveController {
  /** The game while the widget follows it: inside one, with nothing of the host's set. */
  readonly _game: GameContextValue | undefined;
  /** Reads what the host changed since the last update; call it first in `willUpdate`. */
  _read: (changed: PropertyValues) => void;
  /** Whether `slice` of the game is new here: another than last time, or the widget came back. */
  _fresh: (slice: unknown) => boolean;
  /** The host set `name` (or a property without an attribute, such as `input`): keep it. */
  _take: (name?: string) => void;
  /** Follow the game again, whatever the host set (a user's "Follow the game again"). */
  _release: () => void;
}

/**
 * Follow the game unless the host set one of `attributes`, the widgets' one rule: an attribute the
 * host writes (in the markup or later), or its property set by a script before the first render or
 * while the widget follows a game, keeps the widget's own value apart from the game's; removing
 * the attribute returns the widget to the game. Each name is the attribute's and its property's.
 *
 * An attribute the widget reflects from its own property is not the host's: the attributes are
 * compared with what they were after the last update, so only what changed since counts.
 */
export function gameFollower(
  host: ReactiveElement,
  link: GameLink,
  attributes: readonly string[] = [],
): GameFollower {
  /** The names the host set and still keeps. */
  const kept = new Set<string | undefined>();
  let after: (string | null)[] = [];
  let seen: unknown;
  const follower: GameFollower = {
    get _game() {
      return kept.size ? undefined : link.value;
    },
    _read(changed) {
      const owned = kept.size;
      // Before the first render, or while following a game, only the host sets these properties.
      const hostSets = !host.hasUpdated || (!owned && link.value);
      attributes.forEach((name, index) => {
        const value = host.getAttribute(name);
        if (value !== after[index]) kept[value === null ? 'delete' : 'add'](name);
        else if (hostSets && changed.has(name) && host[name as keyof ReactiveElement] != null)
          kept.add(name);
      });
      if (owned && !kept.size) seen = undefined;
    },
    _fresh(slice) {
      const isNew = slice !== seen;
      seen = slice;
      return isNew;
    },
    _take(name) {
      kept.add(name);
    },
    _release() {
      kept.clear();
      seen = undefined;
    },
    hostUpdated() {
      after = attributes.map((name) => host.getAttribute(name));
    },
  };
  host.addController(follower);
  return follower;
}
