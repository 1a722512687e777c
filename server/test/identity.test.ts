import type { EligibilityRequest } from '@lendbridge/contract';
import { hashPassword } from '../src/auth/password';
import { randomId } from '../src/auth/secrets';
import { demoUsers } from '../src/seed/data';
import { insertBorrower } from '../src/gateway/accounts/users-repository';
import { startTestGateway } from './helpers/gateway';
import {
  ADAEZE,
  KEMI,
  latestCode,
  proveIdentity,
  requestCode,
  TUNDE,
  verifyCode,
  type RosterEntry,
} from './helpers/identity';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const demo = demoUsers.find((user) => user.roleId === 1)!;
let personalLoanTypeId: number;
let demoSession: { token: string; id: string };

const PASSWORD = 'a long enough passphrase';

async function login(email: string, password = PASSWORD) {
  const body = (
    await gateway.app.inject({ method: 'POST', url: '/api/Account/login', payload: { email, password } })
  ).json();
  return { token: body.responseData.token as string, id: body.responseData.user.id as string };
}

/** A confirmed borrower account, logged in. */
async function newBorrower(email: string) {
  await insertBorrower(gateway.db, {
    publicId: randomId(),
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'New',
    lastName: 'Borrower',
    phone: '+2348011111111',
  });
  await gateway.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [email]);
  return login(email);
}

const check = (
  entry: Pick<RosterEntry, 'organizationCode' | 'regNo'>,
  options: { token?: string; proof?: string; body?: Partial<EligibilityRequest> } = {},
) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/Eligibility/checkeligibility',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    payload: {
      loanType: personalLoanTypeId,
      amount: 50_000_000,
      tenorMonths: 12,
      regNo: entry.regNo,
      organizationCode: entry.organizationCode,
      organizationName: '',
      email: 'whoever@example.com',
      ...(options.proof ? { identityProof: options.proof } : {}),
      ...options.body,
    },
  });

const bind = (proofToken: string, token: string) =>
  gateway.app.inject({
    method: 'POST',
    url: '/api/Identity/bind',
    headers: { authorization: `Bearer ${token}` },
    payload: { proofToken },
  });

const openOffers = async (session: { token: string; id: string }) =>
  (
    await gateway.app.inject({
      method: 'GET',
      url: `/api/LoanTransaction/loans/users_current_loan_status/${session.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    })
  ).json().responseData.openOffers as Array<{ id: string }>;

/** An answer as a client sees it: status, headers (but the clock's) and body, byte for byte. */
const seen = ({ statusCode, headers, body }: Awaited<ReturnType<typeof check>>) => {
  const { date: _date, ...rest } = headers;
  return { statusCode, headers: rest, body };
};

/** Names and pay-derived words that must never reach someone who has not proven the entry. */
const PERSONAL = /Okafor|Adewale|Bakare|Adaeze|Kemi|Tunde|limit of|take-home/;

beforeAll(async () => {
  gateway = await startTestGateway();
  const { rows } = await gateway.db.query<{ id: number }>(
    `SELECT id FROM loan_types WHERE code = 'personal'`,
  );
  personalLoanTypeId = rows[0]!.id;
  demoSession = await login(demo.email, demo.password);
});
afterAll(() => gateway.close());

describe('before proof, a check says only what anyone could know', () => {
  it('answers an existing and a missing number byte for byte alike, with nothing personal', async () => {
    const existing = await check(KEMI);
    const missing = await check({ organizationCode: 'ZENITHTECH', regNo: 'ZT-9999' });
    expect(existing.statusCode).toBe(200);
    expect(seen(missing)).toEqual(seen(existing));
    expect(existing.body).not.toMatch(PERSONAL);
    const body = existing.json();
    expect(body.requestSuccessful).toBe(false);
    expect(body.message).toMatch(/confirm it is you with the code we email/);
    expect(body.responseData).toMatchObject({
      eligible: false,
      identityConfirmed: false,
      applicationId: null,
      verifiedName: null,
      maximumEligibleAmount: 0,
      monthlyRepaymentLimit: 0,
      offers: [],
    });
    // Only the rules about the organisation and the lenders' public terms.
    expect(body.responseData.checks.map((c: { rule: string }) => c.rule)).toEqual([
      'organization_active',
      'loan_type_available',
      'organization_accepted',
      'amount_in_range',
      'tenor_in_range',
    ]);
  });

  it('still says which amounts lenders offer there', async () => {
    const body = (await check(KEMI, { body: { amount: 100 } })).json();
    expect(body.message).toMatch(
      /^Lenders lend ₦[\d,.]+ to ₦[\d,.]+ for Personal loan; you asked for ₦[\d,.]+\.$/,
    );
  });

  it('gives a logged-in borrower trying a colleague’s number exactly the anonymous answer', async () => {
    const anonymous = await check(KEMI);
    const colleague = await check(KEMI, { token: demoSession.token });
    expect(seen(colleague)).toEqual(seen(anonymous));
    expect(
      (
        await gateway.db.query(
          'SELECT 1 FROM loan_applications WHERE member_id = (SELECT id FROM organization_members WHERE reg_no = $1)',
          [KEMI.regNo],
        )
      ).rows,
    ).toHaveLength(0);
  });
});

describe('asking for a code', () => {
  it('answers a number on the roster and one that is not byte for byte alike, emailing only the real one', async () => {
    const before = (await gateway.mail()).length;
    const real = await requestCode(gateway, TUNDE);
    const fake = await requestCode(gateway, { organizationCode: 'LAGOSHEALTH', regNo: 'LHS-00000' });
    expect(real.statusCode).toBe(200);
    expect(seen(fake)).toEqual(seen(real));
    expect(real.json().message).toMatch(
      /^If this number is on Lagos State Health Service Commission's records/,
    );
    const sent = (await gateway.mail()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.raw).toContain(`To: ${TUNDE.contact}`);
    // The email holds the code and nothing about the person.
    expect(sent[0]!.raw).not.toMatch(/Bakare|LHS-20417/);
    const { rows } = await gateway.db.query<{ codeHash: string }>(
      `SELECT code_hash AS "codeHash" FROM identity_codes WHERE reg_no_key = 'LHS-20417' AND closed_at IS NULL`,
    );
    const code = await latestCode(gateway, TUNDE.contact);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('sends strangers nothing new while the last code is open', async () => {
    const entry = { organizationCode: 'FEDCIVIL', regNo: 'FCS-300412' };
    const contactOf = await gateway.db.query<{ contact: string }>(
      `SELECT contact_email AS contact FROM organization_members WHERE reg_no = $1`,
      [entry.regNo],
    );
    const contact = contactOf.rows[0]!.contact;
    const mailsTo = async () =>
      (await gateway.mail()).filter((mail) => mail.raw.includes(`\nTo: ${contact}`));
    const before = (await mailsTo()).length;
    for (let i = 0; i < 3; i += 1) expect((await requestCode(gateway, entry)).statusCode).toBe(200);
    expect((await mailsTo()).length).toBe(before + 1);
    // The per-address ceiling is proven with the other limits (rate-limits.test.ts).
  });

  it('refuses an organisation that is not taking part, which is public anyway', async () => {
    const response = await requestCode(gateway, { organizationCode: 'HALCYON', regNo: 'HAL-0452' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('organization_active');
  });
});

describe('trying a code', () => {
  const entry = { organizationCode: 'UNILAG', regNo: 'UL/2021/04512' };
  const contact = 'temitope.akinola@unilag.example';
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const REFUSED = {
    statusCode: 400,
    error: 'code_wrong',
    field: 'code',
    message:
      'That code is not right, or it no longer works: a code works for 10 minutes and 5 tries. ' +
      'Check the latest email we sent, or ask for a new code.',
  };
  const refusal = (response: { statusCode: number; json: () => Record<string, unknown> }) => ({
    statusCode: response.statusCode,
    error: response.json().error,
    field: response.json().field,
    message: response.json().message,
  });

  it('refuses wrong codes with one answer, and locks the code at the fifth', async () => {
    await requestCode(gateway, entry);
    const code = await latestCode(gateway, contact);
    for (let i = 0; i < 5; i += 1)
      expect(refusal(await verifyCode(gateway, entry, wrongOf(code)))).toEqual(REFUSED);
    // The sixth try fails even with the right code, and says the same.
    expect(refusal(await verifyCode(gateway, entry, code))).toEqual(REFUSED);
  });

  it('refuses an expired code with the same answer', async () => {
    await requestCode(gateway, entry);
    const code = await latestCode(gateway, contact);
    await gateway.db.query(
      `UPDATE identity_codes SET expires_at = now() - interval '1 second' WHERE reg_no_key = 'UL/2021/04512' AND closed_at IS NULL`,
    );
    expect(refusal(await verifyCode(gateway, entry, code))).toEqual(REFUSED);
  });

  it('replaces a used code with a newer one, and uses a code once', async () => {
    await requestCode(gateway, entry);
    const older = await latestCode(gateway, contact);
    expect((await verifyCode(gateway, entry, older)).statusCode).toBe(200);
    await requestCode(gateway, entry);
    const newer = await latestCode(gateway, contact);
    const right = await verifyCode(gateway, entry, newer);
    expect(right.statusCode).toBe(200);
    expect(right.json().responseData).toMatchObject({ bound: false });
    expect(refusal(await verifyCode(gateway, entry, newer))).toEqual(REFUSED);
  });

  it('answers tries at a number not on the roster exactly like tries at a real one', async () => {
    const real = { organizationCode: 'COVENANT', regNo: 'CU/2021/1042' };
    const fake = { organizationCode: 'COVENANT', regNo: 'CU/2021/9999' };
    const beforeAsking = [
      await verifyCode(gateway, real, '000000'),
      await verifyCode(gateway, fake, '000000'),
    ];
    expect(seen(beforeAsking[1]!)).toEqual(seen(beforeAsking[0]!));
    await requestCode(gateway, real);
    await requestCode(gateway, fake);
    const code = await latestCode(gateway, 'esther.adeleke@covenant.example');
    for (let i = 0; i < 6; i += 1) {
      const a = await verifyCode(gateway, real, wrongOf(code));
      const b = await verifyCode(gateway, fake, wrongOf(code));
      expect(seen(b)).toEqual(seen(a));
    }
  });
});

describe('one person, one account', () => {
  it('lets a visitor see their offers after the code, then keeps them for the account they log in to', async () => {
    const proof = await proveIdentity(gateway, TUNDE);
    const seen = await check(TUNDE, {
      proof,
      body: { amount: 5_000_000, tenorMonths: 6, email: demo.email },
    });
    const outcome = seen.json().responseData;
    expect(outcome.identityConfirmed).toBe(true);
    expect(outcome.verifiedName).toBe('Tunde Bakare');
    expect(outcome.checks.map((c: { rule: string }) => c.rule)).toContain('affordability');

    // Typing someone's email into the form gives them nothing.
    const demoOffers = (await openOffers(demoSession)).map((offer) => offer.id);
    const ids: string[] = outcome.offers.map((offer: { id: string }) => offer.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(demoOffers).not.toContain(id);

    const tunde = await newBorrower('tunde@example.com');
    expect(await openOffers(tunde)).toEqual([]);
    const bound = await bind(proof, tunde.token);
    expect(bound.statusCode).toBe(200);
    expect((await openOffers(tunde)).map((offer) => offer.id).sort()).toEqual([...ids].sort());
    const { rows } = await gateway.db.query<{ userId: number }>(
      `SELECT b.user_id AS "userId" FROM identity_bindings b JOIN organization_members m ON m.id = b.member_id WHERE m.reg_no = $1`,
      [TUNDE.regNo],
    );
    expect(rows).toHaveLength(1);
    // Bound and fresh: the account's own checks need no new code.
    expect(
      (await check(TUNDE, { token: tunde.token, body: { amount: 5_000_000, tenorMonths: 6 } })).json()
        .responseData.identityConfirmed,
    ).toBe(true);
  });

  it('binds a logged-in borrower at the code step', async () => {
    const kemi = await newBorrower('kemi@example.com');
    const proof = await proveIdentity(gateway, KEMI, kemi.token);
    expect(proof.length).toBeGreaterThan(20);
    const checked = (await check(KEMI, { token: kemi.token })).json();
    expect(checked.responseData.verifiedName).toBe('Kemi Adewale');
    const { rows } = await gateway.db.query<{ userId: number }>(
      'SELECT user_id AS "userId" FROM loan_applications WHERE id = $1',
      [checked.responseData.applicationId],
    );
    expect(rows[0]!.userId).not.toBeNull();
  });

  it('refuses a bound identity to a second account, a visitor and a typed email, revealing nothing', async () => {
    const other = await newBorrower('someone.else@example.com');
    // The demo borrower is bound to ZT-1001 in the seed.
    const atCodeStep = await verifyCode(
      gateway,
      ADAEZE,
      await (async () => {
        await requestCode(gateway, ADAEZE);
        return latestCode(gateway, ADAEZE.contact);
      })(),
      other.token,
    );
    expect(atCodeStep.statusCode).toBe(409);
    expect(atCodeStep.json()).toMatchObject({ error: 'identity_bound', responseData: null });
    expect(atCodeStep.body).not.toMatch(PERSONAL);

    const proof = await proveIdentity(gateway, ADAEZE);
    const asVisitor = await check(ADAEZE, { proof });
    expect(asVisitor.statusCode).toBe(409);
    expect(asVisitor.body).not.toMatch(PERSONAL);
    const atBind = await bind(proof, other.token);
    expect(atBind.statusCode).toBe(409);
    expect(atBind.json().error).toBe('identity_bound');
    const { rows } = await gateway.db.query<{ email: string }>(
      `SELECT u.email FROM identity_bindings b JOIN users u ON u.id = b.user_id
       JOIN organization_members m ON m.id = b.member_id WHERE m.reg_no = 'ZT-1001'`,
    );
    expect(rows).toEqual([{ email: demo.email }]);
  });

  it('asks the bound borrower to prove again after 90 days or when the roster contact changes', async () => {
    const fresh = (await check(ADAEZE, { token: demoSession.token })).json();
    expect(fresh.responseData.identityConfirmed).toBe(true);
    await gateway.db.query(
      `UPDATE identity_bindings SET proven_at = now() - interval '91 days'
       WHERE member_id = (SELECT id FROM organization_members WHERE reg_no = 'ZT-1001')`,
    );
    const stale = (await check(ADAEZE, { token: demoSession.token })).json();
    expect(stale.responseData).toMatchObject({ identityConfirmed: false, verifiedName: null, offers: [] });
    await proveIdentity(gateway, ADAEZE, demoSession.token);
    expect((await check(ADAEZE, { token: demoSession.token })).json().responseData.identityConfirmed).toBe(
      true,
    );

    const newContact = 'a.okafor@zenithtech.example';
    await gateway.db.query(`UPDATE organization_members SET contact_email = $1 WHERE reg_no = 'ZT-1001'`, [
      newContact,
    ]);
    expect((await check(ADAEZE, { token: demoSession.token })).json().responseData.identityConfirmed).toBe(
      false,
    );
    await proveIdentity(gateway, { ...ADAEZE, contact: newContact }, demoSession.token);
    expect((await check(ADAEZE, { token: demoSession.token })).json().responseData.identityConfirmed).toBe(
      true,
    );
  });

  it('refuses an expired or unknown proof at bind, and binding needs a session', async () => {
    const session = await newBorrower('late@example.com');
    const unknown = await bind('x'.repeat(43), session.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('proof_expired');
    const anonymous = await gateway.app.inject({
      method: 'POST',
      url: '/api/Identity/bind',
      payload: { proofToken: 'x'.repeat(43) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('whether a returning borrower needs a new code', () => {
  const binding = (entry: Pick<RosterEntry, 'organizationCode' | 'regNo'>, token?: string) =>
    gateway.app.inject({
      method: 'GET',
      url: `/api/Identity/binding?organizationCode=${entry.organizationCode}&regNo=${encodeURIComponent(entry.regNo)}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers the bound account when it proved the entry, and a check then needs no code', async () => {
    const answer = (await binding(ADAEZE, demoSession.token)).json();
    expect(answer.responseData.bound).toBe(true);
    const provenAt = Date.parse(answer.responseData.provenAt);
    expect(Date.now() - provenAt).toBeLessThan(90 * 86_400_000);
    expect((await check(ADAEZE, { token: demoSession.token })).json().responseData.identityConfirmed).toBe(
      true,
    );
  });

  it('answers anyone else, any other number and a stale binding alike: bound false', async () => {
    const other = await newBorrower('curious@example.com');
    const elsewhere = await binding(ADAEZE, other.token);
    const missing = await binding({ organizationCode: 'ZENITHTECH', regNo: 'ZT-9999' }, other.token);
    const noOrganization = await binding({ organizationCode: 'NOWHERE', regNo: 'ZT-1001' }, other.token);
    for (const answer of [elsewhere, missing, noOrganization]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().responseData).toEqual({ bound: false, provenAt: null });
    }
    expect(missing.body).toBe(elsewhere.body);
    expect(elsewhere.body).not.toMatch(PERSONAL);

    await gateway.db.query(
      `UPDATE identity_bindings SET proven_at = now() - interval '91 days'
       WHERE member_id = (SELECT id FROM organization_members WHERE reg_no = 'ZT-1001')`,
    );
    expect((await binding(ADAEZE, demoSession.token)).json().responseData).toEqual({
      bound: false,
      provenAt: null,
    });
    expect((await binding(ADAEZE)).statusCode).toBe(401);
  });
});
