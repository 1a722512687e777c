import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { KOBO_STAFF, logInToWorkspace, minorOf, termValue } from './lender';

/*
 * Chinedu Okeke's seeded renewal (docs/api.md, "Settlement (payoff)"): his ₦400,000 loan at 32%
 * over 12 months has four instalments paid, so its schedule has ₦315,115.34 left to collect but
 * only ₦280,431.15 of principal, plus a few days' interest, to settle. The borrower and the lender
 * see both figures, labelled apart, and the renewal's payout settles the smaller one.
 */
const CHINEDU = { email: 'chinedu.okeke@lendbridge.example', password: DEMO.password, name: 'Chinedu Okeke' };
const SCHEDULE_LEFT = '₦315,115.34';
const PRINCIPAL_LEFT = 28_043_115;
/** At most one month's interest on that principal: 32% / 12. */
const MONTH_OF_INTEREST = 747_817;

/** The value beside a term that starts with `term` ("To settle today (27 Nov 2026)"). */
function valueOf(within: Locator, term: RegExp): Locator {
  return within.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

async function settleToday(within: Locator): Promise<string> {
  const value = valueOf(within, /^To settle today/);
  await expect(value).toContainText('principal ₦280,431.15');
  const amount = ((await value.textContent()) ?? '').split(' ')[0]!;
  expect(minorOf(amount)).toBeGreaterThanOrEqual(PRINCIPAL_LEFT);
  expect(minorOf(amount)).toBeLessThan(PRINCIPAL_LEFT + MONTH_OF_INTEREST);
  return amount;
}

async function dashboard(page: Page) {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Current loan' })).toBeVisible();
  return main;
}

test('a renewal settles the old loan at its payoff figure, not at the schedule’s remainder', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/user/login');
  await logIn(page, CHINEDU.email, CHINEDU.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  let main = await dashboard(page);
  const current = main.getByRole('region', { name: 'Current loan' });
  expect(await termValue(current, 'Payments left on the schedule')).toBe(SCHEDULE_LEFT);
  const owed = await settleToday(current);
  await expect(main.getByRole('region', { name: 'Renew your loan' })).toContainText(
    `it settles this loan for ${owed}`,
  );

  // The lender sees the same two figures on the request, and the settlement is the smaller one.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/lender/renewals');
  await logInToWorkspace(staff, KOBO_STAFF);
  const request = staff.getByRole('article', { name: new RegExp(`^${CHINEDU.name}: renew to ₦600,000`) });
  await expect(request).toBeVisible();
  expect(await termValue(request, 'Payments left on the schedule')).toBe(SCHEDULE_LEFT);
  expect(await settleToday(request)).toBe(owed);
  expect(await termValue(request, 'Settles the current loan, if paid out today')).toBe(owed);
  await request.getByRole('button', { name: 'Approve the renewal' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Renewal approved' })).toBeVisible();

  // The new loan's payout settles exactly that figure and pays out the rest.
  await staff
    .getByRole('navigation', { name: 'Lender workspace' })
    .getByRole('link', { name: 'New loans' })
    .click();
  const card = staff.getByRole('article', { name: new RegExp(`^${CHINEDU.name}: ₦600,000 personal loan`) });
  await expect(card).toBeVisible();
  expect(await termValue(card, 'Settles the previous loan')).toBe(owed);
  const paysOut = await termValue(card, 'Pays out');
  expect(minorOf(paysOut)).toBe(60_000_000 - 1_200_000 - minorOf(owed));
  await card.getByRole('button', { name: 'Confirm and record payout' }).click();
  const payout = card.getByRole('form', { name: `Record the payout of ${CHINEDU.name}'s loan` });
  await payout.getByLabel(/^Amount paid/).fill(paysOut);
  await payout.getByLabel(/^Reference/).fill(`PAYOUT-RENEWAL-${Date.now()}`);
  await payout.getByRole('button', { name: 'Confirm payout' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Payout recorded' })).toBeVisible();
  await staffContext.close();

  // The borrower's history keeps the closing figure and the interest it did not charge.
  main = await dashboard(page);
  const settledRow = main
    .getByRole('region', { name: 'Loan history' })
    .getByRole('row', { name: /Kobo Credit Personal loan ₦400,000.00 .* Repaid/ });
  await expect(settledRow).toContainText(`${owed} on`);
  const notCharged = minorOf(SCHEDULE_LEFT) - minorOf(owed);
  await expect(settledRow).toContainText(
    `₦${(notCharged / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })} of interest not charged`,
  );
});
