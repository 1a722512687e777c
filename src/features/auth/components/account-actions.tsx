import Button from '@mui/material/Button';
import { Link as GatsbyLink, navigate } from 'gatsby';
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSessionStatus } from '../auth-slice';
import { useSubmission } from '../../../lib/forms';

/**
 * The header's account buttons. Before the stored session is read (the build, and the first
 * browser render) they show the logged-out state, which is what the pre-rendered HTML holds.
 */
export function AccountActions() {
  const status = useAppSelector(selectSessionStatus);
  if (status !== 'authenticated') {
    return (
      <Button component={GatsbyLink} to="/user/login" variant="outlined">
        Log in
      </Button>
    );
  }
  return (
    <>
      <Button component={GatsbyLink} to="/dashboard" variant="contained">
        Dashboard
      </Button>
      <LogoutButton />
    </>
  );
}

export function LogoutButton() {
  const dispatch = useAppDispatch();
  const { submitting, run } = useSubmission();
  const onClick = () =>
    run(async () => {
      // Loaded with the press: the header is on every page, the data layer only on some.
      const { endSession } = await import('../end-session');
      await endSession(dispatch);
      navigate('/user/login');
    });
  return (
    <Button variant="outlined" onClick={() => void onClick()} disabled={submitting}>
      {submitting ? 'Logging out…' : 'Log out'}
    </Button>
  );
}
