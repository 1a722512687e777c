import { gatewayRoutes, type RosterRow } from '@lendbridge/contract';
import { providers as seededProviders } from '../src/seed/data/providers';
import { startTestGateway } from './helpers/gateway';
import {
  consoleLogin,
  contactMessageId,
  organizationId,
  PLATFORM_ADMIN,
  providerId,
  publicIdOf,
  rosterFile,
  ZENITH_HR,
} from './helpers/console';
import { borrowerLogin, caller, DEMO_BORROWER, KOBO_STAFF, lenderLogin, snapshot } from './helpers/lender';

/*
 * The operators' console: who may make which call (a table of role × call, which fails when a
 * console call has no row), organisations, and roster files row by row.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let admin: string;
let hr: string;
let staff: string;
let borrower: string;
let zenith: number;
let other: number;
let kobo: number;
let koboStaffId: string;
/** A contact message sent through the site, for the inbox's rows. */
let message: string;
const MISSING = 2_000_000_000;
/** Content the table's rows edit (as they are) or remove: read or made in beforeAll. */
const content = {
  faq: {} as Record<string, unknown>,
  faqToDelete: 0,
  loanType: {} as Record<string, unknown>,
  institution: {} as Record<string, unknown>,
  scholarship: {} as Record<string, unknown>,
};

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  admin = await consoleLogin(gateway, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password);
  hr = await consoleLogin(gateway, ZENITH_HR.email, ZENITH_HR.password);
  staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
  borrower = (await borrowerLogin(gateway, DEMO_BORROWER.email)).token;
  zenith = await organizationId(gateway, 'ZENITHTECH');
  other = await organizationId(gateway, 'LAGOSHEALTH');
  kobo = await providerId(gateway, 'kobo-credit');
  koboStaffId = await publicIdOf(gateway, KOBO_STAFF.email);
  message = await contactMessageId(gateway);
  const { rows: faqs } = await gateway.db.query<{ id: number }>(
    `SELECT id, question, answer, category, is_approved AS "isApproved", sort_order AS "sortOrder"
     FROM faqs ORDER BY id LIMIT 1`,
  );
  content.faq = faqs[0]!;
  const { rows: added } = await gateway.db.query<{ id: number }>(
    `INSERT INTO faqs (question, answer, category) VALUES ('To be deleted?', 'Yes.', 'Test') RETURNING id`,
  );
  content.faqToDelete = added[0]!.id;
  const { rows: loanTypes } = await gateway.db.query(
    `SELECT id, code, name, description, is_active AS "isActive" FROM loan_types ORDER BY id LIMIT 1`,
  );
  content.loanType = loanTypes[0]!;
  const institutions = (await send('GET', '/api/Console/institutions', { token: admin })).json().responseData
    .items as Array<Record<string, unknown> & { scholarships: Array<Record<string, unknown>> }>;
  content.institution = institutions[0]!;
  content.scholarship = institutions[0]!.scholarships[0]!;
});
afterAll(() => gateway.close());

const koboSeed = seededProviders.find((provider) => provider.slug === 'kobo-credit')!;

type Role = 'anonymous' | 'borrower' | 'staff' | 'hr' | 'admin';
const tokenOf = (role: Role) => ({ anonymous: undefined, borrower, staff, hr, admin })[role];

const orgBody = (code: string, status = true) => ({
  code,
  name: `Organisation ${code}`,
  kind: 'employer',
  status,
  payrollContactName: 'Payroll Desk',
  payrollContactEmail: 'payroll@example.com',
});
const providerBody = (name: string, isActive = true) => ({
  name,
  licence: 'CBN Money Lender Licence ML-0001',
  contactEmail: 'loans@table-lender.example',
  contactPhone: '+234 1 555 0000',
  summary: '',
  website: '',
  isActive,
});
const KOBO_AS_SEEDED = {
  name: koboSeed.name,
  licence: koboSeed.licence,
  contactEmail: koboSeed.inboxEmail,
  contactPhone: '',
  summary: koboSeed.summary,
  website: koboSeed.website,
  isActive: true,
};
const harmlessRoster = () => ({ fileName: 'same.csv', csv: rosterFile() });

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * `:id` is replaced by the organisation the row names, `:provider` by Kobo Credit, `:staff` by
   * its demo staff, `:message` by a stored contact message; a function names a content record.
   */
  url: string | (() => string);
  body?: () => object;
  /** Status per role, for the caller's own organisation (Zenith for its HR), another, and a missing one. */
  own: Record<Role, number>;
  /** For an organisation administrator: another organisation's record and a missing one (both 404). */
  tenancy?: boolean;
}

const anyone = { anonymous: 401, borrower: 403, staff: 403 } as const;
const adminsOnly = { ...anyone, hr: 403, admin: 200 } as const;
const without = (record: Record<string, unknown>, ...fields: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));
const faqBody = () => without(content.faq, 'id');
const institutionBody = () => ({
  ...without(content.institution, 'id', 'scholarships'),
  organizationCode: content.institution.organizationCode ?? '',
});
const scholarshipBody = () => without(content.scholarship, 'id', 'institutionId');
const ACCESS: Record<string, Case> = {
  consoleProfile: { method: 'GET', url: '/api/Console/me', own: { ...anyone, hr: 200, admin: 200 } },
  consoleOrganizations: {
    method: 'GET',
    url: '/api/Console/organizations',
    own: { ...anyone, hr: 200, admin: 200 },
  },
  consoleOrganization: {
    method: 'GET',
    url: '/api/Console/organizations/:id',
    own: { ...anyone, hr: 200, admin: 200 },
    tenancy: true,
  },
  consoleCreateOrganization: {
    method: 'POST',
    url: '/api/Console/organizations',
    body: () => orgBody(`T${Math.random().toString(36).slice(2, 8)}`),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleUpdateOrganization: {
    method: 'PUT',
    url: '/api/Console/organizations/:id',
    body: () => ({ ...orgBody('ZENITHTECH'), name: 'Zenith Tech Solutions Ltd' }),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consolePreviewRoster: {
    method: 'POST',
    url: '/api/Console/organizations/:id/roster/preview',
    body: harmlessRoster,
    own: { ...anyone, hr: 200, admin: 200 },
    tenancy: true,
  },
  consoleApplyRoster: {
    method: 'POST',
    url: '/api/Console/organizations/:id/roster/apply',
    body: harmlessRoster,
    own: { ...anyone, hr: 200, admin: 200 },
    tenancy: true,
  },
  consoleExportRoster: {
    method: 'GET',
    url: '/api/Console/organizations/:id/roster/export',
    own: { ...anyone, hr: 200, admin: 200 },
    tenancy: true,
  },
  consoleDeductionSchedule: {
    method: 'GET',
    url: '/api/Console/organizations/:id/deductions?month=2026-01',
    own: { ...anyone, hr: 200, admin: 200 },
    tenancy: true,
  },
  consoleProviders: { method: 'GET', url: '/api/Console/providers', own: { ...anyone, hr: 403, admin: 200 } },
  consoleProvider: {
    method: 'GET',
    url: '/api/Console/providers/:provider',
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleCreateProvider: {
    method: 'POST',
    url: '/api/Console/providers',
    body: () => providerBody(`Table Lender ${Math.random().toString(36).slice(2, 8)}`),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleUpdateProvider: {
    method: 'PUT',
    url: '/api/Console/providers/:provider',
    // Kobo Credit as seeded but for its phone: the admin's answer changes nothing that matters.
    body: () => ({ ...KOBO_AS_SEEDED, contactPhone: '+234 1 555 0100' }),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleProviderStaff: {
    method: 'GET',
    url: '/api/Console/providers/:provider/staff',
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleInviteStaff: {
    method: 'POST',
    url: '/api/Console/providers/:provider/staff',
    body: () => ({
      email: `invitee-${Math.random().toString(36).slice(2, 8)}@example.com`,
      firstName: 'Ima',
      lastName: 'Invitee',
    }),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleUpdateStaff: {
    method: 'PUT',
    url: '/api/Console/providers/:provider/staff/:staff',
    // Active already: the admin's call changes nothing.
    body: () => ({ active: true }),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleMessages: { method: 'GET', url: '/api/Console/messages', own: { ...anyone, hr: 403, admin: 200 } },
  consoleMessage: {
    method: 'GET',
    url: '/api/Console/messages/:message',
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleMarkMessage: {
    method: 'PUT',
    url: '/api/Console/messages/:message/handled',
    body: () => ({ handled: true }),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleReplyToMessage: {
    method: 'POST',
    url: '/api/Console/messages/:message/reply',
    body: () => ({ text: 'Thank you for writing.' }),
    own: { ...anyone, hr: 403, admin: 200 },
  },
  consoleAuditLog: { method: 'GET', url: '/api/Console/audit', own: { ...anyone, hr: 403, admin: 200 } },
  // Content: platform admins only. Edits send a record as it is, so they change nothing.
  consoleFaqs: { method: 'GET', url: '/api/Console/faqs', own: adminsOnly },
  consoleCreateFaq: {
    method: 'POST',
    url: '/api/Console/faqs',
    body: () => ({ ...faqBody(), question: `Is ${Math.random().toString(36).slice(2, 8)} asked often?` }),
    own: adminsOnly,
  },
  consoleUpdateFaq: {
    method: 'PUT',
    url: () => `/api/Console/faqs/${String(content.faq.id)}`,
    body: faqBody,
    own: adminsOnly,
  },
  consoleDeleteFaq: {
    method: 'DELETE',
    url: () => `/api/Console/faqs/${content.faqToDelete}`,
    own: adminsOnly,
  },
  consoleTestimonials: { method: 'GET', url: '/api/Console/testimonials', own: adminsOnly },
  consoleUpdateTestimonial: {
    method: 'PUT',
    url: '/api/Console/testimonials/1',
    body: () => ({ isPublished: true }),
    own: adminsOnly,
  },
  consoleLoanTypes: { method: 'GET', url: '/api/Console/loan-types', own: adminsOnly },
  consoleCreateLoanType: {
    method: 'POST',
    url: '/api/Console/loan-types',
    body: () => ({
      code: `test-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Test loan',
      description: 'A loan type for a test.',
      isActive: false,
    }),
    own: adminsOnly,
  },
  consoleUpdateLoanType: {
    method: 'PUT',
    url: () => `/api/Console/loan-types/${String(content.loanType.id)}`,
    body: () => without(content.loanType, 'id'),
    own: adminsOnly,
  },
  consoleInstitutions: { method: 'GET', url: '/api/Console/institutions', own: adminsOnly },
  consoleCreateInstitution: {
    method: 'POST',
    url: '/api/Console/institutions',
    body: () => ({
      ...institutionBody(),
      slug: `test-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Test Polytechnic',
    }),
    own: adminsOnly,
  },
  consoleUpdateInstitution: {
    method: 'PUT',
    url: () => `/api/Console/institutions/${String(content.institution.id)}`,
    body: institutionBody,
    own: adminsOnly,
  },
  consoleCreateScholarship: {
    method: 'POST',
    url: () => `/api/Console/institutions/${String(content.institution.id)}/scholarships`,
    body: () => ({ ...scholarshipBody(), title: `Test award ${Math.random().toString(36).slice(2, 8)}` }),
    own: adminsOnly,
  },
  consoleUpdateScholarship: {
    method: 'PUT',
    url: () => `/api/Console/scholarships/${String(content.scholarship.id)}`,
    body: scholarshipBody,
    own: adminsOnly,
  },
  consoleCloseScholarship: {
    method: 'POST',
    url: () => `/api/Console/scholarships/${String(content.scholarship.id)}/close`,
    own: adminsOnly,
  },
};

/** The row's address for an organisation. */
const addressOf = (row: Case, id: number) =>
  typeof row.url === 'function'
    ? row.url()
    : row.url
        .replace(':id', String(id))
        .replace(':provider', String(kobo))
        .replace(':staff', koboStaffId)
        .replace(':message', message);

describe('who may make which console call', () => {
  it('has a row for every console call', () => {
    const consoleCalls = Object.entries(gatewayRoutes)
      .filter(([, route]) => 'audience' in route && route.audience === 'console')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(ACCESS).sort()).toEqual(consoleCalls);
  });

  it.each(Object.entries(ACCESS))('%s answers each role as the table says', async (_name, row) => {
    for (const role of Object.keys(row.own) as Role[]) {
      const answer = await send(row.method, addressOf(row, zenith), {
        token: tokenOf(role),
        body: row.body?.(),
      });
      expect([role, answer.statusCode]).toEqual([role, row.own[role]]);
    }
  });

  it.each(Object.entries(ACCESS).filter(([, row]) => row.tenancy))(
    "%s answers another organisation's record exactly like a missing one",
    async (_name, row) => {
      const before = await snapshot(gateway);
      const theirs = await send(row.method, addressOf(row, other), {
        token: hr,
        body: row.body?.(),
      });
      const missing = await send(row.method, addressOf(row, MISSING), {
        token: hr,
        body: row.body?.(),
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(await snapshot(gateway)).toEqual(before);
      // An admin reaches the other organisation.
      const asAdmin = await send(row.method, addressOf(row, other), {
        token: admin,
        body: row.body?.(),
      });
      expect(asAdmin.statusCode).toBe(200);
    },
  );

  it('refuses borrowers and lender staff at the console login, and its sessions on the borrower calls', async () => {
    for (const account of [DEMO_BORROWER, KOBO_STAFF]) {
      const answer = await send('POST', '/api/Console/login', {
        body: { email: account.email, password: account.password },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('not_operator');
    }
    const borrowerLogin = await send('POST', '/api/Account/login', {
      body: { email: ZENITH_HR.email, password: ZENITH_HR.password },
    });
    expect(borrowerLogin.json().responseData).toMatchObject({ isUser: false, roleId: 4, token: '' });
    expect((await send('GET', '/api/Lender/me', { token: hr })).statusCode).toBe(403);
    const me = (await send('GET', '/api/Console/me', { token: hr })).json().responseData;
    expect(me).toMatchObject({ roleId: 4, organization: { code: 'ZENITHTECH' } });
    const list = (await send('GET', '/api/Console/organizations', { token: hr })).json().responseData.items;
    expect(list.map((item: { code: string }) => item.code)).toEqual(['ZENITHTECH']);
  });
});

describe('organisations', () => {
  it('creates one, refuses a taken code whatever its case, and audits the change', async () => {
    const created = await send('POST', '/api/Console/organizations', {
      token: admin,
      body: orgBody('acme-1'),
    });
    expect(created.statusCode).toBe(200);
    const organization = created.json().responseData;
    expect(organization).toMatchObject({ code: 'ACME-1', status: true, onRosterCount: 0 });
    const taken = await send('POST', '/api/Console/organizations', { token: admin, body: orgBody('Acme-1') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('code');
    const { rows } = await gateway.db.query<{ action: string; record_id: string }>(
      `SELECT action, record_id FROM audit_log WHERE entity = 'organization' AND organization_id = $1`,
      [organization.id],
    );
    expect(rows).toEqual([{ action: 'created', record_id: String(organization.id) }]);
  });

  it('deactivates one: the public list marks it inactive and its checks fail the organisation rule', async () => {
    const created = (
      await send('POST', '/api/Console/organizations', { token: admin, body: orgBody('GONE-1') })
    ).json().responseData;
    await send('POST', `/api/Console/organizations/${created.id}/roster/apply`, {
      token: admin,
      body: { fileName: 'r.csv', csv: rosterFile('G-1,Gone Person,300000.00,gone@example.com,no') },
    });
    const off = await send('PUT', `/api/Console/organizations/${created.id}`, {
      token: admin,
      body: orgBody('GONE-1', false),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().responseData.status).toBe(false);
    const publicList = (await send('GET', '/api/Organization')).json().responseData.items as Array<{
      code: string;
      status: boolean;
    }>;
    expect(publicList.find((item) => item.code === 'GONE-1')?.status).toBe(false);
    const { rows: types } = await gateway.db.query<{ id: number }>(
      `SELECT id FROM loan_types WHERE code = 'personal'`,
    );
    const check = await send('POST', '/api/Eligibility/checkeligibility', {
      key: null,
      body: {
        loanType: types[0]!.id,
        amount: 5_000_000,
        tenorMonths: 6,
        regNo: 'G-1',
        organizationCode: 'GONE-1',
        organizationName: '',
        email: 'someone@example.com',
      },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().requestSuccessful).toBe(false);
    expect(check.json().responseData.verifiedName).toBeNull();
    const { rows } = await gateway.db.query<{ action: string; from_status: string; to_status: string }>(
      `SELECT action, from_status, to_status FROM audit_log WHERE entity = 'organization' AND organization_id = $1
       ORDER BY id`,
      [created.id],
    );
    expect(rows[1]).toEqual({ action: 'deactivated', from_status: 'active', to_status: 'inactive' });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = await send('POST', '/api/Console/organizations', {
      token: admin,
      body: { ...orgBody('X1'), kind: 'bank' },
    });
    expect(bad.statusCode).toBe(400);
    const noName = await send('POST', '/api/Console/organizations', {
      token: admin,
      body: { ...orgBody('X2'), name: '   ' },
    });
    expect(noName.statusCode).toBe(400);
  });
});

describe('roster files', () => {
  const preview = async (csv: string, token = admin, id = zenith) =>
    send('POST', `/api/Console/organizations/${id}/roster/preview`, {
      token,
      body: { fileName: 'r.csv', csv },
    });
  const apply = async (csv: string, token = admin, id = zenith) =>
    send('POST', `/api/Console/organizations/${id}/roster/apply`, {
      token,
      body: { fileName: 'r.csv', csv },
    });
  const member = async (regNo: string) =>
    (
      await gateway.db.query<{
        full_name: string;
        monthly_net_pay: number;
        contact_email: string;
        on_roster: boolean;
      }>(
        `SELECT full_name, monthly_net_pay, contact_email, on_roster FROM organization_members
         WHERE organization_id = $1 AND reg_no = $2`,
        [zenith, regNo],
      )
    ).rows[0];

  it('previews every outcome with the line and the reason, writing nothing', async () => {
    const exported = (
      await send('GET', `/api/Console/organizations/${zenith}/roster/export`, { token: hr })
    ).json().responseData.csv as string;
    const [, first, second, third] = exported.split('\r\n');
    const [regNo1] = first!.split(',');
    const [regNo2, , , email2] = second!.split(',');
    const [regNo3] = third!.split(',');
    const csv = rosterFile(
      'ZT-NEW-1,New Starter,"450,000.00",new.starter@zenithtech.example,no',
      first!,
      second!.replace(email2!, 'changed.contact@zenithtech.example'),
      `${regNo3},Someone,100000.00,someone@zenithtech.example,yes`,
      'ZT-BAD-1,,abc,not-an-email,maybe',
      'ZT-NEW-1,Twice,1.00,twice@example.com,no',
    );
    const before = await snapshot(gateway);
    const answer = await preview(csv, hr);
    expect(answer.statusCode).toBe(200);
    const rows = answer.json().responseData.rows as RosterRow[];
    expect(rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'new'],
      [3, 'unchanged'],
      [4, 'changed'],
      [5, 'left'],
      [6, 'invalid'],
      [7, 'invalid'],
    ]);
    expect(rows[0]!.monthlyNetPay).toBe(45_000_000);
    expect(rows[1]!.staffNumber).toBe(regNo1);
    expect(rows[2]).toMatchObject({
      staffNumber: regNo2,
      changes: [{ field: 'contactEmail', to: 'changed.contact@zenithtech.example' }],
      message: expect.stringMatching(/prove the new contact/),
    });
    expect(rows[4]!.message).toMatch(/full name is missing.*"abc".*not an email.*yes or no/);
    expect(rows[5]!.message).toBe('The staff number ZT-NEW-1 is also on line 2.');
    expect(answer.json().responseData.totals).toEqual({
      rows: 6,
      new: 1,
      changed: 1,
      left: 1,
      unchanged: 1,
      invalid: 2,
    });
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('changes nothing when one row is bad', async () => {
    const before = await snapshot(gateway);
    const answer = await apply(
      rosterFile(
        'ZT-OK-1,Fine Person,100000.00,fine@example.com,no',
        'ZT-OK-2,Bad Pay,lots,bad@example.com,no',
      ),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/line 3.*nothing was changed/);
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('applies a file in one go, audits each person, and the same file again changes nothing', async () => {
    const csv = rosterFile(
      'ZT-2001,Ngozi Eze,"380,000.00",ngozi.eze@zenithtech.example,no',
      'zt-1027,Kemi Adewale,999999.00,kemi.new@zenithtech.example,no',
    );
    const first = await apply(csv, hr);
    expect(first.statusCode).toBe(200);
    expect(first.json().responseData.totals).toMatchObject({ new: 1, changed: 1 });
    expect(await member('ZT-2001')).toEqual({
      full_name: 'Ngozi Eze',
      monthly_net_pay: 38_000_000,
      contact_email: 'ngozi.eze@zenithtech.example',
      on_roster: true,
    });
    // Matched whatever the case of the staff number, and the stored number keeps its own case.
    expect(await member('ZT-1027')).toMatchObject({
      monthly_net_pay: 99_999_900,
      contact_email: 'kemi.new@zenithtech.example',
    });
    const { rows: entries } = await gateway.db.query<{ action: string; details: { changes?: unknown[] } }>(
      `SELECT action, details FROM audit_log WHERE entity = 'roster_member' AND organization_id = $1 ORDER BY id`,
      [zenith],
    );
    expect(entries.map((entry) => entry.action)).toEqual(['roster_added', 'roster_changed']);
    expect(entries[1]!.details.changes).toHaveLength(2);
    const before = await snapshot(gateway);
    const again = await apply(csv, hr);
    expect(again.statusCode).toBe(200);
    expect(again.json().responseData).toMatchObject({ uploadId: null, totals: { unchanged: 2 } });
    // Only the new request's idempotency key is kept: no roster, upload or audit row.
    const { 'public.idempotency_keys': _keys, ...after } = await snapshot(gateway);
    const { 'public.idempotency_keys': _before, ...unchanged } = before;
    expect(after).toEqual(unchanged);
  });

  it('reads back its own export as unchanged, leavers included', async () => {
    await apply(rosterFile('ZT-3001,Leaving Soon,100000.00,leaving@example.com,no'));
    await apply(rosterFile('ZT-3001,Leaving Soon,100000.00,leaving@example.com,yes'));
    expect((await member('ZT-3001'))?.on_roster).toBe(false);
    const exported = (
      await send('GET', `/api/Console/organizations/${zenith}/roster/export`, { token: admin })
    ).json().responseData as { fileName: string; csv: string };
    expect(exported.fileName).toMatch(/^roster-zenithtech-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.csv).toContain('ZT-3001,Leaving Soon,100000.00,leaving@example.com,yes');
    const again = (await preview(exported.csv)).json().responseData.totals;
    expect(again.unchanged).toBe(again.rows);
  });

  it('refuses a file without the columns, or that is not CSV, as a whole', async () => {
    const missing = await preview('staff_number,full_name\r\nA,B\r\n');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Missing: monthly_net_pay, contact_email, left/);
    const broken = await preview(rosterFile('"ZT-1,Unclosed,1.00,a@b.co,no'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/not readable as CSV/);
  });
});

describe("the month's deduction schedule", () => {
  it("lists what to deduct per loan, and the lender's remittance upload takes its CSV back as it is", async () => {
    // A Zenith borrower's active loan, paid out as many months ago as it runs: last month has an
    // instalment due and earlier ones are overdue (unless repaid).
    const { rows: loans } = await gateway.db.query<{ id: string }>(
      `UPDATE loans l SET disbursed_at = now() - make_interval(months => o.tenor_months)
       FROM loan_offers o
       WHERE o.id = l.offer_id AND l.id = (
         SELECT l2.id FROM loans l2 JOIN organization_members m ON m.id = l2.member_id
         JOIN providers p ON p.id = l2.provider_id
         WHERE m.organization_id = $1 AND l2.status = 'active' AND p.slug = 'kobo-credit' LIMIT 1)
       RETURNING l.id`,
      [zenith],
    );
    const loanId = loans[0]!.id;
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const month = last.toISOString().slice(0, 7);
    const answer = await send('GET', `/api/Console/organizations/${zenith}/deductions?month=${month}`, {
      token: hr,
    });
    expect(answer.statusCode).toBe(200);
    const schedule = answer.json().responseData;
    const row = schedule.rows.find((item: { loanId: string }) => item.loanId === loanId);
    expect(row).toMatchObject({ lender: 'Kobo Credit', reference: expect.stringMatching(`^DED-${month}-`) });
    expect(row.instalmentDue).toBeGreaterThan(0);
    expect(row.amountToDeduct).toBe(row.instalmentDue + row.overdue);
    expect(schedule.csv.split('\r\n')[0]).toBe(
      'staff_number,full_name,lender,loan,instalment_due,overdue,amount_to_deduct,deduction_date,payment_reference',
    );
    const kobo = schedule.rows.filter((item: { lender: string }) => item.lender === 'Kobo Credit');

    const lender = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    const file = { organizationCode: 'ZENITHTECH', fileName: schedule.fileName, csv: schedule.csv };
    const preview = await send('POST', '/api/Lender/remittances/preview', { token: lender, body: file });
    expect(preview.statusCode).toBe(200);
    const matched = preview
      .json()
      .responseData.rows.filter((item: { outcome: string }) => item.outcome === 'matched');
    expect(matched.map((item: { loanId: string }) => item.loanId).sort()).toEqual(
      kobo.map((item: { loanId: string }) => item.loanId).sort(),
    );
    const applied = await send('POST', '/api/Lender/remittances/apply', { token: lender, body: file });
    expect(applied.statusCode).toBe(200);
    // Deducted and remitted: the month owes nothing more on that loan.
    const after = (
      await send('GET', `/api/Console/organizations/${zenith}/deductions?month=${month}`, { token: hr })
    ).json().responseData;
    expect(after.rows.find((item: { loanId: string }) => item.loanId === loanId)).toBeUndefined();
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const answer = await send('GET', `/api/Console/organizations/${zenith}/deductions?month=2026-13`, {
      token: hr,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe('month');
  });
});
