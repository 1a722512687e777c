import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { test as asBorrower } from './as-borrower';
import { appHydrated, axeViolations } from './support';

// The service worker. Every test starts from a fresh browser context, i.e. a visitor the worker has
// never seen, and makes the one visit that installs it.
const GENERIC_ERROR = 'An error occured, please try again';
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Waits until the worker has installed (every public page saved) and is active. */
async function workerInstalled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('sw.js is served no-cache, and every page’s policy lets it run', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const page = await request.get('/faq');
  expect(page.headers()['content-security-policy']).toContain("worker-src 'self'");
});

test('after one visit, a reload offline shows the page from its own HTML, and a page never visited opens too', async ({
  page,
  context,
}) => {
  await page.goto('/faq');
  await expect(h1(page, 'Frequently asked questions')).toBeVisible();
  await workerInstalled(page);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(await reloaded?.text()).toContain('Frequently asked questions</h1>');
  await expect(h1(page, 'Frequently asked questions')).toBeVisible();

  // Saved at install, never opened: both by address and through a link (page-data and bundles).
  await page.goto('/privacy-policy');
  await expect(h1(page, 'Privacy policy')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(h1(page, 'Frequently asked questions')).toBeVisible();
  await page.goto('/blog');
  await expect(h1(page, 'Guides and articles')).toBeVisible();
});

test('a repeat visit paints from the page’s own HTML (measured first contentful paint), online and offline', async ({
  page,
  context,
}) => {
  await page.goto('/about-us');
  await workerInstalled(page);

  for (const offline of [false, true]) {
    await context.setOffline(offline);
    const response = await page.goto('/about-us');
    // The worker answered with the page's whole HTML, not a blank shell that JavaScript fills in.
    expect(response?.fromServiceWorker()).toBe(true);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('About Lendbridge</h1>');
    expect(html).not.toMatch(/<div id="___gatsby"><\/div>/);
    // The paint can land just after the load event on a busy machine.
    const paintedAt = () =>
      page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    await expect.poll(paintedAt).not.toBeNull();
    const fcp = await paintedAt();
    test.info().annotations.push({
      type: 'first-contentful-paint',
      description: `${offline ? 'offline' : 'online'} repeat visit to /about-us: ${Math.round(fcp ?? 0)} ms`,
    });
    await expect(h1(page, 'About Lendbridge')).toBeVisible();
  }
});

test('with JavaScript off, a repeat visit offline still shows the page’s own content', async ({
  baseURL,
}) => {
  // Contexts do not share service workers, so one browser profile is opened twice: with
  // JavaScript to install the worker, then without it and offline.
  const profile = await mkdtemp(join(tmpdir(), 'lendbridge-offline-'));
  const launch = (javaScriptEnabled: boolean) =>
    chromium.launchPersistentContext(profile, {
      ...test.info().project.use.launchOptions,
      baseURL,
      javaScriptEnabled,
    });
  try {
    const first = await launch(true);
    const visit = await first.newPage();
    await visit.goto('/faq');
    await workerInstalled(visit);
    await first.close();

    const again = await launch(false);
    await again.setOffline(true);
    const page = await again.newPage();
    const response = await page.goto('/scholarships');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(h1(page, /scholarship/i)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await again.close();
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
});

asBorrower(
  'the dashboard offline: announced instead of failing calls, and back online it loads without a reload',
  async ({ page, context }) => {
    await page.goto('/dashboard');
    await workerInstalled(page);
    const history = page.getByRole('region', { name: 'Loan history' }).getByRole('table');
    await expect(history).toBeVisible();
    const notice = page.getByTestId('offline-notice').getByRole('status');

    // The connection drops on an open dashboard: announced, and what was loaded stays on screen.
    await context.setOffline(true);
    await expect(notice).toHaveText(/You are offline/);
    await expect(history).toBeVisible();
    const refreshed = page.waitForResponse(
      (response) => /\/api\/Loan/i.test(response.url()) && response.ok(),
    );
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await refreshed;

    // A dashboard page never visited, opened offline: its saved shell, the notice, and no call made.
    await context.setOffline(true);
    await page.goto('/dashboard/profile');
    await expect(h1(page, 'Your profile')).toBeVisible();
    await expect(notice).toHaveText(/You are offline/);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(page.getByLabel('First name')).not.toHaveValue('');
    await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
  },
);

test('a page the worker has not saved, opened offline, gets the offline page, which opens it once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await workerInstalled(page);

  await context.setOffline(true);
  await page.goto('/partner/a-school-added-later');
  await expect(page).toHaveURL(/\/offline\?from=%2Fpartner%2Fa-school-added-later$/);
  await expect(h1(page, 'This page is not available offline')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await context.setOffline(false);
  // The server decides: this school does not exist (yet), so its answer is the 404 page.
  await expect(page).toHaveURL(/\/partner\/a-school-added-later$/);
  await expect(h1(page, 'We can’t find that page')).toBeVisible();
});

test('page-data comes from the network while online, never a stale saved copy', async ({ page, context }) => {
  await page.goto('/blog');
  await workerInstalled(page);
  const title = 'Understanding a loan offer: every figure explained';

  // The post's data was saved at install; the network now answers a newer version of it.
  await context.route('**/page-data/blog/understanding-a-loan-offer/page-data.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(title, 'Understanding a loan offer, revised');
    await route.fulfill({ response, body });
  });
  // A fresh document, so Gatsby's loader holds no copy in memory and asks the worker. Its scripts
  // must have started, or the click loads the post's HTML (built with the old title) in full.
  await page.goto('/blog');
  await appHydrated(page);
  await page.getByRole('link', { name: title }).click();
  await expect(h1(page, 'Understanding a loan offer, revised')).toBeVisible();
});

test('on a connection that carries nothing, saved data answers after the timeout instead of leaving the page waiting', async ({
  page,
  context,
}) => {
  const post = 'Budgeting on a monthly salary: a plan that survives the month';
  await page.goto('/blog');
  await workerInstalled(page);
  // The post's data stays unanswered, as on a captive portal, until the test ends. (Pages share
  // the same code in the worker, but their requests start as navigation preloads, which
  // Playwright cannot hold.)
  const silent: Array<() => Promise<void>> = [];
  await context.route('**/page-data/blog/budgeting-on-a-monthly-salary/page-data.json', (route) => {
    silent.push(() => route.abort().catch(() => undefined));
  });
  try {
    // A fresh document, so Gatsby's loader holds no copy of the data in memory and asks the worker.
    // Once hydrated: a link clicked before that loads the next page in full, as links do.
    await page.goto('/blog');
    await appHydrated(page);
    const clicked = Date.now();
    await page.getByRole('link', { name: post }).click();
    await expect(page.getByTestId('navigation-notice').getByRole('status')).toBeVisible();
    await expect(h1(page, post)).toBeVisible();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(3500);
  } finally {
    await Promise.all(silent.map((release) => release()));
  }
});

test('page-data errors pass through the worker as they are: a 500 still loads the target page in full', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await workerInstalled(page);
  // From here on the worker's fetch of the FAQ's data fails once, as in runtime.spec.ts without a worker.
  await context.route(
    '**/page-data/faq/page-data.json',
    (route) => route.fulfill({ status: 500, body: 'Internal error' }),
    { times: 1 },
  );
  await page.goto('/');
  await appHydrated(page);
  const fullLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/faq',
  );
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await fullLoad;
  await expect(h1(page, 'Frequently asked questions')).toBeVisible();
});

test('a failed service worker registration is logged as a console error', async ({ browser }) => {
  const context = await browser.newContext();
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await context.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const page = await context.newPage();
  await page.goto('/privacy-policy');
  await expect.poll(() => errors.some((text) => text.includes('service worker registration'))).toBe(true);
  await context.close();
});

test('a page on neither https nor localhost logs why it has no service worker', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const url = new URL('/privacy-policy', baseURL);
  url.hostname = '127.0.0.1';
  await page.goto(url.href);
  await expect
    .poll(() => errors.some((text) => /can only be used over HTTPS, or on localhost/.test(text)))
    .toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
});
