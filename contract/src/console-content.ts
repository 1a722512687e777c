import { Type, type Static } from '@sinclair/typebox';
import { Envelope, ListEnvelope } from './envelope';
import { CatalogueId, IdempotencyHeaders, Nullable } from './marketplace';
import { MinorUnits } from './money';
import { SafeString } from './text';
import { ScholarshipLevel, SLUG_PATTERN } from './institutions';
import type { RouteContract } from './routes';

/*
 * What visitors read, kept by platform admins in the console (docs/console.md#content): FAQ
 * answers, testimonials, loan types, and institutions with their scholarships (which live in the
 * institutions service; the gateway writes them there with a credential only it holds).
 */

const closed = { additionalProperties: false } as const;
const NoQuery = Type.Object({}, closed);
const IdParams = Type.Object({ id: CatalogueId }, closed);

export const CONTENT_LIMITS = {
  questionMaxLength: 300,
  answerMaxLength: 4000,
  categoryMaxLength: 60,
  loanTypeCodeMaxLength: 40,
  nameMaxLength: 160,
  descriptionMaxLength: 2000,
  otherNamesMax: 20,
  websiteMaxLength: 300,
} as const;

export const ConsoleFaq = Type.Object(
  {
    id: CatalogueId,
    question: Type.String(),
    answer: Type.String(),
    category: Type.String(),
    /** The FAQ call's IsApproved: only approved answers are public. */
    isApproved: Type.Boolean(),
    /** Lower first on /faq; ties by id. */
    sortOrder: Type.Integer(),
  },
  closed,
);
export type ConsoleFaq = Static<typeof ConsoleFaq>;

export const FaqRequest = Type.Object(
  {
    question: SafeString({ minLength: 5, maxLength: CONTENT_LIMITS.questionMaxLength, pattern: '\\S' }),
    answer: SafeString({
      minLength: 5,
      maxLength: CONTENT_LIMITS.answerMaxLength,
      pattern: '\\S',
      multiLine: true,
    }),
    category: SafeString({ minLength: 2, maxLength: CONTENT_LIMITS.categoryMaxLength, pattern: '\\S' }),
    isApproved: Type.Boolean(),
    sortOrder: Type.Integer({ minimum: -10_000, maximum: 10_000 }),
  },
  closed,
);
export type FaqRequest = Static<typeof FaqRequest>;

export const ConsoleTestimonial = Type.Object(
  {
    id: CatalogueId,
    author: Type.String(),
    role: Type.String(),
    quote: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    /** Shown on the home page; a hidden one is kept but not shown. */
    isPublished: Type.Boolean(),
  },
  closed,
);
export type ConsoleTestimonial = Static<typeof ConsoleTestimonial>;

export const TestimonialRequest = Type.Object({ isPublished: Type.Boolean() }, closed);
export type TestimonialRequest = Static<typeof TestimonialRequest>;

export const ConsoleLoanType = Type.Object(
  {
    id: CatalogueId,
    code: Type.String(),
    name: Type.String(),
    description: Type.String(),
    /** false: deactivated, no longer offered to borrowers whatever lenders have set. */
    isActive: Type.Boolean(),
  },
  closed,
);
export type ConsoleLoanType = Static<typeof ConsoleLoanType>;

export const LoanTypeRequest = Type.Object(
  {
    /** Lower-case words joined by dashes (salary-advance); unique. */
    code: SafeString({
      minLength: 2,
      maxLength: CONTENT_LIMITS.loanTypeCodeMaxLength,
      pattern: SLUG_PATTERN,
    }),
    name: SafeString({ minLength: 2, maxLength: CONTENT_LIMITS.nameMaxLength, pattern: '\\S' }),
    description: SafeString({
      minLength: 5,
      maxLength: CONTENT_LIMITS.descriptionMaxLength,
      pattern: '\\S',
      multiLine: true,
    }),
    isActive: Type.Boolean(),
  },
  closed,
);
export type LoanTypeRequest = Static<typeof LoanTypeRequest>;

/** A scholarship as the console edits it: active or not, open or closed. */
export const ConsoleScholarship = Type.Object(
  {
    id: CatalogueId,
    institutionId: CatalogueId,
    title: Type.String(),
    amount: MinorUnits,
    currency: Type.String(),
    deadline: Type.String({ format: 'date' }),
    level: ScholarshipLevel,
    fieldOfStudy: Type.String(),
    eligibilitySummary: Type.String(),
    howToApply: Type.String(),
    /** false: withdrawn, not listed at all. */
    isActive: Type.Boolean(),
  },
  closed,
);
export type ConsoleScholarship = Static<typeof ConsoleScholarship>;

export const ConsoleInstitution = Type.Object(
  {
    id: CatalogueId,
    slug: Type.String(),
    name: Type.String(),
    /** Short forms and former names, searched like the name. */
    otherNames: Type.Array(Type.String()),
    location: Type.String(),
    description: Type.String(),
    website: Type.String(),
    organizationCode: Nullable(Type.String()),
    isPartner: Type.Boolean(),
    /** false: not listed, and a partner's page goes with the next build. */
    isActive: Type.Boolean(),
    scholarships: Type.Array(ConsoleScholarship),
  },
  closed,
);
export type ConsoleInstitution = Static<typeof ConsoleInstitution>;

const Text = (maxLength: number, minLength = 2) =>
  SafeString({ minLength, maxLength, pattern: '\\S', multiLine: true });

export const InstitutionRequest = Type.Object(
  {
    /** Its partner page's path (/partner/<slug>); unique. */
    slug: SafeString({ minLength: 2, maxLength: 80, pattern: SLUG_PATTERN }),
    name: SafeString({ minLength: 2, maxLength: CONTENT_LIMITS.nameMaxLength, pattern: '\\S' }),
    otherNames: Type.Array(
      SafeString({ minLength: 2, maxLength: CONTENT_LIMITS.nameMaxLength, pattern: '\\S' }),
      {
        maxItems: CONTENT_LIMITS.otherNamesMax,
      },
    ),
    location: SafeString({ minLength: 2, maxLength: CONTENT_LIMITS.nameMaxLength, pattern: '\\S' }),
    description: Text(CONTENT_LIMITS.descriptionMaxLength),
    website: SafeString({ maxLength: CONTENT_LIMITS.websiteMaxLength, pattern: '^(https://\\S+)?$' }),
    /** The gateway organisation its students borrow through; empty for none. */
    organizationCode: SafeString({ maxLength: 40, pattern: '^([A-Za-z0-9][A-Za-z0-9-]*)?$' }),
    isPartner: Type.Boolean(),
    isActive: Type.Boolean(),
  },
  closed,
);
export type InstitutionRequest = Static<typeof InstitutionRequest>;

export const ScholarshipRequest = Type.Object(
  {
    title: SafeString({ minLength: 2, maxLength: CONTENT_LIMITS.nameMaxLength, pattern: '\\S' }),
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    currency: SafeString({ pattern: '^[A-Z]{3}$' }),
    /** The last day to apply, inclusive. */
    deadline: SafeString({ format: 'date' }),
    level: ScholarshipLevel,
    fieldOfStudy: SafeString({ minLength: 2, maxLength: CONTENT_LIMITS.nameMaxLength, pattern: '\\S' }),
    eligibilitySummary: Text(CONTENT_LIMITS.descriptionMaxLength),
    howToApply: Text(CONTENT_LIMITS.descriptionMaxLength),
    isActive: Type.Boolean(),
  },
  closed,
);
export type ScholarshipRequest = Static<typeof ScholarshipRequest>;

/** What an institutions-service write changed: the record before (null when created) and after. */
export const InstitutionChange = Type.Object(
  { before: Nullable(Type.Omit(ConsoleInstitution, ['scholarships'])), after: ConsoleInstitution },
  closed,
);
export type InstitutionChange = Static<typeof InstitutionChange>;

export const ScholarshipChange = Type.Object(
  { before: Nullable(ConsoleScholarship), after: ConsoleScholarship },
  closed,
);
export type ScholarshipChange = Static<typeof ScholarshipChange>;

/** The header the gateway sends its institutions-service credential in. */
export const INSTITUTIONS_CREDENTIAL_HEADER = 'authorization';

/**
 * The institutions service's writes (docs/api.md#institutions-writes): only the gateway calls
 * them, with `Authorization: Bearer <INSTITUTIONS_SERVICE_TOKEN>`; anyone else gets 401.
 */
export const institutionsAdminRoutes = {
  adminInstitutions: {
    method: 'GET',
    url: '/api/v1/Admin/Institutions',
    summary: 'Every institution, active or not, with every scholarship (the gateway only)',
    querystring: NoQuery,
    response: ListEnvelope(ConsoleInstitution),
  },
  adminCreateInstitution: {
    method: 'POST',
    url: '/api/v1/Admin/Institutions',
    summary: 'Add an institution (the gateway only)',
    body: InstitutionRequest,
    response: Envelope(InstitutionChange),
  },
  adminUpdateInstitution: {
    method: 'PUT',
    url: '/api/v1/Admin/Institutions/:id',
    summary: 'Edit an institution, its other names included (the gateway only)',
    params: IdParams,
    body: InstitutionRequest,
    response: Envelope(InstitutionChange),
  },
  adminCreateScholarship: {
    method: 'POST',
    url: '/api/v1/Admin/Institutions/:id/Scholarships',
    summary: 'Add a scholarship to an institution (the gateway only)',
    params: IdParams,
    body: ScholarshipRequest,
    response: Envelope(ScholarshipChange),
  },
  adminUpdateScholarship: {
    method: 'PUT',
    url: '/api/v1/Admin/Scholarships/:id',
    summary: 'Edit a scholarship (the gateway only)',
    params: IdParams,
    body: ScholarshipRequest,
    response: Envelope(ScholarshipChange),
  },
  adminCloseScholarship: {
    method: 'POST',
    url: '/api/v1/Admin/Scholarships/:id/Close',
    summary: 'Close a scholarship to applications now (the gateway only)',
    params: IdParams,
    response: Envelope(ScholarshipChange),
  },
} as const satisfies Record<string, RouteContract>;

const consoleCall = { auth: true, audience: 'console' } as const;

/** The console's content calls (platform admins only), merged into gatewayRoutes. */
export const consoleContentRoutes = {
  consoleFaqs: {
    method: 'GET',
    url: '/api/Console/faqs',
    summary: 'Every FAQ answer, approved or not',
    ...consoleCall,
    querystring: NoQuery,
    response: ListEnvelope(ConsoleFaq),
  },
  consoleCreateFaq: {
    method: 'POST',
    url: '/api/Console/faqs',
    summary: 'Add a FAQ answer; public once approved',
    ...consoleCall,
    headers: IdempotencyHeaders,
    body: FaqRequest,
    response: Envelope(ConsoleFaq),
  },
  consoleUpdateFaq: {
    method: 'PUT',
    url: '/api/Console/faqs/:id',
    summary: 'Edit a FAQ answer, or approve or unapprove it',
    ...consoleCall,
    params: IdParams,
    headers: IdempotencyHeaders,
    body: FaqRequest,
    response: Envelope(ConsoleFaq),
  },
  consoleDeleteFaq: {
    method: 'DELETE',
    url: '/api/Console/faqs/:id',
    summary: 'Delete a FAQ answer (the audit log keeps what it said)',
    ...consoleCall,
    params: IdParams,
    headers: IdempotencyHeaders,
    querystring: NoQuery,
    response: Envelope(ConsoleFaq),
  },
  consoleTestimonials: {
    method: 'GET',
    url: '/api/Console/testimonials',
    summary: 'Every testimonial, shown or hidden',
    ...consoleCall,
    querystring: NoQuery,
    response: ListEnvelope(ConsoleTestimonial),
  },
  consoleUpdateTestimonial: {
    method: 'PUT',
    url: '/api/Console/testimonials/:id',
    summary: 'Show (approve) or hide a testimonial',
    ...consoleCall,
    params: IdParams,
    headers: IdempotencyHeaders,
    body: TestimonialRequest,
    response: Envelope(ConsoleTestimonial),
  },
  consoleLoanTypes: {
    method: 'GET',
    url: '/api/Console/loan-types',
    summary: 'Every loan type, active or not',
    ...consoleCall,
    querystring: NoQuery,
    response: ListEnvelope(ConsoleLoanType),
  },
  consoleCreateLoanType: {
    method: 'POST',
    url: '/api/Console/loan-types',
    summary: 'Add a loan type; borrowers are offered it once a lender lends it',
    ...consoleCall,
    headers: IdempotencyHeaders,
    body: LoanTypeRequest,
    response: Envelope(ConsoleLoanType),
  },
  consoleUpdateLoanType: {
    method: 'PUT',
    url: '/api/Console/loan-types/:id',
    summary: 'Edit a loan type, or deactivate it with isActive false',
    ...consoleCall,
    params: IdParams,
    headers: IdempotencyHeaders,
    body: LoanTypeRequest,
    response: Envelope(ConsoleLoanType),
  },
  consoleInstitutions: {
    method: 'GET',
    url: '/api/Console/institutions',
    summary: 'Every institution with every scholarship, from the institutions service',
    ...consoleCall,
    querystring: NoQuery,
    response: ListEnvelope(ConsoleInstitution),
  },
  consoleCreateInstitution: {
    method: 'POST',
    url: '/api/Console/institutions',
    summary: 'Add an institution, with its short forms and former names',
    ...consoleCall,
    body: InstitutionRequest,
    response: Envelope(ConsoleInstitution),
  },
  consoleUpdateInstitution: {
    method: 'PUT',
    url: '/api/Console/institutions/:id',
    summary: 'Edit an institution, its other names, or deactivate it',
    ...consoleCall,
    params: IdParams,
    body: InstitutionRequest,
    response: Envelope(ConsoleInstitution),
  },
  consoleCreateScholarship: {
    method: 'POST',
    url: '/api/Console/institutions/:id/scholarships',
    summary: 'Add a scholarship to an institution',
    ...consoleCall,
    params: IdParams,
    body: ScholarshipRequest,
    response: Envelope(ConsoleScholarship),
  },
  consoleUpdateScholarship: {
    method: 'PUT',
    url: '/api/Console/scholarships/:id',
    summary: 'Edit a scholarship, or withdraw it with isActive false',
    ...consoleCall,
    params: IdParams,
    body: ScholarshipRequest,
    response: Envelope(ConsoleScholarship),
  },
  consoleCloseScholarship: {
    method: 'POST',
    url: '/api/Console/scholarships/:id/close',
    summary: 'Close a scholarship to applications now: it is listed as closed',
    ...consoleCall,
    params: IdParams,
    response: Envelope(ConsoleScholarship),
  },
} as const satisfies Record<string, RouteContract>;
