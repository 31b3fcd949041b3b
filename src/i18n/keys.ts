/**
 * Message keys as a build names them. In the source and the npm modules every key is itself. The
 * self-contained bundles (`dist/cdn/`, `dist/embed/`) carry each key as a short id instead: the
 * build (`scripts/build/short-message-keys.mjs`) rewrites the keys of their catalogues and code, and
 * puts its own version of this module in their place, which writes the same ids at run time.
 */

/**
 * Names the key scheme of the build: translations are shared between the bundles of one scheme
 * only, so a bundle never reads another build's ids as its own. Empty for readable keys.
 */
export const KEY_SCHEME = '';

/** `key` (`setup-calculator.title`) as this build names it; any other text stays as it is. */
export function bundleKey(key: string): string {
  return key;
}
