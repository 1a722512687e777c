import '../../theme/roboto.css';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { GlobalBaseline } from './global-baseline';
import { siteTheme } from '../../theme/site-theme';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * The public pages' frame: skip link, header, one main landmark, footer. Each of the three is a
 * Suspense boundary, which React hydrates on its own after the page's shell, one after another,
 * and the one the visitor presses or types into first (see docs/front-end.md).
 */
export function SiteLayout({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <ThemeProvider theme={siteTheme}>
      <GlobalBaseline />
      <SkipLink />
      <React.Suspense>
        <SiteHeader />
      </React.Suspense>
      <React.Suspense>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
          <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 4, md: 6 } }}>
            {children}
          </Container>
        </Box>
      </React.Suspense>
      <React.Suspense>
        <SiteFooter />
      </React.Suspense>
    </ThemeProvider>
  );
}
