import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * Gatsby ends every page with `<script src async>` tags for its runtime. On a fast connection
 * they arrive while the browser is still laying the page out, and running them (hundreds of
 * milliseconds of a phone's main thread) comes before the first paint: the visitor waits for
 * JavaScript to see HTML that was ready. Here each page downloads them as early as before (a
 * low-priority preload in <head>), but a small inline script adds them to the page only once
 * the browser has painted its first content, so the pre-rendered page always shows first.
 * It still pays on React 19 (Lighthouse mobile, /, /blog, /eligibility-check, /faq and a partner
 * page, each measured five times alternately with Gatsby's own async tags, 26 November): the
 * median LCP was 1954–1961 ms against 2005–2157 ms, lower on every route; TBT and scores alike.
 */

/** Marks the preloads the boot script starts, so it finds exactly those. */
export const BOOT_ATTRIBUTE = 'data-boot-script';

/**
 * Adds the page's scripts once the first contentful paint has been reported. Browsers
 * without paint timing start at the next frame. A page that never paints contentful content
 * (or stays hidden, where nothing paints) starts anyway three seconds after its load event.
 * The scripts go into <head>: added to <body>, they made the browser recompute the styles of the
 * whole page (sibling selectors), a task of its own. Plain ES5 and identical on every page, so the
 * Content-Security-Policy names one hash for it.
 */
export const BOOT_SCRIPT = `(function(){var started=false;function start(){if(started)return;started=true;var links=document.querySelectorAll('link[${BOOT_ATTRIBUTE}]');for(var i=0;i<links.length;i++){var script=document.createElement('script');script.src=links[i].getAttribute('href');document.head.appendChild(script)}}var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(start,0)})}else{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true})}window.addEventListener('load',function(){setTimeout(start,3000)})})();`;

const SCRIPT_TAG = /<script src="([^"]+)" async><\/script>/g;
const PRELOAD_HREF = new RegExp(
  `<link rel="preload" as="script" href="([^"]+)" fetchpriority="low" ${BOOT_ATTRIBUTE}=""/>`,
  'g',
);

/**
 * V8's compile hint, put first in every bundle (gatsby-node.ts): V8 compiles the whole file at once
 * instead of each function on its first call. The pages run nearly all of their code as they start.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * One page's HTML with its runtime scripts started after the first paint. A page without such
 * scripts, or one already rewritten, is returned unchanged.
 */
export function startScriptsAfterPaint(html: string): string {
  if (html.includes(BOOT_ATTRIBUTE)) return html;
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1] ?? '');
  if (sources.length === 0) return html;
  const preloads = sources
    .map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low" ${BOOT_ATTRIBUTE}=""/>`)
    .join('');
  return html
    .replace(SCRIPT_TAG, '')
    .replace('</head>', `${preloads}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `<script>${BOOT_SCRIPT}</script></body>`);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // _gatsby/ holds the fragments Gatsby stitched into the pages, not pages.
    if (entry.isDirectory()) {
      if (entry.name !== '_gatsby') yield* htmlFiles(file);
    } else if (entry.name.endsWith('.html')) yield file;
  }
}

/**
 * Rewrites every page Gatsby wrote under `publicDir`; returns how many changed. Throws, failing the
 * build, when a page is left starting its scripts as Gatsby wrote them (Gatsby's script tags no
 * longer look as this expects), or when a script a page starts lacks V8's compile hint (the
 * bundler's banner no longer reaches it): either would ship pages slower without a word.
 */
export async function startScriptsAfterPaintInPages(publicDir: string): Promise<number> {
  let changed = 0;
  const missed: string[] = [];
  const scripts = new Set<string>();
  for await (const file of htmlFiles(publicDir)) {
    const html = await readFile(file, 'utf8');
    const rewritten = startScriptsAfterPaint(html);
    if (!rewritten.includes(BOOT_ATTRIBUTE)) missed.push(path.relative(publicDir, file));
    for (const match of rewritten.matchAll(PRELOAD_HREF)) scripts.add(match[1] ?? '');
    if (rewritten !== html) {
      await writeFile(file, rewritten);
      changed += 1;
    }
  }
  if (missed.length > 0) {
    throw new Error(
      `${missed.length} page(s) still start their scripts as Gatsby wrote them (${missed.slice(0, 3).join(', ')}…): ` +
        "build/scripts-after-paint.ts no longer recognises Gatsby's script tags.",
    );
  }
  const unhinted: string[] = [];
  for (const src of scripts) {
    const start = (await readFile(path.join(publicDir, src), 'utf8')).slice(0, COMPILE_HINT.length);
    if (start !== COMPILE_HINT) unhinted.push(src);
  }
  if (unhinted.length > 0) {
    throw new Error(
      `${unhinted.length} script(s) the pages start lack the compile hint (${unhinted.slice(0, 3).join(', ')}…): ` +
        'the banner in gatsby-node.ts no longer reaches the final bundles.',
    );
  }
  return changed;
}
