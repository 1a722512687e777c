/**
 * `npm run bench:institutions`: seeds a separate benchmark database with 10,000 institutions and
 * 50,000 scholarships, starts the institutions service on loopback in a child process (so the
 * service and the load generator each get a core) and measures searches at page size 20.
 *
 * Database: a fresh PGlite folder under the system temp dir, or, with BENCH_DATABASE_URL set, a
 * PostgreSQL server on which it (re)creates the database `lendbridge_bench_institutions`.
 * It never touches the development or test databases. BENCH_REQUESTS sets requests per scenario.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { INSTITUTIONS_MAX_PAGE_SIZE, institutionsRoutes } from '@lendbridge/contract';
import type { Database } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { buildInstitutionsApp } from '../server/src/institutions/app';
import { openBenchDatabase } from './bench-database';
import { percentile, runBenchProcess } from './bench-process';

const INSTITUTIONS = 10_000;
const SCHOLARSHIPS_PER_INSTITUTION = 5;
const PAGE_SIZE = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const WARMUP = 200;
const BENCH_DATABASE = 'lendbridge_bench_institutions';

/** Words that occur in the generated rows with very different frequencies, as real searches do. */
const ONE_WORD_SEARCHES = ['engineering', 'lagos', 'medicine', 'bursary', 'kano', 'nursing', 'law', 'women'];

/** The same kind of words with a letter wrong, missing, added or two swapped. */
const MISSPELT_SEARCHES = [
  'enginering',
  'lagso',
  'medicne',
  'bursray',
  'univeristy',
  'nursign',
  'polytechnc',
  'scholarhsip',
];

/** The p99 the architecture asks of a search at 8 concurrent clients. */
const TARGET_P99_MS = 100;

// Plain data for the generator, '|'-separated to keep it short; arrays become SQL literals below.
const list = (text: string) => text.split('|');
const CITIES = list(
  'Lagos/Lagos|Ibadan/Oyo|Kano/Kano|Abuja/FCT|Enugu/Enugu|Port Harcourt/Rivers|Benin City/Edo|Jos/Plateau|' +
    'Ilorin/Kwara|Owerri/Imo|Abeokuta/Ogun|Maiduguri/Borno|Sokoto/Sokoto|Calabar/Cross River|Uyo/Akwa Ibom|' +
    'Akure/Ondo|Kaduna/Kaduna|Makurdi/Benue|Yola/Adamawa|Bauchi/Bauchi|Osogbo/Osun|Awka/Anambra|Lokoja/Kogi|Minna/Niger',
).map((pair) => pair.split('/') as [string, string]);
const KINDS = list(
  'University|Polytechnic|College of Education|Institute of Technology|School of Nursing|' +
    'College of Agriculture|Business School|Medical College',
);
const FOUNDERS = list(
  'Federal|State|Unity|Crescent|Heritage|Pioneer|Covenant|Summit|Harmony|Royal|Golden|Crown|Beacon|Legacy|' +
    'Evergreen|Landmark|Meridian|Horizon|Keystone|Liberty',
);
const FIELDS = list(
  'Engineering|Medicine and health|Law|Agriculture|Computer science|Business|Education|Nursing|Pharmacy|' +
    'Architecture|Economics|Marine science|Veterinary medicine|Arts|Mass communication|Geology|Mathematics|' +
    'Physics|Chemistry|Public health',
);
const AWARDS = list('Merit Scholarship|Research Grant|Bursary|Fellowship|Excellence Award');
const PREFIXES = list('Women in|Future Leaders in|Rural Students|First-Generation|Community');
const LEVELS = list('Undergraduate|Postgraduate|Diploma|Doctoral');

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Institution n's short form, as students would type it: the initials of its founder and kind
 * and the start of its town, then n (FULAG123 for "Federal University, Lagos 123").
 */
const shortForm = (n: number) =>
  (
    FOUNDERS[(n * 7) % FOUNDERS.length]!.slice(0, 1) +
    KINDS[(n * 3) % KINDS.length]!.slice(0, 1) +
    CITIES[n % CITIES.length]![0].slice(0, 3)
  ).toUpperCase() + n;

/** Deterministic rows: the same database every run, so figures are comparable between runs. */
async function seed(db: Database): Promise<void> {
  // One transaction without the services' statement timeout: a bulk load of 60,000 rows on a
  // busy machine may take longer than any request should.
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL statement_timeout = 0');
    for (const statement of seedStatements()) await tx.query(statement);
  });
  // What autovacuum does after a bulk load on a server (PGlite has no autovacuum): statistics
  // for the planner and a visibility map. Each on its own, since VACUUM refuses a transaction.
  for (const table of ['institutions', 'scholarships', 'search_documents', 'search_words']) {
    await db.query(`VACUUM ANALYZE institutions.${table}`);
  }
}

const seedStatements = () => [
  `
    INSERT INTO institutions.institutions
      (slug, name, location, description, website, organization_code, is_partner, is_active, other_names)
    SELECT
      'bench-' || n,
      (${sqlArray(FOUNDERS)})[1 + (n * 7) % ${FOUNDERS.length}] || ' ' ||
        (${sqlArray(KINDS)})[1 + (n * 3) % ${KINDS.length}] || ', ' ||
        (${sqlArray(CITIES.map(([city]) => city))})[1 + n % ${CITIES.length}] || ' ' || n,
      (${sqlArray(CITIES.map(([city]) => city))})[1 + n % ${CITIES.length}] || ', ' ||
        (${sqlArray(CITIES.map(([, state]) => state))})[1 + n % ${CITIES.length}],
      'A generated institution for the search benchmark.',
      'https://bench-' || n || '.example',
      NULL,
      n % 3 = 0,
      n % 10 <> 0,
      ARRAY[upper(
        left((${sqlArray(FOUNDERS)})[1 + (n * 7) % ${FOUNDERS.length}], 1) ||
        left((${sqlArray(KINDS)})[1 + (n * 3) % ${KINDS.length}], 1) ||
        left((${sqlArray(CITIES.map(([city]) => city))})[1 + n % ${CITIES.length}], 3)) || n]
    FROM generate_series(1, ${INSTITUTIONS}) AS n`,
  `
    INSERT INTO institutions.scholarships (institution_id, title, amount, currency, deadline, level,
      field_of_study, eligibility_summary, how_to_apply, is_active)
    SELECT
      i.id,
      CASE WHEN (i.id + k) % 4 = 0 THEN (${sqlArray(PREFIXES)})[1 + (i.id * 3 + k) % ${PREFIXES.length}] || ' ' ELSE '' END ||
        (${sqlArray(FIELDS)})[1 + (i.id * 11 + k * 5) % ${FIELDS.length}] || ' ' || (${sqlArray(AWARDS)})[k],
      (10 + (i.id * k) % 240) * 1000000,
      'NGN',
      DATE '2027-01-01' + ((i.id * 13 + k * 29) % 365),
      (${sqlArray(LEVELS)})[1 + (i.id + k) % ${LEVELS.length}],
      (${sqlArray(FIELDS)})[1 + (i.id * 11 + k * 5) % ${FIELDS.length}],
      'Open to students in good standing who can show financial need.',
      'Apply through the institution scholarships office before the deadline.',
      (i.id + k) % 10 <> 0
    FROM institutions.institutions i, generate_series(1, ${SCHOLARSHIPS_PER_INSTITUTION}) AS k`,
];

/** The child: the service alone on loopback, on a port the OS picks. */
async function serve(): Promise<void> {
  const db = await openBenchDatabase(BENCH_DATABASE);
  const seededAt = Date.now();
  await migrate(db, 'institutions');
  await seed(db);
  const { rows } = await db.query<{ institutions: number; scholarships: number }>(
    `SELECT (SELECT count(*) FROM institutions.institutions)::int AS institutions,
            (SELECT count(*) FROM institutions.scholarships)::int AS scholarships`,
  );
  const app = await buildInstitutionsApp({ db, corsOrigins: ['http://localhost'], logLevel: 'silent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port, database: db.kind, seedMs: Date.now() - seededAt, ...rows[0] });
  // The service's own CPU time, asked for around each scenario (see serviceCpuMs).
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
  });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}

interface Scenario {
  name: string;
  concurrency: number;
  query: (i: number) => Record<string, string>;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
  hits: number;
}

async function run(baseUrl: string, scenario: Scenario, requests: number): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let hits = 0;
  const started = performance.now();
  const worker = async () => {
    // Bounded: every worker stops once the shared counter reaches the request count.
    while (next < requests) {
      const i = next;
      next += 1;
      const url = new URL(institutionsRoutes.activeInstitutionsWithScholarships.url, baseUrl);
      for (const [key, value] of Object.entries(scenario.query(i))) url.searchParams.set(key, value);
      const sent = performance.now();
      const response = await fetch(url);
      const body = (await response.json()) as { responseData: { totalCount: number } | null };
      latencies.push(performance.now() - sent);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      hits += body.responseData?.totalCount ?? 0;
    }
  };
  await Promise.all(Array.from({ length: scenario.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    rps: latencies.length / elapsed,
    hits: Math.round(hits / latencies.length),
  };
}

const formatLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/**
 * The service's CPU milliseconds so far. Unlike latency, CPU time per request hardly changes with
 * other work on the machine; on PGlite, whose one connection runs every query on the service's
 * own thread, 8 clients wait about 8 times it when the machine is otherwise idle.
 */
function serviceCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve((message as { cpuMs: number }).cpuMs));
    child.send('cpu');
  });
}

async function startService(): Promise<{ child: ChildProcess; info: Record<string, number | string> }> {
  const child = fork(__filename, [], { env: { ...process.env, BENCH_ROLE: 'service' }, stdio: 'inherit' });
  const info = await new Promise<Record<string, number | string>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Record<string, number | string>));
    child.once('exit', (code) => reject(new Error(`the benchmark service exited with ${code}`)));
  });
  return { child, info };
}

async function main(): Promise<void> {
  console.log('Seeding the benchmark database and starting the institutions service…');
  const { child, info } = await startService();
  const baseUrl = `http://127.0.0.1:${info.port}`;
  console.log(
    `${info.database}: ${info.institutions} institutions, ${info.scholarships} scholarships ` +
      `(migrated and seeded in ${(Number(info.seedMs) / 1000).toFixed(1)} s); ` +
      `page size ${PAGE_SIZE} (cap ${INSTITUTIONS_MAX_PAGE_SIZE}), ${REQUESTS} requests a scenario\n`,
  );
  const word = (i: number) => ONE_WORD_SEARCHES[i % ONE_WORD_SEARCHES.length]!;
  // Institutions spread over the whole table, skipping the inactive ones (every tenth).
  const activeInstitution = (i: number) => {
    const n = 1 + ((i * 7_919) % INSTITUTIONS);
    return n % 10 === 0 ? n + 1 : n;
  };
  const searches: Record<string, (i: number) => string> = {
    'one-word': word,
    'two-word': (i) => `${word(i)} ${word(i + 3)}`,
    'short-form': (i) => shortForm(activeInstitution(i)),
    misspelt: (i) => MISSPELT_SEARCHES[i % MISSPELT_SEARCHES.length]!,
  };
  const page = (searchWord: string) => ({ searchWord, pageSize: `${PAGE_SIZE}`, pageIndex: '0' });
  const scenarios: Scenario[] = [
    ...Object.entries(searches).flatMap(([name, search]) => [
      { name: `${name} search, 1 client`, concurrency: 1, query: (i: number) => page(search(i)) },
      { name: `${name} search, 8 clients`, concurrency: 8, query: (i: number) => page(search(i)) },
    ]),
    {
      name: 'no search (listing), 1 client',
      concurrency: 1,
      query: (i) => ({ pageSize: `${PAGE_SIZE}`, pageIndex: `${i % 400}` }),
    },
  ];
  // Other work on the machine shows in the figures: the load average says how much there was.
  console.log(`Load average at the start (1, 5, 15 min): ${formatLoad()}`);
  try {
    await run(baseUrl, scenarios[0]!, WARMUP);
    const table: Record<string, Record<string, string | number>> = {};
    const verdicts: string[] = [];
    for (const scenario of scenarios) {
      const cpuBefore = await serviceCpuMs(child);
      const f = await run(baseUrl, scenario, REQUESTS);
      const cpuPerRequest = ((await serviceCpuMs(child)) - cpuBefore) / REQUESTS;
      table[scenario.name] = {
        'p50 ms': f.p50.toFixed(1),
        'p95 ms': f.p95.toFixed(1),
        'p99 ms': f.p99.toFixed(1),
        'max ms': f.max.toFixed(1),
        'req/s': Math.round(f.rps),
        'avg matches': f.hits,
        'service CPU ms/req': cpuPerRequest.toFixed(1),
      };
      if (scenario.concurrency === 8) {
        verdicts.push(
          `${scenario.name}: p99 ${f.p99.toFixed(1)} ms, ${f.p99 < TARGET_P99_MS ? 'under' : 'NOT under'} ${TARGET_P99_MS} ms`,
        );
      }
    }
    console.table(table);
    console.log(`Target: p99 < ${TARGET_P99_MS} ms at 8 concurrent clients, page size ${PAGE_SIZE}.`);
    for (const verdict of verdicts) console.log(`  ${verdict}`);
    console.log(`Load average at the end (1, 5, 15 min): ${formatLoad()}`);
  } finally {
    child.disconnect();
  }
}

runBenchProcess('service', serve, main);
