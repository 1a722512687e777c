import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { buildGatewayApp } from '../src/gateway/app';
import { startMetricsServer } from '../src/http/metrics';
import { schedulePeriodicJob } from '../src/jobs/periodic-job';
import { createMailer } from '../src/mail/mailer';
import { testGatewayOptions } from './helpers/gateway';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

/*
 * Operators alert on these (docs/deploying.md#metrics): the figures must move with what the
 * service did, under route patterns, and only on the private listener.
 */

/** The value of one series in Prometheus's text format, 0 when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    const present = labelText.split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('the metrics listener', () => {
  let db: TestDatabase;
  let metrics: Server;
  let metricsUrl: string;

  beforeAll(async () => {
    db = await openTestDatabase();
    metrics = await startMetricsServer('127.0.0.1', 0);
    metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    await new Promise((done) => metrics.close(done));
    await db.dispose();
  });

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('counts and times requests per route pattern and status, never per raw address', async () => {
    const app = await buildGatewayApp(testGatewayOptions(db));
    const route = '/api/Provider/provider_eligiblity_offering_by_loan_type_id/:loanTypeId';
    const before = await scrape();
    const ok = { service: 'gateway', method: 'GET', route: '/health', status: '200' };
    const histogram = { ...ok, le: '+Inf' };
    for (let i = 0; i < 3; i += 1)
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const byId = await app.inject({ method: 'GET', url: route.replace(':loanTypeId', '987654321') });
    const unmatched = await app.inject({ method: 'GET', url: '/no/such/page/123456789' });
    expect(unmatched.statusCode).toBe(404);
    const after = await scrape();

    expect(
      sample(after, 'lendbridge_http_requests_total', ok) -
        sample(before, 'lendbridge_http_requests_total', ok),
    ).toBe(3);
    const count = 'lendbridge_http_request_duration_seconds_bucket';
    expect(sample(after, count, histogram) - sample(before, count, histogram)).toBe(3);
    expect(sample(after, 'lendbridge_http_requests_total', { route, status: String(byId.statusCode) })).toBe(
      1,
    );
    expect(
      sample(after, 'lendbridge_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThan(0);
    // Ids and unknown paths never become series of their own.
    expect(after).not.toContain('987654321');
    expect(after).not.toContain('123456789');
    await app.close();
  });

  it('reports job turns by outcome and emails sent or failed', async () => {
    const before = await scrape();
    const job = schedulePeriodicJob(
      db,
      { name: 'metrics-test', intervalMs: 3_600_000, run: async () => 'done' },
      () => {},
    );
    await job.runOnce();
    await job.stop();
    const failing = schedulePeriodicJob(
      db,
      {
        name: 'metrics-test-failing',
        intervalMs: 3_600_000,
        run: async () => {
          throw new Error('no');
        },
      },
      () => {},
    );
    await expect(failing.runOnce()).rejects.toThrow('no');
    await failing.stop();

    const options = { from: 'test@lendbridge.example', mailDir: tmpdir(), onError: () => {} };
    const mailer = createMailer({ ...options, smtpUrl: undefined });
    mailer.send({ to: 'someone@example.com', subject: 'Metrics', text: 'Hello', html: '<p>Hello</p>' });
    // A mail server that is not there (nothing listens on port 9): the send fails.
    const unreachable = createMailer({ ...options, smtpUrl: 'smtp://127.0.0.1:9' });
    unreachable.send({ to: 'someone@example.com', subject: 'Metrics', text: 'Hello', html: '<p>Hello</p>' });
    await unreachable.settled();
    await mailer.settled();
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('lendbridge_job_runs_total', { job: 'metrics-test', outcome: 'ran' })).toBe(1);
    expect(delta('lendbridge_job_runs_total', { job: 'metrics-test-failing', outcome: 'failed' })).toBe(1);
    expect(delta('lendbridge_emails_total', { outcome: 'sent' })).toBe(1);
    expect(delta('lendbridge_emails_total', { outcome: 'failed' })).toBe(1);
  });

  it('shows the PostgreSQL pool in use, and nothing for the embedded database', async () => {
    const app = await buildGatewayApp(testGatewayOptions(db));
    await app.inject({ method: 'GET', url: '/health/ready' });
    const text = await scrape();
    const total = sample(text, 'lendbridge_db_pool_connections', { service: 'gateway', state: 'total' });
    // PostgreSQL's pool holds at least the connection the readiness check used; PGlite has no pool.
    const pooled = db.kind === 'postgres';
    expect({ listed: text.includes('lendbridge_db_pool_connections{'), inUse: total >= 1 }).toEqual({
      listed: pooled,
      inUse: pooled,
    });
    await app.close();
  });

  it('is served only on its own listener: the public app has no /metrics', async () => {
    const app = await buildGatewayApp(testGatewayOptions(db));
    for (const url of ['/metrics', '/api/metrics'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    await app.close();
  });
});
