/// <reference lib="webworker" />
/**
 * The site's service worker, bundled into public/sw.js by the build (build/service-worker.ts).
 * Pages are answered from the network first and from their own saved copy offline, never from a
 * blank app shell, so they paint from their HTML on every visit, with or without JavaScript.
 */
import { type ConnectionFacts, type PrecacheManifest, urlsToPrecache } from './precache';
import { networkOrSaved } from './network-or-saved';
import { fileCacheKey, isImmutableAsset, OFFLINE_PAGE, strategyFor } from './routing';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the files of this build to save at install. */
declare const PRECACHE: PrecacheManifest;

const CACHE_PREFIX = 'lendbridge-';
// One cache per build: a page, its data and its bundles always come from the same build.
const CACHE = `${CACHE_PREFIX}${PRECACHE.version}`;
// Saved responses are found by URL alone: the server varies only the encoding, which the browser undoes.
const BY_URL: CacheQueryOptions = { ignoreVary: true };

async function save(key: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHE);
  await cache.put(key, response);
}

async function saved(key: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE);
  return cache.match(key, BY_URL);
}

/** Only whole answers of our own are worth keeping: no errors, no 404 page for a mistyped address. */
const worthSaving = (response: Response) => response.ok && response.type === 'basic';

/** A response that followed a redirect cannot answer a navigation; the same body without that flag can. */
const withoutRedirect = (response: Response) =>
  response.redirected
    ? new Response(response.body, { status: response.status, headers: response.headers })
    : response;

async function precacheOne(cache: Cache, url: string): Promise<void> {
  const parsed = new URL(url, self.location.origin);
  const key = fileCacheKey(parsed);
  const immutable = isImmutableAsset(parsed.pathname);
  // A hashed file kept by the previous build is the same file: copy it instead of downloading it again.
  const previous = immutable ? await caches.match(key, BY_URL) : undefined;
  // HTML and data are revalidated so a stale HTTP cache entry is never what gets saved.
  const response = previous ?? (await fetch(url, { cache: immutable ? 'default' : 'no-cache' }));
  if (!response.ok) throw new Error(`Could not save ${url} for offline use: HTTP ${response.status}`);
  await cache.put(key, withoutRedirect(response));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const connection = (self.navigator as WorkerNavigator & { connection?: ConnectionFacts }).connection;
      await Promise.all(urlsToPrecache(PRECACHE, connection).map((url) => precacheOne(cache, url)));
      // Pages are fetched from the network first anyway, so a new worker can take over at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      // The page request starts while the worker boots, so network-first costs no extra wait.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * Saves what the network answers, whenever it answers: also a late answer that a saved copy has
 * already stood in for, so the next visit gets it. Registered before the response is handed to
 * the page, so the copy is taken before the page reads the body.
 */
function saveWhenAnswered(event: FetchEvent, network: Promise<Response>, cacheKey: string) {
  event.waitUntil(
    network.then(
      (response) => (worthSaving(response) ? save(cacheKey, response.clone()) : undefined),
      () => undefined,
    ),
  );
}

async function page(event: FetchEvent, cacheKey: string, fallback: string): Promise<Response> {
  const network = (async () =>
    ((await event.preloadResponse) as Response | undefined) ?? fetch(event.request))();
  saveWhenAnswered(event, network, cacheKey);
  try {
    return await networkOrSaved(network, () => saved(cacheKey));
  } catch (offline) {
    // Checked first so the offline page, if it was never saved, cannot redirect to itself.
    if (cacheKey !== OFFLINE_PAGE && (await saved(OFFLINE_PAGE)))
      return Response.redirect(new URL(fallback, self.location.origin).href, 302);
    throw offline;
  }
}

// On failure with nothing saved, the page's own code sees the failed request and handles it, as
// without a worker.
function networkFirst(event: FetchEvent, cacheKey: string): Promise<Response> {
  const network = fetch(event.request);
  saveWhenAnswered(event, network, cacheKey);
  return networkOrSaved(network, () => saved(cacheKey));
}

async function cacheFirst(event: FetchEvent, cacheKey: string): Promise<Response> {
  const copy = await saved(cacheKey);
  if (copy) return copy;
  const response = await fetch(event.request);
  if (worthSaving(response)) event.waitUntil(save(cacheKey, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { url: request.url, method: request.method, mode: request.mode, range: request.headers.has('range') },
    self.location.origin,
  );
  switch (strategy.kind) {
    case 'page':
      event.respondWith(page(event, strategy.cacheKey, strategy.fallback));
      return;
    case 'immutable':
      event.respondWith(cacheFirst(event, strategy.cacheKey));
      return;
    case 'fresh':
      event.respondWith(networkFirst(event, strategy.cacheKey));
      return;
    case 'bypass':
      return;
  }
});
