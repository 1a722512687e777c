import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  Faq,
  FaqQuery,
  LoanType,
  NoQuery,
  Organization,
  Provider,
  ProviderSetting,
  Testimonial,
} from './catalogue';
import {
  CloseAccountRequest,
  CloseAccountResponse,
  EmailParams,
  EmailQuery,
  Empty,
  LoginRequest,
  LoginResponse,
  PersonalDataExport,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  UnconfirmedAccount,
  UpdateProfileRequest,
  User,
  UserIdParams,
  VerifyAccountRequest,
} from './account';
import { Envelope, ErrorEnvelope, ListEnvelope } from './envelope';
import {
  ContactRequest,
  FeedbackRequest,
  PartnerRequest,
  Referral,
  ReferRequest,
  ReferResponse,
} from './messages';
import {
  AcceptOfferRequest,
  CurrentLoanStatus,
  DeclineOfferRequest,
  EligibilityOutcome,
  EligibilityRequest,
  IdempotencyHeaders,
  LoanSummary,
  LoanTypeParams,
  OfferingProvider,
  RecordIdParams,
  Renewal,
  RenewLoanRequest,
  RequestSettlementRequest,
  SettlementRequest,
  UserIdPathParams,
  WithdrawSettlementRequest,
} from './marketplace';
import { StatementFile, StatementQuery } from './statements';
import {
  ApproveRenewalRequest,
  CancelLoanRequest,
  DeclineRenewalRequest,
  RecordSettlementRequest,
  LenderLoan,
  LenderLoanDetail,
  LenderLoansQuery,
  LenderLoanTypeSetting,
  LenderProfile,
  LenderRenewal,
  LenderRenewalsQuery,
  LenderSession,
  LenderSettings,
  LenderSettingsQuery,
  LoanTypeSettingParams,
  LoanTypeTermsRequest,
  Page,
  RecordPayoutRequest,
  RecordRepaymentRequest,
  REMITTANCE_LIMITS,
  RemittanceApplied,
  RemittanceFileRequest,
  RemittancePreview,
  RemittanceRefusal,
  RemittancesQuery,
  RemittanceUploadSummary,
  RepaymentRecorded,
} from './lender';
import {
  BindIdentityRequest,
  Disclosure,
  IdentityBinding,
  IdentityBindingQuery,
  IdentityProof,
  RequestIdentityCodeRequest,
  VerifyIdentityCodeRequest,
} from './identity';
import { EmailPreference, EmailPreferenceRequest } from './borrower';
import {
  ConsoleOrganization,
  ConsoleProfile,
  ConsoleProvider,
  ConsoleSession,
  CsvDownload,
  DeductionSchedule,
  DeductionsQuery,
  OrganizationParams,
  OrganizationRequest,
  ProviderParams,
  ProviderRequest,
  ProviderStaffMember,
  ROSTER_LIMITS,
  RosterApplied,
  RosterFileRequest,
  RosterPreview,
  StaffInviteRequest,
  StaffParams,
  StaffStatusRequest,
} from './console';
import {
  AuditLogEntry,
  AuditQuery,
  InboxItem,
  InboxMessage,
  InboxQuery,
  KeysetPage,
  MarkMessageRequest,
  MessageParams,
  ReplyRequest,
} from './console-records';
import { consoleContentRoutes } from './console-content';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContract {
  method: HttpMethod;
  /** Path as the server mounts it; clients send it relative to the service's base URL. */
  url: string;
  summary: string;
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  /** Headers the call reads (open: other headers are allowed). */
  headers?: TSchema;
  /** The successful answer; failures use ErrorEnvelope unless listed in `errors`. */
  response: TSchema;
  errors?: Record<number, TSchema>;
  /**
   * true: the caller must send a valid Bearer token. 'optional': anyone may call, and a valid
   * token tells the gateway who is calling.
   */
  auth?: boolean | 'optional';
  /**
   * 'lender': the lender workspace's calls, for sessions from POST /api/Lender/login only.
   * 'console': the operators' console's, for sessions from POST /api/Console/login only.
   */
  audience?: 'lender' | 'console';
  /** The largest request body accepted, in bytes, where a call needs more than the usual 64 KB. */
  bodyLimit?: number;
}

/** Room for a remittance file's text in a JSON body (escaped quotes and line breaks). */
const REMITTANCE_BODY_LIMIT = 2 * REMITTANCE_LIMITS.maxCharacters + 16 * 1024;
/** The same room for a roster file. */
const ROSTER_BODY_LIMIT = 2 * ROSTER_LIMITS.maxCharacters + 16 * 1024;

/**
 * Every call of the gateway (docs/requirements.md#calls), defined once. The gateway registers its
 * routes from these entries (validation, serialization, OpenAPI); the site derives its request and
 * response types from them.
 */
export const gatewayRoutes = {
  providerSettings: {
    method: 'GET',
    url: '/api/ProviderSettings',
    summary: 'Lending settings of every active provider, per loan type',
    querystring: NoQuery,
    response: ListEnvelope(ProviderSetting),
  },
  faq: {
    method: 'GET',
    url: '/api/FAQ',
    summary: 'Frequently asked questions; IsApproved=true for the published ones',
    querystring: FaqQuery,
    response: ListEnvelope(Faq),
  },
  providers: {
    method: 'GET',
    url: '/api/Provider',
    summary: 'Active loan providers',
    querystring: NoQuery,
    response: ListEnvelope(Provider),
  },
  availableLoanTypes: {
    method: 'GET',
    url: '/api/AvailableLoanType',
    summary: 'Loan types at least one provider offers',
    querystring: NoQuery,
    response: ListEnvelope(LoanType),
  },
  testimonials: {
    method: 'GET',
    url: '/api/Testimonial',
    summary: 'Published borrower testimonials',
    querystring: NoQuery,
    response: ListEnvelope(Testimonial),
  },
  organizations: {
    method: 'GET',
    url: '/api/Organization',
    summary: 'Employers and schools, active or not; clients show those with status true',
    querystring: NoQuery,
    response: ListEnvelope(Organization),
  },
  login: {
    method: 'POST',
    url: '/api/Account/login',
    summary: 'Log in with email and password; answers the session token and its lifetime',
    body: LoginRequest,
    response: Envelope(LoginResponse),
    errors: { 403: UnconfirmedAccount },
  },
  logout: {
    method: 'POST',
    url: '/api/Account/logout',
    summary: 'Revoke the session token sent with the call',
    auth: true,
    querystring: Empty,
    response: Envelope(Empty),
  },
  register: {
    method: 'POST',
    url: '/api/Account/Register',
    summary: 'Open a borrower account and email a confirmation link',
    body: RegisterRequest,
    response: Envelope(RegisterResponse),
  },
  resendEmailConfirmation: {
    method: 'GET',
    url: '/api/User/ResendEmailConfirmation/:userId',
    summary: 'Send the confirmation email again for an account that is not confirmed yet',
    params: UserIdParams,
    querystring: Empty,
    response: Envelope(Empty),
  },
  verifyAccount: {
    method: 'POST',
    url: '/api/Account/verifyaccount',
    summary: 'Confirm an email address with the one-time token from the email',
    body: VerifyAccountRequest,
    response: Envelope(Empty),
  },
  forgotPassword: {
    method: 'GET',
    url: '/api/Account/ForgotPassword',
    summary: 'Email a one-time password reset link if the account exists (the answer is the same either way)',
    querystring: EmailQuery,
    response: Envelope(Empty),
  },
  resetPassword: {
    method: 'POST',
    url: '/api/Account/ResetPassword',
    summary: 'Set a new password with the one-time token; ends every session of the account',
    body: ResetPasswordRequest,
    response: Envelope(Empty),
  },
  getUserByEmail: {
    method: 'GET',
    url: '/api/User/GetUserByEmail/:email',
    summary: "The caller's own profile",
    auth: true,
    params: EmailParams,
    querystring: Empty,
    response: Envelope(User),
  },
  updateUser: {
    method: 'PUT',
    url: '/api/User/Update',
    summary: "Update the caller's own profile (first name, last name, phone only)",
    auth: true,
    body: UpdateProfileRequest,
    response: Envelope(User),
  },
  exportMyData: {
    method: 'GET',
    url: '/api/User/MyData',
    summary:
      "Everything the platform holds about the caller, as a JSON file (only ever the caller's own; " +
      'a few a day, each audit-logged)',
    auth: true,
    querystring: Empty,
    response: PersonalDataExport,
  },
  closeAccount: {
    method: 'POST',
    url: '/api/User/Close',
    summary:
      "Close the caller's account with its password: refused (409) while a loan is awaiting payout or " +
      'owes money; otherwise erases the personal data, ends every session and emails a confirmation',
    auth: true,
    body: CloseAccountRequest,
    response: Envelope(CloseAccountResponse),
  },
  checkEligibility: {
    method: 'POST',
    url: '/api/Eligibility/checkeligibility',
    summary:
      'Verify the registration number, check every provider for the loan type and affordability; ' +
      'eligible answers carry one offer per eligible provider (requestSuccessful mirrors eligibility) ' +
      "and withdraw the open offers of the person's earlier checks",
    auth: 'optional',
    body: EligibilityRequest,
    response: Envelope(EligibilityOutcome),
  },
  requestIdentityCode: {
    method: 'POST',
    url: '/api/Identity/request_code',
    summary:
      'Email a one-time code to the contact the organisation holds for this number; ' +
      'the answer is the same whether or not the number is on the roster; the logged-in account the ' +
      'number is bound to is always sent one',
    auth: 'optional',
    body: RequestIdentityCodeRequest,
    response: Envelope(Empty),
  },
  verifyIdentityCode: {
    method: 'POST',
    url: '/api/Identity/verify_code',
    summary:
      'Prove control of the roster contact with the code; a logged-in caller binds the roster entry to their account',
    auth: 'optional',
    body: VerifyIdentityCodeRequest,
    response: Envelope(IdentityProof),
  },
  bindIdentity: {
    method: 'POST',
    url: '/api/Identity/bind',
    summary:
      "Bind the roster entry proven in this browser to the caller's account; checks made with the proof become theirs",
    auth: true,
    body: BindIdentityRequest,
    response: Envelope(Empty),
  },
  identityBinding: {
    method: 'GET',
    url: '/api/Identity/binding',
    summary:
      "Whether the caller's account holds a fresh binding for this roster entry, so a check needs no new code; " +
      'every other case (no such entry, bound elsewhere, stale) answers bound false',
    auth: true,
    querystring: IdentityBindingQuery,
    response: Envelope(IdentityBinding),
  },
  offeringProviders: {
    method: 'GET',
    url: '/api/Provider/provider_eligiblity_offering_by_loan_type_id/:loanTypeId',
    summary: 'Active providers lending this loan type, with their terms and a representative example',
    params: LoanTypeParams,
    querystring: NoQuery,
    response: ListEnvelope(OfferingProvider),
  },
  acceptOffer: {
    method: 'POST',
    url: '/api/LoanTransaction/accept_offer/:id',
    summary:
      "Accept one of the caller's open offers (apply); every other open offer of the caller is withdrawn",
    auth: true,
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: AcceptOfferRequest,
    response: Envelope(Type.Boolean()),
  },
  declineOffer: {
    method: 'POST',
    url: '/api/LoanTransaction/decline_offer/:id',
    summary: "Decline one of the caller's open offers",
    auth: true,
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: DeclineOfferRequest,
    response: Envelope(Type.Boolean()),
  },
  currentLoanStatus: {
    method: 'GET',
    url: '/api/LoanTransaction/loans/users_current_loan_status/:id',
    summary:
      "The caller's loan being repaid (with its schedule), loans awaiting disbursement and open offers",
    auth: true,
    params: UserIdPathParams,
    querystring: NoQuery,
    response: Envelope(CurrentLoanStatus),
  },
  loanHistory: {
    method: 'GET',
    url: '/api/LoanTransaction/loans/user_loan_status/:id',
    summary: 'Every loan of the caller, newest first',
    auth: true,
    params: UserIdPathParams,
    querystring: NoQuery,
    response: ListEnvelope(LoanSummary),
  },
  renewLoan: {
    method: 'POST',
    url: '/api/LoanTransaction/renew_loan_request',
    summary: 'Ask to renew (top up) an active loan that has no pending renewal',
    auth: true,
    headers: IdempotencyHeaders,
    body: RenewLoanRequest,
    response: Envelope(Renewal),
  },
  requestSettlement: {
    method: 'POST',
    url: '/api/LoanTransaction/settlement_request',
    summary:
      'Ask the lender to settle an active loan early at its payoff figure; one open request per loan; the lender is emailed',
    auth: true,
    headers: IdempotencyHeaders,
    body: RequestSettlementRequest,
    response: Envelope(SettlementRequest),
  },
  withdrawSettlement: {
    method: 'POST',
    url: '/api/LoanTransaction/settlement_request/withdraw',
    summary:
      "Withdraw the caller's open request to settle a loan early; repeating it answers the request as withdrawn",
    auth: true,
    headers: IdempotencyHeaders,
    body: WithdrawSettlementRequest,
    response: Envelope(SettlementRequest),
  },
  loanStatement: {
    method: 'GET',
    url: '/api/LoanTransaction/loans/:id/statement',
    summary:
      "A statement of one of the caller's loans (lender, terms, schedule, payments, balance, date issued) as PDF or CSV",
    auth: true,
    params: RecordIdParams,
    querystring: StatementQuery,
    response: StatementFile,
  },
  disclosures: {
    method: 'GET',
    url: '/api/LoanTransaction/disclosures',
    summary: 'What lenders were given about the caller, when and why, newest first',
    auth: true,
    querystring: NoQuery,
    response: ListEnvelope(Disclosure),
  },
  setEmailPreference: {
    method: 'POST',
    url: '/api/Email/preference',
    summary:
      'Stop (or start again) the kind of non-essential email a stop link was sent with; needs only the link, not a login',
    body: EmailPreferenceRequest,
    response: Envelope(EmailPreference),
  },
  contact: {
    method: 'POST',
    url: '/api/Contact',
    summary: 'Send a message to the Lendbridge team (stored, and forwarded to the team inbox)',
    body: ContactRequest,
    response: Envelope(Empty),
  },
  createPartnership: {
    method: 'POST',
    url: '/api/Partner/create',
    summary:
      'Ask about a partnership as a lender, employer or school (stored, and forwarded to the team inbox)',
    body: PartnerRequest,
    response: Envelope(Empty),
  },
  createFeedback: {
    method: 'POST',
    url: '/api/Feedback/create',
    summary: 'Leave feedback about the site; a valid token attaches it to the account',
    auth: 'optional',
    body: FeedbackRequest,
    response: Envelope(Empty),
  },
  createReferral: {
    method: 'POST',
    url: '/api/Refer/create',
    summary: 'Invite one to ten friends by email, each with a personal registration link',
    auth: true,
    body: ReferRequest,
    response: Envelope(ReferResponse),
  },
  referrals: {
    method: 'GET',
    url: '/api/Refer',
    summary: "The caller's invitations, newest first, and whether each friend joined through the link",
    auth: true,
    querystring: NoQuery,
    response: ListEnvelope(Referral),
  },
  lenderLogin: {
    method: 'POST',
    url: '/api/Lender/login',
    summary:
      'Log in to the lender workspace (lender staff and platform admins); borrowers are refused (403, not_lender)',
    body: LoginRequest,
    response: Envelope(LenderSession),
    errors: { 403: Type.Union([UnconfirmedAccount, ErrorEnvelope]) },
  },
  lenderAcceptInvitation: {
    method: 'POST',
    url: '/api/Lender/invitation/accept',
    summary:
      "Choose a password with a staff invitation's one-time link; the account can then log in to the lender workspace",
    body: ResetPasswordRequest,
    response: Envelope(Empty),
  },
  lenderProfile: {
    method: 'GET',
    url: '/api/Lender/me',
    summary: 'Who is logged in to the workspace, their provider, and whether they may change anything',
    auth: true,
    audience: 'lender',
    querystring: NoQuery,
    response: Envelope(LenderProfile),
  },
  lenderLoans: {
    method: 'GET',
    url: '/api/Lender/loans',
    summary:
      "The provider's loans (an admin's: every provider's), paged, sorted and filtered on the server; " +
      'status=awaiting_disbursement lists the new loans to pay out',
    auth: true,
    audience: 'lender',
    querystring: LenderLoansQuery,
    response: Envelope(Page(LenderLoan)),
  },
  lenderLoan: {
    method: 'GET',
    url: '/api/Lender/loans/:id',
    summary:
      "One of the provider's loans with its schedule, repayments, renewals, history and the contact disclosed",
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    querystring: NoQuery,
    response: Envelope(LenderLoanDetail),
  },
  lenderRecordPayout: {
    method: 'POST',
    url: '/api/Lender/loans/:id/payout',
    summary:
      'Record that the loan was paid out: it becomes active, its schedule runs from the payout date, ' +
      'a renewal settles the loan it replaces; the borrower is emailed',
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: RecordPayoutRequest,
    response: Envelope(LenderLoanDetail),
  },
  lenderLoanStatement: {
    method: 'GET',
    url: '/api/Lender/loans/:id/statement',
    summary: "The statement of one of the provider's loans, as its borrower gets it, as PDF or CSV",
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    querystring: StatementQuery,
    response: StatementFile,
  },
  lenderRecordSettlement: {
    method: 'POST',
    url: '/api/Lender/loans/:id/settlement',
    summary:
      "Record the early-settlement payment: it must equal that day's payoff figure; the loan becomes repaid, " +
      'the interest not charged is recorded, an open settlement request is settled; the borrower is emailed',
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: RecordSettlementRequest,
    response: Envelope(LenderLoanDetail),
  },
  lenderCancelLoan: {
    method: 'POST',
    url: '/api/Lender/loans/:id/cancel',
    summary: 'Cancel a loan awaiting payout, with a reason; the borrower is emailed and their limit freed',
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: CancelLoanRequest,
    response: Envelope(LenderLoanDetail),
  },
  lenderRecordRepayment: {
    method: 'POST',
    url: '/api/Lender/loans/:id/repayments',
    summary:
      'Record a repayment received by hand; it pays the oldest unpaid instalment first, beyond the balance is overpaid',
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: RecordRepaymentRequest,
    response: Envelope(RepaymentRecorded),
  },
  lenderPreviewRemittance: {
    method: 'POST',
    url: '/api/Lender/remittances/preview',
    summary:
      "Read a payroll remittance file and match each row to one of the provider's loans (matched, unmatched, " +
      'duplicate) without writing anything; unreadable rows answer 422 with a message per row',
    auth: true,
    audience: 'lender',
    bodyLimit: REMITTANCE_BODY_LIMIT,
    body: RemittanceFileRequest,
    response: Envelope(RemittancePreview),
    errors: { 422: RemittanceRefusal },
  },
  lenderApplyRemittance: {
    method: 'POST',
    url: '/api/Lender/remittances/apply',
    summary:
      'Apply the matched rows of a payroll remittance file in one transaction; the same file again changes nothing',
    auth: true,
    audience: 'lender',
    bodyLimit: REMITTANCE_BODY_LIMIT,
    headers: IdempotencyHeaders,
    body: RemittanceFileRequest,
    response: Envelope(RemittanceApplied),
    errors: { 422: RemittanceRefusal },
  },
  lenderRemittances: {
    method: 'GET',
    url: '/api/Lender/remittances',
    summary: 'Remittance files applied, newest first',
    auth: true,
    audience: 'lender',
    querystring: RemittancesQuery,
    response: Envelope(Page(RemittanceUploadSummary)),
  },
  lenderRenewals: {
    method: 'GET',
    url: '/api/Lender/renewals',
    summary:
      "Renewal requests on the provider's loans with the current loan and the proposed one; status=pending to decide",
    auth: true,
    audience: 'lender',
    querystring: LenderRenewalsQuery,
    response: Envelope(Page(LenderRenewal)),
  },
  lenderApproveRenewal: {
    method: 'POST',
    url: '/api/Lender/renewals/:id/approve',
    summary:
      'Approve a pending renewal: a new loan awaits payout, whose payout settles the old one; the borrower is emailed',
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: ApproveRenewalRequest,
    response: Envelope(LenderRenewal),
  },
  lenderDeclineRenewal: {
    method: 'POST',
    url: '/api/Lender/renewals/:id/decline',
    summary: 'Decline a pending renewal with a reason; the borrower is emailed',
    auth: true,
    audience: 'lender',
    params: RecordIdParams,
    headers: IdempotencyHeaders,
    body: DeclineRenewalRequest,
    response: Envelope(LenderRenewal),
  },
  lenderSettings: {
    method: 'GET',
    url: '/api/Lender/settings',
    summary:
      "The provider's terms per loan type and the organisations it lends to (admins name the provider)",
    auth: true,
    audience: 'lender',
    querystring: LenderSettingsQuery,
    response: Envelope(LenderSettings),
  },
  lenderUpdateLoanTypeSetting: {
    method: 'PUT',
    url: '/api/Lender/settings/loan_types/:loanTypeId',
    summary:
      'Set the terms of one loan type (starting to offer it if need be); eligibility checks use them at once',
    auth: true,
    audience: 'lender',
    params: LoanTypeSettingParams,
    headers: IdempotencyHeaders,
    body: LoanTypeTermsRequest,
    response: Envelope(LenderLoanTypeSetting),
  },
  lenderRemoveLoanTypeSetting: {
    method: 'DELETE',
    url: '/api/Lender/settings/loan_types/:loanTypeId',
    summary: 'Stop offering one loan type; loans already made are unaffected',
    auth: true,
    audience: 'lender',
    params: LoanTypeSettingParams,
    headers: IdempotencyHeaders,
    querystring: NoQuery,
    response: Envelope(LenderLoanTypeSetting),
  },
  consoleLogin: {
    method: 'POST',
    url: '/api/Console/login',
    summary:
      'Log in to the console (platform admins and organisation administrators); others are refused (403, not_operator)',
    body: LoginRequest,
    response: Envelope(ConsoleSession),
    errors: { 403: Type.Union([UnconfirmedAccount, ErrorEnvelope]) },
  },
  consoleProfile: {
    method: 'GET',
    url: '/api/Console/me',
    summary: 'Who is logged in to the console, and which organisation an organisation administrator keeps',
    auth: true,
    audience: 'console',
    querystring: NoQuery,
    response: Envelope(ConsoleProfile),
  },
  consoleOrganizations: {
    method: 'GET',
    url: '/api/Console/organizations',
    summary: 'Employers and schools, active or not (an organisation administrator sees only their own)',
    auth: true,
    audience: 'console',
    querystring: NoQuery,
    response: ListEnvelope(ConsoleOrganization),
  },
  consoleOrganization: {
    method: 'GET',
    url: '/api/Console/organizations/:id',
    summary: "One organisation; another organisation's answers 404 like a missing one",
    auth: true,
    audience: 'console',
    params: OrganizationParams,
    querystring: NoQuery,
    response: Envelope(ConsoleOrganization),
  },
  consoleCreateOrganization: {
    method: 'POST',
    url: '/api/Console/organizations',
    summary: 'Add an employer or school (platform admins)',
    auth: true,
    audience: 'console',
    headers: IdempotencyHeaders,
    body: OrganizationRequest,
    response: Envelope(ConsoleOrganization),
  },
  consoleUpdateOrganization: {
    method: 'PUT',
    url: '/api/Console/organizations/:id',
    summary:
      'Edit an organisation, or deactivate it with status false: it leaves the public list and its checks fail (platform admins)',
    auth: true,
    audience: 'console',
    params: OrganizationParams,
    headers: IdempotencyHeaders,
    body: OrganizationRequest,
    response: Envelope(ConsoleOrganization),
  },
  consolePreviewRoster: {
    method: 'POST',
    url: '/api/Console/organizations/:id/roster/preview',
    summary:
      'Read an HR roster file and say what each row would do (new, changed, left, unchanged, invalid) without writing anything',
    auth: true,
    audience: 'console',
    bodyLimit: ROSTER_BODY_LIMIT,
    params: OrganizationParams,
    body: RosterFileRequest,
    response: Envelope(RosterPreview),
  },
  consoleApplyRoster: {
    method: 'POST',
    url: '/api/Console/organizations/:id/roster/apply',
    summary:
      'Apply a roster file in one transaction; a file with an invalid row changes nothing (422), the same file again changes nothing',
    auth: true,
    audience: 'console',
    bodyLimit: ROSTER_BODY_LIMIT,
    params: OrganizationParams,
    headers: IdempotencyHeaders,
    body: RosterFileRequest,
    response: Envelope(RosterApplied),
  },
  consoleExportRoster: {
    method: 'GET',
    url: '/api/Console/organizations/:id/roster/export',
    summary: 'The current roster as a CSV file in the columns an upload reads back',
    auth: true,
    audience: 'console',
    params: OrganizationParams,
    querystring: NoQuery,
    response: Envelope(CsvDownload),
  },
  consoleDeductionSchedule: {
    method: 'GET',
    url: '/api/Console/organizations/:id/deductions',
    summary:
      "The month's deduction schedule: per person and loan, the instalment due and anything overdue, with a CSV " +
      "a lender's remittance upload accepts back as it is",
    auth: true,
    audience: 'console',
    params: OrganizationParams,
    querystring: DeductionsQuery,
    response: Envelope(DeductionSchedule),
  },
  consoleProviders: {
    method: 'GET',
    url: '/api/Console/providers',
    summary: 'Lenders (loan providers), active or not (platform admins)',
    auth: true,
    audience: 'console',
    querystring: NoQuery,
    response: ListEnvelope(ConsoleProvider),
  },
  consoleProvider: {
    method: 'GET',
    url: '/api/Console/providers/:id',
    summary: 'One lender (platform admins)',
    auth: true,
    audience: 'console',
    params: ProviderParams,
    querystring: NoQuery,
    response: Envelope(ConsoleProvider),
  },
  consoleCreateProvider: {
    method: 'POST',
    url: '/api/Console/providers',
    summary: 'Onboard a lender: name, licence, contact (platform admins)',
    auth: true,
    audience: 'console',
    headers: IdempotencyHeaders,
    body: ProviderRequest,
    response: Envelope(ConsoleProvider),
  },
  consoleUpdateProvider: {
    method: 'PUT',
    url: '/api/Console/providers/:id',
    summary:
      'Edit a lender, or deactivate it with isActive false: no new offers, its open offers withdrawn, its staff logged out and refused (platform admins)',
    auth: true,
    audience: 'console',
    params: ProviderParams,
    headers: IdempotencyHeaders,
    body: ProviderRequest,
    response: Envelope(ConsoleProvider),
  },
  consoleProviderStaff: {
    method: 'GET',
    url: '/api/Console/providers/:id/staff',
    summary: "A lender's staff accounts: invited, active and deactivated (platform admins)",
    auth: true,
    audience: 'console',
    params: ProviderParams,
    querystring: NoQuery,
    response: ListEnvelope(ProviderStaffMember),
  },
  consoleInviteStaff: {
    method: 'POST',
    url: '/api/Console/providers/:id/staff',
    summary:
      "Invite someone to a lender's staff: emails a one-time link to choose a password; an email with an account already is refused (409) (platform admins)",
    auth: true,
    audience: 'console',
    params: ProviderParams,
    headers: IdempotencyHeaders,
    body: StaffInviteRequest,
    response: Envelope(ProviderStaffMember),
  },
  consoleUpdateStaff: {
    method: 'PUT',
    url: '/api/Console/providers/:id/staff/:staffId',
    summary:
      'Deactivate a staff account (its sessions end at once, it cannot log in) or reactivate it (platform admins)',
    auth: true,
    audience: 'console',
    params: StaffParams,
    headers: IdempotencyHeaders,
    body: StaffStatusRequest,
    response: Envelope(ProviderStaffMember),
  },
  consoleMessages: {
    method: 'GET',
    url: '/api/Console/messages',
    summary:
      'Contact and partnership messages, newest first, by kind and open or handled; keyset-paged (platform admins)',
    auth: true,
    audience: 'console',
    querystring: InboxQuery,
    response: Envelope(KeysetPage(InboxItem)),
  },
  consoleMessage: {
    method: 'GET',
    url: '/api/Console/messages/:id',
    summary: 'One message in full, with who handled it and the replies sent (platform admins)',
    auth: true,
    audience: 'console',
    params: MessageParams,
    querystring: NoQuery,
    response: Envelope(InboxMessage),
  },
  consoleMarkMessage: {
    method: 'PUT',
    url: '/api/Console/messages/:id/handled',
    summary:
      'Mark a message handled, or back to open; marking it as it already is changes nothing (platform admins)',
    auth: true,
    audience: 'console',
    params: MessageParams,
    headers: IdempotencyHeaders,
    body: MarkMessageRequest,
    response: Envelope(InboxMessage),
  },
  consoleReplyToMessage: {
    method: 'POST',
    url: '/api/Console/messages/:id/reply',
    summary:
      'Email a reply to the sender; it is kept with the message, which becomes handled (platform admins)',
    auth: true,
    audience: 'console',
    params: MessageParams,
    headers: IdempotencyHeaders,
    body: ReplyRequest,
    response: Envelope(InboxMessage),
  },
  consoleAuditLog: {
    method: 'GET',
    url: '/api/Console/audit',
    summary:
      'Every change by anyone, newest first, by person, record and time; keyset-paged (platform admins)',
    auth: true,
    audience: 'console',
    querystring: AuditQuery,
    response: Envelope(KeysetPage(AuditLogEntry)),
  },
  ...consoleContentRoutes,
} as const satisfies Record<string, RouteContract>;

export type GatewayRoutes = typeof gatewayRoutes;
export type GatewayRouteName = keyof GatewayRoutes;

type SchemaOf<R, K extends string> = R extends Record<K, infer S extends TSchema> ? Static<S> : never;

export type ResponseOf<R extends RouteContract> = Static<R['response']>;
export type QueryOf<R extends RouteContract> = SchemaOf<R, 'querystring'>;
export type BodyOf<R extends RouteContract> = SchemaOf<R, 'body'>;
export type ParamsOf<R extends RouteContract> = SchemaOf<R, 'params'>;
export type HeadersOf<R extends RouteContract> = SchemaOf<R, 'headers'>;
