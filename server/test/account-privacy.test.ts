import { demoUsers } from '../src/seed/data';
import { startTestGateway } from './helpers/gateway';
import {
  AWAITING_BORROWER,
  borrowerLogin,
  caller,
  DEMO_BORROWER,
  KOBO_STAFF,
  lenderLogin,
  OVERDUE_BORROWER,
  RENEWING_BORROWER,
} from './helpers/lender';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  gateway = await startTestGateway();
  call = caller(gateway);
});
afterAll(() => gateway.close());

const PASSWORD = DEMO_BORROWER.password;
const FUNMILAYO = demoUsers.find((user) => user.email.startsWith('funmilayo'))!;
const HAUWA = demoUsers.find((user) => user.email.startsWith('hauwa'))!;

const userRow = async (email: string) =>
  (
    await gateway.db.query<{ id: number; public_id: string }>(
      'SELECT id, public_id FROM users WHERE lower(email) = lower($1)',
      [email],
    )
  ).rows[0]!;

const auditCount = async (userId: number, action: string) =>
  Number(
    (
      await gateway.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM audit_log WHERE entity = 'account' AND record_id = $1 AND action = $2`,
        [String(userId), action],
      )
    ).rows[0]!.n,
  );

/** Lets a seeded borrower's loans be finished, as a lender recording the last payment would. */
const repayAll = (userId: number) =>
  gateway.db.query(`UPDATE loans SET status = 'repaid', closed_at = now() WHERE user_id = $1`, [userId]);

describe('downloading my data', () => {
  it('answers everything held about the caller, and only the caller, as a JSON file', async () => {
    const { token } = await borrowerLogin(gateway, DEMO_BORROWER.email);
    const me = await userRow(DEMO_BORROWER.email);
    const before = await auditCount(me.id, 'data_exported');
    const answer = await call('GET', '/api/User/MyData', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="lendbridge-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data.account).toMatchObject({ email: DEMO_BORROWER.email, first_name: DEMO_BORROWER.firstName });
    // Secrets and internal row numbers never leave.
    expect(answer.body).not.toMatch(/password_hash|token_hash|\$argon2/);
    expect(data.account.id).toBeUndefined();

    // Complete: every loan, offer and check the database holds for her is in the file.
    const counts = (
      await gateway.db.query<{
        loans: string;
        checks: string;
        offers: string;
        repayments: string;
        bindings: string;
      }>(
        `SELECT (SELECT count(*) FROM loans WHERE user_id = $1) AS loans,
                (SELECT count(*) FROM loan_applications WHERE user_id = $1) AS checks,
                (SELECT count(*) FROM loan_offers o JOIN loan_applications a ON a.id = o.application_id
                  WHERE a.user_id = $1) AS offers,
                (SELECT count(*) FROM loan_repayments r JOIN loans l ON l.id = r.loan_id WHERE l.user_id = $1) AS repayments,
                (SELECT count(*) FROM identity_bindings WHERE user_id = $1) AS bindings`,
        [me.id],
      )
    ).rows[0]!;
    expect(Number(counts.loans)).toBeGreaterThan(0);
    expect(data.loans).toHaveLength(Number(counts.loans));
    expect(data.eligibilityChecks).toHaveLength(Number(counts.checks));
    expect(data.offers).toHaveLength(Number(counts.offers));
    expect(data.repayments).toHaveLength(Number(counts.repayments));
    expect(data.identityBindings).toHaveLength(Number(counts.bindings));
    expect(data.identityBindings[0]).toMatchObject({ regNo: 'ZT-1001' });
    expect(data.consents[0]).toMatchObject({ kind: 'privacy_policy' });
    // Money stays in integer minor units.
    expect(Number.isInteger(data.loans[0].principal)).toBe(true);
    expect(data.loans[0].principal).toBeGreaterThan(0);
    expect(await auditCount(me.id, 'data_exported')).toBe(before + 1);
  });

  it('never answers anyone else’s data, whatever the request names', async () => {
    const { token } = await borrowerLogin(gateway, FUNMILAYO.email);
    const victim = await userRow(DEMO_BORROWER.email);
    for (const url of [
      `/api/User/MyData?userId=${victim.public_id}`,
      `/api/User/MyData?email=${encodeURIComponent(DEMO_BORROWER.email)}`,
    ]) {
      const answer = await call('GET', url, { token });
      // Extra parameters are refused or ignored; either way the victim's data never comes back.
      expect([200, 400]).toContain(answer.statusCode);
      expect(answer.body).not.toContain(DEMO_BORROWER.email);
      expect(answer.body).not.toContain('ZT-1001');
    }
    expect((await call('GET', '/api/User/MyData')).statusCode).toBe(401);
    expect((await call('GET', '/api/User/MyData', { token: 'not-a-session' })).statusCode).toBe(401);
  });

  it('refuses a lender workspace session', async () => {
    const staffToken = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    const answer = await call('GET', '/api/User/MyData', { token: staffToken });
    expect(answer.statusCode).toBe(403);
  });

  it('is held to a few downloads a day per account', async () => {
    const { token } = await borrowerLogin(gateway, OVERDUE_BORROWER.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('GET', '/api/User/MyData', { token })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('closing my account', () => {
  it.each([
    [DEMO_BORROWER.email, 'You still owe money on your loan with'],
    [AWAITING_BORROWER.email, 'is waiting to be paid out'],
    [RENEWING_BORROWER.email, ''],
  ])('refuses %s with a clear 409 while a loan is open', async (email, words) => {
    const { token } = await borrowerLogin(gateway, email);
    const answer = await call('POST', '/api/User/Close', { token, body: { password: PASSWORD } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ requestSuccessful: false, error: 'loan_open' });
    expect(answer.json().message).toContain(words);
    // Nothing changed: she still logs in with the same session.
    expect((await call('GET', '/api/User/MyData', { token })).statusCode).toBe(200);
  });

  it('asks for the password again and refuses a wrong one, a few times an hour at most', async () => {
    const { token } = await borrowerLogin(gateway, FUNMILAYO.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call('POST', '/api/User/Close', { token, body: { password: `guess ${i}` } })).statusCode,
      );
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await call('POST', '/api/User/Close', { token, body: {} })).statusCode).toBe(400);
    expect((await call('POST', '/api/User/Close', { body: { password: PASSWORD } })).statusCode).toBe(401);
    // Still open: the right password logs in.
    await borrowerLogin(gateway, FUNMILAYO.email);
  });

  it('closes once: erases personal data, keeps the loan records, ends every session and emails once', async () => {
    const me = await userRow(HAUWA.email);
    await repayAll(me.id);
    const first = await borrowerLogin(gateway, HAUWA.email);
    const second = await borrowerLogin(gateway, HAUWA.email);
    const loansBefore = (
      await gateway.db.query('SELECT id, status, offer_id FROM loans WHERE user_id = $1 ORDER BY id', [me.id])
    ).rows;
    expect(loansBefore.length).toBeGreaterThan(0);
    const mailBefore = (await gateway.mail()).length;

    // A double submit: both answer the same closing, which happens once.
    const [a, b] = await Promise.all([
      call('POST', '/api/User/Close', { token: first.token, body: { password: PASSWORD } }),
      call('POST', '/api/User/Close', { token: second.token, body: { password: PASSWORD } }),
    ]);
    const answered = [a, b].filter((answer) => answer.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const answer of [a, b]) expect([200, 401]).toContain(answer.statusCode);
    expect(new Set(answered.map((answer) => answer.json().responseData.closedAt)).size).toBe(1);
    expect(await auditCount(me.id, 'account_closed')).toBe(1);

    const mail = (await gateway.mail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toContain(`To: ${HAUWA.email}`);
    expect(mail[0]!.raw).toContain('Your Lendbridge account is closed');

    const row = (
      await gateway.db.query<Record<string, unknown>>(
        'SELECT email, first_name, last_name, phone, closed_at, email_confirmed FROM users WHERE id = $1',
        [me.id],
      )
    ).rows[0]!;
    expect(row).toMatchObject({ first_name: '', last_name: '', phone: '', email_confirmed: false });
    expect(row.email).toMatch(/^closed-.+@closed\.invalid$/);
    expect(row.closed_at).not.toBeNull();
    for (const table of ['sessions', 'identity_bindings', 'login_codes', 'one_time_tokens']) {
      const left = await gateway.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [me.id]);
      expect({ table, left: left.rows.length }).toEqual({ table, left: 0 });
    }
    // The records a lender must keep stay, pointing at the emptied account.
    expect(
      (
        await gateway.db.query('SELECT id, status, offer_id FROM loans WHERE user_id = $1 ORDER BY id', [
          me.id,
        ])
      ).rows,
    ).toEqual(loansBefore);
    const emails = await gateway.db.query(
      'SELECT 1 FROM loan_applications WHERE user_id = $1 AND email IS NOT NULL',
      [me.id],
    );
    expect(emails.rows).toHaveLength(0);

    // Every session ended, and nobody can log in to the account again.
    for (const { token } of [first, second]) {
      expect((await call('GET', '/api/User/MyData', { token })).statusCode).toBe(401);
      expect(
        (await call('POST', '/api/User/Close', { token, body: { password: PASSWORD } })).statusCode,
      ).toBe(401);
    }
    const login = await call('POST', '/api/Account/login', {
      body: { email: HAUWA.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });
});
