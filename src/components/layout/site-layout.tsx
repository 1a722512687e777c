import '../../theme/roboto.css';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { HydrateInTurn, StaticRegion } from '../../lib/progressive-hydration';
import { GlobalBaseline } from './global-baseline';
import { siteTheme } from '../../theme/site-theme';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * The public pages' frame: skip link, header, one main landmark, footer. A page whose content is
 * all fixed at build time (text and links, no form, no live data) says `staticContent`, and its
 * main landmark is never hydrated.
 */
export function SiteLayout({
  children,
  wide = false,
  staticContent = false,
}: {
  children: React.ReactNode;
  wide?: boolean;
  staticContent?: boolean;
}) {
  const MainRegion = staticContent ? StaticRegion : HydrateInTurn;
  return (
    <ThemeProvider theme={siteTheme}>
      <GlobalBaseline />
      <SkipLink />
      <HydrateInTurn>
        <SiteHeader />
      </HydrateInTurn>
      <MainRegion>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
          <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 4, md: 6 } }}>
            {children}
          </Container>
        </Box>
      </MainRegion>
      <HydrateInTurn>
        <SiteFooter />
      </HydrateInTurn>
    </ThemeProvider>
  );
}
