import type { GatewayRoutes, ParamsOf, User } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'getUserByEmail'>('GET', 'api/User/GetUserByEmail/:email');

export const getUserByEmail = async (params: ParamsOf<GatewayRoutes['getUserByEmail']>): Promise<User> =>
  (await callApi(endpoint, { params })).responseData;
