import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type HeadProps } from 'gatsby';
import * as React from 'react';
import { SiteLayout } from '../app/layouts/site-layout';
import { PageHeading } from '../components/page-heading';
import { Seo } from '../components/seo';
import { Link } from '../lib/link';

const privacyEmail = 'privacy@lendbridge.example';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Paragraph({ children }: { children: React.ReactNode }) {
  return <Typography sx={{ mb: 2 }}>{children}</Typography>;
}

function List({ items }: { items: React.ReactNode[] }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3 }}>
      {items.map((item, index) => (
        <Box component="li" key={index} sx={{ mb: 1 }}>
          {item}
        </Box>
      ))}
    </Box>
  );
}

function EmailLink() {
  return <Link to={`mailto:${privacyEmail}`}>{privacyEmail}</Link>;
}

export default function PrivacyPolicyPage() {
  return (
    <SiteLayout>
      <PageHeading
        title="Privacy policy"
        lead="This policy explains what personal data Lendbridge collects when you use our website and dashboard, why we need it, who we share it with and the rights you have over it."
      />
      <Typography color="text.secondary" variant="body2" sx={{ mb: 5 }}>
        Last updated <time dateTime="2026-11-21">21 November 2026</time>
      </Typography>

      <Section id="who-we-are" title="Who we are">
        <Paragraph>
          Lendbridge is a loan marketplace. We help salaried workers, students and their families check their
          eligibility for loans, compare offers from licensed lenders and find scholarships at our partner
          institutions. For the personal data described in this policy, Lendbridge is the data controller
          under the Nigeria Data Protection Act 2023 (NDPA): we decide why and how your data is used, and we
          are responsible for protecting it.
        </Paragraph>
        <Paragraph>
          Lenders are separate companies. When a lender receives your application after you accept its offer,
          it becomes a controller of that data too, under its own privacy notice.
        </Paragraph>
      </Section>

      <Section id="what-we-collect" title="What data we collect">
        <List
          items={[
            <>
              <strong>Account details</strong>: your name, email address, phone number, password (stored only
              as a one-way hash we cannot reverse) and the profile details you add.
            </>,
            <>
              <strong>Eligibility answers</strong>: the organisation you choose, your staff or registration
              number, the loan type and the amount you ask about, and the result of each check.
            </>,
            <>
              <strong>Organisation roster match</strong>: when you check eligibility, we confirm your staff or
              registration number against the list your employer or school shares with us, and keep the name
              and the details that matched.
            </>,
            <>
              <strong>Loan records</strong>: offers made to you, the offers you accept or decline, your
              current loan, your loan history and any renewal requests.
            </>,
            <>
              <strong>Messages</strong>: what you send us through the contact, feedback, referral and
              partnership forms, and the friends&apos; names and email addresses you give us when you refer
              them.
            </>,
            <>
              <strong>Technical data</strong>: your IP address, browser type, the pages you request and the
              time of each request, kept in our server logs to run and secure the service.
            </>,
          ]}
        />
        <Paragraph>
          We do not ask for your bank PINs, passwords or one-time passwords, and we never will.
        </Paragraph>
      </Section>

      <Section id="why-we-use-it" title="Why we use it, and our legal bases">
        <Paragraph>The NDPA requires a lawful basis for each use of your data. Ours are:</Paragraph>
        <List
          items={[
            <>
              <strong>Performing our contract with you</strong>: creating and running your account, checking
              your eligibility, showing offers, passing your application to the lender you choose and showing
              your loan records.
            </>,
            <>
              <strong>Legal obligations</strong>: keeping loan and transaction records, preventing fraud, and
              answering lawful requests from regulators and law enforcement.
            </>,
            <>
              <strong>Legitimate interests</strong>: keeping the service secure, answering your messages, and
              improving our pages, always balanced against your rights.
            </>,
            <>
              <strong>Consent</strong>: analytics cookies and any marketing emails. You can withdraw consent
              at any time, and doing so does not affect anything done before.
            </>,
          ]}
        />
        <Paragraph>
          Our eligibility check is automated: it compares your answers with your organisation&apos;s roster
          and each lender&apos;s published criteria. If you disagree with a result, you can ask for a person
          to review it by writing to <EmailLink />.
        </Paragraph>
      </Section>

      <Section id="who-receives-it" title="Who receives your data">
        <List
          items={[
            <>
              <strong>The lender whose offer you accept</strong>, and only that lender. Checking eligibility
              and viewing offers shares nothing with any lender.
            </>,
            <>
              <strong>Our email provider</strong>, which delivers account, password and loan emails on our
              behalf under a contract that forbids any other use.
            </>,
            <>
              <strong>Our hosting provider</strong>, which stores our systems under the same kind of contract.
            </>,
            <>
              <strong>Authorities</strong>, when the law requires it, such as a court order.
            </>,
          ]}
        />
        <Paragraph>
          We never sell your personal data, and we never give it to anyone for their own marketing. Where a
          provider handles data outside Nigeria, we use the transfer safeguards the NDPA requires.
        </Paragraph>
      </Section>

      <Section id="how-long" title="How long we keep it">
        <List
          items={[
            'Account details (name, email, phone, password, identity bindings, referrals, sign-in sessions): while your account is open, and erased at once when you close it.',
            'When you close your account, the loan records below are kept without your name or contact details; what a lender was shown when you accepted its offer stays with that loan, because the lender must keep it.',
            'Eligibility answers and roster matches that led to no loan: 12 months after the check.',
            'Loan records: six years after the loan is fully repaid, because lending and tax rules require it.',
            'Messages: two years after your last message, so we can follow up on a complaint.',
            'Server logs: 90 days.',
          ]}
        />
      </Section>

      <Section id="security" title="How we protect it">
        <Paragraph>
          All traffic to Lendbridge is encrypted. Passwords are stored only as strong one-way hashes, sign-in
          tokens expire, and links in password and verification emails work once and for a limited time. Staff
          see only the data their role needs, and changes to loan records are logged. If a breach ever put
          your data at risk, we would tell you and the Nigeria Data Protection Commission as the law requires.
        </Paragraph>
      </Section>

      <Section id="your-rights" title="Your rights">
        <Paragraph>Under the NDPA you can ask us to:</Paragraph>
        <List
          items={[
            'give you a copy of the personal data we hold about you (access);',
            'correct data that is wrong or incomplete (correction);',
            'delete your data where we no longer need it or have no lawful basis to keep it (deletion);',
            'restrict or stop a use of your data, or give it to you in a portable format;',
            'have a person review an automated eligibility decision.',
          ]}
        />
        <Paragraph>
          Email <EmailLink /> from the address on your account. We answer within 30 days, free of charge. You
          can also do most of this yourself on your <Link to="/dashboard/profile">profile page</Link>: correct
          your details, download everything we hold about you as a file, and close your account once no loan
          is waiting to be paid out or still owed. Some loan records must be kept for the periods above even
          if you close your account; they are listed there.
        </Paragraph>
      </Section>

      <Section id="cookies" title="Cookies">
        <Paragraph>
          We set at most two cookies of our own. A session cookie keeps you signed in; it is sent only to
          Lendbridge and is removed when you log out or your session expires. Your browser&apos;s local
          storage also holds the time your session ends, so we can sign you out safely. When we measure the
          site, a second cookie, <code>lb_analytics_consent</code>, remembers for a year whether you accepted
          or refused analytics, so we do not ask on every page.
        </Paragraph>
        <Paragraph>
          Analytics run only after you agree to them. They are page-speed measurements (how long a page took
          to appear and to respond, and whether it moved while loading) together with the address of the page,
          and, where Google Analytics is switched on, visit statistics processed by Google. If you do not
          agree, no analytics cookies are set and nothing about your visit is sent to an analytics service.
          You can change your choice at any time with &ldquo;Analytics settings&rdquo; at the foot of our
          public pages.
        </Paragraph>
      </Section>

      <Section id="contact" title="Contact and complaints">
        <Paragraph>
          For anything about your personal data, write to <EmailLink />, or use our{' '}
          <Link to="/contact">contact page</Link>. If you are not satisfied with our answer, you have the
          right to complain to the Nigeria Data Protection Commission (NDPC) through its website,{' '}
          <Link to="https://ndpc.gov.ng">ndpc.gov.ng</Link>.
        </Paragraph>
        <Paragraph>
          When we change this policy, we update the date at the top of this page, and we email account holders
          about any change that affects how their data is used.
        </Paragraph>
      </Section>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Privacy policy"
      description="What data Lendbridge collects, our legal bases under the Nigeria Data Protection Act 2023, who receives it, how long we keep it and your rights."
      pathname={location.pathname}
    />
  );
}
