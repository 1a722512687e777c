import { randomUUID } from 'node:crypto';
import { LENDER_PAGE_SIZE, type LenderLoan } from '@lendbridge/contract';
import { startTestGateway } from './helpers/gateway';
import {
  ADMIN,
  AWAITING_BORROWER,
  borrowerLogin,
  caller,
  DEMO_BORROWER,
  insertStaff,
  KOBO_STAFF,
  lenderLogin,
  loanOf,
  RENEWING_BORROWER,
  snapshot,
} from './helpers/lender';

/*
 * Who may use the lender workspace, and what each may see and do: staff their own provider's
 * loans only (another's is answered exactly like a missing one), admins everything read-only,
 * borrowers nothing; and borrowers' own calls refuse workspace sessions.
 */
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let send: ReturnType<typeof caller>;
let staff: string;
let admin: string;
let otherStaff: string;
let borrower: { token: string; id: string };
let awaitingLoanId: string;
let activeLoanId: string;
let pendingRenewalId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  send = caller(gateway);
  staff = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
  admin = await lenderLogin(gateway, ADMIN.email, ADMIN.password);
  otherStaff = (await insertStaff(gateway, 'lagoon-microfinance-bank')).token;
  borrower = await borrowerLogin(gateway, DEMO_BORROWER.email);
  awaitingLoanId = await loanOf(gateway, AWAITING_BORROWER.email, 'awaiting_disbursement');
  activeLoanId = await loanOf(gateway, RENEWING_BORROWER.email, 'active');
  const { rows } = await gateway.db.query<{ id: string }>(
    `SELECT id FROM loan_renewals WHERE loan_id = $1 AND status = 'pending'`,
    [activeLoanId],
  );
  pendingRenewalId = rows[0]!.id;
});
afterAll(() => gateway.close());

const loans = async (token: string, query = '') =>
  (await send('GET', `/api/Lender/loans${query}`, { token })).json().responseData as {
    items: LenderLoan[];
    totalCount: number;
  };

describe('logging in to the workspace', () => {
  it('gives staff a session for their provider and an admin a read-only one', async () => {
    const staffLogin = await send('POST', '/api/Lender/login', {
      body: { email: KOBO_STAFF.email, password: KOBO_STAFF.password },
    });
    expect(staffLogin.statusCode).toBe(200);
    expect(staffLogin.json().responseData).toMatchObject({
      roleId: 2,
      provider: { name: 'Kobo Credit' },
      readOnly: false,
    });
    const me = await send('GET', '/api/Lender/me', { token: admin });
    expect(me.json().responseData).toMatchObject({ roleId: 3, provider: null, readOnly: true });
    expect(me.json().responseData.providers.length).toBeGreaterThanOrEqual(6);
    const mine = await send('GET', '/api/Lender/me', { token: staff });
    expect(mine.json().responseData.providers).toEqual([expect.objectContaining({ name: 'Kobo Credit' })]);
  });

  it('refuses a borrower with a clear message, and a wrong password like the borrower login does', async () => {
    const refused = await send('POST', '/api/Lender/login', {
      body: { email: DEMO_BORROWER.email, password: DEMO_BORROWER.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'not_lender',
      message: expect.stringMatching(/lender staff/),
    });
    const wrong = await send('POST', '/api/Lender/login', {
      body: { email: KOBO_STAFF.email, password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_grant');
  });

  it('leaves the borrower login as the product defines it: staff and admins get isUser false and no session', async () => {
    for (const account of [KOBO_STAFF, ADMIN]) {
      const login = await send('POST', '/api/Account/login', {
        body: { email: account.email, password: account.password },
      });
      expect(login.json().responseData).toMatchObject({ isUser: false, roleId: account.roleId, token: '' });
    }
  });
});

describe("borrowers' calls and workspace sessions", () => {
  it('refuses a workspace session on the borrower calls, so staff cannot act as a borrower', async () => {
    const accept = await send('POST', `/api/LoanTransaction/accept_offer/${randomUUID()}`, {
      token: staff,
      body: { consent: true },
    });
    expect(accept.statusCode).toBe(403);
    const profile = await send('GET', `/api/User/GetUserByEmail/${encodeURIComponent(KOBO_STAFF.email)}`, {
      token: staff,
    });
    expect(profile.statusCode).toBe(403);
  });

  it('treats a workspace session on an open call as a visitor: a check names nobody', async () => {
    const { rows } = await gateway.db.query<{ id: number }>(
      `SELECT id FROM loan_types WHERE code = 'personal'`,
    );
    const check = await send('POST', '/api/Eligibility/checkeligibility', {
      token: staff,
      body: {
        loanType: rows[0]!.id,
        amount: 50_000_000,
        tenorMonths: 12,
        regNo: 'ZT-1001',
        organizationCode: 'ZENITHTECH',
        organizationName: '',
        email: KOBO_STAFF.email,
      },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().responseData).toMatchObject({
      identityConfirmed: false,
      verifiedName: null,
      offers: [],
    });
  });

  it('lets a workspace session log itself out', async () => {
    const token = await lenderLogin(gateway, KOBO_STAFF.email, KOBO_STAFF.password);
    expect((await send('POST', '/api/Account/logout', { token, key: null })).statusCode).toBe(200);
    expect((await send('GET', '/api/Lender/me', { token })).statusCode).toBe(401);
  });
});

describe('who sees which loans', () => {
  it('refuses the workspace to borrowers (403) and to anonymous callers (401)', async () => {
    expect((await send('GET', '/api/Lender/loans', { token: borrower.token })).statusCode).toBe(403);
    expect(
      (await send('GET', `/api/Lender/loans/${awaitingLoanId}`, { token: borrower.token })).statusCode,
    ).toBe(403);
    expect((await send('GET', '/api/Lender/loans')).statusCode).toBe(401);
  });

  it("lists only the staff's own provider's loans; asking for another provider's matches nothing", async () => {
    const mine = await loans(staff, '?pageSize=100');
    expect(mine.totalCount).toBeGreaterThanOrEqual(4);
    expect(new Set(mine.items.map((loan) => loan.providerName))).toEqual(new Set(['Kobo Credit']));
    const { rows } = await gateway.db.query<{ id: number }>(
      `SELECT id FROM providers WHERE slug = 'lagoon-microfinance-bank'`,
    );
    expect((await loans(staff, `?providerId=${rows[0]!.id}`)).totalCount).toBe(0);
    const theirs = await loans(otherStaff, '?pageSize=100');
    expect(theirs.items.some((loan) => loan.providerName === 'Kobo Credit')).toBe(false);
  });

  it("answers another provider's loan exactly like a missing one, for reads and writes", async () => {
    const missing = randomUUID();
    const pairs: Array<[string, string, object | undefined]> = [
      ['GET', `/api/Lender/loans/%s`, undefined],
      [
        'POST',
        `/api/Lender/loans/%s/payout`,
        { amountPaid: 1_000_000, paidOn: '2026-01-02', reference: 'X-1' },
      ],
      ['POST', `/api/Lender/loans/%s/cancel`, { reason: 'Testing' }],
      ['POST', `/api/Lender/loans/%s/repayments`, { amount: 100, paidOn: '2026-01-02', reference: 'X-2' }],
    ];
    const before = await snapshot(gateway);
    for (const [method, path, body] of pairs) {
      for (const id of [awaitingLoanId, activeLoanId]) {
        const theirs = await send(method as 'GET' | 'POST', path.replace('%s', id), {
          token: otherStaff,
          body,
        });
        const absent = await send(method as 'GET' | 'POST', path.replace('%s', missing), {
          token: otherStaff,
          body,
        });
        expect(theirs.statusCode).toBe(404);
        expect(theirs.body).toBe(absent.body);
      }
    }
    for (const action of ['approve', 'decline']) {
      const body = action === 'approve' ? {} : { reason: 'Testing' };
      const theirs = await send('POST', `/api/Lender/renewals/${pendingRenewalId}/${action}`, {
        token: otherStaff,
        body,
      });
      const absent = await send('POST', `/api/Lender/renewals/${missing}/${action}`, {
        token: otherStaff,
        body,
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(absent.body);
    }
    expect(await snapshot(gateway)).toEqual(before);
  });

  it('shows an admin every provider, read-only: every write answers 403 and changes nothing', async () => {
    const all = await loans(admin, '?pageSize=100');
    expect(new Set(all.items.map((loan) => loan.providerName)).size).toBeGreaterThan(1);
    expect((await send('GET', `/api/Lender/loans/${awaitingLoanId}`, { token: admin })).statusCode).toBe(200);
    expect((await send('GET', '/api/Lender/renewals?status=pending', { token: admin })).statusCode).toBe(200);
    const before = await snapshot(gateway);
    const writes: Array<[string, string, object | undefined]> = [
      [
        'POST',
        `/api/Lender/loans/${awaitingLoanId}/payout`,
        { amountPaid: 1, paidOn: '2026-01-02', reference: 'A' },
      ],
      ['POST', `/api/Lender/loans/${awaitingLoanId}/cancel`, { reason: 'No' }],
      [
        'POST',
        `/api/Lender/loans/${activeLoanId}/repayments`,
        { amount: 100, paidOn: '2026-01-02', reference: 'B' },
      ],
      ['POST', `/api/Lender/renewals/${pendingRenewalId}/approve`, {}],
      ['POST', `/api/Lender/renewals/${pendingRenewalId}/decline`, { reason: 'No' }],
      [
        'POST',
        '/api/Lender/remittances/preview',
        { organizationCode: 'ZENITHTECH', fileName: 'f.csv', csv: 'ZT-1066,1,2026-01-02,R' },
      ],
      [
        'POST',
        '/api/Lender/remittances/apply',
        { organizationCode: 'ZENITHTECH', fileName: 'f.csv', csv: 'ZT-1066,1,2026-01-02,R' },
      ],
      [
        'PUT',
        '/api/Lender/settings/loan_types/1',
        {
          minAmount: 2_000_000,
          maxAmount: 3_000_000,
          minTenorMonths: 1,
          maxTenorMonths: 3,
          annualInterestRateBps: 100,
          processingFeeBps: 0,
          organizationCodes: [],
        },
      ],
      ['DELETE', '/api/Lender/settings/loan_types/1', undefined],
    ];
    for (const [method, url, body] of writes) {
      const answer = await send(method as 'POST' | 'PUT' | 'DELETE', url, { token: admin, body });
      expect([url, answer.statusCode, answer.json().error]).toEqual([url, 403, 'read_only']);
    }
    expect(await snapshot(gateway)).toEqual(before);
  });
});

describe('the new loans list', () => {
  it('carries what the loan needs and nothing more, as the borrower was told it would be shared', async () => {
    const page = await loans(staff, '?status=awaiting_disbursement');
    const loan = page.items.find((item) => item.id === awaitingLoanId)!;
    expect(loan).toMatchObject({
      borrowerName: 'Damilola Akande',
      staffNumber: AWAITING_BORROWER.regNo,
      organizationName: 'Lagos State Health Service Commission',
      principal: 30_000_000,
      tenorMonths: 12,
      consentGiven: true,
      status: 'awaiting_disbursement',
    });
    expect(Date.parse(loan.consentedAt)).not.toBeNaN();
    // No email, phone, pay or account id: those are not in the list.
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/@|monthlyNetPay|userId|\+234/);
    // The borrower's record of disclosures names this lender, this loan and these very values.
    const { token } = await borrowerLogin(gateway, AWAITING_BORROWER.email);
    const disclosures = (await send('GET', '/api/LoanTransaction/disclosures', { token })).json().responseData
      .items as Array<{ loanId: string; providerName: string; items: Array<{ value: string }> }>;
    const told = disclosures.find((item) => item.loanId === loan.id && item.providerName === 'Kobo Credit')!;
    const values = told.items.map((item) => item.value);
    expect(values).toEqual(
      expect.arrayContaining([loan.borrowerName, loan.staffNumber, loan.organizationName]),
    );
    // The detail adds how to reach them: exactly the contact disclosed.
    const detail = (await send('GET', `/api/Lender/loans/${loan.id}`, { token: staff })).json().responseData;
    expect(values).toEqual(expect.arrayContaining([detail.contact.email]));
  });

  it('pages, sorts and filters on the server', async () => {
    const byName = await loans(staff, '?sortBy=borrowerName&sortOrder=asc&pageSize=2');
    expect(byName.items).toHaveLength(2);
    const names = byName.items.map((loan) => loan.borrowerName);
    expect([...names].sort()).toEqual(names);
    const second = await loans(staff, '?sortBy=borrowerName&sortOrder=asc&pageSize=2&pageIndex=1');
    expect(second.items.map((loan) => loan.id)).not.toContain(byName.items[0]!.id);
    expect(second.totalCount).toBe(byName.totalCount);
    const found = await loans(staff, '?search=akande');
    expect(found.items.map((loan) => loan.borrowerName)).toEqual(['Damilola Akande']);
    // The search is literal: % and _ are not wildcards.
    expect((await loans(staff, '?search=%25')).totalCount).toBe(0);
    const zenith = await loans(staff, '?organizationCode=zenithtech&status=active');
    expect(
      zenith.items.every((loan) => loan.organizationCode === 'ZENITHTECH' && loan.status === 'active'),
    ).toBe(true);
  });

  it('caps the page size and refuses unknown or coerced parameters', async () => {
    const tooBig = await send('GET', `/api/Lender/loans?pageSize=${LENDER_PAGE_SIZE.max + 1}`, {
      token: staff,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().field).toBe('pageSize');
    expect((await send('GET', '/api/Lender/loans?sortBy=password', { token: staff })).statusCode).toBe(400);
    expect((await send('GET', '/api/Lender/loans?status=lost', { token: staff })).statusCode).toBe(400);
    expect((await send('GET', '/api/Lender/loans?extra=1', { token: staff })).statusCode).toBe(400);
    expect((await send('GET', '/api/Lender/loans/not-a-uuid', { token: staff })).statusCode).toBe(400);
    const coerced = await send('POST', `/api/Lender/loans/${awaitingLoanId}/cancel`, {
      token: staff,
      body: { reason: 42 },
    });
    expect(coerced.statusCode).toBe(400);
  });
});
