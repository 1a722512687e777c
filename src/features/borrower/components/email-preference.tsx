import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';
import { useSetEmailPreferenceMutation } from '../borrower-api';

type State =
  | { step: 'working' }
  | { step: 'done'; stopped: boolean; message: string }
  | { step: 'failed'; message: string };

/**
 * The page a reminder's stop link opens: it stops that kind of email at once (one click, no
 * login), says so, and offers to start it again. The token is read in the browser only: the
 * build renders the page without one, and a mail scanner that fetches the link without running
 * scripts stops nothing.
 */
export function EmailPreference({ search }: { search: string }) {
  const token = new URLSearchParams(search).get('token') ?? '';
  const [state, setState] = React.useState<State>({ step: 'working' });
  const [setEmailPreference] = useSetEmailPreferenceMutation();

  const apply = React.useCallback(
    async (stopped: boolean) => {
      setState({ step: 'working' });
      try {
        const answer = await setEmailPreference({ token, stopped }).unwrap();
        setState({ step: 'done', stopped: answer.stopped, message: answer.message });
      } catch (error) {
        setState({ step: 'failed', message: messageOf(error) });
      }
    },
    [token, setEmailPreference],
  );

  React.useEffect(() => {
    if (token === '')
      setState({ step: 'failed', message: 'This link is incomplete. Use the link in the email.' });
    else void apply(true);
  }, [token, apply]);

  if (state.step === 'working')
    return (
      <Alert severity="info" role="status">
        Saving your choice…
      </Alert>
    );
  if (state.step === 'failed') return <Alert severity="error">{state.message}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: '40rem' }}>
      <Alert severity="success" role="status">
        {state.message}
      </Alert>
      <div>
        <Button variant="outlined" onClick={() => void apply(!state.stopped)}>
          {state.stopped ? 'Start payment reminders again' : 'Stop payment reminders'}
        </Button>
      </div>
    </Stack>
  );
}
