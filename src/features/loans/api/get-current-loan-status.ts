import type { CurrentLoanStatus } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'currentLoanStatus'>(
  'GET',
  'api/LoanTransaction/loans/users_current_loan_status/:id',
);

/** The logged-in borrower's loan being repaid, loans awaiting disbursement and open offers. */
export const getCurrentLoanStatus = async (userId: string): Promise<CurrentLoanStatus> =>
  (await callApi(endpoint, { params: { id: userId } })).responseData;
