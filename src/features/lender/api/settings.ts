import type { LenderLoanTypeSetting, LenderSettings, LoanTypeTermsRequest } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';

const settingsPath: ContractPath<'lenderSettings'> = 'api/Lender/settings';
const loanTypePath: ContractPath<'lenderUpdateLoanTypeSetting'> =
  'api/Lender/settings/loan_types/:loanTypeId';

const keyed = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** Staff read their own provider's; an admin names the provider. */
export const getLenderSettings = async (providerId: number | undefined, signal?: AbortSignal) =>
  (await api.get<LenderSettings>(settingsPath, providerId ? { providerId } : undefined, { signal }))
    .responseData;

export const saveLoanTypeTerms = async (
  loanTypeId: number,
  terms: LoanTypeTermsRequest,
  idempotencyKey: string,
) =>
  (await api.put<LenderLoanTypeSetting>(fillPath(loanTypePath, { loanTypeId }), terms, keyed(idempotencyKey)))
    .responseData;

export const stopOfferingLoanType = async (loanTypeId: number, idempotencyKey: string) =>
  (
    await api.delete<LenderLoanTypeSetting>(
      fillPath(loanTypePath, { loanTypeId }),
      undefined,
      keyed(idempotencyKey),
    )
  ).responseData;
