/**
 * `npm run bench:api`: the gateway's load figures of docs/requirements.md#performance, measured
 * with autocannon on loopback. The gateway runs in a child process on a fresh demo database (PGlite
 * under the system temp dir, or BENCH_DATABASE_URL), so the service and the load generator each get
 * a core.
 *
 * - catalogue GETs: target ≥ 2,000 req/s at p99 < 50 ms;
 * - logins at 50 concurrent: target p99 < 800 ms (argon2id hashing is the cost, on purpose);
 * - 100 parallel identical accept_offer calls: exactly one state change;
 * - `/health` while 8 connections send 15 KB addresses, on a gateway that logs every request (as
 *   production does): the long addresses are answered 414 and `/health` keeps p99 < 50 ms.
 *
 * Rate limits are lifted in the benchmark's gateway (bench-gateway.ts). BENCH_SECONDS sets each
 * run's duration.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { demoUsers } from '../server/src/seed/data';
import { serveBenchGateway } from './bench-gateway';
import { runBenchProcess } from './bench-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BENCH_DATABASE = 'lendbridge_bench_api';
const DEMO = demoUsers.find((user) => user.roleId === 1)!;

/** The child: the gateway alone on loopback; the long-address case runs one that logs each request. */
const serve = async () => {
  await serveBenchGateway(BENCH_DATABASE, process.env.BENCH_LOG_LEVEL ?? 'silent');
};

function startGateway(
  logLevel = 'silent',
): Promise<{ child: ChildProcess; baseUrl: string; database: string }> {
  // Its log lines go nowhere: what is measured is the work of writing them, not a terminal.
  const child = fork(__filename, [], {
    env: { ...process.env, BENCH_ROLE: 'gateway', BENCH_LOG_LEVEL: logLevel },
    stdio: ['inherit', logLevel === 'silent' ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const { port, database } = message as { port: number; database: string };
      resolve({ child, baseUrl: `http://127.0.0.1:${port}`, database });
    });
    child.once('exit', (code) => reject(new Error(`the benchmark gateway exited with ${code}`)));
  });
}

interface Row {
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  target: string;
  met: string;
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  console.log('Seeding a fresh demo database and starting the gateway…');
  const { child, baseUrl, database } = await startGateway();
  console.log(`gateway on ${database}, ${SECONDS} s per load run, 2 cores shared with the load generator\n`);
  const table: Record<string, Row> = {};
  let failed = false;
  const record = (name: string, result: autocannon.Result, target: string, met: boolean) => {
    failed ||= !met;
    table[name] = {
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx + result.errors + result.timeouts,
      target,
      met: met ? 'yes' : 'NO',
    };
  };
  try {
    await load({ url: `${baseUrl}/api/Provider`, connections: 10, duration: 2 }); // warm-up
    const catalogue = await load({
      url: baseUrl,
      connections: 20,
      duration: SECONDS,
      requests: [
        { method: 'GET', path: '/api/Provider' },
        { method: 'GET', path: '/api/AvailableLoanType' },
        { method: 'GET', path: '/api/Organization' },
        { method: 'GET', path: '/api/FAQ?IsApproved=true' },
        { method: 'GET', path: '/api/ProviderSettings' },
        { method: 'GET', path: '/api/Testimonial' },
      ],
    });
    record(
      'catalogue GETs, 20 connections',
      catalogue,
      '≥ 2000 req/s, p99 < 50 ms',
      catalogue.requests.average >= 2_000 && catalogue.latency.p99 < 50 && catalogue.non2xx === 0,
    );

    const logins = await load({
      url: `${baseUrl}/api/Account/login`,
      connections: 50,
      duration: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    record(
      'login, 50 concurrent',
      logins,
      'p99 < 800 ms',
      logins.latency.p99 < 800 && logins.non2xx === 0 && logins.errors === 0,
    );
    console.table(table);

    // 100 identical accepts at once: one state change, one answer repeated to all.
    const login = await json<{ responseData: { token: string; user: { id: string } } }>(
      await fetch(`${baseUrl}/api/Account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
      }),
    );
    const auth = { authorization: `Bearer ${login.responseData.token}` };
    const statusUrl = `${baseUrl}/api/LoanTransaction/loans/users_current_loan_status/${login.responseData.user.id}`;
    const historyUrl = `${baseUrl}/api/LoanTransaction/loans/user_loan_status/${login.responseData.user.id}`;
    type Status = { responseData: { openOffers: { id: string }[] } };
    const before = await json<Status>(await fetch(statusUrl, { headers: auth }));
    const loansBefore = (
      await json<{ responseData: { items: unknown[] } }>(await fetch(historyUrl, { headers: auth }))
    ).responseData.items.length;
    const offerId = before.responseData.openOffers[0]!.id;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${baseUrl}/api/LoanTransaction/accept_offer/${offerId}`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ consent: true }),
        }).then(async (response) => `${response.status} ${await response.text()}`),
      ),
    );
    const loansAfter = (
      await json<{ responseData: { items: unknown[] } }>(await fetch(historyUrl, { headers: auth }))
    ).responseData.items.length;
    const distinct = new Set(answers);
    const oneChange =
      loansAfter - loansBefore === 1 && distinct.size === 1 && [...distinct][0]!.startsWith('200 ');
    failed ||= !oneChange;
    console.log(
      `\n100 parallel identical accept_offer calls: ${distinct.size} distinct answer(s) ` +
        `(${[...distinct].map((answer) => answer.slice(0, 3)).join(', ')}), ` +
        `${loansAfter - loansBefore} new loan(s): ${oneChange ? 'exactly one state change' : 'NOT exactly one state change'}.`,
    );
  } finally {
    child.disconnect();
  }
  failed = (await longAddresses()) || failed;
  if (failed) {
    console.log('\nAt least one target was missed.');
    process.exitCode = 1;
  }
}

/**
 * Long addresses used to cost the request logger time in the square of their length, on every
 * request before routing: a few connections sending them held `/health` up for seconds.
 * Answers whether a target was missed.
 */
async function longAddresses(): Promise<boolean> {
  const { child, baseUrl } = await startGateway('info');
  try {
    const alone = await load({ url: `${baseUrl}/health`, connections: 1, duration: SECONDS });
    const [health, long] = await Promise.all([
      load({ url: `${baseUrl}/health`, connections: 1, duration: SECONDS }),
      // Just under Node's 16 KB header limit, so the gateway (not Node) has to answer them.
      load({ url: `${baseUrl}/api/${'a'.repeat(15_000)}`, connections: 8, duration: SECONDS }),
    ]);
    const refused = long['4xx'] === long.requests.total && long.requests.total > 0;
    const met = health.latency.p99 < 50 && health.non2xx === 0 && refused;
    console.log(
      `
/health alone: p99 ${alone.latency.p99} ms; beside 8 connections of 15 KB addresses ` +
        `(${Math.round(long.requests.average)} req/s, ${refused ? 'all answered 414' : 'NOT all answered 414'}): ` +
        `p99 ${health.latency.p99} ms (target < 50 ms): ${met ? 'met' : 'NOT met'}.`,
    );
    return !met;
  } finally {
    child.disconnect();
  }
}

runBenchProcess('gateway', serve, main);
