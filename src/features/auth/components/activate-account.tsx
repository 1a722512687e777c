import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { navigate } from 'gatsby';
import * as React from 'react';
import { isApiError } from '../../../lib/api-client';
import { useVerifyAccountMutation } from '../auth-api';
import { describeFailure } from '../../../lib/forms';
import { withNotice } from '../notice';
import { ErrorAlert } from '../../../components/forms/form-alerts';

export const EMAIL_CONFIRMED_MESSAGE = 'Email confirmed successfully, login to continue';

type Phase = { kind: 'checking' } | { kind: 'no-token' } | { kind: 'failed'; message: string };

/**
 * Confirms the email address with the token from the link, once, as the page opens. Both outcomes
 * docs/requirements.md#route-targets names lead to the login page; anything else (network, server
 * trouble) stays here with a way to try again, since the token is still unused.
 */
export function ActivateAccount({ search }: { search: string }) {
  const [phase, setPhase] = React.useState<Phase>({ kind: 'checking' });
  const [attempt, setAttempt] = React.useState(0);
  const [verifyAccount] = useVerifyAccountMutation();
  const sentFor = React.useRef<number | null>(null);

  React.useEffect(() => {
    // A one-time token must be sent once per attempt, even if the effect runs twice (StrictMode).
    if (sentFor.current === attempt) return;
    sentFor.current = attempt;
    const token = new URLSearchParams(search).get('token');
    if (!token) {
      setPhase({ kind: 'no-token' });
      return;
    }
    setPhase({ kind: 'checking' });
    verifyAccount({ token })
      .unwrap()
      .then(
        // Replace: the used link must not run again from the Back button.
        () =>
          navigate('/user/login', {
            ...withNotice({ severity: 'success', message: EMAIL_CONFIRMED_MESSAGE }),
            replace: true,
          }),
        (error: unknown) => {
          const failure = describeFailure(error, []);
          if (isApiError(error) && error.status === 400) {
            navigate('/user/login', {
              ...withNotice({ severity: 'error', message: failure.message }),
              replace: true,
            });
          } else {
            setPhase({ kind: 'failed', message: failure.message });
          }
        },
      );
  }, [search, attempt, verifyAccount]);

  if (phase.kind === 'no-token') {
    return (
      <Typography role="status">
        This page needs the link from your confirmation email. Open the email and select the link, or copy the
        whole link into your browser’s address bar.
      </Typography>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <>
        <ErrorAlert message={phase.message} />
        <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </>
    );
  }
  return <Typography role="status">Checking your confirmation link…</Typography>;
}
