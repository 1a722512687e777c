import type { BodyOf, GatewayRoutes, LenderProfile, LenderSession } from '@lendbridge/contract';
import { api } from '../../../lib/api-client';
import type { ContractPath } from '../../../lib/contract-path';

const loginPath: ContractPath<'lenderLogin'> = 'api/Lender/login';
const profilePath: ContractPath<'lenderProfile'> = 'api/Lender/me';
const logoutPath: ContractPath<'logout'> = 'api/Account/logout';

export type LenderCredentials = BodyOf<GatewayRoutes['lenderLogin']>;

/** A wrong password answers 401; it says nothing about any session, so it must not end one. */
export const lenderLogin = async (credentials: LenderCredentials): Promise<LenderSession> =>
  (await api.post<LenderSession>(loginPath, credentials, { ignoreUnauthorized: true })).responseData;

export const getLenderProfile = async (signal?: AbortSignal): Promise<LenderProfile> =>
  (await api.get<LenderProfile>(profilePath, undefined, { signal })).responseData;

/** Revokes the token; a 401 only means it was dead already, which is what logging out wants. */
export const lenderLogout = async (): Promise<void> => {
  await api.post<Record<string, never>>(logoutPath, undefined, { ignoreUnauthorized: true });
};
