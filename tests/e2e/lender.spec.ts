import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  KOBO_STAFF,
  csvAmount,
  logInToWorkspace,
  minorOf,
  previewRemittance,
  termValue,
  todayIn,
} from './lender';
import { activationLinkFor, axeViolations, DEMO, hydrated, logIn, newPerson, register } from './support';
import { runCheck } from './wizard';

/**
 * Lagos State Health Service Commission's roster entries nobody else's test binds: the journey binds
 * one to a new account, so each repeat of it (`npm run flake-hunt`) takes the next one.
 */
const BORROWERS = [
  { regNo: 'LHS-18830', contact: 'yetunde.ogunleye@lagoshealth.example', name: 'Yetunde Ogunleye' },
  { regNo: 'LHS-19044', contact: 'folasade.adeyemi@lagoshealth.example', name: 'Folasade Adeyemi' },
  { regNo: 'LHS-19257', contact: 'emeka.nnadi@lagoshealth.example', name: 'Emeka Nnadi' },
].map((member) => ({ organization: 'Lagos State Health Service Commission', ...member }));
const PROVIDER = 'Kobo Credit';

async function openWorkspace(page: Page, account: { email: string; password: string }, path = '/lender') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/lender\/login\?next=/);
  await logInToWorkspace(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  // The gateway has said who is logged in: the workspace's navigation is there.
  await expect(page.getByRole('navigation', { name: 'Lender workspace' })).toBeVisible();
}

/** The borrower's dashboard, fresh from the gateway. */
async function dashboard(page: Page) {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Current loan' })).toBeVisible();
  return main;
}

test.describe('the lender workspace', () => {
  test('a loan lives its whole life: accepted, paid out, repaid from payroll files, then in the history', async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    const BORROWER = BORROWERS[test.info().repeatEachIndex % BORROWERS.length]!;
    // The borrower: an account of their own, a check of their roster entry, Kobo Credit's offer accepted.
    const person = newPerson();
    await register(page, person);
    await page.goto(await activationLinkFor(person.email, 1));
    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await runCheck(page, BORROWER);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: `Choose this offer from ${PROVIDER}` }).click();
    await hydrated(page, 'Accept this offer');
    await main.getByRole('checkbox', { name: new RegExp(`sends my application to ${PROVIDER}`) }).check();
    await main.getByRole('button', { name: 'Accept this offer' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(main.getByRole('region', { name: 'Awaiting disbursement' })).toContainText(
      `${PROVIDER}: Personal loan`,
    );

    // Kobo Credit's staff find it among the new loans, with what it needs, and pay it out.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await openWorkspace(staff, KOBO_STAFF);
    const card = staff.getByRole('article', {
      name: new RegExp(`^${BORROWER.name}: ₦500,000 personal loan`),
    });
    await expect(card).toBeVisible();
    expect(await termValue(card, 'Staff number')).toBe(BORROWER.regNo);
    expect(await termValue(card, 'Organisation')).toBe(BORROWER.organization);
    expect(await termValue(card, 'Consent')).toMatch(/^Given on /);
    const paysOut = await termValue(card, 'Pays out');
    const monthly = minorOf(await termValue(card, 'Monthly repayment'));
    const total = minorOf(await termValue(card, 'Total repayment'));
    expect(await axeViolations(staff)).toEqual([]);

    await card.getByRole('button', { name: 'Confirm and record payout' }).click();
    const payout = card.getByRole('form', { name: `Record the payout of ${BORROWER.name}'s loan` });
    await payout.getByLabel(/^Amount paid/).fill(paysOut);
    await payout.getByLabel(/^Reference/).fill(`PAYOUT-${person.email}`);
    await payout.getByRole('button', { name: 'Confirm payout' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Payout recorded' })).toContainText(
      `${BORROWER.name}'s loan is now being repaid`,
    );
    await expect(card).toHaveCount(0);

    // The borrower's loan is active, with its schedule from today.
    let current = (await dashboard(page)).getByRole('region', { name: 'Current loan' });
    await expect(current.getByRole('heading', { name: `${PROVIDER}: Personal loan` })).toBeVisible();
    await expect(current).toContainText('Status: Active');
    const schedule = current.getByRole('table', { name: /^Repayment schedule/ });
    await expect(schedule.getByRole('row')).toHaveCount(13);
    await expect(schedule.getByRole('row', { name: /Not yet due/ })).toHaveCount(12);

    // The employer's payroll file pays the first two instalments.
    const today = await todayIn(staff);
    const stamp = Date.now().toString(36);
    await staff
      .getByRole('navigation', { name: 'Lender workspace' })
      .getByRole('link', { name: 'Repayments' })
      .click();
    const november = `staff_no,amount,date,reference\n${BORROWER.regNo},${csvAmount(monthly)},${today},${stamp}-1\n${BORROWER.regNo},${csvAmount(monthly)},${today},${stamp}-2\n`;
    let preview = await previewRemittance(staff, BORROWER.organization, `payroll-${stamp}-a.csv`, november);
    await expect(preview).toContainText('2 rows: 2 matched, 0 unmatched, 0 duplicate.');
    expect(await axeViolations(staff)).toEqual([]);
    await preview.getByRole('button', { name: 'Apply 2 matched payments' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'applied' })).toContainText('2 payments');

    current = (await dashboard(page)).getByRole('region', { name: 'Current loan' });
    await expect(
      current.getByRole('table', { name: /^Repayment schedule/ }).getByRole('row', { name: /Paid$/ }),
    ).toHaveCount(2);
    await expect(
      current.getByRole('table', { name: /^Repayment schedule/ }).getByRole('row', { name: /Not yet due/ }),
    ).toHaveCount(10);

    // The next file repeats one payment (a duplicate, ignored) and pays off the rest.
    const rest = total - 2 * monthly;
    const december = `${BORROWER.regNo},${csvAmount(monthly)},${today},${stamp}-2\n${BORROWER.regNo},${csvAmount(rest)},${today},${stamp}-3\n`;
    preview = await previewRemittance(staff, BORROWER.organization, `payroll-${stamp}-b.csv`, december);
    await expect(preview).toContainText('2 rows: 1 matched, 0 unmatched, 1 duplicate.');
    await preview.getByRole('button', { name: 'Apply 1 matched payment' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'applied' })).toContainText(
      '1 loan repaid in full',
    );
    await staffContext.close();

    // Repaid: no longer the current loan, and in the borrower's history as repaid.
    const after = await dashboard(page);
    await expect(after.getByRole('region', { name: 'Current loan' })).toContainText(
      'You are not repaying a loan',
    );
    const history = after.getByRole('region', { name: 'Loan history' });
    await expect(
      history.getByRole('row', { name: new RegExp(`^${PROVIDER} Personal loan ₦500,000.00 .* Repaid`) }),
    ).toBeVisible();
  });

  test('a borrower is refused at the workspace login with a clear message', async ({ page }) => {
    await page.goto('/lender/login');
    await logInToWorkspace(page, DEMO);
    await expect(page.getByRole('alert')).toContainText('This is the lender workspace, for lender staff');
    await expect(page).toHaveURL(/\/lender\/login$/);
  });

  test('staff get the same "not found" for another lender’s loan as for a missing one', async ({
    browser,
    page,
  }) => {
    // Two logins and three pages checked by axe, on two busy cores.
    test.setTimeout(120_000);
    // The admin sees every lender's loans, read-only: the demo borrower's Lagoon Microfinance Bank loan.
    await openWorkspace(page, ADMIN, '/lender/loans');
    const main = page.getByRole('main');
    await expect(main.getByRole('note')).toContainText("you see every lender's records and change nothing");
    const grid = main.getByRole('grid', { name: 'Loans' });
    await main.getByRole('searchbox').fill('Adaeze');
    const row = grid
      .getByRole('row')
      .filter({ hasText: 'Lagoon Microfinance Bank' })
      .filter({ hasText: 'Being repaid' });
    await expect(row).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('link', { name: 'Adaeze Okafor' }).click();
    await expect(page).toHaveURL(/\/lender\/loan\?id=[0-9a-f-]{36}$/);
    const otherLendersLoan = new URL(page.url()).search;
    await expect(main.getByRole('heading', { level: 2, name: /^Adaeze Okafor: / })).toBeVisible();
    await expect(main.getByRole('button')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await openWorkspace(staff, KOBO_STAFF);
    await staff.goto(`/lender/loan${otherLendersLoan}`);
    const refusal = staff.getByRole('main').getByRole('alert');
    await expect(refusal).toContainText('We can’t find that loan.');
    const words = await refusal.textContent();
    await staff.goto('/lender/loan?id=00000000-0000-4000-8000-000000000000');
    await expect(staff.getByRole('main').getByRole('alert')).toHaveText(words ?? '');
    await staffContext.close();
  });

  test('an admin reads every page of the workspace and finds nothing to change', async ({ page }) => {
    // Four pages checked by axe, each a few seconds on two busy cores.
    test.setTimeout(120_000);
    await openWorkspace(page, ADMIN);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    await expect(main.getByRole('button', { name: /payout|Cancel/ })).toHaveCount(0);
    for (const [link, heading] of [
      ['Renewals', 'Renewals'],
      ['Settings', 'Settings'],
      ['Repayments', 'Repayments'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Lender workspace' })
        .getByRole('link', { name: link })
        .click();
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByText(/change nothing/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
    await expect(main.getByRole('form', { name: 'Upload a payroll remittance file' })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Lender workspace' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(main.getByLabel(/^Interest rate/).first()).toBeDisabled();
    await expect(main.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  });
});
