import type { BodyOf, ConsoleProfile, ConsoleSession, GatewayRoutes } from '@lendbridge/contract';
import { requestApi, gatewayEndpoint } from '../../../lib/api-client';

const login = gatewayEndpoint<'consoleLogin'>('POST', 'api/Console/login');
const profile = gatewayEndpoint<'consoleProfile'>('GET', 'api/Console/me');
const logout = gatewayEndpoint<'logout'>('POST', 'api/Account/logout');

export type ConsoleCredentials = BodyOf<GatewayRoutes['consoleLogin']>;

/** A wrong password answers 401; it says nothing about any session, so it must not end one. */
export const consoleLogin = async (credentials: ConsoleCredentials): Promise<ConsoleSession> =>
  (await requestApi(login, { body: credentials, ignoreUnauthorized: true })).responseData;

export const getConsoleProfile = async (signal?: AbortSignal): Promise<ConsoleProfile> =>
  (await requestApi(profile, { signal })).responseData;

/** Revokes the token; a 401 only means it was dead already, which is what logging out wants. */
export const consoleLogout = async (): Promise<void> => {
  await requestApi(logout, { ignoreUnauthorized: true });
};
