import type { Renewal, RenewLoanRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';

const path: ContractPath<'renewLoan'> = 'api/LoanTransaction/renew_loan_request';

export interface RenewalAnswer {
  renewal: Renewal;
  message: string;
}

export async function renewLoan(request: RenewLoanRequest, idempotencyKey: string): Promise<RenewalAnswer> {
  const envelope = await api.post<Renewal>(path, request, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return { renewal: envelope.responseData, message: envelope.message };
}
