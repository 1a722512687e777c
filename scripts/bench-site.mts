/**
 * `npm run bench:site`: Lighthouse (its default mobile configuration: a mid-range phone on a
 * throttled 4G connection, simulated) over every public route of the running site, each against the
 * baseline page (bench/baseline: the same stack with nothing clever), in Debian's Chromium. Public
 * routes are exactly those in the site's sitemap.
 *
 * Start the site first (`npm start`); SITE_URL or SITE_PORT says where it is (default
 * http://localhost:8000), CHROMIUM_PATH which browser (default /usr/bin/chromium), BENCH_ROUTES
 * (comma-separated paths) limits the run to some routes. The script builds the baseline page itself
 * and serves it as `npm start` serves the site (same server, same headers).
 *
 * The machine is shared and noisy, so a score means something only beside the baseline's measured
 * in the same run: BENCH_RUNS rounds (default 3) go over every route, measuring the baseline
 * between every BENCH_BASELINE_EVERY routes (default 4: the baseline is measured alternately with
 * the routes, without doubling the run). Each route's median over its runs must meet
 * (docs/requirements.md#performance): performance ≥ the baseline's median, TBT ≤ the baseline's
 * median, accessibility, best practices and SEO 100, CLS 0. Routes that miss one are marked; the
 * script exits 1 if any does.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildStaticSiteServer } from '../server/src/site/static-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// npm runs scripts from the repository's root.
const root = process.cwd();
const baselineDir = join(root, 'bench/baseline');
const siteUrl = (process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 8000}`).replace(
  /\/+$/,
  '',
);
const runsPerRoute = Math.max(3, Number(process.env.BENCH_RUNS ?? 3) || 3);
const baselineEvery = Math.max(1, Number(process.env.BENCH_BASELINE_EVERY ?? 4) || 4);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Sample {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  reasons: string[];
  error?: string;
}

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

/** Builds the baseline page with Gatsby (its own cache keeps a rebuild short). */
async function buildBaseline(): Promise<string> {
  const gatsby = createRequire(join(root, 'package.json')).resolve('gatsby/cli.js');
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, [gatsby, 'build'], {
      cwd: baselineDir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`baseline build exited with ${code}`))));
  });
  return join(baselineDir, 'public');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

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
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  if (only) routes = routes.filter((route) => only.includes(route));

  console.error('Building the baseline page (bench/baseline)…');
  const baselineSite = await buildStaticSiteServer(await buildBaseline(), {
    connectOrigins: [],
    https: false,
  });
  await baselineSite.listen({ host: '127.0.0.1', port: 0 });
  // localhost, as the site: Lighthouse's best-practices audits treat it as a secure origin.
  const baselineUrl = `http://localhost:${(baselineSite.server.address() as AddressInfo).port}/`;

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const measure = async (url: string): Promise<Sample> => {
    const attempt = () =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
    let result = await attempt();
    // Chromium now and then misses the navigation start (NO_NAVSTART) when one browser serves
    // many runs in a row, twice in a row at times (/olduser, 26 November); two more attempts tell
    // a fluke from a page that really fails to load.
    for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) result = await attempt();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (category: (typeof CATEGORIES)[number]) =>
      Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // What cost points outside performance, which the metrics columns already explain.
    const reasons = CATEGORIES.slice(1).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        return ref.weight > 0 && audit && audit.score !== null && audit.score < 1
          ? [`${category} · ${audit.id}: ${audit.title}`]
          : [];
      }),
    );
    return {
      performance: lhr.runtimeError ? 0 : score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      reasons,
      error: lhr.runtimeError?.code,
    };
  };

  const baseline: Sample[] = [];
  const samples = new Map<string, Sample[]>(routes.map((route) => [route, []]));
  try {
    for (let round = 0; round < runsPerRoute; round += 1) {
      for (const [index, route] of routes.entries()) {
        if (index % baselineEvery === 0) baseline.push(await measure(baselineUrl));
        samples.get(route)!.push(await measure(`${siteUrl}${route}`));
      }
      console.error(`round ${round + 1} of ${runsPerRoute} measured`);
    }
  } finally {
    await chrome.kill();
    await baselineSite.close();
  }

  const summary = (runs: Sample[]) => ({
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    'best-practices': median(runs.map((run) => run['best-practices'])),
    seo: median(runs.map((run) => run.seo)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: Math.max(...runs.map((run) => run.cls)),
    range: `${Math.min(...runs.map((run) => run.performance))}–${Math.max(...runs.map((run) => run.performance))}`,
    error: runs.find((run) => run.error)?.error,
  });
  const base = summary(baseline);
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'perf range', ''];
  const cells = (name: string, row: ReturnType<typeof summary>, verdict: string) => [
    name,
    String(row.performance),
    String(row.accessibility),
    String(row['best-practices']),
    String(row.seo),
    String(Math.round(row.lcp)),
    String(Math.round(row.tbt)),
    row.cls.toFixed(3),
    row.range,
    verdict,
  ];
  const rows = [cells('baseline (bench/baseline)', base, `  ${baseline.length} runs`)];
  const reasons = new Set<string>();
  let misses = 0;
  for (const route of routes) {
    const runs = samples.get(route)!;
    const row = summary(runs);
    const missed = [
      row.performance < base.performance ? 'perf' : '',
      row.tbt > base.tbt ? 'TBT' : '',
      row.accessibility < 100 || row['best-practices'] < 100 || row.seo < 100 ? 'a11y/best/seo' : '',
      row.cls > 0 ? 'CLS' : '',
      row.error ?? '',
    ].filter(Boolean);
    if (missed.length > 0) misses += 1;
    for (const run of runs) for (const reason of run.reasons) reasons.add(`${route}: ${reason}`);
    rows.push(cells(route, row, missed.length > 0 ? `  ✗ ${missed.join(', ')}` : ''));
  }

  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(
    `\nLighthouse mobile on ${siteUrl}: ${routes.length} public routes against the baseline page, ` +
      `the median of ${runsPerRoute} runs each (CLS: the worst run)\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (reasons.size > 0) console.log(`\n${[...reasons].join('\n')}`);
  console.log(
    misses === 0
      ? `\nEvery route meets the targets: performance ≥ ${base.performance} and TBT ≤ ${Math.round(base.tbt)} ms (the baseline's), others 100, CLS 0.`
      : `\n${misses} route(s) miss a target: performance ≥ ${base.performance} and TBT ≤ ${Math.round(base.tbt)} ms (the baseline's), others 100, CLS 0.`,
  );
  process.exit(misses === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
