import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import * as React from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { isApiError, messageOf } from '../../../lib/api-client';
import { useRequestIdentityCodeMutation, useVerifyIdentityCodeMutation } from '../eligibility-api';
import type { LoanApplication } from '../application-slice';
import { CODE_DIGITS, CODE_LIFETIME_MINUTES, CODE_MAX_ATTEMPTS } from '../limits';
import { ErrorAlert } from '../../../components/forms/form-alerts';
import { ReturningBorrower } from '../../borrower/components/returning-borrower';
import { useIdentityBinding } from '../../borrower/use-identity-binding';

const CODE_PATTERN = new RegExp(`^[0-9]{${CODE_DIGITS}}$`);

/**
 * Proof of identity before anything personal: the gateway emails a one-time code to the
 * contact the organisation holds for this number, and only a right code lets the check name
 * the person, their limit or their offers. The step asks for a code, takes it, and can ask
 * for a new one (which replaces the old). A logged-in borrower whose account the gateway says
 * proved this entry recently goes on without a code.
 */
export function ConfirmStep({
  answers,
  signedIn,
  onBack,
  onProven,
  onNext,
}: {
  answers: LoanApplication;
  signedIn: boolean;
  onBack: () => void;
  onProven: (proofToken: string) => void;
  onNext: () => void;
}) {
  const [sent, setSent] = React.useState<string | null>(null);
  const [code, setCode] = React.useState('');
  const [busy, setBusy] = React.useState<'sending' | 'checking' | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [codeError, setCodeError] = React.useState<string | null>(null);
  const [requestIdentityCode] = useRequestIdentityCodeMutation();
  const [verifyIdentityCode] = useVerifyIdentityCodeMutation();
  const entry = { organizationCode: answers.organizationCode, regNo: answers.regNo };
  const binding = useIdentityBinding(signedIn, entry.organizationCode, entry.regNo);

  // The button pressed is replaced by the code field: focus follows, so keyboard and
  // screen-reader users land where the next thing is to be done.
  React.useEffect(() => {
    if (sent) document.getElementById('eligibility-code')?.focus();
  }, [sent]);

  const sendCode = async () => {
    if (busy) return;
    setBusy('sending');
    setFailure(null);
    setCodeError(null);
    try {
      setSent(await requestIdentityCode(entry).unwrap());
      setCode('');
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) {
      setCodeError(`Enter the ${CODE_DIGITS}-digit code from the email.`);
      document.getElementById('eligibility-code')?.focus();
      return;
    }
    setBusy('checking');
    setFailure(null);
    setCodeError(null);
    try {
      const proof = await verifyIdentityCode({ ...entry, code: typed }).unwrap();
      onProven(proof.proofToken);
    } catch (error) {
      if (isApiError(error) && error.field === 'code') setCodeError(error.message);
      else setFailure(messageOf(error));
      document.getElementById('eligibility-code')?.focus();
    } finally {
      setBusy(null);
    }
  };

  if (!answers.identityProof && binding.state === 'asking') {
    return <Typography role="status">Checking whether you confirmed this number before…</Typography>;
  }
  if (!answers.identityProof && binding.state === 'answered' && binding.binding.provenAt) {
    return (
      <ReturningBorrower
        regNo={answers.regNo}
        organizationName={answers.organizationName}
        provenAt={binding.binding.provenAt}
        onBack={onBack}
        onNext={onNext}
      />
    );
  }

  if (answers.identityProof) {
    return (
      <Box sx={{ maxWidth: 560 }}>
        <Alert sx={{ mb: 3, alignItems: 'center' }} severity="success">
          You have confirmed that {answers.regNo} at {answers.organizationName} is you.
        </Alert>
        <Stack useFlexGap direction="row" spacing={2}>
          <Button onClick={onBack} variant="outlined">
            Back
          </Button>
          <Button onClick={onNext} variant="contained">
            Next: your loan
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography sx={{ mb: 2 }}>
        Before we show your name, your limit or any offer, we check it is you: we email a {CODE_DIGITS}-digit
        code to the work or school address {answers.organizationName} holds for {answers.regNo}. Nobody sees
        anything about you without that code.
      </Typography>
      <ErrorAlert message={failure} />
      {sent ? (
        <>
          <Typography sx={{ mb: 1 }} role="status">
            {sent}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Not there after a few minutes? Look in your spam or junk folder, then send a new code. No longer
            use that address? Ask {answers.organizationName}’s HR or bursary office to update it on their
            records; we only ever send the code to the address they hold.
          </Typography>
        </>
      ) : null}
      <Stack useFlexGap spacing={2.5}>
        {sent ? (
          <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Confirm it is you">
            <Stack useFlexGap spacing={2.5}>
              <TextField
                id="eligibility-code"
                name="code"
                label="Code from the email"
                required
                fullWidth
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={Boolean(codeError)}
                helperText={
                  codeError ??
                  `${CODE_DIGITS} digits. It works for ${CODE_LIFETIME_MINUTES} minutes and ${CODE_MAX_ATTEMPTS} tries.`
                }
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CODE_DIGITS + 4 } }}
              />
              <Stack flexWrap="wrap" useFlexGap direction="row" spacing={2}>
                <SubmitButton submitting={busy === 'checking'} busyLabel="Checking the code…">
                  Confirm the code
                </SubmitButton>
                <Button
                  onClick={() => void sendCode()}
                  aria-disabled={busy !== null || undefined}
                  variant="outlined"
                >
                  {busy === 'sending' ? 'Sending a new code…' : 'Send a new code'}
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : (
          <div>
            <Button
              onClick={() => void sendCode()}
              aria-disabled={busy !== null || undefined}
              variant="contained"
            >
              {busy === 'sending' ? 'Sending the code…' : 'Email me a code'}
            </Button>
          </div>
        )}
        <div>
          <Button onClick={onBack} variant="text">
            Back
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
