import type { OfferingProvider } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import { fillPath, type ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'offeringProviders'> =
  'api/Provider/provider_eligiblity_offering_by_loan_type_id/:loanTypeId';

/** The active providers lending a loan type, with their terms and a representative example. */
export const getOfferingProviders = async (loanTypeId: number): Promise<OfferingProvider[]> =>
  (await api.get<{ items: OfferingProvider[] }>(fillPath(path, { loanTypeId }))).responseData.items;
