import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import type { LenderProfile } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { Link } from '../../lib/link';
import { useSessionCheck } from './session-check';
import { SkipLink } from './skip-link';
import { ThemeFrame } from './theme-frame';
import { dashboardTheme } from '../../theme/dashboard-theme';
import { useGetLenderProfileQuery } from '../../features/lender/lender-api';
import { hasLiveToken, lenderLoginPathFor } from '../../features/lender/lender-session';
import { LenderProfileContext } from '../../features/lender/use-lender-profile';

export const WORKSPACE_NAVIGATION = [
  { to: '/lender', label: 'New loans' },
  { to: '/lender/loans', label: 'Loans' },
  { to: '/lender/repayments', label: 'Repayments' },
  { to: '/lender/renewals', label: 'Renewals' },
  { to: '/lender/settings', label: 'Settings' },
] as const;

/** The workspace's frame: its own header and navigation, in the dashboard theme. */
export function WorkspaceFrame({
  navigation,
  children,
}: {
  navigation?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <ThemeFrame theme={dashboardTheme}>
      <SkipLink />
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          {/* A phone's width holds the name whole in a smaller size. */}
          <Typography
            component="p"
            sx={{ m: 0, mr: 2, typography: { xs: 'h6', sm: 'h3' }, '& a': { textDecoration: 'none' } }}
          >
            <Link to="/lender">Lendbridge for lenders</Link>
          </Typography>
          {navigation}
        </Toolbar>
      </AppBar>
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
        <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none' }}>
          {children}
        </Box>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2, px: 3 }}>
        <Typography variant="body2">
          Lendbridge lender workspace. <Link to="/">Lendbridge for borrowers</Link>
        </Typography>
      </Box>
    </ThemeFrame>
  );
}

function WorkspaceNavigation({ profile, logOut }: { profile: LenderProfile; logOut: () => Promise<void> }) {
  return (
    <>
      <Box component="nav" aria-label="Lender workspace" sx={{ flexGrow: 1 }}>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            listStyle: 'none',
            m: 0,
            p: 0,
            '& a': { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
          }}
        >
          {WORKSPACE_NAVIGATION.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </Box>
      </Box>
      <Typography variant="body2">
        {profile.user.firstName} {profile.user.lastName},{' '}
        {profile.provider?.name ?? 'Lendbridge (admin, read-only)'}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => void logOut()}>
        Log out
      </Button>
    </>
  );
}

/**
 * Every workspace page but the login: the heading is built with the page, everything else waits
 * for the gateway to say who is logged in (nothing about any loan is ever in the built HTML).
 * Without a live token the person is sent to log in and brought back afterwards.
 */
export function LenderLayout({ heading, children }: { heading: React.ReactNode; children: React.ReactNode }) {
  const { check, retry, logOut } = useSessionCheck({
    useProfileQuery: useGetLenderProfileQuery,
    hasLiveToken,
    loginPage: '/lender/login',
    loginPathFor: lenderLoginPathFor,
  });

  return (
    <WorkspaceFrame
      navigation={
        check.state === 'live' ? <WorkspaceNavigation profile={check.profile} logOut={logOut} /> : null
      }
    >
      {heading}
      {check.state === 'live' ? (
        <LenderProfileContext.Provider value={check.profile}>
          {check.profile.readOnly ? (
            <Alert severity="info" role="note" sx={{ mb: 3 }}>
              You are logged in as a Lendbridge admin: you see every lender&apos;s records and change nothing.
            </Alert>
          ) : null}
          {children}
        </LenderProfileContext.Provider>
      ) : check.state === 'refused' ? (
        // A borrower's session: this is not their place, and their dashboard is one link away.
        <Alert severity="warning" role="alert">
          {check.message} <Link to={lenderLoginPathFor('/lender')}>Log in as lender staff</Link> or go to{' '}
          <Link to="/dashboard">your dashboard</Link>.
        </Alert>
      ) : check.state === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          {check.message}
        </Alert>
      ) : (
        <Box
          role="status"
          data-awaits-session
          sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 160 }}
        >
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{check.state === 'leaving' ? 'Logging out…' : 'Checking your session…'}</Typography>
        </Box>
      )}
    </WorkspaceFrame>
  );
}
