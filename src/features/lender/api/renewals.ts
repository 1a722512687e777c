import type { DeclineRenewalRequest, LenderRenewalsQuery } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const list = gatewayEndpoint<'lenderRenewals'>('GET', 'api/Lender/renewals');
const approve = gatewayEndpoint<'lenderApproveRenewal'>('POST', 'api/Lender/renewals/:id/approve');
const decline = gatewayEndpoint<'lenderDeclineRenewal'>('POST', 'api/Lender/renewals/:id/decline');

export const getLenderRenewals = async (query: LenderRenewalsQuery, signal?: AbortSignal) =>
  (await requestApi(list, { query, signal })).responseData;

export const approveRenewal = async (id: string, idempotencyKey: string) =>
  (await requestApi(approve, { params: { id }, body: {}, headers: idempotencyHeaders(idempotencyKey) }))
    .responseData;

export const declineRenewal = async (id: string, body: DeclineRenewalRequest, idempotencyKey: string) =>
  (await requestApi(decline, { params: { id }, body, headers: idempotencyHeaders(idempotencyKey) }))
    .responseData;
