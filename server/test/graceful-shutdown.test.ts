import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { createMemoryRateLimiter } from '../src/auth/rate-limiter';
import { buildGatewayApp } from '../src/gateway/app';
import { shutDownGracefully } from '../src/http/graceful-shutdown';
import { schedulePeriodicJob } from '../src/jobs/periodic-job';
import { testGatewayOptions } from './helpers/gateway';
import {
  openTestDatabase,
  PG_TEMPLATE_ENV,
  withDatabaseName,
  type TestDatabase,
} from './helpers/test-database';

/*
 * A deploy restarts replicas one by one: whatever a client already sent must still be answered
 * (docs/deploying.md#graceful-shutdown).
 */

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Resolves with `true` when the promise is still pending after a moment. */
const stillPending = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => false), sleep(100).then(() => true)]);

describe('a graceful shutdown', () => {
  let db: TestDatabase;
  let closedDatabase = false;

  beforeEach(async () => {
    db = await openTestDatabase();
    closedDatabase = false;
  });
  afterEach(async () => {
    if (!closedDatabase) await db.dispose();
  });

  /** A gateway on a port with one slow route whose answer the test releases. */
  async function startGateway() {
    const closeLimiter = jest.fn(async () => undefined);
    const app = await buildGatewayApp(
      testGatewayOptions(db, { limiter: { ...createMemoryRateLimiter(), close: closeLimiter } }),
    );
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    let arrived = () => {};
    const slowArrived = new Promise<void>((done) => (arrived = done));
    app.get('/test/slow', async () => {
      arrived();
      await released;
      return { finished: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const watchedDb = {
      ...db,
      close: async () => {
        closedDatabase = true;
        await db.dispose();
      },
    };
    return { app, base, release, slowArrived, closeLimiter, watchedDb };
  }

  it('fails readiness first, refuses new connections, finishes requests in flight, then exits 0', async () => {
    const { app, base, release, slowArrived, closeLimiter, watchedDb } = await startGateway();
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    // A job turn under way when the signal comes.
    let finishTurn = () => {};
    let turnStarted = () => {};
    const started = new Promise<void>((done) => (turnStarted = done));
    const job = schedulePeriodicJob(
      db,
      {
        name: 'shutdown-test',
        intervalMs: 10,
        run: async () => {
          turnStarted();
          await new Promise<void>((done) => (finishTurn = done));
          return 'done';
        },
      },
      () => {},
    );
    await started;

    const inFlight = fetch(`${base}/test/slow`);
    await slowArrived;
    const logs: string[] = [];
    const shutdown = shutDownGracefully({
      app,
      db: watchedDb,
      jobs: [job],
      drainMs: 400,
      timeoutMs: 10_000,
      log: (message) => logs.push(message),
    });

    // While draining: the balancer is told to go elsewhere, keep-alive connections are closed
    // after each answer, and requests are still answered.
    const readiness = await fetch(`${base}/health/ready`);
    expect(readiness.status).toBe(503);
    expect(((await readiness.json()) as { message: string }).message).toBe('The service is shutting down');
    const answered = await fetch(`${base}/health`);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('connection')).toBe('close');

    // After the drain: no new connection is taken, but the request in flight, the job's turn and
    // the shutdown are still waiting.
    await sleep(600);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    expect(await stillPending(shutdown)).toBe(true);
    expect(closeLimiter).not.toHaveBeenCalled();

    release();
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ finished: true });
    expect(await stillPending(shutdown)).toBe(true);
    expect(closedDatabase).toBe(false);

    finishTurn();
    expect(await shutdown).toBe(0);
    expect(closeLimiter).toHaveBeenCalledTimes(1);
    expect(closedDatabase).toBe(true);
    expect(logs.at(-1)).toBe('Stopped cleanly');
  });

  it('cuts requests off at the deadline and exits 1 rather than hanging', async () => {
    const { app, base, slowArrived, watchedDb } = await startGateway();
    const inFlight = fetch(`${base}/test/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await slowArrived;
    const started = Date.now();
    const code = await shutDownGracefully({
      app,
      db: watchedDb,
      jobs: [],
      drainMs: 0,
      timeoutMs: 300,
      log: () => {},
    });
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await inFlight).toBe('cut off');
    expect(closedDatabase).toBe(true);
  });
});

/**
 * The database the process under test owns and closes: a copy of the migrated template on
 * PostgreSQL (quick to start on), else its own embedded one in `dataDir`.
 */
async function processDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env[PG_TEMPLATE_ENV];
  if (!serverUrl || !template) return { url: '', drop: async () => undefined };
  const name = `lendbridge_shutdown_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

describe('the gateway process on SIGTERM', () => {
  it('stops taking requests only after readiness has failed, and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lendbridge-shutdown-'));
    const database = await processDatabase();
    const root = resolve(__dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/gateway/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: '',
        DATA_DIR: dataDir,
        GATEWAY_PORT: '8179',
        NODE_ENV: 'development',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_SECONDS: '1',
        SHUTDOWN_TIMEOUT_SECONDS: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const base = await new Promise<string>((done, fail) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (listening?.[1]) done(listening[1]);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => fail(new Error(`the gateway exited with ${code}: ${output}`)));
      });
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);

      child.kill('SIGTERM');
      await sleep(200);
      expect((await fetch(`${base}/health/ready`)).status).toBe(503);
      expect((await fetch(`${base}/health`)).status).toBe(200);

      expect(await exited).toBe(0);
      await expect(fetch(`${base}/health`)).rejects.toThrow();
      expect(output).toContain('Stopped cleanly');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
