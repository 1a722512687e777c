import Button from '@mui/material/Button';
import * as React from 'react';
import { useHasMounted } from '../../lib/forms';

/**
 * The forms' submit button. Until React has hydrated the form it is a plain button: a click
 * then does nothing, instead of letting the browser send the fields to the static host. It is
 * not shown disabled meanwhile, which would flash grey on every page load.
 */
export function SubmitButton({
  submitting,
  busyLabel,
  disabled = false,
  children,
}: {
  submitting: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const hydrated = useHasMounted();
  return (
    <Button type={hydrated ? 'submit' : 'button'} variant="contained" disabled={submitting || disabled}>
      {submitting ? busyLabel : children}
    </Button>
  );
}
