import { api, contractCall } from '../../app/api';
import { gatewayEndpoint } from '../../lib/api-client';

const providers = gatewayEndpoint<'providers'>('GET', 'api/Provider');
const providerSettings = gatewayEndpoint<'providerSettings'>('GET', 'api/ProviderSettings');
const loanTypes = gatewayEndpoint<'availableLoanTypes'>('GET', 'api/AvailableLoanType');
const offeringProviders = gatewayEndpoint<'offeringProviders'>(
  'GET',
  'api/Provider/provider_eligiblity_offering_by_loan_type_id/:loanTypeId',
);

/**
 * The `providers` slice (docs/requirements.md#slice-names): who lends, on what terms, which kinds
 * of loan, and the providers offering each loan type. Public lists, seeded with what the build
 * pre-rendered (use-catalogue-list.ts).
 */
export const providersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProviders: build.query({
      ...contractCall(
        providers,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
    }),
    getProviderSettings: build.query({
      ...contractCall(
        providerSettings,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
    }),
    getLoanTypes: build.query({
      ...contractCall(
        loanTypes,
        (_: void) => ({}),
        (envelope) => envelope.responseData.items,
      ),
    }),
    /** The active providers lending a loan type, with their terms and a representative example. */
    getOfferingProviders: build.query({
      ...contractCall(
        offeringProviders,
        (loanTypeId: number) => ({ params: { loanTypeId } }),
        (envelope) => envelope.responseData.items,
      ),
    }),
  }),
});

export const { useGetOfferingProvidersQuery } = providersApi;
