import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMetricsServer } from '../src/http/metrics';
import { nginxSiteConfig } from '../src/site/nginx-site';
import { buildStaticSiteServer } from '../src/site/static-server';
import type { SitePolicyOptions } from '../src/site/security-headers';

/*
 * Production serves the build from nginx (docs/deploying.md#nginx-in-front): every page, asset and
 * unknown path must get the headers our own static server sends, so a deploy behind nginx is as
 * safe and as cacheable as `npm start`.
 */
const NGINX = '/usr/sbin/nginx';
const NGINX_PORT = Number(process.env.NGINX_TEST_PORT ?? 9701);
const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
// Without Debian's brotli module nginx sends gzip where our server sends brotli.
const brotli = existsSync(BROTLI_MODULE);

const HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'strict-transport-security',
  'cache-control',
  'content-encoding',
  'vary',
];

const options: SitePolicyOptions = {
  connectOrigins: ['https://api.example.com'],
  https: true,
};

describeWithNginx('nginx serving the build', () => {
  const work = mkdtempSync(join(tmpdir(), 'lendbridge-nginx-'));
  const root = join(work, 'public');
  let nginx: ChildProcess;
  let staticServer: Awaited<ReturnType<typeof buildStaticSiteServer>>;
  let staticBase: string;
  // Stands in for the services: answers every path it is sent with the path it saw.
  let upstream: Server;
  let metrics: Server;
  let metricsPort: number;
  let siteConfig: string;

  beforeAll(async () => {
    upstream = createServer((request, response) => response.end(`upstream saw ${request.url}`));
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const upstreamAddress = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    metrics = await startMetricsServer('127.0.0.1', 0);
    metricsPort = (metrics.address() as AddressInfo).port;
    // nginx's workers run as an unprivileged user when it is started as root.
    chmodSync(work, 0o755);
    const page = (path: string, script: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(
        join(root, path),
        `<!DOCTYPE html><html><script>${script}</script><body>${'x'.repeat(2000)}</body></html>`,
      );
    };
    page('index.html', 'window.home = 1');
    page('user/login/index.html', 'window.login = 1');
    page('404.html', 'window.missing = 1');
    page('page-data/app-data.json', '');
    mkdirSync(join(root, 'static'), { recursive: true });
    writeFileSync(join(root, 'app-0123456789abcdef0123.js'), randomBytes(3000).toString('base64'));
    writeFileSync(join(root, 'app-0123456789abcdef0123.js.map'), '{"version":3}');
    writeFileSync(join(root, 'static', 'logo.svg'), `<svg>${' '.repeat(2000)}</svg>`);
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *');

    staticServer = await buildStaticSiteServer(root, options);
    await staticServer.listen({ host: '127.0.0.1', port: 0 });
    staticBase = `http://127.0.0.1:${(staticServer.server.address() as AddressInfo).port}`;

    siteConfig = await nginxSiteConfig({
      ...options,
      root,
      listen: `127.0.0.1:${NGINX_PORT}`,
      gateways: [upstreamAddress],
      institutions: [upstreamAddress],
      brotli,
    });
    writeFileSync(join(work, 'site.conf'), siteConfig);
    const temp = join(work, 'temp');
    mkdirSync(temp);
    writeFileSync(
      join(work, 'nginx.conf'),
      `${brotli ? `load_module ${BROTLI_MODULE};` : ''}
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${temp}/b; proxy_temp_path ${temp}/p; fastcgi_temp_path ${temp}/f;
  uwsgi_temp_path ${temp}/u; scgi_temp_path ${temp}/s;
  include ${work}/site.conf;
}
`,
    );
    nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch(`http://127.0.0.1:${NGINX_PORT}/robots.txt`);
        return;
      } catch {
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    throw new Error('nginx did not start');
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await staticServer?.close();
    upstream?.close();
    metrics?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const answer = async (base: string, path: string, encoding: string) => {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': encoding } });
    const headers = Object.fromEntries(
      HEADERS.map((name) => [name, response.headers.get(name)?.toLowerCase()]),
    );
    return { status: response.status, headers, body: await response.text() };
  };

  it.each(
    [
      ['/', 'br, gzip'],
      ['/', 'gzip'],
      ['/', 'identity'],
      ['/user/login', 'br'],
      ['/user/login/', 'gzip'],
      ['/no/such/page', 'gzip'],
      ['/app-0123456789abcdef0123.js', 'br'],
      ['/app-0123456789abcdef0123.js', 'gzip'],
      ['/app-0123456789abcdef0123.js.map', 'gzip'],
      ['/static/logo.svg', 'gzip'],
      ['/page-data/app-data.json', 'gzip'],
      ['/robots.txt', 'gzip'],
    ].filter(([, encoding]) => brotli || !encoding!.includes('br')),
  )('answers %s (Accept-Encoding: %s) as our static server does', async (path, encoding) => {
    const ours = await answer(staticBase, path, encoding);
    const theirs = await answer(`http://127.0.0.1:${NGINX_PORT}`, path, encoding);
    expect(theirs.status).toBe(ours.status);
    expect(theirs.headers).toEqual(ours.headers);
    expect(theirs.body).toBe(ours.body);
  });

  it('allows exactly the inline script of each page', async () => {
    const login = await answer(`http://127.0.0.1:${NGINX_PORT}`, '/user/login', 'gzip');
    const home = await answer(`http://127.0.0.1:${NGINX_PORT}`, '/', 'gzip');
    expect(login.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(login.headers['content-security-policy']).not.toBe(home.headers['content-security-policy']);
  });

  it('never reaches the metrics listener: only the public ports of the services are proxied', async () => {
    expect(siteConfig).not.toContain(`:${metricsPort}`);
    expect(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()).toContain('# HELP');
    for (const path of [
      '/metrics',
      '/api/metrics',
      '/api/../metrics',
      '/api/v1/Institution/../../../metrics',
    ]) {
      const response = await fetch(`http://127.0.0.1:${NGINX_PORT}${path}`);
      expect(await response.text()).not.toContain('# HELP');
    }
  });
});
