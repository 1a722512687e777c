import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import type { ConsoleProfile } from '@lendbridge/contract';
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
import { useGetConsoleProfileQuery } from '../../features/console/console-api';
import { consoleLoginPathFor, hasLiveConsoleToken } from '../../features/console/console-session';
import { ConsoleProfileContext } from '../../features/console/use-console-profile';

/** What each kind of operator finds in the navigation. */
const NAVIGATION = {
  3: [
    { to: '/admin', label: 'Organisations' },
    { to: '/admin/new-organization', label: 'Add an organisation' },
    { to: '/admin/providers', label: 'Lenders' },
    { to: '/admin/new-provider', label: 'Add a lender' },
    { to: '/admin/messages', label: 'Messages' },
    { to: '/admin/audit', label: 'Audit log' },
    { to: '/admin/content', label: 'Content' },
    { to: '/admin/institutions', label: 'Institutions' },
  ],
  4: [{ to: '/admin', label: 'Your organisation' }],
} as const;

/** The console's frame: its own header and navigation, in the dashboard theme. */
export function ConsoleFrame({
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
          <Typography component="p" variant="h3" sx={{ m: 0, mr: 2, '& a': { textDecoration: 'none' } }}>
            <Link to="/admin">Lendbridge console</Link>
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
          Lendbridge console, for the people who run Lendbridge and its employers and schools.{' '}
          <Link to="/">Lendbridge for borrowers</Link>
        </Typography>
      </Box>
    </ThemeFrame>
  );
}

function ConsoleNavigation({ profile, logOut }: { profile: ConsoleProfile; logOut: () => Promise<void> }) {
  return (
    <>
      <Box component="nav" aria-label="Console" sx={{ flexGrow: 1 }}>
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
          {NAVIGATION[profile.roleId].map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </Box>
      </Box>
      <Typography variant="body2">
        {profile.user.firstName} {profile.user.lastName},{' '}
        {profile.organization?.name ?? 'Lendbridge platform admin'}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => void logOut()}>
        Log out
      </Button>
    </>
  );
}

/**
 * Every console page but the login: the heading is built with the page, everything else waits for
 * the gateway to say who is logged in (no organisation or roster is ever in the built HTML).
 * Without a live token the person is sent to log in and brought back afterwards.
 */
export function ConsoleLayout({
  heading,
  children,
}: {
  heading: React.ReactNode;
  children: React.ReactNode;
}) {
  const { check, retry, logOut } = useSessionCheck({
    useProfileQuery: useGetConsoleProfileQuery,
    hasLiveToken: hasLiveConsoleToken,
    loginPage: '/admin/login',
    loginPathFor: consoleLoginPathFor,
  });

  return (
    <ConsoleFrame
      navigation={
        check.state === 'live' ? <ConsoleNavigation profile={check.profile} logOut={logOut} /> : null
      }
    >
      {heading}
      {check.state === 'live' ? (
        <ConsoleProfileContext.Provider value={check.profile}>{children}</ConsoleProfileContext.Provider>
      ) : check.state === 'refused' ? (
        // A borrower's or lender's session: this is not their place, and theirs is one link away.
        <Alert severity="warning" role="alert">
          {check.message} <Link to={consoleLoginPathFor('/admin')}>Log in to the console</Link>, go to{' '}
          <Link to="/dashboard">your dashboard</Link> or to <Link to="/lender">the lender workspace</Link>.
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
    </ConsoleFrame>
  );
}
