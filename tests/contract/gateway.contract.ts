import { randomUUID } from 'node:crypto';
import { ErrorEnvelope, gatewayRoutes as routes, type RouteContract } from '@lendbridge/contract';
import { markAnswered, unanswered } from './coverage';
import { call, expectConforms, type Answer } from './http';

/*
 * Every gateway call (docs/requirements.md#calls), checked against the contract's own schemas: the
 * same ones the gateway validates and serializes with, so there is no second, hand-written truth.
 * Each call must give the one answer a freshly seeded database gives (npm run test:contract starts
 * the services on one): a 409 or 429 is never taken as success.
 */
const DEMO = { email: 'demo@lendbridge.example', password: 'Lendbridge-demo-2026' };

function expectAnswer(route: RouteContract, answer: Answer, status = 200): void {
  expect(answer.status).toBe(status);
  expectConforms(status === 200 ? route.response : (route.errors?.[status] ?? ErrorEnvelope), answer.body);
  markAnswered(route);
}

/** A borrower of the demo data, logged in; every seeded borrower has the demo password. */
async function logIn(email: string): Promise<{ token: string; userId: string }> {
  const login = await call('gateway', 'POST', '/api/Account/login', { body: { ...DEMO, email } });
  expectAnswer(routes.login, login);
  const data = json(login).responseData as { token: string; user: { id: string } };
  return { token: data.token, userId: data.user.id };
}

type Json = Record<string, unknown> & { responseData: Record<string, unknown> };
const json = (answer: Answer) => answer.body as Json;

let session: { token: string; userId: string };

beforeAll(async () => {
  session = await logIn(DEMO.email);
});

describe('catalogue', () => {
  it.each([
    [routes.providerSettings, '/api/ProviderSettings'],
    [routes.faq, '/api/FAQ?IsApproved=true'],
    [routes.providers, '/api/Provider'],
    [routes.availableLoanTypes, '/api/AvailableLoanType'],
    [routes.testimonials, '/api/Testimonial'],
    [routes.organizations, '/api/Organization'],
  ])('%s answers its list as the contract says', async (route, path) => {
    const answer = await call('gateway', 'GET', path);
    expectAnswer(route, answer);
    expect((json(answer).responseData.items as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('accounts', () => {
  it('refuses wrong credentials with invalid_grant', async () => {
    const answer = await call('gateway', 'POST', '/api/Account/login', {
      body: { email: DEMO.email, password: 'not the password' },
    });
    expectAnswer(routes.login, answer, 401);
    expect(json(answer).error).toBe('invalid_grant');
  });

  it('registers, resends the confirmation, and refuses a made-up verification or reset token', async () => {
    const email = `contract-${randomUUID()}@example.com`;
    const registered = await call('gateway', 'POST', '/api/Account/Register', {
      body: {
        firstName: 'Contract',
        lastName: 'Suite',
        email,
        phone: '+2348000000000',
        password: 'a long enough passphrase',
        confirmPassword: 'a long enough passphrase',
        acceptedPrivacyPolicy: true,
      },
    });
    expectAnswer(routes.register, registered);
    const userId = json(registered).responseData.userId as string;
    expectAnswer(
      routes.resendEmailConfirmation,
      await call('gateway', 'GET', `/api/User/ResendEmailConfirmation/${userId}`),
    );
    const token = 'x'.repeat(43);
    expectAnswer(
      routes.verifyAccount,
      await call('gateway', 'POST', '/api/Account/verifyaccount', { body: { token } }),
      400,
    );
    expectAnswer(
      routes.resetPassword,
      await call('gateway', 'POST', '/api/Account/ResetPassword', {
        body: { token, password: 'another long passphrase', confirmPassword: 'another long passphrase' },
      }),
      400,
    );
  });

  it('sends a reset link the same way whether or not the account exists', async () => {
    const known = await call(
      'gateway',
      'GET',
      `/api/Account/ForgotPassword?email=${encodeURIComponent(DEMO.email)}`,
    );
    const unknown = await call('gateway', 'GET', '/api/Account/ForgotPassword?email=nobody%40example.com');
    expectAnswer(routes.forgotPassword, known);
    expect(unknown.body).toEqual(known.body);
  });

  it('logs out: the session’s token is refused afterwards', async () => {
    // A session of its own, so the one the other cases use lives on.
    const { token } = await logIn(DEMO.email);
    expectAnswer(routes.logout, await call('gateway', 'POST', '/api/Account/logout', { token }));
    expectAnswer(
      routes.getUserByEmail,
      await call('gateway', 'GET', `/api/User/GetUserByEmail/${encodeURIComponent(DEMO.email)}`, { token }),
      401,
    );
  });

  it('reads and updates the caller’s own profile', async () => {
    const profile = await call(
      'gateway',
      'GET',
      `/api/User/GetUserByEmail/${encodeURIComponent(DEMO.email)}`,
      {
        token: session.token,
      },
    );
    expectAnswer(routes.getUserByEmail, profile);
    const { firstName, lastName, phone } = json(profile).responseData as Record<string, string>;
    const updated = await call('gateway', 'PUT', '/api/User/Update', {
      token: session.token,
      body: { firstName, lastName, phone },
    });
    expectAnswer(routes.updateUser, updated);
    expect(json(updated).message).toBe('Profile updated successfully');
  });
});

describe('the borrower’s own data', () => {
  it('downloads everything held about the caller as a JSON file', async () => {
    const answer = await call('gateway', 'GET', '/api/User/MyData', { token: session.token });
    expectAnswer(routes.exportMyData, answer);
    expect((answer.body as { account: { email: string } }).account.email).toBe(DEMO.email);
  });

  it('refuses to close an account with a wrong password or while a loan owes money', async () => {
    const wrong = await call('gateway', 'POST', '/api/User/Close', {
      token: session.token,
      body: { password: 'not the password' },
    });
    expectAnswer(routes.closeAccount, wrong, 403);
    // The demo borrower is repaying a loan, so the right password meets a clear 409.
    const open = await call('gateway', 'POST', '/api/User/Close', {
      token: session.token,
      body: { password: DEMO.password },
    });
    expectAnswer(routes.closeAccount, open, 409);
    expect(json(open).error).toBe('loan_open');
  });
});

describe('marketplace', () => {
  const request = async (regNo: string, organizationCode: string) => {
    const types = json(await call('gateway', 'GET', '/api/AvailableLoanType')).responseData.items as {
      id: number;
      code: string;
    }[];
    const personal = types.find((type) => type.code === 'personal')!;
    return {
      loanType: personal.id,
      amount: 50_000_000,
      tenorMonths: 12,
      regNo,
      organizationCode,
      organizationName: '',
      email: DEMO.email,
    };
  };

  it('checks eligibility, proven or not, and lists the offering providers', async () => {
    // The demo borrower's account is bound to her roster entry, so her check is a full one.
    const eligible = await call('gateway', 'POST', '/api/Eligibility/checkeligibility', {
      token: session.token,
      body: await request('ZT-1001', 'ZENITHTECH'),
    });
    expectAnswer(routes.checkEligibility, eligible);
    expect(json(eligible).requestSuccessful).toBe(true);
    // Without proof of identity a check names nobody: the same answer for any number.
    const unproven = await call('gateway', 'POST', '/api/Eligibility/checkeligibility', {
      body: await request('ZT-1001', 'ZENITHTECH'),
    });
    expectAnswer(routes.checkEligibility, unproven);
    expect(json(unproven).requestSuccessful).toBe(false);
    expect(json(unproven).responseData).toMatchObject({ identityConfirmed: false, verifiedName: null });
    const missing = await call('gateway', 'POST', '/api/Eligibility/checkeligibility', {
      body: await request('ZT-0000', 'ZENITHTECH'),
    });
    expect(missing.body).toEqual(unproven.body);
    const loanType = (await request('ZT-1001', 'ZENITHTECH')).loanType;
    expectAnswer(
      routes.offeringProviders,
      await call('gateway', 'GET', `/api/Provider/provider_eligiblity_offering_by_loan_type_id/${loanType}`),
    );
  });

  it('sends identity codes without revealing the roster, and refuses a wrong code or proof', async () => {
    const asked = await call('gateway', 'POST', '/api/Identity/request_code', {
      body: { organizationCode: 'COVENANT', regNo: 'CU/2022/0637' },
    });
    expectAnswer(routes.requestIdentityCode, asked);
    const missing = await call('gateway', 'POST', '/api/Identity/request_code', {
      body: { organizationCode: 'COVENANT', regNo: 'CU/0000/0000' },
    });
    expect(missing.body).toEqual(asked.body);
    const wrong = await call('gateway', 'POST', '/api/Identity/verify_code', {
      body: { organizationCode: 'COVENANT', regNo: 'CU/0000/0000', code: '000000' },
    });
    expectAnswer(routes.verifyIdentityCode, wrong, 400);
    expect(json(wrong).field).toBe('code');
    const bind = await call('gateway', 'POST', '/api/Identity/bind', {
      token: session.token,
      body: { proofToken: 'x'.repeat(43) },
    });
    expectAnswer(routes.bindIdentity, bind, 400);
  });

  it('refuses a made-up link to stop payment reminders, naming the field', async () => {
    const answer = await call('gateway', 'POST', '/api/Email/preference', {
      body: { token: 'x'.repeat(43), stopped: true },
    });
    expectAnswer(routes.setEmailPreference, answer, 400);
    expect(json(answer)).toMatchObject({ error: 'link_invalid', field: 'token' });
  });

  it('tells the bound demo borrower their binding is fresh, and nobody else anything', async () => {
    const path = '/api/Identity/binding?organizationCode=ZENITHTECH&regNo=ZT-1001';
    const own = await call('gateway', 'GET', path, { token: session.token });
    expectAnswer(routes.identityBinding, own);
    expect(json(own).responseData.bound).toBe(true);
    const stranger = await call(
      'gateway',
      'GET',
      '/api/Identity/binding?organizationCode=ZENITHTECH&regNo=ZT-0000',
      {
        token: session.token,
      },
    );
    expectAnswer(routes.identityBinding, stranger);
    expect(json(stranger).responseData).toEqual({ bound: false, provenAt: null });
    expectAnswer(routes.identityBinding, await call('gateway', 'GET', path), 401);
  });

  it('accepts one offer and declines another, idempotently', async () => {
    const checked = await call('gateway', 'POST', '/api/Eligibility/checkeligibility', {
      token: session.token,
      // Small enough that runs against the same gateway stay within the demo borrower's limit.
      body: { ...(await request('ZT-1001', 'ZENITHTECH')), amount: 10_000_000 },
    });
    const offers = json(checked).responseData.offers as { id: string }[];
    const declineKey = randomUUID();
    const decline = () =>
      call('gateway', 'POST', `/api/LoanTransaction/decline_offer/${offers[0]!.id}`, {
        token: session.token,
        headers: { 'idempotency-key': declineKey },
        body: {},
      });
    const declined = await decline();
    expectAnswer(routes.declineOffer, declined);
    expect(json(declined).responseData).toBe(true);
    // A retry with its key gets the first answer, not a 409 for an offer already declined.
    const replayed = await decline();
    expectAnswer(routes.declineOffer, replayed);
    expect(replayed.body).toEqual(declined.body);
    // The same key for another request is refused, not replayed.
    expectAnswer(
      routes.declineOffer,
      await call('gateway', 'POST', `/api/LoanTransaction/decline_offer/${offers[2]!.id}`, {
        token: session.token,
        headers: { 'idempotency-key': declineKey },
        body: {},
      }),
      422,
    );
    const acceptKey = randomUUID();
    const accept = () =>
      call('gateway', 'POST', `/api/LoanTransaction/accept_offer/${offers[1]!.id}`, {
        token: session.token,
        headers: { 'idempotency-key': acceptKey },
        body: { consent: true },
      });
    const accepted = await accept();
    expectAnswer(routes.acceptOffer, accepted);
    expect(json(accepted).responseData).toBe(true);
    expect((await accept()).body).toEqual(accepted.body);
    expectAnswer(
      routes.acceptOffer,
      await call('gateway', 'POST', `/api/LoanTransaction/accept_offer/${offers[0]!.id}`, {
        token: session.token,
        body: { consent: true },
      }),
      409,
    );
  });

  it('shows the current loan and the loan history, and takes a renewal request once', async () => {
    const current = await call(
      'gateway',
      'GET',
      `/api/LoanTransaction/loans/users_current_loan_status/${session.userId}`,
      {
        token: session.token,
      },
    );
    expectAnswer(routes.currentLoanStatus, current);
    expectAnswer(
      routes.loanHistory,
      await call('gateway', 'GET', `/api/LoanTransaction/loans/user_loan_status/${session.userId}`, {
        token: session.token,
      }),
    );
    const loan = json(current).responseData.currentLoan as { id: string; outstandingBalance: number } | null;
    expect(loan).not.toBeNull();
    const renewal = await call('gateway', 'POST', '/api/LoanTransaction/renew_loan_request', {
      token: session.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { loanId: loan!.id, amount: loan!.outstandingBalance + 10_000_000, tenorMonths: 12 },
    });
    expectAnswer(routes.renewLoan, renewal);
    expect(json(renewal).message).toBe('Loan Renewal request submitted successfully');
    // Every accepted offer and renewal request is on the borrower's record of disclosures.
    const disclosures = await call('gateway', 'GET', '/api/LoanTransaction/disclosures', {
      token: session.token,
    });
    expectAnswer(routes.disclosures, disclosures);
    expect((json(disclosures).responseData.items as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('lender workspace', () => {
  const STAFF = { email: 'staff@kobo-credit.example', password: 'Lendbridge-staff-2026' };
  const ADMIN = { email: 'admin@lendbridge.example', password: 'Lendbridge-admin-2026' };
  let staff: string;
  let admin: string;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    const staffLogin = await call('gateway', 'POST', '/api/Lender/login', { body: STAFF });
    expectAnswer(routes.lenderLogin, staffLogin);
    staff = (json(staffLogin).responseData as { token: string }).token;
    admin = (
      json(await call('gateway', 'POST', '/api/Lender/login', { body: ADMIN })).responseData as {
        token: string;
      }
    ).token;
  });

  it('refuses a borrower at the workspace login, and answers who is logged in', async () => {
    const borrower = await call('gateway', 'POST', '/api/Lender/login', { body: DEMO });
    expectAnswer(routes.lenderLogin, borrower, 403);
    expect(json(borrower).error).toBe('not_lender');
    const me = await call('gateway', 'GET', '/api/Lender/me', { token: staff });
    expectAnswer(routes.lenderProfile, me);
    expect(json(me).responseData).toMatchObject({
      roleId: 2,
      readOnly: false,
      provider: { name: 'Kobo Credit' },
    });
  });

  it('lists new loans, renewals, files and settings, and pays a new loan out once', async () => {
    const fresh = await call(
      'gateway',
      'GET',
      '/api/Lender/loans?status=awaiting_disbursement&sortBy=acceptedAt',
      {
        token: staff,
      },
    );
    expectAnswer(routes.lenderLoans, fresh);
    const loans = json(fresh).responseData.items as { id: string; netPayout: number }[];
    expect(loans.length).toBeGreaterThan(0);
    expectAnswer(
      routes.lenderLoan,
      await call('gateway', 'GET', `/api/Lender/loans/${loans[0]!.id}`, { token: staff }),
    );
    const renewals = await call('gateway', 'GET', '/api/Lender/renewals?status=pending', { token: staff });
    expectAnswer(routes.lenderRenewals, renewals);
    expect((json(renewals).responseData.items as unknown[]).length).toBeGreaterThan(0);
    expectAnswer(
      routes.lenderRemittances,
      await call('gateway', 'GET', '/api/Lender/remittances', { token: staff }),
    );
    expectAnswer(
      routes.lenderSettings,
      await call('gateway', 'GET', '/api/Lender/settings', { token: staff }),
    );

    const key = randomUUID();
    const payout = () =>
      call('gateway', 'POST', `/api/Lender/loans/${loans[0]!.id}/payout`, {
        token: staff,
        headers: { 'idempotency-key': key },
        body: { amountPaid: loans[0]!.netPayout, paidOn: today, reference: `CONTRACT-${key}` },
      });
    const paid = await payout();
    expectAnswer(routes.lenderRecordPayout, paid);
    expect(json(paid).responseData.status).toBe('active');
    expect((await payout()).body).toEqual(paid.body);
    expectAnswer(
      routes.lenderCancelLoan,
      await call('gateway', 'POST', `/api/Lender/loans/${loans[0]!.id}/cancel`, {
        token: staff,
        body: { reason: 'Too late: it is paid out.' },
      }),
      409,
    );
    const repaid = await call('gateway', 'POST', `/api/Lender/loans/${loans[0]!.id}/repayments`, {
      token: staff,
      body: { amount: 100_000, paidOn: today, reference: `CONTRACT-CASH-${key}` },
    });
    expectAnswer(routes.lenderRecordRepayment, repaid);
    // An admin sees it all and changes nothing.
    expectAnswer(
      routes.lenderCancelLoan,
      await call('gateway', 'POST', `/api/Lender/loans/${loans[0]!.id}/cancel`, {
        token: admin,
        body: { reason: 'No' },
      }),
      403,
    );
  });

  it('previews a remittance file, and refuses one with unreadable rows row by row', async () => {
    const file = (csv: string) => ({ organizationCode: 'ZENITHTECH', fileName: 'contract.csv', csv });
    const preview = await call('gateway', 'POST', '/api/Lender/remittances/preview', {
      token: staff,
      body: file(`Staff number,Amount,Date,Reference\nZT-0000,"1,000.00",${today},CONTRACT-R1`),
    });
    expectAnswer(routes.lenderPreviewRemittance, preview);
    expect(json(preview).responseData).toMatchObject({ totals: { rows: 1, unmatched: 1 } });
    const refused = await call('gateway', 'POST', '/api/Lender/remittances/preview', {
      token: staff,
      body: file(`ZT-0000,12.500,${today},CONTRACT-R2`),
    });
    expectAnswer(routes.lenderPreviewRemittance, refused, 422);
    expect(json(refused).error).toBe('invalid_rows');
  });
});

describe('lender workspace decisions', () => {
  const STAFF = { email: 'staff@kobo-credit.example', password: 'Lendbridge-staff-2026' };
  const today = new Date().toISOString().slice(0, 10);
  let staff: string;

  beforeAll(async () => {
    const login = await call('gateway', 'POST', '/api/Lender/login', { body: STAFF });
    expectAnswer(routes.lenderLogin, login);
    staff = (json(login).responseData as { token: string }).token;
  });

  it('applies a remittance file once: the same file again changes nothing', async () => {
    const active = json(await call('gateway', 'GET', '/api/Lender/loans?status=active', { token: staff }))
      .responseData.items as { staffNumber: string; organizationCode: string }[];
    const loan = active[0]!;
    const body = {
      organizationCode: loan.organizationCode,
      fileName: 'contract-apply.csv',
      csv: `Staff number,Amount,Date,Reference\n${loan.staffNumber},"1,000.00",${today},CONTRACT-APPLY-${randomUUID()}`,
    };
    const apply = () =>
      call('gateway', 'POST', '/api/Lender/remittances/apply', {
        token: staff,
        headers: { 'idempotency-key': randomUUID() },
        body,
      });
    const applied = await apply();
    expectAnswer(routes.lenderApplyRemittance, applied);
    expect(json(applied).responseData).toMatchObject({ alreadyApplied: false, totals: { matched: 1 } });
    const again = await apply();
    expectAnswer(routes.lenderApplyRemittance, again);
    expect(json(again).responseData).toMatchObject({
      alreadyApplied: true,
      uploadId: json(applied).responseData.uploadId,
    });
  });

  it('approves one renewal and declines another with a reason, each once', async () => {
    // A second request to decide: a Kobo Credit borrower asks to renew the loan being repaid.
    const borrower = await logIn('ifeoma.nwachukwu@lendbridge.example');
    const current = json(
      await call(
        'gateway',
        'GET',
        `/api/LoanTransaction/loans/users_current_loan_status/${borrower.userId}`,
        {
          token: borrower.token,
        },
      ),
    ).responseData.currentLoan as { id: string; outstandingBalance: number; tenorMonths: number };
    const asked = await call('gateway', 'POST', '/api/LoanTransaction/renew_loan_request', {
      token: borrower.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        loanId: current.id,
        amount: current.outstandingBalance + 5_000_000,
        tenorMonths: current.tenorMonths,
      },
    });
    expectAnswer(routes.renewLoan, asked);

    const pending = json(
      await call('gateway', 'GET', '/api/Lender/renewals?status=pending', { token: staff }),
    ).responseData.items as { id: string; currentLoan: { id: string } }[];
    const mine = pending.find((renewal) => renewal.currentLoan.id === current.id)!;
    const other = pending.find((renewal) => renewal.currentLoan.id !== current.id)!;

    const key = randomUUID();
    const approve = () =>
      call('gateway', 'POST', `/api/Lender/renewals/${other.id}/approve`, {
        token: staff,
        headers: { 'idempotency-key': key },
        body: {},
      });
    const approved = await approve();
    expectAnswer(routes.lenderApproveRenewal, approved);
    expect(json(approved).responseData.status).toBe('approved');
    expect((await approve()).body).toEqual(approved.body);

    const declined = await call('gateway', 'POST', `/api/Lender/renewals/${mine.id}/decline`, {
      token: staff,
      headers: { 'idempotency-key': randomUUID() },
      body: { reason: 'Your repayments are behind: bring them up to date first.' },
    });
    expectAnswer(routes.lenderDeclineRenewal, declined);
    expect(json(declined).responseData.status).toBe('declined');
    // A decided request cannot be decided again.
    expectAnswer(
      routes.lenderDeclineRenewal,
      await call('gateway', 'POST', `/api/Lender/renewals/${other.id}/decline`, {
        token: staff,
        body: { reason: 'Changed my mind.' },
      }),
      409,
    );
  });

  it('stops offering a loan type and offers it again on the same terms', async () => {
    const settings = json(await call('gateway', 'GET', '/api/Lender/settings', { token: staff }))
      .responseData as {
      loanTypes: { loanTypeId: number; offered: boolean; terms: Record<string, unknown> | null }[];
    };
    const offered = settings.loanTypes.find((type) => type.offered && type.terms)!;
    const removed = await call('gateway', 'DELETE', `/api/Lender/settings/loan_types/${offered.loanTypeId}`, {
      token: staff,
      headers: { 'idempotency-key': randomUUID() },
    });
    expectAnswer(routes.lenderRemoveLoanTypeSetting, removed);
    expect(json(removed).responseData).toMatchObject({ offered: false, terms: null });
    const restored = await call('gateway', 'PUT', `/api/Lender/settings/loan_types/${offered.loanTypeId}`, {
      token: staff,
      headers: { 'idempotency-key': randomUUID() },
      body: offered.terms,
    });
    expectAnswer(routes.lenderUpdateLoanTypeSetting, restored);
    expect(json(restored).responseData).toEqual({ ...offered, offered: true });
  });
});

describe('early settlement', () => {
  const STAFF = { email: 'staff@kobo-credit.example', password: 'Lendbridge-staff-2026' };
  const today = new Date().toISOString().slice(0, 10);

  it('asks once to settle, and the lender records the payoff figure, closing the loan', async () => {
    const staffLogin = await call('gateway', 'POST', '/api/Lender/login', { body: STAFF });
    const staff = (json(staffLogin).responseData as { token: string }).token;
    // The Kobo Credit borrower whose renewal was declined above: her loan is still being repaid.
    const borrower = await logIn('ifeoma.nwachukwu@lendbridge.example');
    const current = json(
      await call(
        'gateway',
        'GET',
        `/api/LoanTransaction/loans/users_current_loan_status/${borrower.userId}`,
        {
          token: borrower.token,
        },
      ),
    ).responseData.currentLoan as { id: string; settlement: { amount: number } };
    const ask = (key: string) =>
      call('gateway', 'POST', '/api/LoanTransaction/settlement_request', {
        token: borrower.token,
        headers: { 'idempotency-key': key },
        body: { loanId: current.id },
      });
    const asked = await ask(randomUUID());
    expectAnswer(routes.requestSettlement, asked);
    expect(json(asked).responseData).toMatchObject({ status: 'open', quotedSettlement: current.settlement });
    const withdraw = () =>
      call('gateway', 'POST', '/api/LoanTransaction/settlement_request/withdraw', {
        token: borrower.token,
        headers: { 'idempotency-key': randomUUID() },
        body: { loanId: current.id },
      });
    const withdrawn = await withdraw();
    expectAnswer(routes.withdrawSettlement, withdrawn);
    expect(json(withdrawn).responseData).toMatchObject({ status: 'withdrawn' });
    expectAnswer(routes.withdrawSettlement, await withdraw());
    expectAnswer(routes.requestSettlement, await ask(randomUUID()));
    const again = await ask(randomUUID());
    expectAnswer(routes.requestSettlement, again, 409);
    expect(json(again).error).toBe('settlement_pending');

    const record = (amountPaid: number) =>
      call('gateway', 'POST', `/api/Lender/loans/${current.id}/settlement`, {
        token: staff,
        headers: { 'idempotency-key': randomUUID() },
        body: { amountPaid, paidOn: today, reference: `CONTRACT-SETTLE-${randomUUID().slice(0, 8)}` },
      });
    // Statements: the borrower's of their own loan, the lender's of a loan it holds, in both forms.
    const statement = async (route: RouteContract, path: string, token: string, format: string) => {
      const answer = await call('gateway', 'GET', `${path}?format=${format}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(
        format === 'pdf' ? /^application\/pdf/ : /^text\/csv/,
      );
      expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; .*\\.${format}"$`));
      expect(String(answer.body)).toMatch(format === 'pdf' ? /^%PDF-/ : /^Lendbridge loan statement/);
      markAnswered(route);
    };
    for (const format of ['pdf', 'csv']) {
      await statement(
        routes.loanStatement,
        `/api/LoanTransaction/loans/${current.id}/statement`,
        borrower.token,
        format,
      );
      await statement(routes.lenderLoanStatement, `/api/Lender/loans/${current.id}/statement`, staff, format);
    }
    const refused = await call(
      'gateway',
      'GET',
      `/api/LoanTransaction/loans/${current.id}/statement?format=pdf`,
      {
        token: session.token,
      },
    );
    expectAnswer(routes.loanStatement, refused, 404);

    expectAnswer(routes.lenderRecordSettlement, await record(current.settlement.amount + 1), 400);
    const settled = await record(current.settlement.amount);
    expectAnswer(routes.lenderRecordSettlement, settled);
    expect(json(settled).responseData).toMatchObject({ status: 'repaid' });
  });
});

describe('messages and referrals', () => {
  it('takes a contact message, a partnership enquiry and feedback', async () => {
    const contact = await call('gateway', 'POST', '/api/Contact', {
      body: {
        name: 'Contract Suite',
        email: 'suite@example.com',
        subject: 'Hello',
        message: 'A test message.',
      },
    });
    expectAnswer(routes.contact, contact);
    expect(json(contact).message).toBe('Message submitted successfully');
    const partnership = await call('gateway', 'POST', '/api/Partner/create', {
      body: {
        organization: 'Suite Lending Ltd',
        contactName: 'Contract Suite',
        email: 'suite@example.com',
        phone: '+2348000000000',
        partnershipKind: 'lender',
        message: 'We would like to list our loans.',
      },
    });
    expectAnswer(routes.createPartnership, partnership);
    expect(json(partnership).message).toBe('Thank you, message sent successfully');
    expectAnswer(
      routes.createFeedback,
      await call('gateway', 'POST', '/api/Feedback/create', { body: { comment: 'Clear and quick.' } }),
    );
  });

  it('invites a friend and lists the invitations', async () => {
    const profile = json(
      await call('gateway', 'GET', `/api/User/GetUserByEmail/${encodeURIComponent(DEMO.email)}`, {
        token: session.token,
      }),
    ).responseData as { firstName: string; lastName: string };
    const referred = await call('gateway', 'POST', '/api/Refer/create', {
      token: session.token,
      body: {
        referralDetails: {
          message: 'Lendbridge compares lenders in plain numbers.',
          userName: `${profile.firstName} ${profile.lastName}`,
          userEmail: DEMO.email,
          friends: [`friend-${randomUUID()}@example.com`],
        },
      },
    });
    expectAnswer(routes.createReferral, referred);
    expect(json(referred).responseData).toEqual({ invited: 1 });
    expectAnswer(routes.referrals, await call('gateway', 'GET', '/api/Refer', { token: session.token }));
  });
});

describe('console', () => {
  const ADMIN = { email: 'admin@lendbridge.example', password: 'Lendbridge-admin-2026' };
  const HR = { email: 'hr@zenithtech.example', password: 'Lendbridge-hr-2026' };
  const HEADER = 'staff_number,full_name,monthly_net_pay,contact_email,left';
  let admin: string;
  let hr: string;
  let zenithId: number;
  const write = (key = randomUUID()) => ({ 'idempotency-key': key });

  beforeAll(async () => {
    const adminLogin = await call('gateway', 'POST', '/api/Console/login', { body: ADMIN });
    expectAnswer(routes.consoleLogin, adminLogin);
    admin = (json(adminLogin).responseData as { token: string }).token;
    const hrLogin = await call('gateway', 'POST', '/api/Console/login', { body: HR });
    expectAnswer(routes.consoleLogin, hrLogin);
    const hrSession = json(hrLogin).responseData as {
      token: string;
      organization: { id: number; code: string };
    };
    expect(hrSession.organization.code).toBe('ZENITHTECH');
    hr = hrSession.token;
    zenithId = hrSession.organization.id;
  });

  it('refuses a borrower at the console login and tells an organisation administrator who they are', async () => {
    expectAnswer(
      routes.consoleLogin,
      await call('gateway', 'POST', '/api/Console/login', { body: DEMO }),
      403,
    );
    const me = await call('gateway', 'GET', '/api/Console/me', { token: hr });
    expectAnswer(routes.consoleProfile, me);
    expect(json(me).responseData.roleId).toBe(4);
  });

  it('lets an admin add and edit an organisation, and its administrator see only their own', async () => {
    const code = `C${randomUUID().slice(0, 8)}`.toUpperCase();
    const body = {
      code,
      name: `Contract Suite ${code}`,
      kind: 'school',
      status: true,
      payrollContactName: 'Bursary',
      payrollContactEmail: 'bursary@example.com',
    };
    const created = await call('gateway', 'POST', '/api/Console/organizations', {
      token: admin,
      body,
      headers: write(),
    });
    expectAnswer(routes.consoleCreateOrganization, created);
    const id = json(created).responseData.id as number;
    const edited = await call('gateway', 'PUT', `/api/Console/organizations/${id}`, {
      token: admin,
      body: { ...body, status: false },
      headers: write(),
    });
    expectAnswer(routes.consoleUpdateOrganization, edited);
    expect(json(edited).responseData.status).toBe(false);
    expectAnswer(
      routes.consoleUpdateOrganization,
      await call('gateway', 'PUT', `/api/Console/organizations/${id}`, { token: hr, body, headers: write() }),
      403,
    );
    const all = await call('gateway', 'GET', '/api/Console/organizations', { token: admin });
    expectAnswer(routes.consoleOrganizations, all);
    const mine = await call('gateway', 'GET', '/api/Console/organizations', { token: hr });
    expect((json(mine).responseData.items as unknown[]).length).toBe(1);
    expectAnswer(
      routes.consoleOrganization,
      await call('gateway', 'GET', `/api/Console/organizations/${id}`, { token: hr }),
      404,
    );
    expectAnswer(
      routes.consoleOrganization,
      await call('gateway', 'GET', `/api/Console/organizations/${zenithId}`, { token: hr }),
    );
  });

  it('previews, applies and exports a roster', async () => {
    const staffNumber = `ZT-C${randomUUID().slice(0, 6)}`;
    const csv = `${HEADER}\r\n${staffNumber},Contract Person,"250,000.00",contract.person@example.com,no\r\n`;
    const file = { fileName: 'roster.csv', csv };
    const preview = await call('gateway', 'POST', `/api/Console/organizations/${zenithId}/roster/preview`, {
      token: hr,
      body: file,
    });
    expectAnswer(routes.consolePreviewRoster, preview);
    expect(json(preview).responseData.totals).toMatchObject({ rows: 1, new: 1 });
    const applied = await call('gateway', 'POST', `/api/Console/organizations/${zenithId}/roster/apply`, {
      token: hr,
      body: file,
      headers: write(),
    });
    expectAnswer(routes.consoleApplyRoster, applied);
    expect(json(applied).responseData.uploadId).toEqual(expect.any(String));
    const bad = await call('gateway', 'POST', `/api/Console/organizations/${zenithId}/roster/apply`, {
      token: hr,
      body: { fileName: 'bad.csv', csv: `${HEADER}\r\nX-1,,lots,nobody,maybe\r\n` },
      headers: write(),
    });
    expectAnswer(routes.consoleApplyRoster, bad, 400);
    const exported = await call('gateway', 'GET', `/api/Console/organizations/${zenithId}/roster/export`, {
      token: hr,
    });
    expectAnswer(routes.consoleExportRoster, exported);
    const month = new Date().toISOString().slice(0, 7);
    const deductions = await call(
      'gateway',
      'GET',
      `/api/Console/organizations/${zenithId}/deductions?month=${month}`,
      {
        token: hr,
      },
    );
    expectAnswer(routes.consoleDeductionSchedule, deductions);
    expectAnswer(
      routes.consoleDeductionSchedule,
      await call('gateway', 'GET', `/api/Console/organizations/${zenithId}/deductions?month=May`, {
        token: hr,
      }),
      400,
    );
    expect(json(exported).responseData.csv).toContain(staffNumber);
  });

  it('lets an admin onboard a lender, invite its staff and deactivate an account', async () => {
    const suffix = randomUUID().slice(0, 8);
    const body = {
      name: `Contract Lender ${suffix}`,
      licence: 'CBN ML-0001',
      contactEmail: 'loans@contract-lender.example',
      contactPhone: '+234 1 555 0001',
      summary: '',
      website: '',
      isActive: true,
    };
    const created = await call('gateway', 'POST', '/api/Console/providers', {
      token: admin,
      body,
      headers: write(),
    });
    expectAnswer(routes.consoleCreateProvider, created);
    const id = json(created).responseData.id as number;
    expectAnswer(
      routes.consoleUpdateProvider,
      await call('gateway', 'PUT', `/api/Console/providers/${id}`, {
        token: admin,
        body: { ...body, licence: 'CBN ML-0002' },
        headers: write(),
      }),
    );
    expectAnswer(
      routes.consoleCreateProvider,
      await call('gateway', 'POST', '/api/Console/providers', { token: hr, body, headers: write() }),
      403,
    );
    expectAnswer(
      routes.consoleProviders,
      await call('gateway', 'GET', '/api/Console/providers', { token: admin }),
    );
    expectAnswer(
      routes.consoleProvider,
      await call('gateway', 'GET', `/api/Console/providers/${id}`, { token: admin }),
    );
    const invited = await call('gateway', 'POST', `/api/Console/providers/${id}/staff`, {
      token: admin,
      body: { email: `staff-${suffix}@contract-lender.example`, firstName: 'Ngozi', lastName: 'Eze' },
      headers: write(),
    });
    expectAnswer(routes.consoleInviteStaff, invited);
    expect(json(invited).responseData.state).toBe('invited');
    expectAnswer(
      routes.consoleInviteStaff,
      await call('gateway', 'POST', `/api/Console/providers/${id}/staff`, {
        token: admin,
        body: { email: ADMIN.email, firstName: 'Taken', lastName: 'Address' },
        headers: write(),
      }),
      409,
    );
    expectAnswer(
      routes.consoleProviderStaff,
      await call('gateway', 'GET', `/api/Console/providers/${id}/staff`, { token: admin }),
    );
    const deactivated = await call(
      'gateway',
      'PUT',
      `/api/Console/providers/${id}/staff/${json(invited).responseData.id as string}`,
      { token: admin, body: { active: false }, headers: write() },
    );
    expectAnswer(routes.consoleUpdateStaff, deactivated);
    expect(json(deactivated).responseData.state).toBe('deactivated');
    const unknownLink = await call('gateway', 'POST', '/api/Lender/invitation/accept', {
      body: {
        token: 'x'.repeat(43),
        password: 'a long enough passphrase',
        confirmPassword: 'a long enough passphrase',
      },
    });
    expectAnswer(routes.lenderAcceptInvitation, unknownLink, 400);
  });

  it('lets an admin read, mark and answer a message, and read the audit log', async () => {
    const subject = `Contract suite ${randomUUID().slice(0, 8)}`;
    await call('gateway', 'POST', '/api/Contact', {
      body: { name: 'Ada Obi', email: 'ada.contract@example.com', subject, message: 'A question.' },
    });
    const inbox = await call('gateway', 'GET', '/api/Console/messages?kind=contact&state=open&limit=5', {
      token: admin,
    });
    expectAnswer(routes.consoleMessages, inbox);
    const item = (json(inbox).responseData.items as Array<{ id: string; subject: string }>).find(
      (candidate) => candidate.subject === subject,
    )!;
    expectAnswer(
      routes.consoleMessages,
      await call('gateway', 'GET', '/api/Console/messages', { token: hr }),
      403,
    );
    expectAnswer(
      routes.consoleMessage,
      await call('gateway', 'GET', `/api/Console/messages/${item.id}`, { token: admin }),
    );
    const marked = await call('gateway', 'PUT', `/api/Console/messages/${item.id}/handled`, {
      token: admin,
      body: { handled: true },
      headers: write(),
    });
    expectAnswer(routes.consoleMarkMessage, marked);
    expect(json(marked).responseData.state).toBe('handled');
    const replied = await call('gateway', 'POST', `/api/Console/messages/${item.id}/reply`, {
      token: admin,
      body: { text: 'Thank you for writing.' },
      headers: write(),
    });
    expectAnswer(routes.consoleReplyToMessage, replied);
    expectAnswer(
      routes.consoleReplyToMessage,
      await call('gateway', 'POST', `/api/Console/messages/${item.id}/reply`, {
        token: admin,
        body: { text: ' ' },
        headers: write(),
      }),
      400,
    );
    const log = await call('gateway', 'GET', `/api/Console/audit?entity=message&record=${item.id}`, {
      token: admin,
    });
    expectAnswer(routes.consoleAuditLog, log);
    expect((json(log).responseData.items as Array<{ action: string }>).map((entry) => entry.action)).toEqual([
      'replied',
      'handled',
    ]);
  });

  it('lets an admin keep the FAQ, testimonials and loan types, and refuses an organisation administrator', async () => {
    const faqs = await call('gateway', 'GET', '/api/Console/faqs', { token: admin });
    expectAnswer(routes.consoleFaqs, faqs);
    expectAnswer(routes.consoleFaqs, await call('gateway', 'GET', '/api/Console/faqs', { token: hr }), 403);
    const faq = {
      question: `Contract suite question ${randomUUID().slice(0, 8)}?`,
      answer: 'An answer.',
      category: 'Testing',
      isApproved: false,
      sortOrder: 500,
    };
    const created = await call('gateway', 'POST', '/api/Console/faqs', {
      token: admin,
      body: faq,
      headers: write(),
    });
    expectAnswer(routes.consoleCreateFaq, created);
    const faqId = json(created).responseData.id as number;
    expectAnswer(
      routes.consoleUpdateFaq,
      await call('gateway', 'PUT', `/api/Console/faqs/${faqId}`, {
        token: admin,
        body: { ...faq, isApproved: true },
        headers: write(),
      }),
    );
    expectAnswer(
      routes.consoleDeleteFaq,
      await call('gateway', 'DELETE', `/api/Console/faqs/${faqId}`, { token: admin, headers: write() }),
    );
    expectAnswer(
      routes.consoleDeleteFaq,
      await call('gateway', 'DELETE', `/api/Console/faqs/${faqId}`, { token: admin, headers: write() }),
      404,
    );
    const testimonials = await call('gateway', 'GET', '/api/Console/testimonials', { token: admin });
    expectAnswer(routes.consoleTestimonials, testimonials);
    const testimonial = (
      json(testimonials).responseData.items as Array<{ id: number; isPublished: boolean }>
    )[0]!;
    expectAnswer(
      routes.consoleUpdateTestimonial,
      await call('gateway', 'PUT', `/api/Console/testimonials/${testimonial.id}`, {
        token: admin,
        body: { isPublished: testimonial.isPublished },
        headers: write(),
      }),
    );
    expectAnswer(
      routes.consoleLoanTypes,
      await call('gateway', 'GET', '/api/Console/loan-types', { token: admin }),
    );
    const loanType = {
      code: `contract-${randomUUID().slice(0, 8)}`,
      name: 'Contract suite loan',
      description: 'Added by the contract suite.',
      isActive: false,
    };
    const added = await call('gateway', 'POST', '/api/Console/loan-types', {
      token: admin,
      body: loanType,
      headers: write(),
    });
    expectAnswer(routes.consoleCreateLoanType, added);
    expectAnswer(
      routes.consoleUpdateLoanType,
      await call('gateway', 'PUT', `/api/Console/loan-types/${json(added).responseData.id as number}`, {
        token: admin,
        body: { ...loanType, name: 'Contract suite loan (renamed)' },
        headers: write(),
      }),
    );
  });

  it('lets an admin keep institutions and scholarships through the institutions service', async () => {
    const slug = `contract-${randomUUID().slice(0, 8)}`;
    const institution = {
      slug,
      name: `Contract Suite College ${slug}`,
      otherNames: ['CSC'],
      location: 'Lagos',
      description: 'Added by the contract suite.',
      website: '',
      organizationCode: '',
      isPartner: false,
      isActive: true,
    };
    const created = await call('gateway', 'POST', '/api/Console/institutions', {
      token: admin,
      body: institution,
    });
    expectAnswer(routes.consoleCreateInstitution, created);
    const id = json(created).responseData.id as number;
    expectAnswer(
      routes.consoleCreateInstitution,
      await call('gateway', 'POST', '/api/Console/institutions', { token: admin, body: institution }),
      409,
    );
    expectAnswer(
      routes.consoleUpdateInstitution,
      await call('gateway', 'PUT', `/api/Console/institutions/${id}`, {
        token: admin,
        body: { ...institution, otherNames: ['CSC', 'Contract College'] },
      }),
    );
    const scholarship = {
      title: 'Contract Suite Award',
      amount: 10_000_000,
      currency: 'NGN',
      deadline: '2099-01-31',
      level: 'Undergraduate',
      fieldOfStudy: 'Testing',
      eligibilitySummary: 'Anyone.',
      howToApply: 'Ask.',
      isActive: true,
    };
    const awarded = await call('gateway', 'POST', `/api/Console/institutions/${id}/scholarships`, {
      token: admin,
      body: scholarship,
    });
    expectAnswer(routes.consoleCreateScholarship, awarded);
    const scholarshipId = json(awarded).responseData.id as number;
    expectAnswer(
      routes.consoleUpdateScholarship,
      await call('gateway', 'PUT', `/api/Console/scholarships/${scholarshipId}`, {
        token: admin,
        body: { ...scholarship, amount: 12_000_000 },
      }),
    );
    const closed = await call('gateway', 'POST', `/api/Console/scholarships/${scholarshipId}/close`, {
      token: admin,
    });
    expectAnswer(routes.consoleCloseScholarship, closed);
    expect(String(json(closed).responseData.deadline) < new Date().toISOString().slice(0, 10)).toBe(true);
    const all = await call('gateway', 'GET', '/api/Console/institutions', { token: admin });
    expectAnswer(routes.consoleInstitutions, all);
    expect(JSON.stringify(json(all).responseData)).toContain('Contract College');
  });
});

describe('coverage', () => {
  // Runs last: the cases above mark each route they answered.
  it('has a case for every route of the contract', () => {
    expect(unanswered(routes)).toEqual([]);
  });
});
