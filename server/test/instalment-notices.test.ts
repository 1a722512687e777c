import { openPostgres, type Database } from '../src/db/database';
import { datedSchedule, dayOf } from '../src/core/schedule';
import { findLoanRecord } from '../src/core/loan-records';
import { instalmentNoticesJob } from '../src/gateway/marketplace/instalment-notices';
import { schedulePeriodicJob } from '../src/jobs/periodic-job';
import type { MailMessage } from '../src/mail/mailer';
import { demoUsers } from '../src/seed/data';
import { SITE_ORIGIN, startTestGateway } from './helpers/gateway';
import { databaseUrl, describeOnPostgres } from './helpers/postgres-only';
import { withDatabaseName } from './helpers/test-database';

/*
 * Reminders before each payroll deduction and notices of overdue instalments: sent once each,
 * whichever replica runs the job and however often, audited, and the reminders stoppable.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const demo = demoUsers.find((user) => user.roleId === 1)!;
let loanId: string;
let dueDates: string[];

const DAY_MS = 86_400_000;
const before = (day: string, days: number) => new Date(Date.parse(`${day}T09:00:00Z`) - days * DAY_MS);

/** One run at `at` on `db`, answering its result and the emails it sent (after commit). */
async function runAt(db: Database, at: Date) {
  const sent: MailMessage[] = [];
  const scheduled = schedulePeriodicJob(
    db,
    instalmentNoticesJob(
      SITE_ORIGIN,
      (message) => sent.push(message),
      () => at,
    ),
    (error) => {
      throw error;
    },
  );
  await scheduled.stop();
  const result = await scheduled.runOnce();
  return { result, sent, mine: sent.filter((message) => message.to === demo.email) };
}

const notices = async (kind: string) =>
  (
    await gateway.db.query<{ number: number; count: number }>(
      `SELECT installment_number AS number, count(*)::int AS count FROM instalment_notices
       WHERE loan_id = $1 AND kind = $2 GROUP BY installment_number ORDER BY installment_number`,
      [loanId, kind],
    )
  ).rows;

const audits = async (action: string) =>
  (
    await gateway.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1 AND action = $2`,
      [loanId, action],
    )
  ).rows[0]!.count;

beforeAll(async () => {
  gateway = await startTestGateway();
  const { rows } = await gateway.db.query<{ id: string }>(
    `SELECT l.id FROM loans l JOIN users u ON u.id = l.user_id WHERE u.email = $1 AND l.status = 'active'`,
    [demo.email],
  );
  loanId = rows[0]!.id;
  const loan = (await findLoanRecord(gateway.db, loanId))!;
  dueDates = datedSchedule(loan, dayOf(new Date()))
    .filter((payment) => !payment.paid)
    .map((payment) => payment.dueDate);
  // The seeded loan has instalments left to remind of.
  if (dueDates.length < 4) throw new Error(`The demo loan has ${dueDates.length} unpaid instalments`);
});
afterAll(() => gateway.close());

it('reminds the borrower a few days before the deduction, once, with the amount, the lender and the day', async () => {
  const due = dueDates[0]!;
  const early = await runAt(gateway.db, before(due, 5));
  expect(early.mine).toHaveLength(0);

  const first = await runAt(gateway.db, before(due, 2));
  expect(first.mine).toHaveLength(1);
  const reminder = first.mine[0]!;
  expect(reminder.subject).toMatch(/^₦[\d,]+\.\d{2} will be deducted from your pay on \d{1,2} \w+ \d{4}$/);
  expect(reminder.text).toMatch(
    /₦[\d,]+\.\d{2} will be deducted from your pay for .+ on \d{1,2} \w+ \d{4}\./,
  );
  expect(reminder.text).toMatch(
    /Stop payment reminders: http:\/\/localhost:8000\/email-preferences\?token=[\w-]{43}/,
  );
  expect(await notices('reminder')).toEqual([{ number: expect.any(Number), count: 1 }]);
  expect(await audits('payment_reminder_sent')).toBe(1);

  const again = await runAt(gateway.db, before(due, 1));
  expect(again.mine).toHaveLength(0);
  expect(await audits('payment_reminder_sent')).toBe(1);
});

it('tells the borrower once when an instalment passes its date unpaid', async () => {
  const due = dueDates[0]!;
  const after = new Date(Date.parse(`${due}T09:00:00Z`) + 2 * DAY_MS);
  const first = await runAt(gateway.db, after);
  const overdue = first.mine.filter((message) => /is overdue$/.test(message.subject));
  expect(overdue).toHaveLength(1);
  expect(overdue[0]!.text).toMatch(
    /that was due on \d{1,2} \w+ \d{4} is overdue: ₦[\d,]+\.\d{2} of it is unpaid\./,
  );
  expect(overdue[0]!.text).not.toMatch(/Stop payment reminders/);
  expect((await runAt(gateway.db, new Date(after.getTime() + DAY_MS))).mine).toHaveLength(0);
  expect(await audits('overdue_notice_sent')).toBe(1);
});

it('stops reminders with the link in one, but not overdue notices; a made-up link changes nothing', async () => {
  const { mine } = await runAt(gateway.db, before(dueDates[1]!, 2));
  const token = /email-preferences\?token=([\w-]{43})/.exec(mine[0]!.text)![1]!;
  const stop = (body: object) =>
    gateway.app.inject({ method: 'POST', url: '/api/Email/preference', payload: body });
  const wrong = await stop({ token: 'x'.repeat(43), stopped: true });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ error: 'link_invalid' });
  const stopped = await stop({ token, stopped: true });
  expect(stopped.statusCode).toBe(200);
  expect(stopped.json().responseData).toEqual({ kind: 'payment_reminders', stopped: true });

  const later = await runAt(gateway.db, before(dueDates[2]!, 2));
  expect(later.mine.filter((message) => /deducted/.test(message.subject))).toHaveLength(0);
  expect(later.mine.filter((message) => /overdue/.test(message.subject)).length).toBeGreaterThan(0);

  expect((await stop({ token, stopped: false })).json().responseData).toEqual({
    kind: 'payment_reminders',
    stopped: false,
  });
  expect((await stop({ token: 'short', stopped: true })).statusCode).toBe(400);
});

describeOnPostgres('two gateway replicas on PostgreSQL', () => {
  let replica: Database;
  beforeAll(async () => {
    const { rows } = await gateway.db.query<{ name: string }>('SELECT current_database() AS name');
    replica = await openPostgres(withDatabaseName(databaseUrl!, rows[0]!.name));
  });
  afterAll(() => replica.close());

  it('sends each reminder and notice once when both run at the same time, again and again', async () => {
    const at = before(dueDates[3]!, 2);
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => runAt(i % 2 === 0 ? gateway.db : replica, at)),
    );
    const mine = runs.flatMap((run) => run.mine);
    const subjects = mine.map((message) => message.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    for (const kind of ['reminder', 'overdue']) {
      for (const row of await notices(kind)) expect(row.count).toBe(1);
    }
    const sentEverywhere = runs
      .flatMap((run) => run.sent)
      .map((message) => `${message.to}|${message.subject}`);
    expect(new Set(sentEverywhere).size).toBe(sentEverywhere.length);
  });
});
