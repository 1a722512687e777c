import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The gateway writes every email here as `<timestamp>-<sequence>-<slug>.eml` when there is no SMTP. */
export const MAIL_DIR = join(process.env.DATA_DIR ?? 'data/e2e', 'mail');

/**
 * Undoes quoted-printable: soft line breaks (`=` at a line end), the encoded `=` sign and each
 * encoded UTF-8 character (`=E2=82=A6` is ₦). Only whole multi-byte characters are decoded, so a
 * plain `token=ab…` in a part sent unencoded stays as it is.
 */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=[C-F][0-9A-F](?:=[89AB][0-9A-F])+/g, (bytes) =>
      Buffer.from(
        bytes
          .split('=')
          .slice(1)
          .map((byte) => parseInt(byte, 16)),
      ).toString('utf8'),
    )
    .replace(/=3D/gi, '=');
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every email written so far to `to`, decoded, newest first (tests run in parallel, so filter by person). */
export async function mailsTo(to: string): Promise<string[]> {
  const files = (await readdir(MAIL_DIR).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  const addressed = new RegExp(`^To: .*${escapeForRegExp(to)}`, 'mi');
  const mails = await Promise.all(
    files.map(async (name) => decodeQuotedPrintable(await readFile(join(MAIL_DIR, name), 'utf8'))),
  );
  return mails.filter((mail) => addressed.test(mail));
}

/**
 * Waits until `count` emails to `to` whose text matches `pattern` have been written, and answers
 * them newest first. The gateway writes an email after it answers, so the newest may still be on
 * its way when the page says it was sent; tests run in parallel, so only this person's count.
 */
export async function expectMails(to: string, count: number, pattern: RegExp = /./): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).filter((mail) => pattern.test(mail));
        return found.length;
      },
      { message: `${count} email(s) to ${to} matching ${pattern} in ${MAIL_DIR}` },
    )
    .toBe(count);
  return found;
}

/** The first link in `mail` to `path` on this site, as a path with its query. */
export function linkIn(mail: string, path: string): string {
  const link = new RegExp(`https?://[^\\s"'<>/]+${escapeForRegExp(path)}[^\\s"'<>]*`).exec(mail)?.[0];
  if (!link) throw new Error(`No link to ${path} in the email:\n${mail}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The activation link of the newest email to `to`, once `count` of them have been written. */
export async function activationLinkFor(to: string, count: number): Promise<string> {
  const [newest] = await expectMails(to, count, /\/user\/activate\?token=/);
  return linkIn(newest!, '/user/activate');
}

const IDENTITY_CODE = /Your Lendbridge code: (\d{6})/;

/** The identity codes emailed to `to` so far, newest first. */
export async function identityCodesSentTo(to: string): Promise<string[]> {
  return (await mailsTo(to)).flatMap((mail) => IDENTITY_CODE.exec(mail)?.[1] ?? []);
}

/**
 * The newest identity code emailed to `to`, read from its `.eml` file as a person would, once
 * `count` codes have been sent there.
 */
export async function identityCodeFor(to: string, count: number): Promise<string> {
  const [newest] = await expectMails(to, count, IDENTITY_CODE);
  return IDENTITY_CODE.exec(newest!)![1]!;
}

/** The form's submit button is there (a press before the page has hydrated takes effect once it has). */
export async function hydrated(page: Page, button: string, within: Locator = page.getByRole('main')) {
  await expect(within.getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
}

/** The analytics choice the browser has stored, if any. */
export async function storedAnalyticsChoice(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'lb_analytics_consent')?.value;
}

const CONSENT_QUESTION = 'May we measure how the site works for you?';

/** The consent banner, as a visitor sees it. */
export const consentBanner = (page: Page) => page.getByRole('region', { name: CONSENT_QUESTION });

/**
 * The consent banner's heading, hidden or not: once the page has hydrated for a visitor who has
 * chosen, the banner is gone from the page, not only hidden.
 */
export const consentHeading = (page: Page) =>
  page.getByRole('heading', { name: CONSENT_QUESTION, includeHidden: true });

/**
 * Waits until React has taken the page over, for a visitor who has already chosen about analytics
 * (every spec but consent.spec.ts): the pre-rendered consent banner leaves the page only then.
 */
export async function appHydrated(page: Page) {
  await expect(consentHeading(page)).toHaveCount(0);
}

/** The seeded demo borrower (README), who has a current loan and a loan history. */
export const DEMO = { email: 'demo@lendbridge.example', password: 'Lendbridge-demo-2026' };

export function newPerson() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Chidinma',
    lastName: 'Okafor',
    email: `e2e-${id}@example.com`,
    phone: '+234 803 555 0199',
    password: `Harmattan-${id}-wind`,
  };
}

export type Person = ReturnType<typeof newPerson>;

/** Registers through the form at `path` (an invitation link, say) and lands on /user/verify. */
export async function register(page: Page, person: Person, path = '/user/register') {
  await page.goto(path);
  await hydrated(page, 'Create account');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/user\/verify$/);
  await expect(page.getByText(person.email)).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  await hydrated(page, 'Log in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** What axe finds against WCAG 2.2 AA on the page as it stands: `rule: elements`, none expected. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Our pages have no frames, so axe runs in the page itself instead of gathering its results in
    // a blank page it opens for cross-origin frames: routes.spec.ts 138 s → 110 s on two cores.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
