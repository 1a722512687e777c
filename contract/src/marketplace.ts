import { Type, type Static } from '@sinclair/typebox';
import { SafeString } from './text';
import { Email, UserId } from './account';
import { ProviderSetting } from './catalogue';
import { BasisPoints, MinorUnits } from './money';

const closed = { additionalProperties: false } as const;
// Catalogue ids are PostgreSQL integers: a larger one is refused as input rather than overflowing a query.
export const CatalogueId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const Timestamp = Type.String({ format: 'date-time' });
/** A calendar day, YYYY-MM-DD. */
export const CalendarDate = SafeString({ format: 'date' });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Limits the gateway enforces on a loan request and the site's forms mirror. */
export const LOAN_LIMITS = {
  /** ₦1 billion in kobo: far above any provider's ceiling, low enough to stay exact. */
  maxAmount: 100_000_000_000,
  minTenorMonths: 1,
  maxTenorMonths: 60,
  regNoMaxLength: 40,
  reasonMaxLength: 500,
} as const;

/** A positive whole number of minor units. */
export const PositiveAmount = Type.Integer({
  minimum: 1,
  maximum: LOAN_LIMITS.maxAmount,
  description: 'Amount in minor units, a positive whole number',
});
export const TenorMonths = Type.Integer({
  minimum: LOAN_LIMITS.minTenorMonths,
  maximum: LOAN_LIMITS.maxTenorMonths,
  description: 'Repayment period in months',
});

/** Offers, loans and renewals are known outside the database by UUIDs, never row numbers. */
export const RecordId = SafeString({ format: 'uuid' });

export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export const OfferStatus = Type.Union(OFFER_STATUSES.map((status) => Type.Literal(status)));
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * accepted → active (disbursed) → repaid (docs/requirements.md#loan-states): the states a
 * borrower's dashboard shows. A loan the lender cancels before paying it out is `cancelled`
 * (LOAN_STATES, lender.ts); the borrower's calls leave cancelled loans out until the dashboard has
 * words for them.
 */
export const LOAN_STATUSES = ['awaiting_disbursement', 'active', 'repaid'] as const;
export const LoanStatus = Type.Union(LOAN_STATUSES.map((status) => Type.Literal(status)));
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Every state a loan can be in: the borrower's three, and cancelled before payout. */
export const LOAN_STATES = [...LOAN_STATUSES, 'cancelled'] as const;
export const LoanState = Type.Union(LOAN_STATES.map((state) => Type.Literal(state)));
export type LoanState = (typeof LOAN_STATES)[number];

export const RENEWAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export const RenewalStatus = Type.Union(RENEWAL_STATUSES.map((status) => Type.Literal(status)));
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/**
 * The proof a right identity code earns travels as an opaque token; it lets this browser run the
 * member's check and, after logging in or registering, bind the member to the account.
 */
export const IdentityProofToken = SafeString({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

/**
 * The "loan application verification data" the site holds and sends
 * (docs/requirements.md#verification-data).
 */
export const EligibilityRequest = Type.Object(
  {
    /** The loan type's id, from /api/AvailableLoanType. */
    loanType: CatalogueId,
    amount: PositiveAmount,
    tenorMonths: TenorMonths,
    regNo: SafeString({ minLength: 1, maxLength: LOAN_LIMITS.regNoMaxLength, pattern: '\\S' }),
    organizationCode: SafeString({ minLength: 1, maxLength: 40 }),
    organizationName: SafeString({ maxLength: 200 }),
    email: Email,
    /**
     * What an earlier check verified, when the borrower changes an answer and checks again.
     * The gateway verifies afresh every time and never trusts this.
     */
    verifiedData: Type.Optional(Type.Object({ fullName: SafeString({ maxLength: 160 }) }, closed)),
    /**
     * The proof from a right identity code (POST /api/Identity/verify_code). Without it, or a
     * fresh binding of the caller's account to this roster entry, the answer holds only what
     * anyone could know: whether lenders offer this loan there, for this amount and period.
     */
    identityProof: Type.Optional(IdentityProofToken),
  },
  closed,
);
export type EligibilityRequest = Static<typeof EligibilityRequest>;

export const ELIGIBILITY_RULES = [
  'organization_active',
  'registration_verified',
  'loan_type_available',
  'organization_accepted',
  'amount_in_range',
  'tenor_in_range',
  'affordability',
] as const;
export const EligibilityRule = Type.Union(ELIGIBILITY_RULES.map((rule) => Type.Literal(rule)));
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[number];

/** One rule of the check and how it went; rules after a failed one are not checked. */
export const RuleCheck = Type.Object(
  {
    rule: EligibilityRule,
    label: Type.String(),
    outcome: Type.Union([Type.Literal('passed'), Type.Literal('failed'), Type.Literal('not_checked')]),
    detail: Type.String(),
  },
  closed,
);
export type RuleCheck = Static<typeof RuleCheck>;

export const QuoteFields = {
  principal: MinorUnits,
  processingFee: MinorUnits,
  amountReceived: MinorUnits,
  tenorMonths: TenorMonths,
  annualInterestRateBps: BasisPoints,
  aprBps: BasisPoints,
  monthlyRepayment: MinorUnits,
  totalRepayment: MinorUnits,
  totalCostOfCredit: MinorUnits,
};

export const Offer = Type.Object(
  {
    id: RecordId,
    applicationId: RecordId,
    providerId: CatalogueId,
    providerName: Type.String(),
    loanTypeId: CatalogueId,
    loanTypeName: Type.String(),
    ...QuoteFields,
    status: OfferStatus,
    createdAt: Timestamp,
    expiresAt: Timestamp,
  },
  closed,
);
export type Offer = Static<typeof Offer>;

export const EligibilityOutcome = Type.Object(
  {
    eligible: Type.Boolean(),
    /**
     * Whether the roster entry was proven (a code, or the caller's fresh binding). When false
     * the answer is the public one: no name, no limit, no offers, no roster-derived rule.
     */
    identityConfirmed: Type.Boolean(),
    /** Set when offers were made; they belong to this application. */
    applicationId: Nullable(RecordId),
    /** The name on the organization's roster, once the registration number is verified. */
    verifiedName: Nullable(Type.String()),
    /** The most any provider would lend at the chosen tenor within the affordability limit. */
    maximumEligibleAmount: MinorUnits,
    /** The most a month's repayments may come to: a share of monthly net pay, less existing loans. */
    monthlyRepaymentLimit: MinorUnits,
    checks: Type.Array(RuleCheck),
    offers: Type.Array(Offer),
  },
  closed,
);
export type EligibilityOutcome = Static<typeof EligibilityOutcome>;

export const LoanTypeParams = Type.Object({ loanTypeId: CatalogueId }, closed);

/** A provider lending the loan type, with its terms and a worked example of their cost. */
export const OfferingProvider = Type.Object(
  {
    ...ProviderSetting.properties,
    summary: Type.String(),
    licence: Type.String(),
    website: Type.String(),
    representativeExample: Type.Object(QuoteFields, closed),
  },
  closed,
);
export type OfferingProvider = Static<typeof OfferingProvider>;

export const RecordIdParams = Type.Object({ id: RecordId }, closed);
export const UserIdPathParams = Type.Object({ id: UserId }, closed);

/**
 * Accept, decline and renew are safe to retry: a repeat with the same key gets the first
 * answer, and the same key with a different request is refused (422).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    SafeString({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' }),
  ),
});

export const AcceptOfferRequest = Type.Object(
  {
    /** The borrower agrees that their details go to this offer's provider, and to no one else. */
    consent: Type.Literal(true, { description: 'Consent to share details with the provider' }),
  },
  closed,
);
export type AcceptOfferRequest = Static<typeof AcceptOfferRequest>;

export const DeclineOfferRequest = Type.Object(
  { reason: Type.Optional(SafeString({ maxLength: LOAN_LIMITS.reasonMaxLength, multiLine: true })) },
  closed,
);
export type DeclineOfferRequest = Static<typeof DeclineOfferRequest>;

/**
 * Where an instalment stands: paid in full, partly paid, not due yet, or overdue (its due date
 * has passed and it is not paid in full). Repayments pay the oldest unpaid instalment first.
 */
export const INSTALLMENT_STATUSES = ['paid', 'part_paid', 'due', 'overdue'] as const;
export const InstallmentStatus = Type.Union(INSTALLMENT_STATUSES.map((status) => Type.Literal(status)));
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const ScheduledPayment = Type.Object(
  {
    number: Type.Integer({ minimum: 1 }),
    dueDate: CalendarDate,
    amount: MinorUnits,
    principal: MinorUnits,
    interest: MinorUnits,
    balanceAfter: MinorUnits,
    /** Paid in full. */
    paid: Type.Boolean(),
    /** How much of this instalment has been paid (the gateway always sends it). */
    amountPaid: Type.Optional(MinorUnits),
    /** The gateway always sends it; optional so older clients' fixtures still type-check. */
    status: Type.Optional(InstallmentStatus),
  },
  closed,
);
export type ScheduledPayment = Static<typeof ScheduledPayment>;

/**
 * What settles a loan on one day, the payoff figure (docs/api.md, "Settlement (payoff)"):
 * amount = principal + accruedInterest + fee − partPayment. Not the same figure as
 * outstandingBalance, the payments left on the schedule with their future interest.
 */
export const Settlement = Type.Object(
  {
    /** The day the figure holds for. */
    asOf: CalendarDate,
    /** What settles the loan that day. */
    amount: MinorUnits,
    /** The principal still owed after the instalments paid in full. */
    principal: MinorUnits,
    /** Interest earned and unpaid: instalments already due, then actual/365 since the last due date. */
    accruedInterest: MinorUnits,
    /** The lender's early-settlement fee (0 unless their settings state one). */
    fee: MinorUnits,
    /** Already paid towards the first instalment not paid in full. */
    partPayment: MinorUnits,
    /** The payments left on the schedule that day. */
    remainingSchedule: MinorUnits,
    /** The schedule's interest settling that day does not charge: remainingSchedule − amount. */
    interestNotCharged: MinorUnits,
  },
  closed,
);
export type Settlement = Static<typeof Settlement>;

export const Renewal = Type.Object(
  {
    id: RecordId,
    loanId: RecordId,
    amount: MinorUnits,
    tenorMonths: TenorMonths,
    reason: Type.String(),
    status: RenewalStatus,
    requestedAt: Timestamp,
    /** When the lender approved or declined it (the gateway always sends these three). */
    decidedAt: Type.Optional(Nullable(Timestamp)),
    /** The lender's reason for declining. */
    decisionReason: Type.Optional(Nullable(Type.String())),
    /** Approved: the new loan that replaces this one once it is paid out. */
    replacementLoanId: Type.Optional(Nullable(RecordId)),
    /**
     * The settlement of the loan it renews as last quoted (when asked, re-quoted on approval);
     * the payout settles that day's figure (always sent; null only for a request quoted before
     * settlements were priced at payoff, until it is re-quoted).
     */
    quotedSettlement: Type.Optional(Nullable(Settlement)),
    /**
     * What the new loan would pay out to the borrower on that quote: its amount less the
     * processing fee, less quotedSettlement.amount (always sent; null with no quote).
     */
    quotedPayout: Type.Optional(Nullable(Type.Integer())),
  },
  closed,
);
export type Renewal = Static<typeof Renewal>;

export const SETTLEMENT_REQUEST_STATUSES = ['open', 'settled', 'withdrawn', 'lapsed'] as const;
export const SettlementRequestStatus = Type.Union(
  SETTLEMENT_REQUEST_STATUSES.map((status) => Type.Literal(status)),
);
export type SettlementRequestStatus = (typeof SETTLEMENT_REQUEST_STATUSES)[number];

/** A borrower's request to settle a loan early (docs/api.md, "Early settlement"). */
export const SettlementRequest = Type.Object(
  {
    id: RecordId,
    loanId: RecordId,
    status: SettlementRequestStatus,
    requestedAt: Timestamp,
    /** The payoff figure the borrower was shown when asking; the lender settles that of the payment day. */
    quotedSettlement: Settlement,
    /**
     * The last payment day the lender can record against it: the day asked plus
     * SETTLEMENT_REQUEST_VALID_DAYS. An open request past it is lapsed.
     */
    validUntil: CalendarDate,
    settledAt: Nullable(Timestamp),
    /** When the borrower withdrew it or it lapsed. */
    endedAt: Nullable(Timestamp),
  },
  closed,
);
export type SettlementRequest = Static<typeof SettlementRequest>;

/** How many days after asking the lender can still record the settlement payment against a request. */
export const SETTLEMENT_REQUEST_VALID_DAYS = 14;

export const WithdrawSettlementRequest = Type.Object({ loanId: RecordId }, closed);
export type WithdrawSettlementRequest = Static<typeof WithdrawSettlementRequest>;

/** A payment towards a loan as its borrower sees it: the day and what it paid. */
export const LoanPayment = Type.Object({ paidOn: CalendarDate, amount: MinorUnits }, closed);
export type LoanPayment = Static<typeof LoanPayment>;

const LoanSummaryFields = {
  id: RecordId,
  offerId: RecordId,
  providerName: Type.String(),
  loanTypeName: Type.String(),
  ...QuoteFields,
  amountRepaid: MinorUnits,
  /** The payments left on the schedule, future interest included. */
  outstandingBalance: MinorUnits,
  /**
   * To settle today, while the loan is being repaid; its closing figure once a renewal settled it
   * early; null otherwise (always sent).
   */
  settlement: Type.Optional(Nullable(Settlement)),
  status: LoanStatus,
  acceptedAt: Timestamp,
  disbursedAt: Nullable(Timestamp),
  closedAt: Nullable(Timestamp),
  // Renewals, visible to both sides; optional so older clients' fixtures still type-check (the
  // gateway always sends them).
  /** This loan replaces (settles) that one: a renewal. */
  replacesLoanId: Type.Optional(Nullable(RecordId)),
  /**
   * What this loan's payout settles of the loan it replaces: recorded at payout, before it the
   * replaced loan's payoff figure today.
   */
  settlementAmount: Type.Optional(Nullable(MinorUnits)),
  /** What reaches the borrower: amountReceived less any settlement. */
  netPayout: Type.Optional(MinorUnits),
  /** This loan was settled by that renewal loan's payout. */
  settledByLoanId: Type.Optional(Nullable(RecordId)),
  /** Paid beyond what was owed, to be refunded by the lender. */
  amountOverpaid: Type.Optional(MinorUnits),
};

/** A row of the loan history. */
export const LoanSummary = Type.Object(LoanSummaryFields, closed);
export type LoanSummary = Static<typeof LoanSummary>;

export const Loan = Type.Object(
  {
    ...LoanSummaryFields,
    schedule: Type.Array(ScheduledPayment),
    nextPayment: Nullable(ScheduledPayment),
    /** The renewal asked for on this loan and still open, if any. */
    pendingRenewal: Nullable(Renewal),
    /** The latest renewal asked for on this loan, whatever the lender decided (always sent). */
    latestRenewal: Type.Optional(Nullable(Renewal)),
    /** What is due and unpaid from instalments past their due date (always sent). */
    overdueAmount: Type.Optional(MinorUnits),
    /** The borrower's open request to settle this loan early, if any (always sent). */
    pendingSettlement: Type.Optional(Nullable(SettlementRequest)),
    /** The latest request to settle early, whatever became of it, if any (always sent). */
    latestSettlement: Type.Optional(Nullable(SettlementRequest)),
    /** Every payment towards the loan, oldest first (always sent). */
    payments: Type.Optional(Type.Array(LoanPayment)),
  },
  closed,
);
export type Loan = Static<typeof Loan>;

/** Where a borrower stands: the loan being repaid, loans awaiting disbursement, open offers. */
export const CurrentLoanStatus = Type.Object(
  {
    currentLoan: Nullable(Loan),
    awaitingDisbursement: Type.Array(LoanSummary),
    openOffers: Type.Array(Offer),
  },
  closed,
);
export type CurrentLoanStatus = Static<typeof CurrentLoanStatus>;

export const RenewLoanRequest = Type.Object(
  {
    loanId: RecordId,
    /** The new amount asked for, in minor units. */
    amount: PositiveAmount,
    tenorMonths: TenorMonths,
    reason: Type.Optional(SafeString({ maxLength: LOAN_LIMITS.reasonMaxLength, multiLine: true })),
  },
  closed,
);
export type RenewLoanRequest = Static<typeof RenewLoanRequest>;

export const RequestSettlementRequest = Type.Object({ loanId: RecordId }, closed);
export type RequestSettlementRequest = Static<typeof RequestSettlementRequest>;
