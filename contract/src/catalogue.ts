import { Type, type Static } from '@sinclair/typebox';
import { BasisPoints, MinorUnits } from './money';

const Id = Type.Integer({ minimum: 1 });
const closed = { additionalProperties: false } as const;

export const Provider = Type.Object(
  {
    id: Id,
    slug: Type.String(),
    name: Type.String(),
    summary: Type.String(),
    website: Type.String(),
    licence: Type.String({ description: 'Regulator licence the provider lends under' }),
    loanTypeIds: Type.Array(Id),
  },
  closed,
);
export type Provider = Static<typeof Provider>;

export const ProviderSetting = Type.Object(
  {
    id: Id,
    providerId: Id,
    providerName: Type.String(),
    loanTypeId: Id,
    minAmount: MinorUnits,
    maxAmount: MinorUnits,
    minTenorMonths: Type.Integer({ minimum: 1 }),
    maxTenorMonths: Type.Integer({ minimum: 1 }),
    annualInterestRateBps: BasisPoints,
    processingFeeBps: BasisPoints,
    acceptedOrganizationCodes: Type.Array(Type.String()),
  },
  closed,
);
export type ProviderSetting = Static<typeof ProviderSetting>;

export const LoanType = Type.Object(
  {
    id: Id,
    code: Type.String(),
    name: Type.String(),
    description: Type.String(),
  },
  closed,
);
export type LoanType = Static<typeof LoanType>;

export const Faq = Type.Object(
  {
    id: Id,
    question: Type.String(),
    answer: Type.String(),
    category: Type.String(),
    isApproved: Type.Boolean(),
  },
  closed,
);
export type Faq = Static<typeof Faq>;

export const Testimonial = Type.Object(
  {
    id: Id,
    author: Type.String(),
    role: Type.String(),
    quote: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
  },
  closed,
);
export type Testimonial = Static<typeof Testimonial>;

export const OrganizationKind = Type.Union([Type.Literal('employer'), Type.Literal('school')]);
export type OrganizationKind = Static<typeof OrganizationKind>;

export const Organization = Type.Object(
  {
    id: Id,
    code: Type.String(),
    name: Type.String(),
    kind: OrganizationKind,
    /**
     * Only organizations with status true take part; the client filters
     * (docs/requirements.md#organization).
     */
    status: Type.Boolean(),
  },
  closed,
);
export type Organization = Static<typeof Organization>;

/** The catalogue routes take no parameters; an empty closed object rejects unknown ones. */
export const NoQuery = Type.Object({}, closed);

export const FaqQuery = Type.Object(
  {
    IsApproved: Type.Optional(
      Type.Boolean({ description: 'true for published answers, false for the review queue' }),
    ),
  },
  closed,
);
export type FaqQuery = Static<typeof FaqQuery>;
