import * as React from 'react';
import * as styles from './status-badge.module.css';

export interface StatusBadgeProps {
  children: React.ReactNode;
  /** `primary` for the state that matters most on the card (a current loan's status). */
  tone?: 'neutral' | 'primary';
}

/** A short, static status label drawn like MUI's small Chip, which is only text here. */
export function StatusBadge({ children, tone = 'neutral' }: StatusBadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
