import { expect, test } from '@playwright/test';
import { faqs, providers } from '../../server/src/seed/data';
import { allRoutes, consoleRoutes, dashboardRoutes, lenderRoutes } from './routes';
import { axeViolations } from './support';

const isDashboard = (route: string) => (dashboardRoutes as readonly string[]).includes(route);
const isWorkspace = (route: string) => (lenderRoutes as readonly string[]).includes(route);
const isConsole = (route: string) => (consoleRoutes as readonly string[]).includes(route);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Where a logged-out visit to the route stays: a dashboard route moves on to the login page, a
 * workspace route to the workspace's login, a console route to the console's login, every other route stays where it is.
 */
const landsOn = (route: string) =>
  isDashboard(route)
    ? /\/user\/login\?next=/
    : isWorkspace(route)
      ? /\/lender\/login\?next=/
      : isConsole(route)
        ? /\/admin\/login\?next=/
        : new RegExp(`${escaped(route)}(\\?.*)?$`);

// One visit per route for both its shape and axe: a page load costs as much as the checks.
test.describe('every page the product names', () => {
  for (const route of allRoutes) {
    test(`${route} answers 200 with one h1, a title, a description and landmarks, and axe finds nothing`, async ({
      page,
    }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      // Check the page that stays, not the moment between the two.
      await expect(page).toHaveURL(landsOn(route));
      await expect(page).toHaveTitle(/Lendbridge/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('titles and descriptions are unique across pages', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${route} repeats a description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
  });
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible();
});

test('the home page shows the seeded providers', async ({ page }) => {
  await page.goto('/');
  for (const provider of providers.filter((p) => p.isActive)) {
    await expect(page.getByRole('heading', { name: provider.name, exact: true })).toBeVisible();
  }
  const inactive = providers.find((p) => !p.isActive)!;
  await expect(page.getByRole('heading', { name: inactive.name })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still lists the providers, styled', async ({ page }) => {
    await page.goto('/');
    const first = providers.find((p) => p.isActive)!;
    await expect(page.getByRole('heading', { name: first.name, exact: true })).toBeVisible();
    // The critical CSS is in the HTML: the primary button is painted in the theme's blue.
    const button = page.getByRole('link', { name: 'Check my eligibility' });
    await expect(button).toHaveCSS('background-color', 'rgb(19, 87, 184)');
  });

  test('the FAQ page still shows its approved questions and not the draft', async ({ page }) => {
    await page.goto('/faq');
    for (const faq of faqs.filter((f) => f.isApproved)) {
      await expect(page.getByRole('heading', { name: faq.question })).toBeVisible();
    }
    const draft = faqs.find((f) => !f.isApproved)!;
    await expect(page.getByRole('heading', { name: draft.question })).toHaveCount(0);
  });
});

test('self-hosted fonts: no request leaves the site for fonts', async ({ page }) => {
  const fontHosts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontHosts.add(new URL(request.url()).host);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  // The site's own host, whatever SITE_PORT this checkout serves it on.
  const siteHost = new URL(page.url()).host;
  expect([...fontHosts].every((host) => host === siteHost)).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);
});
