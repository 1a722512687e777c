import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  activationLinkFor,
  axeViolations,
  DEMO,
  hydrated,
  identityCodeFor,
  identityCodesSentTo,
  logIn,
  newPerson,
  register,
} from './support';

const RENEWAL_SUBMITTED = 'Loan Renewal request submitted successfully';
/**
 * README's newcomer (on Zenith Tech's roster, with no account yet), then others like them: the
 * journey binds its roster entry to a new account, so a repeated run (npm run flake-hunt) needs
 * another entry each time.
 */
const NEWCOMERS = [
  {
    organization: 'Zenith Tech Solutions Ltd',
    regNo: 'ZT-1027',
    contact: 'kemi.adewale@zenithtech.example',
    name: 'Kemi Adewale',
  },
  {
    organization: 'Federal Civil Service Commission',
    regNo: 'FCS-301126',
    contact: 'obinna.chukwu@fedcivil.example',
    name: 'Obinna Chukwu',
  },
  {
    organization: 'Lagos State Health Service Commission',
    regNo: 'LHS-10234',
    contact: 'folasade.adebayo@lagoshealth.example',
    name: 'Folasade Adebayo',
  },
];

interface Answers {
  organization: string;
  regNo: string;
  /** The roster's contact, where the identity code is emailed. */
  contact: string;
  /** A visitor's email; a logged-in borrower is not asked. */
  email?: string;
}

/** Step 1: the employer or school and the number, then on to the code step. */
async function chooseOrganization(page: Page, organization: string, regNo: string) {
  await page.goto('/eligibility-check');
  await hydrated(page, 'Next: confirm it is you');
  // selectOption waits for the option, i.e. for the organizations to arrive from the gateway.
  await page.getByLabel(/^Employer or school/).selectOption({ label: organization });
  await page.getByLabel(/^Staff or registration number/).fill(regNo);
  await page.getByRole('button', { name: 'Next: confirm it is you' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Confirm it is you' })).toBeFocused();
}

/** Step 2: asks for a code and types the one read from the newest `.eml` file to the contact. */
async function confirmIdentity(page: Page, contact: string) {
  const before = (await identityCodesSentTo(contact)).length;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'we have emailed a 6-digit code' }),
  ).toBeVisible();
  await page.getByLabel(/^Code from the email/).fill(await identityCodeFor(contact, before + 1));
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Your loan' })).toBeFocused();
}

/** Runs the wizard to its result: a personal loan of ₦500,000 over 12 months. */
async function runCheck(page: Page, answers: Answers) {
  await chooseOrganization(page, answers.organization, answers.regNo);
  await confirmIdentity(page, answers.contact);
  const loan = page.getByRole('form', { name: 'Your loan' });
  await loan.getByLabel(/^Kind of loan/).selectOption({ label: 'Personal loan' });
  await loan.getByLabel(/^Amount you want to borrow/).fill('500,000');
  await loan.getByLabel(/^Repayment period/).selectOption({ label: '12 months' });
  await loan.getByRole('button', { name: 'Next: review' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Review' })).toBeVisible();
  if (answers.email) await page.getByLabel(/^Email address/).fill(answers.email);
  await page.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Result' })).toBeVisible();
}

/** The figure a term shows on each offer, in the order the offers are listed. */
async function figures(offers: Locator, term: string): Promise<number[]> {
  const values = await offers.getByRole('listitem').evaluateAll(
    (items, wanted) =>
      items.map((item) => {
        const terms = Array.from(item.querySelectorAll('dt'));
        const dt = terms.find((candidate) => candidate.textContent === wanted);
        return dt?.nextElementSibling?.textContent ?? '';
      }),
    term,
  );
  return values.map((value) => Number(value.replace(/[^\d.]/g, '')));
}

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value);

test.describe('the marketplace', () => {
  test('a newcomer reads the code from the .eml file, sees offers, registers, accepts, and the dashboard shows the loan', async ({
    page,
  }) => {
    // Check, register, confirm the email, log in and accept, all in one tab as a person would.
    test.setTimeout(150_000);
    const person = newPerson();
    const newcomer = NEWCOMERS[test.info().repeatEachIndex % NEWCOMERS.length]!;
    await runCheck(page, { ...newcomer, email: person.email });

    const main = page.getByRole('main');
    await expect(main.getByText(/^You are eligible for offers from \d+ lenders\.$/)).toBeVisible();
    await expect(main.getByText(/^Registration number verified/).first()).toContainText('Passed');

    // Compared and sorted: by total cost first, then as the borrower chooses.
    const offers = main.getByRole('list', { name: 'Offers' });
    await expect(offers.getByRole('listitem')).not.toHaveCount(0);
    expect(await offers.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(ascending(await figures(offers, 'Total cost of credit'))).toBe(true);
    await expect(main.getByText(/No lender pays for its position/)).toBeVisible();
    await main.getByLabel('Sort offers by').selectOption({ label: 'Monthly repayment, lowest first' });
    expect(ascending(await figures(offers, 'Monthly repayment'))).toBe(true);
    await main.getByLabel('Sort offers by').selectOption({ label: 'APR, lowest first' });
    expect(ascending(await figures(offers, 'APR'))).toBe(true);
    await expect(main.getByText(/^Representative example/).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The answers and the result survive a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Result' })).toBeVisible();

    const choose = offers.getByRole('link', { name: /^Choose this offer from / }).first();
    const provider = ((await choose.getAttribute('aria-label')) ?? '').replace('Choose this offer from ', '');
    const offerPath = (await choose.getAttribute('href')) ?? '';
    expect(offerPath).toMatch(/^\/application\?offer=[0-9a-f-]{36}$/);
    await choose.click();

    // A visitor reads the offer, then registers, confirms the email and logs in.
    await expect(page).toHaveURL(offerPath);
    await expect(
      main.getByText(`Your details go only to ${provider}, and only when you accept.`, { exact: false }),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Create an account' }).click();
    await register(page, person);
    await page.goto(await activationLinkFor(person.email, 1));
    await expect(page).toHaveURL(/\/user\/login/);
    await logIn(page, person.email, person.password);

    // Back on the offer: the check proven in this tab is now the account's.
    await expect(page).toHaveURL(offerPath);
    await expect(
      main.getByRole('heading', { name: new RegExp(`^${provider}: Personal loan$`) }),
    ).toBeVisible();
    await hydrated(page, 'Accept this offer');
    await main.getByRole('checkbox', { name: new RegExp(`sends my application to ${provider}`) }).check();
    await main.getByRole('button', { name: 'Accept this offer' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      main.getByText(`Offer accepted. ${provider} will contact you`, { exact: false }),
    ).toBeVisible();
    const awaiting = main.getByRole('region', { name: 'Awaiting disbursement' });
    await expect(awaiting.getByRole('heading', { name: `${provider}: Personal loan` })).toBeVisible();
    await expect(awaiting).toContainText('Status: Awaiting disbursement');
    // The lender got what the loan needs, and the borrower sees exactly that.
    const given = main.getByRole('region', { name: 'What lenders know about you' });
    await expect(given.getByRole('heading', { name: new RegExp(`^${provider}, `) })).toBeVisible();
    await expect(given).toContainText(newcomer.name);
    await expect(given).toContainText(person.email);
  });

  test('the demo borrower confirms the code, accepts an offer and asks to renew the current loan', async ({
    page,
  }) => {
    // One browser session, because it changes the demo borrower's loans.
    test.setTimeout(120_000);
    await page.goto('/user/login');
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await runCheck(page, {
      organization: 'Zenith Tech Solutions Ltd',
      regNo: 'ZT-1001',
      contact: 'adaeze.okafor@zenithtech.example',
    });
    const main = page.getByRole('main');
    await expect(main.getByText(/^You are eligible for offers from \d+ lenders\.$/)).toBeVisible();
    const choose = main
      .getByRole('list', { name: 'Offers' })
      .getByRole('link', { name: /^Choose this offer from / })
      .first();
    const provider = ((await choose.getAttribute('aria-label')) ?? '').replace('Choose this offer from ', '');
    await choose.click();
    await expect(
      main.getByRole('heading', { name: new RegExp(`^${provider}: Personal loan$`) }),
    ).toBeVisible();
    await hydrated(page, 'Accept this offer');
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole('checkbox', { name: new RegExp(`sends my application to ${provider}`) }).check();
    await main.getByRole('button', { name: 'Accept this offer' }).click();

    // The dashboard shows the accepted offer as a loan awaiting disbursement.
    await expect(page).toHaveURL(/\/dashboard$/);
    const awaiting = main.getByRole('region', { name: 'Awaiting disbursement' });
    await expect(awaiting.getByRole('heading', { name: `${provider}: Personal loan` })).toBeVisible();
    await expect(main.getByRole('table', { name: /^Repayment schedule/ })).toBeVisible();
    await expect(main.getByRole('table', { name: /^Loans you have taken/ }).getByRole('row')).not.toHaveCount(
      1,
    );

    // Renewal of the active loan.
    const renewal = main.getByRole('region', { name: 'Renew your loan' });
    await renewal.getByLabel(/^New loan amount/).fill('1,000,000');
    await renewal.getByLabel(/^Repayment period/).selectOption({ label: '12 months' });
    await renewal.getByRole('button', { name: 'Request a renewal' }).click();
    await expect(renewal.getByRole('status')).toHaveText(RENEWAL_SUBMITTED);
    await expect(renewal).toContainText('Status: Pending');
  });

  test('a logged-in borrower trying a colleague’s number gets nothing personal', async ({ page }) => {
    await page.goto('/user/login');
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await chooseOrganization(page, 'Zenith Tech Solutions Ltd', 'ZT-1058');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Email me a code' }).click();
    // The same words for any number; the code goes to the colleague, not to this borrower.
    await expect(main.getByRole('status').filter({ hasText: /^If this number/ })).toHaveText(
      "If this number is on Zenith Tech Solutions Ltd's records, we have emailed a 6-digit code to the address they hold for it. It works for 10 minutes.",
    );
    await main.getByLabel(/^Code from the email/).fill('000000');
    await main.getByRole('button', { name: 'Confirm the code' }).click();
    await expect(main.getByLabel(/^Code from the email/)).toHaveAccessibleDescription(
      /^That code is not right/,
    );
    await expect(main).not.toContainText('Ngozi');
    await expect(page.getByRole('heading', { name: 'Step 2 of 5: Confirm it is you' })).toBeVisible();
  });

  test('an ineligible check shows the reason and the failed rule, then starts over', async ({ page }) => {
    await runCheck(page, {
      organization: 'Lagos State Health Service Commission',
      regNo: 'LHS-20417',
      contact: 'tunde.bakare@lagoshealth.example',
      email: 'tunde.bakare@example.com',
    });
    const main = page.getByRole('main');
    const reason = main.getByRole('alert');
    await expect(reason).toContainText('You are not eligible for this loan yet.');
    await expect(reason).not.toHaveText('You are not eligible for this loan yet.');
    await expect(main.getByText(/: Failed$/)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 5: Where you work or study' })).toBeFocused();
    await expect(page.getByLabel(/^Staff or registration number/)).toHaveValue('');
  });
});
