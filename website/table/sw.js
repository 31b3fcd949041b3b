// The table page's service worker. Only the site's table page registers it: the npm package and the
// CDN bundles register nothing. It keeps the page, its bundle, its stylesheets, its manifest and its
// icons in one cache, so after one visit the page loads with no network.
//
// scripts/build-table.mjs replaces the next two lines: the cache is named after the package version
// and a hash of the files it holds, so a new build installs a fresh copy and deletes the old one.
const CACHE = 'defenders-table-unbuilt';
const PRECACHE = [];

const CACHE_PREFIX = 'defenders-table-';
const FOLDER = new URL('./', self.location.href).href;
const PAGE = new URL('index.html', self.location.href).href;
const precached = new Set(PRECACHE.map((path) => new URL(path, self.location.href).href));

// The page is kept under its folder's address (table/), never under index.html: Cloudflare Pages,
// Netlify's pretty URLs and `serve` answer index.html with a redirect to the folder, and a
// redirected response answering a navigation is refused by the browser (the page then fails to
// load at all, online and offline, until the site data is cleared).

/** `response` as one that can answer a navigation: a redirected one rebuilt without its redirect. */
async function clean(response) {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/** Fetches `url` past the HTTP cache and keeps a clean copy; throws when the server fails. */
async function keep(cache, url) {
  const response = await fetch(new Request(url, { cache: 'reload' }));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const copy = await clean(response);
  await cache.put(url, copy.clone());
  return copy;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all([...precached].map((url) => keep(cache, url))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const key = cacheKey(event.request);
  if (!key) return;
  // The kept copy first, even online: at the table a slow network must not hold up the page. A new
  // build reaches the next visit through the browser's check for a new sw.js.
  event.respondWith(answer(event.request, key));
});

async function answer(request, key) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(key);
  // A redirected copy (kept by an earlier version of this worker) would break the page: replaced.
  if (kept && !kept.redirected) return kept;
  if (kept) await cache.delete(key);
  try {
    return await keep(cache, key);
  } catch {
    return kept ? clean(kept) : fetch(request);
  }
}

/** The cached file that answers the request, or nothing for a request the cache does not hold. */
function cacheKey(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  url.hash = '';
  if (request.mode === 'navigate') {
    // The page under any of its addresses: the folder, index.html, or either with a query.
    url.search = '';
    return url.href === FOLDER || url.href === PAGE ? FOLDER : null;
  }
  return precached.has(url.href) ? url.href : null;
}
