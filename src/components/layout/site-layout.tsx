import '../../theme/roboto.css';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { HydrateInTurn } from '../../lib/progressive-hydration';
import { siteTheme } from '../../theme/site-theme';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The public pages' frame: skip link, header, one main landmark, footer. */
export function SiteLayout({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return (
    <ThemeProvider theme={siteTheme}>
      <CssBaseline />
      <SkipLink />
      <HydrateInTurn>
        <SiteHeader />
      </HydrateInTurn>
      <HydrateInTurn>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
          <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 4, md: 6 } }}>
            {children}
          </Container>
        </Box>
      </HydrateInTurn>
      <HydrateInTurn>
        <SiteFooter />
      </HydrateInTurn>
    </ThemeProvider>
  );
}
