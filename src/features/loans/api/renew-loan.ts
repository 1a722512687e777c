import type { Renewal, RenewLoanRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const endpoint = gatewayEndpoint<'renewLoan'>('POST', 'api/LoanTransaction/renew_loan_request');

export interface RenewalAnswer {
  renewal: Renewal;
  message: string;
}

export async function renewLoan(request: RenewLoanRequest, idempotencyKey: string): Promise<RenewalAnswer> {
  const envelope = await callApi(endpoint, {
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
  });
  return { renewal: envelope.responseData, message: envelope.message };
}
