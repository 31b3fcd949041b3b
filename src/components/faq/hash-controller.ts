import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Deep links into the FAQ: `#faq-<id>` (the form its link buttons copy) or a bare `#<id>`.
 */

export const ID_PREFIX = 'faq-';

/** What a URL fragment names: an entry's id, and whether an entry with that id exists yet. */
export interface HashTarget {
  id: string;
  found: boolean;
}

/**
 * The entry `hash` names among `ids`; `null` for an empty or undecodable fragment. A fragment that
 * names no entry yet comes back with `found: false` (host entries set later may hold it).
 */
export function entryForHash(hash: string, ids: ReadonlySet<string>): HashTarget | null {
  let fragment: string;
  try {
    fragment = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (fragment === '') return null;
  if (fragment.startsWith(ID_PREFIX) && ids.has(fragment.slice(ID_PREFIX.length))) {
    return { id: fragment.slice(ID_PREFIX.length), found: true };
  }
  return { id: fragment, found: ids.has(fragment) };
}

/** The link to the entry `id` on the page at `href`. */
export function entryUrl(href: string, id: string): string {
  const url = new URL(href);
  url.hash = `${ID_PREFIX}${id}`;
  return url.href;
}

/**
 * Calls `onHash` whenever the page's hash changes while the host is connected (the page link of a
 * FAQ entry, a game pasted into the address).
 */
export class HashChangeController implements ReactiveController {
  constructor(
    host: ReactiveControllerHost,
    private readonly _onHash: () => void,
  ) {
    host.addController(this);
  }

  // `onHash` itself listens: the same function for each connection, so removing it works.
  hostConnected(): void {
    window.addEventListener('hashchange', this._onHash);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this._onHash);
  }
}
