import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'logout'>('POST', 'api/Account/logout');

/**
 * Asks the gateway to revoke the token this call carries. A 401 here only means the token was
 * already dead, which is what logging out wants anyway.
 */
export const logout = async (): Promise<void> => {
  await callApi(endpoint, { ignoreUnauthorized: true });
};
