import type { BodyOf, GatewayRoutes, LenderProfile, LenderSession } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const login = gatewayEndpoint<'lenderLogin'>('POST', 'api/Lender/login');
const profile = gatewayEndpoint<'lenderProfile'>('GET', 'api/Lender/me');
const logout = gatewayEndpoint<'logout'>('POST', 'api/Account/logout');

export type LenderCredentials = BodyOf<GatewayRoutes['lenderLogin']>;

/** A wrong password answers 401; it says nothing about any session, so it must not end one. */
export const lenderLogin = async (credentials: LenderCredentials): Promise<LenderSession> =>
  (await requestApi(login, { body: credentials, ignoreUnauthorized: true })).responseData;

export const getLenderProfile = async (signal?: AbortSignal): Promise<LenderProfile> =>
  (await requestApi(profile, { signal })).responseData;

/** Revokes the token; a 401 only means it was dead already, which is what logging out wants. */
export const lenderLogout = async (): Promise<void> => {
  await requestApi(logout, { ignoreUnauthorized: true });
};
