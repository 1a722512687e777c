import type { OfferingProvider } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'offeringProviders'>(
  'GET',
  'api/Provider/provider_eligiblity_offering_by_loan_type_id/:loanTypeId',
);

/** The active providers lending a loan type, with their terms and a representative example. */
export const getOfferingProviders = async (loanTypeId: number): Promise<OfferingProvider[]> =>
  (await requestApi(endpoint, { params: { loanTypeId } })).responseData.items;
