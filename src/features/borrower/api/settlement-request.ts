import type { SettlementRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const endpoint = gatewayEndpoint<'requestSettlement'>('POST', 'api/LoanTransaction/settlement_request');

/** Asks the lender to settle the loan early at today's payoff figure (docs/api.md, "Early settlement"). */
export async function requestSettlement(
  loanId: string,
  idempotencyKey: string,
): Promise<{ request: SettlementRequest; message: string }> {
  const envelope = await callApi(endpoint, {
    body: { loanId },
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { request: envelope.responseData, message: envelope.message };
}
