/**
 * Part of `npm run lint`: every citation must lead somewhere a clone of the repository has.
 *
 * - In code (comments, lint messages, tests, scripts), a cited repository file must exist, and a
 *   cited docs anchor (`docs/requirements.md#messages`) must exist on that page.
 * - Code cites nothing outside the repository: no product brief or architecture notes kept
 *   elsewhere, no issue numbers (the rule itself is stated, or the docs page that holds it cited).
 * - README and docs/ name only paths that exist, and link only to pages and anchors that exist.
 *
 * Prints one line per problem (file:line) and exits 1 if there is any.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Where code lives: every file under these folders, and these files at the root. */
const CODE_DIRS = ['src/', 'server/', 'contract/', 'build/', 'scripts/', 'tests/', 'bench/', '.ci/'];
const ROOT_CODE = /^(?:eslint\.config\.mjs|gatsby-[\w-]+\.tsx?|playwright\.config\.ts|jest\.config\.ts)$/;
const CODE_EXT = /\.(?:[cm]?[jt]sx?|css|sql|sh)$/;

/** Folders the product writes as it runs or builds: named in docs, never in the repository. */
const GENERATED = [
  'data',
  'public',
  'dist',
  '.cache',
  'node_modules',
  'test-results',
  'playwright-report',
  'bench/baseline/.cache',
  'bench/baseline/public',
];
const TOP_LEVEL = [
  'src',
  'server',
  'contract',
  'docs',
  'build',
  'scripts',
  'tests',
  'static',
  'content',
  'bench',
  '.ci',
];

/** Citations of what a clone does not have. Kept as parts so this file does not match itself. */
const OUTSIDE = [
  // Upper case, as those files are named; docs/architecture.md is ours and may be cited.
  { pattern: new RegExp(['SPEC', 'md'].join('\\.')), what: 'the product brief' },
  { pattern: new RegExp(['ARCHITECTURE', 'md'].join('\\.')), what: 'the architecture notes' },
  { pattern: new RegExp(['design', 'card'].join(' '), 'i'), what: 'the design notes' },
  { pattern: /\bissues?\s*#?\d+|\b(?:see|per|from|in|fixes|closes)\s+#\d+\b/i, what: 'an issue number' },
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_~[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown page offers: its headings (numbered when repeated) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading?.[1] !== undefined) {
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const id of line.matchAll(/\bid="([^"]+)"/g)) anchors.add(id[1] ?? '');
  }
  return anchors;
}

export class Repository {
  private readonly files: Set<string>;
  private readonly dirs = new Set<string>();
  private readonly anchors = new Map<string, Set<string>>();

  constructor(
    files: Iterable<string>,
    private readonly read: (file: string) => string,
  ) {
    this.files = new Set(files);
    for (const file of this.files) {
      for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) this.dirs.add(dir);
    }
  }

  /** A file or folder, or a module named as an import names it (without its extension). */
  exists(path: string): boolean {
    const clean = normalize(path).replace(/\/$/, '');
    if (this.dirs.has(clean)) return true;
    return ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'].some((suffix) => this.files.has(clean + suffix));
  }

  hasAnchor(file: string, anchor: string): boolean {
    let anchors = this.anchors.get(file);
    if (!anchors) {
      anchors = anchorsOf(this.read(file));
      this.anchors.set(file, anchors);
    }
    return anchors.has(anchor);
  }

  list(): string[] {
    return [...this.files];
  }
}

/** Is this a file of code (rather than docs, content or data)? */
export function isCode(file: string): boolean {
  if (ROOT_CODE.test(file) || file === '.ci/run') return true;
  return CODE_DIRS.some((dir) => file.startsWith(dir)) && CODE_EXT.test(file);
}

/** A token that names a repository path: it starts with a top-level folder and has no wildcard. */
const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w./@-])((?:${TOP_LEVEL.map((d) => d.replace('.', '\\.')).join('|')})/[\w./\[\]-]*[\w/\]])(#[\w-]+)?`,
  'g',
);

function isConcretePath(path: string, rest: string): boolean {
  // Wildcards, placeholders and template strings name many paths or none: nothing to check.
  return !/[*<>{}$…]/.test(path) && !/^[*<>{}$…]/.test(rest);
}

function checkPath(
  repo: Repository,
  path: string,
  anchor: string | undefined,
  where: { file: string; line: number },
  problems: Problem[],
): void {
  if (GENERATED.some((dir) => path === dir || path.startsWith(`${dir}/`))) return;
  if (!repo.exists(path)) {
    problems.push({ ...where, message: `names ${path}, which is not in the repository` });
    return;
  }
  if (anchor && path.endsWith('.md') && !repo.hasAnchor(path, anchor.slice(1))) {
    problems.push({ ...where, message: `cites ${path}${anchor}, but ${path} has no such anchor` });
  }
}

/**
 * The part of a line of code that is prose: a comment, or the whole line in the lint config (its
 * strings are the messages lint shows). Elsewhere, strings are data (a test's made-up file names).
 */
export function proseOf(file: string, line: string): string {
  if (file === 'eslint.config.mjs') return line;
  const trimmed = line.trimStart();
  if (/^(?:\*|\/\*)/.test(trimmed)) return line;
  const marker = file.endsWith('.sql')
    ? /(?:^|\s)--\s/
    : file === '.ci/run' || file.endsWith('.sh')
      ? /(?:^|\s)#\s/
      : /(?<![:\w])\/\/\s/;
  const found = marker.exec(line);
  return found ? line.slice(found.index) : '';
}

export function checkCode(repo: Repository, file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    const content = proseOf(file, line);
    const where = { file, line: index + 1 };
    for (const { pattern, what } of OUTSIDE) {
      // Test names and messages are strings: a citation there dangles just the same.
      if (pattern.test(line)) {
        problems.push({
          ...where,
          message: `cites ${what}, which is not in the repository: cite docs/ or state the rule`,
        });
      }
    }
    for (const match of content.matchAll(PATH_TOKEN)) {
      const [, path = '', anchor] = match;
      const rest = content.slice((match.index ?? 0) + match[0].length);
      if (isConcretePath(path, rest)) checkPath(repo, path, anchor, where, problems);
    }
  });
  return problems;
}

export function checkDoc(repo: Repository, file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    const where = { file, line: index + 1 };
    if (content.startsWith('```')) {
      fenced = !fenced;
      return;
    }
    // Links: relative to the page, to a file of the repository and perhaps an anchor on it.
    for (const link of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = link[1] ?? '';
      if (/^[a-z]+:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const resolved = path === '' ? file : normalize(join(dirname(file), path));
      if (relative('.', resolved).startsWith('..')) continue;
      checkPath(repo, resolved, anchor === undefined ? undefined : `#${anchor}`, where, problems);
    }
    if (fenced) return;
    // Paths in code spans, named from the repository's root.
    for (const span of content.matchAll(/`([^`]+)`/g)) {
      const inner = span[1] ?? '';
      const match = /^((?:[\w.-]+\/)+[\w.-]*)$/.exec(inner);
      const path = match?.[1];
      if (!path || !TOP_LEVEL.some((dir) => path.startsWith(`${dir}/`))) continue;
      if (isConcretePath(path, '')) checkPath(repo, path, undefined, where, problems);
    }
  });
  return problems;
}

export function checkRepository(repo: Repository, read: (file: string) => string): Problem[] {
  const problems: Problem[] = [];
  for (const file of repo.list()) {
    if (file === 'scripts/check-citations.ts' || file.startsWith('scripts/__tests__/check-citations')) {
      continue;
    }
    if (isCode(file)) problems.push(...checkCode(repo, file, read(file)));
    else if (file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'))) {
      problems.push(...checkDoc(repo, file, read(file)));
    }
  }
  return problems;
}

function main(): void {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  });
  const read = (file: string) => readFileSync(file, 'utf8');
  const files = listed.split('\0').filter((file) => file !== '');
  // A file deleted in the working tree but still in the index is gone for this check.
  const present = files.filter((file) => existsSync(file));
  const repo = new Repository(present, read);
  const problems = checkRepository(repo, read);
  for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(`check-citations: ${problems.length} citation(s) lead nowhere`);
    process.exit(1);
  }
  console.log(`check-citations: every citation in ${present.length} files leads somewhere`);
}

if (require.main === module) main();
