import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

/**
 * Runs the black-box contract suite (tests/contract). Given GATEWAY_URL and INSTITUTIONS_URL it
 * tests those services, wherever they run. Otherwise it starts both on loopback, each as its own
 * process as a deployment runs them: on fresh embedded databases, or with DATABASE_URL on a new
 * database it creates on that server and drops afterwards.
 */
const ROOT = resolve(__dirname, '..');
// Overridable so a second checkout can run the suite beside this one.
const GATEWAY_PORT = Number(process.env.CONTRACT_GATEWAY_PORT ?? 5091);
const INSTITUTIONS_PORT = Number(process.env.CONTRACT_INSTITUTIONS_PORT ?? 5191);

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url} exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} was not ready within two minutes`);
}

function startService(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', SEED_DEMO_DATA: 'true', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function withServers<T>(
  run: (urls: { gateway: string; institutions: string }) => Promise<T>,
): Promise<T> {
  const children: ChildProcess[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  try {
    const serverUrl = process.env.DATABASE_URL;
    const shared: Record<string, string> = {};
    if (serverUrl) {
      const name = `lendbridge_contract_${randomBytes(4).toString('hex')}`;
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      shared.DATABASE_URL = url.toString();
      cleanups.push(async () => {
        const cleanup = new Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      });
      console.log(`Contract suite: services on PostgreSQL (${url.host}, database ${name})`);
    } else {
      console.log('Contract suite: services on fresh embedded PGlite databases');
    }
    // The credential the gateway writes to the institutions service with, as a deployment shares it.
    shared.INSTITUTIONS_SERVICE_TOKEN = randomBytes(24).toString('hex');
    shared.INSTITUTIONS_URL = `http://127.0.0.1:${INSTITUTIONS_PORT}`;
    // PGlite allows one process per data folder, so each service gets its own.
    const dataRoot = mkdtempSync(join(tmpdir(), 'lendbridge-contract-'));
    cleanups.push(() => rmSync(dataRoot, { recursive: true, force: true }));
    const gateway = startService('server/src/gateway/server.ts', {
      ...shared,
      GATEWAY_PORT: String(GATEWAY_PORT),
      DATA_DIR: join(dataRoot, 'gateway'),
    });
    children.push(gateway);
    const urls = {
      gateway: `http://127.0.0.1:${GATEWAY_PORT}`,
      institutions: `http://127.0.0.1:${INSTITUTIONS_PORT}`,
    };
    // One after the other: on a shared PostgreSQL, migrations of both would otherwise contend.
    await waitUntilReady(urls.gateway, gateway);
    const institutions = startService('server/src/institutions/server.ts', {
      ...shared,
      INSTITUTIONS_PORT: String(INSTITUTIONS_PORT),
      DATA_DIR: join(dataRoot, 'institutions'),
    });
    children.push(institutions);
    await waitUntilReady(urls.institutions, institutions);
    return await run(urls);
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

function runJest(urls: { gateway: string; institutions: string }): Promise<number> {
  return new Promise((done) => {
    const jest = spawn(
      process.execPath,
      [require.resolve('jest/bin/jest'), '--config', 'tests/contract/jest.config.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, GATEWAY_URL: urls.gateway, INSTITUTIONS_URL: urls.institutions },
        stdio: 'inherit',
      },
    );
    jest.once('exit', (code) => done(code ?? 1));
  });
}

async function main(): Promise<number> {
  const { GATEWAY_URL, INSTITUTIONS_URL } = process.env;
  if (GATEWAY_URL && INSTITUTIONS_URL)
    return runJest({ gateway: GATEWAY_URL, institutions: INSTITUTIONS_URL });
  return withServers(runJest);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
