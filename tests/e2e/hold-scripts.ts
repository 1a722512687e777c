import { expect, type Page } from '@playwright/test';

/** Holds the requests whose address matches `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the site's scripts until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const release = await holdRequests(page, /\.js(\?.*)?$/);
  return async () => {
    // Gatsby's runtime sets window.___loader as it starts: until now, only the HTML was there.
    expect(await page.evaluate(() => '___loader' in window)).toBe(false);
    release();
  };
}
