import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { RequireSession } from '../../features/auth/components/require-session';
import { ReferralThanks } from '../../features/referrals/components/referral-thanks';
import { dashboardTheme } from '../../theme/dashboard-theme';
import { Link } from '../../lib/link';
import { OfflineNotice, ShowOnceOnline } from '../../components/offline';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { GlobalBaseline } from './global-baseline';
import { SkipLink } from './skip-link';

const dashboardNavigation = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/refer-a-friend', label: 'Refer a friend' },
] as const;

/**
 * The logged-in area's frame, in the dashboard theme. The heading is pre-rendered with the page;
 * everything else waits behind RequireSession, so every dashboard page is guarded by its layout.
 * Offline (the service worker still serves the page), a notice says so and the content, which
 * all comes from the APIs, waits for the connection instead of showing failed calls.
 */
export function DashboardLayout({
  heading,
  children,
}: {
  heading: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <ThemeProvider theme={dashboardTheme}>
      <GlobalBaseline />
      <SkipLink />
      <SiteHeader />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box component="nav" aria-label="Dashboard" sx={{ mb: 3 }}>
          <Box component="ul" sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0 }}>
            {dashboardNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} underline="hover">
                  {item.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
          {heading}
          <OfflineNotice>
            You are offline. Your dashboard needs a connection to load and update your account, and does so by
            itself as soon as you are back online.
          </OfflineNotice>
          <RequireSession>
            <ShowOnceOnline>
              <ReferralThanks />
              {children}
            </ShowOnceOnline>
          </RequireSession>
        </Box>
      </Container>
      <SiteFooter />
    </ThemeProvider>
  );
}
