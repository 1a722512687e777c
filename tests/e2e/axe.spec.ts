import { expect, test } from '@playwright/test';
import { allRoutes, dashboardRoutes, lenderRoutes } from './routes';
import { axeViolations } from './support';

const isDashboard = (route: string) => (dashboardRoutes as readonly string[]).includes(route);
const isWorkspace = (route: string) => (lenderRoutes as readonly string[]).includes(route);

test.describe('accessibility', () => {
  for (const route of allRoutes) {
    test(`axe finds nothing on ${route}`, async ({ page }) => {
      await page.goto(route);
      // Logged out, a dashboard route moves on to the login page; check the page that stays,
      // not the moment between the two when the title is being replaced.
      if (isDashboard(route)) await expect(page).toHaveURL(/\/user\/login\?next=/);
      // The workspace's pages likewise move on to the workspace's own login.
      if (isWorkspace(route)) await expect(page).toHaveURL(/\/lender\/login\?next=/);
      await expect(page).toHaveTitle(/Lendbridge/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
