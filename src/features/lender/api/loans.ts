import type {
  CancelLoanRequest,
  LenderLoansQuery,
  RecordPayoutRequest,
  RecordRepaymentRequest,
  RecordSettlementRequest,
} from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';
import { idempotencyHeaders } from '../../../lib/idempotency';

const list = gatewayEndpoint<'lenderLoans'>('GET', 'api/Lender/loans');
const detail = gatewayEndpoint<'lenderLoan'>('GET', 'api/Lender/loans/:id');
const payout = gatewayEndpoint<'lenderRecordPayout'>('POST', 'api/Lender/loans/:id/payout');
const cancel = gatewayEndpoint<'lenderCancelLoan'>('POST', 'api/Lender/loans/:id/cancel');
const repayment = gatewayEndpoint<'lenderRecordRepayment'>('POST', 'api/Lender/loans/:id/repayments');
const settlement = gatewayEndpoint<'lenderRecordSettlement'>('POST', 'api/Lender/loans/:id/settlement');

export const getLenderLoans = async (query: LenderLoansQuery, signal?: AbortSignal) =>
  (await requestApi(list, { query, signal })).responseData;

export const getLenderLoan = async (id: string, signal?: AbortSignal) =>
  (await requestApi(detail, { params: { id }, signal })).responseData;

export const recordPayout = async (id: string, body: RecordPayoutRequest, idempotencyKey: string) =>
  (await requestApi(payout, { params: { id }, body, headers: idempotencyHeaders(idempotencyKey) })).responseData;

export const cancelLoan = async (id: string, body: CancelLoanRequest, idempotencyKey: string) =>
  (await requestApi(cancel, { params: { id }, body, headers: idempotencyHeaders(idempotencyKey) })).responseData;

export const recordRepayment = async (id: string, body: RecordRepaymentRequest, idempotencyKey: string) =>
  (await requestApi(repayment, { params: { id }, body, headers: idempotencyHeaders(idempotencyKey) }))
    .responseData;

/** The early-settlement payment; it must be the payoff figure of the day it was paid. */
export const recordSettlement = async (id: string, body: RecordSettlementRequest, idempotencyKey: string) =>
  (await requestApi(settlement, { params: { id }, body, headers: idempotencyHeaders(idempotencyKey) }))
    .responseData;
