/**
 * `npm run rehearse:backup`: the backup drill of docs/deploying.md#backups. It fills a database
 * the way the services do (migrations and the demo marketplace: loans, repayments, audit rows),
 * reads the demo borrower's dashboard from a compiled gateway on it, backs it up with `pg_dump`,
 * restores that into an empty database with `pg_restore`, and checks the copy: the same rows in
 * every table, every audit row identical, every loan's repayments adding up to what it shows
 * repaid, and a gateway started on the copy showing the same dashboard.
 *
 * BACKUP_DRILL_DATABASE_URL names the server and the source database (default
 * postgres://postgres@127.0.0.1:5432/lendbridge_backup_drill); the source and `<name>_restored`
 * are recreated. BACKUP_DRILL_PORT is the gateway's port (default 8176). Exits 1 on any mismatch.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Client } from 'pg';
import { openPostgres } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { demoUsers } from '../server/src/seed/data';
import { seedGateway, seedInstitutions } from '../server/src/seed/seed';

const ROOT = resolve(__dirname, '..');
const SOURCE_URL =
  process.env.BACKUP_DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lendbridge_backup_drill';
const PORT = Number(process.env.BACKUP_DRILL_PORT ?? 8176);
const DEMO = demoUsers.find((user) => user.roleId === 1)!;

const withName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};
const SOURCE_NAME = new URL(SOURCE_URL).pathname.slice(1);
const RESTORED_NAME = `${SOURCE_NAME}_restored`;
const RESTORED_URL = withName(SOURCE_URL, RESTORED_NAME);

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function recreate(name: string): Promise<void> {
  const admin = new Client({ connectionString: withName(SOURCE_URL, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

async function startGateway(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/gateway.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      GATEWAY_PORT: String(PORT),
      MAIL_TO_FILES: 'true',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/health/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the gateway did not start on the database');
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.kill('SIGTERM');
  return exited;
}

/** What the demo borrower's dashboard shows: their current loan and their loan history. */
async function dashboard(): Promise<unknown> {
  const base = `http://127.0.0.1:${PORT}`;
  const login = (await (
    await fetch(`${base}/api/Account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    })
  ).json()) as { responseData: { token: string; user: { id: string } } };
  const headers = { authorization: `Bearer ${login.responseData.token}` };
  const id = login.responseData.user.id;
  const read = async (path: string) => (await fetch(`${base}${path}`, { headers })).json();
  return {
    current: await read(`/api/LoanTransaction/loans/users_current_loan_status/${id}`),
    history: await read(`/api/LoanTransaction/loans/user_loan_status/${id}`),
  };
}

/** Rows per table, an audit-log digest and any loan whose repayments do not add up. */
async function facts(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname IN ('public', 'institutions') ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`)).rows[0]!.n;
  }
  const audit = (
    await client.query<{ digest: string; rows: number }>(
      `SELECT md5(coalesce(string_agg(a::text, E'\\n' ORDER BY a.id), '')) AS digest, count(*)::int AS rows
         FROM audit_log a`,
    )
  ).rows[0]!;
  const { rows: unbalanced } = await client.query<{ id: string; repaid: number; applied: number }>(
    `SELECT l.id, l.amount_repaid AS repaid, coalesce(sum(r.applied_amount), 0) AS applied
       FROM loans l LEFT JOIN loan_repayments r ON r.loan_id = l.id
      GROUP BY l.id HAVING l.amount_repaid <> coalesce(sum(r.applied_amount), 0)`,
  );
  const money = (
    await client.query<{ loans: number; repayments: number; repaid: number }>(
      `SELECT (SELECT count(*)::int FROM loans) AS loans,
              (SELECT count(*)::int FROM loan_repayments) AS repayments,
              (SELECT coalesce(sum(amount), 0)::bigint FROM loan_repayments) AS repaid`,
    )
  ).rows[0]!;
  await client.end();
  return { counts, audit, unbalanced, money };
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'lendbridge-backup-'));
  const problems: string[] = [];
  try {
    log('Compiling the services (npm run build:services)…');
    execFileSync(process.execPath, ['scripts/build-services.mjs'], { cwd: ROOT, stdio: 'inherit' });

    await recreate(SOURCE_NAME);
    const source = await openPostgres(SOURCE_URL);
    await migrate(source, 'gateway');
    await migrate(source, 'institutions');
    await seedGateway(source);
    await seedInstitutions(source);
    await source.close();
    log(`Source database ${SOURCE_NAME}: migrated and filled with the demo marketplace`);

    let gateway = await startGateway(SOURCE_URL, join(work, 'data'));
    const before = await dashboard();
    await stop(gateway);
    const history = (before as { history: { responseData?: { items?: unknown[] } } }).history;
    if (!history.responseData?.items?.length) problems.push("the demo borrower's loan history is empty");
    const sourceFacts = await facts(SOURCE_URL);

    const file = join(work, 'lendbridge.dump');
    let started = Date.now();
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', file, SOURCE_URL], {
      stdio: 'inherit',
    });
    log(`pg_dump: ${(statSync(file).size / 1024).toFixed(0)} KB in ${Date.now() - started} ms`);

    await recreate(RESTORED_NAME);
    started = Date.now();
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', RESTORED_URL, file], {
      stdio: 'inherit',
    });
    log(`pg_restore into the empty ${RESTORED_NAME}: ${Date.now() - started} ms`);

    const restoredFacts = await facts(RESTORED_URL);
    for (const [table, count] of Object.entries(sourceFacts.counts)) {
      if (restoredFacts.counts[table] !== count) {
        problems.push(`${table}: ${count} rows backed up, ${restoredFacts.counts[table]} restored`);
      }
    }
    if (!isDeepStrictEqual(sourceFacts.audit, restoredFacts.audit)) {
      problems.push(
        `audit log differs: ${JSON.stringify(sourceFacts.audit)} → ${JSON.stringify(restoredFacts.audit)}`,
      );
    }
    for (const loan of restoredFacts.unbalanced) {
      problems.push(`loan ${loan.id} shows ${loan.repaid} repaid but its repayments apply ${loan.applied}`);
    }
    if (sourceFacts.money.repayments === 0 || sourceFacts.audit.rows === 0) {
      problems.push('the source held no repayments or no audit rows: the drill proved nothing');
    }

    gateway = await startGateway(RESTORED_URL, join(work, 'data'));
    const after = await dashboard();
    const exitCode = await stop(gateway);
    if (!isDeepStrictEqual(before, after)) problems.push("the demo borrower's dashboard reads differently");
    if (exitCode !== 0) problems.push(`the gateway on the restored database exited ${exitCode}`);

    console.log('\nBackup drill');
    console.table({
      tables: {
        backedUp: Object.keys(sourceFacts.counts).length,
        restored: Object.keys(restoredFacts.counts).length,
      },
      rows: {
        backedUp: Object.values(sourceFacts.counts).reduce((a, b) => a + b, 0),
        restored: Object.values(restoredFacts.counts).reduce((a, b) => a + b, 0),
      },
      loans: { backedUp: sourceFacts.money.loans, restored: restoredFacts.money.loans },
      repayments: { backedUp: sourceFacts.money.repayments, restored: restoredFacts.money.repayments },
      'repaid (minor units)': { backedUp: sourceFacts.money.repaid, restored: restoredFacts.money.repaid },
      'audit rows': { backedUp: sourceFacts.audit.rows, restored: restoredFacts.audit.rows },
      'loans not adding up': {
        backedUp: sourceFacts.unbalanced.length,
        restored: restoredFacts.unbalanced.length,
      },
    });
    console.log(`audit digest ${sourceFacts.audit.digest} → ${restoredFacts.audit.digest}`);
    console.log(
      `demo borrower's dashboard on the restored copy: ${isDeepStrictEqual(before, after) ? 'the same' : 'DIFFERENT'}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const problem of problems) console.log(`  ${problem}`);
  console.log(problems.length === 0 ? '\nBackup drill passed.' : '\nBackup drill FAILED.');
  process.exit(problems.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
