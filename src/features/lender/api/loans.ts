import type {
  LenderLoan,
  LenderLoanDetail,
  LenderLoansQuery,
  RecordPayoutRequest,
  RecordRepaymentRequest,
  CancelLoanRequest,
  RepaymentRecorded,
} from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import type { PageOf } from './page';

const listPath: ContractPath<'lenderLoans'> = 'api/Lender/loans';
const detailPath: ContractPath<'lenderLoan'> = 'api/Lender/loans/:id';
const payoutPath: ContractPath<'lenderRecordPayout'> = 'api/Lender/loans/:id/payout';
const cancelPath: ContractPath<'lenderCancelLoan'> = 'api/Lender/loans/:id/cancel';
const repaymentPath: ContractPath<'lenderRecordRepayment'> = 'api/Lender/loans/:id/repayments';

const keyed = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export const getLenderLoans = async (query: LenderLoansQuery, signal?: AbortSignal) =>
  (await api.get<PageOf<LenderLoan>>(listPath, query, { signal })).responseData;

export const getLenderLoan = async (id: string, signal?: AbortSignal) =>
  (await api.get<LenderLoanDetail>(fillPath(detailPath, { id }), undefined, { signal })).responseData;

export const recordPayout = async (id: string, body: RecordPayoutRequest, idempotencyKey: string) =>
  (await api.post<LenderLoanDetail>(fillPath(payoutPath, { id }), body, keyed(idempotencyKey))).responseData;

export const cancelLoan = async (id: string, body: CancelLoanRequest, idempotencyKey: string) =>
  (await api.post<LenderLoanDetail>(fillPath(cancelPath, { id }), body, keyed(idempotencyKey))).responseData;

export const recordRepayment = async (id: string, body: RecordRepaymentRequest, idempotencyKey: string) =>
  (await api.post<RepaymentRecorded>(fillPath(repaymentPath, { id }), body, keyed(idempotencyKey)))
    .responseData;
