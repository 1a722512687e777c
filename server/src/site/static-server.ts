import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * Serves the built site as a static host or CDN would: `/user/login` finds
 * `user/login/index.html`, and an unknown path gets the 404 page with status 404.
 */
export async function buildStaticSiteServer(publicDir: string) {
  const root = resolve(publicDir);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    // `/user/login` is a folder holding index.html; serve it without a redirect to `/user/login/`.
    redirect: false,
    index: ['index.html'],
    extensions: ['html'],
    setHeaders: (res, filePath) => {
      // Hashed bundles never change; HTML, page-data and the service worker must always revalidate.
      const immutable =
        /[.-][0-9a-f]{16,}\.(js|css|woff2?)$/.test(filePath) || filePath.includes(`${root}/static/`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Gatsby's router asks for page-data; an unknown page must answer 404 so the client shows the 404 page.
    const folderIndex = join(root, decodeURIComponent(path), 'index.html');
    if (!path.includes('..') && existsSync(folderIndex) && folderIndex.startsWith(root)) {
      return reply.header('cache-control', 'no-cache').sendFile(join(decodeURIComponent(path), 'index.html'));
    }
    return reply.status(404).header('cache-control', 'no-cache').sendFile('404.html');
  });
  return app;
}
