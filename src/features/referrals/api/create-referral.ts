import type { ReferralDetails, ReferResponse } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'createReferral'>('POST', 'api/Refer/create');

/** SPEC.md §3: the details travel under the name referralDetails. */
export const createReferral = async (referralDetails: ReferralDetails): Promise<ReferResponse> =>
  (await callApi(endpoint, { body: { referralDetails } })).responseData;
