/**
 * `npm run bench:site`: Lighthouse (its default mobile configuration: a mid-range phone on a
 * throttled 4G connection, simulated) over every public route of the running site, in Debian's
 * Chromium, printing one table. Public routes are exactly those in the site's sitemap.
 *
 * Start the site first (`npm start`); SITE_URL or SITE_PORT says where it is (default
 * http://localhost:8000), CHROMIUM_PATH which browser (default /usr/bin/chromium), BENCH_ROUTES
 * (comma-separated paths) limits the run to some routes. Targets
 * (ARCHITECTURE.md §6): performance ≥ 98, accessibility, best practices and SEO 100, CLS 0.
 * Routes that miss one are marked; the script exits 1 if any does, so it can gate a release.
 *
 * One Lighthouse run is a noisy sample (on a small shared machine the same page can score ten
 * points apart from one run to the next), so each route is measured BENCH_RUNS times (default 3)
 * and the run with the median performance score is reported, as Lighthouse's own guidance on
 * variability advises; the range of the runs' scores is shown beside it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const siteUrl = (process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 8000}`).replace(
  /\/+$/,
  '',
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

async function publicRoutes(): Promise<string[]> {
  const locs = async (path: string) => {
    const response = await fetch(`${siteUrl}${path}`);
    if (!response.ok) throw new Error(`${siteUrl}${path} answered ${response.status}`);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
  };
  const routes: string[] = [];
  for (const sitemap of await locs('/sitemap.xml')) routes.push(...(await locs(sitemap)));
  return routes.sort();
}

async function main() {
  let routes: string[];
  try {
    routes = await publicRoutes();
  } catch (error) {
    console.error(
      `Cannot read the sitemap of ${siteUrl} (${(error as Error).message}). Is \`npm start\` running?`,
    );
    process.exit(2);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const runsPerRoute = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
  if (only) routes = routes.filter((route) => only.includes(route));
  const rows: string[][] = [];
  const reasons: string[] = [];
  let misses = 0;
  try {
    for (const route of routes) {
      const run = async () => {
        const attempt = () =>
          lighthouse(`${siteUrl}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
        let result = await attempt();
        // Chromium now and then misses the navigation start (NO_NAVSTART) when one browser serves
        // many runs in a row; one more attempt tells a fluke from a page that really fails to load.
        if (result?.lhr.runtimeError) result = await attempt();
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
        return result.lhr;
      };
      const performance = (report: Awaited<ReturnType<typeof run>>) =>
        report.runtimeError ? -1 : (report.categories.performance?.score ?? 0);
      const reports: Awaited<ReturnType<typeof run>>[] = [];
      for (let index = 0; index < runsPerRoute; index += 1) reports.push(await run());
      reports.sort((a, b) => performance(a) - performance(b));
      const lhr = reports[Math.floor(reports.length / 2)]!;
      const spread = reports.map((report) => Math.round(performance(report) * 100));
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const cls = metric('cumulative-layout-shift');
      const missed =
        CATEGORIES.some((category, index) => scores[index]! < TARGETS[category]) ||
        cls > 0 ||
        Boolean(lhr.runtimeError);
      if (missed) misses += 1;
      // What cost points outside performance, which the metrics columns already explain.
      for (const category of CATEGORIES.slice(1)) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            reasons.push(`${route}: ${category} · ${audit.id}: ${audit.title}`);
          }
        }
      }
      rows.push([
        route,
        ...scores.map(String),
        `${Math.round(metric('largest-contentful-paint'))}`,
        `${Math.round(metric('total-blocking-time'))}`,
        cls.toFixed(3),
        runsPerRoute > 1 ? `${spread[0]}–${spread[spread.length - 1]}` : '',
        missed ? `  ✗ ${lhr.runtimeError?.code ?? ''}`.trimEnd() : '',
      ]);
      console.error(`measured ${route}`);
    }
  } finally {
    await chrome.kill();
  }

  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'perf range', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(
    `\nLighthouse mobile on ${siteUrl}, ${routes.length} public routes, the median of ${runsPerRoute} run(s) each\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (reasons.length > 0) console.log(`\n${reasons.join('\n')}`);
  console.log(
    misses === 0
      ? '\nEvery route meets the targets (performance ≥ 98, others 100, CLS 0).'
      : `\n${misses} route(s) miss a target (performance ≥ 98, others 100, CLS 0).`,
  );
  process.exit(misses === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
