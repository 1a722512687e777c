import Chip from '@mui/material/Chip';
import * as React from 'react';

export interface StatusBadgeProps {
  children: React.ReactNode;
  /** `primary` for the state that matters most on the card (a current loan's status). */
  tone?: 'neutral' | 'primary';
}

/** A short, static status label: MUI's small Chip. */
export function StatusBadge({ children, tone = 'neutral' }: StatusBadgeProps) {
  return <Chip size="small" label={children} color={tone === 'primary' ? 'primary' : 'default'} />;
}
