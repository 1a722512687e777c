import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { institutions, loanTypes, organizations } from '../../server/src/seed/data';
import { holdScripts } from './hold-scripts';
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
 * any value changed or lost fails the test. A form found on a page without a case fails it too.
 */

type Account = { email: string; password: string };
type Who = 'visitor' | 'borrower' | 'lender' | 'console';

interface FormCase {
  /** The form's accessible name, or `field: <label>` for a field outside any form. */
  name: string;
  /** A search form's role is search. */
  role?: 'form' | 'search';
  drawn: 'build' | 'browser';
  /** What a person does to show the form, when it is not on the page at first. */
  open?: (page: Page) => Promise<void>;
  /** Fills every field of the form as a person would. */
  fill: (form: Locator, page: Page) => Promise<void>;
  /** Sends the form and checks that what was typed is what reached the gateway. */
  submit?: { button: string | RegExp; request: RegExp; sent: (request: Request) => void };
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
  },
  {
    name: 'Your loan',
    drawn: 'browser',
    open: (page) => page.getByRole('button', { name: 'Confirm the code' }).click(),
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
  },
];
let codeSent: Promise<string> = Promise.resolve('');

/** Ifeoma Nwachukwu's seeded Kobo Credit loan (being repaid) and Kelechi Obi's renewal request. */
const IFEOMA = 'Ifeoma Nwachukwu';
const KELECHI = 'Kelechi Obi';

/** A workspace payment form, opened by its button on the loan page (filled, never sent). */
const payment = (name: string, button: string): FormCase => ({
  name,
  drawn: 'browser',
  open: (page) => page.getByRole('main').getByRole('button', { name: button, exact: true }).click(),
  fill: async (form) => {
    await form.getByLabel(/^Amount received/).fill('12,500.50');
    await form.getByLabel(/^Date received/).fill('2026-11-02');
    await form.getByLabel(/^Reference/).fill('SLOW-TRAIN-1');
  },
});

/** The search box of a data grid's toolbar (the grid's code arrives after the page's). */
const gridSearch = (text: string): FormCase => ({
  name: 'field: Search…',
  drawn: 'browser',
  fill: (field) => field.fill(text),
});

/** A lender's terms for one loan type (filled, never saved: other tests' offers use them). */
const terms = (loanType: string): FormCase => ({
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
    await box.setChecked(!(await box.isChecked()));
  },
});

/** The footer's feedback form, on every public and dashboard page (sent on /faq only: it has a rate limit). */
const feedback: FormCase = {
  name: 'Feedback',
  drawn: 'build',
  fill: (form) => form.getByLabel('Your feedback').fill('Typed before the page had loaded.'),
};
const feedbackSent: FormCase = {
  ...feedback,
  submit: {
    button: 'Send feedback',
    request: /\/api\/Feedback\/create$/,
    sent: (request) =>
      expect(bodyOf(request)).toMatchObject({ comment: 'Typed before the page had loaded.' }),
  },
};

const login = (name: string, account: Account, request: RegExp): FormCase => ({
  name,
  drawn: 'build',
  fill: async (form) => {
    await form.getByLabel('Email address').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
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
          for (const field of await form.getByRole('textbox').all()) {
            const label = (await field.getAttribute('type')) === 'email' ? 'hr@harbour.example' : 'Harbour 7';
            await field.fill(label);
          }
          await pickLast(form.getByLabel(/^Kind of partnership/));
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
        },
      },
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
  '/user/login': { who: 'visitor', forms: [login('Log in', DEMO, /\/api\/Account\/login$/), feedback] },
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
          await form.getByLabel(/^First name/).fill('Adaeze');
          await form.getByLabel(/^Last name/).fill('Nwosu');
          await form.getByLabel(/^Phone number/).fill('+234 803 555 0142');
        },
      },
      feedback,
    ],
  },
  '/dashboard/refer-a-friend': {
    who: 'borrower',
    forms: [
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
      feedback,
    ],
  },
  '/lender': { who: 'lender', forms: [] },
  '/lender/loan': {
    who: 'lender',
    find: async (page) => {
      await page.goto('/lender/loans');
      await page.getByPlaceholder('Search…').fill('Nwachukwu');
      const link = page.getByRole('link', { name: IFEOMA });
      return (await link.getAttribute('href'))!;
    },
    forms: [
      payment(`Record a repayment from ${IFEOMA}`, 'Record a repayment'),
      payment(`Record ${IFEOMA}'s early settlement`, 'Record an early settlement'),
    ],
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
      },
    ],
  },
  '/lender/renewals': {
    who: 'lender',
    forms: [
      {
        name: `Decline ${KELECHI}'s renewal`,
        drawn: 'browser',
        open: (page) =>
          page
            .getByRole('article', { name: new RegExp(`^${KELECHI}: renew`) })
            .getByRole('button', { name: 'Decline' })
            .click(),
        fill: (form) =>
          form.getByLabel(/^Reason for declining/).fill('Your employer has not confirmed your post.'),
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
      },
      {
        name: 'Choose the month',
        drawn: 'browser',
        fill: (form) => form.getByLabel(/^Month/).fill('2026-10'),
      },
      {
        name: 'Organisation details',
        drawn: 'browser',
        fill: async (form) => {
          await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${employer.name} (renamed)`);
          await form.getByLabel('Payroll contact name').fill('Bisi Adeyemi');
          await form.getByLabel('Payroll contact email').fill('payroll@zenithtech.example');
          const active = form.getByRole('checkbox', { name: /^Active/ });
          await active.setChecked(!(await active.isChecked()));
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
              payrollContactName: 'Bisi Adeyemi',
              payrollContactEmail: 'payroll@harbourfoods.example',
            }),
        },
      },
    ],
  },
};

/** The routes whose only form is the footer's feedback form (exercised on /faq). */
const FEEDBACK_ONLY = allRoutes.filter(
  (route) => !Object.keys(REGISTRY).some((key) => key.split('?')[0] === route),
);

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

async function submit(page: Page, form: FormCase) {
  if (!form.submit) return;
  const { button, request, sent } = form.submit;
  const requested = page.waitForRequest((candidate) => request.test(candidate.url()));
  await scopeOf(page, form).getByRole('button', { name: button }).click();
  sent(await requested);
}

/** The route's address, with the record's id when it needs one. */
const addressOf = async (page: Page, route: string, find: RouteCase['find']) =>
  find ? await find(page) : route;

const drawnBy = (drawn: FormCase['drawn'], forms: FormCase[]) => forms.filter((form) => form.drawn === drawn);

test.use({ serviceWorkers: 'block' });

for (const [route, { who, find, forms }] of Object.entries(REGISTRY)) {
  test(`forms on ${route} keep what was typed before the scripts ran`, async ({ page }) => {
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

    for (const form of drawnBy('browser', forms)) {
      await form.open?.(page);
      const scope = scopeOf(page, form);
      await expect(scope).toBeVisible();
      await form.fill(scope, page);
      typed.set(form, await valuesIn(scope));
      await settled(page);
      await expectKept(page, form, typed.get(form)!);
      await expectKnownForms(page, forms);
    }

    // The route's own forms last: logging in, say, leaves the page.
    for (const form of [...forms].reverse()) await submit(page, form);
  });
}

test('every other route has no form but the feedback form', async ({ page }) => {
  test.setTimeout(FEEDBACK_ONLY.length * 5_000);
  for (const route of FEEDBACK_ONLY) {
    await page.goto(route);
    await settled(page);
    await expectKnownForms(page, [feedback]);
  }
});
