import { expect, type Page } from '@playwright/test';
import { hydrated, identityCodeFor, identityCodesSentTo } from './support';

/** The eligibility wizard (/eligibility-check) as a person fills it in. */

export interface Answers {
  organization: string;
  regNo: string;
  /** The roster's contact, where the identity code is emailed. */
  contact: string;
  /** A visitor's email; a logged-in borrower is not asked. */
  email?: string;
}

/** Step 1: the employer or school and the number, then on to the code step. */
export async function chooseOrganization(page: Page, organization: string, regNo: string) {
  await page.goto('/eligibility-check');
  await hydrated(page, 'Next: confirm it is you');
  // selectOption waits for the option, i.e. for the organizations to arrive from the gateway.
  await page.getByLabel(/^Employer or school/).selectOption({ label: organization });
  await page.getByLabel(/^Staff or registration number/).fill(regNo);
  await page.getByRole('button', { name: 'Next: confirm it is you' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Confirm it is you' })).toBeFocused();
}

/** Step 2: asks for a code and types the one read from the newest `.eml` file to the contact. */
export async function confirmIdentity(page: Page, contact: string) {
  const before = (await identityCodesSentTo(contact)).length;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'we have emailed a 6-digit code' }),
  ).toBeVisible();
  await page.getByLabel(/^Code from the email/).fill(await identityCodeFor(contact, before + 1));
  await page.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Your loan' })).toBeFocused();
}

/** Runs the wizard to its result: a personal loan of ₦500,000 over 12 months. */
export async function runCheck(page: Page, answers: Answers) {
  await chooseOrganization(page, answers.organization, answers.regNo);
  await confirmIdentity(page, answers.contact);
  await finishCheck(page, answers.email);
}

/** Steps 3 to 5, from the loan step on: a personal loan of ₦500,000 over 12 months. */
export async function finishCheck(page: Page, email?: string) {
  const loan = page.getByRole('form', { name: 'Your loan' });
  await loan.getByLabel(/^Kind of loan/).selectOption({ label: 'Personal loan' });
  await loan.getByLabel(/^Amount you want to borrow/).fill('500,000');
  await loan.getByLabel(/^Repayment period/).selectOption({ label: '12 months' });
  await loan.getByRole('button', { name: 'Next: review' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Review' })).toBeVisible();
  if (email) await page.getByLabel(/^Email address/).fill(email);
  await page.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Result' })).toBeVisible();
}
