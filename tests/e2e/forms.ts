import { expect, type Page } from '@playwright/test';
import { institutions, organizations } from '../../server/src/seed/data';

/*
 * Every form of the site, the dashboard and the lender workspace, as tests/e2e/forms.spec.ts
 * fills it. That test lists the fields on each route for each kind of visitor and fails on a
 * form, or a field, that no case below fills: a new form needs its case here.
 */

/** Who is looking: a visitor, the seeded demo borrower, or Kobo Credit's lender staff. */
export type Session = 'visitor' | 'borrower' | 'lender';

/** One field as a person fills it, found by its label. `sent` is how the request carries it. */
export type Entry =
  | { label: string; fill: string; sent?: string | null }
  | { label: string; choose: string; sent?: string | null }
  | { label: string; tick: true };

export interface FormCase {
  session: Session;
  /** Where the form is; `*` for one on every page (checked on /faq). */
  path: string;
  /** The form's accessible name; fields outside any form are grouped as OUTSIDE_A_FORM. */
  form: string;
  fields: Entry[];
  /** Steps from the loaded page to a form that a press shows; such a form is drawn by the browser. */
  reach?: (page: Page) => Promise<void>;
  /**
   * The gateway call the form's submit button makes. Its body must carry every value filled (a
   * text as typed unless `sent` says how it travels; null: not compared). Answered with a
   * failure by the test, so nothing is written.
   */
  sends?: RegExp;
}

/** The group of a route's fields that no form holds (a search's filters). */
export const OUTSIDE_A_FORM = '(fields outside a form)';

const activeOrganization = organizations.find((organization) => organization.status)!;
const partnerTown = institutions.find((i) => i.isActive && i.isPartner)!.location.split(',')[0]!;

/** The wizard's first step, filled once its organisations have come from the gateway. */
async function toConfirmStep(page: Page) {
  await page.getByLabel(/^Employer or school/).selectOption({ label: activeOrganization.name });
  await page.getByLabel(/^Staff or registration number/).fill('EMP-0001');
  await page.getByRole('button', { name: 'Next: confirm it is you' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Confirm it is you' })).toBeFocused();
}

const email = 'ada.okafor@example.com';

export const FORM_CASES: FormCase[] = [
  {
    session: 'visitor',
    path: '*',
    form: 'Feedback',
    fields: [{ label: 'Your feedback', fill: 'Typed on a slow train.' }],
    sends: /\/api\/Feedback\/create$/,
  },
  {
    session: 'visitor',
    path: '/user/login',
    form: 'Log in',
    fields: [
      { label: 'Email address', fill: email },
      { label: 'Password', fill: 'Harmattan-wind-2026' },
      { label: 'This is a shared device', tick: true },
    ],
    sends: /\/api\/Account\/login$/i,
  },
  {
    session: 'visitor',
    path: '/user/register',
    form: 'Create your account',
    fields: [
      { label: 'First name', fill: 'Chidinma' },
      { label: 'Last name', fill: 'Okafor' },
      { label: 'Email address', fill: email },
      { label: 'Phone number', fill: '+234 803 555 0199' },
      { label: 'Password', fill: 'Harmattan-wind-2026' },
      { label: 'Confirm password', fill: 'Harmattan-wind-2026', sent: null },
      {
        label: 'I have read the privacy policy and agree that Lendbridge uses my details to run my account.',
        tick: true,
      },
    ],
    sends: /\/api\/Account\/register$/i,
  },
  {
    session: 'visitor',
    path: '/user/forgot-password',
    form: 'Ask for a reset link',
    fields: [{ label: 'Email address', fill: email }],
    sends: /forgot/i,
  },
  {
    session: 'visitor',
    path: '/contact',
    form: 'Send us a message',
    fields: [
      { label: 'Your name', fill: 'Chidinma Okafor' },
      { label: 'Email address', fill: email },
      { label: 'Subject', fill: 'Repayment dates' },
      { label: 'Message', fill: 'When is my first repayment taken?' },
    ],
    sends: /contact/i,
  },
  {
    session: 'visitor',
    path: '/scholarships',
    form: 'Scholarships',
    fields: [{ label: 'Search scholarships', fill: 'engineering' }],
  },
  {
    session: 'visitor',
    path: '/scholarships',
    form: OUTSIDE_A_FORM,
    fields: [
      { label: 'Level', choose: 'Undergraduate' },
      { label: 'At least (₦)', fill: '100000' },
      { label: 'At most (₦)', fill: '900000' },
      { label: 'Sort by', choose: 'Deadline, soonest first' },
      { label: 'Include scholarships whose deadline has passed', tick: true },
    ],
  },
  {
    session: 'visitor',
    path: '/partner-with-us',
    form: 'Tell us about your organization',
    fields: [
      { label: 'Organization', fill: 'Kaduna Teachers Union' },
      { label: 'Contact name', fill: 'Musa Danjuma' },
      { label: 'Email address', fill: email },
      { label: 'Phone number', fill: '+234 803 555 0142' },
      { label: 'Kind of partnership', choose: 'Employer payroll partner', sent: 'employer' },
      { label: 'Message', fill: 'We would like payroll lending for our members.' },
    ],
    sends: /partnership/i,
  },
  {
    session: 'visitor',
    path: '/eligibility-check',
    form: 'Estimate your monthly repayment',
    fields: [
      { label: 'Amount for the estimate (₦)', fill: '250000' },
      { label: 'Repayment period for the estimate', choose: '12 months' },
      { label: 'Interest rate (% a year)', fill: '18' },
    ],
  },
  {
    session: 'visitor',
    path: '/partner',
    form: 'Partner institutions',
    fields: [{ label: 'Search institutions', fill: partnerTown }],
  },
  {
    session: 'visitor',
    path: '/eligibility-check',
    form: 'Where you work or study',
    fields: [
      { label: 'Employer or school', choose: activeOrganization.name },
      { label: 'Staff or registration number', fill: 'EMP-0001' },
    ],
  },
  {
    session: 'visitor',
    path: '/eligibility-check',
    form: 'Confirm it is you',
    reach: toConfirmStep,
    fields: [{ label: 'Code from the email', fill: '123456' }],
  },
  {
    session: 'visitor',
    path: '/lender/login',
    form: 'Log in to the lender workspace',
    fields: [
      { label: 'Email address', fill: 'staff@kobo-credit.example' },
      { label: 'Password', fill: 'Harmattan-wind-2026' },
    ],
    sends: /\/login$/i,
  },
  {
    session: 'borrower',
    path: '/dashboard/profile',
    form: 'Your profile',
    fields: [
      { label: 'First name', fill: 'Adaeze' },
      { label: 'Last name', fill: 'Nwosu' },
      { label: 'Phone number', fill: '+234 803 555 0123' },
    ],
  },
  {
    session: 'borrower',
    path: '/dashboard/refer-a-friend',
    form: 'Invite your friends',
    fields: [
      { label: 'Email of friend 1', fill: 'friend.one@example.com' },
      { label: 'Message to your friends', fill: 'Try Lendbridge.' },
    ],
  },
];
