import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { openPostgres, type Database, type Queryable } from '../src/db/database';
import { buildGatewayApp } from '../src/gateway/app';
import { testGatewayOptions } from './helpers/gateway';
import { databaseUrl, describeOnPostgres } from './helpers/postgres-only';
import { openTestDatabase, withDatabaseName, type TestDatabase } from './helpers/test-database';

/*
 * Database faults need a real server to lose: these run with DATABASE_URL (npm run test:postgres,
 * which CI runs). PGlite lives inside the process and cannot be cut off.
 */

const gatewayOn = (db: Database) => buildGatewayApp(testGatewayOptions(db));

/** A TCP relay in front of PostgreSQL that a test can cut (every connection dropped) and restore. */
function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((done) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        done();
      });
    });
  return {
    listen,
    url: (database: string) => withDatabaseName(`postgres://postgres@127.0.0.1:${port}/`, database),
    cut: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => done());
      }),
  };
}

describeOnPostgres('the gateway when its database fails', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.dispose());

  it('answers 503 with the envelope within 5 s when the database cannot be reached', async () => {
    const unreachable = await openPostgres('postgres://postgres@127.0.0.1:1/none');
    const app = await gatewayOn(unreachable);
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/Provider' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      requestSuccessful: false,
      responseData: null,
      error: 'unavailable',
    });
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    await app.close();
    await unreachable.close();
  });

  it('recovers by itself when the database comes back', async () => {
    const relay = relayTo(new URL(databaseUrl!));
    await relay.listen();
    const name = (await db.query<{ name: string }>('SELECT current_database() AS name')).rows[0]!.name;
    const viaRelay = await openPostgres(relay.url(name));
    const app = await gatewayOn(viaRelay);
    expect((await app.inject({ method: 'GET', url: '/api/Provider' })).statusCode).toBe(200);

    await relay.cut();
    const started = Date.now();
    const down = await app.inject({ method: 'GET', url: '/api/Organization' });
    expect(down.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);

    await relay.listen();
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/Organization' })).statusCode).toBe(200);
    await app.close();
    await viaRelay.close();
    await relay.cut();
  });

  it('leaves all of an accept or none of it when its connection is killed at any point', async () => {
    // The connection kills itself just before the n-th statement of the accept's transaction.
    let killAt = 0;
    const killing: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) => {
          let statement = 0;
          const dying: Queryable = {
            query: async (sql, params) => {
              statement += 1;
              if (statement === killAt) await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
              return tx.query(sql, params);
            },
          };
          return work(dying);
        }),
    };
    const app = await gatewayOn(killing);
    const login = await app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'demo@lendbridge.example', password: 'Lendbridge-demo-2026' },
    });
    const token = login.json().responseData.token;
    const { rows: types } = await db.query<{ id: number }>(
      `SELECT id FROM loan_types WHERE code = 'personal'`,
    );
    const checked = await app.inject({
      method: 'POST',
      url: '/api/Eligibility/checkeligibility',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        loanType: types[0]!.id,
        amount: 20_000_000,
        tenorMonths: 6,
        regNo: 'ZT-1001',
        organizationCode: 'ZENITHTECH',
        organizationName: '',
        email: 'demo@lendbridge.example',
      },
    });
    const { applicationId, offers } = checked.json().responseData;
    const state = async () => ({
      offers: (
        await db.query<{ status: string }>(
          'SELECT status FROM loan_offers WHERE application_id = $1 ORDER BY id',
          [applicationId],
        )
      ).rows.map((row) => row.status),
      loans: (
        await db.query(
          'SELECT 1 FROM loans l JOIN loan_offers o ON o.id = l.offer_id WHERE o.application_id = $1',
          [applicationId],
        )
      ).rows.length,
      // Every change after the offers were made: offer decisions and the loan's creation.
      audits: (
        await db.query(
          `SELECT 1 FROM audit_log WHERE action <> 'offer_made' AND (entity_id = ANY($1::uuid[]) OR entity_id IN
             (SELECT l.id FROM loans l JOIN loan_offers o ON o.id = l.offer_id WHERE o.application_id = $2))`,
          [offers.map((offer: { id: string }) => offer.id), applicationId],
        )
      ).rows.length,
    });
    const untouched = await state();
    const accept = () =>
      app.inject({
        method: 'POST',
        url: `/api/LoanTransaction/accept_offer/${offers[0].id}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: { consent: true },
      });

    // Every point from the idempotency record to the loan's audit row, one after the other.
    const MAX_STATEMENTS = 40;
    for (killAt = 1; killAt <= MAX_STATEMENTS; killAt += 1) {
      const response = await accept();
      if (response.statusCode === 200) break;
      expect(response.statusCode).toBe(503);
      expect(await state()).toEqual(untouched);
    }
    // Past the last statement nothing is killed: the accept goes through, whole.
    expect(killAt).toBeGreaterThan(10);
    expect(killAt).toBeLessThanOrEqual(MAX_STATEMENTS);
    const after = await state();
    expect(after.offers.filter((status) => status === 'accepted')).toHaveLength(1);
    expect(after.offers.filter((status) => status === 'withdrawn')).toHaveLength(offers.length - 1);
    expect(after.loans).toBe(1);
    expect(after.audits).toBe(offers.length + 1);
    await app.close();
  });
});
