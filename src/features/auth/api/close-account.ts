import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'closeAccount'>('POST', 'api/User/Close');

/**
 * Closes the logged-in borrower's account. A wrong password answers 403, not 401, so the session
 * survives a typo; the gateway's message says what happened either way.
 */
export const closeAccount = async (password: string): Promise<string> =>
  (await callApi(endpoint, { body: { password } })).message;
