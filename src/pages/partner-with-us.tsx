import Typography from '@mui/material/Typography';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { PointsSection } from '../components/points-section';
import { Seo } from '../components/seo';
import { PartnershipForm } from '../features/messages/components/partnership-form';

const benefits = [
  {
    title: 'Lenders',
    text: 'Meet borrowers who have already been checked against your lending criteria and who chose your offer side by side with the others. Offers are ordered by total cost, no lender can pay for a better position, and every lender pays the same introduction fee.',
  },
  {
    title: 'Employers',
    text: 'Give your staff a fair alternative to costly informal borrowing. As a payroll partner you confirm who works for you, your staff compare offers from licensed lenders, and repayments stay within a third of take-home pay.',
  },
  {
    title: 'Schools and institutions',
    text: 'Help students and parents fund fees. Your students check eligibility with their registration number, your institution gets its own page on Lendbridge, and your scholarships can be listed where students look for funding.',
  },
];

export default function PartnerWithUsPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Partner with Lendbridge"
        lead="We work with lenders, employers and schools to make borrowing clearer and fairer for workers and students. Tell us about your organization and we will get back to you."
      />

      <PointsSection
        id="partner-benefits"
        heading="What a partnership offers"
        points={benefits}
        spaceBelow={6}
      />

      <section aria-labelledby="partner-form-heading">
        <Typography id="partner-form-heading" variant="h2" gutterBottom>
          Tell us about your organization
        </Typography>
        <PartnershipForm />
      </section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Partner with us"
      description="Lenders, employers and schools: reach checked borrowers, offer staff payroll loans or help students fund fees by partnering with Lendbridge."
      pathname={location.pathname}
    />
  );
}
