import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { precompressSite } from './precompress';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  type SitePolicyOptions,
} from './security-headers';

export type StaticSiteOptions = SitePolicyOptions;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How long a file may be cached. Webpack's bundles carry a content hash in their names and
 * `static/` holds hashed assets, so they never change; HTML, page-data (which names the
 * bundles) and `sw.js` must be revalidated on every visit or a deploy would never be seen.
 */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.split(sep).join('/');
  if (path === 'sw.js' || path.startsWith('page-data/')) return 'no-cache';
  if (path.startsWith('static/')) return IMMUTABLE;
  if (/[.-][0-9a-f]{16,}\.(js|css|woff2?)(\.map)?$/.test(path)) return IMMUTABLE;
  return 'no-cache';
}

/** Whether a request path names a source map or a compressed copy of one. */
export const isSourceMap = (pathName: string): boolean =>
  /\.map(?:\.(?:br|gz))?$/i.test(decodePath(pathName) ?? pathName);

/** A malformed escape such as `/%E0%A4` is a path no file has, not a server error. */
function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built site as a static host or CDN would: `/user/login` finds
 * `user/login/index.html`, and an unknown path gets the 404 page with status 404. Text files
 * are sent precompressed (brotli or gzip, as the browser accepts) and every page carries a
 * Content-Security-Policy allowing exactly its own inline scripts.
 */
export async function buildStaticSiteServer(publicDir: string, options: StaticSiteOptions) {
  const root = resolve(publicDir);
  await precompressSite(root);
  const common = securityHeaders(options);
  const basePolicy = contentSecurityPolicy(options);
  // A page's policy depends on its inline scripts; computed once per file version.
  const policies = new Map<string, { mtimeMs: number; policy: string }>();
  const policyFor = (htmlPath: string, mtimeMs: number): string => {
    const cached = policies.get(htmlPath);
    if (cached?.mtimeMs === mtimeMs) return cached.policy;
    const policy = contentSecurityPolicy(options, inlineScriptHashes(readFileSync(htmlPath, 'utf8')));
    policies.set(htmlPath, { mtimeMs, policy });
    return policy;
  };

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(common);
  });
  // Pages got their own policy as they were read (setHeaders below); everything else gets the base one.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy') && !reply.raw.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', basePolicy);
    }
    return payload;
  });
  await app.register(fastifyStatic, {
    root,
    // `/user/login` is a folder holding index.html; serve it without a redirect to `/user/login/`.
    redirect: false,
    index: ['index.html'],
    extensions: ['html'],
    preCompressed: true,
    // Ours, per file (cacheControlFor); send's default max-age=0 would override it.
    cacheControl: false,
    // Source maps (and their compressed copies) show our source to anyone: never served.
    allowedPath: (pathName) => !isSourceMap(pathName),
    setHeaders: (res, filePath) => {
      // With a precompressed copy, the path is the copy's: headers belong to the original.
      const original = filePath.replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', cacheControlFor(relative(root, original)));
      res.setHeader('vary', 'Accept-Encoding');
      if (original.endsWith('.html')) {
        res.setHeader('content-security-policy', policyFor(original, statSync(original).mtimeMs));
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = decodePath(request.url.split('?')[0] ?? '/');
    // Gatsby's router asks for page-data; an unknown page must answer 404 so the client shows the 404 page.
    const folderIndex = path === undefined || isSourceMap(path) ? undefined : join(root, path, 'index.html');
    if (path && folderIndex?.startsWith(root + sep) && !path.includes('..') && existsSync(folderIndex)) {
      return reply.sendFile(join(path, 'index.html'));
    }
    return reply.status(404).sendFile('404.html');
  });
  return app;
}
