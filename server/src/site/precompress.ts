import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.map',
]);
// Below this a compressed copy saves less than the headers it adds.
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function isStale(source: string, copy: string, sourceMtime: number): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs < sourceMtime;
  } catch {
    return true;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once: at the strongest settings,
 * since it happens once per build and every visitor then gets the smallest file without the
 * server compressing anything per request. Copies newer than their source are kept, so a start
 * after an unchanged build costs only a walk of the folder.
 */
export async function precompressSite(publicDir: string): Promise<{ written: number }> {
  let written = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of walk(publicDir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const info = await stat(file);
    if (info.size < MIN_BYTES) continue;
    const brPath = `${file}.br`;
    const gzPath = `${file}.gz`;
    const [brStale, gzStale] = await Promise.all([
      isStale(file, brPath, info.mtimeMs),
      isStale(file, gzPath, info.mtimeMs),
    ]);
    if (!brStale && !gzStale) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (brStale) {
          const compressed = await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          await writeFile(brPath, compressed);
          written += 1;
        }
        if (gzStale) {
          await writeFile(gzPath, await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }));
          written += 1;
        }
      })(),
    );
  }
  // zlib's async calls run on libuv's thread pool, which bounds how many run at once.
  await Promise.all(jobs);
  return { written };
}
