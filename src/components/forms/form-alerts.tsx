import * as React from 'react';
import { Notice } from '../notice';

/** A failure, announced at once (role alert). */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Notice severity="error">{message}</Notice>;
}

/** A success or an information, announced politely (role status) so it does not interrupt. */
export function StatusAlert({
  message,
  severity = 'success',
}: {
  message: string | null | undefined;
  severity?: 'success' | 'info' | 'warning';
}) {
  if (!message) return null;
  return (
    <Notice severity={severity} role="status">
      {message}
    </Notice>
  );
}
