import type { LoanType, Provider, Testimonial } from '@lendbridge/contract';
import { Link as GatsbyLink, type HeadProps, type PageProps } from 'gatsby';
import * as React from 'react';
import { buttonClass } from '../components/button-class';
import { SiteLayout } from '../app/layouts/site-layout';
import { Seo } from '../components/seo';
import { LoanTypesList } from '../features/catalogue/components/loan-types-list';
import { ProvidersList } from '../features/catalogue/components/providers-list';
import { LiveCatalogueList } from '../features/catalogue/components/live-catalogue-list';
import { TestimonialsList } from '../features/catalogue/components/testimonials-list';
import { useCatalogueItems } from '../features/catalogue/use-catalogue-list';
import * as styles from './home.module.css';

export interface HomeContext {
  providers: Provider[];
  testimonials: Testimonial[];
  loanTypes: LoanType[];
}

const steps = [
  {
    title: 'Check your eligibility',
    text: 'Tell us where you work or study, how much you need and for how long. Checking is free and does not affect your credit record.',
  },
  {
    title: 'Compare real offers',
    text: 'See every eligible lender side by side: what you receive, what you repay each month, the total cost and the APR.',
  },
  {
    title: 'Accept the one that fits',
    text: 'Your details go only to the lender whose offer you accept. Decline the rest with one click.',
  },
];

export default function HomePage({ pageContext }: PageProps<object, HomeContext>) {
  // Each list is read (and refreshed from the gateway) by the part that shows it, so an answer
  // redraws that part alone, and only when it differs from what the build drew.
  return (
    <SiteLayout wide>
      <Hero prerendered={pageContext.providers} />
      <HowItWorks />
      <LiveCatalogueList
        name="loanTypes"
        prerendered={pageContext.loanTypes}
        section={{ id: 'loan-types', title: 'Loans you can compare' }}
      >
        {(loanTypes) => <LoanTypesList loanTypes={loanTypes} />}
      </LiveCatalogueList>
      <LiveCatalogueList
        name="providers"
        prerendered={pageContext.providers}
        section={{
          id: 'providers',
          title: 'Our lending partners',
          intro: 'Every lender on Lendbridge is licensed, and none pays to appear higher in your results.',
        }}
      >
        {(providers) => <ProvidersList providers={providers} />}
      </LiveCatalogueList>
      <LiveCatalogueList
        name="testimonials"
        prerendered={pageContext.testimonials}
        section={{ id: 'testimonials', title: 'What borrowers say' }}
      >
        {(testimonials) => <TestimonialsList testimonials={testimonials} />}
      </LiveCatalogueList>
    </SiteLayout>
  );
}

function Hero({ prerendered }: { prerendered: Provider[] }) {
  const providerCount = useCatalogueItems('providers', prerendered).items.length;
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>Fair loans from lenders who compete for you</h1>
      <p className={styles.lead}>
        Lendbridge checks your eligibility with {providerCount} regulated lenders at once and shows their
        offers in plain numbers, ordered by what the loan really costs you.
      </p>
      <div className={styles.actions}>
        <GatsbyLink to="/eligibility-check" className={buttonClass('contained', { size: 'large' })}>
          Check my eligibility
        </GatsbyLink>
        <GatsbyLink to="/scholarships" className={buttonClass('outlined', { size: 'large' })}>
          Find a scholarship
        </GatsbyLink>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className={styles.steps}>
      <h2 id="how-it-works">How it works</h2>
      <ol className={styles.stepList}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <h3>
              {index + 1}. {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Lendbridge"
      description="Compare loan offers from licensed lenders in one place. Check eligibility for free, see the full cost and APR of every offer, and find scholarships for your studies."
      pathname={location.pathname}
    />
  );
}
