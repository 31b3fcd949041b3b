// The table page's service worker. Only the site's table page registers it: the npm package and the
// CDN bundles register nothing. It keeps the page, its bundle, its stylesheets, its manifest and its
// icons in one cache, so after one visit the page loads with no network.
//
// scripts/build-table.mjs replaces the next two lines: the cache is named after the package version
// and a hash of the files it holds, so a new build installs a fresh copy and deletes the old one.
const CACHE = 'defenders-table-unbuilt';
const PRECACHE = [];

const CACHE_PREFIX = 'defenders-table-';
const precached = new Set(PRECACHE.map((path) => new URL(path, self.location.href).href));
const PAGE = new URL('index.html', self.location.href).href;
const FOLDER = new URL('./', self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // 'reload' skips the HTTP cache: the copy kept is the one this build wrote.
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'reload' }))))
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
  event.respondWith(
    caches.match(key, { cacheName: CACHE }).then((kept) => kept ?? fetch(event.request)),
  );
});

/** The cached file that answers the request, or nothing for a request the cache does not hold. */
function cacheKey(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  url.hash = '';
  if (request.mode === 'navigate') {
    // The page under any of its addresses: the folder, index.html, or either with a query.
    url.search = '';
    return url.href === FOLDER || url.href === PAGE ? PAGE : null;
  }
  return precached.has(url.href) ? url.href : null;
}
