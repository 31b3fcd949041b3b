// What the site build, `npm start` and the site tests share.

/** The site's policy: scripts and styles only from files of the site, no inline code at all. */
export const SITE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** GitHub's heading ids (lower case, punctuation dropped, spaces to hyphens), so anchors match on both. */
export function githubSlug(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
