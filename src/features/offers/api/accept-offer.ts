import type { AcceptOfferRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const endpoint = gatewayEndpoint<'acceptOffer'>('POST', 'api/LoanTransaction/accept_offer/:id');

export interface OfferAnswer {
  /** The boolean responseData: false means the offer was not answered. */
  done: boolean;
  message: string;
}

/** Applies for the offer: its provider, and only it, receives the borrower's details. */
export async function acceptOffer(offerId: string, idempotencyKey: string): Promise<OfferAnswer> {
  const body: AcceptOfferRequest = { consent: true };
  const envelope = await callApi(endpoint, {
    params: { id: offerId },
    body,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { done: envelope.responseData, message: envelope.message };
}
