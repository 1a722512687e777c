/**
 * `npm run size`: the gzip size of the JavaScript each built route loads, against the budgets
 * (docs/requirements.md#performance): a page that calls no service ≤ 175 KB, a page that calls a
 * service ≤ 190 KB, a dashboard or lender workspace page ≤ 230 KB. Lists every page over its
 * budget, and exits 1 when one is past the ceiling CI holds (CEILINGS). Whether a page calls a service is what it does as it loads: it asked the gateway or the
 * institutions service for something.
 *
 * Each page is opened in Chromium from the build in public/, served as `npm start` serves it, and
 * every script it downloads until the network is quiet is counted: its entry chunks and page chunk,
 * and also what it fetches on its own after hydration (the API client that a page loads with its
 * first call to a service). Calls to the services are refused, so no gateway is needed; the page
 * downloads its code for them all the same. Not counted: other pages' chunks that Gatsby prefetches
 * at low priority for links in view, the service worker's background pre-caching (blocked here),
 * and web-vitals (loaded only after a visitor consents; visitors start without consent). Dashboard
 * and workspace pages are opened with a session, as after logging in. A workspace list's data grid
 * loads after its page (React.lazy) once the gateway has said who is logged in; no gateway answers
 * here, so the grid is not counted.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { buildStaticSiteServer } from '../server/src/site/static-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const KB = 1024;
export const BUDGETS = { static: 175 * KB, calls: 190 * KB, dashboard: 230 * KB } as const;
type Kind = keyof typeof BUDGETS;
/**
 * What `.ci/run` holds while some public pages are still over their budgets (docs/front-end.md#size
 * lists them and why): no page may grow past these, set just above the worst page of each
 * kind as measured on 27 November with RTK Query. A page over its budget is listed either way.
 */
export const CEILINGS: Record<Kind, number> = { static: 202 * KB, calls: 225 * KB, dashboard: 230 * KB };
const PAGES_AT_ONCE = 4;
/**
 * Pages whose purpose is a call made as the person uses them (the check's organisations and
 * result, the scholarship search as it is typed): they fetch the API client only once used, which
 * on a quiet machine can be after the network went quiet, so timing alone would call them static.
 */
const CALL_WHEN_USED = new Set(['/eligibility-check', '/scholarships']);

/** The chunk axios loads in (its webpackChunkName in src/lib/api-client.ts). */
const API_CLIENT_CHUNK = 'api-client-';

const publicDir = resolve(__dirname, '../public');

function pageDataFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return pageDataFiles(path);
    return entry === 'page-data.json' ? [path] : [];
  });
}

type Area = 'public' | 'dashboard';

function builtRoutes(): { route: string; area: Area }[] {
  return (
    pageDataFiles(join(publicDir, 'page-data'))
      .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { path: string }).path)
      // Gatsby's copies of the 404 page (/404.html, /dev-404-page) are the same page as /404.
      .filter((path) => path !== '/404.html' && !path.startsWith('/dev-404'))
      .map(
        (route) =>
          ({
            route,
            area: /^\/(admin|dashboard|lender)(\/|$)/.test(route) ? 'dashboard' : 'public',
          }) as const,
      )
      .sort((a, b) => a.route.localeCompare(b.route))
  );
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(publicDir, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/**
 * The same-origin scripts `route` downloads until the network has been quiet for 500 ms, and
 * whether it called a service (asked another origin for data) meanwhile.
 */
async function scriptsLoadedBy(
  context: BrowserContext,
  origin: string,
  route: string,
): Promise<{ scripts: string[]; callsService: boolean }> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  let callsService = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Link prefetches are requested as "other", not "script": they are for the next page.
    if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname.slice(1));
    if (['xhr', 'fetch'].includes(request.resourceType()) && url.origin !== origin) callsService = true;
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.close();
  // The API client is fetched for a call (src/lib/api-client.ts); on a busy machine the call itself
  // can go out after the network has been quiet for 500 ms, so fetching the client counts as calling.
  if ([...scripts].some((file) => file.startsWith(API_CLIENT_CHUNK))) callsService = true;
  return { scripts: [...scripts], callsService };
}

async function main() {
  if (!existsSync(join(publicDir, 'page-data'))) {
    console.error('No site build in public/: run `npm run build` (or `npm start`) first.');
    process.exit(2);
  }
  const site = await buildStaticSiteServer(publicDir, { connectOrigins: [], https: false });
  await site.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const contextFor = async (area: Area) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    if (area === 'dashboard') {
      // A session as a login leaves it (docs/requirements.md#session-storage), so the dashboard
      // renders rather than redirecting.
      await context.addCookies([{ name: 'lb_token', value: 'size-check', url: origin }]);
      await context.addInitScript({
        content: `localStorage.setItem('lb_valid_until', String(Date.now() + 3600000));`,
      });
    }
    return context;
  };
  const contexts = { public: await contextFor('public'), dashboard: await contextFor('dashboard') };

  const routes = builtRoutes();
  const rows: { route: string; kind: Kind; files: number; bytes: number; budget: number }[] = [];
  try {
    // A few pages at a time: each mostly waits for the network to be quiet for 500 ms, so one at a
    // time spent a minute of CI waiting.
    const measureNext = async (): Promise<void> => {
      const next = routes.shift();
      if (!next) return;
      const { scripts, callsService } = await scriptsLoadedBy(contexts[next.area], origin, next.route);
      const bytes = scripts.reduce((sum, file) => sum + gzipSize(file), 0);
      const kind: Kind =
        next.area === 'dashboard'
          ? 'dashboard'
          : callsService || CALL_WHEN_USED.has(next.route)
            ? 'calls'
            : 'static';
      rows.push({ route: next.route, kind, files: scripts.length, bytes, budget: BUDGETS[kind] });
      return measureNext();
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, measureNext));
    rows.sort((a, b) => a.route.localeCompare(b.route));
  } finally {
    await browser.close();
    await site.close();
  }

  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log('JavaScript each route loads in Chromium, gzip (build in public/)\n');
  console.log('kind: static calls no service as it loads, calls does, dashboard is the logged-in area\n');
  console.log(`${'route'.padEnd(width)}  kind       files  gzip KB  budget KB`);
  for (const row of rows) {
    const flag = row.bytes > row.budget ? '  OVER BUDGET' : '';
    console.log(
      `${row.route.padEnd(width)}  ${row.kind.padEnd(9)}  ${String(row.files).padStart(5)}  ${kb(row.bytes).padStart(7)}  ${kb(row.budget).padStart(9)}${flag}`,
    );
  }
  const over = rows.filter((row) => row.bytes > row.budget);
  if (over.length > 0) {
    console.warn(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
  }
  const pastCeiling = rows.filter((row) => row.bytes > CEILINGS[row.kind]);
  if (pastCeiling.length > 0) {
    console.error(
      `${pastCeiling.length} route(s) past the ceiling CI holds (${Object.entries(CEILINGS)
        .map(([kind, bytes]) => `${kind} ${kb(bytes)} KB`)
        .join(', ')}): ${pastCeiling.map((row) => row.route).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(
    over.length > 0 ? 'None past the ceiling CI holds.' : `\nAll ${rows.length} routes within budget.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
