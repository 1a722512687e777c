import { expect, test, type Locator, type Page } from '@playwright/test';
import { providers } from '../../server/src/seed/data';
import { DEMO, logIn, mailsTo } from './support';
import { csvAmount, KOBO_STAFF, logInToWorkspace, minorOf, termValue } from './lender';
import {
  expectedPayoff,
  isoOf,
  naira,
  scheduleIn,
  settleTodayText,
  todayUtc,
  type ExpectedPayoff,
  type ScheduleRow,
} from './payoff-figures';

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

async function logInAsBorrower(page: Page, account: { email: string; password: string }) {
  await page.goto('/user/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
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
  await logInAsBorrower(page, CHINEDU);
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

/** Ifeoma Nwachukwu's seeded ₦150,000 Kobo Credit loan: one instalment paid, the second overdue. */
const IFEOMA = {
  email: 'ifeoma.nwachukwu@lendbridge.example',
  password: DEMO.password,
  name: 'Ifeoma Nwachukwu',
};
/** Kelechi Obi's seeded renewal request, stored as one quoted before the payoff rule (no quote). */
const KELECHI = { email: 'kelechi.obi@lendbridge.example', password: DEMO.password };

/** The current loan's payoff worked out from its schedule as the borrower's dashboard shows it. */
async function payoffShownTo(
  page: Page,
): Promise<{ payoff: ExpectedPayoff; current: Locator; schedule: ScheduleRow[] }> {
  const main = await dashboard(page);
  const current = main.getByRole('region', { name: 'Current loan' });
  const schedule = await scheduleIn(current.getByRole('table', { name: /^Repayment schedule of your/ }));
  const rate = /^([\d.]+)%/.exec(await termValue(current, 'Interest rate'))![1]!;
  const payoff = expectedPayoff(
    schedule,
    {
      principal: minorOf(await termValue(current, 'Amount borrowed')),
      repaid: minorOf(await termValue(current, 'Repaid so far')),
      rateBps: Math.round(Number(rate) * 100),
    },
    todayUtc(),
  );
  return { payoff, current, schedule };
}

/** The payoff and the schedule's remainder, as `within` (a loan's facts) shows them today. */
async function expectFigures(within: Locator, payoff: ExpectedPayoff) {
  expect(await termValue(within, 'Payments left on the schedule')).toBe(naira(payoff.remainingSchedule));
  const term = within.locator('dt', { hasText: /^To settle today/ });
  expect(isoOf(/\((.*)\)/.exec((await term.textContent()) ?? '')![1]!)).toBe(todayUtc());
  await expect(valueOf(within, /^To settle today/)).toHaveText(settleTodayText(payoff));
}

test('an overdue loan, then one part-paid: the borrower and the workspace show its payoff', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsBorrower(page, IFEOMA);
  const overdue = await payoffShownTo(page);
  await expect(overdue.current.getByRole('row').filter({ hasText: 'Overdue' }).first()).toBeVisible();
  // The overdue instalment's interest is owed in full, on top of interest by the day.
  expect(overdue.payoff.interest).toBeGreaterThan(0);
  await expectFigures(overdue.current, overdue.payoff);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/lender/loans');
  await logInToWorkspace(staff, KOBO_STAFF);
  await staff.getByPlaceholder('Search…').fill('Nwachukwu');
  await staff.getByRole('link', { name: IFEOMA.name }).click();
  const workspaceMain = staff.getByRole('main');
  await expect(
    workspaceMain.getByRole('table', { name: `Repayment schedule of ${IFEOMA.name}'s loan` }),
  ).toBeVisible();
  await expectFigures(workspaceMain, overdue.payoff);

  // Half of what is left of the first unpaid instalment: it becomes part paid.
  const owedOnFirst = overdue.schedule.find((row) => row.status !== 'Paid')!;
  const paidTowards = overdue.payoff.partPayment;
  const part = Math.floor((owedOnFirst.amount - paidTowards) / 2);
  await workspaceMain.getByRole('button', { name: 'Record a repayment' }).click();
  const form = workspaceMain.getByRole('form', { name: `Record a repayment from ${IFEOMA.name}` });
  await form.getByLabel(/^Amount received/).fill(csvAmount(part));
  await form.getByLabel(/^Reference/).fill(`PART-${Date.now()}`);
  await form.getByRole('button', { name: 'Record repayment' }).click();
  await expect(workspaceMain.getByRole('status').filter({ hasText: 'Repayment recorded' })).toBeVisible();

  const partPaid = await payoffShownTo(page);
  expect(partPaid.payoff.partPayment).toBe(paidTowards + part);
  expect(partPaid.payoff.amount).toBe(overdue.payoff.amount - part);
  await expectFigures(partPaid.current, partPaid.payoff);
  await staff.reload();
  await expectFigures(workspaceMain, partPaid.payoff);
  // The workspace's schedule shows what was paid towards that instalment (still overdue).
  const instalment = workspaceMain
    .getByRole('table', { name: `Repayment schedule of ${IFEOMA.name}'s loan` })
    .getByRole('row')
    .filter({ hasText: owedOnFirst.dueDateShown });
  await expect(instalment).toContainText(naira(paidTowards + part));
  await expect(instalment).toContainText('Overdue');
  await staffContext.close();
});

test('a renewal request quoted under the old rule is re-quoted: the borrower sees and is emailed the payoff', async ({
  page,
}) => {
  // The re-quote job's first run comes a minute after the server starts.
  test.setTimeout(180_000);
  let mail = '';
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(KELECHI.email)).find((text) => /corrected figures/.test(text)) ?? '';
        return mail !== '';
      },
      { message: `the re-quote email to ${KELECHI.email}`, timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);

  await logInAsBorrower(page, KELECHI);
  const { payoff, current } = await payoffShownTo(page);
  await expectFigures(current, payoff);
  const fee = providers
    .find((provider) => provider.slug === 'kobo-credit')!
    .settings.find((setting) => setting.loanTypeCode === 'personal')!.processingFeeBps;
  const principal = 60_000_000;
  const paysOut = principal - Math.round((principal * fee) / 10_000) - payoff.amount;
  await expect(page.getByRole('main').getByRole('region', { name: 'Renew your loan' })).toContainText(
    `it settles this loan for ${naira(payoff.amount)} and pays out ${naira(paysOut)} to you`,
  );

  // The email names the old figure (the schedule's remainder) and the corrected one.
  expect(mail).toMatch(/^Subject: Your renewal request: corrected figures/m);
  expect(mail).toContain(`we showed ${naira(payoff.remainingSchedule)} as what the new loan would settle`);
  expect(mail).toContain(`the new loan settles ${naira(payoff.amount)} and sends you ${naira(paysOut)}`);
});
