import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './support';

/*
 * The local server speaks only http, so an https site is made from it: every request Chromium
 * sends to this https origin is answered by the production build it stands for. Chromium then
 * treats the pages as a secure context, as it would behind a TLS-terminating proxy.
 */
const HTTPS_SITE = 'https://lendbridge.test';
const GATEWAY_URL = `http://localhost:${process.env.GATEWAY_PORT ?? 5000}`;

test('over https the session cookie is SameSite=Strict and Secure', async ({ context, page, baseURL }) => {
  const site = new URL(baseURL!).origin;
  await context.route(`${HTTPS_SITE}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(HTTPS_SITE, site) });
    await route.fulfill({ response });
  });
  // The gateway allows the real site's origin only: it is asked as that site, and its answer is
  // allowed to the https name the pages now have.
  await context.route(`${GATEWAY_URL}/**`, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), origin: site } });
    const headers = { ...response.headers(), 'access-control-allow-origin': HTTPS_SITE };
    await route.fulfill({ response, headers });
  });
  await context.addCookies([{ name: 'lb_analytics_consent', value: 'denied', url: HTTPS_SITE }]);

  await page.goto(`${HTTPS_SITE}/user/login`);
  // The dashboard's first read carries the token from the cookie: the session works on https.
  const loansRead = page.waitForResponse(
    (response) => response.url().includes('/users_current_loan_status/') && response.status() === 200,
  );
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(`${HTTPS_SITE}/dashboard`);
  await loansRead;

  const token = (await context.cookies(HTTPS_SITE)).find((cookie) => cookie.name === 'lb_token');
  expect(token).toMatchObject({ sameSite: 'Strict', secure: true });
  // Reads the dashboard still has in flight need no answer once the test has what it came for.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});
