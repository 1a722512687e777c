import type { GatewayRoutes, QueryOf } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'forgotPassword'>('GET', 'api/Account/ForgotPassword');

/** A GET whose payload, the email, travels as the query string (docs/requirements.md#get-query). */
export const forgotPassword = async (query: QueryOf<GatewayRoutes['forgotPassword']>): Promise<void> => {
  await callApi(endpoint, { query });
};
