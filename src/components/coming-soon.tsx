import * as React from 'react';
import { Notice } from './notice';

/**
 * Marks a form whose service is not live yet. The form is shown disabled so people see what
 * will be asked, and this line says so plainly instead of pretending to work.
 */
export function ComingSoon({ what }: { what: string }) {
  return (
    <Notice severity="info">
      {what} is coming soon. The form below shows what we will ask for; it cannot be sent yet.
    </Notice>
  );
}
