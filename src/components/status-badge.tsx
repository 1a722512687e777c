import Box from '@mui/material/Box';
import * as React from 'react';

export interface StatusBadgeProps {
  children: React.ReactNode;
  /** `primary` for the state that matters most on the card (a current loan's status). */
  tone?: 'neutral' | 'primary';
}

/**
 * A short, static status label drawn like MUI's small Chip. Chip brings a clickable, deletable
 * element's script (ripple, delete icon, key handling) for what is only text, and the pages that
 * show offers must stay inside their JavaScript budget.
 */
export function StatusBadge({ children, tone = 'neutral' }: StatusBadgeProps) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1.25,
        borderRadius: 3,
        typography: 'body2',
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
        ...(tone === 'primary'
          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
          : { bgcolor: 'action.selected', color: 'text.primary' }),
      }}
    >
      {children}
    </Box>
  );
}
