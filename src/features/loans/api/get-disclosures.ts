import type { Disclosure } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'disclosures'> = 'api/LoanTransaction/disclosures';

/** What lenders were given about the logged-in borrower, newest first. */
export const getDisclosures = async (): Promise<Disclosure[]> =>
  (await api.get<{ items: Disclosure[] }>(path)).responseData.items;
