/**
 * Doro's service worker, served as /sw.js (the build writes it: scripts/vite-service-worker.ts puts in the version
 * and the app shell's files; registered by src/lib/service-worker.ts in the built app only).
 *
 * What it keeps, and nothing else: the crisis page (/crisis, its French twin /crise and
 * their stylesheet /crisis.css), the app's static files (the hashed build files under
 * /assets/, the icons, the manifest) and the shell's entry script and styles. Never an API answer, never a page
 * that could show what a person wrote (a chat, a profile, a shared progress page): /api/ is not even looked at,
 * and no page is stored but /crisis and /crise.
 *
 * - /crisis opens from the cache first, so a bad connection never keeps the numbers from showing; it is refreshed
 *   behind.
 * - Any other page comes from the network; with no network at all, the crisis page is shown instead of the
 *   browser's error.
 * - Hashed files never change: from the cache when there, else fetched and kept.
 */

const VERSION = '__DORO_SW_VERSION__';
/** The entry script and styles of the built index.html, filled in by the build. */
const SHELL = /* __DORO_SW_SHELL__ */ [];

const CACHE_PREFIX = 'doro-static-';
const CACHE = CACHE_PREFIX + VERSION;
const CRISIS_PAGE = '/crisis';
/** The crisis pages and the stylesheet they share, kept and refreshed together. */
const CRISIS_PAGES = [CRISIS_PAGE, '/crise', '/crisis.css'];
const STATIC_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];
const PRECACHE = [...CRISIS_PAGES, ...STATIC_FILES, ...SHELL];

/**
 * What a GET of `url` is to this worker: 'crisis' (the crisis page), 'static' (a build file that is the same for
 * everyone, kept), or null (left to the network, untouched: the API, pages, anything with a query).
 * @param {URL} url
 * @param {string} origin
 * @returns {'crisis' | 'static' | null}
 */
function kindOf(url, origin) {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) return null;
  if (url.search !== '') return null;
  if (CRISIS_PAGES.includes(path)) return 'crisis';
  if (path.startsWith('/assets/') || STATIC_FILES.includes(path)) return 'static';
  return null;
}

/** Only whole, same-origin, successful answers that were not redirected are worth keeping. */
function keepable(response) {
  return response.ok && response.type === 'basic' && !response.redirected;
}

async function precache() {
  const cache = await caches.open(CACHE);
  // cache: 'reload' goes past the HTTP cache, so an install never stores a stale copy.
  await cache.addAll(PRECACHE.map((path) => new Request(path, { cache: 'reload' })));
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
  );
}

/** A crisis page: the kept copy at once, refreshed behind; the network only when none is kept yet. */
async function crisisPage(event, path) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(path);
  const refresh = fetch(path, { cache: 'no-cache' }).then(async (response) => {
    if (keepable(response)) await cache.put(path, response.clone());
    return response;
  });
  if (kept) {
    event.waitUntil(refresh.catch(() => undefined));
    return kept;
  }
  return refresh;
}

/** Any other page: the network, or the crisis page when there is no network at all. */
async function pageOrCrisis(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(CRISIS_PAGE, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}

async function staticFile(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

function onFetch(event) {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const kind = kindOf(url, self.location.origin);
  if (kind === 'crisis') {
    event.respondWith(crisisPage(event, url.pathname));
  } else if (request.mode === 'navigate' && url.origin === self.location.origin && kind === null && !isApi(url)) {
    event.respondWith(pageOrCrisis(request));
  } else if (kind === 'static') {
    event.respondWith(staticFile(request));
  }
  // Everything else, the API above all, goes to the network as if there were no worker.
}

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener('fetch', onFetch);
