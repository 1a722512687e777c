import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../src/auth/password';
import { randomId } from '../src/auth/secrets';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import {
  createMemoryRateLimiter,
  RATE_RULES,
  type RateLimiter,
  type RateRule,
} from '../src/auth/rate-limiter';
import { demoUsers } from '../src/seed/data';
import { buildGatewayApp } from '../src/gateway/app';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { testGatewayOptions } from './helpers/gateway';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';
import { VALID_BODIES } from './helpers/valid-bodies';

/*
 * Every rule of RATE_RULES, each against the route it guards. The rule under test gets a limit
 * of one (every other keeps its real limit, so none of them can be what answers 429): the second
 * attempt must be refused, so each case fails if the route stops counting that rule. Where a rule
 * is counted per source, a second source shows whom it does not lock out.
 */

const DEMO = demoUsers.find((user) => user.roleId === 1)!;
const A = '198.51.100.1';
const B = '198.51.100.2';
const C = '198.51.100.3';

let db: TestDatabase;
let personalLoanType: number;
beforeAll(async () => {
  db = await openTestDatabase();
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM loan_types WHERE code = 'personal'`);
  personalLoanType = rows[0]!.id;
});
afterAll(() => db.dispose());

/** The real in-process limiter, with one rule's limit lowered to one. */
function limitingOnly(target: RateRule): RateLimiter {
  const inner = createMemoryRateLimiter();
  const adjust = (rule: RateRule) => (rule === target ? { ...rule, limit: 1 } : rule);
  return {
    consume: (key, rule) => inner.consume(key, adjust(rule)),
    peek: (key, rule) => inner.peek(key, adjust(rule)),
  };
}

type Gateway = Awaited<ReturnType<typeof buildGatewayApp>>;
let app: Gateway;
let mailer: Mailer;
let started = false;
let mailDir: string;

async function gatewayLimiting(rule: RateRule): Promise<void> {
  mailDir = mkdtempSync(join(tmpdir(), 'lendbridge-limits-'));
  mailer = createMailer({ smtpUrl: undefined, from: 'test@lendbridge.example', mailDir, onError: () => {} });
  app = await buildGatewayApp(testGatewayOptions(db, { limiter: limitingOnly(rule), mailer }));
  started = true;
}
afterEach(async () => {
  // The check that every rule has a case starts no gateway.
  if (!started) return;
  started = false;
  await mailer.settled();
  await app.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const mailsTo = async (address: string) => {
  await mailer.settled();
  return readdirSync(mailDir).filter((name) =>
    readFileSync(join(mailDir, name), 'utf8').includes(`To: ${address}`),
  );
};

const post = (url: string, payload: object, from = A, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const get = (url: string, from = A) => app.inject({ method: 'GET', url, remoteAddress: from });

const login = (email: string, password: string, from = A) =>
  post('/api/Account/login', { email, password }, from);
const register = (email: string, from = A) =>
  post(
    '/api/Account/Register',
    {
      firstName: 'Ngozi',
      lastName: 'Obi',
      email,
      phone: '+2348012345678',
      password: 'a long enough passphrase',
      confirmPassword: 'a long enough passphrase',
      acceptedPrivacyPolicy: true,
    },
    from,
  );
const forgot = (email: string, from = A) =>
  get(`/api/Account/ForgotPassword?email=${encodeURIComponent(email)}`, from);
const check = (regNo: string, from = A, token?: string) =>
  post(
    '/api/Eligibility/checkeligibility',
    {
      loanType: personalLoanType,
      amount: 50_000_000,
      tenorMonths: 12,
      regNo,
      organizationCode: 'ZENITHTECH',
      organizationName: '',
      email: 'visitor@example.com',
    },
    from,
    token,
  );
const refer = (token: string, from = A) =>
  post(
    '/api/Refer/create',
    {
      referralDetails: {
        message: 'Worth a look.',
        userName: 'Demo',
        userEmail: DEMO.email,
        friends: [`friend-${randomId()}@example.com`],
      },
    },
    from,
    token,
  );
const demoToken = async (from = C) =>
  (await login(DEMO.email, DEMO.password, from)).json().responseData.token as string;
async function insertConfirmedBorrower(email: string): Promise<void> {
  await insertBorrower(db, {
    publicId: randomId(),
    email,
    passwordHash: await hashPassword('a long enough passphrase'),
    firstName: 'Bola',
    lastName: 'Ade',
    phone: '+2348012345678',
  });
  await db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
}
const unique = () => `limits-${randomId()}@example.com`.toLowerCase();

function expectLimited(answer: { statusCode: number; headers: Record<string, unknown> }) {
  expect(answer.statusCode).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

const tested = new Set<string>();
// Cases are all registered before any test runs, so this sees every one of them.
it('has a case for every rate-limit rule', () => {
  expect([...tested].sort()).toEqual(Object.keys(RATE_RULES).sort());
});
function ruleCase(name: keyof typeof RATE_RULES, run: () => Promise<void>) {
  tested.add(name);
  it(`${name}: a request past the limit answers 429 with Retry-After`, async () => {
    expect.hasAssertions();
    await gatewayLimiting(RATE_RULES[name]);
    await run();
  });
}

describe('every rate-limit rule holds on its route', () => {
  ruleCase('loginPerIp', async () => {
    expect((await login(unique(), 'wrong password')).statusCode).toBe(401);
    expectLimited(await login(unique(), 'wrong password'));
    expect((await login(unique(), 'wrong password', B)).statusCode).toBe(401);
  });

  const stepsUp = (answer: { statusCode: number; json: () => { error?: string } }) => {
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error).toBe('login_code_required');
  };

  ruleCase('loginFailuresPerAccountAndSource', async () => {
    expect((await login(DEMO.email, 'wrong password')).json().error).toBe('invalid_grant');
    // Past the limit nobody is locked out: the right password alone is no longer enough here.
    stepsUp(await login(DEMO.email, DEMO.password));
    // The owner, from their own address, is not held up by failures elsewhere.
    expect((await login(DEMO.email, DEMO.password, B)).statusCode).toBe(200);
  });

  ruleCase('loginFailuresPerAccount', async () => {
    // The owner has logged in from C before; then strangers fail from many addresses.
    expect((await login(DEMO.email, DEMO.password, C)).statusCode).toBe(200);
    expect((await login(DEMO.email, 'wrong password', A)).json().error).toBe('invalid_grant');
    stepsUp(await login(DEMO.email, 'wrong password', B));
    stepsUp(await login(DEMO.email, DEMO.password, '198.51.100.9'));
    expect((await login(DEMO.email, DEMO.password, C)).statusCode).toBe(200);
  });

  ruleCase('loginCodeMailPerAccount', async () => {
    const email = unique();
    await insertConfirmedBorrower(email);
    for (let i = 0; i < RATE_RULES.loginFailuresPerAccountAndSource.limit; i += 1) {
      await login(email, 'wrong password');
    }
    // Not a 429 (the answer past the limit never varies): the second code email is not sent.
    stepsUp(await login(email, 'a long enough passphrase'));
    stepsUp(await login(email, 'a long enough passphrase'));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  ruleCase('registerPerIp', async () => {
    expect((await register(unique())).statusCode).toBe(200);
    expectLimited(await register(unique()));
  });

  ruleCase('existingAccountMailPerAddress', async () => {
    // Not a 429 (that would tell who has an account): the answer stays the same, the email stops.
    expect((await register(DEMO.email, A)).statusCode).toBe(200);
    expect((await register(DEMO.email, B)).statusCode).toBe(200);
    expect((await register(DEMO.email.toUpperCase(), C)).statusCode).toBe(200);
    expect(await mailsTo(DEMO.email)).toHaveLength(1);
  });

  ruleCase('forgotPerIp', async () => {
    expect((await forgot(unique())).statusCode).toBe(200);
    expectLimited(await forgot(unique()));
  });

  ruleCase('resetMailPerAccount', async () => {
    // Not a 429 (that would tell who has an account): the answer stays the same, the email stops.
    const email = unique();
    await insertConfirmedBorrower(email);
    expect((await forgot(email, A)).statusCode).toBe(200);
    expect((await forgot(email, B)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  ruleCase('resetMailPerAccountOwner', async () => {
    const email = unique();
    await insertConfirmedBorrower(email);
    expect((await login(email, 'a long enough passphrase', C)).statusCode).toBe(200);
    // Strangers use up the day's emails; the owner's own network still gets its own few.
    for (const from of [A, B, A, B, A]) expect((await forgot(email, from)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(RATE_RULES.resetMailPerAccount.limit);
    expect((await forgot(email, C)).statusCode).toBe(200);
    expect((await forgot(email, C)).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(RATE_RULES.resetMailPerAccount.limit + 1);
  });

  ruleCase('resetPerIp', async () => {
    const reset = {
      token: 'x'.repeat(43),
      password: 'a new passphrase',
      confirmPassword: 'a new passphrase',
    };
    expect((await post('/api/Account/ResetPassword', reset)).statusCode).toBe(400);
    expectLimited(await post('/api/Account/ResetPassword', reset));
  });

  ruleCase('verifyPerIp', async () => {
    expect((await post('/api/Account/verifyaccount', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expectLimited(await post('/api/Account/verifyaccount', { token: 'y'.repeat(43) }));
  });

  ruleCase('resendPerIp', async () => {
    expect((await get(`/api/User/ResendEmailConfirmation/${randomId()}`)).statusCode).toBe(200);
    expectLimited(await get(`/api/User/ResendEmailConfirmation/${randomId()}`));
  });

  ruleCase('confirmationMailPerAddress', async () => {
    // Not a 429 (the answer never varies): the confirmation emails to the address stop.
    const email = unique();
    const registered = await register(email, A);
    expect(registered.statusCode).toBe(200);
    const userId = registered.json().responseData.userId as string;
    const resent = await get(`/api/User/ResendEmailConfirmation/${userId}`, B);
    expect(resent.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  ruleCase('resendPerAccount', async () => {
    const userId = randomId();
    expect((await get(`/api/User/ResendEmailConfirmation/${userId}`, A)).statusCode).toBe(200);
    expectLimited(await get(`/api/User/ResendEmailConfirmation/${userId}`, B));
  });

  ruleCase('eligibilityPerIp', async () => {
    expect((await check('ZT-1001')).statusCode).toBe(200);
    expectLimited(await check('ZT-1002'));
  });

  ruleCase('eligibilityPerRegNoAndSource', async () => {
    expect((await check('ZT-1001')).statusCode).toBe(200);
    expectLimited(await check('zt-1001'));
    expect((await check('ZT-1001', B)).statusCode).toBe(200);
  });

  ruleCase('eligibilityPerRegNo', async () => {
    expect((await check('ZT-1001', A)).statusCode).toBe(200);
    expectLimited(await check('ZT-1001', B));
    // A logged-in borrower is not locked out of their own number by visitors fishing.
    expect((await check('ZT-1001', B, await demoToken())).statusCode).toBe(200);
  });

  const entry = (regNo: string) => ({ organizationCode: 'ZENITHTECH', regNo });
  ruleCase('identityCodePerIp', async () => {
    expect((await post('/api/Identity/request_code', entry('ZT-1027'))).statusCode).toBe(200);
    expectLimited(await post('/api/Identity/request_code', entry('ZT-1028')));
  });

  ruleCase('identityCodeMailPerContactDaily', async () => {
    // Not a 429 (the answer reveals nothing): once a code is used up, the next one is not sent.
    const contact = 'kemi.adewale@zenithtech.example';
    expect((await post('/api/Identity/request_code', entry('ZT-1027'), A)).statusCode).toBe(200);
    await db.query(`UPDATE identity_codes SET closed_at = now() WHERE reg_no_key = 'ZT-1027'`);
    expect((await post('/api/Identity/request_code', entry('zt-1027'), B)).statusCode).toBe(200);
    expect(await mailsTo(contact)).toHaveLength(1);
  });

  ruleCase('identityCodePerOwner', async () => {
    // Owner: the demo borrower, bound to ZT-1001. Their own hourly allowance, never a stranger's.
    const token = await demoToken();
    const contact = 'adaeze.okafor@zenithtech.example';
    const ask = () => post('/api/Identity/request_code', entry('ZT-1001'), A, token);
    expect((await ask()).statusCode).toBe(200);
    await mailer.settled();
    // Even with no code open (a stranger's request would now send one), the owner's allowance holds.
    await db.query(`UPDATE identity_codes SET closed_at = now() WHERE reg_no_key = 'ZT-1001'`);
    expect((await ask()).statusCode).toBe(200);
    expect(await mailsTo(contact)).toHaveLength(1);
  });

  ruleCase('identityVerifyPerIp', async () => {
    const attempt = { ...entry('ZT-1027'), code: '000000' };
    expect((await post('/api/Identity/verify_code', attempt)).statusCode).toBe(400);
    expectLimited(await post('/api/Identity/verify_code', attempt));
  });

  const bind = (token: string, from: string) =>
    post('/api/Identity/bind', { proofToken: 'x'.repeat(43) }, from, token);
  const borrowerToken = async (from: string) => {
    const email = unique();
    await insertConfirmedBorrower(email);
    return (await login(email, 'a long enough passphrase', from)).json().responseData.token as string;
  };
  ruleCase('identityBindPerIp', async () => {
    expect((await bind(await demoToken(), A)).statusCode).toBe(400);
    expectLimited(await bind(await borrowerToken(C), A));
    expect((await bind(await demoToken(), B)).statusCode).toBe(400);
  });

  ruleCase('identityBindPerAccount', async () => {
    const token = await demoToken();
    expect((await bind(token, A)).statusCode).toBe(400);
    // Counted per account, wherever it calls from; another account is not held up.
    expectLimited(await bind(token, B));
    expect((await bind(await borrowerToken(C), B)).statusCode).toBe(400);
  });

  const contact = VALID_BODIES.contact!;
  ruleCase('contactPerIp', async () => {
    expect((await post('/api/Contact', contact)).statusCode).toBe(200);
    expectLimited(await post('/api/Contact', contact));
  });

  const enquiry = VALID_BODIES.createPartnership!;
  ruleCase('partnershipPerIp', async () => {
    expect((await post('/api/Partner/create', enquiry)).statusCode).toBe(200);
    expectLimited(await post('/api/Partner/create', enquiry));
  });

  ruleCase('feedbackPerIp', async () => {
    expect((await post('/api/Feedback/create', { comment: 'Clear.' })).statusCode).toBe(200);
    expectLimited(await post('/api/Feedback/create', { comment: 'Clear.' }));
  });

  ruleCase('referralPerIp', async () => {
    const token = await demoToken();
    expect((await refer(token, A)).statusCode).toBe(200);
    expectLimited(await refer(token, A));
    expect((await refer(token, B)).statusCode).toBe(200);
  });

  ruleCase('emailsToNonUserPerAddress', async () => {
    const friend = `friend-${randomId()}@example.com`.toLowerCase();
    const referAs = async (email: string, from: string) => {
      await insertConfirmedBorrower(email);
      const token = (await login(email, 'a long enough passphrase', from)).json().responseData
        .token as string;
      const details = { message: 'Join me', userName: 'X', userEmail: email, friends: [friend] };
      return post('/api/Refer/create', { referralDetails: details }, from, token);
    };
    expect((await referAs(unique(), A)).statusCode).toBe(200);
    // Not a 429: the second referrer must not learn that someone else invited this address.
    expect((await referAs(unique(), B)).statusCode).toBe(200);
    expect(await mailsTo(friend)).toHaveLength(1);
  });

  ruleCase('referralPerAccount', async () => {
    const token = await demoToken();
    expect((await refer(token, A)).statusCode).toBe(200);
    expectLimited(await refer(token, B));
  });

  ruleCase('emailPreferencePerIp', async () => {
    const stop = { token: 'a'.repeat(43), stopped: true };
    // A made-up stop link is refused; counted all the same, so links cannot be tried in bulk.
    expect((await post('/api/Email/preference', stop)).statusCode).toBe(400);
    expectLimited(await post('/api/Email/preference', stop));
  });

  ruleCase('dataExportPerAccount', async () => {
    const token = await demoToken();
    const download = (from: string) =>
      app.inject({
        method: 'GET',
        url: '/api/User/MyData',
        remoteAddress: from,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await download(A)).statusCode).toBe(200);
    // Counted per account, wherever it asks from.
    expectLimited(await download(B));
  });

  ruleCase('statementPerAccount', async () => {
    const token = await demoToken();
    const { rows } = await db.query<{ id: string }>(
      `SELECT l.id FROM loans l JOIN users u ON u.id = l.user_id WHERE u.email = $1 AND l.status = 'active'`,
      [DEMO.email],
    );
    const statement = (from: string) =>
      app.inject({
        method: 'GET',
        url: `/api/LoanTransaction/loans/${rows[0]!.id}/statement?format=csv`,
        remoteAddress: from,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await statement(A)).statusCode).toBe(200);
    // Counted per account, wherever it asks from.
    expectLimited(await statement(B));
  });

  ruleCase('closeAccountPerAccount', async () => {
    const token = await demoToken();
    expect((await post('/api/User/Close', { password: 'not the password' }, A, token)).statusCode).toBe(403);
    expectLimited(await post('/api/User/Close', { password: 'not the password' }, B, token));
  });

  ruleCase('remittancePerUser', async () => {
    const staff = demoUsers.find((user) => user.roleId === 2)!;
    const login = await app.inject({
      method: 'POST',
      url: '/api/Lender/login',
      remoteAddress: A,
      payload: { email: staff.email, password: staff.password },
    });
    const token = login.json().responseData.token as string;
    const file = {
      organizationCode: 'ZENITHTECH',
      fileName: 'march.csv',
      csv: 'ZT-1066,1.00,2026-01-05,REF-1',
    };
    expect((await post('/api/Lender/remittances/preview', file, A, token)).statusCode).toBe(200);
    // Counted per account, wherever it calls from.
    expectLimited(await post('/api/Lender/remittances/preview', file, B, token));
  });
});

describe('per-IP limits count an IPv6 caller by its /64', () => {
  it('refuses another address of the same /64 and lets the next /64 through', async () => {
    await gatewayLimiting(RATE_RULES.feedbackPerIp);
    const feedback = (from: string) => post('/api/Feedback/create', { comment: 'Clear.' }, from);
    expect((await feedback('2001:db8:7:9::1')).statusCode).toBe(200);
    expectLimited(await feedback('2001:db8:7:9:abcd:ef01:2:3'));
    expect((await feedback('2001:db8:7:a::1')).statusCode).toBe(200);
    // An IPv4 client arriving on an IPv6 socket is the IPv4 client.
    expect((await feedback('::ffff:198.51.100.77')).statusCode).toBe(200);
    expectLimited(await feedback('198.51.100.77'));
  });
});
