/**
 * `npm run bench:uploads`: the upload figures of docs/requirements.md#performance. A 50,000-row
 * HR roster is previewed and applied through the console, then a 20,000-row payroll remittance
 * through the lender workspace, while `/health` is asked every 20 ms: it must keep answering
 * (p99 < 200 ms) however long the file takes. The gateway runs in a child process on a fresh demo
 * database (PGlite under the system temp dir, or BENCH_DATABASE_URL), as in `npm run bench:api`.
 *
 * The remittance pays loans that must exist first: the demo's active Kobo Credit loan at Zenith
 * Tech is copied, with its application and offer, once for each of the first people the roster
 * added. BENCH_ROSTER_ROWS and BENCH_REMITTANCE_ROWS change the sizes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { gatewayRoutes as routes, IDEMPOTENCY_HEADER } from '@lendbridge/contract';
import type { Database, Queryable } from '../server/src/db/database';
import { demoUsers, LENDER_STAFF_EMAIL } from '../server/src/seed/data';
import { serveBenchGateway } from './bench-gateway';
import { percentile, runBenchProcess } from './bench-process';

const ROSTER_ROWS = Number(process.env.BENCH_ROSTER_ROWS ?? 50_000);
const REMITTANCE_ROWS = Number(process.env.BENCH_REMITTANCE_ROWS ?? 20_000);
const BENCH_DATABASE = 'lendbridge_bench_uploads';
const ORGANIZATION = 'ZENITHTECH';
const PROVIDER = 'kobo-credit';
const HEALTH_EVERY_MS = 20;
const HEALTH_TARGET_P99_MS = 200;
/** Seconds each step may take (docs/requirements.md#performance). */
const TARGETS = { preview: 5, apply: 10 };

const passwordOf = (email: string) => demoUsers.find((user) => user.email === email)!.password;

/**
 * Copies one row of `table` once per value set in `values` (parallel arrays, one per column
 * named in `columns`), every other column as the template has it; answers the new ids.
 */
async function copyRow(
  db: Queryable,
  table: string,
  templateId: string,
  values: Record<string, { type: string; list: unknown[] }>,
): Promise<string[]> {
  const { rows: columns } = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND column_name <> 'id' AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  );
  const given = Object.keys(values);
  const names = columns.map((column) => column.name);
  const selected = names.map((name) => (given.includes(name) ? `v.${name}` : `t.${name}`));
  const unnest = given.map((name, index) => `$${index + 2}::${values[name]!.type}[]`).join(', ');
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${selected.join(', ')} FROM ${table} t, unnest(${unnest}) AS v(${given.join(', ')})
     WHERE t.id = $1 RETURNING id`,
    [templateId, ...given.map((name) => values[name]!.list)],
  );
  return rows.map((row) => row.id);
}

/** One active loan, as the demo's, for each of the first `count` people the bench roster added. */
async function addLoans(db: Database, count: number): Promise<void> {
  const { rows } = await db.query<{ loanId: string; offerId: string; applicationId: string }>(
    `SELECT l.id AS "loanId", o.id AS "offerId", o.application_id AS "applicationId"
     FROM loans l JOIN loan_offers o ON o.id = l.offer_id JOIN providers p ON p.id = l.provider_id
     JOIN organization_members m ON m.id = l.member_id JOIN organizations g ON g.id = m.organization_id
     WHERE l.status = 'active' AND p.slug = $1 AND g.code = $2 ORDER BY l.disbursed_at LIMIT 1`,
    [PROVIDER, ORGANIZATION],
  );
  const template = rows[0];
  if (!template) throw new Error(`the demo has no active ${PROVIDER} loan at ${ORGANIZATION} to copy`);
  const { rows: members } = await db.query<{ id: number }>(
    `SELECT m.id FROM organization_members m JOIN organizations g ON g.id = m.organization_id
     WHERE g.code = $1 AND m.reg_no LIKE 'BENCH-%' ORDER BY m.reg_no LIMIT $2`,
    [ORGANIZATION, count],
  );
  const memberIds = members.map((member) => member.id);
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    const applications = await copyRow(tx, 'loan_applications', template.applicationId, {
      member_id: { type: 'integer', list: memberIds },
    });
    const offers = await copyRow(tx, 'loan_offers', template.offerId, {
      application_id: { type: 'uuid', list: applications },
    });
    await copyRow(tx, 'loans', template.loanId, {
      offer_id: { type: 'uuid', list: offers },
      member_id: { type: 'integer', list: memberIds },
    });
  });
  await db.query('ANALYZE');
}

/** The child: the gateway, and the loans the remittance pays when the parent asks for them. */
async function serve(): Promise<void> {
  const db = await serveBenchGateway(BENCH_DATABASE);
  process.on('message', (message) => {
    const { addLoans: count } = message as { addLoans: number };
    addLoans(db, count).then(
      () => process.send?.({ loansAdded: count }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
}

function startGateway(): Promise<{ child: ChildProcess; baseUrl: string; database: string }> {
  const child = fork(__filename, [], { env: { ...process.env, BENCH_ROLE: 'gateway' } });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const { port, database } = message as { port: number; database: string };
      resolve({ child, baseUrl: `http://127.0.0.1:${port}`, database });
    });
    child.once('exit', (code) => reject(new Error(`the benchmark gateway exited with ${code}`)));
  });
}

function askChild<T>(child: ChildProcess, message: object): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (answer) => {
      const { error } = answer as { error?: string };
      if (error) reject(new Error(error));
      else resolve(answer as T);
    });
    child.send(message);
  });
}

/**
 * Runs `work` while asking `/health` every 20 ms, one request at a time: a gateway that stops
 * answering shows as one long wait, however many asks it delayed.
 */
async function whileHealthAsked<T>(
  baseUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; health: number[] }> {
  const health: number[] = [];
  let done = false;
  const ask = async () => {
    while (!done) {
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/health`);
      await response.arrayBuffer();
      health.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  };
  const asking = ask();
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, health };
  } finally {
    done = true;
    await asking;
  }
}

async function call<T>(
  baseUrl: string,
  path: string,
  init: { token?: string; body: unknown; key?: boolean },
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.key ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    },
    body: JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { responseData: T }).responseData;
}

const naira = (kobo: number) => (kobo / 100).toFixed(2);

function rosterFile(rows: number): string {
  const lines = ['staff_number,full_name,monthly_net_pay,contact_email,left'];
  for (let n = 1; n <= rows; n += 1) {
    const number = String(n).padStart(6, '0');
    lines.push(
      `BENCH-${number},Bench Person ${number},${250_000 + (n % 500) * 1_000}.00,bench${number}@zenithtech.example,no`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function remittanceFile(rows: number, amount: number, paidOn: string): string {
  const lines = ['staff_number,amount,date,reference'];
  for (let n = 1; n <= rows; n += 1) {
    const number = String(n).padStart(6, '0');
    lines.push(`BENCH-${number},${naira(amount)},${paidOn},BENCH-PAY-${number}`);
  }
  return `${lines.join('\n')}\n`;
}

interface Step {
  rows: number;
  seconds: string;
  'target s': number;
  'health p50 ms': string;
  'health p99 ms': string;
  'health max ms': string;
  met: string;
}

async function main(): Promise<void> {
  console.log('Seeding a fresh demo database and starting the gateway…');
  const { child, baseUrl, database } = await startGateway();
  console.log(`gateway on ${database}; roster ${ROSTER_ROWS} rows, remittance ${REMITTANCE_ROWS} rows\n`);
  const table: Record<string, Step> = {};
  let failed = false;
  const measure = async (name: string, rows: number, target: number, work: () => Promise<unknown>) => {
    const { seconds, health } = await whileHealthAsked(baseUrl, work);
    const sorted = [...health].sort((a, b) => a - b);
    const met = seconds <= target && percentile(sorted, 99) < HEALTH_TARGET_P99_MS;
    failed ||= !met;
    table[name] = {
      rows,
      seconds: seconds.toFixed(1),
      'target s': target,
      'health p50 ms': percentile(sorted, 50).toFixed(1),
      'health p99 ms': percentile(sorted, 99).toFixed(1),
      'health max ms': (sorted[sorted.length - 1] ?? 0).toFixed(1),
      met: met ? 'yes' : 'NO',
    };
  };
  try {
    const admin = await call<{ token: string }>(baseUrl, routes.consoleLogin.url, {
      body: { email: 'admin@lendbridge.example', password: passwordOf('admin@lendbridge.example') },
    });
    const organizations = (await (await fetch(`${baseUrl}${routes.organizations.url}`)).json()) as {
      responseData: { items: { id: number; code: string }[] };
    };
    const organization = organizations.responseData.items.find((entry) => entry.code === ORGANIZATION)!;
    const roster = { fileName: 'bench-roster.csv', csv: rosterFile(ROSTER_ROWS) };
    const rosterPath = (step: 'consolePreviewRoster' | 'consoleApplyRoster') =>
      routes[step].url.replace(':id', String(organization.id));
    await measure('roster preview', ROSTER_ROWS, TARGETS.preview, () =>
      call(baseUrl, rosterPath('consolePreviewRoster'), { token: admin.token, body: roster }),
    );
    await measure('roster apply', ROSTER_ROWS, TARGETS.apply, () =>
      call(baseUrl, rosterPath('consoleApplyRoster'), { token: admin.token, body: roster, key: true }),
    );
    await measure('roster apply again (no change)', ROSTER_ROWS, TARGETS.apply, () =>
      call(baseUrl, rosterPath('consoleApplyRoster'), { token: admin.token, body: roster, key: true }),
    );

    await askChild(child, { addLoans: REMITTANCE_ROWS });
    const lender = await call<{ token: string }>(baseUrl, routes.lenderLogin.url, {
      body: { email: LENDER_STAFF_EMAIL, password: passwordOf(LENDER_STAFF_EMAIL) },
    });
    const today = new Date().toISOString().slice(0, 10);
    const remittance = {
      organizationCode: ORGANIZATION,
      fileName: 'bench-remittance.csv',
      csv: remittanceFile(REMITTANCE_ROWS, 1_000_000, today),
    };
    await measure('remittance preview', REMITTANCE_ROWS, TARGETS.preview, () =>
      call(baseUrl, routes.lenderPreviewRemittance.url, { token: lender.token, body: remittance }),
    );
    await measure('remittance apply', REMITTANCE_ROWS, TARGETS.apply, () =>
      call(baseUrl, routes.lenderApplyRemittance.url, { token: lender.token, body: remittance, key: true }),
    );
    console.table(table);
    console.log(
      `Targets: preview ≤ ${TARGETS.preview} s, apply ≤ ${TARGETS.apply} s, and /health asked every ` +
        `${HEALTH_EVERY_MS} ms answers with p99 < ${HEALTH_TARGET_P99_MS} ms meanwhile.`,
    );
  } finally {
    child.disconnect();
  }
  if (failed) process.exitCode = 1;
}

runBenchProcess('gateway', serve, main);
