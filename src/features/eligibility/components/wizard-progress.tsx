import Box from '@mui/material/Box';
import * as React from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';

export interface WizardProgressProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  activeStep: number;
}

const CIRCLE = 24;

/**
 * The wizard's steps as an ordered list: done, current (`aria-current="step"`) and to come.
 * MUI's Stepper draws the same with five components (about 1 KB gzip more); this is markup and CSS,
 * which keeps the eligibility page inside its JavaScript budget.
 */
export function WizardProgress({ titles, activeStep }: WizardProgressProps) {
  return (
    <Box
      component="ol"
      aria-label="Steps of the eligibility check"
      sx={{
        listStyle: 'none',
        p: 0,
        mt: 0,
        mb: 4,
        display: 'grid',
        gridTemplateColumns: `repeat(${titles.length}, 1fr)`,
      }}
    >
      {titles.map((title, index) => {
        const state = index < activeStep ? 'done' : index === activeStep ? 'current' : 'next';
        return (
          <Box
            component="li"
            key={title}
            aria-current={state === 'current' ? 'step' : undefined}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              px: 1,
              typography: 'body2',
              color: state === 'next' ? 'text.secondary' : 'text.primary',
              fontWeight: state === 'current' ? 600 : 400,
              // The line to the previous step, from its circle's edge to this one's.
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: CIRCLE / 2,
                left: `calc(-50% + ${CIRCLE / 2 + 8}px)`,
                right: `calc(50% + ${CIRCLE / 2 + 8}px)`,
                borderTop: 1,
                borderColor: 'divider',
              },
            }}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                width: CIRCLE,
                height: CIRCLE,
                mb: 1,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: '0.75rem',
                fontWeight: 600,
                color: 'common.white',
                // Darker than MUI's default grey so the numbers stay readable (WCAG 1.4.3).
                bgcolor: state === 'next' ? 'text.secondary' : 'primary.main',
              }}
            >
              {state === 'done' ? '✓' : index + 1}
            </Box>
            {title}
            {state === 'done' ? (
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (done)
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
