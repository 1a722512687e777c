import { expect, test, type Page } from '@playwright/test';
import { test as asBorrower } from './as-borrower';
import { accountRoutes, dashboardRoutes, partnerRoutes, publicRoutes } from './routes';
import { KOBO_STAFF, logInToWorkspace } from './lender';
import { axeViolations, DEMO, logIn } from './support';

// A 360 × 740 phone, pressed by touch. Each route is opened once; axe runs on the screens that
// differ most on a phone, as tests/e2e/routes.spec.ts already runs axe on every route.
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
test.use(phone);
asBorrower.use(phone);

const SCHEDULE_COLUMNS = [
  'Payment',
  'Due date',
  'Amount',
  'Principal',
  'Interest',
  'Balance after',
  'Status',
];
const AS_OF = /^As of \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/;

/** The page is exactly as wide as the screen (nothing scrolls sideways), and the header ≤ 64 px. */
async function fitsThePhone(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBe(widths.inner);
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(64);
}

/** Every control a person presses that is smaller than 44 × 44 px: none expected. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, li > a:only-child')]
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
      .flatMap((element) => {
        // A checkbox is pressed through its label, which is the target a person sees.
        const target = element.closest('label') ?? element;
        const { width, height } = target.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.id;
        return width < 44 || height < 44 ? [`${element.tagName} "${name}" ${width}×${height}`] : [];
      }),
  );
}

const main = (page: Page) => page.getByRole('main');

/**
 * The page's scripts have run: the site registers its service worker once the page has hydrated.
 * Before then the menu button, like any button, does nothing (a person presses it again).
 */
async function pageIsLive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
}
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });

test('the menu opens by touch: brand, main action and every header link, and a link opens its page', async ({
  page,
}) => {
  await page.goto('/');
  await pageIsLive(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Lendbridge' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Check eligibility' })).toBeVisible();
  await expect(banner.getByRole('navigation')).toHaveCount(0);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  await menuButton(page).tap();

  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const menu = banner.getByRole('navigation', { name: 'Main' });
  for (const name of ['Check eligibility', 'Scholarships', 'Partner institutions', 'FAQ', 'Blog']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
  await fitsThePhone(page);
  expect(await smallTargets(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  await menu.getByRole('link', { name: 'FAQ' }).tap();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the menu by keyboard: focus moves in, Escape closes it and focus returns to the button', async ({
  page,
}) => {
  await page.goto('/');
  await pageIsLive(page);
  // Skip link, brand, main action, menu.
  for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('Tab');
  await expect(menuButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Check eligibility' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Scholarships' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

// A few routes to a page: a context per route would cost more than the checks themselves, and
// all of them in one test outlast its time on a busy machine (`npm run flake-hunt` saw it).
const ROUTES_PER_TEST = 6;
const routes = [...publicRoutes, ...partnerRoutes, ...accountRoutes];
for (let first = 0; first < routes.length; first += ROUTES_PER_TEST) {
  const some = routes.slice(first, first + ROUTES_PER_TEST);

  test(`${some.join(', ')} fit the phone: no sideways scrolling, a header ≤ 64 px, 44 px targets`, async ({
    page,
  }) => {
    for (const route of some) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await fitsThePhone(page);
      expect(await smallTargets(page), route).toEqual([]);
    }
  });
}

asBorrower(
  'the dashboard pages fit the phone, their sections a bar of tabs, and pass axe',
  async ({ page }) => {
    // Each page is loaded and checked by axe: the suite's 30 s for one page, for each of them
    // (24 s in all on an idle machine; the whole ran out at 15 s a page on two busy cores).
    test.setTimeout(dashboardRoutes.length * 30_000);
    for (const route of dashboardRoutes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Loaded: the session read and every section's first answer in.
      await expect(main(page).getByText(/^(Loading|Checking your session)/)).toHaveCount(0);
      const tabs = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
      await expect(tabs).toHaveText(['Overview', 'Profile', 'Refer a friend']);
      await expect(
        page.getByRole('navigation', { name: 'Dashboard' }).locator('[aria-current="page"]'),
      ).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await fitsThePhone(page);
      expect(await smallTargets(page), route).toEqual([]);
      expect(await axeViolations(page), route).toEqual([]);
    }
  },
);

asBorrower(
  'the repayment schedule and loan history are stacked rows, every column labelled',
  async ({ page }) => {
    await page.goto('/dashboard');
    const current = page.getByRole('region', { name: 'Current loan' });
    const schedule = current.getByRole('list', { name: /^Repayment schedule/ });
    await expect(schedule.getByRole('listitem').first()).toBeVisible();
    // The loan picture's screen-reader table of balances may be there; the schedule is not a table.
    await expect(current.getByRole('table', { name: /^Repayment schedule/ })).toHaveCount(0);
    const firstPayment = schedule.getByRole('listitem').first();
    await expect(firstPayment.getByRole('term')).toHaveText(SCHEDULE_COLUMNS);
    await expect(firstPayment.getByRole('definition')).toHaveCount(SCHEDULE_COLUMNS.length);
    const history = page.getByRole('region', { name: 'Loan history' });
    await expect(
      history.getByRole('list', { name: /^Loans you have taken/ }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(history.getByRole('table')).toHaveCount(0);
  },
);

test('offline after one online visit, the dashboard shows its last data and when; after logout, none', async ({
  page,
  context,
}) => {
  // Logs in by itself: logging out would end the session other tests share (as-borrower.ts).
  await page.goto('/user/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nextPayment = main(page).getByText(/^Next payment:/);
  await expect(nextPayment).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  const dueText = await nextPayment.textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice').getByRole('status')).toHaveText(/You are offline/);
  await expect(main(page).getByRole('note')).toHaveText(AS_OF);
  await expect(nextPayment).toHaveText(dueText ?? '');
  await expect(
    page.getByRole('region', { name: 'Current loan' }).getByRole('list', { name: /^Repayment schedule/ }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(main(page).getByRole('note')).toHaveCount(0);
  await menuButton(page).tap();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).tap();
  await expect(page).toHaveURL(/\/user\/login/);

  await context.setOffline(true);
  await page.goto('/dashboard');
  // Nobody is logged in, so the dashboard sends the visitor to log in, offline too.
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Lendbridge' })).toBeVisible();
  await expect(page.getByText(AS_OF)).toHaveCount(0);
  await expect(page.getByText(/^Next payment:/)).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
});

test('the workspace on a phone: its name whole in the header, each loan’s amount and status on screen', async ({
  page,
}) => {
  await page.goto('/lender/loans');
  await logInToWorkspace(page, KOBO_STAFF);
  await expect(page).toHaveURL(/\/lender\/loans$/);
  const name = page.getByRole('banner').getByRole('link', { name: 'Lendbridge for lenders' });
  await expect(name).toBeVisible();
  // Drawn on one line and whole: nothing of it clipped or wrapped.
  const box = await name.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await name.evaluate((link) => link.getClientRects().length)).toBe(1);

  const grid = page.getByRole('grid', { name: 'Loans' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  for (const column of ['Borrower', 'Outstanding', 'Status']) {
    const header = await grid.getByRole('columnheader', { name: column }).boundingBox();
    expect(header, column).not.toBeNull();
    expect(header!.x + header!.width, `${column} ends on screen`).toBeLessThanOrEqual(360);
  }
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: innerWidth,
  }));
  expect(widths.scroll).toBe(widths.inner);
});
