import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers } from '../../server/src/db/seed/data';

// ARCHITECTURE.md §6: keyboard-only use works. These walks never touch the mouse.
const staff = demoUsers.find((user) => user.roleId === 2)!;

/** Presses Tab until the locator has focus, failing if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('log in with the keyboard alone: skip link, fields, submit, and the answer announced', async ({
  page,
}) => {
  await page.goto('/user/login');
  const main = page.getByRole('main');
  // The form answers only once hydrated; before that the button is not yet a submit button.
  await expect(main.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // From the main landmark the email field is the next stop, not the header's links.
  await page.keyboard.press('Tab');
  await expect(main.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(staff.email);
  await tabTo(page, main.getByLabel('Password'), 3);
  await page.keyboard.type(staff.password);
  await page.keyboard.press('Enter');

  // A lender's staff account is refused on this site: the refusal is an alert, read out at once.
  await expect(main.getByRole('alert')).toHaveText('Login Unsuccessful');
  await tabTo(page, main.getByRole('button', { name: 'Log in' }), 10);
});

test('the header, the footer and the analytics settings are all reachable with Tab', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Check my eligibility' })).toBeVisible();
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'FAQ' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq$/);
  await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }), 80);
  // Present when the build has analytics configured, as the e2e build does.
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Analytics settings' });
  if ((await settings.count()) > 0) {
    await tabTo(page, settings, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeFocused();
  }
});
