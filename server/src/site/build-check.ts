import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCES = [
  'src',
  'static',
  'content',
  'build',
  'contract/src',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
];
const STAMP = 'public/.lendbridge-build';

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === '__tests__' || entry === 'node_modules') continue;
    yield* files(join(path, entry));
  }
}

/**
 * A fingerprint of everything the build reads: the sources' contents and the GATSBY_* values
 * it inlines. Contents, not timestamps, so a fresh clone and an unchanged tree agree.
 */
export function sourceFingerprint(rootDir: string, env: Record<string, string | undefined>): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(join(rootDir, source))) {
      hash.update(relative(rootDir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const key of Object.keys(env)
    .filter((name) => name.startsWith('GATSBY_'))
    .sort()) {
    hash.update(`${key}=${env[key] ?? ''}\0`);
  }
  return hash.digest('hex');
}

export function isBuildCurrent(rootDir: string, fingerprint: string): boolean {
  const stamp = join(rootDir, STAMP);
  return (
    existsSync(join(rootDir, 'public/index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === fingerprint
  );
}

export function markBuildCurrent(rootDir: string, fingerprint: string): void {
  writeFileSync(join(rootDir, STAMP), fingerprint);
}
