import { expect, test, type Page } from '@playwright/test';
import { accountRoutes, dashboardRoutes, publicRoutes } from './routes';
import { appHydrated } from './support';

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages load, hydrate and navigate under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of [...publicRoutes.slice(0, 6), accountRoutes[3], dashboardRoutes[0]]) {
    const response = await page.goto(route);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    await appHydrated(page);
  }
  // A client-side navigation fetches page-data and bundles through the policy too.
  await page.goto('/');
  await appHydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await appHydrated(page);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);

  // The watcher and the policy both work: a script injected at run time is refused and reported.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.body.append(script);
    return 'injectedScriptRan' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('npm start serves pages with security headers and no-cache, hashed bundles immutable, compressed', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.status()).toBe(200);
  const headers = home.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('br');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Served over plain http here, where HSTS has no meaning.
  expect(headers['strict-transport-security']).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The two APIs, plus the Web Vitals sink only because the e2e build configures one.
  expect(policy).toMatch(
    /connect-src 'self' http:\/\/localhost:\d+ http:\/\/localhost:\d+( https:\/\/vitals\.lendbridge\.invalid)?;/,
  );

  const html = await home.text();
  // Preloaded from <head>; the page adds the script once it has painted (build/scripts-after-paint.ts).
  const bundle = /<link rel="preload" as="script" href="(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(bundle).toBeDefined();
  const app = await request.get(bundle!, { headers: { 'accept-encoding': 'gzip' } });
  expect(app.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(app.headers()['content-encoding']).toBe('gzip');

  for (const url of ['/page-data/index/page-data.json', '/page-data/app-data.json']) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
  }
});

test('unknown pages and unknown page-data answer 404 with the not-found page', async ({ request }) => {
  for (const url of ['/no/such/page', '/page-data/no/such/page/page-data.json']) {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('We can’t find that page');
  }
});
