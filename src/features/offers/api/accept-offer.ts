import type { AcceptOfferRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';

const path: ContractPath<'acceptOffer'> = 'api/LoanTransaction/accept_offer/:id';

export interface OfferAnswer {
  /** The gateway's boolean responseData. */
  done: boolean;
  message: string;
}

/** Applies for the offer: its provider, and only it, receives the borrower's details. */
export async function acceptOffer(offerId: string, idempotencyKey: string): Promise<OfferAnswer> {
  const body: AcceptOfferRequest = { consent: true };
  const envelope = await api.post<boolean>(fillPath(path, { id: offerId }), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return { done: envelope.responseData, message: envelope.message };
}
