import type { AcceptOfferRequest, DeclineOfferRequest } from '@lendbridge/contract';
import { api, contractCall, keyed, type Idempotent } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const acceptOffer = gatewayEndpoint<'acceptOffer'>('POST', 'api/LoanTransaction/accept_offer/:id');
const declineOffer = gatewayEndpoint<'declineOffer'>('POST', 'api/LoanTransaction/decline_offer/:id');

/** Accepting is the borrower's consent to the one provider receiving their details. */
const CONSENTED: AcceptOfferRequest = { consent: true };

export interface OfferAnswer {
  /** The boolean responseData: false means the offer was not answered. */
  done: boolean;
  message: string;
}

/**
 * Answering an offer. Accepting sends the borrower's details to its provider, and only it, and
 * withdraws the other open offers: the offers, the loans and what lenders know are read again.
 */
export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptOffer: build.mutation({
      ...contractCall(
        acceptOffer,
        ({ offerId, ...key }: { offerId: string } & Idempotent) => ({
          params: { id: offerId },
          body: CONSENTED,
          headers: keyed(key),
        }),
        (envelope): OfferAnswer => ({ done: envelope.responseData, message: envelope.message }),
      ),
      invalidatesTags: ['Offers', 'Loans', 'Disclosures'],
    }),
    declineOffer: build.mutation({
      ...contractCall(
        declineOffer,
        ({
          offerId,
          request = {},
          ...key
        }: { offerId: string; request?: DeclineOfferRequest } & Idempotent) => ({
          params: { id: offerId },
          body: request,
          headers: keyed(key),
        }),
        (envelope): OfferAnswer => ({ done: envelope.responseData, message: envelope.message }),
      ),
      invalidatesTags: ['Offers'],
    }),
  }),
});

export const { useAcceptOfferMutation, useDeclineOfferMutation } = offersApi;
