import type { EmailPreferenceRequest, IdentityBindingQuery, SettlementRequest } from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const binding = gatewayEndpoint<'identityBinding'>('GET', 'api/Identity/binding');
const preference = gatewayEndpoint<'setEmailPreference'>('POST', 'api/Email/preference');
const settlement = gatewayEndpoint<'requestSettlement'>('POST', 'api/LoanTransaction/settlement_request');
const withdrawal = gatewayEndpoint<'withdrawSettlement'>(
  'POST',
  'api/LoanTransaction/settlement_request/withdraw',
);

export interface SettlementAnswer {
  request: SettlementRequest;
  message: string;
}

/** A settlement request's write: the loan, under the key its action was started with. */
const settlementCall = ({ loanId, ...key }: { loanId: string } & Idempotent) => ({
  body: { loanId },
  headers: keyed(key),
});
const settlementAnswer = (envelope: {
  responseData: SettlementRequest;
  message: string;
}): SettlementAnswer => ({
  request: envelope.responseData,
  message: envelope.message,
});

/** The borrower's own calls beside their loans: identity binding, email preferences, early settlement. */
export const borrowerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the logged-in account may check this roster entry without a new code, as the gateway decides. */
    getIdentityBinding: build.query({
      ...contractCall(
        binding,
        (query: IdentityBindingQuery) => ({ query }),
        (envelope) => envelope.responseData,
      ),
    }),
    /** Stops or restarts the kind of email a stop link came with; answers the gateway's words. */
    setEmailPreference: build.mutation({
      ...contractCall(
        preference,
        (request: EmailPreferenceRequest) => ({ body: request }),
        (envelope) => ({ ...envelope.responseData, message: envelope.message }),
      ),
    }),
    /** Asks the lender to settle the loan early at today's payoff figure (docs/api.md, "Early settlement"). */
    requestSettlement: build.mutation({
      ...contractCall(settlement, settlementCall, settlementAnswer),
      invalidatesTags: ['Loans'],
    }),
    /** Withdraws the open request to settle the loan early. */
    withdrawSettlement: build.mutation({
      ...contractCall(withdrawal, settlementCall, settlementAnswer),
      invalidatesTags: ['Loans'],
    }),
  }),
});

export const {
  useGetIdentityBindingQuery,
  useSetEmailPreferenceMutation,
  useRequestSettlementMutation,
  useWithdrawSettlementMutation,
} = borrowerApi;
