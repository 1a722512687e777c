import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { SafeString } from './text';
import { User } from './account';
import { Organization } from './catalogue';
import { ErrorEnvelope } from './envelope';
import {
  CalendarDate,
  CatalogueId,
  LOAN_LIMITS,
  LoanState,
  Nullable,
  PositiveAmount,
  QuoteFields,
  RecordId,
  Renewal,
  RenewalStatus,
  ScheduledPayment,
  TenorMonths,
  Timestamp,
  Settlement,
  SettlementRequest,
} from './marketplace';
import { BasisPoints, MinorUnits } from './money';

/*
 * The lender workspace (docs/requirements.md#lender-workspace): lender staff (roleId 2) act on
 * their own provider's loans; platform admins (roleId 3) see every provider's, read-only. Every
 * call needs a session from POST /api/Lender/login; a borrower's session is refused.
 */

const closed = { additionalProperties: false } as const;

export const LenderRoleId = Type.Union([Type.Literal(2), Type.Literal(3)]);
export type LenderRoleId = Static<typeof LenderRoleId>;

export const ProviderRef = Type.Object({ id: CatalogueId, name: Type.String() }, closed);
export type ProviderRef = Static<typeof ProviderRef>;

/** Who is logged in to the workspace and what they may do there. */
const LenderIdentityFields = {
  user: User,
  roleId: LenderRoleId,
  /** Staff: the provider they work for. Admin: null (every provider). */
  provider: Nullable(ProviderRef),
  /** Admins look but change nothing: every write answers 403. */
  readOnly: Type.Boolean(),
};

export const LenderSession = Type.Object(
  {
    ...LenderIdentityFields,
    token: Type.String(),
    /** Seconds until the token expires. */
    expires: Type.Integer({ minimum: 1 }),
  },
  closed,
);
export type LenderSession = Static<typeof LenderSession>;

export const LenderProfile = Type.Object(
  {
    ...LenderIdentityFields,
    /** The providers whose data the caller may see: their own, or every one for an admin. */
    providers: Type.Array(ProviderRef),
  },
  closed,
);
export type LenderProfile = Static<typeof LenderProfile>;

/** Lists are paged on the server: the workspace's data grids ask for one page at a time. */
export const LENDER_PAGE_SIZE = { default: 25, max: 100 } as const;
export const LENDER_SEARCH_MAX_LENGTH = 80;

export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortOrder = Static<typeof SortOrder>;

const PagingFields = {
  pageIndex: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Zero-based page number' }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: LENDER_PAGE_SIZE.max,
      default: LENDER_PAGE_SIZE.default,
      description: `Rows per page, at most ${LENDER_PAGE_SIZE.max}`,
    }),
  ),
  sortOrder: Type.Optional(SortOrder),
  /** Admins only: one provider's rows. Staff always see their own provider's. */
  providerId: Type.Optional(CatalogueId),
  organizationCode: Type.Optional(SafeString({ minLength: 1, maxLength: 40 })),
  /** Part of the borrower's roster name or staff number, ignoring case. */
  search: Type.Optional(SafeString({ maxLength: LENDER_SEARCH_MAX_LENGTH })),
};

export const Page = <T extends TSchema>(item: T) =>
  Type.Object(
    {
      items: Type.Array(item),
      totalCount: Type.Integer({ minimum: 0, description: 'Rows matching, over all pages' }),
      pageIndex: Type.Integer({ minimum: 0 }),
      pageSize: Type.Integer({ minimum: 1 }),
      maxPageSize: Type.Integer({ minimum: 1 }),
    },
    closed,
  );

export const LENDER_LOAN_SORTS = [
  'acceptedAt',
  'disbursedAt',
  'closedAt',
  'borrowerName',
  'staffNumber',
  'organizationName',
  'principal',
  'outstandingBalance',
  'status',
] as const;
export type LenderLoanSort = (typeof LENDER_LOAN_SORTS)[number];

export const LenderLoansQuery = Type.Object(
  {
    ...PagingFields,
    /** awaiting_disbursement is the "new loans" list. */
    status: Type.Optional(LoanState),
    loanTypeId: Type.Optional(CatalogueId),
    sortBy: Type.Optional(
      Type.Union(
        LENDER_LOAN_SORTS.map((sort) => Type.Literal(sort)),
        { default: 'acceptedAt' },
      ),
    ),
  },
  closed,
);
export type LenderLoansQuery = Static<typeof LenderLoansQuery>;

/**
 * A loan as its lender sees it: what the loan needs and nothing more. The borrower's name, staff
 * number and employer are what they agreed to share when they accepted the offer (their record
 * of disclosures lists exactly these).
 */
const LenderLoanFields = {
  id: RecordId,
  providerId: CatalogueId,
  providerName: Type.String(),
  loanTypeId: CatalogueId,
  loanTypeName: Type.String(),
  status: LoanState,
  /** The name on the organisation's roster, verified by the borrower's identity code. */
  borrowerName: Type.String(),
  staffNumber: Type.String(),
  organizationCode: Type.String(),
  organizationName: Type.String(),
  /**
   * The organisation's roster says the borrower has left: its payroll no longer deducts the
   * instalments, so the lender collects them another way (docs/console.md#rosters).
   */
  borrowerLeft: Type.Boolean(),
  ...QuoteFields,
  amountRepaid: MinorUnits,
  /** The payments left on the schedule, future interest included. */
  outstandingBalance: MinorUnits,
  /**
   * To settle today while being repaid; the closing figure once a renewal settled it; else null
   * (always sent; optional so older fixtures still type-check).
   */
  settlement: Type.Optional(Nullable(Settlement)),
  /** Paid beyond what was owed: to be refunded to the borrower. */
  amountOverpaid: MinorUnits,
  /** Instalments past their due date and not paid in full. */
  overdueAmount: MinorUnits,
  nextDueDate: Nullable(CalendarDate),
  /** The borrower agreed to share their details with this lender when accepting (always true). */
  consentGiven: Type.Literal(true),
  consentedAt: Timestamp,
  acceptedAt: Timestamp,
  disbursedAt: Nullable(Timestamp),
  closedAt: Nullable(Timestamp),
  /** A renewal: the loan this one settles when it is paid out. */
  replacesLoanId: Nullable(RecordId),
  /** What the payout settles of the replaced loan: recorded at payout, its payoff today before. */
  settlementAmount: Nullable(MinorUnits),
  /** What reaches the borrower: amountReceived less the settlement (negative: it does not cover it). */
  netPayout: Type.Integer(),
  /** This loan was settled by that renewal loan's payout. */
  settledByLoanId: Nullable(RecordId),
};

export const LenderLoan = Type.Object(LenderLoanFields, closed);
export type LenderLoan = Static<typeof LenderLoan>;

export const REPAYMENT_SOURCES = ['manual', 'remittance', 'renewal_settlement', 'early_settlement'] as const;
export const RepaymentSource = Type.Union(REPAYMENT_SOURCES.map((source) => Type.Literal(source)));
export type RepaymentSource = (typeof REPAYMENT_SOURCES)[number];

export const Repayment = Type.Object(
  {
    id: RecordId,
    loanId: RecordId,
    /** What was received. */
    amount: MinorUnits,
    /** What went to the schedule (oldest unpaid instalment first). */
    appliedAmount: MinorUnits,
    /** Beyond what was owed: to be refunded. */
    overpaidAmount: MinorUnits,
    paidOn: CalendarDate,
    reference: Type.String(),
    source: RepaymentSource,
    remittanceId: Nullable(RecordId),
    recordedAt: Timestamp,
    /** The staff member who recorded it; null for Lendbridge itself. */
    recordedBy: Nullable(Type.String()),
  },
  closed,
);
export type Repayment = Static<typeof Repayment>;

export const LoanEvent = Type.Object(
  {
    at: Timestamp,
    action: Type.String(),
    fromStatus: Nullable(Type.String()),
    toStatus: Nullable(Type.String()),
    actor: Type.Union([Type.Literal('borrower'), Type.Literal('lender'), Type.Literal('lendbridge')]),
    /** The staff member's name when a lender acted. */
    actorName: Nullable(Type.String()),
  },
  closed,
);
export type LoanEvent = Static<typeof LoanEvent>;

export const Payout = Type.Object(
  { amount: MinorUnits, paidOn: CalendarDate, reference: Type.String() },
  closed,
);
export type Payout = Static<typeof Payout>;

export const LenderLoanDetail = Type.Object(
  {
    ...LenderLoanFields,
    /** How to reach the borrower, exactly as disclosed to this lender when the offer was accepted. */
    contact: Type.Object({ email: Nullable(Type.String()), phone: Nullable(Type.String()) }, closed),
    payout: Nullable(Payout),
    cancelReason: Nullable(Type.String()),
    schedule: Type.Array(ScheduledPayment),
    repayments: Type.Array(Repayment),
    renewals: Type.Array(Renewal),
    /** The borrower's requests to settle early, newest first (always sent). */
    settlementRequests: Type.Optional(Type.Array(SettlementRequest)),
    events: Type.Array(LoanEvent),
  },
  closed,
);
export type LenderLoanDetail = Static<typeof LenderLoanDetail>;

const PaymentReference = SafeString({ minLength: 1, maxLength: 64, pattern: '\\S' });
const DecisionReason = SafeString({
  minLength: 1,
  maxLength: LOAN_LIMITS.reasonMaxLength,
  pattern: '\\S',
  multiLine: true,
});

export const RecordPayoutRequest = Type.Object(
  {
    /** Must equal the loan's netPayout: a check against typing mistakes. */
    amountPaid: PositiveAmount,
    /** The day the money left; the schedule's first payment falls due a month later. */
    paidOn: CalendarDate,
    reference: PaymentReference,
  },
  closed,
);
export type RecordPayoutRequest = Static<typeof RecordPayoutRequest>;

export const CancelLoanRequest = Type.Object({ reason: DecisionReason }, closed);
export type CancelLoanRequest = Static<typeof CancelLoanRequest>;

export const RecordRepaymentRequest = Type.Object(
  { amount: PositiveAmount, paidOn: CalendarDate, reference: PaymentReference },
  closed,
);
export type RecordRepaymentRequest = Static<typeof RecordRepaymentRequest>;

/** The early-settlement payment: must equal the payoff figure of the day it was paid. */
export const RecordSettlementRequest = Type.Object(
  { amountPaid: PositiveAmount, paidOn: CalendarDate, reference: PaymentReference },
  closed,
);
export type RecordSettlementRequest = Static<typeof RecordSettlementRequest>;

export const RepaymentRecorded = Type.Object({ repayment: Repayment, loan: LenderLoanDetail }, closed);
export type RepaymentRecorded = Static<typeof RepaymentRecorded>;

/** A payroll remittance file: what an employer sends a lender after deducting repayments. */
export const REMITTANCE_LIMITS = {
  /**
   * Characters of CSV; the request body may be a little larger than this. Room for a month's
   * 20,000 payments as an employer's deduction schedule spells them (about 160 characters a row).
   */
  maxCharacters: 4_000_000,
  maxRows: 20_000,
  fileNameMaxLength: 200,
  /** Problems listed when a file is refused; the message counts the rest. */
  maxProblemsListed: 50,
} as const;

export const RemittanceFileRequest = Type.Object(
  {
    /** The employer (or school) that sent the file: staff numbers are matched on its roster. */
    organizationCode: SafeString({ minLength: 1, maxLength: 40 }),
    fileName: SafeString({ minLength: 1, maxLength: REMITTANCE_LIMITS.fileNameMaxLength, pattern: '\\S' }),
    /**
     * The file's text: columns staff number, amount, date, reference, with or without a header
     * row; quoted fields, CRLF or LF; amounts like 12,500.00; dates YYYY-MM-DD or DD/MM/YYYY.
     */
    csv: SafeString({ minLength: 1, maxLength: REMITTANCE_LIMITS.maxCharacters, multiLine: true }),
  },
  closed,
);
export type RemittanceFileRequest = Static<typeof RemittanceFileRequest>;

export const REMITTANCE_OUTCOMES = ['matched', 'unmatched', 'duplicate'] as const;
export const RemittanceOutcome = Type.Union(REMITTANCE_OUTCOMES.map((outcome) => Type.Literal(outcome)));
export type RemittanceOutcome = (typeof REMITTANCE_OUTCOMES)[number];

export const RemittanceRow = Type.Object(
  {
    /** The line of the file the row starts on. */
    line: Type.Integer({ minimum: 1 }),
    staffNumber: Type.String(),
    amount: MinorUnits,
    paidOn: CalendarDate,
    reference: Type.String(),
    outcome: RemittanceOutcome,
    message: Type.String(),
    loanId: Nullable(RecordId),
    borrowerName: Nullable(Type.String()),
    appliedAmount: MinorUnits,
    overpaidAmount: MinorUnits,
    outstandingAfter: Nullable(MinorUnits),
    /** This row pays the loan off. */
    repaysLoan: Type.Boolean(),
  },
  closed,
);
export type RemittanceRow = Static<typeof RemittanceRow>;

export const RemittanceTotals = Type.Object(
  {
    rows: Type.Integer({ minimum: 0 }),
    matched: Type.Integer({ minimum: 0 }),
    unmatched: Type.Integer({ minimum: 0 }),
    duplicate: Type.Integer({ minimum: 0 }),
    amountMatched: MinorUnits,
    amountApplied: MinorUnits,
    amountOverpaid: MinorUnits,
    loansRepaid: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type RemittanceTotals = Static<typeof RemittanceTotals>;

const RemittanceFileFields = {
  /** SHA-256 of the file's text: the same file is applied once. */
  fileHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  fileName: Type.String(),
  organizationCode: Type.String(),
  organizationName: Type.String(),
  rows: Type.Array(RemittanceRow),
  totals: RemittanceTotals,
};

export const RemittancePreview = Type.Object(
  {
    ...RemittanceFileFields,
    /** Set when this very file was applied already: applying it again changes nothing. */
    alreadyApplied: Nullable(Type.Object({ uploadId: RecordId, appliedAt: Timestamp }, closed)),
  },
  closed,
);
export type RemittancePreview = Static<typeof RemittancePreview>;

export const RemittanceApplied = Type.Object(
  {
    ...RemittanceFileFields,
    uploadId: RecordId,
    appliedAt: Timestamp,
    appliedBy: Type.String(),
    /** True when the file had been applied before: the answer is that first application's. */
    alreadyApplied: Type.Boolean(),
  },
  closed,
);
export type RemittanceApplied = Static<typeof RemittanceApplied>;

export const RemittanceProblem = Type.Object(
  {
    line: Type.Integer({ minimum: 1 }),
    field: Nullable(
      Type.Union([
        Type.Literal('staffNumber'),
        Type.Literal('amount'),
        Type.Literal('date'),
        Type.Literal('reference'),
        Type.Literal('row'),
      ]),
    ),
    message: Type.String(),
  },
  closed,
);
export type RemittanceProblem = Static<typeof RemittanceProblem>;

/** A file with rows that cannot be read: nothing is matched or written; each row says why. */
export const RemittanceRejected = Type.Object(
  {
    requestSuccessful: Type.Literal(false),
    message: Type.String(),
    error: Type.Literal('invalid_rows'),
    responseData: Type.Object({ problems: Type.Array(RemittanceProblem) }, closed),
  },
  closed,
);
export type RemittanceRejected = Static<typeof RemittanceRejected>;

/** 422 is also a reused Idempotency-Key, answered with the usual error envelope. */
export const RemittanceRefusal = Type.Union([RemittanceRejected, ErrorEnvelope]);

export const RemittanceUploadSummary = Type.Object(
  {
    uploadId: RecordId,
    providerId: CatalogueId,
    providerName: Type.String(),
    fileName: Type.String(),
    fileHash: Type.String(),
    organizationCode: Type.String(),
    organizationName: Type.String(),
    appliedAt: Timestamp,
    appliedBy: Type.String(),
    totals: RemittanceTotals,
  },
  closed,
);
export type RemittanceUploadSummary = Static<typeof RemittanceUploadSummary>;

export const RemittancesQuery = Type.Object(
  {
    pageIndex: PagingFields.pageIndex,
    pageSize: PagingFields.pageSize,
    providerId: PagingFields.providerId,
    organizationCode: PagingFields.organizationCode,
  },
  closed,
);
export type RemittancesQuery = Static<typeof RemittancesQuery>;

export const LENDER_RENEWAL_SORTS = ['requestedAt', 'decidedAt', 'borrowerName', 'amount', 'status'] as const;
export type LenderRenewalSort = (typeof LENDER_RENEWAL_SORTS)[number];

export const LenderRenewalsQuery = Type.Object(
  {
    ...PagingFields,
    /** pending is the list to decide. */
    status: Type.Optional(RenewalStatus),
    sortBy: Type.Optional(
      Type.Union(
        LENDER_RENEWAL_SORTS.map((sort) => Type.Literal(sort)),
        { default: 'requestedAt' },
      ),
    ),
  },
  closed,
);
export type LenderRenewalsQuery = Static<typeof LenderRenewalsQuery>;

/** A renewal request with the loan it would replace and the loan it proposes. */
export const LenderRenewal = Type.Object(
  {
    id: RecordId,
    status: RenewalStatus,
    requestedAt: Timestamp,
    decidedAt: Nullable(Timestamp),
    decisionReason: Nullable(Type.String()),
    /** The borrower's reason, if they gave one. */
    reason: Type.String(),
    providerId: CatalogueId,
    providerName: Type.String(),
    loanTypeName: Type.String(),
    borrowerName: Type.String(),
    staffNumber: Type.String(),
    organizationCode: Type.String(),
    organizationName: Type.String(),
    currentLoan: Type.Object(
      {
        id: RecordId,
        status: LoanState,
        principal: MinorUnits,
        tenorMonths: TenorMonths,
        monthlyRepayment: MinorUnits,
        totalRepayment: MinorUnits,
        amountRepaid: MinorUnits,
        /** The payments left on the schedule, future interest included. */
        outstandingBalance: MinorUnits,
        /** Its payoff today while being repaid; the closing figure once settled; else null (always sent). */
        settlement: Type.Optional(Nullable(Settlement)),
        disbursedAt: Nullable(Timestamp),
      },
      closed,
    ),
    /** The new loan, priced on the terms the borrower was quoted when asking. */
    proposed: Type.Object(QuoteFields, closed),
    /** The settlement the borrower was last quoted (when asking, again on approval); null: not yet re-quoted (always sent). */
    quotedSettlement: Type.Optional(Nullable(Settlement)),
    /** What the new loan's payout settles: the current loan's payoff today, or the one recorded at payout. */
    settlementAmount: MinorUnits,
    /** proposed.amountReceived − settlementAmount (negative: the new loan would not cover the old). */
    netPayout: Type.Integer(),
    replacementLoanId: Nullable(RecordId),
    replacementLoanStatus: Nullable(LoanState),
  },
  closed,
);
export type LenderRenewal = Static<typeof LenderRenewal>;

export const ApproveRenewalRequest = Type.Object({}, closed);
export const DeclineRenewalRequest = Type.Object({ reason: DecisionReason }, closed);
export type DeclineRenewalRequest = Static<typeof DeclineRenewalRequest>;

/** What staff may set for a loan type: sane ranges, whole minor units, basis points. */
export const PROVIDER_SETTING_LIMITS = {
  /** ₦1,000 in kobo. */
  minAmount: 100_000,
  maxAmount: LOAN_LIMITS.maxAmount,
  minTenorMonths: LOAN_LIMITS.minTenorMonths,
  maxTenorMonths: LOAN_LIMITS.maxTenorMonths,
  /** 100 % a year. */
  maxAnnualInterestRateBps: 10_000,
  /** 10 % of the principal. */
  maxProcessingFeeBps: 1_000,
  /** 10 % of the principal still owed. */
  maxEarlySettlementFeeBps: 1_000,
  maxOrganizations: 100,
} as const;

const SettingAmount = Type.Integer({
  minimum: PROVIDER_SETTING_LIMITS.minAmount,
  maximum: PROVIDER_SETTING_LIMITS.maxAmount,
  description: 'Minor units',
});

export const LoanTypeTermsRequest = Type.Object(
  {
    minAmount: SettingAmount,
    maxAmount: SettingAmount,
    minTenorMonths: TenorMonths,
    maxTenorMonths: TenorMonths,
    annualInterestRateBps: Type.Integer({
      minimum: 0,
      maximum: PROVIDER_SETTING_LIMITS.maxAnnualInterestRateBps,
    }),
    processingFeeBps: Type.Integer({ minimum: 0, maximum: PROVIDER_SETTING_LIMITS.maxProcessingFeeBps }),
    /** A fee for settling early, in basis points of the principal still owed; 0 (none) when left out. */
    earlySettlementFeeBps: Type.Optional(
      Type.Integer({ minimum: 0, maximum: PROVIDER_SETTING_LIMITS.maxEarlySettlementFeeBps }),
    ),
    /** The employers and schools whose people may borrow this loan type. */
    organizationCodes: Type.Array(SafeString({ minLength: 1, maxLength: 40 }), {
      maxItems: PROVIDER_SETTING_LIMITS.maxOrganizations,
      uniqueItems: true,
    }),
  },
  closed,
);
export type LoanTypeTermsRequest = Static<typeof LoanTypeTermsRequest>;

export const LoanTypeTerms = Type.Object(
  {
    minAmount: MinorUnits,
    maxAmount: MinorUnits,
    minTenorMonths: TenorMonths,
    maxTenorMonths: TenorMonths,
    annualInterestRateBps: BasisPoints,
    processingFeeBps: BasisPoints,
    /** The early-settlement fee (always sent; 0: none). */
    earlySettlementFeeBps: Type.Optional(BasisPoints),
    organizationCodes: Type.Array(Type.String()),
  },
  closed,
);
export type LoanTypeTerms = Static<typeof LoanTypeTerms>;

export const LenderLoanTypeSetting = Type.Object(
  {
    loanTypeId: CatalogueId,
    loanTypeCode: Type.String(),
    loanTypeName: Type.String(),
    /** Whether the provider lends this loan type; terms is null when not. */
    offered: Type.Boolean(),
    terms: Nullable(LoanTypeTerms),
  },
  closed,
);
export type LenderLoanTypeSetting = Static<typeof LenderLoanTypeSetting>;

export const LenderSettings = Type.Object(
  {
    provider: Type.Object(
      {
        id: CatalogueId,
        name: Type.String(),
        isActive: Type.Boolean(),
        /** Where accepted offers and renewal requests are announced. */
        inboxEmail: Nullable(Type.String()),
      },
      closed,
    ),
    loanTypes: Type.Array(LenderLoanTypeSetting),
    /** Every employer and school on Lendbridge, to choose from. */
    organizations: Type.Array(Organization),
  },
  closed,
);
export type LenderSettings = Static<typeof LenderSettings>;

/** Admins name the provider; staff may leave it out (it is always their own). */
export const LenderSettingsQuery = Type.Object({ providerId: Type.Optional(CatalogueId) }, closed);
export const LoanTypeSettingParams = Type.Object({ loanTypeId: CatalogueId }, closed);
