import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config/env';
import { siteBuildEnv, sitePolicyOptions } from '../src/site/site-env';
import { buildStaticSiteServer, cacheControlFor } from '../src/site/static-server';

// A miniature build laid out as Gatsby writes one, with inline scripts like Gatsby's.
const CHUNK_MAP = 'window.___chunkMapping="{\\"app\\":[\\"/app-0123456789abcdef0123.js\\"]}";';
const PAGE_PATH = '/*<![CDATA[*/window.pagePath="/";/*]]>*/';
const page = (body: string, scripts: string[]) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><main>${body}<p>${'Compare offers from regulated lenders. '.repeat(40)}</p></main>${scripts.map((s) => `<script>${s}</script>`).join('')}` +
  `<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;
const bundle = `/* app bundle */\n${'console.log("lendbridge");\n'.repeat(200)}`;
const files: Record<string, string> = {
  'index.html': page('Home', [CHUNK_MAP, PAGE_PATH]),
  '404.html': page('We can’t find that page', [CHUNK_MAP]),
  'user/login/index.html': page('Log in', [CHUNK_MAP, '/*<![CDATA[*/window.pagePath="/user/login";/*]]>*/']),
  'app-0123456789abcdef0123.js': bundle,
  'app-0123456789abcdef0123.js.map': '{"version":3,"sources":["webpack://lendbridge/./src/app.tsx"]}',
  'page-data/index/page-data.json': JSON.stringify({ path: '/', result: { padding: 'x'.repeat(2000) } }),
  'page-data/app-data.json': '{"webpackCompilationHash":"abc"}',
  'sw.js': '// service worker',
  'static/inter-latin-400-normal-0123abcd.woff2': 'font',
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

let publicDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'lendbridge-public-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    writeFileSync(join(publicDir, path), body);
  }
  const config = loadConfig({ GATEWAY_PORT: '5071', INSTITUTIONS_PORT: '5171', SITE_PORT: '8071' });
  app = await buildStaticSiteServer(publicDir, sitePolicyOptions(siteBuildEnv(config, {})));
});

afterAll(async () => {
  await app.close();
  rmSync(publicDir, { recursive: true, force: true });
});

describe('source maps', () => {
  it('are never served, however the address is written', async () => {
    for (const url of [
      '/app-0123456789abcdef0123.js.map',
      '/app-0123456789abcdef0123.js.MAP',
      '/app-0123456789abcdef0123.js%2Emap',
      '/app-0123456789abcdef0123.js.map?x=1',
      '/app-0123456789abcdef0123.js.map.br',
      '/app-0123456789abcdef0123.js.map.gz',
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('webpack://');
      }
    }
  });
});

describe('caching', () => {
  it('lets browsers keep hashed bundles and static assets for a year, unchanged', async () => {
    for (const url of ['/app-0123456789abcdef0123.js', '/static/inter-latin-400-normal-0123abcd.woff2']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes HTML, page-data and the service worker revalidate on every visit', async () => {
    for (const url of [
      '/',
      '/user/login',
      '/page-data/index/page-data.json',
      '/page-data/app-data.json',
      '/sw.js',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never calls an unhashed script immutable', () => {
    expect(cacheControlFor('sw.js')).toBe('no-cache');
    expect(cacheControlFor('workbox-v4.3.1/workbox-sw.js')).toBe('no-cache');
    expect(cacheControlFor('component---src-pages-index-tsx-3f2b1c0d9e8a7b6c5d4e.js')).toContain('immutable');
  });
});

describe('compression', () => {
  it('sends brotli to browsers that accept it, gzip to those that only accept gzip', async () => {
    const br = await app.inject({
      url: '/app-0123456789abcdef0123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 10);

    const gz = await app.inject({
      url: '/app-0123456789abcdef0123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
  });

  it('compresses pages and page-data too, and sends plain bytes to clients asking for none', async () => {
    const html = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(html.rawPayload).toString()).toBe(files['index.html']);
    const data = await app.inject({
      url: '/page-data/index/page-data.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(data.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url: '/app-0123456789abcdef0123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });
});

describe('not found', () => {
  it('answers unknown paths and unknown page-data with the 404 page and status 404', async () => {
    for (const url of ['/no/such/page', '/page-data/no/such/page/page-data.json', '/../etc/passwd']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('We can’t find that page');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a malformed escape as a bad request, not a server error', async () => {
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('sends the same protective headers with every answer, and no HSTS over plain http', async () => {
    for (const url of ['/', '/app-0123456789abcdef0123.js', '/no/such/page']) {
      const { headers } = await app.inject({ url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(directive(String(headers['content-security-policy']), 'frame-ancestors')).toBe(
        "frame-ancestors 'none'",
      );
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows exactly the inline scripts of the page served, by hash, and no other inline script', async () => {
    const home = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    const scripts = directive(home, 'script-src');
    expect(scripts).toBe(`script-src 'self' ${[sha256(CHUNK_MAP), sha256(PAGE_PATH)].sort().join(' ')}`);
    expect(home).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);

    const login = String((await app.inject({ url: '/user/login' })).headers['content-security-policy']);
    expect(directive(login, 'script-src')).toContain(sha256(CHUNK_MAP));
    expect(directive(login, 'script-src')).not.toContain(sha256(PAGE_PATH));
  });

  it('connects only to the site and its two APIs when no analytics are configured', async () => {
    const policy = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' http://localhost:5071 http://localhost:5171",
    );
    expect(policy).not.toMatch(/google/);
  });

  it('adds the analytics sink and HSTS only when configured and served over https', async () => {
    const options = sitePolicyOptions({
      GATSBY_API_URL: 'https://api.lendbridge.example/',
      GATSBY_INSTITUTIONS_API_URL: 'https://institutions.lendbridge.example',
      GATSBY_SITE_URL: 'https://lendbridge.example',
      GATSBY_VITALS_URL: 'https://vitals.lendbridge.example/collect',
    });
    const secure = await buildStaticSiteServer(publicDir, options);
    try {
      const { headers } = await secure.inject({ url: '/' });
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(directive(String(headers['content-security-policy']), 'connect-src')).toBe(
        "connect-src 'self' https://api.lendbridge.example https://institutions.lendbridge.example https://vitals.lendbridge.example",
      );
    } finally {
      await secure.close();
    }
  });
});
