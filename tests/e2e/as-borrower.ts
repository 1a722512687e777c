import { expect, test as base } from '@playwright/test';
import { join } from 'node:path';
import { DEMO, logIn } from './support';

/**
 * `test` for journeys that start logged in as the demo borrower. Each worker logs in once through
 * the login page and its tests start from that session (cookies and local storage), so a run, or
 * a flake hunt repeating every test, does not spend the account's login limit on set-up. A test
 * that logs out must log in by itself: logging out ends the session the others share.
 */
export const test = base.extend<object, { borrowerState: string }>({
  borrowerState: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, storageState } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, storageState });
      const page = await context.newPage();
      await page.goto('/user/login');
      await logIn(page, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      const path = join(workerInfo.project.outputDir, `.borrower-${workerInfo.workerIndex}.json`);
      await context.storageState({ path });
      await context.close();
      await use(path);
    },
    { scope: 'worker' },
  ],
  storageState: ({ borrowerState }, use) => use(borrowerState),
});
