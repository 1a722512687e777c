import Alert, { type AlertColor } from '@mui/material/Alert';
import * as React from 'react';

export type NoticeSeverity = AlertColor;

/**
 * MUI's Alert as the site uses it: announced at once by default (role alert); a success or a
 * note passes `status` or `note`. `action` is a button beside the message, such as "Try again".
 */
export function Notice({
  severity,
  role = 'alert',
  id,
  narrow = false,
  action,
  children,
}: {
  severity: NoticeSeverity;
  role?: 'alert' | 'status' | 'note';
  id?: string;
  /** Keeps a long message to a readable line length. */
  narrow?: boolean;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Alert
      id={id}
      severity={severity}
      role={role}
      action={action}
      sx={{ mb: 3, alignItems: 'center', ...(narrow ? { maxWidth: '70ch' } : {}) }}
    >
      {children}
    </Alert>
  );
}
