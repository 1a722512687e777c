import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../theme/visually-hidden';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import * as React from 'react';

export interface WizardProgressProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  activeStep: number;
}

/**
 * The wizard's steps (MUI's Stepper) as an ordered list: done, current (`aria-current="step"`)
 * and to come, each title under its number (on a phone, the numbers alone).
 */
export function WizardProgress({ titles, activeStep }: WizardProgressProps) {
  return (
    <Stepper
      component="ol"
      aria-label="Steps of the eligibility check"
      activeStep={activeStep}
      alternativeLabel
      sx={(theme) => ({
        p: 0,
        mb: 4,
        listStyle: 'none',
        // Darker than MUI's disabled grey, so the numbers of the steps to come stay readable (WCAG 1.4.3).
        '& .MuiStepIcon-root:not(.Mui-active):not(.Mui-completed)': { color: 'text.secondary' },
        // Five titles under five numbers do not fit a phone's width: there the numbers stand
        // alone and the titles stay for screen readers; the step's heading names the current one.
        [theme.breakpoints.down('sm')]: { '& .MuiStepLabel-labelContainer': visuallyHidden },
      })}
    >
      {titles.map((title, index) => (
        <Step key={title} component="li" aria-current={index === activeStep ? 'step' : undefined}>
          <StepLabel>
            {title}
            {index < activeStep ? (
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (done)
              </Box>
            ) : null}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
