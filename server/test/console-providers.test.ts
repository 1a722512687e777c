import { startTestGateway } from './helpers/gateway';
import { consoleLogin, PLATFORM_ADMIN, providerId, publicIdOf } from './helpers/console';
import { borrowerLogin, caller, DEMO_BORROWER, insertStaff, KOBO_STAFF, lenderLogin } from './helpers/lender';

/*
 * Lenders in the console (docs/console.md#lenders): onboarding and editing a provider, inviting
 * its staff with a one-time link, deactivating a staff account, and deactivating the provider.
 * Who may make these calls is in console.test.ts's role × call table.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let admin: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  admin = await consoleLogin(gateway, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password);
});
afterAll(() => gateway.close());

const PASSWORD = 'a long invited passphrase';
let created = 0;
const providerBody = (overrides: Record<string, unknown> = {}) => {
  created += 1;
  return {
    name: `Test Lender ${created}`,
    licence: 'CBN Money Lender Licence ML-0042',
    contactEmail: `loans${created}@test-lender.example`,
    contactPhone: '+234 1 555 0042',
    summary: 'Salary loans for test staff.',
    website: 'https://test-lender.example',
    isActive: true,
    ...overrides,
  };
};

async function onboard(overrides: Record<string, unknown> = {}) {
  const answer = await send('POST', '/api/Console/providers', {
    token: admin,
    body: providerBody(overrides),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().responseData as { id: number; name: string; slug: string };
}

const audits = async (entity: string, recordId: number) =>
  (
    await gateway.db.query<{
      action: string;
      from_status: string | null;
      to_status: string;
      details: object;
    }>(
      `SELECT action, from_status, to_status, details FROM audit_log WHERE entity = $1 AND record_id = $2 ORDER BY id`,
      [entity, String(recordId)],
    )
  ).rows;

const userRow = async (email: string) =>
  (
    await gateway.db.query<{
      id: number;
      role_id: number;
      provider_id: number | null;
      password_hash: string;
      email_confirmed: boolean;
    }>(
      'SELECT id, role_id, provider_id, password_hash, email_confirmed FROM users WHERE lower(email) = lower($1)',
      [email],
    )
  ).rows[0];

/** The invitation link in the newest email to `to`, as the invitee reads it in the .eml file. */
async function invitationLink(to: string): Promise<URL> {
  const mine = (await gateway.mail()).filter((mail) => mail.raw.includes(`\nTo: ${to}`));
  const link = mine.at(-1)?.links.find((href) => href.includes('/lender/accept-invitation'));
  if (!link) throw new Error(`No invitation was emailed to ${to}`);
  return new URL(link);
}

const accept = (token: string, password = PASSWORD, confirmPassword = password) =>
  send('POST', '/api/Lender/invitation/accept', { body: { token, password, confirmPassword } });

const invite = (provider: number, email: string) =>
  send('POST', `/api/Console/providers/${provider}/staff`, {
    token: admin,
    body: { email, firstName: 'Ngozi', lastName: 'Eze' },
  });

describe('onboarding a lender', () => {
  it('adds one with a slug from its name, refuses a taken name, and audits the change', async () => {
    const provider = await onboard({ name: 'Acme  Credit & Co' });
    expect(provider).toMatchObject({ slug: 'acme-credit-co', isActive: true, activeStaffCount: 0 });
    const twin = await send('POST', '/api/Console/providers', {
      token: admin,
      body: providerBody({ name: 'ACME CREDIT & CO' }),
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().field).toBe('name');
    expect((await audits('provider', provider.id)).map((row) => row.action)).toEqual(['created']);
    // Active but lending nothing yet: the public list shows it, with no loan types.
    const listed = (await send('GET', '/api/Provider')).json().responseData.items as Array<{
      id: number;
      loanTypeIds: number[];
    }>;
    expect(listed.find((item) => item.id === provider.id)?.loanTypeIds).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    for (const bad of [
      { contactEmail: 'not-an-email' },
      { contactPhone: 'call me' },
      { website: 'javascript:alert(1)' },
      { licence: ' ' },
    ]) {
      const answer = await send('POST', '/api/Console/providers', { token: admin, body: providerBody(bad) });
      expect([bad, answer.statusCode]).toEqual([bad, 400]);
    }
  });

  it('edits one, keeping each changed field before and after in the audit log', async () => {
    const provider = await onboard();
    const body = providerBody({
      name: provider.name,
      licence: 'CBN ML-0099',
      contactPhone: '+234 1 555 0099',
    });
    const edited = await send('PUT', `/api/Console/providers/${provider.id}`, { token: admin, body });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().responseData).toMatchObject({
      licence: 'CBN ML-0099',
      contactPhone: '+234 1 555 0099',
    });
    const again = await send('PUT', `/api/Console/providers/${provider.id}`, { token: admin, body });
    expect(again.json().message).toMatch(/Nothing to save/);
    const rows = await audits('provider', provider.id);
    expect(rows.map((row) => row.action)).toEqual(['created', 'edited']);
    expect(rows[1]!.details).toEqual({
      licence: { from: 'CBN Money Lender Licence ML-0042', to: 'CBN ML-0099' },
      contactPhone: { from: '+234 1 555 0042', to: '+234 1 555 0099' },
      contactEmail: { from: expect.any(String), to: expect.any(String) },
    });
    const missing = await send('PUT', '/api/Console/providers/2000000000', { token: admin, body });
    expect(missing.statusCode).toBe(404);
  });
});

describe('inviting staff', () => {
  it('mails a one-time link; the invitee chooses a password and logs in to the workspace', async () => {
    const provider = await onboard();
    const email = 'ngozi.eze@test-lender.example';
    const invited = await invite(provider.id, email);
    expect(invited.statusCode).toBe(200);
    expect(invited.json().responseData).toMatchObject({ email, state: 'invited' });
    expect(invited.json().responseData.invitationExpiresAt).toEqual(expect.any(String));
    // No password works before the invitee chooses one.
    const early = await send('POST', '/api/Lender/login', { body: { email, password: '!invited' } });
    expect(early.statusCode).toBe(401);

    const link = await invitationLink(email);
    expect(link.pathname).toBe('/lender/accept-invitation');
    const token = link.searchParams.get('token')!;
    // Only the token's hash is stored.
    const { rows: stored } = await gateway.db.query<{ token_hash: string }>(
      `SELECT token_hash FROM one_time_tokens WHERE purpose = 'staff_invite' AND user_id = $1`,
      [(await userRow(email))!.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    // The password policy applies, and a refused password leaves the link usable.
    expect((await accept(token, 'password')).statusCode).toBe(400);
    expect((await accept(token, PASSWORD, 'something else')).json().field).toBe('confirmPassword');
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    // Single use.
    const twice = await accept(token, 'another long passphrase');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('invalid_token');

    const login = await send('POST', '/api/Lender/login', { body: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().responseData.provider).toEqual({ id: provider.id, name: provider.name });
    const staff = (await send('GET', `/api/Console/providers/${provider.id}/staff`, { token: admin })).json()
      .responseData.items;
    expect(staff).toEqual([expect.objectContaining({ email, state: 'active', invitationExpiresAt: null })]);
    const accountId = (await userRow(email))!.id;
    expect((await audits('staff_account', accountId)).map((row) => [row.action, row.to_status])).toEqual([
      ['invited', 'invited'],
      ['invitation_accepted', 'active'],
    ]);
  });

  it('refuses an expired link', async () => {
    const provider = await onboard();
    const email = 'late.reader@test-lender.example';
    await invite(provider.id, email);
    const token = (await invitationLink(email)).searchParams.get('token')!;
    await gateway.db.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second'
       WHERE purpose = 'staff_invite' AND user_id = $1`,
      [(await userRow(email))!.id],
    );
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_token');
    expect((await userRow(email))!.email_confirmed).toBe(false);
    // Inviting again sends a fresh link, which works.
    const again = await invite(provider.id, email);
    expect(again.json().message).toMatch(/new invitation link/);
    const fresh = (await invitationLink(email)).searchParams.get('token')!;
    expect(fresh).not.toBe(token);
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  it('never takes over an account that exists: refused to the admin, nothing changed, nothing sent', async () => {
    const provider = await onboard();
    const before = await userRow(DEMO_BORROWER.email);
    const mailsBefore = (await gateway.mail()).length;
    for (const email of [DEMO_BORROWER.email, DEMO_BORROWER.email.toUpperCase(), KOBO_STAFF.email]) {
      const answer = await invite(provider.id, email);
      expect([email, answer.statusCode, answer.json().message]).toEqual([
        email,
        409,
        expect.stringMatching(/already has a Lendbridge account, so it cannot be invited/),
      ]);
      expect(answer.json().field).toBe('email');
    }
    expect(await userRow(DEMO_BORROWER.email)).toEqual(before);
    // Another lender's staff stays theirs.
    expect((await userRow(KOBO_STAFF.email))!.provider_id).toBe(await providerId(gateway, 'kobo-credit'));
    expect((await gateway.mail()).length).toBe(mailsBefore);
    // The borrower still logs in as before.
    expect((await borrowerLogin(gateway, DEMO_BORROWER.email)).token).toEqual(expect.any(String));
  });

  it('answers another lender or a missing one like a missing one', async () => {
    const kobo = await providerId(gateway, 'kobo-credit');
    const koboStaff = await publicIdOf(gateway, KOBO_STAFF.email);
    const other = await onboard();
    const viaOther = await send('PUT', `/api/Console/providers/${other.id}/staff/${koboStaff}`, {
      token: admin,
      body: { active: false },
    });
    const missing = await send('PUT', `/api/Console/providers/${kobo}/staff/${'x'.repeat(24)}`, {
      token: admin,
      body: { active: false },
    });
    expect(viaOther.statusCode).toBe(404);
    expect(viaOther.body).toBe(missing.body);
    expect((await invite(2_000_000_000, 'nobody@example.com')).statusCode).toBe(404);
  });
});

describe('deactivating a staff account', () => {
  it('ends its sessions at once, refuses its login with a clear message, and can be undone', async () => {
    const kobo = await providerId(gateway, 'kobo-credit');
    const { email, token } = await insertStaff(gateway, 'kobo-credit');
    const second = await lenderLogin(gateway, email, 'a long enough staff passphrase');
    const id = await publicIdOf(gateway, email);
    expect((await send('GET', '/api/Lender/me', { token })).statusCode).toBe(200);

    const off = await send('PUT', `/api/Console/providers/${kobo}/staff/${id}`, {
      token: admin,
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().responseData).toMatchObject({
      state: 'deactivated',
      deactivatedAt: expect.any(String),
    });
    expect(off.json().message).toMatch(/2 sessions ended/);
    for (const session of [token, second]) {
      expect((await send('GET', '/api/Lender/me', { token: session })).statusCode).toBe(401);
    }
    const refused = await send('POST', '/api/Lender/login', {
      body: { email, password: 'a long enough staff passphrase' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'account_deactivated',
      message: expect.stringMatching(/deactivated/),
    });
    // A wrong password learns nothing about the state.
    const wrong = await send('POST', '/api/Lender/login', {
      body: { email, password: 'not the password at all' },
    });
    expect(wrong.statusCode).toBe(401);

    const userId = (await userRow(email))!.id;
    const rows = await audits('staff_account', userId);
    expect(rows.map((row) => [row.action, row.from_status, row.to_status])).toEqual([
      ['deactivated', 'active', 'deactivated'],
    ]);
    expect(rows[0]!.details).toEqual({ endedSessions: 2 });

    const on = await send('PUT', `/api/Console/providers/${kobo}/staff/${id}`, {
      token: admin,
      body: { active: true },
    });
    expect(on.json().responseData.state).toBe('active');
    expect(await lenderLogin(gateway, email, 'a long enough staff passphrase')).toEqual(expect.any(String));
  });

  it("stops a pending invitation's link", async () => {
    const provider = await onboard();
    const email = 'changed.mind@test-lender.example';
    const invited = (await invite(provider.id, email)).json().responseData;
    const token = (await invitationLink(email)).searchParams.get('token')!;
    await send('PUT', `/api/Console/providers/${provider.id}/staff/${invited.id}`, {
      token: admin,
      body: { active: false },
    });
    expect((await accept(token)).statusCode).toBe(400);
  });
});

describe('deactivating a lender', () => {
  it('withdraws its open offers, ends and refuses its staff sessions, leaves its loans, and can be undone', async () => {
    const kobo = await providerId(gateway, 'kobo-credit');
    const staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    const borrower = await borrowerLogin(gateway, DEMO_BORROWER.email);
    const borrowerId = (await userRow(DEMO_BORROWER.email))!.id;
    // An open offer from Kobo Credit to the demo borrower, on a copy of one of their checks.
    const openOffer = async () => {
      const { rows } = await gateway.db.query<{ id: string }>(
        `WITH application AS (
           INSERT INTO loan_applications (user_id, organization_id, member_id, loan_type_id, amount, tenor_months)
           SELECT user_id, organization_id, member_id, loan_type_id, amount, tenor_months
           FROM loan_applications WHERE user_id = $2 ORDER BY created_at LIMIT 1
           RETURNING id)
         INSERT INTO loan_offers (application_id, provider_id, principal, processing_fee, amount_received, tenor_months,
           annual_interest_rate_bps, apr_bps, monthly_repayment, total_repayment, total_cost_of_credit, expires_at)
         SELECT application.id, $1, 1000000, 0, 1000000, 1, 0, 0, 1000000, 1000000, 0, now() + interval '1 day'
         FROM application RETURNING id`,
        [kobo, borrowerId],
      );
      return rows[0]!.id;
    };
    const offer = await openOffer();
    const loans = async () =>
      (
        await gateway.db.query<{ status: string; count: number }>(
          `SELECT status, count(*)::int AS count FROM loans WHERE provider_id = $1 GROUP BY status ORDER BY status`,
          [kobo],
        )
      ).rows;
    const loansBefore = await loans();
    const { rows: open } = await gateway.db.query(
      `SELECT 1 FROM loan_offers WHERE provider_id = $1 AND status = 'offered' AND expires_at > now()`,
      [kobo],
    );
    const current = (await send('GET', `/api/Console/providers/${kobo}`, { token: admin })).json()
      .responseData;
    const body = {
      name: current.name,
      licence: current.licence,
      contactEmail: current.contactEmail,
      contactPhone: '+234 1 555 0001',
      summary: current.summary,
      website: current.website,
    };

    const off = await send('PUT', `/api/Console/providers/${kobo}`, {
      token: admin,
      body: { ...body, isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().responseData.isActive).toBe(false);
    const { rows: offers } = await gateway.db.query<{ status: string }>(
      'SELECT status FROM loan_offers WHERE id = $1',
      [offer],
    );
    expect(offers[0]!.status).toBe('withdrawn');
    expect((await send('GET', '/api/Lender/me', { token: staff })).statusCode).toBe(401);
    const refused = await send('POST', '/api/Lender/login', {
      body: { email: KOBO_STAFF.email, password: KOBO_STAFF.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('provider_inactive');
    const listed = (await send('GET', '/api/Provider')).json().responseData.items as Array<{ id: number }>;
    expect(listed.map((item) => item.id)).not.toContain(kobo);
    expect(await loans()).toEqual(loansBefore);
    const rows = await audits('provider', kobo);
    expect(rows.at(-1)).toMatchObject({
      action: 'deactivated',
      from_status: 'active',
      to_status: 'inactive',
      details: {
        isActive: { from: true, to: false },
        withdrawnOffers: open.length,
        endedSessions: expect.any(Number),
      },
    });
    const { rows: withdrawn } = await gateway.db.query(
      `SELECT 1 FROM audit_log WHERE entity = 'offer' AND entity_id = $1 AND action = 'offer_withdrawn'`,
      [offer],
    );
    expect(withdrawn).toHaveLength(1);

    // An offer a check wrote while the deactivation ran cannot be accepted.
    const late = await openOffer();
    const accepted = await send('POST', `/api/LoanTransaction/accept_offer/${late}`, {
      token: borrower.token,
      body: { consent: true },
    });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().reason ?? accepted.json().error).toBe('provider_inactive');

    const on = await send('PUT', `/api/Console/providers/${kobo}`, {
      token: admin,
      body: { ...body, isActive: true },
    });
    expect(on.json().responseData.isActive).toBe(true);
    expect(await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password)).toEqual(expect.any(String));
  });
});

describe('a borrower who left with a loan being repaid', () => {
  it("is flagged on that loan in its lender's list and loan page once the roster says so", async () => {
    const kobo = await providerId(gateway, 'kobo-credit');
    const { rows } = await gateway.db.query<{ loanId: string; organizationId: number; regNo: string }>(
      `SELECT l.id AS "loanId", m.organization_id AS "organizationId", m.reg_no AS "regNo"
       FROM loans l JOIN organization_members m ON m.id = l.member_id
       WHERE l.provider_id = $1 AND l.status = 'active' AND m.on_roster ORDER BY l.accepted_at LIMIT 1`,
      [kobo],
    );
    const { loanId, organizationId, regNo } = rows[0]!;
    const staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    const flagOf = async () => {
      const list = (
        await send('GET', `/api/Lender/loans?search=${encodeURIComponent(regNo)}`, { token: staff })
      ).json().responseData.items as Array<{ id: string; borrowerLeft: boolean }>;
      const page = (await send('GET', `/api/Lender/loans/${loanId}`, { token: staff })).json().responseData;
      return [list.find((loan) => loan.id === loanId)?.borrowerLeft, page.borrowerLeft];
    };
    expect(await flagOf()).toEqual([false, false]);

    const roster = (
      await send('GET', `/api/Console/organizations/${organizationId}/roster/export`, { token: admin })
    ).json().responseData.csv as string;
    const [header, ...lines] = roster.split('\r\n');
    const line = lines.find((row) => row.startsWith(`${regNo},`))!;
    const applied = await send('POST', `/api/Console/organizations/${organizationId}/roster/apply`, {
      token: admin,
      body: { fileName: 'leaver.csv', csv: `${header}\r\n${line.replace(/,no$/, ',yes')}\r\n` },
    });
    expect(applied.json().responseData.totals.left).toBe(1);
    expect(await flagOf()).toEqual([true, true]);
  });
});
