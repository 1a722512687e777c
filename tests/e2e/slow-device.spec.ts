import { expect } from '@playwright/test';
import { test } from './as-borrower';

// A mid-range phone runs scripts four to six times slower than a laptop; Chromium's CPU
// throttling reproduces that on the test machine.
const PHONE_SLOWDOWN = 6;
// Measured at 6x on a 2-core machine: the borrower's greeting 0.8-1.9 s after the load event,
// 3.9 s at worst with the machine loaded to three times its cores. While the page hydrated region
// by region and held the stored session back until the last region was done, it took 1.7-2.2 s on
// the same machine at its quietest, and over 5 s in a CI run under load.
const SHOWN_AFTER_LOAD_MS = 5000;

test('on a slow phone, a logged-in borrower sees their dashboard as soon as the page has loaded', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_SLOWDOWN });
  await page.goto('/dashboard');
  // Polled by the page itself, so the moment is the page's, not the test runner's.
  await page.waitForFunction(() => document.body.innerText.includes('Welcome back, Adaeze'), undefined, {
    polling: 50,
  });
  const { shown, loaded } = await page.evaluate(() => ({
    shown: performance.now(),
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
  test
    .info()
    .annotations.push({ type: 'greeting after load event', description: `${Math.round(shown - loaded)} ms` });
  expect(shown - loaded).toBeLessThan(SHOWN_AFTER_LOAD_MS);
  await expect(page.getByText('Checking your session…')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeHidden();
});
