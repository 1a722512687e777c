import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUsers } from '../../server/src/seed/data';
import { identityCodeFor, identityCodesSentTo } from './support';

// docs/requirements.md#accessibility: keyboard-only use works. These walks never touch the mouse.
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
  // Present because the e2e build has analytics configured (playwright.config.ts).
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Analytics settings' });
  await tabTo(page, settings, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Accept analytics' })).toBeFocused();
});

/**
 * Fails unless the focused element is one a sighted keyboard user can see: on screen, matching
 * :focus-visible and drawing an indicator (its own outline, or for a text field or select the
 * field's border, which thickens to 2px when focused).
 */
async function expectVisibleFocus(page: Page) {
  const problem = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return 'focus is lost to the page';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const box = element.getBoundingClientRect();
    const onScreen =
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0;
    if (!onScreen) return `${name} has focus but is off screen`;
    if (!element.matches(':focus-visible')) return `${name} has focus but does not match :focus-visible`;
    const style = getComputedStyle(element);
    const outlined =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      !/transparent|rgba\(.*,\s*0\)$/.test(style.outlineColor);
    if (outlined) return null;
    const border = element.parentElement?.querySelector(':scope > fieldset');
    if (border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) return null;
    return `${name} has focus but draws no focus ring`;
  });
  expect(problem, 'the focused element is visibly focused').toBeNull();
}

/** Presses Tab until the locator has focus, checking that every stop on the way is visibly focused. */
async function tabVisiblyTo(page: Page, target: Locator, limit = 20) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
  }
  await expect(target).toBeFocused();
}

const selectedLabel = (select: Locator) =>
  select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

/** Moves a focused native select with the arrow keys until it shows `label`, as a person would. */
async function arrowTo(page: Page, select: Locator, label: string, limit = 20) {
  await expect(select).toBeFocused();
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let presses = 0; presses < limit; presses += 1) {
      if ((await selectedLabel(select)) === label) return;
      await page.keyboard.press(key);
    }
  }
  expect(await selectedLabel(select)).toBe(label);
}

/** The heading of each step, which takes focus whenever the person moves to that step. */
const stepHeading = (page: Page, step: 1 | 2 | 3 | 4 | 5) =>
  page.getByRole('heading', {
    name: `Step ${step} of 5: ${['Where you work or study', 'Confirm it is you', 'Your loan', 'Review', 'Result'][step - 1]}`,
  });

/** Step 1 from the top of the page: skip link, the employer chosen with the arrow keys, the number typed. */
async function organizationByKeyboard(page: Page, organization: string, regNo: string) {
  await page.goto('/eligibility-check');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Next: confirm it is you' })).toHaveAttribute(
    'type',
    'submit',
  );
  const employer = main.getByLabel(/^Employer or school/);
  // The employers come from the gateway after hydration.
  await expect(employer.getByRole('option', { name: organization })).toBeAttached();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  // The wizard's first field is the first stop in the main landmark.
  await page.keyboard.press('Tab');
  await expect(employer).toBeFocused();
  await expectVisibleFocus(page);
  await arrowTo(page, employer, organization);
  await page.keyboard.press('Tab');
  await expect(main.getByLabel(/^Staff or registration number/)).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(regNo);
  await tabVisiblyTo(page, main.getByRole('button', { name: 'Next: confirm it is you' }), 2);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 2)).toBeFocused();
  await expectVisibleFocus(page);
}

/** Step 2, from its focused heading: a code asked for, read from the `.eml` file and typed. */
async function confirmByKeyboard(page: Page, contact: string) {
  const main = page.getByRole('main');
  const before = (await identityCodesSentTo(contact)).length;
  // The step's code arrives when the step is reached.
  await expect(main.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  await tabVisiblyTo(page, main.getByRole('button', { name: 'Email me a code' }), 3);
  await page.keyboard.press('Enter');
  // The field takes focus when the code is on its way.
  await expect(main.getByLabel(/^Code from the email/)).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(await identityCodeFor(contact, before + 1));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 3)).toBeFocused();
}

/** Step 2, from its focused heading: kind of loan and period with the arrow keys, the amount typed. */
async function loanByKeyboard(page: Page, amount: string) {
  const loan = page.getByRole('form', { name: 'Your loan' });
  await page.keyboard.press('Tab');
  await expect(loan.getByLabel(/^Kind of loan/)).toBeFocused();
  await expectVisibleFocus(page);
  await arrowTo(page, loan.getByLabel(/^Kind of loan/), 'Personal loan');
  await page.keyboard.press('Tab');
  await expect(loan.getByLabel(/^Amount you want to borrow/)).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(amount);
  await page.keyboard.press('Tab');
  await expect(loan.getByLabel(/^Repayment period/)).toBeFocused();
  await expectVisibleFocus(page);
  await arrowTo(page, loan.getByLabel(/^Repayment period/), '12 months');
}

/** From anywhere on the review step: the answer's button, pressed with Enter. */
async function checkByKeyboard(page: Page) {
  await tabVisiblyTo(page, page.getByRole('button', { name: 'Check my eligibility' }), 6);
  await page.keyboard.press('Enter');
}

test.describe('the eligibility wizard with the keyboard alone', () => {
  test('every step to an eligible result, going Back on the way, then starting over', async ({ page }) => {
    // Some hundred key presses, each followed by a look at the focus: slow on two busy cores.
    test.setTimeout(120_000);
    const main = page.getByRole('main');
    // Not README's newcomer, whom the marketplace journey binds to a new account meanwhile.
    await organizationByKeyboard(page, 'Zenith Tech Solutions Ltd', 'ZT-1014');
    const steps = main.getByRole('list', { name: 'Steps of the eligibility check' });
    await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await confirmByKeyboard(page, 'emeka.nwosu@zenithtech.example');
    await expect(steps.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');

    // Next with nothing chosen: focus goes to the first field to fix, its error read with it.
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Next: review' }), 6);
    await page.keyboard.press('Enter');
    await expect(main.getByLabel(/^Kind of loan/)).toBeFocused();
    await expect(main.getByLabel(/^Kind of loan/)).toHaveAccessibleDescription(
      'Choose the kind of loan you need.',
    );

    // Back from the loan step to the confirmed code, and back again to step 1: its heading has
    // focus and the answers are still there.
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Back' }), 6);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(main.getByRole('button', { name: 'Next: your loan' })).toBeVisible();
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Back' }), 2);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 1)).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    expect(await selectedLabel(main.getByLabel(/^Employer or school/))).toBe('Zenith Tech Solutions Ltd');
    await page.keyboard.press('Tab');
    await expect(main.getByLabel(/^Staff or registration number/)).toHaveValue('ZT-1014');
    // Enter in a field submits its step, as in any form; the same number needs no new code.
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 2)).toBeFocused();
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Next: your loan' }), 3);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 3)).toBeFocused();

    await loanByKeyboard(page, '500,000');
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Next: review' }), 3);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 4)).toBeFocused();
    await expectVisibleFocus(page);
    await expect(main.getByRole('form', { name: 'Review your answers' })).toContainText('₦500,000');

    // Back from the review, and forward again with what was chosen kept.
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Back' }), 4);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 3)).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await selectedLabel(main.getByLabel(/^Kind of loan/))).toBe('Personal loan');
    await page.keyboard.press('Tab');
    await expect(main.getByLabel(/^Amount you want to borrow/)).toHaveValue('500000');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 4)).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(main.getByLabel(/^Email address/)).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type(`emeka.nwosu.${Date.now().toString(36)}@example.com`);
    await checkByKeyboard(page);

    // The result takes focus at its heading, which carries the outcome; the outcome is a status too.
    const heading = stepHeading(page, 5);
    await expect(heading).toBeFocused();
    await expectVisibleFocus(page);
    const outcome = main
      .getByRole('status')
      .filter({ hasText: /^You are eligible for offers from \d+ lenders\./ });
    await expect(outcome).toBeVisible();
    await expect(heading).toHaveAccessibleDescription(/^You are eligible for offers from \d+ lenders\./);

    // The offers can be sorted and chosen from the keyboard.
    const sort = main.getByLabel('Sort offers by');
    await tabVisiblyTo(page, sort, 40);
    await arrowTo(page, sort, 'Monthly repayment, lowest first');
    await tabVisiblyTo(page, main.getByRole('link', { name: /^Choose this offer from / }).first(), 20);

    await tabVisiblyTo(page, main.getByRole('button', { name: 'Start over' }), 80);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 1)).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('an ineligible result, announced, then Change my answers to a loan that is affordable', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const main = page.getByRole('main');
    await organizationByKeyboard(page, 'Lagos State Health Service Commission', 'LHS-20417');
    await confirmByKeyboard(page, 'tunde.bakare@lagoshealth.example');
    await loanByKeyboard(page, '500,000');
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Next: review' }), 3);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 4)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(`tunde.bakare.${Date.now().toString(36)}@example.com`);
    await checkByKeyboard(page);

    const heading = stepHeading(page, 5);
    await expect(heading).toBeFocused();
    await expectVisibleFocus(page);
    await expect(main.getByRole('alert')).toContainText('You are not eligible for this loan yet.');
    await expect(heading).toHaveAccessibleDescription(/^You are not eligible for this loan yet\./);

    // The failed rule is affordability, so Change my answers goes to the loan step.
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Change my answers' }), 10);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 3)).toBeFocused();
    await expectVisibleFocus(page);
    await loanByKeyboard(page, '50,000');
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Next: review' }), 3);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 4)).toBeFocused();
    await checkByKeyboard(page);

    await expect(stepHeading(page, 5)).toBeFocused();
    await expect(main.getByRole('status').filter({ hasText: /^You are eligible for/ })).toBeVisible();
  });

  test('a refused check is announced and focus comes back to the button, to try again', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('**/api/Eligibility/checkeligibility', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': new URL(page.url()).origin },
        body: JSON.stringify({
          requestSuccessful: false,
          message: 'Too many attempts. Please wait a minute and try again.',
          responseData: null,
        }),
      });
    });
    const main = page.getByRole('main');
    await organizationByKeyboard(page, 'Zenith Tech Solutions Ltd', 'ZT-1043');
    await confirmByKeyboard(page, 'musa.abdullahi@zenithtech.example');
    await loanByKeyboard(page, '500,000');
    await tabVisiblyTo(page, main.getByRole('button', { name: 'Next: review' }), 3);
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 4)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('musa.abdullahi@example.com');
    await checkByKeyboard(page);

    await expect(main.getByRole('alert')).toHaveText(
      'Too many attempts. Please wait a minute and try again.',
    );
    await expect(stepHeading(page, 4)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Check my eligibility' })).toBeFocused();
    await expectVisibleFocus(page);
  });
});
