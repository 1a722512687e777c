import * as React from 'react';
import * as styles from './notice.module.css';

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

/**
 * A message in a tinted box. Announced at once by default (role alert); a success or a note
 * passes `status` or `note`. `action` is a button beside the message, such as "Try again".
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
  const classes = [styles.notice, styles[severity], narrow && styles.narrow].filter(Boolean).join(' ');
  return (
    <div id={id} role={role} className={classes}>
      <div className={styles.message}>{children}</div>
      {action}
    </div>
  );
}
