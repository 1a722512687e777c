import type { LoanTypeTermsRequest } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const settings = gatewayEndpoint<'lenderSettings'>('GET', 'api/Lender/settings');
const update = gatewayEndpoint<'lenderUpdateLoanTypeSetting'>(
  'PUT',
  'api/Lender/settings/loan_types/:loanTypeId',
);
const remove = gatewayEndpoint<'lenderRemoveLoanTypeSetting'>(
  'DELETE',
  'api/Lender/settings/loan_types/:loanTypeId',
);

/** Staff read their own provider's; an admin names the provider. */
export const getLenderSettings = async (providerId: number | undefined, signal?: AbortSignal) =>
  (await requestApi(settings, { query: providerId ? { providerId } : undefined, signal })).responseData;

export const saveLoanTypeTerms = async (
  loanTypeId: number,
  terms: LoanTypeTermsRequest,
  idempotencyKey: string,
) =>
  (
    await requestApi(update, {
      params: { loanTypeId },
      body: terms,
      headers: idempotencyHeaders(idempotencyKey),
    })
  ).responseData;

export const stopOfferingLoanType = async (loanTypeId: number, idempotencyKey: string) =>
  (await requestApi(remove, { params: { loanTypeId }, headers: idempotencyHeaders(idempotencyKey) }))
    .responseData;
