import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E_VITALS_URL } from './analytics-sink';
import { axeViolations, consentBanner, consentHeading, storedAnalyticsChoice } from './support';

const VITALS_ORIGIN = new URL(E2E_VITALS_URL).origin;

// A visitor who has not chosen yet (the other specs start as one who refused).
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ request }) => {
  // playwright.config.ts builds the site with GATSBY_VITALS_URL; a site built without it cannot pass.
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy, 'the running site must be built with the e2e GATSBY_VITALS_URL').toContain(VITALS_ORIGIN);
});

/** Every request leaving the site and its own two APIs, and the vitals beacons among them. */
async function watchOutgoing(page: Page, baseURL: string) {
  const own = new Set([new URL(baseURL).host]);
  const thirdParty: Request[] = [];
  await page.route(`${VITALS_ORIGIN}/**`, (route) => route.fulfill({ status: 204 }));
  page.on('request', (request) => {
    const { host, hostname } = new URL(request.url());
    // The gateway and institutions services run on other localhost ports.
    if (!own.has(host) && hostname !== 'localhost') thirdParty.push(request);
  });
  return {
    thirdParty,
    vitals: () => thirdParty.filter((request) => request.url().startsWith(E2E_VITALS_URL)),
  };
}

test('the banner is in the first paint for a new visitor only, and answers before the scripts have run', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // The page's scripts are held back until the visitor has chosen.
  let holding = true;
  const held: Array<() => Promise<void>> = [];
  await page.route('**/*.js', (route) => (holding ? held.push(() => route.continue()) : route.continue()));
  // (The load event waits for the held scripts' preloads.)
  await page.goto('/faq', { waitUntil: 'commit' });
  await expect(consentBanner(page)).toBeVisible();
  await consentBanner(page).getByRole('button', { name: 'Reject analytics' }).click();
  await expect(consentBanner(page)).toBeHidden();
  // Stored at once: a visitor who moves on before the scripts have run is not asked again.
  expect(await storedAnalyticsChoice(context)).toBe('denied');
  // Once they run, the choice made before them is kept.
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(consentHeading(page)).toHaveCount(0);
  expect(await storedAnalyticsChoice(context)).toBe('denied');

  // Chosen: a page never shows it, not even before its scripts run.
  await page.unroute('**/*.js');
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(consentBanner(page)).toBeHidden();

  // Without JavaScript there are no analytics to consent to.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await noScript.newPage();
  await plain.goto('/faq');
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(consentBanner(plain)).toBeHidden();
  await noScript.close();
});

test('nothing is sent before the visitor accepts, however long they browse', async ({ page, baseURL }) => {
  const outgoing = await watchOutgoing(page, baseURL!);
  await page.clock.install();
  await page.goto('/');
  await expect(consentBanner(page)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  // Every timer a report could wait on fires (well past the 3 s batch delay) before we look.
  await page.clock.runFor(10_000);
  expect(outgoing.thirdParty.map((request) => request.url())).toEqual([]);
  await expect(consentBanner(page)).toBeVisible();
});

// On the real clock: web-vitals reads the browser's own timings, which a faked clock would skew.
test('after accepting, Web Vitals of the page on screen go to the sink 3 s later', async ({
  page,
  baseURL,
}) => {
  const outgoing = await watchOutgoing(page, baseURL!);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  const accepted = Date.now();
  await consentBanner(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(consentBanner(page)).toBeHidden();
  await expect.poll(() => outgoing.vitals().length).toBeGreaterThan(0);
  expect(Date.now() - accepted).toBeGreaterThanOrEqual(3000);
  // Measurements arriving more than 3 s apart go in separate batches.
  const sent = () =>
    outgoing
      .vitals()
      .flatMap((beacon) => JSON.parse(beacon.postData() ?? '[]') as { name: string; path: string }[]);
  await expect
    .poll(() => sent().map((sample) => sample.name))
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  expect(sent().map((sample) => sample.path)).toEqual(sent().map(() => '/faq'));
  // Nothing but the configured sink, even after consent.
  expect(outgoing.thirdParty.every((request) => request.url().startsWith(E2E_VITALS_URL))).toBe(true);
});

test('a refusal is remembered across visits, sends nothing, and can be changed from the footer', async ({
  page,
  baseURL,
}) => {
  const outgoing = await watchOutgoing(page, baseURL!);
  await page.clock.install();
  await page.goto('/');
  await consentBanner(page).getByRole('button', { name: 'Reject analytics' }).click();
  await expect(consentBanner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(consentBanner(page)).toBeHidden();
  expect(outgoing.thirdParty).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Analytics settings' }).click();
  await expect(consentBanner(page)).toBeVisible();
  await expect(consentBanner(page).getByRole('button', { name: 'Accept analytics' })).toBeFocused();
});

test('the banner passes axe and is operable from the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(consentBanner(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await consentBanner(page).getByRole('button', { name: 'Reject analytics' }).focus();
  await page.keyboard.press('Enter');
  await expect(consentBanner(page)).toBeHidden();
});
