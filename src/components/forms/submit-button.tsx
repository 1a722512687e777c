import * as React from 'react';
import * as buttons from '../buttons.module.css';

/**
 * A form's submit button. While the form is on its way it says what is happening and refuses
 * presses (one pressed before the page has hydrated is held and pressed again once it has: see
 * src/app/early-presses.ts). It stays focusable meanwhile (aria-disabled,
 * not disabled): a browser moves focus off a button that becomes disabled, which would leave
 * keyboard and screen-reader users at the top of the page in the middle of sending.
 */
export const SubmitButton = React.forwardRef<
  HTMLButtonElement,
  Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { submitting: boolean; busyLabel: string }
>(function SubmitButton(
  { submitting, busyLabel, disabled = false, children, className, onClick, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      {...props}
      type="submit"
      disabled={disabled}
      aria-disabled={submitting || undefined}
      className={[buttons.button, buttons.contained, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        // A press while the form is on its way sends nothing (the forms also refuse a second submit).
        if (submitting) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {submitting ? busyLabel : children}
    </button>
  );
});
