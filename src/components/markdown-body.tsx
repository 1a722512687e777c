import { navigate } from 'gatsby';
import * as React from 'react';
import * as styles from './markdown-body.module.css';

/**
 * A link in the Markdown to one of the site's pages opens it in the app, as a Gatsby <Link>
 * does, rather than loading a new document. Left to the browser: other sites, files, new tabs
 * and windows, downloads, and places on this same page.
 */
function openSitePagesInApp(event: React.MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
  if (anchor.target !== '' && anchor.target !== '_self') return;
  const url = new URL(anchor.href);
  const here = window.location;
  if (url.origin !== here.origin || /\.[a-z0-9]{1,5}$/i.test(url.pathname)) return;
  if (url.hash !== '' && url.pathname === here.pathname && url.search === here.search) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

/** Typography for HTML rendered from our own Markdown (blog posts, content pages). */
export function MarkdownBody({ html }: { html: string }) {
  return (
    // The HTML is our own Markdown, rendered by gatsby-transformer-remark at build time.
    <div className={styles.body} onClick={openSitePagesInApp} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
