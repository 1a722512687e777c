import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { FORM_CASES, OUTSIDE_A_FORM, type Entry, type FormCase, type Session } from './forms';
import { KOBO_STAFF, logInToWorkspace } from './lender';
import { DEMO, logIn } from './support';

/*
 * docs/front-end.md#fields-keep-what-the-browser-holds: what a person types, picks or ticks in a
 * form before the page's scripts have run is still there once they have, and is what the form
 * sends. Each case of tests/e2e/forms.ts is filled as a person would (by label) while every
 * script of the site is held, then the scripts are let through; a form the build does not draw
 * (a dashboard's, a later step's) is filled once the browser has drawn it. Then each value is
 * compared, and the form is sent to a gateway that answers with a failure, so nothing is written.
 */

const GATEWAY = new RegExp(`^http://[^/]+:${process.env.GATEWAY_PORT ?? 5000}/`);

/** Every page of the build: a new page is listed without anyone adding it here. */
function builtRoutes(directory = 'public', prefix = ''): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (!statSync(path).isDirectory()) return [];
    if (['page-data', 'static', 'icons', '~partytown', '404', 'dev-404-page'].includes(name)) return [];
    const route = `${prefix}/${name}`;
    const here = readdirSync(path).includes('index.html') ? [route] : [];
    return [...here, ...builtRoutes(path, route)];
  });
}

const ALL_ROUTES = ['/', ...builtRoutes()].sort();

/** The routes each kind of visitor can open: a borrower's and staff's own, beside the public ones. */
const ROUTES: Record<Session, string[]> = {
  visitor: ALL_ROUTES,
  borrower: ALL_ROUTES.filter((route) => !route.startsWith('/lender') && !route.startsWith('/user')),
  lender: ALL_ROUTES.filter((route) => route.startsWith('/lender') && route !== '/lender/login'),
};

async function open(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (session === 'borrower') {
    await page.goto('/user/login');
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  } else if (session === 'lender') {
    await page.goto('/lender/login');
    await logInToWorkspace(page, KOBO_STAFF);
    await expect(page).toHaveURL(/\/lender$/);
  }
  return page;
}

/** Waits until the page has run its scripts and nothing is pending: hydration has finished. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

/** The fields a person can reach on the page, by the name of the form holding them, as labelled. */
function fieldsOnPage(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate((outside) => {
    const text = (ids: string | null) =>
      (ids ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const clean = (label: string) => label.replace(/[\s\u2009]*\*\s*$/, '').trim();
    const groups: Record<string, string[]> = {};
    for (const field of document.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
      if (['hidden', 'submit', 'button', 'reset'].includes(field.type) || field.tabIndex < 0) continue;
      if (field.getClientRects().length === 0 || field.closest('[aria-hidden="true"], [hidden]')) continue;
      const form = field.closest('form');
      const group = form
        ? (form.getAttribute('aria-label') ??
          (text(form.getAttribute('aria-labelledby')) || '(a form with no name)'))
        : outside;
      const label =
        field.getAttribute('aria-label') ??
        (field.labels?.[0]?.textContent || text(field.getAttribute('aria-labelledby')) || '(no label)');
      (groups[group] ??= []).push(clean(label));
    }
    return groups;
  }, OUTSIDE_A_FORM);
}

const casesFor = (session: Session, path: string, form: string) =>
  FORM_CASES.filter(
    (known) =>
      known.form === form &&
      (known.path === path || known.path === '*') &&
      (known.session === session || known.path === '*'),
  );

for (const session of ['visitor', 'borrower', 'lender'] as const) {
  test(`every form a ${session} meets has a case that fills each of its fields`, async ({ browser }) => {
    test.setTimeout(40_000 + ROUTES[session].length * 6_000);
    const page = await open(browser, session);
    const unknown: string[] = [];
    for (const route of ROUTES[session]) {
      await page.goto(route);
      await settled(page);
      const path = new URL(page.url()).pathname.replace(/\/$/, '') || '/';
      for (const [form, labels] of Object.entries(await fieldsOnPage(page))) {
        const cases = casesFor(session, path, form);
        if (cases.length === 0) unknown.push(`${session} ${path}: “${form}” (${labels.join(', ')})`);
        const filled = new Set(cases.flatMap((known) => known.fields.map((entry) => entry.label)));
        for (const label of labels.filter((label) => !filled.has(label))) {
          if (cases.length > 0) unknown.push(`${session} ${path}: “${form}” has no entry for “${label}”`);
        }
      }
    }
    expect(unknown, 'forms or fields with no case in tests/e2e/forms.ts').toEqual([]);
  });
}

/** Holds the site's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const field = (form: Locator, entry: Entry) => form.getByLabel(entry.label, { exact: false }).first();

async function fillIn(form: Locator, entry: Entry) {
  if ('fill' in entry) await field(form, entry).fill(entry.fill);
  else if ('choose' in entry) await field(form, entry).selectOption({ label: entry.choose });
  else await form.getByRole('checkbox', { name: entry.label }).check();
}

/** What the field holds now: its text, its chosen option's label, or whether it is ticked. */
async function held(form: Locator, entry: Entry): Promise<string> {
  if ('tick' in entry) return String(await form.getByRole('checkbox', { name: entry.label }).isChecked());
  const box = field(form, entry);
  if ('choose' in entry)
    return box.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.label ?? '');
  return box.inputValue();
}

const wanted = (entry: Entry) => ('tick' in entry ? 'true' : 'fill' in entry ? entry.fill : entry.choose);

function describe(known: FormCase) {
  return `${known.session} ${known.path === '*' ? '/faq' : known.path} “${known.form}”`;
}

for (const known of FORM_CASES) {
  test(`${describe(known)}: what is filled before the scripts run is kept and sent`, async ({ browser }) => {
    const page = await open(browser, known.session);
    const release = await holdScripts(page);
    await page.goto(known.path === '*' ? '/faq' : known.path, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: known.form, exact: true });
    const early = !known.reach && (await form.count()) > 0;
    // A visitor's form on its own page is in the build's HTML, to be filled before any script.
    if (known.session === 'visitor' && !known.reach) expect(early, 'in the built HTML').toBe(true);
    if (early) {
      // Gatsby's runtime sets window.___loader as it starts: until now, only the HTML was there.
      for (const entry of known.fields) await fillIn(form, entry);
      expect(await page.evaluate(() => '___loader' in window)).toBe(false);
    }
    release();
    await settled(page);
    await known.reach?.(page);
    if (!early) for (const entry of known.fields) await fillIn(form, entry);
    await settled(page);

    const kept = await Promise.all(known.fields.map((entry) => held(form, entry)));
    expect(kept, early ? 'filled before the scripts ran' : 'filled as drawn').toEqual(
      known.fields.map(wanted),
    );

    if (known.sends) {
      const sent = page.waitForRequest(
        (request) => known.sends!.test(request.url()) && request.method() !== 'OPTIONS',
      );
      await page.route(GATEWAY, (route) =>
        known.sends!.test(route.request().url()) ? route.abort('failed') : route.continue(),
      );
      await form.locator('button[type="submit"]').first().click();
      const body = (await sent).postData() ?? '';
      for (const entry of known.fields) {
        const value = 'tick' in entry ? null : entry.sent === undefined ? wanted(entry) : entry.sent;
        if (value !== null)
          expect(body, `${entry.label} as sent`).toContain(JSON.stringify(value).slice(1, -1));
      }
    }
    await page.context().close();
  });
}
