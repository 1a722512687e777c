import { Type, type Static } from '@sinclair/typebox';
import { Email, NAME_MAX_LENGTH, Phone, User, UserId } from './account';
import { OrganizationKind } from './catalogue';
import { CatalogueId, Nullable, RecordId, Timestamp } from './marketplace';
import { MinorUnits } from './money';
import { SafeString } from './text';

/*
 * The operators' console (docs/console.md): platform admins (roleId 3) run the marketplace;
 * organisation administrators (roleId 4) keep their own employer's or school's roster. Every call
 * needs a session from POST /api/Console/login; another organisation's records answer exactly
 * like missing ones.
 */

const closed = { additionalProperties: false } as const;

export const ConsoleRoleId = Type.Union([Type.Literal(3), Type.Literal(4)]);
export type ConsoleRoleId = Static<typeof ConsoleRoleId>;

export const OrganizationRef = Type.Object(
  { id: CatalogueId, code: Type.String(), name: Type.String() },
  closed,
);
export type OrganizationRef = Static<typeof OrganizationRef>;

const ConsoleIdentityFields = {
  user: User,
  roleId: ConsoleRoleId,
  /** An organisation administrator's organisation; null for a platform admin (every one). */
  organization: Nullable(OrganizationRef),
};

export const ConsoleSession = Type.Object(
  {
    ...ConsoleIdentityFields,
    token: Type.String(),
    /** Seconds until the token expires. */
    expires: Type.Integer({ minimum: 1 }),
  },
  closed,
);
export type ConsoleSession = Static<typeof ConsoleSession>;

export const ConsoleProfile = Type.Object(ConsoleIdentityFields, closed);
export type ConsoleProfile = Static<typeof ConsoleProfile>;

export const ORGANIZATION_LIMITS = {
  codeMaxLength: 40,
  nameMaxLength: 160,
  contactNameMaxLength: 120,
} as const;

/** An organisation as the console shows it. */
export const ConsoleOrganization = Type.Object(
  {
    id: CatalogueId,
    code: Type.String(),
    name: Type.String(),
    kind: OrganizationKind,
    /** false: deactivated, left out of the public list, and its eligibility checks fail. */
    status: Type.Boolean(),
    payrollContactName: Type.String(),
    payrollContactEmail: Type.String(),
    /** People on the roster now (not counting those who left). */
    onRosterCount: Type.Integer({ minimum: 0 }),
    updatedAt: Timestamp,
  },
  closed,
);
export type ConsoleOrganization = Static<typeof ConsoleOrganization>;

export const OrganizationRequest = Type.Object(
  {
    /** Letters, digits and dashes; unique whatever the case. */
    code: SafeString({
      minLength: 2,
      maxLength: ORGANIZATION_LIMITS.codeMaxLength,
      pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$',
    }),
    name: SafeString({ minLength: 2, maxLength: ORGANIZATION_LIMITS.nameMaxLength, pattern: '\\S' }),
    kind: OrganizationKind,
    status: Type.Boolean(),
    payrollContactName: SafeString({ maxLength: ORGANIZATION_LIMITS.contactNameMaxLength }),
    payrollContactEmail: Type.Union([Email, Type.Literal('')]),
  },
  closed,
);
export type OrganizationRequest = Static<typeof OrganizationRequest>;

export const OrganizationParams = Type.Object({ id: CatalogueId }, closed);

/** An HR roster file: the whole roster, or the people who changed. */
export const ROSTER_LIMITS = {
  /** Characters of CSV: room for 60,000 rows of about 100 characters. */
  maxCharacters: 6_000_000,
  maxRows: 60_000,
  fileNameMaxLength: 200,
  fullNameMaxLength: 160,
  staffNumberMaxLength: 40,
} as const;

export const RosterFileRequest = Type.Object(
  {
    fileName: SafeString({ minLength: 1, maxLength: ROSTER_LIMITS.fileNameMaxLength, pattern: '\\S' }),
    /**
     * The file's text with a header row naming the columns staff_number (or reg_no), full_name,
     * monthly_net_pay, contact_email and left, in any order; quoted fields, CRLF or LF; pay like
     * 250,000.00; left is yes/no (or true/false, 1/0, blank for no).
     */
    csv: SafeString({ minLength: 1, maxLength: ROSTER_LIMITS.maxCharacters, multiLine: true }),
  },
  closed,
);
export type RosterFileRequest = Static<typeof RosterFileRequest>;

export const ROSTER_OUTCOMES = ['new', 'changed', 'left', 'unchanged', 'invalid'] as const;
export const RosterOutcome = Type.Union(ROSTER_OUTCOMES.map((outcome) => Type.Literal(outcome)));
export type RosterOutcome = (typeof ROSTER_OUTCOMES)[number];

export const ROSTER_FIELDS = ['fullName', 'monthlyNetPay', 'contactEmail', 'onRoster'] as const;
export const RosterField = Type.Union(ROSTER_FIELDS.map((field) => Type.Literal(field)));
export type RosterField = (typeof ROSTER_FIELDS)[number];

/** One field of a person that the file changes, as text a person reads (pay formatted). */
export const RosterChange = Type.Object(
  { field: RosterField, from: Type.String(), to: Type.String() },
  closed,
);
export type RosterChange = Static<typeof RosterChange>;

export const RosterRow = Type.Object(
  {
    /** The line of the file the row starts on. */
    line: Type.Integer({ minimum: 1 }),
    staffNumber: Type.String(),
    fullName: Type.String(),
    /** Null when the pay could not be read (an invalid row). */
    monthlyNetPay: Nullable(MinorUnits),
    contactEmail: Type.String(),
    left: Type.Boolean(),
    outcome: RosterOutcome,
    changes: Type.Array(RosterChange),
    /** Why an invalid row is refused, or what a valid one will do. */
    message: Type.String(),
  },
  closed,
);
export type RosterRow = Static<typeof RosterRow>;

export const RosterTotals = Type.Object(
  {
    rows: Type.Integer({ minimum: 0 }),
    new: Type.Integer({ minimum: 0 }),
    changed: Type.Integer({ minimum: 0 }),
    left: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
    invalid: Type.Integer({ minimum: 0 }),
  },
  closed,
);
export type RosterTotals = Static<typeof RosterTotals>;

export const RosterPreview = Type.Object(
  {
    organization: OrganizationRef,
    fileName: Type.String(),
    /** SHA-256 of the file's text. */
    fileHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    rows: Type.Array(RosterRow),
    totals: RosterTotals,
  },
  closed,
);
export type RosterPreview = Static<typeof RosterPreview>;

export const RosterApplied = Type.Object(
  {
    organization: OrganizationRef,
    fileName: Type.String(),
    fileHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    totals: RosterTotals,
    /** Null when the file changed nothing (the same file again): nothing was written. */
    uploadId: Nullable(RecordId),
    appliedAt: Nullable(Timestamp),
  },
  closed,
);
export type RosterApplied = Static<typeof RosterApplied>;

/** A CSV file to save: the current roster, in the columns an upload reads back. */
export const CsvDownload = Type.Object({ fileName: Type.String(), csv: Type.String() }, closed);
export type CsvDownload = Static<typeof CsvDownload>;

/** A month as YYYY-MM. */
export const Month = SafeString({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'A month as YYYY-MM' });

export const DeductionsQuery = Type.Object({ month: Month }, closed);
export type DeductionsQuery = Static<typeof DeductionsQuery>;

/** What the employer deducts from one person's pay in the month for one loan. */
export const DeductionRow = Type.Object(
  {
    staffNumber: Type.String(),
    fullName: Type.String(),
    lender: Type.String(),
    loanId: RecordId,
    /** Unpaid instalments falling due in the month. */
    instalmentDue: MinorUnits,
    /** Unpaid instalments that fell due before the month. */
    overdue: MinorUnits,
    amountToDeduct: MinorUnits,
    /** The day the file dates the deduction: the instalment's due date, or the month's last day. */
    deductionDate: Type.String({ format: 'date' }),
    /** The reference the lender's remittance upload records the payment under (one per loan and month). */
    reference: Type.String(),
  },
  closed,
);
export type DeductionRow = Static<typeof DeductionRow>;

export const DeductionSchedule = Type.Object(
  {
    organization: OrganizationRef,
    month: Type.String(),
    rows: Type.Array(DeductionRow),
    totalToDeduct: MinorUnits,
    /** The schedule as CSV, whose rows a lender's remittance upload reads back as they are. */
    fileName: Type.String(),
    csv: Type.String(),
  },
  closed,
);
export type DeductionSchedule = Static<typeof DeductionSchedule>;

export const PROVIDER_LIMITS = {
  nameMaxLength: 160,
  licenceMaxLength: 200,
  summaryMaxLength: 600,
  websiteMaxLength: 300,
} as const;

/** A lender (loan provider) as the console shows it (docs/console.md#lenders). */
export const ConsoleProvider = Type.Object(
  {
    id: CatalogueId,
    /** Fixed when the provider is added, from its name. */
    slug: Type.String(),
    name: Type.String(),
    licence: Type.String(),
    /** Where Lendbridge writes to the provider: accepted offers, renewal and settlement requests. */
    contactEmail: Type.String(),
    contactPhone: Type.String(),
    summary: Type.String(),
    website: Type.String(),
    /**
     * false: deactivated. It makes no new offers, its open offers are withdrawn and its staff cannot
     * log in; loans already made stay as they are (see docs/console.md#lenders).
     */
    isActive: Type.Boolean(),
    /** Staff accounts that can log in now (invited ones that have chosen a password, not deactivated). */
    activeStaffCount: Type.Integer({ minimum: 0 }),
    /** Loans awaiting payout or being repaid. */
    runningLoanCount: Type.Integer({ minimum: 0 }),
    updatedAt: Timestamp,
  },
  closed,
);
export type ConsoleProvider = Static<typeof ConsoleProvider>;

export const ProviderRequest = Type.Object(
  {
    name: SafeString({ minLength: 2, maxLength: PROVIDER_LIMITS.nameMaxLength, pattern: '\\S' }),
    licence: SafeString({ minLength: 2, maxLength: PROVIDER_LIMITS.licenceMaxLength, pattern: '\\S' }),
    contactEmail: Email,
    contactPhone: Phone,
    summary: SafeString({ maxLength: PROVIDER_LIMITS.summaryMaxLength }),
    website: Type.Union([
      SafeString({ maxLength: PROVIDER_LIMITS.websiteMaxLength, pattern: '^https?://[^\\s]+$' }),
      Type.Literal(''),
    ]),
    isActive: Type.Boolean(),
  },
  closed,
);
export type ProviderRequest = Static<typeof ProviderRequest>;

export const ProviderParams = Type.Object({ id: CatalogueId }, closed);

export const STAFF_STATES = ['invited', 'active', 'deactivated'] as const;
export const StaffState = Type.Union(STAFF_STATES.map((state) => Type.Literal(state)));
export type StaffState = (typeof STAFF_STATES)[number];

/** One of a provider's staff accounts. */
export const ProviderStaffMember = Type.Object(
  {
    /** The account's public id. */
    id: UserId,
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    /** invited: has not chosen a password yet; deactivated: cannot log in. */
    state: StaffState,
    /** When the newest invitation link stops working (invited accounts only). */
    invitationExpiresAt: Nullable(Timestamp),
    deactivatedAt: Nullable(Timestamp),
    createdAt: Timestamp,
  },
  closed,
);
export type ProviderStaffMember = Static<typeof ProviderStaffMember>;

const StaffName = SafeString({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: '\\S' });

/** Inviting someone to a provider's staff; inviting a pending invitee again sends a fresh link. */
export const StaffInviteRequest = Type.Object(
  { email: Email, firstName: StaffName, lastName: StaffName },
  closed,
);
export type StaffInviteRequest = Static<typeof StaffInviteRequest>;

export const StaffParams = Type.Object({ id: CatalogueId, staffId: UserId }, closed);

/** Deactivate (false) or reactivate (true) a staff account. */
export const StaffStatusRequest = Type.Object({ active: Type.Boolean() }, closed);
export type StaffStatusRequest = Static<typeof StaffStatusRequest>;
