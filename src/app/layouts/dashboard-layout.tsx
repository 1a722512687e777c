import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import Container from '@mui/material/Container';
import * as React from 'react';
import { dashboardTheme } from '../../theme/dashboard-theme';
import { RequireSession } from '../../features/auth/components/require-session';
import { InstallOffer } from '../../features/install/components/install-offer';
import { ReferralThanks } from '../../features/referrals/components/referral-thanks';
import { DashboardSectionsNav } from '../../components/dashboard-sections-nav';
import { OfflineNotice, ShowOnceOnline } from '../../components/offline';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { ThemeFrame } from './theme-frame';

/**
 * The logged-in area's frame, in the dashboard theme. The heading
 * is pre-rendered with the page; everything else waits behind RequireSession, so every dashboard
 * page is guarded by its layout. Offline (the service worker still serves the page), a notice says
 * so and the content, which all comes from the APIs, waits for the connection instead of showing
 * failed calls.
 */
export function DashboardLayout({
  heading,
  children,
  whileOffline,
}: {
  heading: React.ReactNode;
  children: React.ReactNode;
  /** Shown instead of `children` while offline, until they can load (the overview's saved copy). */
  whileOffline?: React.ReactNode;
}) {
  return (
    <ThemeFrame theme={dashboardTheme}>
      <SkipLink />
      <SiteHeader />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <DashboardSectionsNav />
        <main id="main" tabIndex={-1} style={{ outline: 'none' }}>
          {heading}
          <OfflineNotice>
            You are offline. Your dashboard needs a connection to load and update your account, and does so by
            itself as soon as you are back online.
          </OfflineNotice>
          <RequireSession>
            <InstallOffer />
            <ShowOnceOnline fallback={whileOffline}>
              <ReferralThanks />
              {children}
            </ShowOnceOnline>
          </RequireSession>
        </main>
      </Container>
      <SiteFooter />
    </ThemeFrame>
  );
}
