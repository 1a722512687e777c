import type { DeclineRenewalRequest, LenderRenewalsQuery } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const list = gatewayEndpoint<'lenderRenewals'>('GET', 'api/Lender/renewals');
const approve = gatewayEndpoint<'lenderApproveRenewal'>('POST', 'api/Lender/renewals/:id/approve');
const decline = gatewayEndpoint<'lenderDeclineRenewal'>('POST', 'api/Lender/renewals/:id/decline');

export const getLenderRenewals = async (query: LenderRenewalsQuery, signal?: AbortSignal) =>
  (await callApi(list, { query, signal })).responseData;

export const approveRenewal = async (id: string, idempotencyKey: string) =>
  (await callApi(approve, { params: { id }, body: {}, headers: idempotencyHeaders(idempotencyKey) }))
    .responseData;

export const declineRenewal = async (id: string, body: DeclineRenewalRequest, idempotencyKey: string) =>
  (await callApi(decline, { params: { id }, body, headers: idempotencyHeaders(idempotencyKey) }))
    .responseData;
