import { expect, test, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { KOBO_STAFF, logInToWorkspace, minorOf, termValue } from './lender';
import { activationLinkFor, axeViolations, DEMO, hydrated, logIn, newPerson, register } from './support';
import { chooseOrganization, finishCheck, runCheck } from './wizard';

/**
 * Federal Civil Service roster entries kept for this journey (server/src/seed/data): it binds one
 * to a new account, so each repeat of it (`npm run flake-hunt`) takes the next one.
 */
const BORROWERS = [
  { regNo: 'FCS-303318', contact: 'bisi.adekunle@fedcivil.example', name: 'Bisi Adekunle' },
  { regNo: 'FCS-303422', contact: 'yakubu.danjuma@fedcivil.example', name: 'Yakubu Danjuma' },
  { regNo: 'FCS-303567', contact: 'ngozi.eze@fedcivil.example', name: 'Ngozi Eze' },
].map((member) => ({ organization: 'Federal Civil Service Commission', ...member }));
const PROVIDER = 'Kobo Credit';

async function dashboard(page: Page) {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Current loan' })).toBeVisible();
  return main;
}

async function staffWorkspace(page: Page) {
  await page.goto('/lender');
  await logInToWorkspace(page, KOBO_STAFF);
  await expect(page.getByRole('navigation', { name: 'Lender workspace' })).toBeVisible();
}

/** Presses a download button and answers the file the browser saved. */
async function downloaded(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const saving: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await saving;
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

test.describe('statements and early settlement', () => {
  test('a bound borrower checks again without a code, accepts, is paid out, downloads a statement and settles early', async ({
    browser,
    page,
  }) => {
    test.setTimeout(300_000);
    const BORROWER = BORROWERS[test.info().repeatEachIndex % BORROWERS.length]!;
    // An account of their own, bound to the roster entry by a first check with a code.
    const person = newPerson();
    await register(page, person);
    await page.goto(await activationLinkFor(person.email, 1));
    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await runCheck(page, BORROWER);

    // Checking again: the account proved this number, so no code is asked for.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Start over' }).click();
    await chooseOrganization(page, BORROWER.organization, BORROWER.regNo);
    await expect(main.getByText(/^You confirmed this is you on /)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Email me a code' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Next: your loan' }).click();
    await finishCheck(page);
    await main.getByRole('link', { name: `Choose this offer from ${PROVIDER}` }).click();
    await hydrated(page, 'Accept this offer');
    await main.getByRole('checkbox', { name: new RegExp(`sends my application to ${PROVIDER}`) }).check();
    await main.getByRole('button', { name: 'Accept this offer' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Kobo Credit's staff pay it out.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staffWorkspace(staff);
    const card = staff.getByRole('article', {
      name: new RegExp(`^${BORROWER.name}: ₦500,000 personal loan`),
    });
    const paysOut = await termValue(card, 'Pays out');
    await card.getByRole('button', { name: 'Confirm and record payout' }).click();
    const payout = card.getByRole('form', { name: `Record the payout of ${BORROWER.name}'s loan` });
    await payout.getByLabel(/^Amount paid/).fill(paysOut);
    await payout.getByLabel(/^Reference/).fill(`PAYOUT-${person.email}`);
    await payout.getByRole('button', { name: 'Confirm payout' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Payout recorded' })).toBeVisible();

    // The dashboard pictures the loan, and says the same in words.
    let current = (await dashboard(page)).getByRole('region', { name: 'Current loan' });
    await expect(current.getByRole('heading', { name: `${PROVIDER}: Personal loan` })).toBeVisible();
    const picture = current.getByRole('region', { name: 'Your loan at a glance' });
    await expect(picture).toContainText(/^Your loan at a glance\s*You have repaid ₦0 of ₦[\d,.]+ \(0%\)/);
    await expect(
      picture.getByRole('table', { name: `Balance of your ${PROVIDER} loan over time` }),
    ).toBeAttached();
    // The charts arrive on their own; their legend is drawn once they have.
    await expect(picture.getByText('Planned', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The statement, as PDF and as CSV, with the loan's own figures.
    const pdf = await downloaded(page, 'Download statement (PDF)');
    expect(pdf.name).toMatch(/^lendbridge-statement-kobo-credit-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = (await downloaded(page, 'Download statement (CSV)')).body.toString('utf8');
    expect(csv).toContain(`\r\nLender,${PROVIDER}\r\n`);
    expect(csv).toContain(`\r\nBorrower,${BORROWER.name}\r\n`);
    expect(csv).toContain('\r\nAmount borrowed,500000.00\r\n');
    expect(csv).toContain(`\r\nAmount received,${(minorOf(paysOut) / 100).toFixed(2)}\r\n`);

    // Asked, withdrawn, asked again.
    const settle = current.getByRole('region', { name: 'Settle early' });
    const figure = ((await settle.getByText(/^To settle today:/).textContent()) ?? '').match(
      /₦\d{1,3}(,\d{3})*(\.\d{2})?/,
    )![0];
    await settle.getByRole('button', { name: `Ask ${PROVIDER} to settle` }).click();
    await expect(settle.getByRole('status')).toHaveText(`We asked ${PROVIDER} to settle your loan.`);
    await settle.getByRole('button', { name: 'Withdraw your request' }).click();
    await expect(settle.getByRole('status')).toHaveText(
      `You withdrew your request to settle your loan with ${PROVIDER}.`,
    );
    await expect(settle.getByText(/^You withdrew your request of /)).toBeVisible();
    await settle.getByRole('button', { name: `Ask ${PROVIDER} to settle` }).click();
    await expect(settle.getByRole('button', { name: 'Withdraw your request' })).toBeVisible();

    // The lender sees the open request and records the settlement at that figure.
    await staff
      .getByRole('navigation', { name: 'Lender workspace' })
      .getByRole('link', { name: 'Loans', exact: true })
      .click();
    await staff.getByRole('main').getByRole('searchbox').fill(BORROWER.name);
    await staff.getByRole('grid', { name: 'Loans' }).getByRole('link', { name: BORROWER.name }).click();
    const requests = staff.getByRole('region', { name: 'Early settlement requests' });
    await expect(requests.getByRole('listitem')).toHaveCount(2);
    await expect(requests.getByRole('listitem').first()).toContainText(`at ${figure}`);
    await expect(requests.getByRole('listitem').first()).toContainText('open until');
    await expect(requests.getByRole('listitem').last()).toContainText('withdrawn by the borrower');
    await staff.getByRole('button', { name: 'Record an early settlement' }).click();
    const settlement = staff.getByRole('form', { name: `Record ${BORROWER.name}'s early settlement` });
    await settlement.getByLabel(/^Amount received/).fill(figure);
    await settlement.getByLabel(/^Reference/).fill(`SETTLE-${person.email}`);
    await settlement.getByRole('button', { name: 'Record settlement' }).click();
    await expect(staff.getByRole('status').filter({ hasText: 'Settlement recorded' })).toContainText(
      'the loan is repaid',
    );
    await expect(requests.getByRole('listitem').first()).toContainText('settled on');
    await staffContext.close();

    // Repaid: no longer the current loan, and in the history as repaid.
    const after = await dashboard(page);
    current = after.getByRole('region', { name: 'Current loan' });
    await expect(current).toContainText('You are not repaying a loan');
    await expect(
      after
        .getByRole('region', { name: 'Loan history' })
        .getByRole('row', { name: new RegExp(`^${PROVIDER} Personal loan ₦500,000.00 .* Repaid`) }),
    ).toBeVisible();
  });

  test('your data: a copy of it downloads, and closing is refused while a loan is open', async ({ page }) => {
    test.setTimeout(120_000);
    // A seeded borrower repaying a Lagoon Microfinance Bank loan.
    const borrower = { email: 'hauwa.mohammed@lendbridge.example', password: 'Lendbridge-demo-2026' };
    await page.goto('/user/login');
    await logIn(page, borrower.email, borrower.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/profile');
    const yours = page.getByRole('region', { name: 'Your data' });
    // The page is drawn in the browser for the session: its buttons work once they are there.
    await expect(yours.getByRole('button', { name: 'Download my data' })).toBeEnabled();

    const copy = await downloaded(page, 'Download my data');
    expect(copy.name).toMatch(/^lendbridge-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(copy.body.toString('utf8')) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain(borrower.email);
    expect(JSON.stringify(data)).toContain('Lagoon Microfinance Bank');
    await expect(yours.getByRole('status')).toHaveText('Your data is downloading as a JSON file.');

    await yours.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.getByLabel('Password').fill(borrower.password);
    await dialog.getByRole('button', { name: 'Close my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'You still owe money on your loan with Lagoon Microfinance Bank. You can close your account once it is repaid.',
    );
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    // Still open: the dashboard still shows the loan.
    const main = await dashboard(page);
    await expect(main.getByRole('region', { name: 'Current loan' })).toContainText(
      'Lagoon Microfinance Bank',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the demo borrower’s dashboard shows the chart, the statement and what settles the loan', async ({
      page,
    }) => {
      await page.goto('/user/login');
      await logIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const current = (await dashboard(page)).getByRole('region', { name: 'Current loan' });
      const picture = current.getByRole('region', { name: 'Your loan at a glance' });
      await expect(picture).toContainText(/You have repaid ₦[\d,.]+ of ₦[\d,.]+ \(\d+%\)/);
      await expect(picture.getByText('Left to repay', { exact: true }).first()).toBeVisible();
      await expect(current.getByRole('button', { name: 'Download statement (PDF)' })).toBeVisible();
      await expect(current.getByRole('button', { name: 'Download statement (CSV)' })).toBeVisible();
      await expect(current.getByRole('region', { name: 'Settle early' })).toContainText(
        /^Settle early\s*To settle today: ₦/,
      );
      // Nothing is wider than the phone: the charts fit its width.
      const box = await picture.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      await picture.screenshot({ path: test.info().outputPath('loan-picture-phone.png') });
    });
  });
});
