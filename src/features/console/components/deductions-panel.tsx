import type { DeductionSchedule } from '@lendbridge/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as React from 'react';
import { ErrorAlert, StatusAlert } from '../../../components/forms/form-alerts';
import { FormField } from '../../../components/forms/form-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { isApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useLazyGetDeductionsQuery } from '../console-api';
import { saveCsvFile } from '../save-file';

const DeductionsGrid = React.lazy(() => import('./deductions-grid'));

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/**
 * What payroll deducts from whom in a month, per lender and loan, and the file to send each
 * lender back once deducted (their remittance upload reads it as it is).
 */
export function DeductionsPanel({ organizationId }: { organizationId: number }) {
  const [month, setMonth] = React.useState(thisMonth);
  const [schedule, setSchedule] = React.useState<{ message: string; data: DeductionSchedule } | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [getDeductions] = useLazyGetDeductionsQuery();

  const show = async (event: React.FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setFailure(null);
    try {
      setSchedule(await getDeductions({ id: organizationId, month }).unwrap());
    } catch (error) {
      setSchedule(null);
      setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box>
      <Stack
        component="form"
        aria-label="Choose the month"
        noValidate
        spacing={2}
        sx={{ maxWidth: 320 }}
        onSubmit={(event: React.FormEvent) => void show(event)}
      >
        <FormField
          id="deductions-month"
          label="Month"
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          hint="As YYYY-MM where the browser has no month picker."
        />
        <Box>
          <SubmitButton submitting={loading} busyLabel="Working it out…">
            Show the schedule
          </SubmitButton>
        </Box>
      </Stack>
      <Box sx={{ mt: 3 }}>
        <ErrorAlert message={failure} />
        <StatusAlert severity="info" message={schedule?.message} />
      </Box>
      {schedule && schedule.data.rows.length > 0 ? (
        <>
          <Box sx={{ my: 2 }}>
            <Button variant="outlined" onClick={() => saveCsvFile(schedule.data.fileName, schedule.data.csv)}>
              Download the schedule (CSV)
            </Button>
          </Box>
          <React.Suspense fallback={<Typography role="status">Loading the rows…</Typography>}>
            <DeductionsGrid rows={schedule.data.rows} />
          </React.Suspense>
        </>
      ) : null}
    </Box>
  );
}
