import type { StatementFormat } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'loanStatement'>('GET', 'api/LoanTransaction/loans/:id/statement');

/**
 * A statement of one of the borrower's loans, as the file to save (docs/api.md, "Loan statements").
 * A plain call rather than an RTK Query endpoint: the file is a Blob, which the store must not hold
 * (it is not serialisable), and it is saved once, never shown again or shared by components, so
 * there is nothing for a cache to keep or invalidate.
 */
export const getStatement = (loanId: string, format: StatementFormat): Promise<Blob> =>
  requestApi(endpoint, { params: { id: loanId }, query: { format }, responseType: 'blob' });
