import { expect, test } from '@playwright/test';
import { activationLinkFor, DEMO, logIn, newPerson, register } from './support';

const STAFF = { email: 'staff@kobo-credit.example', password: 'Lendbridge-staff-2026' };

const CONFIRMED = 'Email confirmed successfully, login to continue';
const INVALID_CREDENTIALS = 'Inputed credentials are invalid. Please check and try again.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

test.describe('accounts', () => {
  test('register, confirm the email, log in, edit the profile and log out', async ({ page }) => {
    // The whole account life in one browser session: about fifteen seconds on two busy cores.
    test.setTimeout(60_000);
    const person = newPerson();
    await register(page, person);

    // The verify page survives a reload and can send the email again.
    await page.reload();
    await page.getByRole('button', { name: 'Resend the email' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Email successfully sent to ${person.email}`,
    );

    // Logging in before confirming explains why, and offers the email once more.
    await page.goto('/user/login');
    await logIn(page, person.email, person.password);
    await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Email successfully sent to ${person.email}`,
    );

    // Registering and the two resends each sent one; only the newest link still works.
    const activation = await activationLinkFor(person.email, 3);
    await page.goto(activation);
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(CONFIRMED);

    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Welcome back, ${person.firstName}`)).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
    await expect(page.getByLabel('Email address')).toHaveValue(person.email);
    await page.getByLabel('First name').fill('Chidi');
    await page.getByLabel('Phone number').fill('+234 809 000 1111');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Profile updated successfully');

    // The saved profile is what the gateway now holds, not just what the form shows.
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Chidi');
    await expect(page.getByLabel('Phone number')).toHaveValue('+234 809 000 1111');

    await banner.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lb_token')).toBeUndefined();

    // Logged out for real: the dashboard sends the visitor to log in.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/user\/login\?next=%2Fdashboard$/);

    // A used activation link lands on the login page with the server's reason.
    await page.goto(activation);
    await expect(page).toHaveURL(/\/user\/login$/);
    await expect(page.getByRole('main').getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('main').getByRole('alert')).not.toHaveText(CONFIRMED);
  });

  test('a wrong password is refused with the invalid-credentials message', async ({ page }) => {
    await page.goto('/user/login');
    await logIn(page, DEMO.email, 'not-the-password');

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    await expect(page).toHaveURL(/\/user\/login$/);
  });

  test("a lender's staff account cannot log in to the borrower site", async ({ page }) => {
    await page.goto('/user/login');
    await logIn(page, STAFF.email, STAFF.password);

    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login Unsuccessful');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lb_token')).toBeUndefined();
  });

  // One login of the demo account covers both flows: the gateway allows ten attempts per account
  // in fifteen minutes, and CI may run this file more than once in that time.
  test('a dashboard page sends a logged-out visitor to log in and back, and an expired validity logs them out', async ({
    page,
  }) => {
    await page.goto('/dashboard/refer-a-friend');
    await expect(page).toHaveURL(/\/user\/login\?next=%2Fdashboard%2Frefer-a-friend$/);

    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/user\/login\?next=%2Fdashboard%2Fprofile$/);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByLabel('Email address')).toHaveValue(DEMO.email);

    await page.evaluate(() => localStorage.setItem('lb_valid_until', String(Date.now() - 1000)));
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/user\/login\?next=%2Fdashboard%2Fprofile$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(SESSION_EXPIRED);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lb_token')).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
