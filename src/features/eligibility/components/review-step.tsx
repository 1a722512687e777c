import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { TextField } from '../../../components/forms/text-field';
import * as React from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { formatMoney } from '../../../lib/money';
import type { LoanApplication } from '../application-slice';
import { monthsLabel } from '../../../lib/tenor';
import { ErrorAlert } from '../../../components/forms/form-alerts';
import { TermsList } from '../../../components/terms-list';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ReviewStep({
  answers,
  accountEmail,
  checking,
  serverError,
  onBack,
  onEmailChange,
  onCheck,
}: {
  answers: LoanApplication;
  /** The logged-in borrower's address, used instead of asking; null for a visitor. */
  accountEmail: string | null;
  checking: boolean;
  serverError: { message: string; field?: string } | null;
  onBack: () => void;
  onEmailChange: (email: string) => void;
  onCheck: () => void;
}) {
  const [emailError, setEmailError] = React.useState<string | null>(null);
  const shownEmailError = emailError ?? (serverError?.field === 'email' ? serverError.message : null);
  const checkButton = React.useRef<HTMLButtonElement>(null);
  const wasChecking = React.useRef(checking);

  // A refused check (rate limit, network, a field the gateway rejects) keeps the person on this
  // step, with the reason in an alert above the form that can push the button out of view. Focus
  // goes to the field the refusal is about, or stays on the button to try again, and is brought
  // into view: focusing what already has focus scrolls nothing. (An answered check moves on to
  // the result, whose heading takes focus.)
  React.useEffect(() => {
    const finished = wasChecking.current && !checking;
    wasChecking.current = checking;
    if (!finished || !serverError) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== checkButton.current) return;
    const field = serverError.field === 'email' ? document.getElementById('eligibility-email') : null;
    const target = field ?? checkButton.current;
    target?.focus();
    // jsdom, which the unit tests run in, has no scrolling.
    if (target && 'scrollIntoView' in target) target.scrollIntoView({ block: 'nearest' });
  }, [checking, serverError]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    if (!accountEmail && !EMAIL_SHAPE.test(answers.email.trim())) {
      setEmailError('Enter your email address, for example name@example.com.');
      document.getElementById('eligibility-email')?.focus();
      return;
    }
    setEmailError(null);
    onCheck();
  };

  const rows: Array<[string, string]> = [
    ['Employer or school', answers.organizationName],
    ['Staff or registration number', answers.regNo],
    ['Kind of loan', answers.loanTypeName],
    ['Amount', answers.amount === null ? '' : formatMoney(answers.amount)],
    ['Repayment period', monthsLabel(answers.tenorMonths)],
  ];

  return (
    <Box
      component="form"
      sx={{ maxWidth: 560 }}
      noValidate
      onSubmit={onSubmit}
      aria-label="Review your answers"
    >
      {/* A field error shows beside its field; anything else (rate limit, network) here. */}
      <ErrorAlert message={serverError && serverError.field !== 'email' ? serverError.message : null} />
      <TermsList rows={rows} />
      <Stack useFlexGap spacing={2.5}>
        {accountEmail ? (
          <Typography>
            Your offers will be saved to your account, <strong>{accountEmail}</strong>.
          </Typography>
        ) : (
          <TextField
            id="eligibility-email"
            name="email"
            type="email"
            label="Email address"
            required
            fullWidth
            autoComplete="email"
            value={answers.email}
            onChange={(event) => onEmailChange(event.target.value)}
            error={Boolean(shownEmailError)}
            helperText={
              shownEmailError ??
              'We save your offers under this address: log in or create an account with it to accept one.'
            }
          />
        )}
        <Typography sx={{ maxWidth: '70ch' }} variant="body2">
          Checking is free and does not affect your credit record. Lenders receive nothing about you until you
          accept one of their offers.
        </Typography>
        <Stack useFlexGap direction="row" spacing={2}>
          <Button onClick={onBack} disabled={checking} variant="outlined">
            Back
          </Button>
          <SubmitButton ref={checkButton} submitting={checking} busyLabel="Checking…">
            Check my eligibility
          </SubmitButton>
        </Stack>
      </Stack>
    </Box>
  );
}
