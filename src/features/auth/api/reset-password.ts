import type { ResetPasswordRequest } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'resetPassword'>('POST', 'api/Account/ResetPassword');

export const resetPassword = async (request: ResetPasswordRequest): Promise<void> => {
  await callApi(endpoint, { body: request });
};
