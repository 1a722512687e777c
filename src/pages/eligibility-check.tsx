import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../components/coming-soon';
import { SiteLayout } from '../components/layout/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const steps = [
  {
    label: 'Where you work or study',
    text: 'Choose your employer or school and give your staff or registration number, so the right lenders can recognise you.',
  },
  {
    label: 'Your loan',
    text: 'Choose the kind of loan you need and how much you want to borrow.',
  },
  {
    label: 'Review',
    text: 'Check what you entered before we run the check. You can go back and change anything.',
  },
  {
    label: 'Result',
    text: 'See whether you are eligible and which lenders offer the loan you asked for. If you are not eligible, we tell you why.',
  },
];

// The wizard always opens on its first step; later work moves it forward.
const activeStep = 0;

export default function EligibilityCheckPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Check your eligibility"
        lead="Find out in four short steps which lenders would lend to you, before you apply anywhere."
      />

      <Stepper
        activeStep={activeStep}
        alternativeLabel
        component="ol"
        aria-label="Steps of the eligibility check"
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 0,
          mb: 5,
          // Darker than MUI's default grey so the step numbers stay readable.
          '& .MuiStepIcon-root': { color: 'text.secondary' },
          '& .MuiStepIcon-root.Mui-active': { color: 'primary.main' },
        }}
      >
        {steps.map((step, index) => (
          <Step key={step.label} component="li" aria-current={index === activeStep ? 'step' : undefined}>
            <StepLabel>{step.label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Box component="section" aria-labelledby="step-work" sx={{ mb: 6 }}>
        <Typography id="step-work" variant="h2" gutterBottom>
          Where you work or study
        </Typography>
        <Box id="eligibility-status">
          <ComingSoon what="The eligibility check" />
        </Box>
        <Box component="form" aria-describedby="eligibility-status" sx={{ maxWidth: 560 }}>
          {/* The native disabled fieldset keeps every control inert until the service is live. */}
          <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Stack spacing={2.5}>
              <TextField
                id="eligibility-organization"
                name="organizationCode"
                label="Employer or school"
                select
                autoComplete="organization"
                helperText="Only employers and schools that work with Lendbridge are listed."
                defaultValue=""
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                disabled
                fullWidth
              >
                <option value="">Choose your employer or school</option>
              </TextField>
              <TextField
                id="eligibility-reg-no"
                name="regNo"
                label="Staff or registration number"
                type="text"
                autoComplete="off"
                helperText="As it appears on your staff ID or student ID card."
                disabled
                fullWidth
              />
              <Box>
                <Button type="submit" variant="contained" disabled>
                  Next: your loan
                </Button>
              </Box>
            </Stack>
          </Box>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="before-you-start" sx={{ mb: 6, maxWidth: '70ch' }}>
        <Typography id="before-you-start" variant="h2" gutterBottom>
          Before you start
        </Typography>
        <Typography variant="h3" gutterBottom>
          Checking does not affect your credit record
        </Typography>
        <Typography sx={{ mb: 3 }}>
          The check only tells you which lenders would consider you. It is not a loan application, and we
          share nothing with lenders until you accept an offer on the{' '}
          <Link to="/application">application page</Link>.
        </Typography>
        <Typography variant="h3" gutterBottom>
          We only show loans you can afford
        </Typography>
        <Typography>
          An offer appears in your results only if its monthly repayment is at most one third of your
          take-home pay. A loan should solve a problem, not start a new one.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="the-steps" sx={{ maxWidth: '70ch' }}>
        <Typography id="the-steps" variant="h2" gutterBottom>
          The four steps
        </Typography>
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step, index) => (
            <Paper component="li" variant="outlined" key={step.label} sx={{ p: 2.5 }}>
              <Typography variant="h3" gutterBottom>
                {index + 1}. {step.label}
              </Typography>
              <Typography>{step.text}</Typography>
            </Paper>
          ))}
        </Stack>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Check your eligibility"
      description="See which Lendbridge lenders would lend to you from your employer or school and staff number. Checking is free and leaves your credit record untouched."
      pathname={location.pathname}
    />
  );
}
