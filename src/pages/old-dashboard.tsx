import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as GatsbyLink, type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const steps = [
  {
    title: 'Log in with your usual email address',
    text: 'Use the email address and password you used on the old dashboard. Your account is already here, so there is no need to register again.',
    action: { to: '/user/login', label: 'Log in', variant: 'contained' },
  },
  {
    title: 'Reset your password if the old one is refused',
    text: 'If your old password does not work, ask for a reset link. We will email it to the address on your account, and it works once for a limited time.',
    action: { to: '/user/forgot-password', label: 'Reset your password', variant: 'outlined' },
  },
  {
    title: 'Open your new dashboard',
    text: 'Once you are logged in, the dashboard shows your current loan, your loan history, open offers and your referrals. Bookmark it in place of the old address.',
    action: { to: '/dashboard', label: 'Go to your dashboard', variant: 'outlined' },
  },
] as const;

export default function OldDashboardPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="The old dashboard has moved"
        lead="You followed a bookmark to the dashboard on our previous platform. That dashboard has been retired, but your account and your loans came with us: nothing you need has been lost."
      />

      <Box component="section" aria-labelledby="what-changed" sx={{ mb: 5 }}>
        <Typography id="what-changed" variant="h2" gutterBottom>
          What changed
        </Typography>
        <Typography sx={{ mb: 2 }}>
          We moved every borrower account to the new Lendbridge platform. Your profile, your current loan,
          your repayment history and your past loans were carried over exactly as they were. The old dashboard
          address no longer shows your account, which is why you see this page instead.
        </Typography>
        <Typography>
          Your loan agreements have not changed. Repayment amounts, dates and the lender you borrowed from are
          the same, and salary deductions continue as before.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="what-to-do" sx={{ mb: 5 }}>
        <Typography id="what-to-do" variant="h2" gutterBottom>
          What to do now
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps.map((step, index) => (
            <Box component="li" key={step.action.to} sx={{ mb: 4 }}>
              <Typography variant="h3" gutterBottom>
                {index + 1}. {step.title}
              </Typography>
              <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{step.text}</Typography>
              <Button component={GatsbyLink} to={step.action.to} variant={step.action.variant}>
                {step.action.label}
              </Button>
            </Box>
          ))}
        </Box>
      </Box>

      <section aria-labelledby="need-help">
        <Typography id="need-help" variant="h2" gutterBottom>
          Still stuck?
        </Typography>
        <Typography>
          If you no longer have access to the email address on your account, or your loan details look
          different from what you expect, <Link to="/contact">contact our support team</Link> and include your
          full name and phone number. Answers to common questions are in our <Link to="/faq">FAQ</Link>.
        </Typography>
      </section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="The old dashboard has moved"
      description="Bookmarked our old dashboard? Your account and loan records moved to the new Lendbridge dashboard. Log in, reset your password or open it here."
      pathname={location.pathname}
    />
  );
}
