import { expect, test, type Page } from '@playwright/test';
import { appHydrated } from './support';

// docs/requirements.md#page-data: how the site behaves while moving between pages. The page-data of
// the target is intercepted to make it slow, missing, broken or failing.
//
// These are Gatsby's runtime behaviours, not the service worker's: page.route cannot see requests
// the worker answers, so it is kept out here (tests/e2e/offline.spec.ts covers the worker, and
// that page-data still comes from the network through it).
test.use({ serviceWorkers: 'block' });
const FAQ_DATA = '**/page-data/faq/page-data.json';
const faqHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /questions/i });
const notFoundHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'We can’t find that page' });

async function openHomeAndGoToFaq(page: Page) {
  await page.goto('/');
  await appHydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
}

test('a navigation slower than a second shows and announces a progress notice, then clears it', async ({
  page,
}) => {
  await page.route(FAQ_DATA, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const started = Date.now();
  await openHomeAndGoToFaq(page);
  const notice = page.getByTestId('navigation-notice');
  await expect(notice.getByRole('status')).toHaveText('Loading the page, please wait…');
  await expect(notice.getByRole('status')).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(faqHeading(page)).toBeVisible();
  await expect(notice).toBeEmpty();
});

test('a quick navigation shows no notice', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await appHydrated(page);
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="navigation-notice"]');
    new MutationObserver(() => {
      if (region?.textContent) document.body.dataset.noticeShown = 'yes';
    }).observe(region!, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(faqHeading(page)).toBeVisible();
  // Past the one-second delay: a notice timer left running would fire now.
  await page.clock.runFor(2000);
  expect(await page.evaluate(() => document.body.dataset.noticeShown)).toBeUndefined();
});

// Gatsby answers a missing page-data with the 404 page only when the page's HTML is missing too
// (it checks with a HEAD request); a page whose HTML exists is loaded in full instead.
const navigateInApp = (page: Page, path: string) =>
  page.evaluate(
    (target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target),
    path,
  );

test('a client navigation to a page that does not exist shows the 404 page at that address', async ({
  page,
}) => {
  await page.goto('/');
  await appHydrated(page);
  const pageData = page.waitForResponse((response) => response.url().includes('/page-data/no/such/page/'));
  await navigateInApp(page, '/no/such/page');
  expect((await pageData).status()).toBe(404);
  await expect(notFoundHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
});

test('page-data that does not parse (a proxy’s error page answered 200) shows the 404 page', async ({
  page,
}) => {
  await page.route('**/page-data/gone/page-data.json', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Service unavailable</html>' }),
  );
  await page.goto('/');
  await appHydrated(page);
  await navigateInApp(page, '/gone');
  await expect(notFoundHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/gone$/);
});

test('a page whose page-data is missing but whose HTML exists is loaded in full', async ({ page }) => {
  await page.route(FAQ_DATA, (route) => route.fulfill({ status: 404, body: 'Not found' }), { times: 1 });
  const fullLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/faq',
  );
  await openHomeAndGoToFaq(page);
  await fullLoad;
  await expect(faqHeading(page)).toBeVisible();
});

test('page-data answering 500 makes the browser load the target page in full', async ({ page }) => {
  await page.route(FAQ_DATA, (route) => route.fulfill({ status: 500, body: 'Internal error' }), { times: 1 });
  const fullLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/faq',
  );
  await openHomeAndGoToFaq(page);
  await fullLoad;
  await expect(faqHeading(page)).toBeVisible();
});

test('page-data that fails in transit is retried up to three times', async ({ page }) => {
  let attempts = 0;
  await page.route(FAQ_DATA, async (route) => {
    attempts += 1;
    if (attempts <= 3) await route.fulfill({ status: 503, body: 'Busy' });
    else await route.continue();
  });
  await openHomeAndGoToFaq(page);
  await expect(faqHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  expect(attempts).toBe(4);
});

test.describe('prefetching', () => {
  /** Collects the page-data of other pages fetched without any click or hover, on the given connection. */
  async function watchPrefetches(page: Page, connection: { effectiveType: string; saveData: boolean }) {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true });
    }, connection);
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/page-data\/(?!index\/|app-data|sq\/)/.test(path)) fetched.add(path);
    });
    await page.clock.install();
    await page.goto('/');
    await appHydrated(page);
    // Gatsby queues prefetches for idle time; the page's clock runs past any such wait at once.
    await page.clock.runFor(10_000);
    return fetched;
  }

  test('Gatsby prefetches the pages linked from the one in view on a normal connection', async ({ page }) => {
    const fetched = await watchPrefetches(page, { effectiveType: '4g', saveData: false });
    await expect.poll(() => fetched.size).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['on a 2g connection', { effectiveType: 'slow-2g', saveData: false }],
    ['when the visitor asks to save data', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched ${name}`, async ({ page }) => {
      const fetched = await watchPrefetches(page, connection);
      expect([...fetched]).toEqual([]);
    });
  }
});

test.describe('links in the header and in Markdown', () => {
  /** Records full document loads, so a test can tell them from navigations inside the app. */
  function documentLoads(page: Page) {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(new URL(request.url()).pathname);
    });
    return loads;
  }

  test('the header’s links open pages in the app and mark the page on screen', async ({ page }) => {
    await page.goto('/blog');
    await appHydrated(page);
    const loads = documentLoads(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');

    // The same template, another page: the header's built markup must not outlive its page.
    await page.getByRole('link', { name: /Older articles/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guides and articles, page 2' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current', 'page');

    await banner.getByRole('link', { name: 'FAQ' }).click();
    await expect(faqHeading(page)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(loads).toEqual([]);
  });

  test('a link inside a post opens its page in the app; one held for a new tab is left to the browser', async ({
    page,
  }) => {
    await page.goto('/blog/borrowing-responsibly');
    await appHydrated(page);
    const loads = documentLoads(page);
    const link = page.getByRole('article').locator('a[href^="/"]').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(loads).toEqual([]);

    await page.goBack();
    const opened = page.context().waitForEvent('page');
    await page
      .getByRole('article')
      .locator('a[href^="/"]')
      .first()
      .click({ modifiers: ['ControlOrMeta'] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/blog\/borrowing-responsibly$/);
  });

  test('a pointer resting on a header link prefetches its page', async ({ page }) => {
    await page.goto('/privacy-policy');
    await appHydrated(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.getByRole('banner').getByRole('link', { name: 'Partner institutions' }).hover();
    await expect.poll(() => requested).toContain('/page-data/partner/page-data.json');
  });
});

test('the page paints from its own HTML before any of its scripts runs', async ({ page }) => {
  // Gatsby's loader is the first thing its runtime defines on window; note when that happens.
  await page.addInitScript(() => {
    Object.defineProperty(window, '___loader', {
      configurable: true,
      set(value: unknown) {
        Object.defineProperty(window, '___loader', { value, writable: true, configurable: true });
        (window as unknown as { runtimeStartedAt: number }).runtimeStartedAt = performance.now();
      },
    });
  });
  await page.goto('/faq');
  await appHydrated(page);
  const { painted, started } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    started: (window as unknown as { runtimeStartedAt?: number }).runtimeStartedAt,
  }));
  expect(painted).toBeDefined();
  expect(started).toBeDefined();
  expect(started!).toBeGreaterThan(painted!);
  // And it did start: the page hydrated, so the next page opens in the app, in the same document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides and articles');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
