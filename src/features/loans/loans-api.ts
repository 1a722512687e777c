import type { RenewLoanRequest } from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const currentLoanStatus = gatewayEndpoint<'currentLoanStatus'>(
  'GET',
  'api/LoanTransaction/loans/users_current_loan_status/:id',
);
const loanHistory = gatewayEndpoint<'loanHistory'>('GET', 'api/LoanTransaction/loans/user_loan_status/:id');
const disclosures = gatewayEndpoint<'disclosures'>('GET', 'api/LoanTransaction/disclosures');
const renewLoan = gatewayEndpoint<'renewLoan'>('POST', 'api/LoanTransaction/renew_loan_request');

/**
 * The `loans` slice (docs/requirements.md#slice-names): the borrower's current loan (with the
 * offers open to them and the loans awaiting disbursement), their loan history, what lenders were
 * given about them, and asking to renew. Each is cached under the borrower's id, so another
 * borrower on this tab never sees them; the end of the session empties the cache anyway.
 */
export const loansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentLoanStatus: build.query({
      ...contractCall(
        currentLoanStatus,
        (userId: string) => ({ params: { id: userId } }),
        (envelope) => envelope.responseData,
      ),
      providesTags: ['Loans', 'Offers'],
    }),
    getLoanHistory: build.query({
      ...contractCall(
        loanHistory,
        (userId: string) => ({ params: { id: userId } }),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['Loans'],
    }),
    // The argument only keys the cache by borrower; the gateway reads whose from the session.
    getDisclosures: build.query({
      ...contractCall(
        disclosures,
        (_userId: string) => ({}),
        (envelope) => envelope.responseData.items,
      ),
      providesTags: ['Disclosures'],
    }),
    renewLoan: build.mutation({
      ...contractCall(
        renewLoan,
        ({ request, ...key }: { request: RenewLoanRequest } & Idempotent) => ({
          body: request,
          headers: keyed(key),
        }),
        (envelope) => ({ renewal: envelope.responseData, message: envelope.message }),
      ),
      invalidatesTags: ['Loans'],
    }),
  }),
});

export const {
  useGetCurrentLoanStatusQuery,
  useGetLoanHistoryQuery,
  useGetDisclosuresQuery,
  useRenewLoanMutation,
} = loansApi;
