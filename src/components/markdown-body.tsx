import Box from '@mui/material/Box';
import { navigate } from 'gatsby';
import * as React from 'react';

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

/** The theme's typography for HTML rendered from our own Markdown (blog posts, content pages). */
const prose = {
  maxWidth: '75ch',
  '& h2': { typography: 'h2', fontSize: '1.5rem', mt: 5, mb: 1.5 },
  '& h3': { typography: 'h3', mt: 3, mb: 1 },
  '& p, & ul, & ol': { mt: 0, mb: 2, lineHeight: 1.7 },
  '& ul, & ol': { pl: 3 },
  '& li': { mb: 0.75 },
  '& table': { width: '100%', mb: 3, borderCollapse: 'collapse', typography: 'body2' },
  '& th, & td': { px: 1.5, py: 1, border: 1, borderColor: 'divider', textAlign: 'left' },
  '& th': { bgcolor: 'background.default', fontWeight: 700 },
} as const;

export function MarkdownBody({ html }: { html: string }) {
  return (
    // The HTML is our own Markdown, rendered by gatsby-transformer-remark at build time.
    <Box sx={prose} onClick={openSitePagesInApp} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
