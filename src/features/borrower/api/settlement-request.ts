import type { SettlementRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const askEndpoint = gatewayEndpoint<'requestSettlement'>('POST', 'api/LoanTransaction/settlement_request');
const withdrawEndpoint = gatewayEndpoint<'withdrawSettlement'>(
  'POST',
  'api/LoanTransaction/settlement_request/withdraw',
);

export interface SettlementAnswer {
  request: SettlementRequest;
  message: string;
}

const callOf = (loanId: string, idempotencyKey: string) => ({
  body: { loanId },
  headers: idempotencyHeaders(idempotencyKey),
});
const answerOf = (envelope: { responseData: SettlementRequest; message: string }): SettlementAnswer => ({
  request: envelope.responseData,
  message: envelope.message,
});

/** Asks the lender to settle the loan early at today's payoff figure (docs/api.md, "Early settlement"). */
export const requestSettlement = async (loanId: string, idempotencyKey: string) =>
  answerOf(await callApi(askEndpoint, callOf(loanId, idempotencyKey)));

/** Withdraws the open request to settle the loan early. */
export const withdrawSettlement = async (loanId: string, idempotencyKey: string) =>
  answerOf(await callApi(withdrawEndpoint, callOf(loanId, idempotencyKey)));
