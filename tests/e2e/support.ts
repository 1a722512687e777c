import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The gateway writes every email here as `<timestamp>-<sequence>-<slug>.eml` when there is no SMTP. */
export const MAIL_DIR = join(process.env.DATA_DIR ?? 'data/e2e', 'mail');

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and the encoded `=` sign. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
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
 * The activation link from the newest email sent to `to`, as a path on this site, once `count`
 * of them have been written (the gateway writes emails after it answers, so the newest may
 * still be on its way when the page says it was sent). Tests run in parallel, so only emails
 * addressed to this test's own person count.
 */
export async function activationLinkFor(to: string, count: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links: string[] = [];
        for (const mail of await mailsTo(to)) {
          const found = /https?:\/\/[^\s"'<>]+\/user\/activate\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
          if (found) links.push(found);
        }
        link = links[0];
        return links.length >= count;
      },
      { message: `${count} activation email(s) to ${to} in ${MAIL_DIR}` },
    )
    .toBe(true);
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** The identity codes emailed to `to` so far, newest first. */
export async function identityCodesSentTo(to: string): Promise<string[]> {
  return (await mailsTo(to)).flatMap((mail) => /Your Lendbridge code: (\d{6})/.exec(mail)?.[1] ?? []);
}

/**
 * The newest identity code emailed to `to`, read from its `.eml` file as a person would, once
 * `count` codes have been sent there.
 */
export async function identityCodeFor(to: string, count: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = await identityCodesSentTo(to);
        code = codes[0];
        return codes.length >= count;
      },
      { message: `${count} identity code email(s) to ${to} in ${MAIL_DIR}` },
    )
    .toBe(true);
  return code!;
}

/** A form's button becomes a submit button once React has hydrated the form (before, a click does nothing). */
export async function hydrated(page: Page, button: string, within: Locator = page.getByRole('main')) {
  await expect(within.getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
}

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
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
