import Button from '@mui/material/Button';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../../app/layouts/site-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { Text } from '../../components/ui/text';
import * as space from '../../components/ui/space.module.css';
import { FlashNotice } from '../../features/auth/components/flash-notice';
import { Link } from '../../lib/link';

export default function ResetEmailSentPage({ location }: PageProps) {
  return (
    <SiteLayout>
      <PageHeading
        title="Check your email"
        lead="If a Lendbridge account uses the address you entered, we have sent it a link to choose a new password."
      />
      <FlashNotice locationState={location.state} />
      <section aria-labelledby="email-link" className={`${space.mb4} ${space.measure}`}>
        <Text id="email-link" variant="h2" gutterBottom>
          About the reset link
        </Text>
        <ul className={space.list}>
          <li className={space.mb1}>
            <Text>The link works once and expires in 1 hour.</Text>
          </li>
          <li className={space.mb1}>
            <Text>If the email has not arrived after a few minutes, look in your spam or junk folder.</Text>
          </li>
          <li className={space.mb1}>
            <Text>
              If the link has expired or was already used,{' '}
              <Link to="/user/forgot-password">ask for a new one</Link>.
            </Text>
          </li>
        </ul>
      </section>
      <Button component={GatsbyLink} to="/user/login" variant="contained">
        Back to log in
      </Button>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Password reset email sent"
      description="We have emailed a link to reset your Lendbridge password. It works once and expires in 1 hour, so check your inbox and spam folder soon."
      pathname={location.pathname}
      noindex
    />
  );
}
