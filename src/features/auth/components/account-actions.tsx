import { Link as GatsbyLink, navigate } from 'gatsby';
import * as React from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import * as buttons from '../../../components/buttons.module.css';
import { selectSessionStatus } from '../auth-slice';
import { useSubmission } from '../../../lib/forms';

/**
 * The header's account buttons. Before the stored session is read (the build, and the first
 * browser render) they show the logged-out state, which is what the pre-rendered HTML holds.
 * Plain links and buttons (src/components/buttons.module.css): they are on every page.
 */
const OUTLINED = `${buttons.button} ${buttons.outlined}`;
const CONTAINED = `${buttons.button} ${buttons.contained}`;

export function AccountActions() {
  const status = useAppSelector(selectSessionStatus);
  if (status !== 'authenticated') {
    return (
      <GatsbyLink to="/user/login" className={OUTLINED}>
        Log in
      </GatsbyLink>
    );
  }
  return (
    <>
      <GatsbyLink to="/dashboard" className={CONTAINED}>
        Dashboard
      </GatsbyLink>
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
    <button type="button" className={OUTLINED} onClick={() => void onClick()} disabled={submitting}>
      {submitting ? 'Logging out…' : 'Log out'}
    </button>
  );
}
