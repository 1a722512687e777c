import { Type, type Static } from '@sinclair/typebox';
import { SafeString } from './text';
import { IdentityProofToken, LOAN_LIMITS, RecordId } from './marketplace';

const closed = { additionalProperties: false } as const;

/** The identity code's rules (docs/requirements.md#c-identity-code): six digits, ten minutes, five tries. */
export const IDENTITY_CODE = {
  digits: 6,
  lifetimeMinutes: 10,
  maxAttempts: 5,
  /** A bound borrower proves the code again after this long. */
  rebindAfterDays: 90,
} as const;

/** Which roster entry: the organisation's code and the staff or registration number. */
const RosterEntryFields = {
  organizationCode: SafeString({ minLength: 1, maxLength: 40 }),
  regNo: SafeString({ minLength: 1, maxLength: LOAN_LIMITS.regNoMaxLength, pattern: '\\S' }),
};

export const RequestIdentityCodeRequest = Type.Object(RosterEntryFields, closed);
export type RequestIdentityCodeRequest = Static<typeof RequestIdentityCodeRequest>;

export const VerifyIdentityCodeRequest = Type.Object(
  { ...RosterEntryFields, code: SafeString({ pattern: `^[0-9]{${IDENTITY_CODE.digits}}$` }) },
  closed,
);
export type VerifyIdentityCodeRequest = Static<typeof VerifyIdentityCodeRequest>;

export const IdentityProof = Type.Object(
  {
    proofToken: IdentityProofToken,
    expiresAt: Type.String({ format: 'date-time' }),
    /** True when the caller was logged in and the roster entry is now bound to their account. */
    bound: Type.Boolean(),
  },
  closed,
);
export type IdentityProof = Static<typeof IdentityProof>;

/** Which roster entry to ask about (GET api/Identity/binding). */
export const IdentityBindingQuery = Type.Object(RosterEntryFields, closed);
export type IdentityBindingQuery = Static<typeof IdentityBindingQuery>;

/**
 * Whether the caller's own account holds a binding for the entry that a check accepts without a
 * new code (proven within IDENTITY_CODE.rebindAfterDays with the contact the roster holds now).
 * Says nothing about anyone else's binding: every other case answers bound false.
 */
export const IdentityBinding = Type.Object(
  {
    bound: Type.Boolean(),
    /** When the caller proved the entry; null unless bound. */
    provenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  closed,
);
export type IdentityBinding = Static<typeof IdentityBinding>;

export const BindIdentityRequest = Type.Object({ proofToken: IdentityProofToken }, closed);
export type BindIdentityRequest = Static<typeof BindIdentityRequest>;

export const DISCLOSURE_REASONS = ['offer_accepted', 'renewal_requested'] as const;
export const DisclosureReason = Type.Union(DISCLOSURE_REASONS.map((reason) => Type.Literal(reason)));
export type DisclosureReason = (typeof DISCLOSURE_REASONS)[number];

/** One thing a lender was given about the borrower, recorded when it was given. */
export const Disclosure = Type.Object(
  {
    id: RecordId,
    providerName: Type.String(),
    loanId: RecordId,
    reason: DisclosureReason,
    items: Type.Array(Type.Object({ label: Type.String(), value: Type.String() }, closed)),
    disclosedAt: Type.String({ format: 'date-time' }),
  },
  closed,
);
export type Disclosure = Static<typeof Disclosure>;
