import type { VerifyAccountRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'verifyAccount'>('POST', 'api/Account/verifyaccount');

export const verifyAccount = async (request: VerifyAccountRequest): Promise<void> => {
  await callApi(endpoint, { body: request });
};
