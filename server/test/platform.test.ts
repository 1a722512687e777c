import { gatewayRoutes } from '@lendbridge/contract';
import { buildInstitutionsApp } from '../src/institutions/app';
import { createBaseApp } from '../src/http/create-app';
import { GENERIC_FAILURE } from '../src/http/errors';
import { SITE_ORIGIN, startTestGateway } from './helpers/gateway';
import { openTestDatabase } from './helpers/test-database';

describe('the gateway platform', () => {
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  beforeAll(async () => {
    gateway = await startTestGateway();
    // A route that fails the way a bug would, to see what leaves the server.
    gateway.app.get('/test/explode', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
    });
  });
  afterAll(() => gateway.close());

  it('answers a 5xx with a generic message and no stack, SQL or path', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      requestSuccessful: false,
      message: GENERIC_FAILURE,
      responseData: null,
    });
    expect(response.body).not.toMatch(/secret_table|db\.ts|at /);
  });

  it('answers a body that is not JSON with 415 and says what to send', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/Account/login',
        headers: { 'content-type': contentType },
        payload: 'email=demo@lendbridge.example&password=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        requestSuccessful: false,
        message: 'Send the request body as JSON (Content-Type: application/json)',
        responseData: null,
      });
    }
  });

  it('refuses a body over 64 KiB with 413 and the envelope', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'demo@lendbridge.example', password: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ requestSuccessful: false, responseData: null });
  });

  it('marks every answer as data: nosniff, no framing, HSTS only over https', async () => {
    const plain = await gateway.app.inject({ method: 'GET', url: '/api/Provider' });
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const failed = await gateway.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(failed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS to https callers behind a trusted load balancer, and counts them by their own address', async () => {
    const app = await createBaseApp({
      service: 'gateway',
      db: gateway.db,
      corsOrigins: [SITE_ORIGIN],
      logLevel: 'silent',
      trustProxy: 1,
    });
    app.get('/whoami', async (request) => ({ ip: request.ip }));
    const behindTls = await app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(behindTls.json()).toEqual({ ip: '203.0.113.7' });
    await app.close();
    // Without trust, the same headers from a client are ignored.
    const direct = await gateway.app.inject({
      method: 'GET',
      url: '/api/Provider',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows CORS from the site origin only', async () => {
    const allowed = await gateway.app.inject({
      method: 'GET',
      url: '/api/Provider',
      headers: { origin: SITE_ORIGIN },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    const refused = await gateway.app.inject({
      method: 'GET',
      url: '/api/Provider',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await gateway.app.inject({
      method: 'OPTIONS',
      url: '/api/Provider',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
  });

  it('serves an OpenAPI document generated from the contract', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of Object.values(gatewayRoutes)) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[openApiPath]).toHaveProperty(route.method.toLowerCase());
    }
    expect(document.paths['/api/FAQ'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'IsApproved', in: 'query' })]),
    );
  });

  it('reports liveness and readiness', async () => {
    const health = await gateway.app.inject({ method: 'GET', url: '/health' });
    expect(health.json().responseData).toEqual({ status: 'ok', service: 'gateway' });
    const ready = await gateway.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
  });
});

describe('readiness with the database gone', () => {
  it('fails with 503 and the envelope while liveness still answers', async () => {
    const gateway = await startTestGateway();
    await gateway.db.close();
    const ready = await gateway.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ requestSuccessful: false, responseData: null });
    const live = await gateway.app.inject({ method: 'GET', url: '/health' });
    expect(live.statusCode).toBe(200);
    await gateway.app.close();
    if (gateway.db.kind === 'postgres') await gateway.db.dispose().catch(() => undefined);
  });
});

describe('the institutions service', () => {
  it('answers its health checks with CORS headers for the site', async () => {
    const db = await openTestDatabase();
    const app = await buildInstitutionsApp({ db, corsOrigins: [SITE_ORIGIN], logLevel: 'silent' });
    const response = await app.inject({
      method: 'GET',
      url: '/health/ready',
      headers: { origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().responseData).toEqual({ status: 'ok', service: 'institutions' });
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    const missing = await app.inject({ method: 'GET', url: '/api/v1/Nope' });
    expect(missing.statusCode).toBe(404);
    await app.close();
    await db.dispose();
  });
});
