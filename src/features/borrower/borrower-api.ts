import type { EmailPreferenceRequest, IdentityBindingQuery } from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const binding = gatewayEndpoint<'identityBinding'>('GET', 'api/Identity/binding');
const preference = gatewayEndpoint<'setEmailPreference'>('POST', 'api/Email/preference');
const settlement = gatewayEndpoint<'requestSettlement'>('POST', 'api/LoanTransaction/settlement_request');

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
      ...contractCall(
        settlement,
        ({ loanId, ...key }: { loanId: string } & Idempotent) => ({ body: { loanId }, headers: keyed(key) }),
        (envelope) => ({ request: envelope.responseData, message: envelope.message }),
      ),
      invalidatesTags: ['Loans'],
    }),
  }),
});

export const { useGetIdentityBindingQuery, useSetEmailPreferenceMutation, useRequestSettlementMutation } =
  borrowerApi;
