import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { DashboardLayout } from '../../app/layouts/dashboard-layout';
import { PageHeading } from '../../components/page-heading';
import { Seo } from '../../components/seo';
import { AccountPrivacy } from '../../features/auth/components/account-privacy';
import { ProfileForm } from '../../features/auth/components/profile-form';

export default function ProfilePage() {
  return (
    <DashboardLayout
      heading={
        <PageHeading
          title="Your profile"
          lead="Keep your name and phone number up to date. Lenders use these details when you accept one of their offers."
        />
      }
    >
      <ProfileForm />
      <AccountPrivacy />
    </DashboardLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Your profile"
      description="Update the first name, last name and phone number on your Lendbridge account, download your data or close your account. To change the email address you log in with, contact our support."
      pathname={location.pathname}
      noindex
    />
  );
}
