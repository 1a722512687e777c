import { expect, test, type Page } from '@playwright/test';
import { hydrated, logIn, mailsTo, newPerson, register, type Person } from './support';

/** A new borrower with a confirmed account, logged in: offers made to them are theirs alone. */
async function newBorrower(page: Page): Promise<Person> {
  const person = newPerson();
  await register(page, person);
  let activation: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await mailsTo(person.email))[0] ?? '';
      activation = /https?:\/\/[^\s"'<>]+(\/user\/activate\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
      return activation !== undefined;
    })
    .toBe(true);
  await page.goto(activation!);
  await expect(page).toHaveURL(/\/user\/login$/);
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return person;
}

test.describe('declining an offer', () => {
  test('a borrower declines one offer from the dashboard; the others stay open', async ({ page }) => {
    test.setTimeout(120_000);
    const person = await newBorrower(page);
    const main = page.getByRole('main');
    await expect(main.getByText(/^No offers waiting\./)).toBeVisible();

    // A check while logged in saves its offers to the account.
    await page.goto('/eligibility-check');
    await hydrated(page, 'Next: your loan');
    await page.getByLabel(/^Employer or school/).selectOption({ label: 'Zenith Tech Solutions Ltd' });
    await page.getByLabel(/^Staff or registration number/).fill('ZT-1058');
    await page.getByRole('button', { name: 'Next: your loan' }).click();
    const loan = page.getByRole('form', { name: 'Your loan' });
    await loan.getByLabel(/^Kind of loan/).selectOption({ label: 'Personal loan' });
    await loan.getByLabel(/^Amount you want to borrow/).fill('300,000');
    await loan.getByLabel(/^Repayment period/).selectOption({ label: '12 months' });
    await loan.getByRole('button', { name: 'Next: review' }).click();
    await expect(main.getByText(`Your offers will be saved to your account, ${person.email}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Check my eligibility' }).click();
    await expect(page.getByRole('heading', { name: 'Step 4 of 4: Result' })).toBeVisible();
    const offered = await main.getByRole('list', { name: 'Offers' }).getByRole('listitem').count();
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
