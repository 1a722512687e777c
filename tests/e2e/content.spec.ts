import { expect, test, type Page } from '@playwright/test';
import { appHydrated, axeViolations } from './support';

/** The seeded platform admin (README). */
const ADMIN = { email: 'admin@lendbridge.example', password: 'Lendbridge-admin-2026' };
/** A pre-rendered answer no other spec reads; approved again at the end. */
const QUESTION = 'How do I delete my Lendbridge account?';

async function openConsolePage(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(ADMIN.email);
  await main.getByLabel('Password').fill(ADMIN.password);
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('an admin unapproves a FAQ answer and a visitor’s /faq no longer shows it once hydrated', async ({
  page,
  browser,
  request,
}) => {
  // Two people and two pages built on the client, on a slow machine.
  test.setTimeout(90_000);
  await openConsolePage(page, '/admin/content');
  const faqs = page.getByRole('table', { name: 'FAQ answers' });
  const row = faqs.getByRole('row').filter({ hasText: QUESTION });
  await expect(row).toContainText('Approved, public');
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('button', { name: `Unapprove “${QUESTION}”` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'not approved' })).toBeVisible();
  await expect(row).toContainText('Awaiting approval');

  const visitor = await browser.newPage();
  try {
    // The HTML the build wrote still holds it; the page replaces it with the current list.
    expect(await (await request.get('/faq')).text()).toContain(QUESTION);
    await visitor.goto('/faq');
    await appHydrated(visitor);
    await expect(visitor.getByRole('heading', { name: 'How are offers ordered?' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: QUESTION })).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  await row.getByRole('button', { name: `Approve “${QUESTION}”` }).click();
  await expect(row).toContainText('Approved, public');
});

test('an admin adds an institution with a short form and a scholarship, closes it, and /scholarships shows it closed', async ({
  page,
  browser,
}) => {
  // Two forms, then two visitors' searches, on a slow machine.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `Federal Polytechnic Ilaro ${stamp}`;
  const title = `Quillwort Engineering Award ${stamp}`;
  await openConsolePage(page, '/admin/institutions');
  const main = page.getByRole('main');

  const add = main.getByRole('form', { name: 'Add an institution' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await add.getByLabel('Other names').fill(`FPI${stamp}`);
  await add.getByLabel('Page address').fill(`federal-polytechnic-ilaro-${stamp}`);
  await add.getByLabel('Location').fill('Ilaro, Ogun');
  await add.getByLabel('Description').fill('A federal polytechnic in Ogun State.');
  await add.getByRole('button', { name: 'Add the institution' }).click();
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();

  const addScholarship = main.getByRole('form', { name: `Add a scholarship at ${name}` });
  await addScholarship.getByLabel('Title').fill(title);
  await addScholarship.getByLabel('Amount (naira)').fill('250,000');
  await addScholarship.getByLabel('Deadline').fill('2099-06-30');
  await addScholarship.getByLabel('Level').selectOption('Diploma');
  await addScholarship.getByLabel('Field of study').fill('Engineering');
  await addScholarship.getByLabel('Who can apply').fill('Second-year engineering students.');
  await addScholarship.getByLabel('How to apply').fill('Apply at the bursary.');
  await addScholarship.getByRole('button', { name: 'Add the scholarship' }).click();
  const scholarships = main.getByRole('table', { name: `Scholarships at ${name}` });
  const row = scholarships.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Open');
  expect(await axeViolations(page)).toEqual([]);

  const search = `/scholarships?q=fpi${stamp}`;
  const earlier = await browser.newPage();
  try {
    // Searched by its short form: the search knows the new institution's other names at once.
    await earlier.goto(search);
    await expect(earlier.getByRole('heading', { name: title })).toBeVisible();
  } finally {
    await earlier.close();
  }

  await row.getByRole('button', { name: `Close ${title}` }).click();
  await expect(row).toContainText('Closed');

  // A visitor after the change (one whose browser kept the earlier answer may see it for up to
  // its max-age: docs/console.md#what-visitors-see).
  const visitor = await browser.newPage();
  try {
    await visitor.goto(search);
    await appHydrated(visitor);
    await expect(visitor.getByRole('status').filter({ hasText: `found for “fpi${stamp}”` })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
    await visitor.getByRole('checkbox', { name: 'Include scholarships whose deadline has passed' }).check();
    const card = visitor.getByRole('article', { name: title });
    await expect(card).toContainText('This scholarship has closed for this year.');
  } finally {
    await visitor.close();
  }
});
