import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, hydrated, logIn, DEMO } from './support';

const RENEWAL_SUBMITTED = 'Loan Renewal request submitted successfully';

interface Answers {
  organization: string;
  regNo: string;
  email: string;
}

/** Runs the wizard to its result: a personal loan of ₦500,000 over 12 months. */
async function runCheck(page: Page, answers: Answers) {
  await page.goto('/eligibility-check');
  await hydrated(page, 'Next: your loan');
  // selectOption waits for the option, i.e. for the organizations to arrive from the gateway.
  await page.getByLabel(/^Employer or school/).selectOption({ label: answers.organization });
  await page.getByLabel(/^Staff or registration number/).fill(answers.regNo);
  await page.getByRole('button', { name: 'Next: your loan' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Your loan' })).toBeFocused();
  const loan = page.getByRole('form', { name: 'Your loan' });
  await loan.getByLabel(/^Kind of loan/).selectOption({ label: 'Personal loan' });
  await loan.getByLabel(/^Amount you want to borrow/).fill('500,000');
  await loan.getByLabel(/^Repayment period/).selectOption({ label: '12 months' });
  await loan.getByRole('button', { name: 'Next: review' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Review' })).toBeVisible();
  await page.getByLabel(/^Email address/).fill(answers.email);
  await page.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Result' })).toBeVisible();
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
  test('a visitor checks, compares, logs in, accepts an offer and asks to renew the current loan', async ({
    page,
  }) => {
    // The whole journey in one browser session, because it changes the demo borrower's loans.
    test.setTimeout(120_000);
    await runCheck(page, { organization: 'Zenith Tech Solutions Ltd', regNo: 'ZT-1001', email: DEMO.email });

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
    await expect(page.getByRole('heading', { name: 'Step 4 of 4: Result' })).toBeVisible();

    const choose = offers.getByRole('link', { name: /^Choose this offer from / }).first();
    const provider = ((await choose.getAttribute('aria-label')) ?? '').replace('Choose this offer from ', '');
    const offerPath = (await choose.getAttribute('href')) ?? '';
    expect(offerPath).toMatch(/^\/application\?offer=[0-9a-f-]{36}$/);
    await choose.click();

    // A visitor reads the offer, then logs in and comes back to the same one.
    await expect(page).toHaveURL(offerPath);
    await expect(
      main.getByText(`Your details go only to ${provider}, and only when you accept.`, { exact: false }),
    ).toBeVisible();
    await main.getByRole('link', { name: 'Log in to accept' }).click();
    await expect(page).toHaveURL(/\/user\/login\?next=%2Fapplication%3Foffer%3D/);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(offerPath);

    await expect(
      main.getByRole('heading', { name: new RegExp(`^${provider}: Personal loan$`) }),
    ).toBeVisible();
    await hydrated(page, 'Accept this offer');
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole('checkbox', { name: new RegExp(`sends my application to ${provider}`) }).check();
    await main.getByRole('button', { name: 'Accept this offer' }).click();

    // The dashboard shows the accepted offer as a loan awaiting disbursement.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      main.getByText(`Offer accepted. ${provider} will contact you`, { exact: false }),
    ).toBeVisible();
    const awaiting = main.getByRole('region', { name: 'Awaiting disbursement' });
    await expect(awaiting.getByRole('heading', { name: `${provider}: Personal loan` })).toBeVisible();
    await expect(awaiting).toContainText('Status: Awaiting disbursement');
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

  test('an ineligible check shows the reason and the failed rule, then starts over', async ({ page }) => {
    await runCheck(page, {
      organization: 'Lagos State Health Service Commission',
      regNo: 'LHS-20417',
      email: 'tunde.bakare@example.com',
    });
    const main = page.getByRole('main');
    const reason = main.getByRole('alert');
    await expect(reason).toContainText('You are not eligible for this loan yet.');
    await expect(reason).not.toHaveText('You are not eligible for this loan yet.');
    await expect(main.getByText(/: Failed$/)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Where you work or study' })).toBeFocused();
    await expect(page.getByLabel(/^Staff or registration number/)).toHaveValue('');
  });
});
