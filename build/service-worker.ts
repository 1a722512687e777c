import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import {
  type BuiltPage,
  type ChunkGroups,
  type PrecacheManifest,
  pageDataUrl,
  precacheUrls,
} from '../src/service-worker/precache';

interface PageData {
  componentChunkName: string;
  staticQueryHashes?: string[];
}

/** A page's HTML: `/faq` was written as faq/index.html. */
const htmlFileOf = (publicDir: string, pagePath: string) =>
  pagePath.endsWith('.html') ? path.join(publicDir, pagePath) : path.join(publicDir, pagePath, 'index.html');

/** The file of public/ that answers a URL of the site. */
function fileFor(publicDir: string, url: string, pagePaths: Set<string>): string {
  const pathname = url.split('?')[0] ?? url;
  return pagePaths.has(pathname) ? htmlFileOf(publicDir, pathname) : path.join(publicDir, pathname);
}

async function readPage(publicDir: string, pagePath: string): Promise<BuiltPage> {
  const pageData = JSON.parse(
    await readFile(path.join(publicDir, pageDataUrl(pagePath)), 'utf8'),
  ) as PageData;
  return {
    path: pagePath,
    html: await readFile(htmlFileOf(publicDir, pagePath), 'utf8'),
    componentChunkName: pageData.componentChunkName,
    staticQueryHashes: pageData.staticQueryHashes ?? [],
  };
}

/**
 * Writes public/sw.js for the pages Gatsby built: the worker of src/service-worker bundled with
 * the list of files to save at install, and a version that is the hash of all of them, so any
 * change to any of them makes browsers install the new worker and replace their saved copies.
 */
export async function writeServiceWorker(publicDir: string, pagePaths: string[]): Promise<PrecacheManifest> {
  const pages = await Promise.all(pagePaths.map((pagePath) => readPage(publicDir, pagePath)));
  const stats = JSON.parse(await readFile(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    assetsByChunkName: ChunkGroups;
  };
  const urls = precacheUrls(pages, stats.assetsByChunkName);

  const known = new Set(pagePaths);
  const hash = createHash('sha256');
  for (const url of urls.pages) {
    hash
      .update(url)
      .update('\0')
      .update(await readFile(fileFor(publicDir, url, known)))
      .update('\0');
  }
  const manifest: PrecacheManifest = { version: hash.digest('hex').slice(0, 16), ...urls };

  await build({
    // Gatsby runs the build from the project's root (and compiles this file elsewhere, so no __dirname).
    entryPoints: [path.resolve('src/service-worker/worker.ts')],
    outfile: path.join(publicDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { PRECACHE: JSON.stringify(manifest) },
  });
  return manifest;
}
