import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { navigate } from 'gatsby';
import * as React from 'react';
import { TextField } from '../../../components/forms/text-field';
import { useAppDispatch } from '../../../app/hooks';
import { messageOf } from '../../../lib/api-client';
import { useSubmission } from '../../../lib/forms';
import { useCloseAccountMutation } from '../auth-api';
import { endSession } from '../end-session';
import { withNotice } from '../notice';

/**
 * Asks for the password before closing the account (MUI's Dialog, loaded with the first press of
 * "Close my account"). A refusal (wrong password, a loan still open) stays in the dialog; once
 * closed, this device forgets the session too and the login page says what happened.
 */
export default function CloseAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [password, setPassword] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const { submitting, run } = useSubmission();
  const [closeAccount] = useCloseAccountMutation();

  const close = () => {
    if (submitting) return;
    setError(null);
    setPassword('');
    onClose();
  };
  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setError(null);
      try {
        const message = await closeAccount(password).unwrap();
        await endSession(dispatch);
        void navigate('/user/login', withNotice({ severity: 'success', message }));
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="close-account-title"
      aria-describedby="close-account-text"
      slotProps={{ paper: { component: 'form', onSubmit: confirm } }}
    >
      <DialogTitle id="close-account-title" component="h2">
        Close your account?
      </DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText id="close-account-text" sx={{ mb: 2 }}>
          We will erase your name, contact details, identity checks and referrals and log you out everywhere.
          Records of past loans are kept without your details, as lenders must keep them. This cannot be
          undone. Enter your password to confirm.
        </DialogContentText>
        <TextField
          id="close-account-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(change) => setPassword(change.target.value)}
          error={Boolean(error)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={submitting}>
          Keep my account
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={submitting || password === ''}>
          {submitting ? 'Closing…' : 'Close my account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
