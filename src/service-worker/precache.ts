import { OFFLINE_PAGE } from './routing';

/**
 * What the worker saves when it installs, written into sw.js by the build. `version` changes
 * whenever any listed file does, which names a new cache and so replaces every saved copy at once.
 */
export interface PrecacheManifest {
  version: string;
  /** Every pre-rendered page with what it needs to paint and hydrate offline. */
  pages: string[];
  /** The offline page alone with what it needs: all that is saved for someone who asked to save data. */
  offline: string[];
}

/** A page as the build wrote it. */
export interface BuiltPage {
  path: string;
  html: string;
  componentChunkName: string;
  staticQueryHashes: string[];
}

/** Webpack's chunk groups (webpack.stats.json's assetsByChunkName): the files each page component loads. */
export type ChunkGroups = Record<string, string[] | undefined>;

// Link relations a page fetches as it loads; others (canonical, sitemap, apple-touch-icon) it never does.
const FETCHED_LINKS = new Set(['preload', 'modulepreload', 'stylesheet', 'icon', 'manifest']);

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', value = ''] of tag.matchAll(/([a-zA-Z][\w-]*)="([^"]*)"/g)) {
    found.set(name.toLowerCase(), value.replace(/&amp;/g, '&'));
  }
  return found;
}

const isSitePath = (url: string | undefined): url is string =>
  url !== undefined && url.startsWith('/') && !url.startsWith('//');

/**
 * The site's own files a page's HTML loads before any JavaScript asks for more: its scripts, the
 * fonts it preloads or names in its inline CSS (woff2 only: every browser with service workers
 * reads it, so the woff fallbacks would never be used), its icons and the manifest.
 */
export function assetsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const url = name?.toLowerCase() === 'script' ? attrs.get('src') : attrs.get('href');
    const rels = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const fetched = name?.toLowerCase() === 'script' || rels.some((rel) => FETCHED_LINKS.has(rel));
    if (fetched && isSitePath(url)) found.add(url);
  }
  for (const [, url] of html.matchAll(/url\((\/static\/[^)"']+\.woff2)\)/g)) {
    if (isSitePath(url)) found.add(url);
  }
  return [...found];
}

/** Where Gatsby keeps a page's data: `/` is `index`, anything else its path without slashes at the ends. */
export function pageDataUrl(path: string): string {
  const name = path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '');
  return `/page-data/${name}/page-data.json`;
}

/** Gatsby's 404 pages are for addresses that do not exist, which offline get the offline page instead. */
export function isSavedOffline(path: string): boolean {
  return !/^\/(404|dev-404-page)(\/|\.html)?$/.test(path);
}

function filesOf(page: BuiltPage, chunkGroups: ChunkGroups): string[] {
  const chunks = (chunkGroups[page.componentChunkName] ?? [])
    .filter((file) => !file.endsWith('.map'))
    .map((file) => `/${file.replace(/^\/+/, '')}`);
  return [
    page.path,
    pageDataUrl(page.path),
    ...page.staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
    ...assetsInHtml(page.html),
    ...chunks,
  ];
}

/**
 * The URLs to save at install: every page but the 404s, each with its page-data, static queries,
 * the files its HTML loads and its component's chunk group, and the app data every page reads.
 */
export function precacheUrls(
  pages: BuiltPage[],
  chunkGroups: ChunkGroups,
): Pick<PrecacheManifest, 'pages' | 'offline'> {
  const offlinePage = pages.find((page) => page.path === OFFLINE_PAGE);
  if (!offlinePage)
    throw new Error(`The build has no ${OFFLINE_PAGE} page for the service worker to fall back to`);
  const appData = '/page-data/app-data.json';
  const unique = (urls: string[]) => [...new Set(urls)].sort();
  return {
    pages: unique([
      appData,
      ...pages.filter((page) => isSavedOffline(page.path)).flatMap((page) => filesOf(page, chunkGroups)),
    ]),
    offline: unique([appData, ...filesOf(offlinePage, chunkGroups)]),
  };
}

/** What the browser says of its connection (Network Information API, where it exists). */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Saving every page uses data the visitor may not want spent: like Gatsby's prefetching
 * (docs/requirements.md#page-data), it is skipped on 2g or when they ask to save data. They still
 * get the offline page, and each page they open is saved as they open it.
 */
export function urlsToPrecache(
  manifest: PrecacheManifest,
  connection: ConnectionFacts | undefined,
): string[] {
  const slow = connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
  return slow ? manifest.offline : manifest.pages;
}
