import type { CurrentLoanStatus } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'currentLoanStatus'> = 'api/LoanTransaction/loans/users_current_loan_status/:id';

/** The logged-in borrower's loan being repaid, loans awaiting disbursement and open offers. */
export const getCurrentLoanStatus = async (userId: string): Promise<CurrentLoanStatus> =>
  (await api.get<CurrentLoanStatus>(fillPath(path, { id: userId }))).responseData;
