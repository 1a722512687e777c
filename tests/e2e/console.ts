import { expect, type Page } from '@playwright/test';

/** The seeded console accounts (README): the platform admin and Zenith Tech's HR. */
export const ADMIN = { email: 'admin@lendbridge.example', password: 'Lendbridge-admin-2026' };
export const ZENITH_HR = { email: 'hr@zenithtech.example', password: 'Lendbridge-hr-2026' };
export const GATEWAY_URL = `http://localhost:${process.env.GATEWAY_PORT ?? 5000}`;

/** Opens the console as `account`, through the login its pages send a visitor to. */
export async function openConsole(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}
