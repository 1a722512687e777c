import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as GatsbyLink, type HeadProps } from 'gatsby';
import * as React from 'react';
import { ComingSoon } from '../components/coming-soon';
import { SiteLayout } from '../components/layout/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const steps = [
  {
    title: 'Your details go to one lender',
    text: 'We send your application only to the lender whose offer you accept. The other lenders in your results receive nothing about you.',
  },
  {
    title: 'The lender confirms the loan',
    text: 'The lender checks your application and confirms the loan with you.',
  },
  {
    title: 'The lender pays out',
    text: 'Once the loan is confirmed, the lender disburses the money. You repay the lender, not Lendbridge.',
  },
];

export default function ApplicationPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Apply for your chosen offer"
        lead="Read the offer you picked, see what happens next and accept it when you are ready. Nothing is sent until you accept."
      />

      <Box component="section" aria-labelledby="chosen-offer" sx={{ mb: 5 }}>
        <Typography id="chosen-offer" variant="h2" gutterBottom>
          Your chosen offer
        </Typography>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 2 }}>
            No offer chosen yet. Start with the eligibility check: it shows the offers you qualify for, and
            the one you pick appears here with the amount you receive, the monthly repayment and the total you
            repay.
          </Typography>
          <Button component={GatsbyLink} to="/eligibility-check" variant="outlined">
            Check your eligibility
          </Button>
        </Paper>
      </Box>

      <Box component="section" aria-labelledby="after-accepting" sx={{ mb: 5 }}>
        <Typography id="after-accepting" variant="h2" gutterBottom>
          What happens when you accept
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, maxWidth: '70ch' }}>
          {steps.map((step) => (
            <Box component="li" key={step.title} sx={{ mb: 2 }}>
              <Typography variant="h3" gutterBottom>
                {step.title}
              </Typography>
              <Typography>{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="accept-offer">
        <Typography id="accept-offer" variant="h2" gutterBottom>
          Accept the offer
        </Typography>
        <Box id="application-status">
          <ComingSoon what="Applying for an offer" />
        </Box>
        <Box component="form" aria-describedby="application-status">
          {/* The native disabled fieldset keeps every control inert until the service is live. */}
          <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
              <FormControlLabel
                disabled
                control={<Checkbox id="application-consent" name="consent" disabled />}
                label={
                  <>
                    I agree that Lendbridge sends my application to the lender whose offer I accept, as
                    described in the <Link to="/privacy-policy">privacy policy</Link>.
                  </>
                }
              />
              <Button type="submit" variant="contained" disabled>
                Accept this offer
              </Button>
            </Stack>
          </Box>
        </Box>
      </Box>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Apply for an offer"
      description="Accept the loan offer you chose on Lendbridge. Your details go only to that lender, who confirms the loan with you and then pays out the money."
      pathname={location.pathname}
    />
  );
}
