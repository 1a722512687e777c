import type { BodyOf, GatewayRoutes, ResponseOf } from '@lendbridge/contract';
import { callApi, gatewayEndpoint } from '../../../lib/api-client';

const endpoint = gatewayEndpoint<'login'>('POST', 'api/Account/login');

export type LoginCredentials = BodyOf<GatewayRoutes['login']>;
export type LoginAnswer = ResponseOf<GatewayRoutes['login']>;

/**
 * Answers the whole envelope: the login reads requestSuccessful before anything else
 * (docs/requirements.md#product-calls). A wrong password answers 401; it says nothing about any
 * session, so it must not end one.
 */
export const login = (credentials: LoginCredentials): Promise<LoginAnswer> =>
  callApi(endpoint, { body: credentials, ignoreUnauthorized: true });
