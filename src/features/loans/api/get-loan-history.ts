import type { LoanSummary } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'loanHistory'>('GET', 'api/LoanTransaction/loans/user_loan_status/:id');

/** Every loan of the logged-in borrower, newest first. */
export const getLoanHistory = async (userId: string): Promise<LoanSummary[]> =>
  (await callApi(endpoint, { params: { id: userId } })).responseData.items;
