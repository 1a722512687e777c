import type { PartnerRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'createPartnership'>('POST', 'api/Partner/create');

export const sendPartnershipEnquiry = async (enquiry: PartnerRequest): Promise<void> => {
  await callApi(endpoint, { body: enquiry });
};
