/**
 * Shapes of the demo data. Rows refer to each other by natural keys (codes, slugs, emails)
 * so the seed can run again without duplicating anything.
 */
export interface SeedLoanType {
  code: string;
  name: string;
  description: string;
}

export interface SeedProviderSetting {
  loanTypeCode: string;
  /** Naira amounts in kobo: integer minor units. */
  minAmount: number;
  maxAmount: number;
  minTenorMonths: number;
  maxTenorMonths: number;
  annualInterestRateBps: number;
  processingFeeBps: number;
  /** Organization codes this provider lends to for this loan type. */
  acceptedOrganizationCodes: string[];
}

export interface SeedProvider {
  slug: string;
  name: string;
  summary: string;
  website: string;
  licence: string;
  isActive: boolean;
  /** Where the provider is told about accepted offers and renewal requests. */
  inboxEmail: string;
  settings: SeedProviderSetting[];
}

export interface SeedOrganizationMember {
  regNo: string;
  fullName: string;
  /** Monthly take-home pay (or sponsor allowance) in kobo. */
  monthlyNetPay: number;
  /** The work or school email the organisation vouches for: identity codes go there. */
  contactEmail: string;
}

export interface SeedOrganization {
  code: string;
  name: string;
  kind: 'employer' | 'school';
  status: boolean;
  members: SeedOrganizationMember[];
}

export interface SeedFaq {
  question: string;
  answer: string;
  category: string;
  isApproved: boolean;
}

export interface SeedTestimonial {
  author: string;
  role: string;
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  roleId: 1 | 2 | 3 | 4;
  /** Lender staff: the provider they work for. */
  providerSlug?: string;
  /** Organisation administrators: the organisation whose roster they keep. */
  organizationCode?: string;
}

export interface SeedScholarship {
  title: string;
  /** In minor units of `currency`. */
  amount: number;
  currency: string;
  /** ISO date (YYYY-MM-DD). */
  deadline: string;
  level: 'Undergraduate' | 'Postgraduate' | 'Diploma' | 'Doctoral';
  fieldOfStudy: string;
  eligibilitySummary: string;
  howToApply: string;
  isActive: boolean;
}

export interface SeedInstitution {
  slug: string;
  name: string;
  /** Short forms and former names students search by (UNILAG, University of Ife). */
  otherNames: string[];
  location: string;
  description: string;
  website: string;
  organizationCode: string | null;
  isPartner: boolean;
  isActive: boolean;
  scholarships: SeedScholarship[];
}

export interface SeedLoan {
  providerSlug: string;
  loanTypeCode: string;
  /** Minor units. */
  amount: number;
  tenorMonths: number;
  /** When the offer was accepted, counted back from the day the seed runs. */
  acceptedMonthsAgo: number;
  /** Scheduled payments already made; a loan with all of them paid is repaid. */
  installmentsPaid: number;
  /** False: accepted and still waiting for the lender to pay it out. Paid out by default. */
  paidOut?: boolean;
  /**
   * A renewal asked for today on this (paid out) loan, waiting for the lender's decision.
   * `quotedUnderOldRule`: stored as a request made before settlements were priced at the payoff
   * figure (no quote), which the renewal re-quote job quotes again and emails about.
   */
  renewal?: { amount: number; tenorMonths: number; reason: string; quotedUnderOldRule?: boolean };
}

export interface SeedOpenCheck {
  loanTypeCode: string;
  amount: number;
  tenorMonths: number;
  /** Providers whose offers are still open; each must lend this loan type to the organization. */
  providerSlugs: string[];
  checkedDaysAgo: number;
}

/** A borrower's past and present with Lendbridge, replayed through the real offer and loan steps. */
export interface SeedBorrowerHistory {
  email: string;
  organizationCode: string;
  regNo: string;
  loans: SeedLoan[];
  openCheck?: SeedOpenCheck;
}
