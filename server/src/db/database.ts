import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

export interface QueryResult<R> {
  rows: R[];
  affectedRows: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

/**
 * The one database interface the services use, whether the rows live in the embedded PGlite
 * or on a PostgreSQL server. Both speak the same SQL, so migrations and queries are shared.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  /** Everything inside commits together or not at all. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A PostgreSQL pool's connections (metrics); the embedded PGlite has no pool. */
  poolUse?(): { total: number; idle: number; waiting: number };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** bigint columns hold minor units and ids; they fit a JS number well below 2^53. */
const toNumber = (value: string): number => Number(value);

export interface PgliteDatabase extends Database {
  /** A compressed copy of the whole data folder, which a new instance can start from. */
  dump(): Promise<Blob>;
}

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDatabase> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = {
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
    // The search's typing-mistake matching (docs/api.md). A database whose migrations created the
    // extension cannot be opened without it, so every PGlite is opened with it.
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  };
  const pg: PGlite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pg.waitReady;
  return wrapPglite(pg);
}

/**
 * PGlite runs each statement on this thread, and the next one a caller awaits would start before
 * any network event is handled: a transaction of many statements (a payroll file's) would keep
 * every other request, `/health` included, waiting until it commits. A turn of the event loop
 * after each statement lets them in; the statements themselves are kept short by their callers.
 */
export const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function wrapPglite(pg: PGlite): PgliteDatabase {
  const run = async <R>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) => {
    const result = await target.query<R>(sql, params);
    await turnOfTheEventLoop();
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  };
  return {
    kind: 'pglite',
    dump: () => pg.dumpDataDir('gzip'),
    query: (sql, params) => run(pg, sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params) })),
    close: () => pg.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pgModule = await import('pg');
  const pool: Pool = new pgModule.default.Pool({
    connectionString,
    max: 10,
    // A database outage must surface as an error in bounded time, not as a hung request.
    connectionTimeoutMillis: 3_000,
    statement_timeout: 10_000,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? toNumber
          : pgModule.default.types.getTypeParser(oid, format ?? 'text'),
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const run = async <R>(
    target: Pick<Pool, 'query'>,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<R>> => {
    const result = await target.query(sql, params);
    return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A connection lost while checked out is reported as an event, which nobody else listens
      // to here: unhandled, it would bring the whole process down.
      const onLost = (error: Error) => {
        broken = error;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        // A connection that died mid-transaction must not go back to the pool for the next request.
        if (isConnectionFailure(error)) broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(broken);
      }
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** SQLSTATE classes and codes that mean "no working connection" rather than "bad query". */
const CONNECTION_STATES = /^(08|57P0[1-3]|53300)/;
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i;

/**
 * Whether an error means the database cannot be reached (down, restarting, the connection cut)
 * rather than that a query was wrong. Such requests are answered 503: try again shortly.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_STATES.test(code) || CONNECTION_ERRNOS.has(code))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}
