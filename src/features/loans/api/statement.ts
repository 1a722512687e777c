import type { StatementFormat } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'loanStatement'>('GET', 'api/LoanTransaction/loans/:id/statement');

/** A statement of one of the borrower's loans, as the file to save (docs/api.md, "Loan statements"). */
export const getStatement = (loanId: string, format: StatementFormat): Promise<Blob> =>
  requestApi(endpoint, { params: { id: loanId }, query: { format }, responseType: 'blob' });
