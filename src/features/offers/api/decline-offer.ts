import type { DeclineOfferRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import type { OfferAnswer } from './accept-offer';

const path: ContractPath<'declineOffer'> = 'api/LoanTransaction/decline_offer/:id';

export async function declineOffer(
  offerId: string,
  idempotencyKey: string,
  request: DeclineOfferRequest = {},
): Promise<OfferAnswer> {
  const envelope = await api.post<boolean>(fillPath(path, { id: offerId }), request, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return { done: envelope.responseData, message: envelope.message };
}
