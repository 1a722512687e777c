import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support';

/** The seeded workspace accounts (README): Kobo Credit's staff, and the read-only platform admin. */
export const KOBO_STAFF = { email: 'staff@kobo-credit.example', password: 'Lendbridge-staff-2026' };
export const ADMIN = { email: 'admin@lendbridge.example', password: 'Lendbridge-admin-2026' };

/** Logs in on the workspace's own login page (where a workspace page sends a visitor). */
export async function logInToWorkspace(page: Page, account: { email: string; password: string }) {
  await hydrated(page, 'Log in');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The value a definition list shows for `term` (a loan card's "Pays out", say). */
export async function termValue(within: Locator, term: string): Promise<string> {
  const value = within
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
  await expect(value).toBeVisible();
  return (await value.textContent()) ?? '';
}

/** "₦29,460.55" → "29460.55": an amount as an employer's payroll file writes it. */
export const plainAmount = (shown: string) => shown.replace(/[^\d.]/g, '');

/** Kobo of an amount shown on the page ("₦29,460.55" → 2946055), exactly from its digits. */
export function minorOf(shown: string): number {
  const [naira = '0', kobo = ''] = plainAmount(shown).split('.');
  return Number(naira) * 100 + Number(kobo.padEnd(2, '0'));
}

/** Minor units back to a CSV amount: 2946055 → "29460.55". */
export const csvAmount = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** Today as YYYY-MM-DD in the browser's time zone, as a payroll file dates its payments. */
export async function todayIn(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });
}

/** Uploads a remittance file built in the test and waits for the gateway's preview. */
export async function previewRemittance(page: Page, organization: string, name: string, csv: string) {
  const main = page.getByRole('main');
  await hydrated(page, 'Preview', main.getByRole('form', { name: 'Upload a payroll remittance file' }));
  await main.getByLabel(/^Organisation that sent the file/).selectOption({ label: organization });
  await main
    .getByLabel('Remittance file (CSV)')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await main.getByRole('button', { name: 'Preview' }).click();
  const preview = main.getByRole('region', { name: `Preview of ${name}` });
  await expect(preview).toBeVisible();
  return preview;
}
