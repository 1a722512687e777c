import type { DeclineRenewalRequest, LenderRenewal, LenderRenewalsQuery } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import type { PageOf } from './page';

const listPath: ContractPath<'lenderRenewals'> = 'api/Lender/renewals';
const approvePath: ContractPath<'lenderApproveRenewal'> = 'api/Lender/renewals/:id/approve';
const declinePath: ContractPath<'lenderDeclineRenewal'> = 'api/Lender/renewals/:id/decline';

const keyed = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export const getLenderRenewals = async (query: LenderRenewalsQuery, signal?: AbortSignal) =>
  (await api.get<PageOf<LenderRenewal>>(listPath, query, { signal })).responseData;

export const approveRenewal = async (id: string, idempotencyKey: string) =>
  (await api.post<LenderRenewal>(fillPath(approvePath, { id }), {}, keyed(idempotencyKey))).responseData;

export const declineRenewal = async (id: string, body: DeclineRenewalRequest, idempotencyKey: string) =>
  (await api.post<LenderRenewal>(fillPath(declinePath, { id }), body, keyed(idempotencyKey))).responseData;
