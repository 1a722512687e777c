import { expect, test } from '@playwright/test';
import { holdRequests, holdScripts } from './hold-scripts';
import { institutions } from '../../server/src/seed/data';
import { consentBanner, consentHeading, storedAnalyticsChoice } from './support';

/*
 * A visitor on a slow connection reads, types and presses before the page's scripts have run.
 * Each test holds every script of the site, acts on the pre-rendered HTML, checks that no script
 * had run meanwhile, then lets the scripts through and checks that what was done took effect.
 */

test('the feedback button pressed before the scripts ran opens the form once they run', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Send us feedback' }).click();
  await expect(footer.getByLabel('Your feedback')).toHaveCount(0);

  await release();
  // Opened by the press the page held, with the field ready to type in.
  await expect(footer.getByRole('button', { name: 'Close feedback' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(footer.getByLabel('Your feedback')).toBeFocused();
  await page.keyboard.type('Typed on a slow train.');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/Feedback/create'));
  await footer.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ comment: 'Typed on a slow train.' });
  await expect(footer.getByRole('status')).toHaveText('Thank you for your feedback. We read every message.');
});

test('a search typed before the scripts ran is in the search once they run', async ({ page }) => {
  const partner = institutions.find((institution) => institution.isActive && institution.isPartner)!;
  const town = partner.location.split(',')[0]!;
  const release = await holdScripts(page);
  await page.goto('/partner', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('searchbox', { name: /search/i });
  await search.fill(town);

  await release();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(town).replace(/%20/g, '\\+')}$`));
  await expect(page.getByRole('status')).toContainText(`match “${town}”`);
  await expect(search).toHaveValue(town);
});

test('a button pressed before the scripts ran does its work once they run', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Analytics settings' }).click();
  await expect(consentBanner(page)).toBeHidden();

  await release();
  await expect(consentBanner(page)).toBeVisible();
});

test('a link followed before the scripts ran opens its page', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('a visitor who has not chosen about analytics', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a choice pressed while the banner’s own code is still loading counts', async ({ page, context }) => {
    // The banner's code comes apart from the page's (a lazy chunk). React has a root on the page
    // and waits for that chunk to hydrate the banner: this is the press it would drop.
    const chunk = /\/consent-banner-[^/]*\.js$/;
    const release = await holdRequests(page, chunk);
    const requested = page.waitForRequest(chunk);
    await page.goto('/about-us');
    await requested;
    const banner = consentBanner(page);
    await banner.getByRole('button', { name: 'Reject analytics' }).click();
    await expect(banner).toBeHidden();
    expect(await storedAnalyticsChoice(context)).toBe('denied');

    release();
    await expect(consentHeading(page)).toHaveCount(0);
    expect(await storedAnalyticsChoice(context)).toBe('denied');
  });
});
