import type { LoanSummary } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'loanHistory'> = 'api/LoanTransaction/loans/user_loan_status/:id';

/** Every loan of the logged-in borrower, newest first. */
export const getLoanHistory = async (userId: string): Promise<LoanSummary[]> =>
  (await api.get<{ items: LoanSummary[] }>(fillPath(path, { id: userId }))).responseData.items;
