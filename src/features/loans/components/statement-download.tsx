import type { StatementFormat } from '@lendbridge/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import { messageOf } from '../../../lib/api-client';
import { useSubmission } from '../../../lib/forms';
import { saveFile } from '../../../lib/save-file';
import { getStatement } from '../api/statement';

const LABELS: Record<StatementFormat, string> = {
  pdf: 'Download statement (PDF)',
  csv: 'Download statement (CSV)',
};

/**
 * The loan's statement to keep (docs/api.md, "Loan statements"): the gateway draws it, the
 * browser saves it under the session that asked.
 */
export function StatementDownload({ loanId, providerName }: { loanId: string; providerName: string }) {
  const { submitting, run } = useSubmission();
  const [result, setResult] = React.useState<{ severity: 'success' | 'error'; message: string } | null>(null);

  const download = (format: StatementFormat) =>
    void run(async () => {
      setResult(null);
      try {
        const file = await getStatement(loanId, format);
        const lender = providerName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        saveFile(
          `lendbridge-statement-${lender}-${new Date().toISOString().slice(0, 10)}.${format}`,
          file,
          file.type,
        );
        setResult({
          severity: 'success',
          message: `Your statement is downloading as a ${format.toUpperCase()} file.`,
        });
      } catch (failure) {
        setResult({ severity: 'error', message: messageOf(failure) });
      }
    });

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['pdf', 'csv'] as const).map((format) => (
          <Button key={format} variant="outlined" onClick={() => download(format)} disabled={submitting}>
            {LABELS[format]}
          </Button>
        ))}
      </Stack>
      {result ? (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
          {result.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
