import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { institutions, loanTypes, organizations } from '../../server/src/seed/data';
import { holdScripts } from './hold-scripts';
import { GATEWAY_URL } from './console';
import { ADMIN, KOBO_STAFF, logInToWorkspace } from './lender';
import { allRoutes } from './routes';
import { DEMO, identityCodeFor, identityCodesSentTo, logIn } from './support';

/*
 * docs/front-end.md#forms-in-the-before-hydration-registry: what a person types, picks or ticks
 * before a page's scripts have run is still there once they have, and is what the form sends.
 *
 * REGISTRY names every form (and every field outside a form) of every route, with how a person
 * fills it. A form in the pre-rendered HTML ('build') is filled while the page's scripts are held,
 * then the scripts are let through; a form the scripts draw ('browser': behind a login, or a
 * wizard's later step) must not be in the held page, and is filled as soon as it appears. Either
 * way its values are read, the page is left to settle (hydration, its data, its late chunks), and
 * any value changed or lost fails the test. A form found on a page without a case fails it too,
 * also one behind a button no case presses, and so does a form on a built page with no entry.
 */

type Account = { email: string; password: string };
type Who = 'visitor' | 'borrower' | 'lender' | 'console';

interface Submit {
  button: string | RegExp;
  request: RegExp;
  sent: (request: Request) => void | Promise<void>;
  /**
   * The request is stopped in the browser and never reaches the gateway: sending it would change
   * records other tests rely on, or that this test needs on its next run (`npm run flake-hunt`
   * repeats it on one database). What the form sent is checked all the same.
   */
  stopped?: boolean;
}

interface FormCase {
  /** The form's accessible name, or `field: <label>` for a field outside any form. */
  name: string;
  /** A search form's role is search; a dialog that is a form is a dialog. */
  role?: 'form' | 'search' | 'dialog';
  drawn: 'build' | 'browser';
  /**
   * The button that shows the form (a disclosure, or one that opens a dialog), in `within` (the
   * page's main region unless said). Every other such button on the page is pressed too, and a
   * form it shows fails the test unless it has a case.
   */
  opener?: { button: string; within?: (page: Page) => Locator };
  /** What else a person does to show the form, when it is not on the page at first. */
  open?: (page: Page) => Promise<void>;
  /** Fills every field of the form as a person would. */
  fill: (form: Locator, page: Page) => Promise<void>;
  /** Sends the form and checks that what was typed is what it sent. */
  submit?: Submit;
  /** For a form that sends nothing: what the page shows of what was typed, once it has settled. */
  shows?: (page: Page) => Promise<void>;
}

interface RouteCase {
  who: Who;
  /** Answers the route's address (with the record's id), logged in as `who`, when it needs one. */
  find?: (page: Page) => Promise<string>;
  forms: FormCase[];
}

const partner = institutions.find((institution) => institution.isActive && institution.isPartner)!;
const employer = organizations.find(
  (organization) => organization.kind === 'employer' && organization.status,
)!;

const bodyOf = (request: Request): unknown => request.postDataJSON();
const newCode = `E2E${Date.now().toString(36).toUpperCase()}`;
/** Two days ago (YYYY-MM-DD): never after the browser's today, wherever it is. */
const PAID_ON = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Picks the last option of a list, as a person picks one that is not the default. */
async function pickLast(list: Locator) {
  const options = await list.locator('option').allTextContents();
  await list.selectOption({ label: options.at(-1)! });
}

/** A Covenant University student no other browser test checks for, so the codes emailed are counted right. */
const STUDENT = {
  organization: 'Covenant University',
  regNo: 'CU/2022/0637',
  contact: 'ifeanyi.nnamdi@covenant.example',
};

/** The eligibility wizard's steps after the first, each drawn once the one before is done. */
const wizardSteps: FormCase[] = [
  {
    name: 'Confirm it is you',
    drawn: 'browser',
    open: async (page) => {
      const first = page.getByRole('form', { name: 'Where you work or study' });
      await first.getByLabel(/^Employer or school/).selectOption({ label: STUDENT.organization });
      await first.getByLabel(/^Staff or registration number/).fill(STUDENT.regNo);
      await first.getByRole('button', { name: 'Next: confirm it is you' }).click();
      const before = (await identityCodesSentTo(STUDENT.contact)).length;
      await page.getByRole('button', { name: 'Email me a code' }).click();
      codeSent = identityCodeFor(STUDENT.contact, before + 1);
    },
    fill: async (form) => form.getByLabel(/^Code from the email/).fill(await codeSent),
    submit: {
      button: 'Confirm the code',
      request: /\/api\/Identity\/verify_code$/,
      sent: async (request) =>
        expect(bodyOf(request)).toMatchObject({ regNo: STUDENT.regNo, code: await codeSent }),
    },
  },
  {
    // Drawn once the code is confirmed.
    name: 'Your loan',
    drawn: 'browser',
    fill: async (form) => {
      await pickLast(form.getByLabel(/^Kind of loan/));
      await form.getByLabel(/^Amount you want to borrow/).fill('150,000');
      await pickLast(form.getByLabel(/^Repayment period/));
    },
  },
  {
    name: 'Review your answers',
    drawn: 'browser',
    open: (page) => page.getByRole('button', { name: 'Next: review' }).click(),
    fill: (form) => form.getByLabel(/^Email address/).fill('ifeanyi@example.com'),
    submit: {
      button: 'Check my eligibility',
      request: /\/api\/Eligibility\/checkeligibility$/,
      sent: (request) =>
        expect(bodyOf(request)).toMatchObject({
          organizationName: STUDENT.organization,
          regNo: STUDENT.regNo,
          amount: 15_000_000,
          email: 'ifeanyi@example.com',
        }),
    },
  },
];
let codeSent: Promise<string> = Promise.resolve('');

/**
 * Seeded Kobo Credit borrowers (server/src/seed/data/loans.ts): Ifeoma Nwachukwu's loan being
 * repaid, Tolulope Bankole's awaiting payout (no other test touches it) and Kelechi Obi's renewal
 * request.
 */
const IFEOMA = 'Ifeoma Nwachukwu';
const TOLULOPE = 'Tolulope Bankole';
const KELECHI = 'Kelechi Obi';

/** The address of a borrower's loan page, from the workspace's list of loans. */
const loanPageOf = (borrower: string) => async (page: Page) => {
  await page.goto('/lender/loans');
  await page.getByPlaceholder('Search…').fill(borrower.split(' ').at(-1)!);
  return (await page.getByRole('link', { name: borrower }).getAttribute('href'))!;
};

/** A workspace payment form, shown by its button (sent to no gateway: the loans stay as seeded). */
const payment = (
  name: string,
  button: string,
  words: { amount: string; date: string; send: string; request: RegExp; amountField: string },
  within?: (page: Page) => Locator,
): FormCase => ({
  name,
  drawn: 'browser',
  opener: { button, ...(within ? { within } : {}) },
  fill: async (form) => {
    await form.getByLabel(new RegExp(`^${words.amount}`)).fill('12,500.50');
    await form.getByLabel(new RegExp(`^${words.date}`)).fill(PAID_ON);
    await form.getByLabel(/^Reference/).fill('SLOW-TRAIN-1');
  },
  submit: {
    button: words.send,
    request: words.request,
    stopped: true,
    sent: (request) =>
      expect(bodyOf(request)).toEqual({
        [words.amountField]: 1_250_050,
        paidOn: PAID_ON,
        reference: 'SLOW-TRAIN-1',
      }),
  },
});

/** What staff do with a loan being repaid: record a repayment, or an early settlement. */
const beingRepaid = (borrower: string): FormCase[] => [
  payment(`Record a repayment from ${borrower}`, 'Record a repayment', {
    amount: 'Amount received',
    date: 'Date received',
    send: 'Record repayment',
    request: /\/api\/Lender\/loans\/[^/]+\/repayments$/,
    amountField: 'amount',
  }),
  payment(`Record ${borrower}'s early settlement`, 'Record an early settlement', {
    amount: 'Amount received',
    date: 'Date received',
    send: 'Record settlement',
    request: /\/api\/Lender\/loans\/[^/]+\/settlement$/,
    amountField: 'amountPaid',
  }),
];

/** What staff do with a loan awaiting payout (its buttons `within` a card, or on its page). */
const awaitingPayout = (borrower: string, within?: (page: Page) => Locator): FormCase[] => [
  payment(
    `Record the payout of ${borrower}'s loan`,
    'Confirm and record payout',
    {
      amount: 'Amount paid',
      date: 'Date paid',
      send: 'Confirm payout',
      request: /\/api\/Lender\/loans\/[^/]+\/payout$/,
      amountField: 'amountPaid',
    },
    within,
  ),
  {
    name: `Cancel ${borrower}'s loan`,
    drawn: 'browser',
    opener: { button: 'Cancel the loan', ...(within ? { within } : {}) },
    fill: (form) =>
      form.getByLabel(/^Reason for cancelling/).fill('You asked us to stop: the fees were paid another way.'),
    submit: {
      button: 'Cancel this loan',
      request: /\/api\/Lender\/loans\/[^/]+\/cancel$/,
      stopped: true,
      sent: (request) =>
        expect(bodyOf(request)).toEqual({ reason: 'You asked us to stop: the fees were paid another way.' }),
    },
  },
];

/** The search box of a data grid's toolbar (the grid's code arrives after the page's). */
const gridSearch = (text: string): FormCase => ({
  name: 'field: Search…',
  drawn: 'browser',
  fill: (field) => field.fill(text),
});

/** A lender's terms for one loan type (sent to no gateway: other tests' offers use them). */
function terms(loanType: string): FormCase {
  // The organisation whose box was ticked or cleared, and how it was left.
  const toggled = { code: '', on: false };
  return {
    name: `Terms for ${loanType}`,
    drawn: 'browser',
    fill: async (form) => {
      const figures: Array<[RegExp, string]> = [
        [/^Smallest amount/, '60000'],
        [/^Largest amount/, '1500000'],
        [/^Shortest period/, '2'],
        [/^Longest period/, '18'],
        [/^Interest rate/, '23.5'],
        [/^Processing fee/, '1.5'],
        [/^Early-settlement fee/, '2'],
      ];
      for (const [label, value] of figures) await form.getByLabel(label).fill(value);
      const box = form.getByRole('checkbox').first();
      // Its id ends with the organisation's code (settings-editor.tsx).
      toggled.code = (await box.getAttribute('id'))!.split('-organization-')[1]!;
      toggled.on = !(await box.isChecked());
      await box.setChecked(toggled.on);
    },
    submit: {
      button: `Save ${loanType} terms`,
      request: /\/api\/Lender\/settings\/loan_types\/\d+$/,
      stopped: true,
      sent: (request) => {
        const body = bodyOf(request) as { organizationCodes: string[] };
        expect(body).toMatchObject({
          minAmount: 6_000_000,
          maxAmount: 150_000_000,
          minTenorMonths: 2,
          maxTenorMonths: 18,
          annualInterestRateBps: 2350,
          processingFeeBps: 150,
          earlySettlementFeeBps: 200,
        });
        expect(body.organizationCodes.includes(toggled.code)).toBe(toggled.on);
      },
    },
  };
}

/**
 * The footer's feedback form, on every public and dashboard page, drawn when asked for (sent on
 * /faq only: it has a rate limit).
 */
const feedback: FormCase = {
  name: 'Feedback',
  drawn: 'browser',
  opener: { button: 'Send us feedback', within: (page) => page.getByRole('contentinfo') },
  fill: (form) => form.getByLabel('Your feedback').fill('Typed once the form was asked for.'),
};
const feedbackSent: FormCase = {
  ...feedback,
  submit: {
    button: 'Send feedback',
    request: /\/api\/Feedback\/create$/,
    sent: (request) =>
      expect(bodyOf(request)).toMatchObject({ comment: 'Typed once the form was asked for.' }),
  },
};

/** A login form; the borrower's also asks whether the device is shared (kept on the device, not sent). */
const login = (name: string, account: Account, request: RegExp, sharedDevice = false): FormCase => ({
  name,
  drawn: 'build',
  fill: async (form) => {
    await form.getByLabel('Email address').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    if (sharedDevice) await form.getByRole('checkbox', { name: 'This is a shared device' }).check();
  },
  submit: {
    button: 'Log in',
    request,
    sent: (sent) => expect(bodyOf(sent)).toMatchObject(account),
  },
});

const REGISTRY: Record<string, RouteCase> = {
  '/faq': { who: 'visitor', forms: [feedbackSent] },
  '/contact': {
    who: 'visitor',
    forms: [
      {
        name: 'Send us a message',
        drawn: 'build',
        fill: async (form) => {
          await form.getByLabel(/^Your name/).fill('Ngozi Eze');
          await form.getByLabel(/^Email address/).fill('ngozi@example.com');
          await form.getByLabel(/^Subject/).fill('Payroll dates');
          await form.getByLabel(/^Message/).fill('When is the deduction made each month?');
        },
        submit: {
          button: 'Send message',
          request: /\/api\/Contact$/,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              name: 'Ngozi Eze',
              email: 'ngozi@example.com',
              subject: 'Payroll dates',
              message: 'When is the deduction made each month?',
            }),
        },
      },
      feedback,
    ],
  },
  '/partner-with-us': {
    who: 'visitor',
    forms: [
      {
        name: 'Tell us about your organization',
        drawn: 'build',
        fill: async (form) => {
          await form.getByLabel(/^Organization/).fill('Harbour Foods Ltd');
          await form.getByLabel(/^Contact name/).fill('Bisi Adeyemi');
          await form.getByLabel(/^Email address/).fill('hr@harbour.example');
          await form.getByLabel(/^Phone number/).fill('+234 803 555 0177');
          await pickLast(form.getByLabel(/^Kind of partnership/));
          await form.getByLabel(/^Message/).fill('Payroll loans for our 400 staff.');
        },
        submit: {
          button: 'Send enquiry',
          request: /\/api\/Partner\/create$/,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              organization: 'Harbour Foods Ltd',
              contactName: 'Bisi Adeyemi',
              email: 'hr@harbour.example',
              phone: '+234 803 555 0177',
              partnershipKind: 'other',
              message: 'Payroll loans for our 400 staff.',
            }),
        },
      },
      feedback,
    ],
  },
  '/eligibility-check': {
    who: 'visitor',
    forms: [
      {
        name: 'Where you work or study',
        drawn: 'build',
        fill: async (form) => {
          // The list is pre-rendered empty: its organisations come from the gateway.
          await form.getByLabel(/^Staff or registration number/).fill('ZT-0042');
        },
      },
      ...wizardSteps,
      {
        name: 'Estimate your monthly repayment',
        drawn: 'build',
        fill: async (form) => {
          await form.getByLabel(/^Amount for the estimate/).fill('250,000');
          await pickLast(form.getByLabel(/^Repayment period for the estimate/));
          await form.getByLabel(/^Interest rate/).fill('24.5');
        },
        shows: async (page) => {
          const estimate = page
            .getByRole('form', { name: 'Estimate your monthly repayment' })
            .locator('output');
          await expect(estimate).toContainText('for 60 months');
          await expect(estimate).toContainText('at 24.5% a year');
        },
      },
      // On the result, with the offers.
      { name: 'field: Sort offers by', drawn: 'browser', fill: pickLast },
      feedback,
    ],
  },
  '/partner': {
    who: 'visitor',
    forms: [
      {
        name: 'Partner institutions',
        role: 'search',
        drawn: 'build',
        fill: (form) =>
          form.getByRole('searchbox', { name: /search/i }).fill(partner.location.split(',')[0]!),
        shows: (page) =>
          expect(page.getByRole('main').getByRole('status')).toContainText(
            `match “${partner.location.split(',')[0]!}”`,
          ),
      },
      feedback,
    ],
  },
  '/scholarships': {
    who: 'visitor',
    forms: [
      {
        name: 'Scholarships',
        role: 'search',
        drawn: 'build',
        fill: async (form) => {
          await form.getByRole('searchbox', { name: /search/i }).fill('engineering');
        },
        // The search and the filters below are kept in the page's address, as they are applied.
        shows: (page) =>
          expect
            .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
            .toMatchObject({
              q: 'engineering',
              level: expect.any(String),
              field: expect.any(String),
              min: '100000',
              max: '900000',
              closed: 'show',
              sort: expect.any(String),
            }),
      },
      // The filters change the results at once, outside the search form.
      { name: 'field: Level', drawn: 'build', fill: pickLast },
      { name: 'field: Field of study', drawn: 'build', fill: pickLast },
      { name: 'field: At least (₦)', drawn: 'build', fill: (field) => field.fill('100000') },
      { name: 'field: At most (₦)', drawn: 'build', fill: (field) => field.fill('900000') },
      { name: 'field: Sort by', drawn: 'build', fill: pickLast },
      {
        name: 'field: Include scholarships whose deadline has passed',
        drawn: 'build',
        fill: (box) => box.check(),
      },
      feedback,
    ],
  },
  '/user/login': {
    who: 'visitor',
    forms: [login('Log in', DEMO, /\/api\/Account\/login$/, true), feedback],
  },
  '/user/register': {
    who: 'visitor',
    forms: [
      {
        name: 'Create your account',
        drawn: 'build',
        fill: async (form) => {
          await form.getByLabel('First name').fill('Chidinma');
          await form.getByLabel('Last name').fill('Okafor');
          await form.getByLabel('Email address').fill('e2e-before-hydration@example.com');
          await form.getByLabel('Phone number').fill('+234 803 555 0199');
          await form.getByLabel(/^Password/).fill('Harmattan-slow-train');
          await form.getByLabel('Confirm password').fill('Harmattan-slow-train');
          await form.getByRole('checkbox', { name: /privacy policy/ }).check();
        },
        submit: {
          button: 'Create account',
          request: /\/api\/Account\/Register$/,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              firstName: 'Chidinma',
              lastName: 'Okafor',
              email: 'e2e-before-hydration@example.com',
              password: 'Harmattan-slow-train',
            }),
        },
      },
      feedback,
    ],
  },
  '/user/forgot-password': {
    who: 'visitor',
    forms: [
      {
        name: 'Ask for a reset link',
        drawn: 'build',
        fill: (form) => form.getByLabel(/^Email address/).fill(DEMO.email),
        submit: {
          button: 'Send the reset link',
          request: /\/api\/Account\/ForgotPassword\?/,
          sent: (request) => expect(new URL(request.url()).searchParams.get('email')).toBe(DEMO.email),
        },
      },
      feedback,
    ],
  },
  '/user/reset-password?token=not-a-token-from-an-email': {
    who: 'visitor',
    forms: [
      {
        name: 'Choose a new password',
        drawn: 'build',
        fill: async (form) => {
          await form.getByLabel(/^New password/).fill('Harmattan-new-wind');
          await form.getByLabel(/^Confirm new password/).fill('Harmattan-new-wind');
        },
        submit: {
          button: 'Save the new password',
          request: /\/api\/Account\/ResetPassword$/,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              token: 'not-a-token-from-an-email',
              password: 'Harmattan-new-wind',
              confirmPassword: 'Harmattan-new-wind',
            }),
        },
      },
      feedback,
    ],
  },
  '/lender/login': {
    who: 'visitor',
    forms: [login('Log in to the lender workspace', KOBO_STAFF, /\/api\/Lender\/login$/)],
  },
  '/admin/login': {
    who: 'visitor',
    forms: [login('Log in to the console', ADMIN, /\/api\/Console\/login$/)],
  },
  '/dashboard': {
    who: 'borrower',
    forms: [
      {
        name: 'Renew your loan',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel(/^New loan amount/).fill('900,000');
          await pickLast(form.getByLabel(/^Repayment period/));
          await form.getByLabel(/^Reason/).fill('School fees for two children.');
        },
        submit: {
          button: 'Request a renewal',
          request: /\/api\/LoanTransaction\/renew_loan_request$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              amount: 90_000_000,
              tenorMonths: 60,
              reason: 'School fees for two children.',
            }),
        },
      },
      { name: 'field: Sort offers by', drawn: 'browser', fill: pickLast },
      feedback,
    ],
  },
  '/application': {
    who: 'borrower',
    find: async (page) => {
      await page.goto('/dashboard');
      const offer = page
        .getByRole('main')
        .getByRole('link', { name: /^Accept the offer from / })
        .last();
      return (await offer.getAttribute('href'))!;
    },
    forms: [
      {
        name: 'Accept the offer',
        drawn: 'browser',
        fill: (form) =>
          form.getByRole('checkbox', { name: /^I agree that Lendbridge sends my application/ }).check(),
        submit: {
          button: 'Accept this offer',
          request: /\/api\/LoanTransaction\/accept_offer\/[^/]+$/,
          stopped: true,
          sent: (request) => expect(bodyOf(request)).toEqual({ consent: true }),
        },
      },
      feedback,
    ],
  },
  '/dashboard/profile': {
    who: 'borrower',
    forms: [
      {
        name: 'Your profile',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel(/^First name/).fill('Ada');
          await form.getByLabel(/^Last name/).fill('Nwosu');
          await form.getByLabel(/^Phone number/).fill('+234 803 555 0142');
        },
        submit: {
          button: 'Save changes',
          request: /\/api\/User\/Update$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({
              firstName: 'Ada',
              lastName: 'Nwosu',
              phone: '+234 803 555 0142',
            }),
        },
      },
      {
        name: 'Close your account?',
        role: 'dialog',
        drawn: 'browser',
        opener: { button: 'Close my account' },
        // Not the demo password: were the request ever let through, the account would stay open.
        fill: (form) => form.getByLabel(/^Password/).fill('Harmattan-not-my-password'),
        submit: {
          button: 'Close my account',
          request: /\/api\/User\/Close$/,
          stopped: true,
          sent: (request) => expect(bodyOf(request)).toEqual({ password: 'Harmattan-not-my-password' }),
        },
      },
      feedback,
    ],
  },
  '/dashboard/refer-a-friend': {
    who: 'borrower',
    // The feedback first: the invitations, once sent, lead to the dashboard.
    forms: [
      feedback,
      {
        name: 'Invite your friends',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel(/^Email of friend 1/).fill('tobi@example.com');
          await form.getByRole('button', { name: 'Add another friend' }).click();
          await form.getByLabel(/^Email of friend 2/).fill('funke@example.com');
          await form.getByLabel(/^Message to your friends/).fill('It took me five minutes.');
        },
        submit: {
          button: /^Send/,
          request: /\/api\/Refer\/create$/,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              referralDetails: {
                friends: ['tobi@example.com', 'funke@example.com'],
                message: 'It took me five minutes.',
              },
            }),
        },
      },
    ],
  },
  '/lender': {
    who: 'lender',
    forms: awaitingPayout(TOLULOPE, (page) =>
      page.getByRole('article', { name: new RegExp(`^${TOLULOPE}: `) }),
    ),
  },
  '/lender/loan?id=<a loan awaiting payout>': {
    who: 'lender',
    find: loanPageOf(TOLULOPE),
    forms: awaitingPayout(TOLULOPE),
  },
  '/lender/loan?id=<a loan being repaid>': {
    who: 'lender',
    find: loanPageOf(IFEOMA),
    forms: beingRepaid(IFEOMA),
  },
  '/lender/loans': { who: 'lender', forms: [gridSearch('Okafor')] },
  '/lender/repayments': {
    who: 'lender',
    forms: [
      {
        name: 'Upload a payroll remittance file',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel(/^Organisation that sent the file/).selectOption({ label: employer.name });
          await form.getByLabel('Remittance file (CSV)').setInputFiles({
            name: 'november.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from('staff_number\n'),
          });
        },
        submit: {
          button: 'Preview',
          request: /\/api\/Lender\/remittances\/preview$/,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({
              organizationCode: employer.code,
              fileName: 'november.csv',
              csv: 'staff_number\n',
            }),
        },
      },
    ],
  },
  '/lender/renewals': {
    who: 'lender',
    forms: [
      {
        // Approving asks for nothing but the press: declining is the renewal's one form.
        name: `Decline ${KELECHI}'s renewal`,
        drawn: 'browser',
        opener: {
          button: 'Decline',
          within: (page) => page.getByRole('article', { name: new RegExp(`^${KELECHI}: renew`) }),
        },
        fill: (form) =>
          form.getByLabel(/^Reason for declining/).fill('Your employer has not confirmed your post.'),
        submit: {
          button: 'Decline the renewal',
          request: /\/api\/Lender\/renewals\/[^/]+\/decline$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({ reason: 'Your employer has not confirmed your post.' }),
        },
      },
      // Picked last: it shows other requests than the pending ones above.
      { name: 'field: Show', drawn: 'browser', fill: pickLast },
    ],
  },
  '/lender/settings': { who: 'lender', forms: loanTypes.map(({ name }) => terms(name)) },
  '/admin': { who: 'console', forms: [gridSearch('Zenith')] },
  '/admin/organization': {
    who: 'console',
    find: async (page) => {
      await page.goto('/admin');
      return (await page.getByRole('link', { name: employer.name }).getAttribute('href'))!;
    },
    forms: [
      {
        name: 'Upload a roster file',
        drawn: 'browser',
        fill: (form) =>
          form.getByLabel('Roster file (CSV)').setInputFiles({
            name: 'roster.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from('staff_number\n'),
          }),
        submit: {
          button: 'Preview',
          request: /\/api\/Console\/organizations\/\d+\/roster\/preview$/,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({ fileName: 'roster.csv', csv: 'staff_number\n' }),
        },
      },
      {
        name: 'Choose the month',
        drawn: 'browser',
        fill: (form) => form.getByLabel(/^Month/).fill('2026-10'),
        submit: {
          button: 'Show the schedule',
          request: /\/api\/Console\/organizations\/\d+\/deductions\?/,
          sent: (request) => expect(new URL(request.url()).searchParams.get('month')).toBe('2026-10'),
        },
      },
      {
        // Sent to no gateway: other tests find the organisation by its name.
        name: 'Organisation details',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${employer.name} (renamed)`);
          await form.getByLabel('Code').fill(`${employer.code}-2`);
          await form.getByLabel('Kind').selectOption('school');
          await form.getByLabel('Payroll contact name').fill('Bisi Adeyemi');
          await form.getByLabel('Payroll contact email').fill('payroll@zenithtech.example');
          await form.getByRole('checkbox', { name: /^Active/ }).uncheck();
        },
        submit: {
          button: 'Save',
          request: /\/api\/Console\/organizations\/\d+$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({
              name: `${employer.name} (renamed)`,
              code: `${employer.code}-2`,
              kind: 'school',
              status: false,
              payrollContactName: 'Bisi Adeyemi',
              payrollContactEmail: 'payroll@zenithtech.example',
            }),
        },
      },
    ],
  },
  '/admin/new-organization': {
    who: 'console',
    forms: [
      {
        name: 'New organisation',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Harbour Foods ${newCode}`);
          await form.getByLabel('Code').fill(newCode);
          await form.getByLabel('Kind').selectOption('employer');
          await form.getByLabel('Payroll contact name').fill('Bisi Adeyemi');
          await form.getByLabel('Payroll contact email').fill('payroll@harbourfoods.example');
          await form.getByRole('checkbox', { name: /^Active/ }).uncheck();
        },
        submit: {
          button: 'Add the organisation',
          request: /\/api\/Console\/organizations$/,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              name: `Harbour Foods ${newCode}`,
              code: newCode,
              kind: 'employer',
              status: false,
              payrollContactName: 'Bisi Adeyemi',
              payrollContactEmail: 'payroll@harbourfoods.example',
            }),
        },
      },
    ],
  },
  '/admin/providers': { who: 'console', forms: [gridSearch('Kobo')] },
  // Sent to no gateway: a new lender would join the public list other tests read.
  '/admin/new-provider': {
    who: 'console',
    forms: [
      {
        name: 'New lender',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByRole('textbox', { name: /^Name/ }).fill(`Harbour Credit ${newCode}`);
          await form.getByLabel(/^Licence number/).fill('CBN ML-0420');
          await form.getByLabel(/^Contact email/).fill('loans@harbour-credit.example');
          await form.getByLabel(/^Contact phone/).fill('+234 1 555 7781');
          await form.getByRole('checkbox', { name: /^Active/ }).uncheck();
        },
        submit: {
          button: 'Add the lender',
          request: /\/api\/Console\/providers$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({
              name: `Harbour Credit ${newCode}`,
              licence: 'CBN ML-0420',
              contactEmail: 'loans@harbour-credit.example',
              contactPhone: '+234 1 555 7781',
              isActive: false,
            }),
        },
      },
    ],
  },
  // Sent to no gateway: Kobo Credit and its staff stay as seeded for the other tests.
  '/admin/provider': {
    who: 'console',
    find: async (page) => {
      await page.goto('/admin/providers');
      return (await page.getByRole('link', { name: 'Kobo Credit' }).getAttribute('href'))!;
    },
    forms: [
      {
        name: 'Invite a member of staff',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel(/^Email/).fill('new.staff@kobo-credit.example');
          await form.getByLabel(/^First name/).fill('Ngozi');
          await form.getByLabel(/^Last name/).fill('Eze');
        },
        submit: {
          button: 'Send the invitation',
          request: /\/api\/Console\/providers\/\d+\/staff$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({
              email: 'new.staff@kobo-credit.example',
              firstName: 'Ngozi',
              lastName: 'Eze',
            }),
        },
      },
      {
        name: 'Lender details',
        drawn: 'browser',
        fill: (form) => form.getByLabel(/^Contact phone/).fill('+234 1 555 0199'),
        submit: {
          button: 'Save',
          request: /\/api\/Console\/providers\/\d+$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toMatchObject({ name: 'Kobo Credit', contactPhone: '+234 1 555 0199' }),
        },
      },
    ],
  },
  '/admin/messages': {
    who: 'console',
    forms: [
      { name: 'field: Kind', drawn: 'browser', fill: pickLast },
      { name: 'field: State', drawn: 'browser', fill: pickLast },
    ],
  },
  '/admin/message': {
    who: 'console',
    find: async (page) => {
      // A message of its own, so there is one to open whatever else the database holds.
      const subject = `Registry ${newCode}`;
      await page.request.post(`${GATEWAY_URL}/api/Contact`, {
        data: { name: 'Ada Obi', email: 'ada@example.com', subject, message: 'A question.' },
      });
      await page.goto('/admin/messages');
      return (await page.getByRole('link', { name: subject }).getAttribute('href'))!;
    },
    forms: [
      {
        // Sent to no gateway: nobody is emailed.
        name: 'Reply by email',
        drawn: 'browser',
        fill: (form) =>
          form.getByRole('textbox', { name: /^Your reply/ }).fill('Thank you.\nWe will call you.'),
        submit: {
          button: 'Send the reply',
          request: /\/api\/Console\/messages\/[^/]+\/reply$/,
          stopped: true,
          sent: (request) => expect(bodyOf(request)).toEqual({ text: 'Thank you.\nWe will call you.' }),
        },
      },
    ],
  },
  '/admin/audit': {
    who: 'console',
    forms: [
      {
        name: 'Filter the audit log',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel('Person').fill(ADMIN.email);
          await form.getByLabel('Kind of record').selectOption('organization');
          await form.getByRole('textbox', { name: /^Record/ }).fill('1');
          await form.getByLabel('From (day)').fill('2026-01-01');
          await form.getByLabel('To (day, included)').fill('2026-12-31');
        },
        submit: {
          button: 'Apply the filters',
          request: /\/api\/Console\/audit\?/,
          sent: (request) => {
            const query = new URL(request.url()).searchParams;
            expect([query.get('actor'), query.get('entity'), query.get('record')]).toEqual([
              ADMIN.email,
              'organization',
              '1',
            ]);
            expect(query.get('from')).toBe(new Date(2026, 0, 1).toISOString());
            expect(query.get('to')).toBe(new Date(2027, 0, 1).toISOString());
          },
        },
      },
    ],
  },
  // Sent to no gateway: a second run would find the question, the code and the address taken.
  '/admin/content': {
    who: 'console',
    forms: [
      {
        name: 'Add a question',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel('Question').fill('Can I repay early?');
          await form.getByLabel('Answer').fill('Yes, at any time.');
          await form.getByLabel('Category').fill('Repayments');
          await form.getByLabel('Order').fill('7');
          await form.getByRole('checkbox', { name: /^Approved/ }).check();
        },
        submit: {
          button: 'Add the question',
          request: /\/api\/Console\/faqs$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({
              question: 'Can I repay early?',
              answer: 'Yes, at any time.',
              category: 'Repayments',
              isApproved: true,
              sortOrder: 7,
            }),
        },
      },
      {
        name: 'Add a loan type',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByLabel('Name').fill('Asset finance');
          await form.getByLabel('Code').fill('asset-finance');
          await form.getByLabel('Description').fill('For a laptop or a car.');
          await form.getByRole('checkbox', { name: /^Active/ }).uncheck();
        },
        submit: {
          button: 'Add the loan type',
          request: /\/api\/Console\/loan-types$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({
              code: 'asset-finance',
              name: 'Asset finance',
              description: 'For a laptop or a car.',
              isActive: false,
            }),
        },
      },
    ],
  },
  '/admin/institutions': {
    who: 'console',
    forms: [
      {
        name: 'Add an institution',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Federal Polytechnic Ilaro');
          await form.getByLabel('Other names').fill('FPI\nIlaro Poly');
          await form.getByLabel('Page address').fill('federal-polytechnic-ilaro');
          await form.getByLabel('Location').fill('Ilaro, Ogun');
          await form.getByLabel('Description').fill('A federal polytechnic.');
          await form.getByLabel('Website').fill('https://fpi.example');
          await form.getByLabel('Organisation code').fill('FPI');
          await form.getByRole('checkbox', { name: /^Partner/ }).check();
          await form.getByRole('checkbox', { name: /^Active/ }).uncheck();
        },
        submit: {
          button: 'Add the institution',
          request: /\/api\/Console\/institutions$/,
          stopped: true,
          sent: (request) =>
            expect(bodyOf(request)).toEqual({
              slug: 'federal-polytechnic-ilaro',
              name: 'Federal Polytechnic Ilaro',
              otherNames: ['FPI', 'Ilaro Poly'],
              location: 'Ilaro, Ogun',
              description: 'A federal polytechnic.',
              website: 'https://fpi.example',
              organizationCode: 'FPI',
              isPartner: true,
              isActive: false,
            }),
        },
      },
    ],
  },
};

const registered = (route: string) => Object.keys(REGISTRY).some((key) => key.split('?')[0] === route);

/** Whose page a route is: the dashboard's, the workspace's, the console's, or anyone's. */
const sideOf = (route: string): Who =>
  /^\/dashboard(\/|$)/.test(route)
    ? 'borrower'
    : /^\/lender(\/|$)/.test(route)
      ? 'lender'
      : /^\/admin(\/|$)/.test(route)
        ? 'console'
        : 'visitor';

/** Every page the build wrote (public/…/index.html, as `npm start` serves it), by its route. */
function builtRoutes(directory = 'public', route = ''): string[] {
  const entries = readdirSync(directory, { withFileTypes: true });
  return [
    ...(entries.some((entry) => entry.isFile() && entry.name === 'index.html') ? [route || '/'] : []),
    ...entries
      .filter((entry) => entry.isDirectory() && !['page-data', 'static'].includes(entry.name))
      .flatMap((entry) => builtRoutes(join(directory, entry.name), `${route}/${entry.name}`)),
  ];
}

/** Logs `who` in, with the page's scripts running, before the route is opened with them held. */
async function logInAs(page: Page, who: Who) {
  if (who === 'borrower') {
    await page.goto('/user/login');
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  } else if (who !== 'visitor') {
    await page.goto(who === 'lender' ? '/lender/login' : '/admin/login');
    await logInToWorkspace(page, who === 'lender' ? KOBO_STAFF : ADMIN);
    await expect(page).toHaveURL(who === 'lender' ? /\/lender$/ : /\/admin$/);
  }
}

/** The forms on the page by name, and each field outside a form as `field: <label>`. */
function formsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = (element: Element | null | undefined) =>
      (element?.textContent ?? '').replace(/[\s*\u2009]+$/, '').trim();
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => text(document.getElementById(id)))
        .join(' ')
        .trim();
    const forms = [...document.querySelectorAll('form')].map(
      (form) => nameOf(form) || '(a form without a name)',
    );
    const loose = [
      ...document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea'),
    ]
      .filter((field) => !field.closest('form') && !field.closest('[aria-hidden=true]'))
      .map((field) => `field: ${text(field.labels?.[0]) || nameOf(field) || field.placeholder || field.id}`);
    return [...forms, ...loose];
  });
}

/** Fails naming any form on the page that has no case for this route. */
async function expectKnownForms(page: Page, cases: FormCase[]) {
  const known = new Set(cases.map((form) => form.name));
  const unknown = (await formsOn(page)).filter((name) => !known.has(name));
  expect(unknown, `forms on ${page.url()} without a case in REGISTRY`).toEqual([]);
}

/**
 * The buttons that show more of the page: the product's disclosures (aria-expanded) and the
 * buttons that open a dialog. Not a data grid's own menus and panels, drawn by its code alone.
 */
const OPENERS = 'button[aria-expanded="false"]:not([aria-haspopup]), button[aria-haspopup="dialog"]';

/** Closes an open dialog, and waits until the page under it is back. */
async function closeDialog(page: Page) {
  if ((await page.getByRole('dialog').count()) === 0) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
}

/**
 * Presses, one at a time, each button in the page's main region that shows more of the page and
 * that no case presses, and fails naming any form it shows without a case.
 */
async function expectNothingBehindButtons(page: Page, cases: FormCase[]) {
  await closeDialog(page);
  const pressed = new Set(cases.map((form) => form.opener?.button));
  const main = page.getByRole('main');
  const openers = await main.locator(OPENERS).evaluateAll((buttons) =>
    buttons
      .filter((button) => !button.closest('[role=grid], [role=toolbar]'))
      .map((button) => ({
        name: button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '',
        dialog: button.getAttribute('aria-haspopup') === 'dialog',
      })),
  );
  const unpressed = new Map(
    openers.filter(({ name }) => !pressed.has(name)).map(({ name, dialog }) => [name, dialog]),
  );
  for (const [name, dialog] of unpressed) {
    const button = main.getByRole('button', { name, exact: true }).first();
    await button.click();
    if (dialog) await expect(page.getByRole('dialog')).toBeVisible();
    else await expect(button).toHaveAttribute('aria-expanded', 'true');
    await settled(page);
    await expectKnownForms(page, cases);
    if (dialog) await closeDialog(page);
    else await button.click();
  }
}

function scopeOf(page: Page, form: FormCase): Locator {
  if (!form.name.startsWith('field: '))
    return page.getByRole(form.role ?? 'form', { name: form.name, exact: true });
  const label = form.name.slice('field: '.length);
  // A data grid's search box is named by its placeholder only.
  return page.getByLabel(label, { exact: true }).or(page.getByPlaceholder(label, { exact: true }));
}

/** Each field of the form (or the one field) by id: its text, its option, its tick or its file. */
function valuesIn(scope: Locator): Promise<Record<string, string>> {
  return scope
    .locator('xpath=self::input|self::select|self::textarea|.//input|.//select|.//textarea')
    .evaluateAll((fields) =>
      Object.fromEntries(
        fields
          // Not MUI's aria-hidden copy of a text area that measures its height.
          .filter(
            (field) => (field as HTMLInputElement).type !== 'hidden' && !field.closest('[aria-hidden=true]'),
          )
          .map((element, index) => {
            const field = element as HTMLInputElement;
            const value =
              field.type === 'checkbox' || field.type === 'radio'
                ? String(field.checked)
                : field.type === 'file'
                  ? [...(field.files ?? [])].map((file) => file.name).join(', ')
                  : field.value;
            return [field.id || field.name || String(index), value];
          }),
      ),
    );
}

/** Waits until the page has hydrated, drawn what it read from the gateway, and the browser is idle. */
async function settled(page: Page) {
  await page.waitForFunction(() => (window as { ___earlyPresses?: unknown }).___earlyPresses === undefined);
  await expect(page.getByText(/^(Loading|Checking your session)/)).toHaveCount(0);
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
  }
}

/** The values as they were typed, against the same fields now. */
async function expectKept(page: Page, form: FormCase, typed: Record<string, string>) {
  const now = await valuesIn(scopeOf(page, form));
  const same = Object.fromEntries(Object.keys(typed).map((id) => [id, now[id]]));
  expect(same, `${form.name}: what was typed, once the page has settled`).toEqual(typed);
}

async function open(page: Page, form: FormCase) {
  if (form.opener) {
    // As a person would: a dialog left open by the case before is closed first.
    await closeDialog(page);
    const { button, within = (where: Page) => where.getByRole('main') } = form.opener;
    await within(page).getByRole('button', { name: button, exact: true }).click();
  }
  await form.open?.(page);
}

async function submit(page: Page, form: FormCase) {
  if (!form.submit) return;
  const { button, request, sent, stopped = false } = form.submit;
  // A stopped form's write, not a read of the same address.
  const isSent = (candidate: Request) =>
    request.test(candidate.url()) && (!stopped || candidate.method() !== 'GET');
  let stop = Promise.resolve();
  if (stopped) {
    let done!: () => void;
    stop = new Promise((resolve) => (done = resolve));
    // Left in place to the end of the test: a route removed as soon as the request is seen can
    // let the request leave before its handler has stopped it.
    await page.route(request, async (route) => {
      if (!isSent(route.request())) return route.fallback();
      await route.abort();
      done();
    });
  }
  const requested = page.waitForRequest(isSent);
  await scopeOf(page, form).getByRole('button', { name: button }).click();
  await sent(await requested);
  await stop;
}

/** The route's address, with the record's id when it needs one. */
const addressOf = async (page: Page, route: string, find: RouteCase['find']) =>
  find ? await find(page) : route;

const drawnBy = (drawn: FormCase['drawn'], forms: FormCase[]) => forms.filter((form) => form.drawn === drawn);

test.use({ serviceWorkers: 'block' });

for (const [route, { who, find, forms }] of Object.entries(REGISTRY)) {
  test(`forms on ${route} keep what was typed before the scripts ran`, async ({ page }) => {
    // A login, a held page left to settle, then each form the scripts draw, filled and sent: on
    // two busy cores, each of these is seconds.
    test.setTimeout(45_000 + 10_000 * drawnBy('browser', forms).length);
    await logInAs(page, who);
    const address = await addressOf(page, route, find);
    const release = await holdScripts(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const typed = new Map<FormCase, Record<string, string>>();
    for (const form of drawnBy('browser', forms)) {
      await expect(scopeOf(page, form), `${form.name} is drawn by the scripts`).toHaveCount(0);
    }
    for (const form of drawnBy('build', forms)) {
      const scope = scopeOf(page, form);
      await form.fill(scope, page);
      typed.set(form, await valuesIn(scope));
    }
    await expectKnownForms(page, forms);

    await release();
    await settled(page);
    for (const [form, values] of typed) await expectKept(page, form, values);
    await expectKnownForms(page, forms);

    // Each is sent once checked: the button of the next may put it away.
    for (const form of drawnBy('browser', forms)) {
      await open(page, form);
      const scope = scopeOf(page, form);
      await expect(scope).toBeVisible();
      await form.fill(scope, page);
      const values = await valuesIn(scope);
      await settled(page);
      await expectKept(page, form, values);
      await expectKnownForms(page, forms);
      await submit(page, form);
    }

    await expectNothingBehindButtons(page, forms);
    for (const form of forms) await form.shows?.(page);
    // The pre-rendered forms last: logging in, say, leaves the page.
    for (const form of drawnBy('build', forms).reverse()) await submit(page, form);
  });
}

test('every other page the build wrote has no form but the footer’s feedback form', async ({ page }) => {
  const routes = builtRoutes();
  // Read from the build served, which holds at least every page the product names.
  expect(routes).toEqual(expect.arrayContaining(allRoutes));
  const others = routes.filter((route) => !registered(route));
  test.setTimeout(others.length * 5_000 + 30_000);
  // Anyone's pages first, then each side's, logged in once.
  for (const who of ['visitor', 'borrower', 'lender', 'console'] as const) {
    await expectNoOtherForm(
      page,
      who,
      others.filter((route) => sideOf(route) === who),
    );
  }
});

/** Logged in as `who`, each of `pages` has no form but the footer's (the workspace and the console have none). */
async function expectNoOtherForm(page: Page, who: Who, pages: string[]) {
  if (pages.length === 0) return;
  await logInAs(page, who);
  const known = who === 'lender' || who === 'console' ? [] : [feedback];
  for (const route of pages) {
    await page.goto(route);
    await settled(page);
    await expectKnownForms(page, known);
    await expectNothingBehindButtons(page, known);
  }
}
