import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';
import { useSubmission } from '../../../lib/forms';
import { saveFile } from '../../../lib/save-file';
import { useExportMyDataMutation } from '../auth-api';

// Only a press shows the dialog, so its code (and MUI's Dialog) loads with the first press.
const CloseAccountDialog = React.lazy(() => import('./close-account-dialog'));

/** The borrower's rights over their own data (docs/privacy.md): take a copy, or close the account. */
export function AccountPrivacy() {
  const { submitting, run } = useSubmission();
  const [exportMyData] = useExportMyDataMutation();
  const [result, setResult] = React.useState<{ severity: 'success' | 'error'; message: string } | null>(null);
  const [asked, setAsked] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  const download = () =>
    void run(async () => {
      setResult(null);
      try {
        const data = await exportMyData().unwrap();
        saveFile(
          `lendbridge-my-data-${data.exportedAt.slice(0, 10)}.json`,
          JSON.stringify(data, null, 2),
          'application/json',
        );
        setResult({ severity: 'success', message: 'Your data is downloading as a JSON file.' });
      } catch (failure) {
        setResult({ severity: 'error', message: messageOf(failure) });
      }
    });

  return (
    <Box component="section" aria-labelledby="your-data-heading" sx={{ mt: 5 }}>
      <Typography id="your-data-heading" variant="h5" component="h2" gutterBottom>
        Your data
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Download a copy of everything we hold about you, or close your account. Loan records a lender must
        keep stay with the lender as our privacy policy explains.
      </Typography>
      {result ? (
        <Alert
          severity={result.severity}
          role={result.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
        >
          {result.message}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" onClick={download} disabled={submitting}>
          {submitting ? 'Preparing your data…' : 'Download my data'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          aria-haspopup="dialog"
          onClick={() => {
            setAsked(true);
            setOpen(true);
          }}
        >
          Close my account
        </Button>
      </Stack>
      {asked ? (
        <React.Suspense fallback={null}>
          <CloseAccountDialog open={open} onClose={() => setOpen(false)} />
        </React.Suspense>
      ) : null}
    </Box>
  );
}
