import { openPostgres, type Database } from '../src/db/database';
import { offerExpiryJob } from '../src/jobs/offer-expiry';
import { schedulePeriodicJob } from '../src/jobs/periodic-job';
import { startTestGateway } from './helpers/gateway';
import { databaseUrl, describeOnPostgres } from './helpers/postgres-only';
import { withDatabaseName } from './helpers/test-database';

/*
 * Offers past their expiry become `expired` through a periodic job that several gateway
 * replicas run safely: one at a time (an advisory lock), each offer expired and audited once.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

/** `count` open offers (at most one per provider) already past their expiry; answers their ids. */
async function pastExpiry(count: number): Promise<string[]> {
  const { rows } = await gateway.db.query<{ id: string }>(
    `WITH application AS (
       INSERT INTO loan_applications (user_id, organization_id, member_id, loan_type_id, amount, tenor_months)
       SELECT user_id, organization_id, member_id, loan_type_id, amount, tenor_months
       FROM loan_applications ORDER BY created_at LIMIT 1
       RETURNING id)
     INSERT INTO loan_offers (application_id, provider_id, principal, processing_fee, amount_received, tenor_months,
       annual_interest_rate_bps, apr_bps, monthly_repayment, total_repayment, total_cost_of_credit, expires_at)
     SELECT application.id, p.id, 1000000, 0, 1000000, 1, 0, 0, 1000000, 1000000, 0, now() - interval '1 hour'
     FROM application, (SELECT id FROM providers ORDER BY id LIMIT $1) p
     RETURNING id`,
    [count],
  );
  return rows.map((row) => row.id);
}

async function expiryAudits(ids: string[]): Promise<Map<string, number>> {
  const { rows } = await gateway.db.query<{ id: string; count: number }>(
    `SELECT entity_id::text AS id, count(*)::int AS count FROM audit_log
     WHERE action = 'offer_expired' AND entity_id = ANY($1::uuid[]) GROUP BY entity_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.count]));
}

async function statuses(ids: string[]): Promise<string[]> {
  const { rows } = await gateway.db.query<{ status: string }>(
    'SELECT status FROM loan_offers WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return rows.map((row) => row.status);
}

const job = (db: Database) => {
  const scheduled = schedulePeriodicJob(db, offerExpiryJob(), (error) => {
    throw error;
  });
  void scheduled.stop();
  return scheduled;
};

it('expires open offers past their expiry once, with an audit row each, and leaves the rest', async () => {
  const { rows: open } = await gateway.db.query<{ id: string }>(
    `SELECT id FROM loan_offers WHERE status = 'offered' AND expires_at > now()`,
  );
  const due = await pastExpiry(2);
  expect(due).toHaveLength(2);
  const first = await job(gateway.db).runOnce();
  expect(first?.expired).toBeGreaterThanOrEqual(2);
  expect(await statuses(due)).toEqual(['expired', 'expired']);
  expect([...(await expiryAudits(due)).values()]).toEqual([1, 1]);
  expect(await job(gateway.db).runOnce()).toEqual({ expired: 0 });
  const stillOpen = open.map((row) => row.id).filter((id) => !due.includes(id));
  expect((await statuses(stillOpen)).every((status) => status === 'offered')).toBe(true);
});

describeOnPostgres('two gateway replicas on PostgreSQL', () => {
  let replica: Database;

  beforeAll(async () => {
    const { rows } = await gateway.db.query<{ name: string }>('SELECT current_database() AS name');
    replica = await openPostgres(withDatabaseName(databaseUrl!, rows[0]!.name));
  });
  afterAll(() => replica.close());

  it('skips its turn while the other holds the job', async () => {
    const due = await pastExpiry(1);
    const skipped = await gateway.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['job:offer-expiry']);
      return job(replica).runOnce();
    });
    expect(skipped).toBeUndefined();
    expect(await statuses(due)).toEqual(['offered']);
    expect(await job(replica).runOnce()).toEqual({ expired: 1 });
  });

  it('expires each offer once and audits it once when both run at the same time, again and again', async () => {
    const due = await pastExpiry(3);
    expect(due.length).toBeGreaterThanOrEqual(1);
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => job(i % 2 === 0 ? gateway.db : replica).runOnce()),
    );
    const expired = runs.reduce((sum, run) => sum + (run?.expired ?? 0), 0);
    expect(expired).toBe(due.length);
    expect((await statuses(due)).every((status) => status === 'expired')).toBe(true);
    const audits = await expiryAudits(due);
    expect(due.map((id) => audits.get(id))).toEqual(due.map(() => 1));
  });
});
