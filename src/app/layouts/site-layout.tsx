import '../../theme/roboto.css';
import Container from '@mui/material/Container';
import * as React from 'react';
import { siteTheme } from '../../theme/site-theme';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { ThemeFrame } from './theme-frame';

/**
 * The public pages' frame, in the site theme: skip link, header, one main landmark, footer. Each
 * of the three is a Suspense boundary, which React hydrates on its own after the page's shell, one
 * after another, and the one the visitor presses or types into first (see docs/front-end.md).
 */
export function SiteLayout({
  children,
  wide = false,
  page,
}: {
  children: React.ReactNode;
  wide?: boolean;
  /** The page's own address, for a header that leaves out a button to it. */
  page?: string;
}) {
  return (
    <ThemeFrame theme={siteTheme}>
      <SkipLink />
      <React.Suspense>
        <SiteHeader page={page} />
      </React.Suspense>
      <React.Suspense>
        <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
          <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 4, md: 6 } }}>
            {children}
          </Container>
        </main>
      </React.Suspense>
      <React.Suspense>
        <SiteFooter />
      </React.Suspense>
    </ThemeFrame>
  );
}
