import type { ReferralDetails, ReferResponse } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'createReferral'>('POST', 'api/Refer/create');

/** docs/requirements.md#referral-payload: the details travel under the name referralDetails. */
export const createReferral = async (referralDetails: ReferralDetails): Promise<ReferResponse> =>
  (await callApi(endpoint, { body: { referralDetails } })).responseData;
