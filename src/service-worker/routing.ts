/**
 * What the service worker does with each request, decided from the request alone so it can be
 * tested without a worker. Kept free of worker globals: the worker and the unit tests both call it.
 */

/** The pre-rendered page every uncached navigation falls back to while offline. */
export const OFFLINE_PAGE = '/offline';

export type Strategy =
  /**
   * A page: the network first, so a visit online always gets the current HTML (whole, painted
   * before any JavaScript runs); offline, or on a connection silent for NETWORK_TIMEOUT_MS (network-or-saved.ts), the
   * saved copy of that same page; failing that, the offline page. `cacheKey` is the page's path without query or trailing slash.
   */
  | { kind: 'page'; cacheKey: string; fallback: string }
  /** A content-hashed file that can never change: the cache first, the network only once. */
  | { kind: 'immutable'; cacheKey: string }
  /**
   * Anything else of ours (page-data, the manifest, icons): the network first, the cache offline
   * or once the network has been silent for NETWORK_TIMEOUT_MS.
   */
  | { kind: 'fresh'; cacheKey: string }
  /** Left to the browser: other origins (the APIs, analytics), non-GET requests, the worker itself. */
  | { kind: 'bypass' };

export interface RequestFacts {
  url: string;
  method: string;
  mode: RequestMode;
  /** Whether the request asks for a byte range (media seeking), which a cached whole file cannot answer. */
  range?: boolean;
}

/**
 * The same rule as the static server's `cacheControlFor` (server/src/site/static-server.ts): what
 * it serves as immutable is webpack's content-hashed bundles and `static/`, whose names change with
 * their content.
 */
const HASHED_FILE = /[.-][0-9a-f]{16,}\.(js|css|woff2?)$/;

export function isImmutableAsset(pathname: string): boolean {
  return pathname.startsWith('/static/') || HASHED_FILE.test(pathname);
}

/** Pages are saved under their path alone: `/faq`, `/faq/` and `/faq?x=1` are one static page. */
export function pageCacheKey(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
  return path === '' ? '/' : path;
}

/**
 * Files are saved under their path alone as well: every file of the site is static, and Gatsby
 * asks for a page's data with the page's query attached (`page-data.json?q=nursing`).
 */
export function fileCacheKey(url: URL): string {
  return url.pathname;
}

/** Where an unsaved page opened offline is sent: the offline page, told where to return. */
export function offlineFallbackFor(url: URL): string {
  return `${OFFLINE_PAGE}?from=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The page an offline-page visit was sent from (offlineFallbackFor's inverse), so it can be opened
 * again once the connection is back; nothing unless it is a path on this site.
 */
export function returnPathFrom(search: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/')) return null;
  const base = 'https://site.invalid';
  const url = new URL(from, base);
  // `//host/…` and `/\host/…` parse as other origins; the offline page itself would loop.
  if (url.origin !== base || url.pathname === OFFLINE_PAGE) return null;
  return url.pathname + url.search;
}

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET' || request.range) return { kind: 'bypass' };
  const url = new URL(request.url);
  // Calls to the gateway and the institutions service carry personal data and must never be
  // stored: anything not from the site itself goes straight to the network.
  if (url.origin !== origin) return { kind: 'bypass' };
  if (url.pathname === '/sw.js') return { kind: 'bypass' };
  if (request.mode === 'navigate') {
    return { kind: 'page', cacheKey: pageCacheKey(url), fallback: offlineFallbackFor(url) };
  }
  const cacheKey = fileCacheKey(url);
  return isImmutableAsset(url.pathname) ? { kind: 'immutable', cacheKey } : { kind: 'fresh', cacheKey };
}
