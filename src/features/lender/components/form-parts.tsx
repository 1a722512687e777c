import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import * as React from 'react';
import type { WriteFailure } from '../../../app/api';

/** A workspace form's frame: its alert (announced), its fields, and send / put-away buttons. */
export function ActionForm({
  label,
  failure,
  busy,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  label: string;
  failure: WriteFailure | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Stack
      component="form"
      aria-label={label}
      noValidate
      spacing={2}
      sx={{ maxWidth: 520, mt: 2 }}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {failure.message}
        </Alert>
      ) : null}
      {children}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
        {onClose ? (
          <Button type="button" onClick={onClose} disabled={busy}>
            Close
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Client-side checks' messages per field, then the gateway's for the field it named. */
export function fieldError<K extends string>(
  field: K,
  checks: Partial<Record<K, string>>,
  failure: WriteFailure | null,
): string | undefined {
  return checks[field] ?? (failure?.field === field ? failure.message : undefined);
}
