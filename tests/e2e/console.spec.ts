import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, GATEWAY_URL, openConsole, ZENITH_HR } from './console';
import { axeViolations, DEMO, expectMails, linkIn } from './support';
import { logInToWorkspace } from './lender';

const HEADER = 'staff_number,full_name,monthly_net_pay,contact_email,left';

async function uploadRoster(page: Page, name: string, csv: string) {
  const main = page.getByRole('main');
  await main
    .getByLabel('Roster file (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main.getByRole('button', { name: 'Preview' }).click();
  const preview = main.getByRole('region', { name: `Preview of ${name}` });
  await expect(preview).toBeVisible();
  return preview;
}

test('an admin adds an employer and uploads its roster, row by row', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const name = `Harbour Foods ${code}`;
  await openConsole(page, ADMIN);
  await page.getByRole('link', { name: 'Add an organisation' }).click();
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await main.getByLabel('Code').fill(code);
  await main.getByLabel('Kind').selectOption('employer');
  await main.getByLabel('Payroll contact email').fill('payroll@harbourfoods.example');
  await main.getByRole('button', { name: 'Add the organisation' }).click();
  await expect(page).toHaveURL(/\/admin\/organization\?id=\d+$/);
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();

  // One bad row: the preview says which and why, and nothing can be applied.
  const bad = await uploadRoster(
    page,
    'roster-bad.csv',
    [HEADER, 'HF-1,Amaka Obi,"310,000.00",amaka@harbourfoods.example,no', 'HF-2,,lots,nobody,no'].join('\n'),
  );
  // The summary, beside the grid's own "Loading the rows…" while its code arrives.
  await expect(bad.getByRole('status').filter({ hasText: ' new, ' })).toContainText(
    '1 new, 0 changed, 0 left, 0 unchanged, 1 invalid',
  );
  await expect(bad.getByRole('gridcell', { name: /full name is missing/ })).toBeVisible();
  await expect(bad.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const good = await uploadRoster(
    page,
    'roster.csv',
    [
      HEADER,
      'HF-1,Amaka Obi,"310,000.00",amaka@harbourfoods.example,no',
      'HF-2,Bayo Ade,250000,bayo@harbourfoods.example,no',
    ].join('\n'),
  );
  await expect(good.getByRole('status').filter({ hasText: ' new, ' })).toContainText('2 new');
  await good.getByRole('button', { name: 'Apply 2 rows' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Roster updated: 2 joined' })).toBeVisible();
  await expect(main.getByText('2 on the roster')).toBeVisible();

  // The list shows it; unticking Active deactivates it.
  await main.getByLabel(/^Active/).uncheck();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText(/inactive: not offered to borrowers/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Organisations' })
    .click();
  await expect(page.getByRole('grid', { name: 'Organisations' }).getByRole('link', { name })).toBeVisible();
});

test("an organisation's administrator sees only their own and downloads its roster", async ({ page }) => {
  await openConsole(page, ZENITH_HR);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Zenith Tech Solutions Ltd' })).toBeVisible();
  // Only admins edit an organisation's details.
  await expect(main.getByRole('heading', { name: 'Details' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download the roster (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^roster-zenithtech-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(HEADER);
  expect(csv).toContain('ZT-1001,');
  // The month's deduction schedule, for payroll.
  await main.getByRole('button', { name: 'Show the schedule' }).click();
  await expect(main.getByRole('status').filter({ hasText: /deduct/i })).toBeVisible();
  // Another organisation's page reads like a missing one.
  const organizations = (await (await page.request.get(`${GATEWAY_URL}/api/Organization`)).json())
    .responseData.items as Array<{ id: number; code: string }>;
  const other = organizations.find((organization) => organization.code === 'LAGOSHEALTH')!;
  await page.goto(`/admin/organization?id=${other.id}`);
  await expect(main.getByRole('alert')).toHaveText('We could not find that organisation.');
});

test('a borrower is refused at the console login with where to go instead', async ({ page }) => {
  await page.goto('/admin/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(DEMO.email);
  await main.getByLabel('Password').fill(DEMO.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(main.getByRole('alert')).toContainText('This is the Lendbridge console');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin onboards a lender and invites its staff; the invitee joins; deactivating ends their session', async ({
  page,
  browser,
}) => {
  // Two people's browsers, each logging in, on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lender = `Harbour Credit ${stamp}`;
  const invitee = { email: `ngozi.${stamp}@harbour-credit.example`, password: 'a long harbour passphrase' };
  await openConsole(page, ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Add a lender' }).click();
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Name', exact: true }).fill(lender);
  await main.getByLabel('Licence number').fill('CBN Money Lender Licence ML-7781');
  await main.getByLabel('Contact email').fill('loans@harbour-credit.example');
  await main.getByLabel('Contact phone').fill('+234 1 555 7781');
  await main.getByRole('button', { name: 'Add the lender' }).click();
  await expect(page).toHaveURL(/\/admin\/provider\?id=\d+$/);
  await expect(main.getByRole('heading', { level: 2, name: lender })).toBeVisible();

  const inviteForm = main.getByRole('form', { name: 'Invite a member of staff' });
  await inviteForm.getByLabel('Email').fill(invitee.email);
  await inviteForm.getByLabel('First name').fill('Ngozi');
  await inviteForm.getByLabel('Last name').fill('Eze');
  await inviteForm.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'on its way' })).toContainText(invitee.email);
  const staffGrid = main.getByRole('grid', { name: 'Staff' });
  await expect(staffGrid.getByRole('gridcell', { name: /^Invited, link until/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The invitee, in a browser of their own, follows the link in the .eml file and chooses a password.
  const theirs = await browser.newContext();
  const staff = await theirs.newPage();
  const [mail] = await expectMails(invitee.email, 1, /accept-invitation/);
  expect(mail).toContain(lender);
  await staff.goto(linkIn(mail!, '/lender/accept-invitation'));
  const form = staff.getByRole('form', { name: 'Choose your password' });
  await expect(form.getByRole('button', { name: 'Set my password' })).toHaveAttribute('type', 'submit');
  await form.getByLabel(/^Password/).fill(invitee.password);
  await form.getByLabel('Confirm password').fill(invitee.password);
  await form.getByRole('button', { name: 'Set my password' }).click();
  await expect(staff).toHaveURL(/\/lender\/login$/);
  await expect(staff.getByRole('main')).toContainText('Your password is set');
  await logInToWorkspace(staff, invitee);
  await expect(staff.getByRole('navigation', { name: 'Lender workspace' })).toBeVisible();
  await expect(staff.getByText(lender).first()).toBeVisible();

  // The admin sees the account active, and deactivates it.
  await page.reload();
  await expect(staffGrid.getByRole('gridcell', { name: 'Active', exact: true })).toBeVisible();
  await staffGrid.getByRole('button', { name: 'Deactivate Ngozi Eze' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'is deactivated' })).toContainText(
    /[1-9]\d* sessions? ended/,
  );
  await expect(staffGrid.getByRole('gridcell', { name: 'Deactivated', exact: true })).toBeVisible();

  // Their session has ended: the next page sends them to log in, which now refuses them.
  await staff.goto('/lender/loans');
  await expect(staff).toHaveURL(/\/lender\/login\?next=/);
  await logInToWorkspace(staff, invitee);
  await expect(staff.getByRole('main').getByRole('alert')).toContainText('has been deactivated');
  await theirs.close();
});
