import type { BodyOf, GatewayRoutes, LoginResponse } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const path: ContractPath<'login'> = 'api/Account/login';

export type LoginCredentials = BodyOf<GatewayRoutes['login']>;

/** A wrong password answers 401; it says nothing about any session, so it must not end one. */
export const login = async (credentials: LoginCredentials): Promise<LoginResponse> =>
  (await api.post<LoginResponse>(path, credentials, { ignoreUnauthorized: true })).responseData;
