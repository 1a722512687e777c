import type {
  BodyOf,
  CancelLoanRequest,
  DeclineRenewalRequest,
  GatewayRoutes,
  LenderLoansQuery,
  LenderRenewalsQuery,
  LoanTypeTermsRequest,
  RecordPayoutRequest,
  RecordRepaymentRequest,
  RecordSettlementRequest,
  RemittanceFileRequest,
  RemittancesQuery,
} from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const login = gatewayEndpoint<'lenderLogin'>('POST', 'api/Lender/login');
const profile = gatewayEndpoint<'lenderProfile'>('GET', 'api/Lender/me');
const acceptInvitation = gatewayEndpoint<'lenderAcceptInvitation'>('POST', 'api/Lender/invitation/accept');
const loans = gatewayEndpoint<'lenderLoans'>('GET', 'api/Lender/loans');
const loan = gatewayEndpoint<'lenderLoan'>('GET', 'api/Lender/loans/:id');
const payout = gatewayEndpoint<'lenderRecordPayout'>('POST', 'api/Lender/loans/:id/payout');
const cancel = gatewayEndpoint<'lenderCancelLoan'>('POST', 'api/Lender/loans/:id/cancel');
const repayment = gatewayEndpoint<'lenderRecordRepayment'>('POST', 'api/Lender/loans/:id/repayments');
const settlement = gatewayEndpoint<'lenderRecordSettlement'>('POST', 'api/Lender/loans/:id/settlement');
const remittances = gatewayEndpoint<'lenderRemittances'>('GET', 'api/Lender/remittances');
const previewRemittance = gatewayEndpoint<'lenderPreviewRemittance'>(
  'POST',
  'api/Lender/remittances/preview',
);
const applyRemittance = gatewayEndpoint<'lenderApplyRemittance'>('POST', 'api/Lender/remittances/apply');
const renewals = gatewayEndpoint<'lenderRenewals'>('GET', 'api/Lender/renewals');
const approveRenewal = gatewayEndpoint<'lenderApproveRenewal'>('POST', 'api/Lender/renewals/:id/approve');
const declineRenewal = gatewayEndpoint<'lenderDeclineRenewal'>('POST', 'api/Lender/renewals/:id/decline');
const settings = gatewayEndpoint<'lenderSettings'>('GET', 'api/Lender/settings');
const saveTerms = gatewayEndpoint<'lenderUpdateLoanTypeSetting'>(
  'PUT',
  'api/Lender/settings/loan_types/:loanTypeId',
);
const stopOffering = gatewayEndpoint<'lenderRemoveLoanTypeSetting'>(
  'DELETE',
  'api/Lender/settings/loan_types/:loanTypeId',
);

export type LenderCredentials = BodyOf<GatewayRoutes['lenderLogin']>;

/** A write about one loan: its id, what the gateway is told, and the key its action started with. */
type LoanWrite<Body> = { id: string; body: Body } & Idempotent;
const loanWrite = <Body>({ id, body, ...key }: LoanWrite<Body>) => ({
  params: { id },
  body,
  headers: keyed(key),
});

/** A payout or a cancellation moves the loan out of New loans: that list, the loans and the loan change. */
const leavesNewLoans = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  'NewLoans' as const,
  'LenderLoans' as const,
  { type: 'LenderLoan' as const, id },
];
/** A payment changes the loans' balances and the loan's schedule. */
const changesLoan = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  'LenderLoans' as const,
  { type: 'LenderLoan' as const, id },
];

/**
 * The `lender` slice (docs/requirements.md#slice-names): the lender workspace's session, loans,
 * payments, payroll remittances, renewals and settings (docs/lender-workspace.md). Each write
 * invalidates what it changes, so every list on screen reads itself again. Logging out is the
 * borrower site's own call (src/features/auth/end-session.ts).
 */
export const lenderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A wrong password answers 401; it says nothing about any session, so it must not end one. */
    lenderLogin: build.mutation({
      ...contractCall(
        login,
        (credentials: LenderCredentials) => ({ body: credentials, ignoreUnauthorized: true }),
        (envelope) => envelope.responseData,
      ),
    }),
    /** A staff invitation's link: the invitee chooses their password (no session needed). */
    acceptLenderInvitation: build.mutation({
      ...contractCall(
        acceptInvitation,
        (body: BodyOf<GatewayRoutes['lenderAcceptInvitation']>) => ({ body }),
        () => undefined,
      ),
    }),
    /** Who is logged in, their provider, and whether they may change anything. */
    getLenderProfile: build.query({
      ...contractCall(
        profile,
        (_: void) => ({}),
        (envelope) => envelope.responseData,
      ),
    }),
    getLenderLoans: build.query({
      ...contractCall(
        loans,
        (query: LenderLoansQuery) => ({ query }),
        (envelope) => envelope.responseData,
      ),
      providesTags: (_result, _error, query) =>
        query.status === 'awaiting_disbursement' ? ['LenderLoans', 'NewLoans'] : ['LenderLoans'],
    }),
    getLenderLoan: build.query({
      ...contractCall(
        loan,
        (id: string) => ({ params: { id } }),
        (envelope) => envelope.responseData,
      ),
      providesTags: (_result, _error, id) => [{ type: 'LenderLoan', id }],
    }),
    recordPayout: build.mutation({
      ...contractCall(payout, loanWrite<RecordPayoutRequest>, (envelope) => envelope.responseData),
      invalidatesTags: leavesNewLoans,
    }),
    cancelLoan: build.mutation({
      ...contractCall(cancel, loanWrite<CancelLoanRequest>, (envelope) => envelope.responseData),
      invalidatesTags: leavesNewLoans,
    }),
    recordRepayment: build.mutation({
      ...contractCall(repayment, loanWrite<RecordRepaymentRequest>, (envelope) => envelope.responseData.loan),
      invalidatesTags: changesLoan,
    }),
    /** The early-settlement payment; it must be the payoff figure of the day it was paid. */
    recordSettlement: build.mutation({
      ...contractCall(settlement, loanWrite<RecordSettlementRequest>, (envelope) => envelope.responseData),
      invalidatesTags: changesLoan,
    }),
    getRemittances: build.query({
      ...contractCall(
        remittances,
        (query: RemittancesQuery) => ({ query }),
        (envelope) => envelope.responseData,
      ),
      providesTags: ['Remittances'],
    }),
    /** Matches the file's rows without writing anything. */
    previewRemittance: build.mutation({
      ...contractCall(
        previewRemittance,
        (file: RemittanceFileRequest) => ({ body: file }),
        (envelope) => envelope.responseData,
      ),
    }),
    /** Applies the matched rows in one transaction; the same file again changes nothing. */
    applyRemittance: build.mutation({
      ...contractCall(
        applyRemittance,
        ({ file, ...key }: { file: RemittanceFileRequest } & Idempotent) => ({
          body: file,
          headers: keyed(key),
        }),
        (envelope) => envelope.responseData,
      ),
      invalidatesTags: ['Remittances', 'LenderLoans', 'LenderLoan'],
    }),
    getLenderRenewals: build.query({
      ...contractCall(
        renewals,
        (query: LenderRenewalsQuery) => ({ query }),
        (envelope) => envelope.responseData,
      ),
      providesTags: ['Renewals'],
    }),
    /** An approval makes the new loan, which awaits payout in New loans. */
    approveRenewal: build.mutation({
      ...contractCall(
        approveRenewal,
        ({ id, ...key }: { id: string } & Idempotent) => ({ params: { id }, body: {}, headers: keyed(key) }),
        (envelope) => envelope.responseData,
      ),
      invalidatesTags: ['Renewals', 'NewLoans', 'LenderLoans'],
    }),
    declineRenewal: build.mutation({
      ...contractCall(declineRenewal, loanWrite<DeclineRenewalRequest>, (envelope) => envelope.responseData),
      invalidatesTags: ['Renewals'],
    }),
    /** Staff read their own provider's; an admin names the provider. */
    getLenderSettings: build.query({
      ...contractCall(
        settings,
        (providerId: number | undefined) => ({ query: providerId ? { providerId } : undefined }),
        (envelope) => envelope.responseData,
      ),
      providesTags: ['Settings'],
    }),
    saveLoanTypeTerms: build.mutation({
      ...contractCall(
        saveTerms,
        ({
          loanTypeId,
          terms,
          ...key
        }: { loanTypeId: number; terms: LoanTypeTermsRequest } & Idempotent) => ({
          params: { loanTypeId },
          body: terms,
          headers: keyed(key),
        }),
        (envelope) => envelope.responseData,
      ),
      invalidatesTags: ['Settings'],
    }),
    stopOfferingLoanType: build.mutation({
      ...contractCall(
        stopOffering,
        ({ loanTypeId, ...key }: { loanTypeId: number } & Idempotent) => ({
          params: { loanTypeId },
          headers: keyed(key),
        }),
        (envelope) => envelope.responseData,
      ),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const {
  useLenderLoginMutation,
  useAcceptLenderInvitationMutation,
  useGetLenderProfileQuery,
  useGetLenderLoansQuery,
  useGetLenderLoanQuery,
  useRecordPayoutMutation,
  useCancelLoanMutation,
  useRecordRepaymentMutation,
  useRecordSettlementMutation,
  useGetRemittancesQuery,
  usePreviewRemittanceMutation,
  useApplyRemittanceMutation,
  useGetLenderRenewalsQuery,
  useApproveRenewalMutation,
  useDeclineRenewalMutation,
  useGetLenderSettingsQuery,
  useSaveLoanTypeTermsMutation,
  useStopOfferingLoanTypeMutation,
} = lenderApi;
