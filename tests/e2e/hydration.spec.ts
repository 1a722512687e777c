import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, dashboardRoutes, partnerRoutes, publicRoutes } from './routes';
import { appHydrated, DEMO, logIn } from './support';

/*
 * docs/front-end.md#rules-for-a-component-author: the first render in the browser matches the
 * build's, logged out and logged in alike. Every public and dashboard route is opened both ways
 * on the production build, and any error the page throws or logs fails the test (React reports
 * a hydration mismatch as a thrown, minified error #418 or #423 there, and in the console).
 */

const routes = [...publicRoutes, ...partnerRoutes, ...accountRoutes, ...dashboardRoutes];

/** Opens each route in turn, waiting until it has settled, and answers every error seen. */
async function errorsAcross(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`);
  });
  for (const route of routes) {
    await page.goto(route);
    // Hydrated, and what the page reads from the gateway drawn.
    await appHydrated(page);
    await expect(page.getByText(/^(Loading|Checking your session|Taking you to)/)).toHaveCount(0);
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
  }
  return errors;
}

test('no public or dashboard page throws or logs an error for a visitor', async ({ page }) => {
  test.setTimeout(routes.length * 5_000);
  expect(await errorsAcross(page)).toEqual([]);
});

test('no public or dashboard page throws or logs an error for a logged-in borrower', async ({ page }) => {
  test.setTimeout(routes.length * 5_000 + 20_000);
  await page.goto('/user/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await errorsAcross(page)).toEqual([]);
});
