import type { DeclineOfferRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';
import type { OfferAnswer } from './accept-offer';

const endpoint = gatewayEndpoint<'declineOffer'>('POST', 'api/LoanTransaction/decline_offer/:id');

export async function declineOffer(
  offerId: string,
  idempotencyKey: string,
  request: DeclineOfferRequest = {},
): Promise<OfferAnswer> {
  const envelope = await callApi(endpoint, {
    params: { id: offerId },
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { done: envelope.responseData, message: envelope.message };
}
