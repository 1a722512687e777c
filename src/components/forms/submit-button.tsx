import Button, { type ButtonProps } from '@mui/material/Button';
import * as React from 'react';
import { useHasMounted } from '../../lib/forms';

/**
 * A form's submit button. Until React has hydrated the page it is a plain button, so a click
 * does nothing instead of sending the fields to the static host; while the form is on its way
 * it is disabled and says what is happening.
 */
export const SubmitButton = React.forwardRef<
  HTMLButtonElement,
  Omit<ButtonProps, 'type'> & { submitting: boolean; busyLabel: string }
>(function SubmitButton({ submitting, busyLabel, disabled = false, children, ...props }, ref) {
  const hydrated = useHasMounted();
  return (
    <Button
      ref={ref}
      variant="contained"
      {...props}
      type={hydrated ? 'submit' : 'button'}
      disabled={submitting || disabled}
    >
      {submitting ? busyLabel : children}
    </Button>
  );
});
