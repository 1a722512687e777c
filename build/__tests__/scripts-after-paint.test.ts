import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BOOT_ATTRIBUTE,
  BOOT_SCRIPT,
  COMPILE_HINT,
  startScriptsAfterPaint,
  startScriptsAfterPaintInPages,
} from '../scripts-after-paint';

const page = (scripts: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>FAQ</title></head><body><div id="___gatsby"><main>FAQ</main></div>` +
  `<script id="gatsby-script-loader">window.pagePath="/faq";</script>${scripts}</body></html>`;

const built = page(
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
    '<script src="/app-3.js" async></script>',
);

describe('a built page', () => {
  const rewritten = startScriptsAfterPaint(built);

  it('no longer runs its scripts from tags of its own', () => {
    expect(rewritten).not.toMatch(/<script src=/);
  });

  it('preloads each of them, in order and at low priority, from <head>', () => {
    const head = rewritten.slice(0, rewritten.indexOf('</head>'));
    expect(
      [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low"/g)].map(
        (m) => m[1],
      ),
    ).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
  });

  it('ends with the boot script, after Gatsby’s own inline scripts', () => {
    expect(rewritten.endsWith(`<script>${BOOT_SCRIPT}</script></body></html>`)).toBe(true);
    expect(rewritten.indexOf('window.pagePath')).toBeLessThan(rewritten.indexOf(BOOT_SCRIPT));
  });

  it('is left alone when rewritten already, or when it has no scripts', () => {
    expect(startScriptsAfterPaint(rewritten)).toBe(rewritten);
    expect(startScriptsAfterPaint(page(''))).toBe(page(''));
  });
});

describe('the build', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'after-paint-'));
    for (const name of ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js']) {
      await writeFile(path.join(dir, name), `${COMPILE_HINT}\n(()=>{})();`);
    }
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('rewrites every page', async () => {
    await writeFile(path.join(dir, 'index.html'), built);
    expect(await startScriptsAfterPaintInPages(dir)).toBe(1);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toContain(BOOT_ATTRIBUTE);
  });

  it('fails when a page keeps script tags it does not recognise', async () => {
    await writeFile(path.join(dir, 'index.html'), page('<script src="/app-3.js" defer></script>'));
    await expect(startScriptsAfterPaintInPages(dir)).rejects.toThrow(/no longer recognises/);
  });

  it('fails when a script the pages start lacks the compile hint', async () => {
    await writeFile(path.join(dir, 'index.html'), built);
    await writeFile(path.join(dir, 'app-3.js'), '(()=>{})();');
    await expect(startScriptsAfterPaintInPages(dir)).rejects.toThrow(/compile hint/);
  });
});

describe('the boot script', () => {
  type PaintCallback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;
  let paint: PaintCallback | undefined;
  const disconnect = jest.fn();

  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      paint = callback;
    }
    observe() {}
    disconnect = disconnect;
  }

  const scriptsAdded = () =>
    [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const report = (...names: string[]) =>
    paint!({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect });

  beforeEach(() => {
    jest.useFakeTimers();
    paint = undefined;
    document.head.innerHTML = ['/runtime.js', '/app.js']
      .map((src) => `<link rel="preload" as="script" href="${src}" ${BOOT_ATTRIBUTE}="">`)
      .join('');
    document.body.innerHTML = '<main>Built page</main>';
    Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
    // Indirect eval: the script runs in the page's global scope, as the browser runs it.
    (0, eval)(BOOT_SCRIPT);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('adds nothing until the first contentful paint is reported, then every script once', () => {
    expect(scriptsAdded()).toEqual([]);
    report('first-paint');
    expect(scriptsAdded()).toEqual([]);
    report('first-contentful-paint');
    expect(scriptsAdded()).toEqual(['/runtime.js', '/app.js']);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(3000);
    expect(scriptsAdded()).toEqual(['/runtime.js', '/app.js']);
  });

  it('starts three seconds after the load event on a page that never paints', () => {
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2999);
    expect(scriptsAdded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scriptsAdded()).toEqual(['/runtime.js', '/app.js']);
  });
});
