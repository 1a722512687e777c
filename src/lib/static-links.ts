import { navigate, prefetchPathname } from 'gatsby';
import { pageIsHydrating } from './progressive-hydration';

/*
 * Links that no component handles (those in static regions, which are never hydrated, and those in
 * Markdown) would load a whole new document. Caught here, on the document, they navigate in the app
 * as Gatsby's <Link> does, and their page is prefetched as a <Link>'s is: when the link comes into
 * view, and when a pointer rests on it or focus reaches it (Gatsby's loader skips prefetching on 2g
 * and with data saving on). A <Link> handles its own clicks and marks them handled
 * (defaultPrevented), so it is left alone.
 */

/** The path of one of the site's pages that `target` links to in this tab, if it is such a link. */
function sitePageLinkedFrom(target: EventTarget | null): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  // A file (sitemap.xml, a PDF, sw.js), which the app has no page for.
  if (/\.[a-z0-9]{1,5}$/i.test(url.pathname)) return null;
  return url;
}

function openInApp(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  // Until the page has hydrated, the app holds its updates (progressive-hydration.tsx) and would
  // show the next page late under the new address: the browser loads it instead, as it does for
  // a <Link> that has not hydrated yet.
  if (pageIsHydrating()) return;
  // The visitor asks for a new tab or window, or a download.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = sitePageLinkedFrom(event.target);
  if (!url) return;
  const here = window.location;
  // Another place on this same page: the browser scrolls there.
  if (url.hash !== '' && url.pathname === here.pathname && url.search === here.search) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

function prefetch(event: Event) {
  const url = sitePageLinkedFrom(event.target);
  if (url) prefetchPathname(url.pathname);
}

/** Installed once, before the page hydrates (gatsby-browser.tsx). */
export function routeLinksThroughTheApp() {
  document.addEventListener('click', openInApp);
  document.addEventListener('mouseover', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);
}

/**
 * Prefetches the page of every link to a site page once it comes into view, as Gatsby's <Link>
 * does for itself. Called once the page has hydrated, so watching costs its start-up nothing.
 */
export function prefetchLinksInView(root: ParentNode = document) {
  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = sitePageLinkedFrom(entry.target);
      if (url) prefetchPathname(url.pathname);
    }
  });
  for (const anchor of root.querySelectorAll('a[href]')) {
    if (sitePageLinkedFrom(anchor)) observer.observe(anchor);
  }
}
