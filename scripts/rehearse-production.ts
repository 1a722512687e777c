/**
 * `npm run rehearse:production`: the production topology on one machine, with real parts
 * (docs/deploying.md#production-rehearsal). nginx serves the built site and proxies the APIs to
 * two gateway replicas and one institutions service, all compiled (`node dist/server/…`), on
 * PostgreSQL and Redis. For REHEARSAL_SECONDS (60) clients from their own loopback addresses send
 * catalogue reads, page loads, logins, eligibility checks after an identity code, accepts and
 * payouts, while each gateway replica is restarted in turn as a deploy would. Then it checks:
 * no request failed, and every acknowledged accept and payout is there exactly once.
 *
 * With REHEARSAL_OUTAGES=1 it runs a PostgreSQL cluster and a Redis server of its own and, after
 * the deploys, stops PostgreSQL for 20 s and then Redis for 10 s under the same load, timing how
 * the services answer, notice and recover.
 *
 * It recreates REHEARSAL_DATABASE_URL's database and empties REHEARSAL_REDIS_URL's database
 * index, so give it ones of its own. Exits 1 if any check fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { Client, Pool } from 'pg';
import { demoUsers } from '../server/src/seed/data';
import { privatePostgres, privateRedis, type Dependency } from './rehearsal-dependencies';
import { isBuildCurrent, markBuildCurrent, sourceFingerprint } from '../server/src/site/build-check';
import { nginxSiteConfig } from '../server/src/site/nginx-site';
import { precompressSite } from '../server/src/site/precompress';
import { sitePolicyOptions } from '../server/src/site/site-env';

const ROOT = resolve(__dirname, '..');
const OUTAGES = process.env.REHEARSAL_OUTAGES === '1';
const SECONDS = Number(process.env.REHEARSAL_SECONDS ?? (OUTAGES ? 120 : 60));
const BASE_PORT = Number(process.env.REHEARSAL_PORT ?? 8170);
// The rehearsal's own servers replace these when it stops them (REHEARSAL_OUTAGES=1).
let DATABASE_URL =
  process.env.REHEARSAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lendbridge_rehearsal';
let REDIS_URL = process.env.REHEARSAL_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const OUTAGE_POSTGRES_PORT = BASE_PORT + 8;
const OUTAGE_REDIS_PORT = BASE_PORT + 9;
/** How long a request may take to be told the database is away (docs/deploying.md#dependencies-failing). */
const UNAVAILABLE_WITHIN_MS = 5_000;
const WORK = join(tmpdir(), `lendbridge-rehearsal-${BASE_PORT}`);
const SITE = `http://localhost:${BASE_PORT}`;
const GATEWAY_PORTS = [BASE_PORT + 1, BASE_PORT + 2];
const INSTITUTIONS_PORT = BASE_PORT + 3;
/**
 * REHEARSAL_ROLL=signal: the deploy only sends SIGTERM, as when nothing takes the replica out of
 * the balancer first; nginx then learns of it from refused connections alone.
 */
const SIGNAL_ONLY = process.env.REHEARSAL_ROLL === 'signal';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------------
// The parts

const serviceEnv = (port: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  GATEWAY_PORT: String(port),
  INSTITUTIONS_PORT: String(port),
  DATABASE_URL,
  REDIS_URL,
  // nginx on this machine is the only proxy, and it replaces X-Forwarded-For with what it saw.
  TRUST_PROXY: '127.0.0.1',
  CORS_ORIGINS: SITE,
  SITE_URL: SITE,
  SEED_DEMO_DATA: 'true',
  MAIL_TO_FILES: 'true',
  DATA_DIR: join(WORK, 'data'),
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_SECONDS: '1',
  SHUTDOWN_TIMEOUT_SECONDS: '20',
  // Each service's Prometheus listener, on loopback beside its public port (never behind nginx).
  METRICS_PORT: String(metricsPort(port)),
});

const metricsPort = (port: number) => port + 20;

/** Requests a service counted, from its metrics listener. */
async function countedRequests(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort(port)}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('lendbridge_http_requests_total{'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

function startService(name: 'gateway' | 'institutions', port: number): ChildProcess {
  const child = launch(name, port);
  children.push(child);
  return child;
}

function launch(name: 'gateway' | 'institutions', port: number): ChildProcess {
  const logFile = join(WORK, `${name}-${port}.log`);
  const child = spawn(
    'sh',
    ['-c', `exec node --enable-source-maps dist/server/${name}.js >>${logFile} 2>&1`],
    { cwd: ROOT, env: serviceEnv(port), stdio: 'ignore' },
  );
  return child;
}

async function waitReady(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the service on port ${port} did not become ready (see ${WORK}/*.log)`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)),
  );

const nginxConf = join(WORK, 'nginx.conf');
const siteConf = join(WORK, 'site.conf');

async function writeNginxConfig(down: number[] = []): Promise<void> {
  const brotli = existsSync(BROTLI_MODULE);
  const site = await nginxSiteConfig({
    ...sitePolicyOptions(siteEnv()),
    root: join(ROOT, 'public'),
    listen: `127.0.0.1:${BASE_PORT}`,
    gateways: GATEWAY_PORTS.map((port) => `127.0.0.1:${port}${down.includes(port) ? ' down' : ''}`),
    institutions: [`127.0.0.1:${INSTITUTIONS_PORT}`],
    brotli,
  });
  writeFileSync(siteConf, site);
  const temp = join(WORK, 'nginx-temp');
  writeFileSync(
    nginxConf,
    [
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      `pid ${join(WORK, 'nginx.pid')};`,
      `error_log ${join(WORK, 'nginx-error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 1024; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    access_log off;',
      `    client_body_temp_path ${temp}/body;`,
      `    proxy_temp_path ${temp}/proxy;`,
      `    fastcgi_temp_path ${temp}/fastcgi;`,
      `    uwsgi_temp_path ${temp}/uwsgi;`,
      `    scgi_temp_path ${temp}/scgi;`,
      `    include ${siteConf};`,
      '}',
      '',
    ].join('\n'),
  );
}

function nginx(...args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('nginx', ['-p', WORK, '-c', nginxConf, ...args], { stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`nginx ${args.join(' ')}: ${code}`))));
  });
}

function siteEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GATSBY_API_URL: SITE,
    GATSBY_INSTITUTIONS_API_URL: SITE,
    GATSBY_SITE_URL: SITE,
    GATSBY_TELEMETRY_DISABLED: '1',
  };
}

/** The site is built for nginx's origin (its APIs are on the same origin), unless it already is. */
async function buildSite(): Promise<void> {
  const env = siteEnv();
  const fingerprint = sourceFingerprint(ROOT, env);
  if (isBuildCurrent(ROOT, fingerprint)) return log('The site build in public/ is current for this origin');
  log(`Building the site for ${SITE} (gatsby build)…`);
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [require.resolve('gatsby/cli.js'), 'build'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`gatsby build exited with ${code}`))));
  });
  markBuildCurrent(ROOT, fingerprint);
}

// ---------------------------------------------------------------------------------------------
// The clients

interface Answer {
  status: number;
  body: string;
  ms: number;
  retryAfter?: string;
}

interface Tally {
  latencies: number[];
  failures: string[];
  byKind: Map<string, number>;
  keepAliveRetries: number;
  /** 503 with Retry-After, within UNAVAILABLE_WITHIN_MS, while PostgreSQL was away. */
  outageAnswers: number;
  /** Requests asked again after such an answer, with the same headers. */
  resentAfterRetryAfter: number;
}

const tally: Tally = {
  latencies: [],
  failures: [],
  byKind: new Map(),
  keepAliveRetries: 0,
  outageAnswers: 0,
  resentAfterRetryAfter: 0,
};

/**
 * From PostgreSQL's stop until every service is ready on it again: a request answered then (one
 * in flight at the stop included, its transaction rolled back) may be a 503 with Retry-After
 * within UNAVAILABLE_WITHIN_MS, as the services promise; anything else (a 500, a slower answer,
 * no answer) is still a failure.
 */
const databaseAway: { from?: number; until?: number } = {};
const isOutageAnswer = (answer: Answer, answeredAt: number) =>
  databaseAway.from !== undefined &&
  answeredAt >= databaseAway.from &&
  (databaseAway.until === undefined || answeredAt <= databaseAway.until) &&
  answer.status === 503 &&
  answer.retryAfter !== undefined &&
  answer.ms <= UNAVAILABLE_WITHIN_MS;

/** One visitor: its own loopback address (so nginx and the rate limits see a distinct client). */
function client(address: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address } as never);
  let token: string | undefined;
  const send = (
    kind: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    expect: (answer: Answer) => boolean = (answer) => answer.status === 200,
    retried = false,
  ): Promise<Answer> =>
    new Promise((done) => {
      const started = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const finish = (answer: Answer | undefined, problem?: string) => {
        tally.byKind.set(kind, (tally.byKind.get(kind) ?? 0) + 1);
        const ms = performance.now() - started;
        tally.latencies.push(ms);
        if (answer && !expect(answer) && isOutageAnswer(answer, Date.now())) {
          tally.outageAnswers += 1;
        } else if (!answer || !expect(answer)) {
          tally.failures.push(
            `${new Date().toISOString().slice(11, 23)} ${kind} ${method} ${path} from ${address} after ${Math.round(ms)} ms: ${problem ?? `${answer?.status} ${answer?.body.slice(0, 200)}`}`,
          );
        }
        done(answer ?? { status: 0, body: problem ?? '', ms });
      };
      const outgoing = request(
        `${SITE}${path}`,
        {
          method,
          agent,
          localAddress: address,
          headers: {
            accept: 'application/json, text/html',
            'accept-encoding': 'br, gzip',
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            finish({
              status: response.statusCode ?? 0,
              body: response.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString(),
              ms: performance.now() - started,
              retryAfter: response.headers['retry-after'],
            }),
          );
          response.on('error', (error) => finish(undefined, error.message));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', (error) => {
        // nginx closes idle keep-alive connections when it reloads; a request written on one just
        // as it closes was never read, and is sent again on a new connection, as browsers do (with
        // the same Idempotency-Key, so a write could not count twice; the checks below hold that).
        if (outgoing.reusedSocket && !retried) {
          tally.keepAliveRetries += 1;
          done(send(kind, method, path, body, headers, expect, true));
          return;
        }
        finish(undefined, error.message);
      });
      outgoing.end(payload);
    });
  /**
   * As a well-behaved client: a 503 with Retry-After is asked again once that has passed, with
   * the same headers (so a write keeps its Idempotency-Key), for at most a minute.
   */
  const persist = async (...args: Parameters<typeof send>): Promise<Answer> => {
    const giveUp = Date.now() + 60_000;
    for (;;) {
      const answer = await send(...args);
      if (answer.status !== 503 || answer.retryAfter === undefined || Date.now() > giveUp) return answer;
      tally.resentAfterRetryAfter += 1;
      await sleep(Number(answer.retryAfter) * 1000);
    }
  };
  return {
    send: persist,
    setToken: (value: string | undefined) => (token = value),
    close: () => agent.destroy(),
  };
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T;

type Visitor = ReturnType<typeof client>;

const READS = [
  '/api/Provider',
  '/api/FAQ?IsApproved=true',
  '/api/AvailableLoanType',
  '/api/Organization',
  '/api/Testimonial',
  '/api/v1/Institution/GetAllActiveInstitutionsWithScholarships?searchWord=&pageSize=10&pageIndex=1',
  '/',
  '/faq/',
  '/user/login/',
];

async function reader(visitor: Visitor, until: number): Promise<void> {
  for (let i = 0; Date.now() < until; i += 1) {
    const path = READS[i % READS.length]!;
    await visitor.send(path.startsWith('/api') ? 'catalogue' : 'page', 'GET', path);
  }
}

const BORROWER_PASSWORD = demoUsers.find((user) => user.roleId === 1)!.password;
const STAFF = demoUsers.find((user) => user.roleId === 2)!;

const ADMIN = demoUsers.find((user) => user.roleId === 3)!;

/**
 * Logins, each a password hash: the platform admin's, whose sessions nobody else uses (an account
 * keeps its ten newest sessions, so logging the borrowers in over and over would end theirs).
 */
async function loginLoop(visitor: Visitor, until: number): Promise<void> {
  while (Date.now() < until) {
    await visitor.send('login', 'POST', '/api/Lender/login', {
      email: ADMIN.email,
      password: ADMIN.password,
    });
  }
}

interface Borrower {
  email: string;
  organizationCode: string;
  organizationName: string;
  regNo: string;
  contact: string;
}

/** Acknowledged writes, checked against the database afterwards. */
const acceptedOffers: string[] = [];
const paidLoans: { loanId: string; reference: string }[] = [];
const borrowersAtLimit: string[] = [];

/** The emails written to one address so far, oldest first (the file names start with the time). */
function mailTo(contact: string): string[] {
  const folder = join(WORK, 'data', 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .filter((raw) => raw.includes(`\nTo: ${contact}`));
}

/**
 * A borrower: logs in, proves their roster entry with the emailed code, then checks eligibility
 * and accepts Kobo Credit's offer over and over, while the lender records each payout.
 */
async function writer(
  borrower: Borrower,
  visitor: Visitor,
  lender: Visitor,
  window: { started: number; until: number; offset: number },
) {
  const { started, until, offset } = window;
  const login = await visitor.send('login', 'POST', '/api/Account/login', {
    email: borrower.email,
    password: BORROWER_PASSWORD,
  });
  visitor.setToken(json<{ responseData: { token: string } }>(login).responseData.token);
  const entry = { organizationCode: borrower.organizationCode, regNo: borrower.regNo };
  const before = mailTo(borrower.contact).length;
  await visitor.send('identity code', 'POST', '/api/Identity/request_code', entry);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i += 1) {
    const mail = mailTo(borrower.contact);
    code = mail.length > before ? /Your Lendbridge code: (\d{6})/.exec(mail.at(-1)!)?.[1] : undefined;
    if (!code) await sleep(100);
  }
  if (!code) throw new Error(`no identity code reached ${borrower.contact}`);
  const proof = json<{ responseData: { proofToken: string } }>(
    await visitor.send('identity code', 'POST', '/api/Identity/verify_code', { ...entry, code }),
  ).responseData.proofToken;

  const loanTypes = json<{ responseData: { items: { id: number; name: string }[] } }>(
    await visitor.send('catalogue', 'GET', '/api/AvailableLoanType'),
  ).responseData.items;
  const personal = loanTypes.find((type) => /personal/i.test(type.name)) ?? loanTypes[0]!;
  // Per-number eligibility limits allow a dozen checks an hour from one borrower. The cycles are
  // spread over the run (each borrower at its own offset), so writes meet every deploy and outage.
  const cycles = 10;
  for (let cycle = 0; cycle < cycles && Date.now() < until; cycle += 1) {
    await sleep(Math.max(0, started + ((cycle + offset) * (until - started)) / cycles - Date.now()));
    const check = await visitor.send('eligibility', 'POST', '/api/Eligibility/checkeligibility', {
      loanType: personal.id,
      amount: 5_000_000,
      tenorMonths: 12,
      regNo: borrower.regNo,
      organizationCode: borrower.organizationCode,
      organizationName: borrower.organizationName,
      email: borrower.email,
      identityProof: proof,
    });
    if (check.status !== 200) continue;
    const outcome = json<{
      responseData: { eligible: boolean; offers: { id: string; providerName: string }[] };
    }>(check).responseData;
    const offer = outcome.offers.find((candidate) => candidate.providerName === 'Kobo Credit');
    if (!offer) {
      // Their loans have used up what they can afford: an answer, not a failure.
      borrowersAtLimit.push(borrower.email);
      break;
    }
    const accepted = await visitor.send(
      'accept',
      'POST',
      `/api/LoanTransaction/accept_offer/${offer.id}`,
      { consent: true },
      { 'idempotency-key': randomUUID() },
    );
    if (accepted.status !== 200) continue;
    acceptedOffers.push(offer.id);

    const loans = json<{
      responseData: { items: { id: string; borrowerName: string; netPayout: number }[] };
    }>(
      await lender.send('lender reads', 'GET', '/api/Lender/loans?status=awaiting_disbursement&pageSize=100'),
    ).responseData.items;
    const loan = await findLoanOfOffer(
      offer.id,
      loans.map((item) => item.id),
    );
    const detail = loans.find((item) => item.id === loan);
    if (!loan || !detail) {
      tally.failures.push(`the loan of accepted offer ${offer.id} is not in the lender's new loans`);
      continue;
    }
    const reference = `REH-${randomUUID().slice(0, 8)}`;
    const paid = await lender.send(
      'payout',
      'POST',
      `/api/Lender/loans/${loan}/payout`,
      { amountPaid: detail.netPayout, paidOn: new Date().toISOString().slice(0, 10), reference },
      { 'idempotency-key': randomUUID() },
    );
    if (paid.status === 200) paidLoans.push({ loanId: loan, reference });
  }
}

let db: Pool;
async function findLoanOfOffer(offerId: string, candidates: string[]): Promise<string | undefined> {
  // The rehearsal's own look-up waits out a database outage, as the clients do.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM loans WHERE offer_id = $1', [offerId]);
      return rows.map((row) => row.id).find((id) => candidates.includes(id));
    } catch (error) {
      if (attempt >= 60) throw error;
      await sleep(1_000);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The deploy: each replica in turn

interface Restart {
  port: number;
  exitCode: number | null;
  stopMs: number;
  readyMs: number;
}

async function rollReplica(replicas: Map<number, ChildProcess>, port: number): Promise<Restart> {
  if (SIGNAL_ONLY) {
    log(
      `Deploy: stopping the replica on ${port} (SIGTERM) with nginx still sending to it, starting it again`,
    );
  } else {
    log(`Deploy: taking the replica on ${port} out of nginx, stopping it (SIGTERM), starting it again`);
    await writeNginxConfig([port]);
    await nginx('-s', 'reload');
    // nginx's reload starts new workers at once and lets the old ones finish their requests.
    await sleep(500);
  }
  const old = replicas.get(port)!;
  const stopping = Date.now();
  old.kill('SIGTERM');
  const exitCode = await exitOf(old);
  const stopMs = Date.now() - stopping;
  const starting = Date.now();
  replicas.set(port, startService('gateway', port));
  await waitReady(port);
  const readyMs = Date.now() - starting;
  if (!SIGNAL_ONLY) {
    await writeNginxConfig();
    await nginx('-s', 'reload');
  }
  log(
    `Deploy: the replica on ${port} exited ${exitCode} after ${stopMs} ms, ready again ${readyMs} ms later`,
  );
  return { port, exitCode, stopMs, readyMs };
}

// ---------------------------------------------------------------------------------------------
// The dependencies failing (REHEARSAL_OUTAGES=1)

type Figures = Record<string, number>;

/** Milliseconds from `since` until `condition` holds, asked every 100 ms; -1 if not within `limitMs`. */
async function timeUntil(
  since: number,
  condition: () => Promise<boolean>,
  limitMs = 30_000,
): Promise<number> {
  while (Date.now() - since < limitMs) {
    if (await condition().catch(() => false)) return Date.now() - since;
    await sleep(100);
  }
  return -1;
}

/** The longest of several waits, or -1 when one of them never ended. */
const longest = (waits: number[]) => (waits.includes(-1) ? -1 : Math.max(...waits));

const servicePorts = () => [...GATEWAY_PORTS, INSTITUTIONS_PORT];
const isReady = async (port: number) => (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok;

/**
 * PostgreSQL stopped for 20 s under the load: how soon a request through nginx that needs it is
 * answered 503 with Retry-After, and how slowly at worst; how soon every service reports itself
 * not ready; once it is back, how soon every service is ready and the same request succeeds.
 */
async function databaseOutage(postgres: Dependency, lenderToken: string): Promise<Figures> {
  let slowest = 0;
  const probe = async () => {
    const began = performance.now();
    const response = await fetch(`${SITE}/api/Lender/loans?pageSize=1`, {
      headers: { authorization: `Bearer ${lenderToken}` },
    });
    await response.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - began);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };
  const refused = async () => {
    const answer = await probe();
    return answer.status === 503 && answer.retryAfter !== null;
  };
  log('Outage: stopping PostgreSQL for 20 s');
  databaseAway.from = Date.now();
  await postgres.stop();
  const stopped = Date.now();
  const [unavailable = -1, ...notReady] = await Promise.all([
    timeUntil(stopped, refused),
    ...servicePorts().map((port) => timeUntil(stopped, async () => !(await isReady(port)))),
  ]);
  // Then asked every second while it is away: each answer a 503 with Retry-After.
  let otherAnswers = 0;
  while (Date.now() - stopped < 20_000) {
    if (!(await refused())) otherAnswers += 1;
    await sleep(1_000);
  }
  log('Outage: starting PostgreSQL again');
  await postgres.start();
  const back = Date.now();
  const readyAgain = await Promise.all(
    servicePorts().map((port) => timeUntil(back, () => isReady(port), 60_000)),
  );
  const servedAgain = await timeUntil(back, async () => (await probe()).status === 200, 60_000);
  databaseAway.until = Date.now();
  log('Outage: PostgreSQL is back and the services with it');
  return {
    'stopped for ms': back - stopped,
    '503 + Retry-After through nginx after ms': unavailable,
    'slowest answer while away ms': Math.round(slowest),
    'other answers while away': otherAnswers,
    'every service not ready after ms': longest(notReady),
    'every service ready again after ms': longest(readyAgain),
    'served again after ms': servedAgain,
  };
}

/** What a gateway replica has logged since it was first started (its log is appended to). */
const gatewayLog = (port: number) => readFileSync(join(WORK, `gateway-${port}.log`), 'utf8');

/**
 * Redis stopped for 10 s under the load: the rate limits fall back to per-process counters (each
 * replica logs it) and nothing fails; once it is back, each replica logs its return.
 */
async function redisOutage(redisServer: Dependency): Promise<Figures> {
  const marks = new Map(GATEWAY_PORTS.map((port) => [port, gatewayLog(port).length]));
  const everyReplicaLogged = (text: string) => async () =>
    GATEWAY_PORTS.every((port) => gatewayLog(port).slice(marks.get(port)).includes(text));
  const failuresBefore = tally.failures.length;
  log('Outage: stopping Redis for 10 s');
  await redisServer.stop();
  const stopped = Date.now();
  const fellBack = await timeUntil(stopped, everyReplicaLogged('Redis is unreachable'));
  await sleep(Math.max(0, stopped + 10_000 - Date.now()));
  log('Outage: starting Redis again');
  await redisServer.start();
  const back = Date.now();
  const returned = await timeUntil(back, everyReplicaLogged('Redis is reachable'), 60_000);
  return {
    'stopped for ms': back - stopped,
    'every replica logged its fallback after ms': fellBack,
    'every replica logged its return after ms': returned,
    'requests failed while away': tally.failures.length - failuresBefore,
  };
}

// ---------------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Everything started, stopped on the way out whatever happens. */
const children: ChildProcess[] = [];
let outageParts: { postgres: Dependency; redis: Dependency } | undefined;

async function main(): Promise<void> {
  rmSync(WORK, { recursive: true, force: true });
  for (const folder of ['data', 'nginx-temp']) mkdirSync(join(WORK, folder), { recursive: true });
  log(`Working folder ${WORK}; logs of every part are there`);

  if (OUTAGES) {
    outageParts = {
      postgres: await privatePostgres(join(WORK, 'postgres'), OUTAGE_POSTGRES_PORT),
      redis: privateRedis(join(WORK, 'redis'), OUTAGE_REDIS_PORT),
    };
    await outageParts.postgres.start();
    await outageParts.redis.start();
    DATABASE_URL = outageParts.postgres.url;
    REDIS_URL = outageParts.redis.url;
    log(
      `PostgreSQL and Redis of the rehearsal's own on ports ${OUTAGE_POSTGRES_PORT} and ${OUTAGE_REDIS_PORT}`,
    );
  }

  log('Compiling the services (npm run build:services)…');
  await new Promise<void>((done, fail) =>
    spawn(process.execPath, ['scripts/build-services.mjs'], { cwd: ROOT, stdio: 'inherit' }).once(
      'exit',
      (code) => (code === 0 ? done() : fail(new Error('build:services failed'))),
    ),
  );

  const serverUrl = new URL(DATABASE_URL);
  const name = serverUrl.pathname.slice(1);
  const admin = new Client({ connectionString: new URL('/postgres', serverUrl).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const redis = new Redis(REDIS_URL);
  // While the Redis outage lasts this client reconnects by itself; its errors are expected then.
  redis.on('error', () => {});
  await redis.flushdb();
  log(`Fresh database ${name} and Redis ${REDIS_URL}`);

  const institutions = startService('institutions', INSTITUTIONS_PORT);
  const replicas = new Map<number, ChildProcess>();
  // The first replica migrates and seeds; the second finds both done.
  for (const port of GATEWAY_PORTS) {
    replicas.set(port, startService('gateway', port));
    await waitReady(port);
  }
  await waitReady(INSTITUTIONS_PORT);
  log('Two gateway replicas and the institutions service are ready');

  // nginx first serves an empty folder, so the build can reach the APIs through it.
  mkdirSync(join(ROOT, 'public'), { recursive: true });
  await writeNginxConfig();
  const nginxMaster = spawn('nginx', ['-p', WORK, '-c', nginxConf, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  await sleep(500);
  await buildSite();
  await precompressSite(join(ROOT, 'public'));
  await writeNginxConfig();
  await nginx('-s', 'reload');
  log(`nginx serves the site and proxies the APIs at ${SITE}`);

  db = new Pool({ connectionString: DATABASE_URL, max: 2 });
  // An idle connection cut by a database outage is dropped; the next query opens a new one.
  db.on('error', () => {});
  const { rows: borrowers } = await db.query<Borrower>(
    `SELECT u.email, o.code AS "organizationCode", o.name AS "organizationName", m.reg_no AS "regNo",
            m.contact_email AS contact
       FROM identity_bindings b JOIN users u ON u.id = b.user_id
       JOIN organization_members m ON m.id = b.member_id JOIN organizations o ON o.id = m.organization_id
      WHERE u.role_id = 1 ORDER BY u.email`,
  );

  let address = 10;
  const nextClient = () => client(`127.0.0.${(address += 1)}`);
  const lender = nextClient();
  const staffLogin = await lender.send('login', 'POST', '/api/Lender/login', {
    email: STAFF.email,
    password: STAFF.password,
  });
  const lenderToken = json<{ responseData: { token: string } }>(staffLogin).responseData.token;
  lender.setToken(lenderToken);

  const started = Date.now();
  const until = started + SECONDS * 1000;
  log(`Load for ${SECONDS} s: 4 readers, 2 logging in, ${borrowers.length} borrowers applying`);
  const visitors: Visitor[] = [lender];
  const work: Promise<void>[] = [];
  for (let i = 0; i < 4; i += 1) {
    const visitor = nextClient();
    visitors.push(visitor);
    work.push(reader(visitor, until));
  }
  for (let i = 0; i < 2; i += 1) {
    const visitor = nextClient();
    visitors.push(visitor);
    work.push(loginLoop(visitor, until));
  }
  for (const [index, borrower] of borrowers.entries()) {
    const visitor = nextClient();
    visitors.push(visitor);
    work.push(
      writer(borrower, visitor, lender, { started, until, offset: index / borrowers.length }).catch(
        (error: unknown) => {
          tally.failures.push(
            `borrower ${borrower.email}: ${error instanceof Error ? error.message : error}`,
          );
        },
      ),
    );
  }
  const restarts: Restart[] = [];
  const deploy = (async () => {
    await sleep((SECONDS * 1000) / 5);
    restarts.push(await rollReplica(replicas, GATEWAY_PORTS[0]!));
    await sleep(Math.max(0, started + (SECONDS * 1000) / 2 - Date.now()));
    restarts.push(await rollReplica(replicas, GATEWAY_PORTS[1]!));
  })();
  const outages: Record<string, Figures> = {};
  const failing = (async () => {
    if (!outageParts) return;
    await deploy;
    await sleep(Math.max(0, started + SECONDS * 600 - Date.now()));
    outages.PostgreSQL = await databaseOutage(outageParts.postgres, lenderToken);
    await sleep(Math.max(0, started + SECONDS * 800 - Date.now()));
    outages.Redis = await redisOutage(outageParts.redis);
  })();
  await Promise.all([...work, deploy, failing]);
  visitors.forEach((visitor) => visitor.close());

  // Every acknowledged write, exactly once.
  const writeProblems: string[] = [];
  for (const offerId of acceptedOffers) {
    const { rows } = await db.query<{ loans: number; audits: number }>(
      `SELECT (SELECT count(*)::int FROM loans WHERE offer_id = $1) AS loans,
              (SELECT count(*)::int FROM audit_log WHERE entity = 'offer' AND entity_id = $1
                 AND to_status = 'accepted') AS audits`,
      [offerId],
    );
    if (rows[0]?.loans !== 1 || rows[0]?.audits !== 1) {
      writeProblems.push(`accepted offer ${offerId}: ${rows[0]?.loans} loans, ${rows[0]?.audits} audit rows`);
    }
  }
  for (const { loanId, reference } of paidLoans) {
    const { rows } = await db.query<{ status: string; reference: string; audits: number }>(
      `SELECT status, payout_reference AS reference,
              (SELECT count(*)::int FROM audit_log WHERE entity = 'loan' AND entity_id = $1
                 AND to_status = 'active') AS audits
         FROM loans WHERE id = $1`,
      [loanId],
    );
    const row = rows[0];
    if (row?.status !== 'active' || row.reference !== reference || row.audits !== 1) {
      writeProblems.push(`payout of loan ${loanId}: ${JSON.stringify(row)}`);
    }
  }
  // Nothing half-written: every offer accepted during the run has its loan and its audit row, and
  // every loan paid out its reference.
  const {
    rows: [halfWritten],
  } = await db.query<{
    acceptedWithoutLoan: number;
    paidWithoutReference: number;
    loansWithoutAudit: number;
  }>(
    `SELECT (SELECT count(*)::int FROM loan_offers o WHERE o.status = 'accepted' AND o.decided_at >= $1
               AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.offer_id = o.id)) AS "acceptedWithoutLoan",
            (SELECT count(*)::int FROM loans WHERE accepted_at >= $1 AND status = 'active'
               AND payout_reference IS NULL) AS "paidWithoutReference",
            (SELECT count(*)::int FROM loans l WHERE l.accepted_at >= $1 AND NOT EXISTS (
               SELECT 1 FROM audit_log a WHERE a.entity = 'offer' AND a.entity_id = l.offer_id
                 AND a.to_status = 'accepted')) AS "loansWithoutAudit"`,
    [new Date(started)],
  );
  for (const [what, count] of Object.entries(halfWritten ?? {})) {
    if (count !== 0) writeProblems.push(`half-written: ${what} ${count}`);
  }

  // nginx passed each visitor's own address: the rate-limit counters in Redis are keyed by it.
  const keys = await redis.keys('*');
  const counted = new Set(keys.flatMap((key) => key.match(/127\.0\.0\.\d+/g) ?? []));

  // The metrics count what the services answered, and nginx never hands them out.
  const metricsCounted = (
    await Promise.all([...GATEWAY_PORTS, INSTITUTIONS_PORT].map(countedRequests))
  ).reduce((sum, count) => sum + count, 0);
  const metricsThroughNginx = await fetch(`${SITE}/api/metrics`).then((response) => response.text());
  const metricsExposed = metricsThroughNginx.includes('# HELP');

  const sorted = [...tally.latencies].sort((a, b) => a - b);
  console.log('\nRehearsal figures');
  console.table({
    requests: { value: sorted.length },
    'failed requests': { value: tally.failures.length },
    'resent after nginx closed an idle keep-alive connection': { value: tally.keepAliveRetries },
    '503 + Retry-After while PostgreSQL was away (not failures)': { value: tally.outageAnswers },
    'asked again after their Retry-After': { value: tally.resentAfterRetryAfter },
    'p50 ms': { value: Math.round(percentile(sorted, 50)) },
    'p99 ms': { value: Math.round(percentile(sorted, 99)) },
    'accepts acknowledged': { value: acceptedOffers.length },
    'payouts acknowledged': { value: paidLoans.length },
    'writes missing or doubled': { value: writeProblems.length },
    'borrowers who reached their limit': { value: borrowersAtLimit.length },
    'client addresses counted by the rate limits': { value: counted.size },
    "requests in the services' metrics (since their last restart)": { value: metricsCounted },
    'metrics readable through nginx': { value: metricsExposed ? 'YES' : 'no' },
  });
  console.table(Object.fromEntries([...tally.byKind].map(([kind, count]) => [kind, { requests: count }])));
  console.table(
    restarts.map((restart) => ({
      replica: restart.port,
      'exit code': restart.exitCode,
      'stop ms': restart.stopMs,
      'ready again ms': restart.readyMs,
    })),
  );
  if (outageParts) console.table(outages);
  for (const failure of [...tally.failures.slice(0, 20), ...writeProblems.slice(0, 20)])
    console.log(`  ${failure}`);

  const database = outages.PostgreSQL;
  const redisAway = outages.Redis;
  const outagesHeld =
    !outageParts ||
    (database !== undefined &&
      redisAway !== undefined &&
      database['503 + Retry-After through nginx after ms']! >= 0 &&
      database['503 + Retry-After through nginx after ms']! <= UNAVAILABLE_WITHIN_MS &&
      database['slowest answer while away ms']! <= UNAVAILABLE_WITHIN_MS &&
      database['other answers while away'] === 0 &&
      database['every service not ready after ms']! >= 0 &&
      database['every service ready again after ms']! >= 0 &&
      database['served again after ms']! >= 0 &&
      redisAway['every replica logged its fallback after ms']! >= 0 &&
      redisAway['every replica logged its return after ms']! >= 0 &&
      redisAway['requests failed while away'] === 0);

  const ok =
    tally.failures.length === 0 &&
    writeProblems.length === 0 &&
    acceptedOffers.length > 0 &&
    paidLoans.length > 0 &&
    restarts.length === 2 &&
    restarts.every((restart) => restart.exitCode === 0) &&
    counted.size > 1 &&
    metricsCounted > 0 &&
    !metricsExposed &&
    outagesHeld;

  for (const child of [...replicas.values(), institutions]) child.kill('SIGTERM');
  await Promise.all([...replicas.values(), institutions].map(exitOf));
  nginxMaster.kill('SIGQUIT');
  await exitOf(nginxMaster);
  await db.end();
  redis.disconnect();
  if (outageParts) {
    await outageParts.redis.stop();
    await outageParts.postgres.stop();
  }
  console.log(ok ? '\nRehearsal passed.' : '\nRehearsal FAILED.');
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  for (const child of children)
    if (child.exitCode === null) child.kill(child.spawnargs[0] === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  void Promise.allSettled([outageParts?.redis.stop(), outageParts?.postgres.stop()]).then(() =>
    process.exit(1),
  );
});
