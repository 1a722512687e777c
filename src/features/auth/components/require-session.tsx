import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { navigate } from 'gatsby';
import * as React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Link } from '../../../lib/link';
import { selectLoggedOut, selectSessionStatus } from '../auth-slice';
import { loginPathFor } from '../next-path';
import * as styles from './require-session.module.css';

/**
 * Renders its children only with a live session. The build and the first browser render show a
 * neutral placeholder (the session is read after hydration), so nothing personal is ever in the
 * pre-rendered HTML and hydration matches. A visitor without a session is sent to log in and
 * brought back here afterwards.
 */
export function RequireSession({ children }: { children: React.ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const loggedOut = useAppSelector(selectLoggedOut);
  const redirecting = status === 'anonymous' && !loggedOut;

  React.useEffect(() => {
    if (!redirecting) return;
    // Replace, so Back from the login page does not return to a page that bounces straight back.
    navigate(loginPathFor(window.location.pathname), { replace: true });
  }, [redirecting]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'anonymous' && loggedOut) {
    // The logout button takes the person to the login page itself; this shows only if they come
    // back (e.g. with the Back button), and offers the way in again without bouncing them.
    return (
      <Typography role="status" className={styles.placeholder}>
        You are logged out. <Link to={loginPathFor(window.location.pathname)}>Log in</Link> to see this page.
      </Typography>
    );
  }
  return (
    <Stack
      alignItems="center"
      useFlexGap
      role="status"
      data-awaits-session
      direction="row"

      spacing={2}
      className={styles.placeholder}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <Typography>{redirecting ? 'Taking you to the login page…' : 'Checking your session…'}</Typography>
    </Stack>
  );
}
