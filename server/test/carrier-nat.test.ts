import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_RULES } from '../src/auth/rate-limiter';
import { demoUsers } from '../src/seed/data';
import { buildGatewayApp } from '../src/gateway/app';
import { createMailer, type MailMessage } from '../src/mail/mailer';
import { testGatewayOptions } from './helpers/gateway';
import { startTestInstitutions } from './helpers/institutions';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

/*
 * Most borrowers reach us through a mobile carrier's NAT: thousands of people behind one public
 * IPv4 address. Five hundred of them, over one simulated hour, each register, confirm their
 * email, log in, check their eligibility and search scholarships, and none is refused; while an
 * attacker at the same address, busy the whole hour, still cannot guess a password, flood
 * identity codes or fill anyone's mailbox (docs/security.md).
 */
const CARRIER = '100.64.0.1';
const PEOPLE = 500;
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'a long enough passphrase';
const VICTIM = demoUsers.find((user) => user.roleId === 1)!;
const ROSTER_CONTACT = 'kemi.adewale@zenithtech.example';

let db: TestDatabase;
let app: Awaited<ReturnType<typeof buildGatewayApp>>;
let mailer: ReturnType<typeof createMailer>;
let mailDir: string;
/** Every email sent, by recipient: really composed and written, read back without a file scan. */
const sent = new Map<string, MailMessage[]>();
let institutions: Awaited<ReturnType<typeof startTestInstitutions>>;
let personalLoanType: number;
// The limiters count time with Date.now: the hour passes in simulation, seven seconds a person.
let clock = Date.now();
const realNow = Date.now.bind(Date);
beforeAll(async () => {
  db = await openTestDatabase();
  mailDir = mkdtempSync(join(tmpdir(), 'lendbridge-carrier-'));
  mailer = createMailer({
    smtpUrl: undefined,
    from: 'test@lendbridge.example',
    mailDir,
    onError: (error) => {
      throw error;
    },
    onWritten: (_file, message) => sent.set(message.to, [...(sent.get(message.to) ?? []), message]),
  });
  app = await buildGatewayApp(testGatewayOptions(db, { mailer }));
  institutions = await startTestInstitutions();
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM loan_types WHERE code = 'personal'`);
  personalLoanType = rows[0]!.id;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterAll(async () => {
  jest.restoreAllMocks();
  await mailer.settled();
  await app.close();
  await db.dispose();
  await institutions.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  app.inject({
    method,
    url,
    remoteAddress: CARRIER,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** What one person does, in order; every answer's status, by step. */
async function person(i: number, refusals: Map<string, number>) {
  const email = `subscriber-${i}@carrier.example`;
  const note = (step: string, status: number) => {
    if (status >= 400) refusals.set(`${step} ${status}`, (refusals.get(`${step} ${status}`) ?? 0) + 1);
  };
  const registered = await call('POST', '/api/Account/Register', {
    firstName: 'Amaka',
    lastName: `Subscriber ${i}`,
    email,
    phone: '+2348012345678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptedPrivacyPolicy: true,
  });
  note('register', registered.statusCode);
  await mailer.settled();
  const link = sent.get(email)?.find((message) => message.link?.includes('/user/activate'))?.link;
  const token = link ? new URL(link).searchParams.get('token') : null;
  note('confirm', token ? (await call('POST', '/api/Account/verifyaccount', { token })).statusCode : 599);
  const login = await call('POST', '/api/Account/login', { email, password: PASSWORD });
  note('login', login.statusCode);
  const session = login.statusCode === 200 ? (login.json().responseData.token as string) : undefined;
  const checked = await call(
    'POST',
    '/api/Eligibility/checkeligibility',
    {
      loanType: personalLoanType,
      amount: 5_000_000,
      tenorMonths: 6,
      regNo: `CGN-${i}`,
      organizationCode: 'ZENITHTECH',
      organizationName: '',
      email,
    },
    session,
  );
  note('eligibility', checked.statusCode);
  const searched = await institutions.app.inject({
    method: 'GET',
    url: '/api/v1/Institution/GetAllActiveInstitutionsWithScholarships?searchWord=engineering',
    remoteAddress: CARRIER,
  });
  note('search', searched.statusCode);
}

/** The attacker's share of the hour: a little of each abuse between two people's visits. */
async function attackerTurn(turn: number, outcome: { sessions: number; stepUps: number }) {
  const guess = await call('POST', '/api/Account/login', {
    email: VICTIM.email,
    // The right password at one turn in fifty: a guess that lands must still not let them in.
    password: turn % 50 === 49 ? VICTIM.password : `guess-${turn}`,
  });
  if (guess.statusCode === 200) outcome.sessions += 1;
  if (guess.json().error === 'login_code_required') outcome.stepUps += 1;
  await call('POST', '/api/Identity/request_code', { organizationCode: 'ZENITHTECH', regNo: 'ZT-1027' });
  await call('GET', `/api/Account/ForgotPassword?email=${encodeURIComponent(VICTIM.email)}`);
  await call('POST', '/api/Account/Register', {
    firstName: 'Mallory',
    lastName: 'Attacker',
    email: VICTIM.email,
    phone: '+2348012345678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    acceptedPrivacyPolicy: true,
  });
}

it(
  'turns away none of 500 people behind one address, and still stops the attacker among them',
  async () => {
    const started = realNow();
    const refusals = new Map<string, number>();
    const attacker = { sessions: 0, stepUps: 0 };
    for (let i = 0; i < PEOPLE; i += 1) {
      await person(i, refusals);
      await attackerTurn(i, attacker);
      clock += HOUR_MS / PEOPLE;
    }
    console.log(
      `${PEOPLE} people and one attacker behind ${CARRIER} over a simulated hour: ` +
        `${(realNow() - started) / 1000} s of real time; refusals: ${JSON.stringify(Object.fromEntries(refusals))}; ` +
        `attacker sessions ${attacker.sessions}, sign-in codes asked of them ${attacker.stepUps}`,
    );
    expect(Object.fromEntries(refusals)).toEqual({});

    // Password guessing: ten plain answers per 15-minute window, then every guess needs the code
    // emailed to the owner, so none got in (not even the right password, guessed now and then).
    const { limit, windowSeconds } = RATE_RULES.loginFailuresPerAccountAndSource;
    const windows = Math.ceil(HOUR_MS / (windowSeconds * 1000)) + 1;
    expect(attacker.sessions).toBe(0);
    expect(attacker.stepUps).toBeGreaterThanOrEqual(PEOPLE - windows * limit);
    // Codes and mail: a few emails to each inbox, not one per request.
    await mailer.settled();
    const inbox = (address: string) => sent.get(address) ?? [];
    const victimMail = inbox(VICTIM.email);
    const resets = victimMail.filter((message) => message.subject === 'Reset your Lendbridge password');
    const already = victimMail.filter(
      (message) => message.subject === 'You already have a Lendbridge account',
    );
    const signInCodes = victimMail.filter((message) => message.subject.includes('sign-in code'));
    expect(resets.length).toBeLessThanOrEqual(RATE_RULES.resetMailPerAccount.limit);
    expect(already.length).toBeLessThanOrEqual(RATE_RULES.existingAccountMailPerAddress.limit);
    expect(signInCodes.length).toBeLessThanOrEqual(RATE_RULES.loginCodeMailPerAccount.limit);
    // One code open at a time (ten minutes each), so the hour sends at most one per ten minutes.
    expect(inbox(ROSTER_CONTACT).length).toBeLessThanOrEqual(7);
  },
  15 * 60 * 1000,
);
