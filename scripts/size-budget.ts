/**
 * `npm run size`: the gzip size of the JavaScript each built route loads before it can run,
 * against ARCHITECTURE.md §6 (marketing pages ≤ 150 KB, dashboard pages ≤ 220 KB). Exits 1 on
 * a breach. It reads what the build recorded, so it measures exactly what browsers download:
 * the app's entry chunks plus the page component's chunk group from webpack.stats.json, for the
 * component named in each page's page-data. Chunks loaded later on demand (web-vitals after
 * consent) are not part of a page's load and are not counted.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const BUDGETS = { marketing: 150 * KB, dashboard: 220 * KB } as const;

interface ChunkGroup {
  assets: { name: string }[];
}
interface WebpackStats {
  namedChunkGroups: Record<string, ChunkGroup>;
}

const publicDir = resolve(__dirname, '../public');

function pageDataFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return pageDataFiles(path);
    return entry === 'page-data.json' ? [path] : [];
  });
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

function main() {
  if (!existsSync(join(publicDir, 'webpack.stats.json'))) {
    console.error('No site build in public/: run `npm run build` (or `npm start`) first.');
    process.exit(2);
  }
  const stats = JSON.parse(readFileSync(join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  const scripts = (group: string) =>
    (stats.namedChunkGroups[group]?.assets ?? [])
      .map((asset) => asset.name)
      .filter((name) => name.endsWith('.js'));
  const entry = scripts('app');

  const rows = pageDataFiles(join(publicDir, 'page-data'))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { path: string; componentChunkName: string })
    // Gatsby's copies of the 404 page (/404.html, /dev-404-page) are the same page as /404.
    .filter((page) => page.path !== '/404.html' && !page.path.startsWith('/dev-404'))
    .map((page) => {
      const files = [...new Set([...entry, ...scripts(page.componentChunkName)])];
      const kind: keyof typeof BUDGETS = /^\/dashboard(\/|$)/.test(page.path) ? 'dashboard' : 'marketing';
      const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
      return { route: page.path, kind, files: files.length, bytes, budget: BUDGETS[kind] };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(`JavaScript loaded per route, gzip (build in ${relative(process.cwd(), publicDir) || '.'})\n`);
  console.log(`${'route'.padEnd(width)}  kind       files  gzip KB  budget KB`);
  for (const row of rows) {
    const flag = row.bytes > row.budget ? '  OVER BUDGET' : '';
    console.log(
      `${row.route.padEnd(width)}  ${row.kind.padEnd(9)}  ${String(row.files).padStart(5)}  ${kb(row.bytes).padStart(7)}  ${kb(row.budget).padStart(9)}${flag}`,
    );
  }
  console.log(
    `\nshared by every route: ${entry.join(', ')} = ${kb(entry.reduce((s, f) => s + gzipSize(f), 0))} KB`,
  );
  const over = rows.filter((row) => row.bytes > row.budget);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(', ')}`);
    process.exit(1);
  }
  console.log(`\nAll ${rows.length} routes within budget.`);
}

main();
