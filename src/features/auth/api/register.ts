import type { BodyOf, GatewayRoutes, RegisterResponse } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'register'>('POST', 'api/Account/Register');

export type Registration = BodyOf<GatewayRoutes['register']>;

export const register = async (registration: Registration): Promise<RegisterResponse> =>
  (await callApi(endpoint, { body: registration })).responseData;
