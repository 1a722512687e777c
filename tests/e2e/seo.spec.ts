import { expect, test, type Page } from '@playwright/test';
import { faqs } from '../../server/src/seed/data';
import {
  accountRoutes,
  allRoutes,
  dashboardRoutes,
  lenderRoutes,
  consoleRoutes,
  partnerRoutes,
  publicRoutes,
} from './routes';

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('every page declares its language, a canonical address, social cards and the organization', async ({
  page,
  baseURL,
}) => {
  for (const route of ['/', '/faq', '/scholarships', accountRoutes[3]]) {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const url = `${baseURL}${route}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Lendbridge/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    const types = (await structuredData(page)).map((data) => data['@type']);
    expect(types).toContain('Organization');
  }
});

test('every page as built carries its canonical address and the Organization, even signed-in ones', async ({
  request,
  baseURL,
}) => {
  for (const route of allRoutes) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain(`<link rel="canonical" href="${baseURL}${route}"`);
    expect(html, route).toMatch(/<script type="application\/ld\+json"[^>]*>\{[^<]*"@type":"Organization"/);
  }
});

test('the FAQ page describes its approved questions as an FAQPage', async ({ page }) => {
  await page.goto('/faq');
  const faqPage = (await structuredData(page)).find((data) => data['@type'] === 'FAQPage');
  const questions = (faqPage?.mainEntity as { name: string }[]).map((question) => question.name);
  expect(questions.sort()).toEqual(
    faqs
      .filter((faq) => faq.isApproved)
      .map((faq) => faq.question)
      .sort(),
  );
});

test('a blog post is an Article with its headline and date', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/.+/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const post = (await structuredData(page)).find((data) => data['@type'] === 'Article');
  expect(post?.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(post?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
});

test('robots.txt keeps crawlers out of account, dashboard and lender workspace pages and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain('Disallow: /user/');
  expect(robots).toContain('Disallow: /lender/');
  expect(robots).toContain('Disallow: /admin/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap lists the public pages and no account, dashboard or workspace page', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const body = await (await request.get(new URL(sitemap).pathname)).text();
    urls.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
  }
  const paths = urls.map((url) => url.replace(baseURL!, '') || '/');
  for (const route of [...publicRoutes, ...partnerRoutes]) expect(paths).toContain(route);
  for (const route of [...accountRoutes, ...dashboardRoutes, ...lenderRoutes, ...consoleRoutes])
    expect(paths).not.toContain(route);
  expect(paths.filter((path) => /^\/(user|dashboard|lender|admin)(\/|$)/.test(path))).toEqual([]);
});
