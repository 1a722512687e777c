import '../../theme/roboto.css';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { HydrateInTurn, HydrateOnInteraction, StaticRegion } from '../../lib/progressive-hydration';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../../features/auth/auth-slice';
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
      <HeaderRegion />
      <MainRegion>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
          <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 4, md: 6 } }}>
            {children}
          </Container>
        </Box>
      </MainRegion>
      {/* Nothing in it changes by itself; its forms and buttons answer from the first interaction. */}
      <HydrateOnInteraction>
        <SiteFooter />
      </HydrateOnInteraction>
    </ThemeProvider>
  );
}

/**
 * The build draws the header for a visitor who is not logged in, as most visitors of the public
 * pages are: for them it hydrates on their first press, key or focus (its phone menu opens on a
 * press). For a live session it is drawn afresh (a new key) once the stored session has been read,
 * with the dashboard and log-out buttons.
 */
function HeaderRegion() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <HydrateOnInteraction key={signedIn ? 'session' : 'visitor'}>
      <SiteHeader />
    </HydrateOnInteraction>
  );
}
