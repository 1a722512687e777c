import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { hashPassword } from '../src/auth/password';
import { RATE_RULES } from '../src/auth/rate-limiter';
import { randomId } from '../src/auth/secrets';
import { buildGatewayApp } from '../src/gateway/app';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import { loggerOptions } from '../src/http/logging';
import { createMailer } from '../src/mail/mailer';
import { referralInvitationMessage } from '../src/core/email-templates';
import { startTestGateway, testGatewayOptions } from './helpers/gateway';
import { ADAEZE, KEMI, latestCode, requestCode, verifyCode } from './helpers/identity';
import {
  AWAITING_BORROWER,
  caller,
  DEMO_BORROWER,
  KOBO_STAFF,
  lenderLogin,
  loanOf,
  OVERDUE_BORROWER,
  RENEWING_BORROWER,
  snapshot,
} from './helpers/lender';
import { openTestDatabase } from './helpers/test-database';

/*
 * The abuse review of the landed product: each case below worked against the product before
 * these fixes (see docs/security.md for the rules they now hold).
 */

type Gateway = Awaited<ReturnType<typeof startTestGateway>>;
const PASSWORD = 'a long enough passphrase';
const today = new Date().toISOString().slice(0, 10);

async function confirmedBorrower(gateway: Gateway, email: string, firstName = 'Bola'): Promise<void> {
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName,
    lastName: 'Ade',
    phone: '+2348012345678',
  });
  await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
}

const loginAt = (gateway: Gateway, from: string, body: Record<string, unknown>, url = '/api/Account/login') =>
  gateway.app.inject({ method: 'POST', url, remoteAddress: from, payload: body });

/** A hundred password checks (argon2, on purpose slow) take a while on a busy machine. */
const MANY_LOGINS_MS = 180_000;

const mailTo = async (gateway: Gateway, address: string) =>
  (await gateway.mail()).filter((mail) => mail.raw.includes(`\nTo: ${address}`));

describe('1. nobody can lock an account owner out', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  /** Ten wrong passwords from each of ten addresses: every limit on the account is spent. */
  async function attack(email: string, url?: string) {
    for (let source = 1; source <= 10; source += 1) {
      for (let i = 0; i < RATE_RULES.loginFailuresPerAccountAndSource.limit; i += 1) {
        await loginAt(gateway, `203.0.113.${source}`, { email, password: `guess ${i}` }, url);
      }
    }
  }

  const codeIn = async (email: string) => {
    const mine = await mailTo(gateway, email);
    return /sign-in code: (\d{6})/.exec(mine.at(-1)?.raw ?? '')?.[1];
  };

  it.each([
    ['the borrower login', '/api/Account/login', 'owner@example.com'],
    ['the lender workspace login', '/api/Lender/login', KOBO_STAFF.email],
  ])(
    'lets the owner in from a new network through an emailed code (%s)',
    async (_door, url, email) => {
      if (email === 'owner@example.com') await confirmedBorrower(gateway, email);
      const password = email === 'owner@example.com' ? PASSWORD : KOBO_STAFF.password;
      await attack(email, url);

      const asked = await loginAt(gateway, '198.51.100.77', { email, password }, url);
      expect(asked.statusCode).toBe(401);
      expect(asked.json()).toMatchObject({ error: 'login_code_required', field: 'loginCode' });
      const code = await codeIn(email);
      expect(code).toMatch(/^\d{6}$/);

      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const refused = await loginAt(gateway, '198.51.100.77', { email, password, loginCode: wrongCode }, url);
      expect(refused.json().error).toBe('login_code_required');
      const admitted = await loginAt(gateway, '198.51.100.77', { email, password, loginCode: code }, url);
      expect(admitted.statusCode).toBe(200);
      expect(admitted.json().responseData.token).toEqual(expect.any(String));
    },
    MANY_LOGINS_MS,
  );

  it(
    'keeps the attacker where they were: no answer tells a right password, none gives a session',
    async () => {
      const email = 'guarded@example.com';
      await confirmedBorrower(gateway, email);
      await attack(email);
      const from = '203.0.113.1';
      const answers = [
        await loginAt(gateway, from, { email, password: 'another guess' }),
        await loginAt(gateway, from, { email, password: PASSWORD }),
        await loginAt(gateway, from, { email, password: 'another guess', loginCode: '123456' }),
        await loginAt(gateway, from, { email, password: PASSWORD, loginCode: '123456' }),
      ].map((answer) => ({ status: answer.statusCode, body: answer.json() }));
      for (const answer of answers) expect(answer.status).toBe(401);
      // Without a code: the same answer for a wrong and the right password.
      expect(answers[1]).toEqual(answers[0]);
      // With a made-up code: the same answer again, whichever password.
      expect(answers[3]).toEqual(answers[2]);
      // The right password got the owner a code by email; the wrong ones sent nothing.
      expect(await mailTo(gateway, email)).toHaveLength(1);
    },
    MANY_LOGINS_MS,
  );
});

describe('2. password reset cannot be disrupted or used to bomb a mailbox', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const forgot = (email: string, from: string) =>
    gateway.app.inject({
      method: 'GET',
      url: `/api/Account/ForgotPassword?email=${encodeURIComponent(email)}`,
      remoteAddress: from,
    });
  const reset = (link: string, password: string) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { token: new URL(link).searchParams.get('token'), password, confirmPassword: password },
    });
  const resetLinks = async (email: string) =>
    (await mailTo(gateway, email))
      .flatMap((mail) => mail.links)
      .filter((link) => link.includes('reset-password'));

  it('keeps the owner’s link working whoever asks again, and sends a handful of emails a day', async () => {
    const email = 'reset-owner@example.com';
    await confirmedBorrower(gateway, email);
    expect((await forgot(email, '198.51.100.5')).statusCode).toBe(200);
    const [ownersLink] = await resetLinks(email);
    // 45 requests from 9 addresses, as in the review.
    for (let source = 1; source <= 9; source += 1) {
      for (let i = 0; i < 5; i += 1)
        expect((await forgot(email, `203.0.113.${source}`)).statusCode).toBe(200);
    }
    const links = await resetLinks(email);
    expect(links.length).toBeLessThanOrEqual(RATE_RULES.resetMailPerAccount.limit);
    expect((await reset(ownersLink!, 'the owner chose this one')).statusCode).toBe(200);
    // Using one link ends the others.
    expect((await reset(links.at(-1)!, 'an attacker chose this one')).statusCode).toBe(400);
  });
});

describe('3. a roster entry’s codes cannot be exhausted, nor its holder spammed', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it('sends strangers’ requests one email at a time, and always sends the bound owner a code', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await requestCode(gateway, ADAEZE, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    }
    expect(await mailTo(gateway, ADAEZE.contact)).toHaveLength(1);

    const owner = await loginAt(gateway, '198.51.100.20', {
      email: DEMO_BORROWER.email,
      password: DEMO_BORROWER.password,
    });
    const token = owner.json().responseData.token as string;
    const asked = await gateway.app.inject({
      method: 'POST',
      url: '/api/Identity/request_code',
      remoteAddress: '198.51.100.20',
      headers: { authorization: `Bearer ${token}` },
      payload: { organizationCode: ADAEZE.organizationCode, regNo: ADAEZE.regNo },
    });
    expect(asked.statusCode).toBe(200);
    expect(await mailTo(gateway, ADAEZE.contact)).toHaveLength(2);
    const code = await latestCode(gateway, ADAEZE.contact);
    expect((await verifyCode(gateway, ADAEZE, code, token)).statusCode).toBe(200);
  });
});

describe('4. trying codes does not tell who is on the roster', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it('answers a try the same for a number just proven, one never asked about and one not on the roster', async () => {
    await requestCode(gateway, KEMI);
    expect((await verifyCode(gateway, KEMI, await latestCode(gateway, KEMI.contact))).statusCode).toBe(200);
    const seen = async (regNo: string) => {
      const answer = await verifyCode(gateway, { organizationCode: 'ZENITHTECH', regNo }, '000000');
      return { status: answer.statusCode, body: answer.json() };
    };
    const proven = await seen(KEMI.regNo);
    expect(proven.status).toBe(400);
    expect(await seen('ZT-1014')).toEqual(proven);
    expect(await seen('ZT-9999')).toEqual(proven);
  });
});

describe('5. nobody’s typed text reaches another person’s inbox as a link or a number', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it('leaves a lure typed as a first name out of "Confirm your email address"', async () => {
    const email = 'victim@example.com';
    const registered = await gateway.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: {
        firstName: 'Claim N500,000 at lendbridge-claims.com now',
        lastName: 'Obi',
        email,
        phone: '+2348012345678',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptedPrivacyPolicy: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const [mail] = await mailTo(gateway, email);
    expect(mail!.raw).toContain('Hello,');
    expect(mail!.raw).not.toMatch(/lendbridge-claims|N500/);
  });

  it.each([
    ['a zero-width space', 'evil\u200b.com'],
    ['fullwidth letters and dot', 'ｅｖｉｌ．ｃｏｍ'],
    ['an ideographic full stop', 'evil。com'],
    ['a bidirectional override', 'moc.live\u202e'],
    ['a bare IP address', 'http-free 192.0.2.44/claim'],
    ['an internationalised domain', 'пример.рф'],
    ['a punycode domain', 'xn--80ak6aa92e.com'],
    ['an unknown top-level domain', 'evil.zz'],
    ['a phone number', 'call +234 803 123 4567'],
    ['a phone number with dots', '0803.123.4567'],
    ['an address', 'write to pay@evil.example'],
  ])('removes %s from a referral note', (_what, note) => {
    const message = referralInvitationMessage('friend@example.com', 'Ada', `Hi! ${note} today`, 'http://x/y');
    for (const body of [message.text, message.html]) {
      expect(body).not.toMatch(/evil|192\.0\.2|пример|xn--|803|4567|moc/i);
      expect(body).toMatch(/Hi! .*\[(link|number) removed\]/);
    }
  });
});

describe('7. logs never carry parameter values', () => {
  it('logs a failed query’s code, never its parameters, values or detail', async () => {
    const db = await openTestDatabase();
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info', 'gateway');
    const logger = pino(options as pino.LoggerOptions, sink);
    try {
      for (const failing of [
        () => db.query('SELECT $1::int', ['ada.secret@example.com']),
        () => db.query('INSERT INTO users (id, email) VALUES ($1, $2)', [1, 'ada.secret@example.com']),
      ]) {
        const error = await failing().then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(Error);
        logger.error({ err: error }, 'request failed');
      }
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).not.toContain('ada.secret');
        expect(line).toMatch(/"code":"\w{5}"/);
      }
    } finally {
      await db.dispose();
    }
  });
});

describe('8. one definition of "the same repayment reference"', () => {
  let gateway: Gateway;
  let send: ReturnType<typeof caller>;
  let staff: string;
  beforeAll(async () => {
    gateway = await startTestGateway();
    send = caller(gateway);
    staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
  });
  afterAll(() => gateway.close());

  it.each([
    ['ß-2', 'ß-2'],
    ['ﬁx-3', 'ﬁx-3'],
    ['ß-1', 'SS-1'],
    ['ﬁx-4', 'FIX-4'],
    ['ａｂｃ-5', 'ABC-5'],
  ])('records %s, then answers 409 for %s', async (first, repeat) => {
    const loanId = await loanOf(gateway, OVERDUE_BORROWER.email, 'active');
    const pay = (reference: string) =>
      send('POST', `/api/Lender/loans/${loanId}/repayments`, {
        token: staff,
        body: { amount: 100, paidOn: today, reference },
      });
    expect((await pay(first)).statusCode).toBe(200);
    const again = await pay(repeat);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'duplicate_reference', field: 'reference' });
  });

  it('applies a remittance file repeating a recorded reference in another case, that row a duplicate', async () => {
    const loanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
    const recorded = await send('POST', `/api/Lender/loans/${loanId}/repayments`, {
      token: staff,
      body: { amount: 100, paidOn: today, reference: 'ß-6' },
    });
    expect(recorded.statusCode).toBe(200);
    const file = {
      organizationCode: 'ZENITHTECH',
      fileName: 'unicode.csv',
      csv: [
        `${RENEWING_BORROWER.regNo},1.00,${today},SS-6`,
        `${RENEWING_BORROWER.regNo},1.00,${today},ﬁx-7`,
        `${RENEWING_BORROWER.regNo},1.00,${today},FIX-7`,
      ].join('\n'),
    };
    const applied = await send('POST', '/api/Lender/remittances/apply', { token: staff, body: file });
    expect(applied.statusCode).toBe(200);
    const outcomes = (applied.json().responseData.rows as { outcome: string }[]).map((row) => row.outcome);
    expect(outcomes).toEqual(['duplicate', 'matched', 'duplicate']);
  });
});

describe('9. forgot-password and request_code answer before anything depends on the account', () => {
  it('composes and sends mail only after the answer, for a known and an unknown account alike', async () => {
    const db = await openTestDatabase();
    const mailDir = mkdtempSync(join(tmpdir(), 'lendbridge-outbox-'));
    const held: (() => void)[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'test@lendbridge.example',
      mailDir,
      onError: (error) => {
        throw error;
      },
      defer: (job) => void held.push(job),
    });
    const app = await buildGatewayApp(testGatewayOptions(db, { mailer }));
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    try {
      const tokens = await count('one_time_tokens');
      const codes = await count('identity_codes');
      for (const email of [DEMO_BORROWER.email, 'nobody-here@example.com']) {
        const answer = await app.inject({
          method: 'GET',
          url: `/api/Account/ForgotPassword?email=${encodeURIComponent(email)}`,
        });
        expect(answer.statusCode).toBe(200);
      }
      for (const regNo of [KEMI.regNo, 'ZT-9999']) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/Identity/request_code',
          payload: { organizationCode: 'ZENITHTECH', regNo },
        });
        expect(answer.statusCode).toBe(200);
      }
      // Answered: nothing looked up or written yet, one job waiting per call whatever the account.
      expect(held).toHaveLength(4);
      expect(await count('one_time_tokens')).toBe(tokens);
      expect(await count('identity_codes')).toBe(codes);
      expect(readdirSync(mailDir)).toEqual([]);
      for (const job of held.splice(0)) job();
      await mailer.settled();
      expect(await count('one_time_tokens')).toBe(tokens + 1);
      expect(await count('identity_codes')).toBe(codes + 1);
      const sent = readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), 'utf8'));
      expect(sent).toHaveLength(2);
      expect(sent.some((raw) => raw.includes(`To: ${DEMO_BORROWER.email}`))).toBe(true);
      expect(sent.some((raw) => raw.includes(`To: ${KEMI.contact}`))).toBe(true);
    } finally {
      await app.close();
      await db.dispose();
      rmSync(mailDir, { recursive: true, force: true });
    }
  });
});

describe('10. payout and renewal approval check the borrower’s standing as it is now', () => {
  let gateway: Gateway;
  let send: ReturnType<typeof caller>;
  let staff: string;
  beforeAll(async () => {
    gateway = await startTestGateway();
    send = caller(gateway);
    staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
  });
  afterAll(() => gateway.close());

  const memberOf = async (email: string) =>
    (
      await gateway.db.query<{ memberId: number; organizationId: number }>(
        `SELECT l.member_id AS "memberId", m.organization_id AS "organizationId"
         FROM loans l JOIN users u ON u.id = l.user_id JOIN organization_members m ON m.id = l.member_id
         WHERE u.email = $1 LIMIT 1`,
        [email],
      )
    ).rows[0]!;

  /** Each way the borrower's standing can lapse, and how to restore it. */
  const lapses = (member: { memberId: number; organizationId: number }) => [
    {
      rule: 'organization_active',
      lapse: `UPDATE organizations SET status = false WHERE id = ${member.organizationId}`,
      restore: `UPDATE organizations SET status = true WHERE id = ${member.organizationId}`,
    },
    {
      rule: 'registration_verified',
      lapse: `UPDATE organization_members SET on_roster = false WHERE id = ${member.memberId}`,
      restore: `UPDATE organization_members SET on_roster = true WHERE id = ${member.memberId}`,
    },
    {
      rule: 'registration_verified',
      lapse: `UPDATE identity_bindings SET user_id = (SELECT id FROM users WHERE email = '${DEMO_BORROWER.email}') WHERE member_id = ${member.memberId}`,
      restore: '',
    },
  ];

  async function refusedEachWay(email: string, act: () => ReturnType<typeof send>) {
    const member = await memberOf(email);
    const { rows } = await gateway.db.query<{ userId: number }>(
      'SELECT user_id AS "userId" FROM identity_bindings WHERE member_id = $1',
      [member.memberId],
    );
    const boundTo = rows[0]!.userId;
    for (const { rule, lapse, restore } of lapses(member)) {
      await gateway.db.query(lapse);
      const before = await snapshot(gateway);
      const refused = await act();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(rule);
      expect(refused.json().message).toMatch(/Nothing was changed/);
      expect(await snapshot(gateway)).toEqual(before);
      await gateway.db.query(
        restore || `UPDATE identity_bindings SET user_id = ${boundTo} WHERE member_id = ${member.memberId}`,
      );
    }
    expect((await act()).statusCode).toBe(200);
  }

  it('refuses a payout while the borrower’s standing has lapsed, then pays out once it holds', async () => {
    const loanId = await loanOf(gateway, AWAITING_BORROWER.email, 'awaiting_disbursement');
    const loan = (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff })).json().responseData;
    await refusedEachWay(AWAITING_BORROWER.email, () =>
      send('POST', `/api/Lender/loans/${loanId}/payout`, {
        token: staff,
        body: { amountPaid: loan.netPayout, paidOn: today, reference: `TRF-${randomId().slice(0, 8)}` },
      }),
    );
  });

  it('refuses to approve a renewal while the borrower’s standing has lapsed', async () => {
    const list = await send('GET', '/api/Lender/renewals?status=pending', { token: staff });
    const renewal = (list.json().responseData.items as { id: string; staffNumber: string }[]).find(
      (item) => item.staffNumber === RENEWING_BORROWER.regNo,
    )!;
    await refusedEachWay(RENEWING_BORROWER.email, () =>
      send('POST', `/api/Lender/renewals/${renewal.id}/approve`, { token: staff, body: {} }),
    );
  });
});

describe('11. a roster contact change moves the binding to the new contact’s account', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const login = async (email: string) =>
    (await loginAt(gateway, '198.51.100.30', { email, password: PASSWORD })).json().responseData
      .token as string;

  it('binds the entry to the new holder, emails the old account and withdraws only its open offers', async () => {
    const entry = { organizationCode: 'ZENITHTECH', regNo: 'ZT-1014' };
    const oldContact = 'emeka.nwosu@zenithtech.example';
    await confirmedBorrower(gateway, 'old-holder@example.com');
    await confirmedBorrower(gateway, 'new-holder@example.com');
    const oldToken = await login('old-holder@example.com');
    await requestCode(gateway, entry);
    expect(
      (await verifyCode(gateway, entry, await latestCode(gateway, oldContact), oldToken)).statusCode,
    ).toBe(200);
    const { rows: types } = await gateway.db.query<{ id: number }>(
      `SELECT id FROM loan_types WHERE code = 'personal'`,
    );
    const checked = await gateway.app.inject({
      method: 'POST',
      url: '/api/Eligibility/checkeligibility',
      headers: { authorization: `Bearer ${oldToken}` },
      payload: {
        loanType: types[0]!.id,
        amount: 5_000_000,
        tenorMonths: 6,
        ...entry,
        organizationName: '',
        email: 'old-holder@example.com',
      },
    });
    const offerIds = (checked.json().responseData.offers as { id: string }[]).map((offer) => offer.id);
    expect(offerIds.length).toBeGreaterThan(0);

    const newContact = 'emeka.new@zenithtech.example';
    await gateway.db.query('UPDATE organization_members SET contact_email = $1 WHERE reg_no = $2', [
      newContact,
      entry.regNo,
    ]);
    const newToken = await login('new-holder@example.com');
    await requestCode(gateway, entry);
    const proven = await verifyCode(gateway, entry, await latestCode(gateway, newContact), newToken);
    expect(proven.statusCode).toBe(200);
    expect(proven.json().responseData.bound).toBe(true);

    const { rows: bound } = await gateway.db.query<{ email: string }>(
      `SELECT u.email FROM identity_bindings b JOIN users u ON u.id = b.user_id
       JOIN organization_members m ON m.id = b.member_id WHERE m.reg_no = $1`,
      [entry.regNo],
    );
    expect(bound).toEqual([{ email: 'new-holder@example.com' }]);
    const { rows: offers } = await gateway.db.query<{ status: string }>(
      'SELECT status FROM loan_offers WHERE id = ANY($1::uuid[])',
      [offerIds],
    );
    expect(offers.map((offer) => offer.status)).toEqual(offerIds.map(() => 'withdrawn'));
    // The check itself (its history) stays the old account's.
    const { rows: applications } = await gateway.db.query<{ email: string }>(
      `SELECT u.email FROM loan_applications a JOIN users u ON u.id = a.user_id
       WHERE a.id = $1`,
      [checked.json().responseData.applicationId],
    );
    expect(applications).toEqual([{ email: 'old-holder@example.com' }]);
    const told = await mailTo(gateway, 'old-holder@example.com');
    expect(told.at(-1)?.raw).toMatch(/moved to another account/);
  });
});
