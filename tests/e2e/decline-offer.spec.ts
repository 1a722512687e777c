import { expect, test, type Page } from '@playwright/test';
import { activationLinkFor, logIn, newPerson, register } from './support';
import { runCheck } from './wizard';

/**
 * Roster members with no account yet: the borrower binds one by proving its code, so a repeated
 * run (npm run flake-hunt) takes another each time.
 */
const MEMBERS = [
  {
    organization: 'Lagos State Health Service Commission',
    regNo: 'LHS-11876',
    contact: 'chiamaka.eze@lagoshealth.example',
  },
  {
    organization: 'Lagos State Health Service Commission',
    regNo: 'LHS-15502',
    contact: 'ibrahim.suleiman@lagoshealth.example',
  },
  {
    organization: 'Federal Civil Service Commission',
    regNo: 'FCS-300412',
    contact: 'aminu.bello@fedcivil.example',
  },
];

/** A new borrower with a confirmed account, logged in: offers made to them are theirs alone. */
async function logInAsNewBorrower(page: Page) {
  const person = newPerson();
  await register(page, person);
  await page.goto(await activationLinkFor(person.email, 1));
  await expect(page).toHaveURL(/\/user\/login$/);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('declining an offer', () => {
  test('a borrower declines one offer from the dashboard; the others stay open', async ({ page }) => {
    test.setTimeout(120_000);
    await logInAsNewBorrower(page);
    const main = page.getByRole('main');
    await expect(main.getByText(/^No offers waiting\./)).toBeVisible();

    // A check while logged in, with the code proven, saves its offers to the account.
    await runCheck(page, MEMBERS[test.info().repeatEachIndex % MEMBERS.length]!);
    const offers = main.getByRole('list', { name: 'Offers' }).getByRole('listitem');
    await expect(offers.first()).toBeVisible();
    const offered = await offers.count();
    expect(offered).toBeGreaterThanOrEqual(2);

    await page.goto('/dashboard');
    const openOffers = main.getByRole('list', { name: 'Offers' });
    await expect(openOffers.getByRole('listitem')).toHaveCount(offered);
    const decline = openOffers.getByRole('button', { name: /^Decline the offer from / }).first();
    const provider = ((await decline.getAttribute('aria-label')) ?? '').replace(
      'Decline the offer from ',
      '',
    );
    expect(provider).not.toBe('');
    await decline.click();

    // It asks first, and keeping the offer changes nothing.
    const dialog = page.getByRole('dialog', { name: `Decline the offer from ${provider}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep the offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(openOffers.getByRole('listitem')).toHaveCount(offered);

    await decline.click();
    await dialog.getByRole('button', { name: 'Decline offer' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'Offer declined' })).toBeVisible();
    await expect(openOffers.getByRole('listitem')).toHaveCount(offered - 1);
    await expect(openOffers.getByRole('heading', { name: provider })).toHaveCount(0);

    // Declined on the gateway, not just hidden: it stays gone, and the other offers stay open.
    await page.reload();
    await expect(openOffers.getByRole('listitem')).toHaveCount(offered - 1);
    await expect(openOffers.getByRole('heading', { name: provider })).toHaveCount(0);
    await expect(openOffers.getByRole('link', { name: /^Accept the offer from / })).toHaveCount(offered - 1);
  });
});
