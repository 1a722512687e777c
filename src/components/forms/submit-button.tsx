import Button from '@mui/material/Button';
import * as React from 'react';

/**
 * A form's submit button (MUI's contained Button). While the form is on its way it says what is
 * happening and refuses presses (one pressed before the page has hydrated is held and pressed
 * again once it has: see src/app/early-presses.ts). It stays focusable meanwhile (aria-disabled,
 * not disabled): a browser moves focus off a button that becomes disabled, which would leave
 * keyboard and screen-reader users at the top of the page in the middle of sending.
 */
export const SubmitButton = React.forwardRef<
  HTMLButtonElement,
  {
    submitting: boolean;
    busyLabel: string;
    disabled?: boolean;
    children: React.ReactNode;
    className?: string;
    onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  }
>(function SubmitButton({ submitting, busyLabel, disabled = false, children, className, onClick }, ref) {
  return (
    <Button
      ref={ref}
      type="submit"
      variant="contained"
      disabled={disabled}
      aria-disabled={submitting || undefined}
      className={className}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        // A press while the form is on its way sends nothing (the forms also refuse a second submit).
        if (submitting) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {submitting ? busyLabel : children}
    </Button>
  );
});
